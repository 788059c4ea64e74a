package search

import (
	"fmt"
	"path/filepath"
	"testing"

	"inkflow/storage"
)

// BenchmarkChapterOpenings is the title lookup every keyword and hybrid
// search makes, on a web novel of 3,000 chapters with nothing written
// between searches. Reading and folding every title at every search cost
// about 5 ms of CPU a search here; the store keeps the chapters and their
// titles' parts while the database is unchanged, and the parts of the
// titles that did not change across a write.
func BenchmarkChapterOpenings(b *testing.B) {
	db, err := storage.Open(filepath.Join(b.TempDir(), "inkflow.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = db.Close() })
	var project uint64
	err = db.Update(func(tx *storage.Tx) error {
		p, err := tx.CreateProject("长篇")
		if err != nil {
			return err
		}
		project = p.ID
		for i := 1; i <= 3000; i++ {
			if _, err := tx.CreateChapter(p.ID, fmt.Sprintf("第%d章 风雨第%d夜", i, i), i); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	s := NewDBStore(db)
	match := titleMatcher("风雨第1234夜")
	for b.Loop() {
		if _, err := s.ChapterOpenings(project, false, match); err != nil {
			b.Fatal(err)
		}
	}
}
