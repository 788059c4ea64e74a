package main

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"inkflow/model/tokenizer"
)

// Vocabulary: every CJK ideograph and punctuation mark above a frequency
// cut is its own token (BERT isolates them); lower-cased non-CJK words
// above a cut are whole tokens; the rest of the non-CJK text is covered by
// an alphabet (every character as a word start and as a "##" continuation)
// and by sub-pieces chosen in wordpiece.go. ASCII letters, digits and
// punctuation are always present, so any Latin word or number tokenises
// without [UNK] whatever the corpus held.

// baseTokens are the always-present tokens after the specials.
func baseTokens() []string {
	var t []string
	for r := rune(33); r < 127; r++ {
		if isBertPunct(r) {
			t = append(t, string(r))
		}
	}
	for r := '0'; r <= '9'; r++ {
		t = append(t, string(r))
	}
	for r := 'a'; r <= 'z'; r++ {
		t = append(t, string(r))
	}
	for r := '0'; r <= '9'; r++ {
		t = append(t, wordPiecePrefix+string(r))
	}
	for r := 'a'; r <= 'z'; r++ {
		t = append(t, wordPiecePrefix+string(r))
	}
	return t
}

// vocabStats describes a chosen vocabulary for the training log.
type vocabStats struct {
	Chars, Words, Alphabet, Pieces, Trimmed int
}

// invariantCandidates returns the candidates that the real tokenizer keeps
// intact: encoding the candidate alone yields exactly its own id. It builds
// a throw-away tokenizer whose vocabulary is every candidate, so the test
// runs the project's normalizer and pre-tokenizer, not this package's
// approximation of them.
func invariantCandidates(cands []string) (map[string]bool, error) {
	tokens := append(slices.Clone(specialTokens), cands...)
	js, err := tokenizerJSON(tokens)
	if err != nil {
		return nil, fmt.Errorf("candidate tokenizer: %w", err)
	}
	tok, err := tokenizer.Parse(js)
	if err != nil {
		return nil, fmt.Errorf("candidate tokenizer: %w", err)
	}
	ok := make(map[string]bool, len(cands))
	for i, c := range cands {
		ids := tok.Encode(c, 0)
		if len(ids) == 3 && ids[1] == int64(len(specialTokens)+i) {
			ok[c] = true
		}
	}
	return ok, nil
}

// rankedToken is a vocabulary candidate and the count that ranks it.
type rankedToken struct {
	tok string
	n   int64
}

func sortRanked(r []rankedToken) {
	slices.SortFunc(r, func(a, b rankedToken) int {
		if c := cmp.Compare(b.n, a.n); c != 0 {
			return c
		}
		return strings.Compare(a.tok, b.tok)
	})
}

// tokenBytes estimates what one token costs in the model folder: its
// vector row in model.onnx and its line in tokenizer.json.
func tokenBytes(tok string, cfg config) int64 {
	// Indentation, quotes, colon and id add about 16 bytes; the few
	// HTML-escaped characters (<, >, &) are covered by the folder overhead.
	return rowBytes(cfg) + int64(len(tok)+16)
}

// rowBytes is what one vector row costs in model.onnx: float32 values, or
// int8 values and a float32 scale, and a float32 weight.
func rowBytes(cfg config) int64 {
	if cfg.Int8 {
		return int64(cfg.Dims + 8)
	}
	return int64(4*cfg.Dims + 4)
}

// bigramBytes is what one bigram costs: its row and its share of the hash
// table, whose load is at least a quarter (at most 4 buckets of an int32
// key and an int32 row).
func bigramBytes(cfg config) int64 { return rowBytes(cfg) + 4*8 }

// folderOverhead is the size of everything in the folder that does not
// grow with the vocabulary (graph nodes, JSON scaffolding, manifest).
const folderOverhead = 16 << 10

