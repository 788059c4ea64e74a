#!/usr/bin/env bash
# The drag-and-drop acceptance test (make drop-test): a manuscript dropped
# on the real app window under a virtual X server is imported.
#
#   1. starts the app on an empty data directory under Xvfb (zh_CN.UTF-8);
#   2. drops a picture and a two-chapter book.txt on the window, as a file
#      manager does (scripts/xdnd-drop.py plays the XDND drag source:
#      xdotool cannot drag files);
#   3. presses Enter once: the import dialog's Import (it lists the
#      chapters and says where they go: one question);
#   4. stops the app and checks with `inkflow chapter list --project 雪国`
#      that the title page and both chapters arrived in a project named
#      after the book (the picture is passed over).
#
# Usage: scripts/drop-test.sh [--shots DIR]   (DIR gets drop-*.png)
# Environment: KEEP=1 keeps the work dir.
# Installs its Debian packages when missing (root or sudo), like make deps.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
name=drop-test
. "$root/scripts/realwindow.sh"
shotsDir "$@"
start=$(date +%s)
installMissing python3-xlib xdotool xvfb xauth imagemagick fonts-wqy-microhei
buildApp
data=$work/data
mkdir -p "$work/shots" "$work/home" "$work/drop"
printf '雪国\n\n第一章 风起\n\n　　风从北边来，吹了三天三夜。\n\n第二章 云涌\n\n　　云压得很低，像要落到屋顶上。\n' >"$work/drop/book.txt"
printf '\x89PNG\r\n' >"$work/drop/封面.png"

cat >"$work/session.sh" <<'EOF'
# Runs inside xvfb-run; $1 = work dir, $2 = binary, $3 = data dir, $4 = repo.
set -u
work=$1 bin=$2 data=$3 root=$4
. "$root/scripts/realwindow.sh"
shot() { import -window root "$work/shots/$1.png"; }
INKFLOW_WINDOW_SIZE=1000x700 "$bin" --data "$data" >"$work/app.log" 2>&1 &
app=$!
appWindow || { echo "drop-test: the app window did not appear" >&2; exit 1; }
sleep 2
/usr/bin/python3 "$root/scripts/xdnd-drop.py" "$wid" 500 350 "$work/drop/封面.png" "$work/drop/book.txt" || exit 1
sleep 2
shot drop-preview
xdotool key Return
sleep 3
shot drop-import
kill "$app"
wait "$app" 2>/dev/null
exit 0
EOF

echo "dropping a manuscript on the window…"
HOME=$work/home LANG=zh_CN.UTF-8 LC_ALL= \
  xvfb-run -a -s "-screen 0 1200x800x24 -nolisten tcp" \
  bash "$work/session.sh" "$work" "$bin" "$data" "$root" >"$work/session.log" 2>&1 || true
if [ -n "$shots" ]; then
  cp "$work"/shots/drop-*.png "$shots/" 2>/dev/null || true
fi
got=$("$bin" --data "$data" chapter list --project 雪国 2>&1 | awk '{print $NF}' | paste -sd' ' || true)
if [ "$got" != "雪国 风起 云涌" ]; then
  echo "FAIL: after the drop, project 雪国 lists: $got" >&2
  echo "      it should list its title page 雪国 and the chapters 第一章 风起, 第二章 云涌" >&2
  tail -n 20 "$work/session.log" "$work/app.log" >&2
  exit 1
fi
echo "ok: the dropped book.txt was imported as 雪国, its title page and 2 chapters ($(( $(date +%s) - start ))s)"
