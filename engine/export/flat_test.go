package export

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// updateFlat rewrites the flat books' golden exports (go test -run
// TestFlatBookExportUnchanged -update-flat). They were written by the
// export as it was before volumes nested the table of contents; the
// EPUBs were written again when the export added toc.ncx (TestEPUBNCX),
// which changed them by that file and its two lines in content.opf
// alone.
var updateFlat = flag.Bool("update-flat", false, "rewrite testdata/flat-* from the current export")

// flatBooks are books without volumes, one Chinese and one English. The
// Chinese one's titles hold the " · " an import joins a volume's title
// and a chapter's with, but no two chapters share what stands before it:
// they are the author's titles, not volumes.
var flatBooks = map[string]Book{
	"zh": {Title: "风雪夜归", Author: "林间", Language: "zh-CN", Modified: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), Chapters: []Chapter{
		{Number: 0, Title: "题记", Text: "　　献给那年的雪。"},
		{Number: 1, Title: "第一章 · 风起", Text: "　　风起了，山上的云走得很快。\n　　他把门关上，_没有_回头。\n\n* * *\n\n　　次日一早，**雪**停了。"},
		{Number: 2, Title: "第二章 · 雨落", Text: "　　雨落了下来。"},
		{Number: 3, Title: "夜行", Text: "　　夜里他走了很远的路。"},
		{Number: 4, Title: "尾声", Text: "　　春天来了。"},
	}},
	"en": {Title: "The Long Road", Author: "A. Writer", Language: "en", Modified: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), Chapters: []Chapter{
		{Number: 1, Title: "Chapter 1", Text: "The wind rose and the clouds moved _fast_ over the hill.\n\nShe shut the door."},
		{Number: 2, Title: "The Storm", Text: "Rain fell."},
		{Number: 3, Title: "", Text: "He walked far that night."},
		{Number: 4, Title: "Epilogue", Text: "Spring came."},
	}},
}

// TestFlatBookExportUnchanged: a book without volumes exports byte for
// byte as it did before the exports learnt volumes (nested contents,
// volume headings), in every format; the EPUB with its toc.ncx.
func TestFlatBookExportUnchanged(t *testing.T) {
	for lang, book := range flatBooks {
		for _, f := range Formats {
			t.Run(lang+"."+string(f), func(t *testing.T) {
				var got bytes.Buffer
				if err := Write(&got, book, f, Options{}); err != nil {
					t.Fatal(err)
				}
				golden := filepath.Join("testdata", "flat-"+lang+"."+string(f))
				if *updateFlat {
					if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want) {
					t.Errorf("%s export of a flat book differs from %s (%d bytes, want %d)", f, golden, got.Len(), len(want))
				}
			})
		}
	}
}
