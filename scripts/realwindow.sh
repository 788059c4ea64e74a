# realwindow.sh: what the real-window tests (ime-test.sh, drop-test.sh,
# focus-test.sh, exit-test.sh, typing-latency.sh) share. Source it with
# root (the repository) and name (the test's name, for messages) set; a
# session script under xvfb-run sources it too, for appWindow.

sudo=$([ "$(id -u)" = 0 ] || echo sudo)

# shotsDir "$@": shots is the folder a --shots DIR argument names (made
# if need be), or empty.
shotsDir() {
  shots=""
  if [ "${1:-}" = --shots ]; then
    shots=$(mkdir -p "$2" && cd "$2" && pwd)
  fi
}

# installMissing PKG…: installs the Debian packages that are not installed
# yet (root or sudo), like make deps.
installMissing() {
  local missing="" p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    echo "installing:$missing"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
  fi
}

# buildApp makes the work dir $work (removed at exit unless KEEP=1), builds
# the app into $bin and points it at the repository's model and ONNX
# Runtime unless the environment names others.
buildApp() {
  work=$(mktemp -d)
  if [ -n "${KEEP:-}" ]; then echo "work dir: $work"; else trap 'rm -rf "$work"' EXIT; fi
  bin=$work/inkflow
  echo "building…"
  go build -o "$bin" "$root"
  export INKFLOW_MODEL_DIR=${INKFLOW_MODEL_DIR:-$root/assets/models/inkflow-static-v1}
  export INKFLOW_ORT_LIB=${INKFLOW_ORT_LIB:-$root/.cache/ort/linux-amd64/libonnxruntime.so.1}
  [ -f "$INKFLOW_ORT_LIB" ] || { echo "$name: no ONNX Runtime at $INKFLOW_ORT_LIB (make ort)" >&2; exit 1; }
}

# imHome DIR: makes DIR a home for an input method under test: fcitx5's
# profile there has US keyboard and pinyin (ibus needs nothing: `ibus
# engine` picks its engine). The session sources scripts/ime-start.sh.
imHome() {
  mkdir -p "$1/.config/fcitx5"
  cat >"$1/.config/fcitx5/profile" <<'PROFILE'
[Groups/0]
Name=Default
Default Layout=us
DefaultIM=pinyin

[Groups/0/Items/0]
Name=keyboard-us
Layout=

[Groups/0/Items/1]
Name=pinyin
Layout=

[GroupOrder]
0=Default
PROFILE
}

# appWindow [PATTERN]: in the X session, waits up to 30 s for the app's
# window, the first whose name matches PATTERN (default 'InkFlow$'), and
# sets wid to its id; returns 1 when none appeared, and the caller says
# so in its own words.
appWindow() {
  local i
  wid=""
  for i in $(seq 300); do
    wid=$(xdotool search --name "${1:-InkFlow\$}" 2>/dev/null | head -1)
    [ -n "$wid" ] && return 0
    sleep 0.1
  done
  return 1
}
