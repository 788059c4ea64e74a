package tokenizer

import (
	"encoding/json"
	"fmt"
	"sync"
	"unicode/utf8"

	"inkflow/internal/safefile"
)

// Tokenizer encodes text into token ids. It is immutable after Parse and
// safe for concurrent use.
type Tokenizer struct {
	norm        *bertNormalizer // nil: no normalizer
	preTokenize bool            // BertPreTokenizer; false: a section is one word
	wp          *wordPiece

	// added maps both the raw and the normalized content of every added
	// token to it, like the reference's added_tokens_map.
	added       map[string]addedToken
	maxAddedKey int
	rawSplit    *splitter // tokens matched on raw text (normalized: false); nil if none
	normSplit   *splitter // tokens matched on normalized text; nil if none

	prefix, suffix []int64 // post-processor ids around the text

	truncMax  int  // truncation.max_length of the file, 0 if none
	truncLeft bool // truncation.direction == "Left"

	padID     int64
	vocabSize int

	// chunkBytes is the size above which a section is normalized piecewise
	// when truncating from the right (see encodeChunked). Tests lower it
	// to push every input through the chunked path.
	chunkBytes int

	pool sync.Pool // *scratch
}

// scratch holds the buffers of one Encode call, reused through a pool so the
// hot path allocates only the returned slice.
type scratch struct {
	ids      []int64
	nb       normBuffers
	key      []byte
	raw, sub []span
}

// defaultChunkBytes is Tokenizer.chunkBytes: big enough that a chunk's
// overhead is noise, small enough that truncated encodings of long texts
// skip most of the normalization.
const defaultChunkBytes = 1024

// maxPooledBytes keeps a single huge input from pinning its buffers forever.
const maxPooledBytes = 1 << 20

// maxFileBytes bounds a tokenizer.json read (multilingual ones are ~17 MB).
const maxFileBytes = 128 << 20

// Load reads a Hugging Face tokenizer.json file.
func Load(path string) (*Tokenizer, error) {
	data, err := safefile.ReadFile(path, maxFileBytes)
	if err != nil {
		return nil, fmt.Errorf("tokenizer: load: %w", err)
	}
	t, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%w (file %s)", err, path)
	}
	return t, nil
}

