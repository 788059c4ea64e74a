package keyword

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"

	"inkflow/internal/cputime"
)

// benchChars is a list of common Chinese characters, roughly most frequent
// first, so that a Zipf draw over it gives a plausible skew: a few
// characters everywhere, a long tail of rare ones.
const benchChars = "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞"

// textGen produces deterministic synthetic Chinese prose.
type textGen struct {
	r     *rand.Rand
	chars []rune
	zipf  *rand.Zipf
}

func newTextGen(seed uint64) *textGen {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	chars := []rune(benchChars)
	return &textGen{r: r, chars: chars, zipf: rand.NewZipf(r, 1.1, 4, uint64(len(chars)-1))}
}

// text returns about n runes: clauses of 4–16 characters separated by
// Chinese punctuation, with an occasional English word.
func (g *textGen) text(n int) string {
	var sb strings.Builder
	runes := 0
	for runes < n {
		clause := 4 + g.r.IntN(13)
		for range clause {
			sb.WriteRune(g.chars[g.zipf.Uint64()])
		}
		runes += clause
		if g.r.IntN(20) == 0 {
			sb.WriteString(" lantern ")
			runes += 9
		}
		if g.r.IntN(3) == 0 {
			sb.WriteRune('。')
		} else {
			sb.WriteRune('，')
		}
		runes++
	}
	return sb.String()
}

func (g *textGen) docs(firstID uint64, n int) []Doc {
	docs := make([]Doc, n)
	for i := range docs {
		id := firstID + uint64(i)
		docs[i] = Doc{ID: id, Project: id % 4, Kind: validKinds()[id%3], Text: g.text(250)}
	}
	return docs
}

const benchBatch = 500

// BenchmarkPut measures batch upserts of 250-character Chinese docs on
// disk and in memory; one op is one batch of 500 (plus one 2000-doc variant
// to show the effect of batch size). docs/s is wall-clock throughput;
// docs/cpu-s counts all CPU the process used, background merging included.
func BenchmarkPut(b *testing.B) {
	cases := []struct {
		name  string
		disk  bool
		batch int
	}{
		{"disk-batch500", true, benchBatch},
		{"mem-batch500", false, benchBatch},
		{"disk-batch2000", true, 2000},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			var ix *Index
			var err error
			if tc.disk {
				ix, err = Open(filepath.Join(b.TempDir(), "kw"))
			} else {
				ix, err = OpenMem()
			}
			if err != nil {
				b.Fatal(err)
			}
			defer ix.Close()
			gen := newTextGen(1)
			// Pre-generate so text generation is not measured.
			batches := make([][]Doc, min(b.N, 64))
			for i := range batches {
				batches[i] = gen.docs(uint64(i*tc.batch), tc.batch)
			}
			cpu0, cpuOK := cputime.Process()
			b.ResetTimer()
			for i := range b.N {
				docs := batches[i%len(batches)]
				// New ids every round so the index grows like an import.
				for j := range docs {
					docs[j].ID = uint64(i*tc.batch + j)
				}
				if err := ix.Put(docs); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N*tc.batch)/b.Elapsed().Seconds(), "docs/s")
			if cpu1, ok := cputime.Process(); ok && cpuOK {
				b.ReportMetric(float64(b.N*tc.batch)/(cpu1-cpu0).Seconds(), "docs/cpu-s")
			}
		})
	}
}

// benchSearchDocs is the index size for BenchmarkSearch; override with
// INKFLOW_KW_BENCH_DOCS.
func benchSearchDocs() int {
	if s := os.Getenv("INKFLOW_KW_BENCH_DOCS"); s != "" {
		var n int
		if _, err := fmt.Sscan(s, &n); err == nil && n > 0 {
			return n
		}
	}
	return 100_000
}

// BenchmarkSearch builds an on-disk index of 100k synthetic docs once, then
// measures query latency for several query shapes, and reopen (verify) time.
func BenchmarkSearch(b *testing.B) {
	n := benchSearchDocs()
	dir := filepath.Join(b.TempDir(), "kw")
	ix, err := Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	gen := newTextGen(2)
	cpu0, cpuOK := cputime.Process()
	start := time.Now()
	for first := 0; first < n; first += benchBatch {
		if err := ix.Put(gen.docs(uint64(first), min(benchBatch, n-first))); err != nil {
			b.Fatal(err)
		}
	}
	build := time.Since(start)
	if cpu1, ok := cputime.Process(); ok && cpuOK {
		b.Logf("build used %v CPU (%.0f docs/cpu-s)", (cpu1 - cpu0).Round(time.Millisecond),
			float64(n)/(cpu1-cpu0).Seconds())
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.Logf("built %d docs in %v (%.0f docs/s); heap in use %.1f MiB",
		n, build.Round(time.Millisecond), float64(n)/build.Seconds(), float64(ms.HeapInuse)/(1<<20))

	queries := []struct {
		name string
		q    Query
	}{
		{"zh-2char-project", Query{Text: "说明", Project: 1, K: 50}},
		{"zh-phrase-project", Query{Text: "我们在山上看见了大海", Project: 1, K: 50}},
		{"zh-1char-project", Query{Text: "龙", Project: 2, K: 50}},
		{"zh-phrase-all-projects", Query{Text: "我们在山上看见了大海", AllProjects: true, K: 50}},
		{"zh-phrase-kind", Query{Text: "我们在山上看见了大海", Project: 1, Kinds: []string{KindWiki}, K: 50}},
		{"en-word-project", Query{Text: "lanterns", Project: 3, K: 50}},
		{"zh-sentence-60", Query{Text: gen.text(60), Project: 1, K: 50}},
	}
	for _, qc := range queries {
		b.Run(qc.name, func(b *testing.B) {
			var hits int
			for b.Loop() {
				h, err := ix.Search(qc.q)
				if err != nil {
					b.Fatal(err)
				}
				hits = len(h)
			}
			b.ReportMetric(float64(hits), "hits")
		})
	}
	// For comparison with the design choice in analysis.go: the same phrase
	// analysed with the index analyzer, i.e. unigrams OR-ed in as well.
	b.Run("zh-phrase-project-index-analyzer", func(b *testing.B) {
		m := query.NewMatchQuery("我们在山上看见了大海")
		m.SetField(fieldText)
		m.Analyzer = indexAnalyzer
		f := query.NewTermQuery("1")
		f.SetField(fieldProject)
		bq := query.NewBooleanQuery([]query.Query{m}, nil, nil)
		bq.AddFilter(f)
		for b.Loop() {
			if _, err := ix.idx.Search(bleve.NewSearchRequestOptions(bq, 50, 0, false)); err != nil {
				b.Fatal(err)
			}
		}
	})
	if err := ix.Close(); err != nil {
		b.Fatal(err)
	}
	b.Logf("index on disk after close: %.1f MiB", float64(dirSize(b, dir))/(1<<20))
	b.Run("reopen-verify", func(b *testing.B) {
		for b.Loop() {
			ix, err := Open(dir)
			if err != nil {
				b.Fatal(err)
			}
			if err := ix.Close(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func dirSize(b *testing.B, dir string) int64 {
	var total int64
	err := filepath.Walk(dir, func(_ string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			total += info.Size()
		}
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	return total
}
