// Package chunk turns a chapter into the units InkFlow indexes: StoryBlocks
// (paragraphs), logical parents (size-controlled groups of blocks, the "big
// chunk" search returns) and children (the small, semantically coherent
// passages that are embedded and matched).
//
// Everything here is a pure function of its inputs. The only capability the
// package needs from the outside world is an [Embedder], declared here so
// that chunking stays independent of the model runtime.
//
// All offsets are rune offsets, and "characters" means runes: a novelist's
// notion of length for Chinese text is the number of characters, and byte
// offsets would make the UI's highlighting depend on the encoding.
//
// The invariants the rest of InkFlow relies on (numbered as in
// docs/ARCHITECTURE.md):
//   - P3/P4: the children of a parent, in order, cover the parent text
//     exactly: offsets are contiguous from 0 to the parent's rune length and
//     the concatenation of their texts is the parent text.
//   - P10: a parent is at most Config.MaxParentSize runes unless it is a
//     single sentence that is longer on its own.
package chunk
