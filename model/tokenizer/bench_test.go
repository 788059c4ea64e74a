package tokenizer

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"
)

// longInputs returns the ~5,000-character synthetic texts of
// testdata/inputs.jsonl (category "long"), in file order: Chinese prose,
// English prose, mixed traditional/classical, random zh-heavy, random
// Latin-heavy, random everything.
func longInputs(b *testing.B) []string {
	b.Helper()
	f, err := os.Open(filepath.Join("testdata", "inputs.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var out []string
	for sc.Scan() {
		var in struct {
			Cat  string `json:"cat"`
			Text string `json:"text"`
		}
		if err := json.Unmarshal(sc.Bytes(), &in); err != nil {
			b.Fatal(err)
		}
		if in.Cat == "long" {
			out = append(out, in.Text)
		}
	}
	if len(out) < 3 {
		b.Fatalf("only %d long inputs in testdata/inputs.jsonl", len(out))
	}
	return out
}

// BenchmarkEncode measures Encode on ~5,000-character texts; chars/s is the
// figure that matters for indexing (MB/s counts UTF-8 bytes). "full" encodes
// the whole text; "max512" is the model's window, where the encoder stops
// early.
func BenchmarkEncode(b *testing.B) {
	tok := loadBGE(b)
	long := longInputs(b)
	cases := []struct {
		name string
		text string
	}{
		{"zh", long[0]},
		{"en", long[1]},
		{"mixed", long[2]},
		{"zh-en-sentence", "她把旧信折好，放回抽屉最里面。She folded the letter and put it back."},
	}
	for _, c := range cases {
		for _, lim := range []struct {
			name   string
			maxLen int
		}{{"full", 1 << 30}, {"max512", 512}} {
			b.Run(c.name+"/"+lim.name, func(b *testing.B) {
				chars := utf8.RuneCountInString(c.text)
				b.SetBytes(int64(len(c.text)))
				b.ReportAllocs()
				var n int
				for b.Loop() {
					n = len(tok.Encode(c.text, lim.maxLen))
				}
				b.ReportMetric(float64(chars)*float64(b.N)/b.Elapsed().Seconds(), "chars/s")
				b.ReportMetric(float64(n), "ids")
			})
		}
	}
}

// BenchmarkParse measures loading the reference tokenizer.json.
func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(bgePath(b))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}
