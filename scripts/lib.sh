# Shared by scripts/build, scripts/serve and scripts/test: each step installs
# what is missing and does nothing when it is already there, so the scripts
# are idempotent and fast on a machine that has everything.
# shellcheck shell=bash

set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT"

WASM_TARGET=wasm32-unknown-unknown
# [profile.wasm] in Cargo.toml: the release profile tuned for the browser.
WASM_PROFILE=wasm
WASM_OPT_FLAGS=(-O3)
PKG_DIR=www/pkg
CHROMIUM=/usr/bin/chromium

say() { printf '\n==> %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=no
apt_install() {
  if [ "$apt_updated" = no ]; then
    as_root apt-get update
    apt_updated=yes
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
}

# Playwright needs Node.js 20 or later (Debian 13's nodejs; on Debian 12,
# NodeSource's packages).
ensure_node() {
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    say "Installing Node.js and npm (Debian packages)"
    apt_install nodejs npm
  fi
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" -lt 20 ]; then
    echo "Node.js $(node --version) is too old: the browser tests need Node.js 20 or later" >&2
    exit 1
  fi
}

ensure_wasm_target() {
  if ! command -v rustup >/dev/null; then
    echo "rustup is needed to add the $WASM_TARGET target (https://rustup.rs)" >&2
    exit 1
  fi
  if ! rustup target list --installed | grep -qx "$WASM_TARGET"; then
    say "Installing the Rust target $WASM_TARGET"
    rustup target add "$WASM_TARGET"
  fi
}

# wasm-bindgen's command line must be the exact version of the wasm-bindgen
# crate that Cargo.lock pins, or the generated glue does not match.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

ensure_wasm_bindgen() {
  local wanted
  wanted="$(wasm_bindgen_version)"
  if [ -z "$wanted" ]; then
    echo "Cargo.lock names no wasm-bindgen version" >&2
    exit 1
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $wanted" ]; then
    say "Installing wasm-bindgen-cli $wanted (the version in Cargo.lock)"
    cargo install wasm-bindgen-cli --version "$wanted" --force
  fi
}

# npm ci when node_modules is missing or was installed from another
# package-lock.json. Playwright drives Debian's Chromium: no browser download.
ensure_npm_deps() {
  ensure_node
  local stamp=node_modules/.package-lock.sha256 wanted
  wanted="$(sha256sum package-lock.json | cut -d' ' -f1)"
  if [ ! -d node_modules ] || [ "$(cat "$stamp" 2>/dev/null || true)" != "$wanted" ]; then
    say "Installing npm packages (npm ci)"
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
    echo "$wanted" >"$stamp"
  fi
}

# The live server's tests start Debian's redis-server themselves
# (server/tests/redis.rs); only the program is needed, not the service.
ensure_redis() {
  if ! command -v redis-server >/dev/null; then
    say "Installing redis-server (Debian package)"
    apt_install redis-server
  fi
}

ensure_chromium() {
  if [ ! -x "$CHROMIUM" ]; then
    say "Installing Chromium (Debian packages)"
    apt_install chromium chromium-driver
  fi
}

# Builds the engine for the browser into www/pkg/ (the page's) and
# www/pkg/computer/ (the computer opponent's worker: the same engine with the
# search, feature `computer`, which the page's first load has no room for):
# cargo, then wasm-bindgen, then binaryen's wasm-opt.
build_wasm() {
  ensure_wasm_target
  ensure_wasm_bindgen
  ensure_npm_deps
  say "Building the engine for WebAssembly"
  cargo build --lib --target "$WASM_TARGET" --profile "$WASM_PROFILE"
  bind_wasm "target/$WASM_TARGET/$WASM_PROFILE/mancala.wasm" "$PKG_DIR"
  say "Building the engine with the computer opponent, for its worker"
  cargo build --lib --target "$WASM_TARGET" --profile "$WASM_PROFILE-computer" --features computer
  bind_wasm "target/$WASM_TARGET/$WASM_PROFILE-computer/mancala.wasm" "$PKG_DIR/computer"
}

# The site's one server, mancala-server, which the measuring tools start
# (tools/site-server.mjs finds it in MANCALA_SERVER), and the offline release
# list it serves (tools/release.mjs). After build_wasm.
build_site_server() {
  say "Building the site's server (mancala-server)"
  cargo build --release -p mancala-server
  node tools/release.mjs
  export MANCALA_SERVER="${CARGO_TARGET_DIR:-$REPO_ROOT/target}/release/mancala-server"
}

# wasm-bindgen and wasm-opt of a cargo build into a folder, skipped when the
# cargo output, the tools and the flags are those of the previous time.
bind_wasm() {
  local raw="$1" out="$2"
  local stamp="$out/.build-stamp" wanted
  wanted="$(
    sha256sum "$raw" scripts/lib.sh | cut -d' ' -f1
    wasm-bindgen --version
    node_modules/.bin/wasm-opt --version
  )"
  if [ -f "$out/mancala_bg.wasm" ] && [ "$(cat "$stamp" 2>/dev/null || true)" = "$wanted" ]; then
    echo "$out is up to date"
    return
  fi
  rm -f "$out"/mancala* "$stamp"
  wasm-bindgen --target web --out-dir "$out" "$raw"
  # The glue's doc comments, copied from the Rust (mancala.d.ts keeps them),
  # are 2.4 KB of the first load's 150 KB gzipped: no browser reads them.
  perl -0pi -e 's{^[ \t]*/\*\*.*?\*/\n}{}gms' "$out/mancala.js"
  node_modules/.bin/wasm-opt "${WASM_OPT_FLAGS[@]}" "$out/mancala_bg.wasm" -o "$out/mancala_bg.wasm"
  echo "$wanted" >"$stamp"
  local bytes gzipped
  bytes="$(wc -c <"$out/mancala_bg.wasm")"
  gzipped="$(gzip -9c "$out/mancala_bg.wasm" | wc -c)"
  echo "$out/mancala_bg.wasm: $bytes bytes, $gzipped gzipped"
}
