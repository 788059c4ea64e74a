// gen.mjs writes golden token ids for inkflow/model/tokenizer, computed by
// the reference JS implementation, @huggingface/tokenizers (tokenizers.js).
//
//   node gen.mjs --tokenizer PATH/tokenizer.json --inputs inputs.jsonl \
//                --out ../../model/tokenizer/testdata/golden-NAME.jsonl \
//                [--patch patches/NAME.json]
//
// inputs.jsonl has one object per line: {"text": "..."} or, for byte strings
// that are not valid UTF-8, {"b64": "<base64 bytes>"}; an optional "cat"
// (category) is copied through. Byte inputs are decoded as Node decodes a
// file (Buffer#toString("utf8")): every maximal ill-formed subsequence
// becomes U+FFFD.
//
// The output starts with a header line
//   {"tokenizer": <path relative to the repo root>, "sha256": ..., "patch": ...,
//    "reference": "@huggingface/tokenizers@<version>", "node": ..., "unicode": ...}
// followed by one {"text" | "b64", "cat", "ids"} line per input, where ids are
// the ids of tokenizer.encode(text) with special tokens and no truncation
// (tokenizers.js has no truncation; the Go test derives truncated
// expectations from these ids).
//
// --patch applies a JSON merge patch (RFC 7386) to tokenizer.json before
// loading, so variants of a real tokenizer (uncased, other post-processor…)
// can be tested without committing a modified copy of its vocabulary. The
// patch is recorded in the header and the Go test applies the same patch.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Tokenizer } from "@huggingface/tokenizers";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "..", "..");

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 2) {
    const k = argv[i];
    const v = argv[i + 1];
    if (!k.startsWith("--") || v === undefined) usage(`bad argument ${k}`);
    args[k.slice(2)] = v;
  }
  for (const k of ["tokenizer", "inputs", "out"]) if (!args[k]) usage(`missing --${k}`);
  return args;
}

function usage(msg) {
  console.error(`gen.mjs: ${msg}
usage: node gen.mjs --tokenizer tokenizer.json --inputs inputs.jsonl --out golden-NAME.jsonl [--patch patch.json]`);
  process.exit(2);
}

// mergePatch implements RFC 7386: objects merge recursively, null deletes,
// anything else replaces.
function mergePatch(target, patch) {
  if (patch === null || typeof patch !== "object" || Array.isArray(patch)) return patch;
  const out = target !== null && typeof target === "object" && !Array.isArray(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
const tokPath = resolve(args.tokenizer);
const raw = readFileSync(tokPath);
const patch = args.patch ? JSON.parse(readFileSync(args.patch, "utf8")) : null;
let json = JSON.parse(raw.toString("utf8"));
if (patch) json = mergePatch(json, patch);

// tokenizers.js insists on these keys; tokenizer.json files written by older
// libraries may omit some, and null is what Rust writes for "none".
for (const k of ["normalizer", "pre_tokenizer", "post_processor", "decoder"]) if (!(k in json)) json[k] = null;
// An empty config: the Go package reads tokenizer.json only, so the golden
// ids must not depend on tokenizer_config.json either.
const tokenizer = new Tokenizer(json, {});

const pkg = JSON.parse(readFileSync(resolve(here, "node_modules/@huggingface/tokenizers/package.json"), "utf8"));
const header = {
  tokenizer: relative(repoRoot, tokPath).split("\\").join("/"),
  sha256: createHash("sha256").update(raw).digest("hex"),
  patch,
  reference: `${pkg.name}@${pkg.version}`,
  node: process.version,
  unicode: process.versions.unicode,
};

const lines = [JSON.stringify(header)];
const inputs = readFileSync(args.inputs, "utf8").split("\n").filter((l) => l.trim() !== "");
for (const [n, line] of inputs.entries()) {
  const input = JSON.parse(line);
  let text;
  const rec = {};
  if (typeof input.text === "string") {
    text = input.text;
    rec.text = text;
  } else if (typeof input.b64 === "string") {
    text = Buffer.from(input.b64, "base64").toString("utf8");
    rec.b64 = input.b64;
  } else {
    console.error(`${args.inputs}:${n + 1}: need "text" or "b64"`);
    process.exit(1);
  }
  if (input.cat) rec.cat = input.cat;
  const { ids } = tokenizer.encode(text, { add_special_tokens: true });
  for (const id of ids) {
    if (!Number.isInteger(id)) {
      console.error(`${args.inputs}:${n + 1}: reference produced a non-integer id ${id}`);
      process.exit(1);
    }
  }
  rec.ids = ids;
  lines.push(JSON.stringify(rec));
}
writeFileSync(args.out, lines.join("\n") + "\n");
console.error(`wrote ${args.out}: ${inputs.length} inputs (${header.reference}, tokenizer ${header.tokenizer})`);
