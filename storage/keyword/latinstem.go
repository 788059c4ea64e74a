package keyword

import (
	"fmt"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/registry"
)

// latinStemName is the registered type of the token filter that applies
// bleve's English Snowball (Porter2) stemmer to word tokens only. It is part
// of the persisted mapping, hence registered in init.
const latinStemName = "inkflow_latin_stem"

// latinStemFilter stems only AlphaNumeric tokens (Latin and other
// alphabetic words). CJK unigrams and bigrams would come through the
// stemmer unchanged anyway (no English suffix is a CJK character), but
// running Snowball over them costs about a tenth of indexing time, so they
// are skipped by type.
type latinStemFilter struct {
	stem analysis.TokenFilter
}

// Filter stems the word tokens in place and returns the stream. bleve's
// stemmers rewrite Token.Term through the shared *Token pointers, so
// filtering a sub-stream of those pointers updates the original stream.
func (f *latinStemFilter) Filter(input analysis.TokenStream) analysis.TokenStream {
	var words analysis.TokenStream
	for _, tok := range input {
		if tok.Type == analysis.AlphaNumeric {
			if words == nil {
				words = make(analysis.TokenStream, 0, len(input))
			}
			words = append(words, tok)
		}
	}
	if len(words) > 0 {
		f.stem.Filter(words)
	}
	return input
}

func newLatinStemFilter(_ map[string]any, cache *registry.Cache) (analysis.TokenFilter, error) {
	stem, err := cache.TokenFilterNamed(en.SnowballStemmerName)
	if err != nil {
		return nil, fmt.Errorf("keyword: snowball stemmer: %w", err)
	}
	return &latinStemFilter{stem: stem}, nil
}

func init() {
	// Registration fails only on a duplicate name, which is a programming
	// error caught by every test run.
	if err := registry.RegisterTokenFilter(latinStemName, newLatinStemFilter); err != nil {
		panic(fmt.Sprintf("keyword: register %s: %v", latinStemName, err))
	}
}
