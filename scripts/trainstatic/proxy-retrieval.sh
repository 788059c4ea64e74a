#!/usr/bin/env bash
# Held-out retrieval proxy for model settings (never the dev texts):
# trains a model with 水浒传 and the other -holdout files left out, imports
# 水浒传 into a scratch data directory, and asks each half of every chapter
# title (回目, which the importer keeps out of the chapter text) for its
# chapter, in the four search modes.
# Usage: scripts/trainstatic/proxy-retrieval.sh [TRAINER FLAGS...]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
corpus=$root/../shared/corpus/train
book=$corpus/zh/shuihuzhuan.txt
hold=zh/luxun-fen.txt,zh/shuihuzhuan.txt,zh/xiaohong-hulanhezhuan.txt,zh/liaozhaizhiyi.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
go build -o "$work/inkflow" .
go run ./scripts/trainstatic -corpus "$corpus" -out "$work/model" -seed 1 -holdout "$hold" "$@" > "$work/train.log"
grep -E "seam AUC|adjacent" "$work/train.log"
# "第一回 张天师祈禳瘟疫 洪太尉误走妖魔" → two queries for chapter 1.
awk '/^第.+回[ 　]/ { n++; for (i = 2; i <= NF; i++) print $i "\t" n }' "$book" > "$work/titles.tsv"
export INKFLOW_MODEL_DIR=$work/model
"$work/inkflow" --data "$work/data" import --project shz "$book" > /dev/null
for m in "parent-child --hybrid=true" "parent-child --hybrid=false" "direct --hybrid=false" "keyword"; do
  printf '%-30s ' "$m"
  # shellcheck disable=SC2086
  "$work/inkflow" --data "$work/data" eval --project shz --mode $m "$work/titles.tsv" | tail -1
done
