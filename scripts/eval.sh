#!/usr/bin/env bash
# Retrieval evaluation: the dev texts (never trained on) and the
# leave-book-out proxies (training books the shipped model never saw, see
# testdata/eval/README.md). Each book is imported once into a data
# directory, then every query set is asked in the four product modes and
# the plain BM25 baseline (`eval --mode bm25`). Prints one Markdown table;
# each cell is "MRR@10 (hit@1/hit@5/hit@10)".
#
# Usage: scripts/eval.sh [BINARY]
#   INKFLOW_MODEL_DIR  evaluate another model (as everywhere in inkflow)
#   EVAL_CACHE=DIR     keep imported data directories in DIR/<model id>/
#                      between runs (default: a temporary directory). An
#                      import keeps the chunks of the build that made it:
#                      after a change to chunking or indexing, use a new
#                      DIR (a cache imported by an older build gave
#                      Frankenstein all 0.779 where a fresh import gives
#                      0.763, found on 2026-11-27)
#   EVAL_BOOKS="a b"   only these books (default: all)
#   EVAL_MODES="hybrid keyword bm25"  only these columns (default: all five)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/inkflow}
corpus=$root/../shared/corpus
tsv=$root/testdata/eval
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir "$work/empty" # stats needs an existing data folder
model=$("$bin" --data "$work/empty" stats --json | python3 -c "import json,sys; print(json.load(sys.stdin)['model']['id'])")
cache=${EVAL_CACHE:-$work/cache}/$model
mkdir -p "$cache"
go build -o "$work/evalqueries" "$root/scripts/evalqueries"

# book → source file, chapter pattern ("" = default detection), kind.
declare -A file=([sanguo]=dev/zh/sanguoyanyi.txt [nahan]=dev/zh/luxun-nahan.txt [frankenstein]=dev/en/frankenstein.txt
  [shenlouzhi]=train/zh/shenlouzhi.txt [fengyuemeng]=train/zh/fengyuemeng.txt
  [oz]=train/en/baum-wonderful-wizard-of-oz.txt [mars]=train/en/burroughs-princess-of-mars.txt)
declare -A pattern=([nahan]='^(《呐喊》自序|狂人日记|孔乙己|药|明天|一件小事|头发的故事|风波|故乡|阿Ｑ正传|端午节|白光|兔和猫|鸭的喜剧|社戏)$')
dev_books=(sanguo nahan frankenstein)
proxy_books=(shenlouzhi fengyuemeng oz mars)
books=(${EVAL_BOOKS:-${dev_books[*]} ${proxy_books[*]}})

modes=("hybrid|--mode parent-child --hybrid=true"
       "pc vector|--mode parent-child --hybrid=false"
       "direct vector|--mode direct --hybrid=false"
       "keyword|--mode keyword"
       "bm25|--mode bm25")
if [ -n "${EVAL_MODES:-}" ]; then
  keep=()
  for m in "${modes[@]}"; do [[ " $EVAL_MODES " == *" ${m%%|*} "* ]] && keep+=("$m"); done
  modes=("${keep[@]}")
fi

# sets BOOK: "name|file" lines. Dev books: all (direct + paraphrase) and
# paraphrase; proxies also the generated sets.
sets() {
  local b=$1
  cat "$tsv/$b.tsv" "$tsv/$b-paraphrase.tsv" > "$work/$b-all.tsv"
  if [[ " ${proxy_books[*]} " == *" $b "* ]]; then
    for k in titles sentences; do
      "$work/evalqueries" -kind $k "$corpus/${file[$b]}" > "$work/$b-$k.tsv"
      echo "$k|$work/$b-$k.tsv"
    done
  fi
  echo "all|$work/$b-all.tsv"
  echo "paraphrase|$tsv/$b-paraphrase.tsv"
}

cell() { # eval --json → "MRR (h1/h5/h10)"
  python3 -c "import json,sys; m=json.load(sys.stdin); print('%.3f (%.2f/%.2f/%.2f)' % (m['mrr@10'], m['hit@1'], m['hit@5'], m['hit@10']))"
}

echo "model $model, inkflow $("$bin" version | cut -d' ' -f2-)"
echo
header="| book | set | n |"; rule="|---|---|---|"
for m in "${modes[@]}"; do header+=" ${m%%|*} |"; rule+="---|"; done
echo "$header"; echo "$rule"
for b in "${books[@]}"; do
  data=$cache/$b
  if [ ! -d "$data" ]; then
    args=()
    [ -n "${pattern[$b]:-}" ] && args=(--chapter-regex "${pattern[$b]}")
    "$bin" --data "$data.tmp" import --project "$b" "${args[@]}" "$corpus/${file[$b]}" >/dev/null
    mv "$data.tmp" "$data"
  fi
  while IFS='|' read -r set path; do
    n=$(grep -cv '^\s*\(#\|$\)' "$path")
    row="| $b | $set | $n |"
    for m in "${modes[@]}"; do
      # shellcheck disable=SC2086
      row+=" $("$bin" --data "$data" eval --project "$b" ${m#*|} --json "$path" | cell) |"
    done
    echo "$row"
  done < <(sets "$b")
done
