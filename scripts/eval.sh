#!/usr/bin/env bash
# Retrieval evaluation over the dev texts (never trained on): imports each
# book into a scratch data directory and runs `inkflow eval` in the four
# modes the issues compare, on the full and the paraphrase query sets.
# Prints a Markdown table. Usage: scripts/eval.sh [BINARY]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/inkflow}
corpus=$root/../shared/corpus/dev
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

nahan_re='^(《呐喊》自序|狂人日记|孔乙己|药|明天|一件小事|头发的故事|风波|故乡|阿Ｑ正传|端午节|白光|兔和猫|鸭的喜剧|社戏)$'
declare -A file=([sanguo]=zh/sanguoyanyi.txt [frankenstein]=en/frankenstein.txt [nahan]=zh/luxun-nahan.txt)

modes=("parent-child hybrid|--mode parent-child --hybrid=true"
       "parent-child vector|--mode parent-child --hybrid=false"
       "direct vector|--mode direct --hybrid=false"
       "keyword|--mode keyword")

metric() { # json key
  python3 -c "import json,sys; print('%.3f' % json.load(sys.stdin)['$1'])"
}

echo "| book | queries | mode | n | hit@1 | hit@5 | hit@10 | MRR@10 | p50 ms | p95 ms |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for book in sanguo frankenstein nahan; do
  data=$work/$book
  args=()
  [ "$book" = nahan ] && args=(--chapter-regex "$nahan_re")
  "$bin" --data "$data" import --project "$book" "${args[@]}" "$corpus/${file[$book]}" >/dev/null
  cat "$root/testdata/eval/$book.tsv" "$root/testdata/eval/$book-paraphrase.tsv" > "$work/$book-all.tsv"
  for set in all paraphrase; do
    tsv=$work/$book-all.tsv
    [ "$set" = paraphrase ] && tsv=$root/testdata/eval/$book-paraphrase.tsv
    for m in "${modes[@]}"; do
      name=${m%%|*}; flags=${m#*|}
      # shellcheck disable=SC2086
      out=$("$bin" --data "$data" eval --project "$book" $flags --json "$tsv")
      printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n" "$book" "$set" "$name" \
        "$(metric queries <<<"$out" | cut -d. -f1)" "$(metric hit@1 <<<"$out")" "$(metric hit@5 <<<"$out")" \
        "$(metric hit@10 <<<"$out")" "$(metric mrr@10 <<<"$out")" "$(metric p50_ms <<<"$out")" "$(metric p95_ms <<<"$out")"
    done
  done
done
