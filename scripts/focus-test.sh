#!/usr/bin/env bash
# The focus-mode window test (make focus-test): leaving focus mode gives
# the real window back its size. Focus mode goes full screen and hides the
# menu bar; the bar's return raced the driver's own restore and, now and
# then (more often on a loaded machine), left the window at the full
# screen's size (1280×820 stayed 1400×900), which no Fyne test window
# shows.
#
#   1. imports a two-chapter book with the command line and starts the app
#      on it under Xvfb (1400×900, the window its default 1280×820);
#   2. opens a chapter (Ctrl+N, Enter: a new one; focus mode is the open
#      chapter's), then presses F11 twice, five times over, reading the
#      window's size with xdotool after each press;
#   3. checks that full screen filled the screen and that every leave gave
#      back the size the window had before.
#
# Usage: scripts/focus-test.sh [--shots DIR]   (DIR gets focus-*.png)
# Environment: KEEP=1 keeps the work dir.
# Installs its Debian packages when missing (root or sudo), like make deps.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
name=focus-test
. "$root/scripts/realwindow.sh"
shotsDir "$@"
start=$(date +%s)
installMissing xdotool xvfb xauth imagemagick fonts-wqy-microhei
buildApp
data=$work/data
mkdir -p "$work/shots" "$work/home"
printf '雪国\n\n第一章 风起\n\n　　风从北边来，吹了三天三夜。\n\n第二章 云涌\n\n　　云压得很低，像要落到屋顶上。\n' >"$work/book.txt"
"$bin" --data "$data" import "$work/book.txt" >/dev/null

cat >"$work/session.sh" <<'SESSION'
# Runs inside xvfb-run; $1 = work dir, $2 = binary, $3 = data dir, $4 = repo.
set -u
work=$1 bin=$2 data=$3 root=$4
. "$root/scripts/realwindow.sh"
size() { xdotool getwindowgeometry "$wid" | awk '/Geometry:/ {print $2}'; }
"$bin" --data "$data" >"$work/app.log" 2>&1 &
app=$!
appWindow || { echo "focus-test: the app window did not appear" >&2; exit 1; }
sleep 2
echo "before $(size)"
xdotool key ctrl+n; sleep 1.5
xdotool key Return; sleep 1.5
for i in 1 2 3 4 5; do
  xdotool key F11; sleep 1.5
  echo "focus $(size)"
  [ "$i" = 1 ] && import -window root "$work/shots/focus-on.png"
  xdotool key F11; sleep 1.5
  echo "after $(size)"
done
import -window root "$work/shots/focus-off.png"
kill "$app"
wait "$app" 2>/dev/null
exit 0
SESSION

echo "entering and leaving focus mode…"
HOME=$work/home LANG=zh_CN.UTF-8 LC_ALL= \
  xvfb-run -a -s "-screen 0 1400x900x24 -nolisten tcp" \
  bash "$work/session.sh" "$work" "$bin" "$data" "$root" >"$work/session.log" 2>&1 || true
if [ -n "$shots" ]; then
  cp "$work"/shots/focus-*.png "$shots/" 2>/dev/null || true
fi
before=$(awk '$1 == "before" {print $2}' "$work/session.log")
focus=$(awk '$1 == "focus" {print $2}' "$work/session.log" | sort -u | paste -sd' ')
after=$(awk '$1 == "after" {print $2}' "$work/session.log" | sort -u | paste -sd' ')
if [ -z "$before" ] || [ "$focus" != 1400x900 ] || [ "$after" != "$before" ]; then
  echo "FAIL: window $before; in focus mode ${focus:-?} (want 1400x900); after leaving ${after:-?} (want $before each time)" >&2
  tail -n 20 "$work/session.log" "$work/app.log" >&2
  exit 1
fi
echo "ok: focus mode filled the 1400x900 screen and leaving gave the window back its $before, five times ($(( $(date +%s) - start ))s)"
