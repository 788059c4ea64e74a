package keyword

import (
	"fmt"
	"sync"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/custom"
	kwanalyzer "github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/cjk"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/analysis/token/lowercase"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/mapping"
	index "github.com/blevesearch/bleve_index_api"
)

// Names of the analysis components registered in the index mapping. They are
// persisted inside the index (bleve stores its mapping), so renaming one
// requires bumping schemaVersion.
const (
	// indexAnalyzer analyses document text. Its bigram filter also emits a
	// unigram for every CJK character so that one-character queries (刀)
	// find characters that only ever occur inside longer runs.
	indexAnalyzer = "inkflow_text"
	// queryAnalyzer is indexAnalyzer with the bigram filter's unigrams
	// restricted to isolated CJK characters. A query run of two or more
	// characters is thus matched by its bigrams only: the index holds every
	// unigram, so the query tokens are a subset of what indexing produces for
	// the same text, but queries do not OR in posting lists of ubiquitous
	// single characters (的, 了, 他) that would cost time and add noise.
	// BenchmarkSearch at 100k docs: a 10-character phrase takes about 7 ms
	// this way and about 230 ms with indexAnalyzer on the query side.
	queryAnalyzer = "inkflow_query"
	// queryNoStopAnalyzer is queryAnalyzer without its English stop-word
	// filter. queryAnalyzer drops words such as "the", "of" and "him" from
	// a query. It was chosen while bleve still scored the hits, multiplying
	// a document's score by the share of the query's terms it matched, which
	// rewarded passages for containing the query's stop words (rank.go's
	// BM25 has no such factor, and stop words' low idf keeps them light
	// either way). Measured then on the English dev and proxy sets
	// (`make eval`, keyword-only MRR@10): Frankenstein all/paraphrase
	// 0.653/0.510 → 0.686/0.616, Oz 0.776/0.702 → 0.797/0.726, Mars
	// 0.529/0.328 → 0.499/0.409; Chinese sets unchanged. A query made of
	// stop words alone ("to be or not to be") is analysed with this one
	// instead, so it still finds its passages.
	queryNoStopAnalyzer = "inkflow_query_all"

	bigramWithUnigrams = "inkflow_cjk_bigram_unigram"
	bigramOnly         = "inkflow_cjk_bigram"
)

// Field names inside a bleve document. Short because they are repeated in
// every segment's dictionary.
const (
	fieldText    = "t"
	fieldProject = "p"
	fieldKind    = "k"
)

// newMapping builds the index mapping: one static document type with three
// indexed, unstored fields and no dynamic fields, no _all field, no term
// vectors and no doc values, which keeps segments small. Scoring is BM25.
func newMapping() (*mapping.IndexMappingImpl, error) {
	im := bleve.NewIndexMapping()
	filters := []struct {
		name    string
		unigram bool
	}{{bigramWithUnigrams, true}, {bigramOnly, false}}
	for _, f := range filters {
		err := im.AddCustomTokenFilter(f.name, map[string]any{
			"type":           cjk.BigramName,
			"output_unigram": f.unigram,
		})
		if err != nil {
			return nil, fmt.Errorf("keyword: register token filter %s: %w", f.name, err)
		}
	}
	analyzers := []struct {
		name, bigram string
		stop         bool
	}{
		{indexAnalyzer, bigramWithUnigrams, false},
		{queryAnalyzer, bigramOnly, true},
		{queryNoStopAnalyzer, bigramOnly, false},
	}
	for _, a := range analyzers {
		filters := []any{cjk.WidthName, lowercase.Name}
		if a.stop {
			filters = append(filters, en.StopName)
		}
		filters = append(filters, a.bigram, latinStemName)
		err := im.AddCustomAnalyzer(a.name, map[string]any{
			"type":          custom.Name,
			"tokenizer":     unicode.Name,
			"token_filters": filters,
		})
		if err != nil {
			return nil, fmt.Errorf("keyword: register analyzer %s: %w", a.name, err)
		}
	}

	text := bleve.NewTextFieldMapping()
	text.Analyzer = indexAnalyzer
	kw := bleve.NewKeywordFieldMapping()
	for _, fm := range []*mapping.FieldMapping{text, kw} {
		fm.Store = false
		fm.IncludeTermVectors = false
		fm.IncludeInAll = false
		fm.DocValues = false
	}
	dm := bleve.NewDocumentStaticMapping()
	dm.AddFieldMappingsAt(fieldText, text)
	dm.AddFieldMappingsAt(fieldProject, kw)
	dm.AddFieldMappingsAt(fieldKind, kw)

	im.DefaultMapping = dm
	im.DefaultAnalyzer = indexAnalyzer
	im.DefaultField = fieldText
	im.IndexDynamic = false
	im.StoreDynamic = false
	im.DocValuesDynamic = false
	im.ScoringModel = index.BM25Scoring
	if err := im.Validate(); err != nil {
		return nil, fmt.Errorf("keyword: invalid mapping: %w", err)
	}
	return im, nil
}

// keywordAnalyzerName is bleve's whole-value analyzer, used for the project
// and kind filter fields.
const keywordAnalyzerName = kwanalyzer.Name

// englishStop is the stop list queryAnalyzer applies (bleve's, from
// Snowball), loaded once.
var englishStop = sync.OnceValue(func() analysis.TokenMap {
	m := analysis.NewTokenMap()
	if err := m.LoadBytes(en.EnglishStopWords); err != nil {
		panic(fmt.Sprintf("keyword: bleve's English stop list: %v", err)) // a compiled-in constant
	}
	return m
})

// IsStopWord reports whether word, in lower case, is one of the English
// stop words that keyword queries drop ("the", "of", "him").
func IsStopWord(word string) bool { return englishStop()[word] }
