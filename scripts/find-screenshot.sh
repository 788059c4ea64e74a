#!/usr/bin/env bash
# Takes docs/screenshots/zh-find-replace-window.png: the desktop app in a
# real window (GLFW under a virtual X server, Chinese interface) after an
# author's keystrokes — a click in the text of 第一回, Ctrl+F and 玄德 in
# the find bar, then the 查找替换 tab with 玄德 → 刘备 and Enter. It checks
# what the Fyne test driver cannot: that the desktop driver delivers
# Ctrl+F in the text to find in chapter (its menu shortcuts come first).
#
# Usage: scripts/find-screenshot.sh   Needs: xvfb-run, xdotool, ImageMagick's
# import, a CJK font, the ONNX Runtime library (make ort).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=${SCREENSHOT_DIR:-docs/screenshots}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for tool in xvfb-run xdotool import; do
  command -v "$tool" >/dev/null || { echo "find-screenshot: $tool is missing" >&2; exit 1; }
done

go build -o "$work/inkflow" .
export INKFLOW_MODEL_DIR=${INKFLOW_MODEL_DIR:-$root/model/testdata/tiny-static}
# The first five chapters of 三国演义.
awk '/^第[一二三四五六七八九十百]+回 /{n++} n<=5' /work/shared/corpus/dev/zh/sanguoyanyi.txt > "$work/三国演义.txt"
"$work/inkflow" --data "$work/data" import "$work/三国演义.txt" >/dev/null

xvfb-run -a -s "-screen 0 1400x900x24" bash -c '
  LANG=zh_CN.UTF-8 LANGUAGE=zh_CN INKFLOW_WINDOW_SIZE=1400x900 INKFLOW_DEMO_CHAPTER=1 \
    "$1/inkflow" --data "$1/data" 2>"$1/app.log" &
  app=$!
  sleep 8
  # xdotool types one CJK character at a time reliably.
  typecjk() { for c in $(echo "$1" | grep -o .); do xdotool type --delay 200 "$c"; sleep 0.7; done; }
  xdotool mousemove 600 500 click 1; sleep 0.5
  xdotool key ctrl+f; sleep 0.5
  typecjk 玄德; sleep 1
  xdotool mousemove 1237 50 click 1; sleep 0.5   # the 查找替换 tab
  xdotool mousemove 1150 90 click 1; sleep 0.3   # its pattern box
  typecjk 玄德
  xdotool key Tab; sleep 0.3
  typecjk 刘备
  xdotool key Return; sleep 2
  import -window root "$2"
  kill "$app"; wait "$app" || true
' _ "$work" "$out/zh-find-replace-window.png"
echo "wrote $out/zh-find-replace-window.png"
