package keyword

import (
	"slices"
	"testing"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/cjk"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/registry"
)

// terms runs the named analyzer of a fresh mapping over text.
func terms(t *testing.T, analyzer, text string) []string {
	t.Helper()
	im, err := newMapping()
	if err != nil {
		t.Fatal(err)
	}
	a := im.AnalyzerNamed(analyzer)
	if a == nil {
		t.Fatalf("analyzer %s not registered", analyzer)
	}
	return termsOf(a.Analyze([]byte(text)))
}

func termsOf(ts analysis.TokenStream) []string {
	out := make([]string, 0, len(ts))
	for _, tok := range ts {
		out = append(out, string(tok.Term))
	}
	return out
}

func TestAnalyzers(t *testing.T) {
	tests := []struct {
		name     string
		analyzer string
		text     string
		want     []string
	}{
		// Index side: every CJK char as a unigram plus every adjacent pair.
		{"index bigrams and unigrams", indexAnalyzer, "雪夜磨刀",
			[]string{"雪", "雪夜", "夜", "夜磨", "磨", "磨刀", "刀"}},
		// Query side: a run of two or more chars gives bigrams only.
		{"query bigrams only", queryAnalyzer, "雪夜磨刀",
			[]string{"雪夜", "夜磨", "磨刀"}},
		// An isolated CJK char still becomes a unigram in a query.
		{"query single char", queryAnalyzer, "刀", []string{"刀"}},
		{"query isolated chars", queryAnalyzer, "刀，剑", []string{"刀", "剑"}},
		// Bigrams go through the English stemmer unchanged; note 们 and
		// 的 would be tempting targets for a buggy suffix rule.
		{"stemmer leaves CJK alone", queryAnalyzer, "他们的刀都锈了",
			[]string{"他们", "们的", "的刀", "刀都", "都锈", "锈了"}},
		{"english stemming", indexAnalyzer, "Running runs RAN runner",
			[]string{"run", "run", "ran", "runner"}},
		{"full-width latin folded then stemmed", indexAnalyzer, "ＲＵＮＮＩＮＧ",
			[]string{"run"}},
		{"mixed script", queryAnalyzer, "侠客 walked 入城",
			[]string{"侠客", "walk", "入城"}},
		{"numbers kept", queryNoStopAnalyzer, "第3章 in 2024", []string{"第", "3", "章", "in", "2024"}},
		{"query drops English stop words", queryAnalyzer, "第3章 in 2024", []string{"第", "3", "章", "2024"}},
		{"punctuation only", queryAnalyzer, "！？…—「」", nil},
		{"query syntax is just text", queryNoStopAnalyzer, `+title:"刀 -剑 (a OR b)*`,
			[]string{"titl", "刀", "剑", "a", "or", "b"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := terms(t, tc.analyzer, tc.text)
			if len(got) == 0 && len(tc.want) == 0 {
				return
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("%s(%q) = %q, want %q", tc.analyzer, tc.text, got, tc.want)
			}
		})
	}
}

// TestQueryTermsSubsetOfIndexTerms checks the property the two-analyzer
// design relies on: whatever a query produces for some text, indexing the
// same text produces too, so a query always matches its own source text.
func TestQueryTermsSubsetOfIndexTerms(t *testing.T) {
	texts := []string{
		"雪夜磨刀", "刀", "刀，剑", "他说：“走！” Then he LEFT.", "ｶﾀｶﾅ と ひらがな", "한국어 문장",
		"a", "山", "混合mixed文本text", "１２３ＡＢＣ",
	}
	for _, text := range texts {
		idx := terms(t, indexAnalyzer, text)
		for _, q := range terms(t, queryAnalyzer, text) {
			if !slices.Contains(idx, q) {
				t.Errorf("%q: query term %q not among index terms %q", text, q, idx)
			}
		}
	}
}

// TestSnowballLeavesCJKUntouched checks the premise of latinStemFilter:
// bleve's English stemmer, applied directly to CJK unigrams and bigrams,
// changes nothing, so skipping them is purely an optimisation.
func TestSnowballLeavesCJKUntouched(t *testing.T) {
	cache := registry.NewCache()
	stem, err := cache.TokenFilterNamed(en.SnowballStemmerName)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := cache.TokenizerNamed(unicode.Name)
	if err != nil {
		t.Fatal(err)
	}
	bigram := cjk.NewCJKBigramFilter(true)
	for _, text := range []string{"他们的刀都锈了", "说书人讲到关羽温酒斩华雄", "ひらがなとカタカナ", "es ed ing ly"} {
		stream := bigram.Filter(tok.Tokenize([]byte(text)))
		before := termsOf(stream)
		after := termsOf(stem.Filter(stream))
		for i := range before {
			if stream[i].Type == analysis.AlphaNumeric {
				continue // Latin control words may stem
			}
			if before[i] != after[i] {
				t.Errorf("%q: stemmer changed %q to %q", text, before[i], after[i])
			}
		}
	}
}

func TestIsStopWord(t *testing.T) {
	for _, c := range []struct {
		word string
		want bool
	}{{"the", true}, {"him", true}, {"of", true}, {"lion", false}, {"The", false}, {"", false}, {"的", false}} {
		if got := IsStopWord(c.word); got != c.want {
			t.Errorf("IsStopWord(%q) = %v, want %v", c.word, got, c.want)
		}
	}
}
