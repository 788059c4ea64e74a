package quality

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

func TestParsePair(t *testing.T) {
	tests := []struct {
		line string
		want Pair
		ok   bool
	}{
		{"高兴\t快乐\t1", Pair{"高兴", "快乐", true}, true},
		{"a b\tc\t0", Pair{"a b", "c", false}, true},
		{" a \t b \t 1 ", Pair{"a", "b", true}, true},
		{"a\tb", Pair{}, false},
		{"a\tb\t2", Pair{}, false},
		{"a\t\t1", Pair{}, false},
		{"a\tb\t1\textra", Pair{}, false},
	}
	for _, tc := range tests {
		got, err := parsePair(tc.line)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("parsePair(%q) = %+v, %v; want %+v, ok %v", tc.line, got, err, tc.want, tc.ok)
		}
	}
}

func TestReadPairsErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.tsv")
	if err := os.WriteFile(bad, []byte("# c\n\na\tb\t1\nbroken line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ReadPairs(bad)
	if err == nil || !strings.Contains(err.Error(), ":4:") {
		t.Errorf("err %v, want one naming line 4", err)
	}
	if _, err := ReadPairs(filepath.Join(dir, "missing.tsv")); err == nil {
		t.Error("missing file accepted")
	}
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// TestPairsFile checks the shape of the gate's pair set: enough pairs,
// both labels, both languages, words and sentences, no duplicates.
func TestPairsFile(t *testing.T) {
	pairs, err := ReadPairs(pairsPath)
	if err != nil {
		t.Fatal(err)
	}
	if len(pairs) < 150 {
		t.Errorf("%d pairs, want at least 150", len(pairs))
	}
	type key struct{ a, b string }
	seen := map[key]bool{}
	var counts = map[string]int{}
	for _, p := range pairs {
		k := key{p.A, p.B}
		if seen[k] || seen[key{p.B, p.A}] {
			t.Errorf("duplicate pair %q / %q", p.A, p.B)
		}
		seen[k] = true
		lang := "en"
		if hasHan(p.A) || hasHan(p.B) {
			lang = "zh"
		}
		kind := "word"
		if strings.Contains(p.A, " ") || hasHan(p.A) && len([]rune(p.A)) > 4 {
			kind = "sentence"
		}
		label := "0"
		if p.Related {
			label = "1"
		}
		counts[lang+"/"+kind+"/"+label]++
	}
	for _, c := range []string{"zh/word/1", "zh/word/0", "zh/sentence/1", "zh/sentence/0", "en/word/1", "en/word/0", "en/sentence/1", "en/sentence/0"} {
		if counts[c] < 10 {
			t.Errorf("only %d pairs of kind %s", counts[c], c)
		}
	}
	t.Logf("pair kinds: %v", counts)
}

// TestPairsNotFromCorpus enforces that the hand-written sentences are not
// lifted from the corpus (train or dev): no sentence of the pairs (an
// English text with a space, a Chinese text of 6 or more characters)
// occurs verbatim in any corpus file. Single words are common property.
func TestPairsNotFromCorpus(t *testing.T) {
	pairs, err := ReadPairs(pairsPath)
	if err != nil {
		t.Fatal(err)
	}
	const keyRunes = 5
	long := map[string][]string{} // first keyRunes runes → texts
	for _, p := range pairs {
		for _, s := range []string{p.A, p.B} {
			if rs := []rune(s); strings.Contains(s, " ") || hasHan(s) && len(rs) >= 6 {
				k := string(rs[:keyRunes])
				long[k] = append(long[k], s)
			}
		}
	}
	found := map[string]bool{}
	var files []string
	for _, sub := range []string{"train", "dev"} {
		err := filepath.WalkDir(filepath.Join(corpusRoot, sub), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".txt") {
				files = append(files, p)
			}
			return err
		})
		if err != nil {
			t.Fatalf("the shared corpus is required: %v", err)
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		// Slide over rune starts; a map lookup per position is far cheaper
		// than one substring search per pair text over 80 MB.
		starts := make([]int, 0, keyRunes+1)
		for i := range text {
			starts = append(starts, i)
			if len(starts) > keyRunes {
				from := starts[0]
				starts = starts[1:]
				if texts, ok := long[text[from:i]]; ok {
					for _, s := range texts {
						if !found[s] && strings.HasPrefix(text[from:], s) {
							found[s] = true
							t.Errorf("pair text %q occurs in %s", s, f)
						}
					}
				}
			}
		}
	}
}