// selectVocab chooses the vocabulary from the candidate counts. The result
// starts with specialTokens and is deterministic for given counts and cfg.
func selectVocab(c *candidateCounts, cfg config) ([]string, vocabStats, error) {
	var st vocabStats
	// Candidates the tokenizer could ever emit as one token.
	var cands []string
	for r := range c.Chars {
		if r != unknownMark {
			cands = append(cands, string(r))
		}
	}
	letters := map[rune]int64{}
	for w, n := range c.Words {
		if strings.ContainsRune(w, unknownMark) || utf8.RuneCountInString(w) > maxCharsPerWord {
			continue
		}
		cands = append(cands, w)
		for _, r := range w {
			letters[r] += n
		}
	}
	for r := range letters {
		if _, dup := c.Words[string(r)]; !dup {
			if _, dup := c.Chars[r]; !dup {
				cands = append(cands, string(r))
			}
		}
	}
	slices.Sort(cands)
	cands = slices.Compact(cands)
	inv, err := invariantCandidates(cands)
	if err != nil {
		return nil, st, err
	}

	var out []string
	have := map[string]bool{}
	add := func(t string) {
		if !have[t] {
			have[t] = true
			out = append(out, t)
		}
	}
	for _, t := range specialTokens {
		add(t)
	}
	for _, t := range baseTokens() {
		add(t)
	}
	// The alphabet: characters of invariant words, frequent enough to
	// matter, as word starts and continuations.
	var alphabet []rankedToken
	for r, n := range letters {
		if n >= int64(cfg.MinPiece) && inv[string(r)] && !isCJK(r) && !isBertPunct(r) {
			alphabet = append(alphabet, rankedToken{string(r), n})
		}
	}
	sortRanked(alphabet)
	for _, a := range alphabet {
		before := len(out)
		add(a.tok)
		add(wordPiecePrefix + a.tok)
		st.Alphabet += len(out) - before
	}
	mandatory := len(out)

	var chars, words []rankedToken
	for r, n := range c.Chars {
		if t := string(r); n >= int64(cfg.MinCJK) && inv[t] && !have[t] {
			chars = append(chars, rankedToken{t, n})
		}
	}
	rare := map[string]int64{}
	for w, n := range c.Words {
		if !inv[w] || have[w] || utf8.RuneCountInString(w) < 2 {
			continue
		}
		if n >= int64(cfg.MinWord) {
			words = append(words, rankedToken{w, n})
		} else {
			rare[w] = n
		}
	}
	sortRanked(chars)
	sortRanked(words)
	pieceBase := maps2set(have)
	for _, w := range words {
		pieceBase[w.tok] = true
	}
	chosen, use := selectPieces(rare, pieceBase, cfg.MaxPieces, int64(cfg.MinPiece))
	pieces := make([]rankedToken, len(chosen))
	for i, p := range chosen {
		pieces[i] = rankedToken{p, use[p]}
	}

	// Fit the size budget: drop the least frequent optional tokens.
	budget := cfg.MaxBytes - folderOverhead
	for _, t := range out {
		budget -= tokenBytes(t, cfg)
	}
	if budget < 0 {
		return nil, st, fmt.Errorf("vocabulary: %d mandatory tokens at %d dims exceed the %d-byte budget", mandatory, cfg.Dims, cfg.MaxBytes)
	}
	all := slices.Concat(chars, words, pieces)
	byCount := slices.Clone(all)
	sortRanked(byCount)
	keep := map[string]bool{}
	for _, t := range byCount {
		cost := tokenBytes(t.tok, cfg)
		if cost > budget {
			st.Trimmed++
			continue
		}
		budget -= cost
		keep[t.tok] = true
	}
	for _, t := range all {
		if keep[t.tok] {
			add(t.tok)
		}
	}
	for _, t := range chars {
		if keep[t.tok] {
			st.Chars++
		}
	}
	for _, t := range words {
		if keep[t.tok] {
			st.Words++
		}
	}
	for _, t := range pieces {
		if keep[t.tok] {
			st.Pieces++
		}
	}
	return out, st, nil
}

// maps2set copies a set.
func maps2set(m map[string]bool) map[string]bool {
	s := make(map[string]bool, len(m))
	for k, v := range m {
		if v {
			s[k] = true
		}
	}
	return s
}

// checkTokenizer verifies that the final tokenizer emits every whole token
// as itself, so the vocabulary holds no dead entries.
func checkTokenizer(tok *tokenizer.Tokenizer, tokens []string) error {
	if tok.VocabSize() != len(tokens) {
		return fmt.Errorf("tokenizer reports %d ids, vocabulary has %d", tok.VocabSize(), len(tokens))
	}
	var bad []string
	for id, t := range tokens {
		if id < len(specialTokens) || strings.HasPrefix(t, wordPiecePrefix) {
			continue
		}
		ids := tok.Encode(t, 0)
		if len(ids) != 3 || ids[0] != clsID || ids[1] != int64(id) || ids[2] != sepID {
			bad = append(bad, fmt.Sprintf("%q→%v", t, ids))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("%d tokens do not encode to themselves: %s", len(bad), strings.Join(bad[:min(len(bad), 10)], ", "))
	}
	return nil
}