// Parse reads tokenizer.json content.
//
// Supported: a WordPiece model; a BertNormalizer or no normalizer; a
// BertPreTokenizer or no pre-tokenizer; a TemplateProcessing, BertProcessing
// or RobertaProcessing post-processor or none; added tokens; truncation and
// padding settings. Anything else fails with an error wrapping
// ErrUnsupported.
func Parse(data []byte) (*Tokenizer, error) {
	initClasses()
	var f fileJSON
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("tokenizer: parse tokenizer.json: %w", err)
	}
	m, err := parseModel(f.Model)
	if err != nil {
		return nil, err
	}
	t := &Tokenizer{}
	if t.norm, err = parseNormalizer(f.Normalizer); err != nil {
		return nil, err
	}
	if t.preTokenize, err = parsePreTokenizer(f.PreTokenizer); err != nil {
		return nil, err
	}

	// The reference inserts every added token into the model vocabulary
	// (so WordPiece can match it) and keeps a map from raw and normalized
	// contents to the token, which takes precedence when a token string is
	// finally turned into an id.
	vocab := make(map[string]int64, len(m.Vocab)+len(f.AddedTokens))
	for k, v := range m.Vocab {
		vocab[k] = v
	}
	t.added = make(map[string]addedToken, 2*len(f.AddedTokens))
	var rawContents, normContents []string
	var nb normBuffers
	for i, at := range f.AddedTokens {
		if at.ID == nil || *at.ID < 0 {
			return nil, fmt.Errorf("tokenizer: added token %d (%q) has no valid id", i, at.Content)
		}
		tok := addedToken{id: *at.ID, lstrip: at.LStrip, rstrip: at.RStrip}
		normalized := !at.Special
		if at.Normalized != nil {
			normalized = *at.Normalized
		}
		vocab[at.Content] = tok.id
		t.added[at.Content] = tok
		if normalized && t.norm != nil {
			c := string(t.norm.normalize(toValidUTF8(at.Content), &nb))
			t.added[c] = tok
			normContents = append(normContents, c)
		} else {
			rawContents = append(rawContents, at.Content)
		}
	}
	for k, tok := range t.added {
		if _, ok := vocab[k]; ok {
			vocab[k] = tok.id
		}
		t.maxAddedKey = max(t.maxAddedKey, len(k))
		t.vocabSize = max(t.vocabSize, int(tok.id)+1)
	}
	for _, id := range vocab {
		t.vocabSize = max(t.vocabSize, int(id)+1)
	}
	if s := newSplitter(rawContents); !s.empty() {
		t.rawSplit = s
	}
	if s := newSplitter(normContents); !s.empty() {
		t.normSplit = s
	}

	prefix := "##"
	if m.ContinuingSubwordPrefix != nil {
		prefix = *m.ContinuingSubwordPrefix
	}
	maxChars := 100
	if m.MaxInputCharsPerWord != nil {
		maxChars = *m.MaxInputCharsPerWord
	}
	t.wp = newWordPiece(vocab, 0, prefix, maxChars)
	unk, ok := t.TokenID(m.UnkToken)
	if !ok {
		return nil, fmt.Errorf("tokenizer: unk_token %q is not in the vocabulary", m.UnkToken)
	}
	t.wp.unkID = unk

	if t.prefix, t.suffix, err = parsePostProcessor(f.PostProcessor, t.TokenID); err != nil {
		return nil, err
	}

	if tr := f.Truncation; tr != nil {
		if tr.MaxLength < 0 {
			return nil, fmt.Errorf("tokenizer: truncation max_length %d is negative", tr.MaxLength)
		}
		switch tr.Direction {
		case "", "Right":
		case "Left":
			t.truncLeft = true
		default:
			return nil, fmt.Errorf("tokenizer: truncation direction %q: %w", tr.Direction, ErrUnsupported)
		}
		t.truncMax = tr.MaxLength
	}

	switch p := f.Padding; {
	case p != nil && p.PadID != nil:
		t.padID = *p.PadID
	case p != nil && p.PadToken != "":
		t.padID, _ = t.TokenID(p.PadToken)
	default:
		t.padID, _ = t.TokenID("[PAD]")
	}

	t.chunkBytes = defaultChunkBytes
	t.pool.New = func() any { return new(scratch) }
	return t, nil
}

// Encode returns the ids for text with the post-processor template applied ([CLS] … [SEP]),
// truncated so len(ids) <= maxLen when maxLen > 0 (special tokens kept, content truncated from the right).
// maxLen <= 0 means: use the truncation max_length of tokenizer.json if set, else no limit.
//
// Content is cut from the left instead when the file's truncation direction
// is "Left". A limit smaller than the number of special tokens leaves only the
// first maxLen special ids. Invalid UTF-8 is read as Node.js reads it: each
// maximal ill-formed subsequence becomes U+FFFD (which clean_text removes).
func (t *Tokenizer) Encode(text string, maxLen int) []int64 {
	if !utf8.ValidString(text) {
		text = toValidUTF8(text)
	}
	if maxLen <= 0 {
		maxLen = t.truncMax
	}
	nSpecial := len(t.prefix) + len(t.suffix)
	limit := -1 // content tokens allowed; -1: unlimited
	if maxLen > 0 {
		limit = max(maxLen-nSpecial, 0)
	}
	// Truncating from the right lets the encoder stop as soon as it has
	// enough tokens: a long chapter costs no more than its first window.
	stop := limit
	if t.truncLeft {
		stop = -1
	}

	sc := t.pool.Get().(*scratch)
	content := t.encodeContent(text, sc, stop)
	if limit >= 0 && len(content) > limit {
		if t.truncLeft {
			content = content[len(content)-limit:]
		} else {
			content = content[:limit]
		}
	}
	out := make([]int64, 0, nSpecial+len(content))
	out = append(out, t.prefix...)
	out = append(out, content...)
	out = append(out, t.suffix...)
	if maxLen > 0 && len(out) > maxLen {
		out = out[:maxLen]
	}
	t.release(sc)
	return out
}

