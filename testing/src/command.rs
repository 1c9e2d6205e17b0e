//! Runs one of the workspace's command lines as its tests do: `stdin` fed
//! to it, its status, standard output and standard error read back.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// The status, standard output and standard error of `exe args` fed `stdin`.
pub fn run(exe: &str, args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

/// The JSON a successful run of `exe args` prints.
pub fn json(exe: &str, args: &[&str], stdin: &str) -> Value {
    let (status, stdout, stderr) = run(exe, args, stdin);
    assert_eq!(status, 0, "{args:?}: {stderr}");
    serde_json::from_str(&stdout).unwrap()
}
