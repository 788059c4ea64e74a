#!/usr/bin/env bash
# Draws assets/icon.png: the character 墨 ("ink") on an indigo rounded tile.
# Needs ImageMagick and fonts-wqy-microhei (both installed by `make deps`).
set -euo pipefail
font=$(fc-match -f '%{file}' 'WenQuanYi Micro Hei')
convert -size 512x512 xc:none \
  -fill '#2f3a8f' -draw 'roundrectangle 16,16 496,496 96,96' \
  -font "$font" -pointsize 330 -fill '#f5f1e6' -gravity center -annotate +0+10 '墨' \
  -strip -define png:exclude-chunks=date,time "$(dirname "$0")/../assets/icon.png"