// release returns sc to the pool unless it grew too big to keep.
func (t *Tokenizer) release(sc *scratch) {
	if cap(sc.ids)*8+cap(sc.nb.a)+cap(sc.nb.b) <= maxPooledBytes {
		t.pool.Put(sc)
	}
}

// encodeContent encodes text without special tokens into sc.ids, stopping
// once stop ids exist (stop < 0: never). The result aliases sc.ids.
func (t *Tokenizer) encodeContent(text string, sc *scratch, stop int) []int64 {
	ids := sc.ids[:0]
	defer func() { sc.ids = ids[:0] }()
	if stop == 0 {
		return ids
	}
	if t.rawSplit == nil {
		ids, _ = t.encodeSection(text, ids, sc, stop)
		return ids
	}
	sc.raw = split(t.rawSplit, text, sc.raw[:0])
	applyStrip(sc.raw, text, t.added)
	var done bool
	for _, p := range sc.raw {
		if ids, done = t.encodeSection(text[p.start:p.end], ids, sc, stop); done {
			break
		}
	}
	return ids
}

// encodeSection encodes a piece of raw text that contains no raw added
// token: the reference's per-section path (exact added-token check,
// normalize, split on normalized added tokens, pre-tokenize, WordPiece).
func (t *Tokenizer) encodeSection(sec string, ids []int64, sc *scratch, stop int) ([]int64, bool) {
	if len(sec) == 0 {
		return ids, false
	}
	if tok, ok := t.addedKey(sec); ok {
		ids = append(ids, tok.id)
		return ids, stop >= 0 && len(ids) >= stop
	}
	if stop >= 0 && len(sec) > t.chunkBytes && t.norm != nil && t.normSplit == nil && t.preTokenize {
		if ids, done, ok := t.encodeChunked(sec, ids, sc, stop); ok {
			return ids, done
		}
	}
	var b []byte
	if t.norm != nil {
		b = t.norm.normalize(sec, &sc.nb)
	} else {
		b = append(sc.nb.a[:0], sec...)
		sc.nb.a = b
	}
	if len(b) == 0 {
		return ids, false
	}
	sc.sub = sc.sub[:0]
	if t.normSplit == nil {
		sc.sub = append(sc.sub, span{0, len(b)})
	} else {
		sc.sub = split(t.normSplit, b, sc.sub)
		applyStrip(sc.sub, b, t.added)
	}
	for _, p := range sc.sub {
		piece := b[p.start:p.end]
		if len(piece) == 0 {
			continue
		}
		// A normalized piece that spells an added token becomes that token
		// even if it was not matched as one (e.g. "[CL\u200bS]" → [CLS]
		// once clean_text drops the zero-width space). This is a quirk of
		// the reference that the golden ids pin down.
		if tok, ok := t.addedKeyBytes(piece); ok {
			ids = append(ids, tok.id)
		} else {
			ids = t.encodeWords(piece, ids, sc, stop)
		}
		if stop >= 0 && len(ids) >= stop {
			return ids, true
		}
	}
	return ids, false
}

