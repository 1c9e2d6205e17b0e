//! The server's command line: `--help` answers with the flags, and a flag
//! it does not take is refused by its name before anything is served.

use std::process::Command;

fn server(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_mancala-server"))
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn help_lists_the_flags() {
    for flag in ["--help", "-h"] {
        let (status, stdout, _) = server(&["--port", "0", flag]);
        assert_eq!(status, 0);
        assert!(stdout.starts_with("usage: mancala-server"), "{stdout}");
        assert!(stdout.contains("--games-per-minute"), "{stdout}");
    }
}

#[test]
fn an_unknown_flag_or_a_missing_value_is_refused_by_name() {
    for (args, wanted) in [
        (&["--bogus", "1"][..], "unknown flag --bogus"),
        (&["--port"][..], "--port needs a value"),
        (&["8000"][..], "unexpected argument \"8000\""),
        (&["--port", "eighty"][..], "not \"eighty\""),
    ] {
        let (status, stdout, stderr) = server(args);
        assert_eq!((status, stdout.as_str()), (1, ""), "{args:?}");
        assert!(stderr.contains(wanted), "{args:?}: {stderr}");
    }
}
