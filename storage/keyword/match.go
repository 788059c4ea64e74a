package keyword

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/mapping"
	snowballRuntime "github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
)

// Match is one place in a text where a query's term stands.
type Match struct {
	// Term is the term's index among the query's distinct terms
	// (0 <= Term < Matcher.Terms()).
	Term int
	// Start and End are rune offsets of the token in the text.
	Start, End int
}

// Matcher finds a query's terms in texts by the index's rule: the query
// is analysed as Search analyses it (stop words dropped unless that leaves
// nothing, English words stemmed, CJK runs as character pairs, full width
// folded), and a text's words and characters are found as documents are
// analysed: "walked" finds "Walking", 阿Q finds 阿Ｑ, 赵太爷 finds 赵太
// and 太爷. Search uses it to show a keyword hit where its words are.
//
// Finding is not a full analysis of the text, which costs about 0.4 ms of
// CPU per thousand runes (the stemmer runs on every word): CJK terms are
// found as substrings, and a word is stemmed only when it begins like a
// term's stem (all of it but the last letter; Porter2's rules change a
// stem's end, y to i, e dropped, not its beginning). The few words
// Porter2 stems from its exception list to a stem they do not begin like
// (dying → die, lying → lie) are looked up in irregularStems, made from
// the stemmer's own list, so "die" finds "dying" as the index does. A
// word is a run of letters, digits and marks, so an apostrophe ends one
// ("Ingolstadt's" gives "Ingolstadt", as the stemmer's possessive rule
// does). A Matcher is safe for concurrent use.
type Matcher struct {
	terms map[string]int
	cjk   []string // the terms that are CJK characters or pairs
	// prefixes are the word terms' beginnings a word must have to be
	// stemmed, each with its term.
	prefixes []wordTerm
}

type wordTerm struct {
	prefix string
	term   int
}

// matchMapping is the mapping whose query analyzers Matcher uses: the one
// create stamps into every index of this schema version (an index of
// another version is rebuilt when opened), so it analyses as the index
// does.
var matchMapping = sync.OnceValues(newMapping)

// NewMatcher analyses query as Search does. A query without searchable
// terms gives a Matcher that finds nothing.
func NewMatcher(query string) (*Matcher, error) {
	im, err := matchMapping()
	if err != nil {
		return nil, fmt.Errorf("keyword: matcher: %w", err)
	}
	text := strings.TrimSpace(query)
	if utf8.RuneCountInString(text) > MaxQueryRunes {
		text = string([]rune(text)[:MaxQueryRunes])
	}
	m := &Matcher{terms: make(map[string]int)}
	for i, t := range queryTerms(im, text) {
		m.terms[t] = i
		first, _ := utf8.DecodeRuneInString(t)
		if isCJK(first) {
			m.cjk = append(m.cjk, t)
			continue
		}
		prefix := t
		if n := utf8.RuneCountInString(t); n > 1 {
			_, last := utf8.DecodeLastRuneInString(t)
			prefix = t[:len(t)-last]
		}
		m.prefixes = append(m.prefixes, wordTerm{prefix, i})
	}
	return m, nil
}

// Terms is the number of the query's distinct terms.
func (m *Matcher) Terms() int { return len(m.terms) }

// Find returns where the query's terms stand in text, ordered by Start,
// then End.
func (m *Matcher) Find(text string) []Match {
	if len(m.terms) == 0 || text == "" {
		return nil
	}
	var out []Match // byte offsets until toRunes
	for _, t := range m.cjk {
		i := m.terms[t]
		for from := 0; ; {
			j := strings.Index(text[from:], t)
			if j < 0 {
				break
			}
			start := from + j
			out = append(out, Match{Term: i, Start: start, End: start + len(t)})
			_, size := utf8.DecodeRuneInString(text[start:])
			from = start + size // pairs of one run overlap
		}
	}
	if len(m.prefixes) > 0 {
		out = m.findWords(text, out)
	}
	return toRunes(text, out)
}

