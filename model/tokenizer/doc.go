// Package tokenizer is a pure-Go reader of Hugging Face tokenizer.json files
// for BERT-style WordPiece tokenizers, and an encoder whose ids are identical
// to the reference JS implementation, @huggingface/tokenizers (tokenizers.js),
// the one docs/ARCHITECTURE.md names. Golden ids produced by that
// implementation live in testdata/ and TestGoldenParity requires every one of
// them to match; the generator is scripts/golden-tokenizer.
//
// The pipeline for one text is the reference's:
//
//  1. split out added tokens matched on the raw text ([CLS], [SEP], … with
//     normalized: false), leftmost-longest;
//  2. normalize the rest with BertNormalizer (clean_text, handle_chinese_chars,
//     lowercase, strip_accents — null means "same as lowercase");
//  3. split out added tokens matched on the normalized text;
//  4. pre-tokenize with BertPreTokenizer (whitespace and punctuation);
//  5. WordPiece each word (greedy longest match, "##" continuations,
//     max_input_chars_per_word, [UNK] for the whole word otherwise);
//  6. wrap with the post-processor ([CLS] … [SEP]) and truncate.
//
// # Where the reference JS differs from the Rust tokenizers crate
//
// The package follows the JS reference, because that is what the golden ids
// prove. The differences from Rust/Python that can change ids:
//
//   - handle_chinese_chars only spaces ideographs in the BMP (the JS code
//     tests UTF-16 code units). "𠀀abc" is one word, so one [UNK]; Rust gives
//     [UNK] abc.
//   - clean_text keeps unassigned code points (Rust removes category Cn).
//   - lowercase is JavaScript's toLowerCase: İ becomes "i̇" and a final Σ
//     becomes ς.
//   - A normalized piece of text that spells an added token becomes that
//     token even when the raw text did not: "[CL\u200bS]" encodes as [CLS]
//     once clean_text drops the zero-width space.
//   - single_word of added tokens is ignored.
//   - A BertNormalizer field missing from the JSON is false (Rust defaults
//     some to true); files written by Rust always spell them out.
//
// Character classes (punctuation, whitespace, control, nonspacing marks,
// case) and lowercase mappings come from unicode_tables.go, generated from the
// reference runtime (Node.js, Unicode 17.0), so results do not move with the
// Go toolchain's Unicode version. Accent stripping uses
// golang.org/x/text/unicode/norm for NFD; it is Unicode 15.0, so about twenty
// characters assigned since then decompose differently (only with
// strip_accents, only in scripts such as Tulu-Tigalari or Gurung Khema).
//
// # Invalid UTF-8
//
// A JS string cannot hold invalid UTF-8, so the reference never sees it.
// Encode reads invalid input the way Node.js decodes bytes into a string
// (Buffer#toString, TextDecoder, fs.readFileSync with "utf8"): each maximal
// ill-formed subsequence becomes one U+FFFD, which clean_text then removes.
// The golden files include such byte strings (the "b64" cases), decoded by
// Node, to prove it.
//
// # Performance
//
// Encode allocates only the returned slice: buffers are pooled, the
// vocabulary is a map looked up with string(bytes) keys, character classes of
// the BMP are one table lookup, and with right truncation the encoder stops
// as soon as it has max_length tokens.
package tokenizer
