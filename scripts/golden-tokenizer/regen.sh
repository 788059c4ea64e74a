#!/usr/bin/env bash
# regen.sh regenerates everything under model/tokenizer that comes from the
# reference JS tokenizer: the Unicode tables, the test inputs and the golden
# ids for the bge-small-zh-v1.5 tokenizer, its patched variants and the
# default model's own tokenizer.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
td="$repo/model/tokenizer/testdata"
bge="$repo/../shared/reference/bge-small-zh-v1.5/tokenizer.json"
cd "$here"
[ -d node_modules/@huggingface/tokenizers ] || npm install --ignore-scripts --no-audit --no-fund
node gen-tables.mjs "$repo/model/tokenizer/unicode_tables.go"
gofmt -w "$repo/model/tokenizer/unicode_tables.go"
node gen-inputs.mjs "$td/inputs.jsonl"
node gen.mjs --tokenizer "$bge" --inputs "$td/inputs.jsonl" --out "$td/golden-bge.jsonl"
for p in patches/*.json; do
  name="$(basename "$p" .json)"
  node gen.mjs --tokenizer "$bge" --inputs "$td/inputs.jsonl" --patch "$p" --out "$td/golden-$name.jsonl"
done
# The project's own default model's tokenizer (scripts/trainstatic writes it).
node gen.mjs --tokenizer "$repo/assets/models/inkflow-static-v1/tokenizer.json" --inputs "$td/inputs.jsonl" \
  --out "$td/golden-inkflow-static-v1.jsonl"
