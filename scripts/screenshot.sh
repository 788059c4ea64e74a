#!/usr/bin/env bash
# Takes the README screenshots of the desktop app: builds inkflow, imports
# a novel into a throw-away data directory with the command line, starts
# the app under a virtual X server with a chapter open and a search run
# (INKFLOW_DEMO_* variables, see app/demo.go), and captures the screen
# into docs/screenshots/*.png: the English ones with LANG=en_US.UTF-8, the
# zh-*.png ones (README.zh-CN.md) with LANG=zh_CN.UTF-8.
#
# Usage: scripts/screenshot.sh [NOVEL.txt]   (make screenshot)
# SCREENSHOT_ONLY='zh-*' takes only the shots whose names match the glob.
# Needs: xvfb-run, ImageMagick's `import`, a CJK font (fonts-wqy-microhei),
# the ONNX Runtime library (make ort) and an embedding model (the bundled
# default, else the tiny test fixture, which makes the semantic side of
# the search meaningless but still shows the UI).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
novel=${1:-/work/shared/corpus/dev/zh/sanguoyanyi.txt}
out=${SCREENSHOT_DIR:-docs/screenshots}
size=1400x900
settle=${SCREENSHOT_SETTLE:-12} # seconds for the window to open, load the model, search and lay out

for tool in xvfb-run import; do
  command -v "$tool" >/dev/null || { echo "screenshot: $tool is missing (make deps)" >&2; exit 1; }
done
[ -f "$novel" ] || { echo "screenshot: no such file: $novel" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin="$work/inkflow"
# SCREENSHOT_DATA reuses a data directory imported before (faster reruns).
data=${SCREENSHOT_DATA:-$work/data}

echo "building…"
go build -o "$bin" .

if [ ! -f assets/models/inkflow-static-v1/manifest.json ] && [ -z "${INKFLOW_MODEL_DIR:-}" ]; then
  echo "screenshot: default model not built yet; using the tiny test model" >&2
  export INKFLOW_MODEL_DIR="$root/model/testdata/tiny-static"
fi

if [ -z "${SCREENSHOT_DATA:-}" ]; then
  echo "importing $(basename "$novel")…"
  "$bin" --data "$data" import "$novel"
fi

mkdir -p "$out"

# shot NAME [VAR=VALUE…]: start the app with the demo variables, wait for
# it to settle, capture the root window, stop the app.
shot() {
  local name=$1; shift
  # shellcheck disable=SC2053 # a glob on purpose
  [[ $name == ${SCREENSHOT_ONLY:-*} ]] || return 0
  echo "screenshot $name…"
  env "$@" INKFLOW_WINDOW_SIZE="$size" xvfb-run -a -s "-screen 0 ${size}x24" bash -c '
    "$1" --data "$2" 2>"$4.log" &
    app=$!
    sleep "$3"
    import -window root "$4"
    kill "$app"
    wait "$app" || true
  ' _ "$bin" "$data" "$settle" "$out/$name.png"
  if grep -v "Error parsing user locale\|language: tag is not well-formed\|lang/locale.go" "$out/$name.png.log" | grep -q .; then
    echo "--- app stderr ($name):" >&2
    cat "$out/$name.png.log" >&2
  fi
  rm -f "$out/$name.png.log"
}

en=(LANG=en_US.UTF-8 LANGUAGE=en LC_ALL= LC_MESSAGES=)
shot main     "${en[@]}" INKFLOW_DEMO_CHAPTER=1 INKFLOW_DEMO_QUERY="桃园结为兄弟"
shot main-light "${en[@]}" FYNE_THEME=light INKFLOW_DEMO_CHAPTER=1 INKFLOW_DEMO_QUERY="桃园结为兄弟"
shot related  "${en[@]}" INKFLOW_DEMO_CHAPTER=1 INKFLOW_DEMO_QUERY="桃园结为兄弟" INKFLOW_DEMO_TAB=related
shot settings "${en[@]}" INKFLOW_DEMO_CHAPTER=1 INKFLOW_DEMO_SETTINGS=search

# The Chinese interface, as a system set to 简体中文 shows it.
zh=(LANG=zh_CN.UTF-8 LANGUAGE=zh_CN LC_ALL= LC_MESSAGES=)
preview=$work/呐喊.txt # the preview shows the file's name
cp /work/shared/corpus/dev/zh/luxun-nahan.txt "$preview" 2>/dev/null || cp "$novel" "$preview"
shot zh-main     "${zh[@]}" INKFLOW_DEMO_CHAPTER=1
shot zh-search   "${zh[@]}" INKFLOW_DEMO_CHAPTER=1 INKFLOW_DEMO_QUERY="桃园结为兄弟"
shot zh-related  "${zh[@]}" INKFLOW_DEMO_CHAPTER=1 INKFLOW_DEMO_QUERY="桃园结为兄弟" INKFLOW_DEMO_TAB=related
shot zh-settings "${zh[@]}" INKFLOW_DEMO_CHAPTER=1 INKFLOW_DEMO_SETTINGS=search
shot zh-import   "${zh[@]}" INKFLOW_DEMO_CHAPTER=1 INKFLOW_DEMO_IMPORT="$preview"

echo "wrote $(ls "$out"/*.png | tr '\n' ' ')"