// encodeChunked encodes a long section by normalizing and encoding it one
// chunk at a time, so a right-truncated encoding of a chapter stops after
// the first few hundred characters instead of normalizing all of them.
//
// Chunks end right after an ASCII whitespace byte or, with
// handle_chinese_chars, right after a spaced ideograph. Normalization maps
// such a point to a space in the output, so no word, no Final_Sigma context
// and no NFD combining sequence crosses it, and the concatenated chunk
// outputs equal the normalized section. Because normalized added tokens would
// need matching across chunks, the caller only chunks when there are none.
//
// The one thing a chunk cannot decide is the reference's "whole normalized
// section spells an added token" rule; that needs a normalized section of at
// most maxAddedKey bytes. If the first chunk is already longer, the section
// is too; otherwise encodeChunked returns ok=false having added nothing and
// the caller takes the whole-section path.
func (t *Tokenizer) encodeChunked(sec string, ids []int64, sc *scratch, stop int) (_ []int64, done, ok bool) {
	for pos := 0; pos < len(sec); {
		end := t.chunkEnd(sec, pos)
		b := t.norm.normalize(sec[pos:end], &sc.nb)
		if pos == 0 && len(b) <= t.maxAddedKey {
			return ids, false, false
		}
		ids = t.encodeWords(b, ids, sc, stop)
		if len(ids) >= stop {
			return ids, true, true
		}
		pos = end
	}
	return ids, false, true
}

// chunkEnd returns the end of the chunk of s that starts at pos.
func (t *Tokenizer) chunkEnd(s string, pos int) int {
	i := pos + t.chunkBytes
	if i >= len(s) {
		return len(s)
	}
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
				return i
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if t.norm.chineseChars && isChineseCodeUnit(r) {
			return i
		}
	}
	return len(s)
}

// encodeWords pre-tokenizes b and runs WordPiece on every word.
func (t *Tokenizer) encodeWords(b []byte, ids []int64, sc *scratch, stop int) []int64 {
	if !t.preTokenize {
		ids, sc.key = t.wp.encodeWord(ids, b, sc.key)
		return ids
	}
	for i := 0; ; {
		start, end, ok := nextWord(b, i)
		if !ok {
			return ids
		}
		ids, sc.key = t.wp.encodeWord(ids, b[start:end], sc.key)
		if stop >= 0 && len(ids) >= stop {
			return ids
		}
		i = end
	}
}

// addedKey looks s up in the added-token map.
func (t *Tokenizer) addedKey(s string) (addedToken, bool) {
	if len(s) > t.maxAddedKey {
		return addedToken{}, false
	}
	tok, ok := t.added[s]
	return tok, ok
}

// addedKeyBytes is addedKey for bytes. The map index converts without
// allocating; passing string(b) to addedKey would copy long sections.
func (t *Tokenizer) addedKeyBytes(b []byte) (addedToken, bool) {
	if len(b) > t.maxAddedKey {
		return addedToken{}, false
	}
	tok, ok := t.added[string(b)]
	return tok, ok
}

// VocabSize returns one more than the largest id Encode can produce: the
// number of rows an embedding table for this tokenizer needs.
func (t *Tokenizer) VocabSize() int { return t.vocabSize }

// TokenID returns the id the tokenizer emits for token, looking at added
// tokens first and the vocabulary second.
func (t *Tokenizer) TokenID(token string) (int64, bool) {
	if tok, ok := t.added[token]; ok {
		return tok.id, true
	}
	id, ok := t.wp.vocab[token]
	return id, ok
}

// WholeWord reports whether word is a single known token: the tokenizer
// neither cuts it into sub-word pieces nor maps it to the unknown token.
// A model has learned a vector for such a word itself, while the pieces of
// a word it never saw say little about it (search weighs the semantic list
// by this, engine/search/vocabulary.go).
func (t *Tokenizer) WholeWord(word string) bool {
	if !utf8.ValidString(word) {
		return false
	}
	sc := t.pool.Get().(*scratch)
	ids := t.encodeContent(word, sc, 2) // two ids already say "pieces"
	whole := len(ids) == 1 && ids[0] != t.wp.unkID
	t.release(sc)
	return whole
}

// PadID returns the padding id: padding.pad_id of tokenizer.json, else the
// id of its padding token or of "[PAD]", else 0.
func (t *Tokenizer) PadID() int64 { return t.padID }

// UnknownID returns the id of the model's unknown token.
func (t *Tokenizer) UnknownID() int64 { return t.wp.unkID }
