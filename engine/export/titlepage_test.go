package export

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"inkflow/engine/importer"
	"inkflow/internal/checktool"
)

// importedBook imports a manuscript as engine.ImportBook does — its
// title page, or else the title its front matter states, names the
// project; its byline gives the author — and returns it as a Book.
func importedBook(t *testing.T, name string, data []byte) Book {
	t.Helper()
	chs, page, err := importer.ParseFilePage(name, data, importer.Options{Markdown: strings.HasSuffix(name, ".md")})
	if err != nil {
		t.Fatal(err)
	}
	book := Book{Title: importer.BookTitle(data, chs, page), Author: page.Author,
		Language: DetectLanguage(string(data[:min(len(data), 16<<10)]))}
	for _, c := range chs {
		book.Chapters = append(book.Chapters, Chapter{Number: c.Index, Title: c.Title, Text: c.Text})
	}
	return book
}

// corpusText reads a book of the shared corpus (a test reads it; nothing
// of it is committed).
func corpusText(t *testing.T, rel string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "corpus", rel))
	if err != nil {
		t.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	return data
}

// readableText is what a reader sees of an export: TXT and Markdown as
// written, an EPUB or a Word document as pandoc reads it out as plain
// text (the title page included).
func readableText(t *testing.T, path string, f Format) string {
	t.Helper()
	if f == TXT || f == Markdown {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	out, err := exec.Command(checktool.Require(t, "pandoc"), "-s", "-f", string(f), "-t", "plain", "--wrap=none", path).Output()
	if err != nil {
		t.Fatalf("pandoc %s: %v", path, err)
	}
	return string(out)
}

// TestTitlePageNotRepeated: a book imported from a manuscript that opens
// with its title over its byline (ANNE OF GREEN GABLES, By Lucy Maud
// Montgomery; 迷羊 over 郁达夫) keeps those lines as chapter 0 and takes
// the project's title and author from them. Every export prints that
// title page once, as its own: the EPUB showed it, then a page headed
// ANNE OF GREEN GABLES with the two lines again. A chapter 0 of nothing
// else gets no page; the rest of one with more (a 自序) stays, under its
// title. A title page with a subtitle, or one the book has since been
// renamed away from, repeats nothing and stays whole. Re-importing the
// export gives back the title, the author and the chapters; the EPUB
// passes epubcheck.
func TestTitlePageNotRepeated(t *testing.T) {
	tests := []struct {
		name, file string
		data       func(t *testing.T) []byte
		rename     string // the project renamed after the import
		byline     string // the byline's line, in the readable export
		// front is chapter 0's text after the export ("" for no chapter
		// 0); keep: chapter 0 is exported as it is.
		front string
		keep  bool
	}{
		{name: "en title page alone (Anne of Green Gables)", file: "anne.txt",
			data:   func(t *testing.T) []byte { return corpusText(t, "train/en/montgomery-anne-of-green-gables.txt") },
			byline: "Lucy Maud Montgomery"},
		{name: "zh title page alone (迷羊)", file: "miyang.txt",
			data:   func(t *testing.T) []byte { return corpusText(t, "train/zh/yudafu-miyang.txt") },
			byline: "郁达夫"},
		{name: "zh title page over a preface", file: "miyang.txt",
			data: func(*testing.T) []byte {
				return []byte("迷羊\n郁达夫\n\n自序\n\n　　这一篇小说，是我在武昌的时候写的。\n\n第一章 秋\n\n　　一九XX年的秋天，我住在长江北岸的A城。\n\n第二章 冬\n\n　　冬天来了。\n")
			},
			byline: "郁达夫", front: "自序\n\n　　这一篇小说，是我在武昌的时候写的。"},
		{name: "en title page over a dedication", file: "gatsby.txt",
			data: func(*testing.T) []byte {
				return []byte("THE GREAT GATSBY\n\nby F. Scott Fitzgerald\n\nOnce again to Zelda\n\nCHAPTER I\n\nIn my younger and more vulnerable years my father gave me some advice.\n\nCHAPTER II\n\nAbout half way between West Egg and New York the motor road hastily joins the railroad.\n")
			},
			byline: "F. Scott Fitzgerald", front: "Once again to Zelda"},
		{name: "en title page with a subtitle stays whole", file: "oliver.txt",
			data: func(*testing.T) []byte {
				return []byte("OLIVER TWIST\n\nOR\n\nTHE PARISH BOY’S PROGRESS\n\nBY\n\nCHARLES DICKENS\n\nCHAPTER I\n\nAmong other public buildings in a certain town, there is one anciently common to most towns.\n\nCHAPTER II\n\nFor the next eight or ten months, Oliver was the victim of a systematic course of treachery.\n")
			},
			keep: true},
		{name: "renamed project keeps the old title page", file: "anne.txt", rename: "Green Gables",
			data: func(t *testing.T) []byte { return corpusText(t, "train/en/montgomery-anne-of-green-gables.txt") },
			keep: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			book := importedBook(t, tt.file, tt.data(t))
			if len(book.Chapters) < 3 || book.Chapters[0].Number != 0 || book.Title == "" || book.Author == "" {
				t.Fatalf("the import made no chapter 0 under a title and an author: %q by %q, %q", book.Title, book.Author, titles(book.Chapters))
			}
			if tt.rename != "" {
				book.Title = tt.rename
			}
			want := slices.Clone(book.Chapters)
			switch {
			case tt.keep:
			case tt.front == "":
				want = want[1:]
			default:
				want[0].Text = tt.front
			}
			for _, f := range Formats {
				t.Run(string(f), func(t *testing.T) {
					path := writeBook(t, book, f)
					data, err := os.ReadFile(path)
					if err != nil {
						t.Fatal(err)
					}
					if tt.byline != "" {
						if n := strings.Count(readableText(t, path, f), tt.byline); n != 1 {
							t.Errorf("the export names %q %d times, want once (its title page)", tt.byline, n)
						}
					}
					if f == EPUB {
						out, err := checktool.Epubcheck(t, path).CombinedOutput()
						if err != nil || !bytes.Contains(out, []byte("No errors or warnings detected")) {
							t.Fatalf("epubcheck: %v\n%s", err, out)
						}
					}
					back := importedBook(t, "book."+string(f), data)
					if back.Title != book.Title || back.Author != book.Author {
						t.Errorf("re-imported as %q by %q, want %q by %q", back.Title, back.Author, book.Title, book.Author)
					}
					if got, want := titles(back.Chapters), titles(want); !slices.Equal(got, want) {
						t.Fatalf("re-imported chapters\n%q\nwant\n%q", got, want)
					}
					if want[0].Number == 0 {
						if got, want := Paragraphs(back.Chapters[0].Text), Paragraphs(want[0].Text); !slices.Equal(got, want) {
							t.Errorf("re-imported front matter %q, want %q", got, want)
						}
					}
				})
			}
		})
	}
}
