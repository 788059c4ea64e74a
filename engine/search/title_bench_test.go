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

// BenchmarkChapterOpeningsAllProjects is the title lookup of a search
// across all projects: N books of 1,000 chapters each, every book's
// titles looked up ("all"), against the searched book's alone ("one",
// all a search across all projects looked up before). "unchanged"
// searches a database nothing was written to since the last search;
// "written" writes one record (untimed) before each lookup, so every
// book's chapter records are read again (their titles' parts are kept).
func BenchmarkChapterOpeningsAllProjects(b *testing.B) {
	for _, n := range []int{1, 4, 8} {
		db, err := storage.Open(filepath.Join(b.TempDir(), "inkflow.db"))
		if err != nil {
			b.Fatal(err)
		}
		var first uint64
		err = db.Update(func(tx *storage.Tx) error {
			for k := range n {
				p, err := tx.CreateProject(fmt.Sprintf("书%d", k))
				if err != nil {
					return err
				}
				if k == 0 {
					first = p.ID
				}
				for i := 1; i <= 1000; i++ {
					if _, err := tx.CreateChapter(p.ID, fmt.Sprintf("第%d回 书%d风雨第%d夜 客%d归来", i, k, i, i), i); err != nil {
						return err
					}
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
		s := NewDBStore(db)
		match := titleMatcher(fmt.Sprintf("书%d风雨第500夜", n-1))
		for _, all := range []bool{false, true} {
			for _, written := range []bool{false, true} {
				name := fmt.Sprintf("projects=%d/one", n)
				if all {
					name = fmt.Sprintf("projects=%d/all", n)
				}
				if written {
					name += "/written"
				} else {
					name += "/unchanged"
				}
				b.Run(name, func(b *testing.B) {
					i := 0
					for b.Loop() {
						if written {
							b.StopTimer()
							i++
							if err := db.Update(func(tx *storage.Tx) error {
								return tx.PutCachedVector("bench", storage.HashText(fmt.Sprint(i)), []float32{1})
							}); err != nil {
								b.Fatal(err)
							}
							b.StartTimer()
						}
						if _, err := s.ChapterOpenings(first, all, match); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
		_ = db.Close()
	}
}
