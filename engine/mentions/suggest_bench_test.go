//go:build !race

package mentions

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// devBook returns a book of the dev corpus beside the repository
// (../shared/corpus/dev/LANG/FILE).
func devBook(lang, file string) (string, error) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "corpus", "dev", lang, file))
	return string(data), err
}

// BenchmarkSuggest times the name suggestions on 三国演义 (120 chapters,
// 600,000 characters), the longest dev book: `inkflow wiki suggest`
// must stay interactive.
func BenchmarkSuggest(b *testing.B) {
	data, err := devBook("zh", "sanguoyanyi.txt")
	if err != nil {
		b.Skipf("dev corpus missing: %v", err)
	}
	// Chapters as the importer would make them, near enough.
	texts := strings.Split(data, "\n第")
	b.ResetTimer()
	for range b.N {
		Suggest(texts, nil, SuggestOptions{})
	}
}