// findWords appends to out the words of text whose index term is a term
// of the query.
func (m *Matcher) findWords(text string, out []Match) []Match {
	word := make([]byte, 0, 32) // the current word, lower case
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		i, ok := m.terms[string(word)] // no copy: the compiler reads word in place
		if !ok {
			i, ok = m.stemmed(word)
		}
		if !ok {
			if st, irregular := irregularStems()[string(word)]; irregular {
				i, ok = m.terms[st]
			}
		}
		if ok {
			out = append(out, Match{Term: i, Start: start, End: end})
		}
		word, start = word[:0], -1
	}
	for b, r := range text {
		if !isWordRune(r) {
			flush(b)
			continue
		}
		if start < 0 {
			start = b
		}
		if r >= 0xFF01 && r <= 0xFF5E { // full width ASCII, folded as the index's width filter does
			r -= 0xFEE0
		}
		word = utf8.AppendRune(word, unicode.ToLower(r))
	}
	flush(len(text))
	return out
}

// isWordRune reports whether r belongs to a word: a letter, digit or mark
// of a script written with spaces.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return !isCJK(r) && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r))
}

// stemmed returns the term that word, in lower case, stems to, if it is
// one of the query's; only a word beginning like a term is stemmed.
func (m *Matcher) stemmed(word []byte) (int, bool) {
	for _, p := range m.prefixes {
		if !bytes.HasPrefix(word, []byte(p.prefix)) {
			continue
		}
		if i, ok := m.terms[stem(word)]; ok {
			return i, true
		}
		return 0, false
	}
	return 0, false
}

// stemmer is the stemmer latinStemFilter applies.
var stemmer = en.NewEnglishStemmerFilter()

// stem is word's stem by stemmer.
func stem(word []byte) string {
	stream := analysis.TokenStream{{Term: bytes.Clone(word), Type: analysis.AlphaNumeric}}
	return string(stemmer.Filter(stream)[0].Term)
}

// irregularStems maps each word of Porter2's exception lists whose stem
// does not begin like the word, all of the stem but its last letter
// (dying → die, lying → lie, tying → tie), to that stem: the words the
// prefix test of Matcher.stemmed passes over. The words are the
// stemmer's own tables (snowballstem/english's A_10, the exceptions
// tried before any rule, and A_9, those kept after step 1a), stemmed by
// the stemmer itself, so the map follows the stemmer the index uses;
// TestMatcherFindsEveryExceptionWord fails if a new version of
// snowballstem renumbers the tables.
var irregularStems = sync.OnceValue(func() map[string]string {
	out := make(map[string]string)
	for _, table := range [][]*snowballRuntime.Among{english.A_10, english.A_9} {
		for _, a := range table {
			st := stem([]byte(a.Str))
			_, last := utf8.DecodeLastRuneInString(st)
			if !strings.HasPrefix(a.Str, st[:len(st)-last]) {
				out[a.Str] = st
			}
		}
	}
	return out
})

// isCJK reports whether r is written without spaces between words (Han,
// Hiragana, Katakana, Hangul): the runes the index pairs.
func isCJK(r rune) bool {
	if r < 0x1100 { // below Hangul Jamo, the first of them
		return false
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// toRunes turns the byte offsets of ms into rune offsets of s and sorts
// them (the bigram filter emits a run's unigrams after its pairs).
func toRunes(s string, ms []Match) []Match {
	if len(ms) == 0 {
		return nil
	}
	offsets := make([]int, 0, 2*len(ms))
	for _, m := range ms {
		offsets = append(offsets, m.Start, m.End)
	}
	slices.Sort(offsets)
	at := make(map[int]int, len(offsets))
	r, j := 0, 0
	for b := range s {
		for ; j < len(offsets) && offsets[j] <= b; j++ {
			at[offsets[j]] = r
		}
		r++
	}
	for ; j < len(offsets); j++ {
		at[offsets[j]] = r
	}
	for i := range ms {
		ms[i].Start, ms[i].End = at[ms[i].Start], at[ms[i].End]
	}
	slices.SortFunc(ms, func(a, b Match) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return a.End - b.End
	})
	return ms
}

// queryTerms returns the distinct terms of a query, analysed with
// queryAnalyzer, or with queryNoStopAnalyzer when that leaves no term (the
// query is all stop words). A term repeated in the query counts once, as
// in textbook BM25.
func queryTerms(im mapping.IndexMapping, text string) []string {
	toks := im.AnalyzerNamed(queryAnalyzer).Analyze([]byte(text))
	if len(toks) == 0 {
		toks = im.AnalyzerNamed(queryNoStopAnalyzer).Analyze([]byte(text))
	}
	terms := make([]string, 0, len(toks))
	seen := make(map[string]bool, len(toks))
	for _, t := range toks {
		if term := string(t.Term); !seen[term] {
			seen[term] = true
			terms = append(terms, term)
		}
	}
	return terms
}
