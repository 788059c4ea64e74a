package quality

import (
	"bufio"
	"fmt"
	"strings"

	"inkflow/internal/safefile"
)

// Pair is one labelled pair of texts.
type Pair struct {
	A, B string
	// Related is true when a reader would call the two texts related
	// (synonyms, paraphrases, the same scene or topic).
	Related bool
}

// ReadPairs reads a pairs file: one pair per line as
// text_a <TAB> text_b <TAB> label, label 1 (related) or 0 (unrelated).
// Blank lines and lines starting with # are skipped. Any other malformed
// line is an error naming its line number.
func ReadPairs(path string) ([]Pair, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read pairs: %w", err)
	}
	defer f.Close()
	var pairs []Pair
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := parsePair(line)
		if err != nil {
			return nil, fmt.Errorf("read pairs %s:%d: %w", path, n, err)
		}
		pairs = append(pairs, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read pairs %s: %w", path, err)
	}
	return pairs, nil
}

// parsePair parses one data line.
func parsePair(line string) (Pair, error) {
	cols := strings.Split(line, "\t")
	if len(cols) != 3 {
		return Pair{}, fmt.Errorf("want 3 tab-separated columns, got %d", len(cols))
	}
	a, b := strings.TrimSpace(cols[0]), strings.TrimSpace(cols[1])
	if a == "" || b == "" {
		return Pair{}, fmt.Errorf("empty text")
	}
	switch strings.TrimSpace(cols[2]) {
	case "1":
		return Pair{A: a, B: b, Related: true}, nil
	case "0":
		return Pair{A: a, B: b}, nil
	default:
		return Pair{}, fmt.Errorf("label %q is not 0 or 1", cols[2])
	}
}
