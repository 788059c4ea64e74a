package export

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/engine/importer"
	"inkflow/internal/checktool"
)

// emphasisBook is a short English book with italics, a snake_case word,
// a scene break and a lone asterisk.
var emphasisBook = Book{Title: "Notes", Author: "A. Writer", Language: "en", Chapters: []Chapter{
	{Number: 1, Title: "Chapter 1", Text: "She read _Ruins of Empires_ by the fire.\n\n* * *\n\nHe did *not* rename my_file_name, the footnote* said."},
}}

// writeBook exports book in format f into a temporary file.
func writeBook(t *testing.T, book Book, f Format) string {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, book, f, Options{}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "book."+string(f))
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// pandocBlocks reads a file with pandoc and returns the blocks of its
// JSON document, each a map of "t" (the kind) and "c" (the content).
func pandocBlocks(t *testing.T, path, from string) []any {
	t.Helper()
	out, err := exec.Command(checktool.Require(t, "pandoc"), "-f", from, "-t", "json", path).Output()
	if err != nil {
		t.Fatalf("pandoc -f %s: %v", from, err)
	}
	var doc struct{ Blocks []any }
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Blocks
}

// pandocEmph reads a file with pandoc and returns its inline text with
// pandoc's emphasis (Emph) in <…> and its Strong in […].
func pandocEmph(t *testing.T, path, from string) string {
	t.Helper()
	blocks := pandocBlocks(t, path, from)
	var b strings.Builder
	var walk func(v any, italic bool)
	walk = func(v any, italic bool) {
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				walk(e, italic)
			}
		case map[string]any:
			switch x["t"] {
			case "Str":
				b.WriteString(x["c"].(string))
			case "Space", "SoftBreak":
				b.WriteString(" ")
			case "Emph":
				b.WriteString("<")
				walk(x["c"], true)
				b.WriteString(">")
			case "Strong":
				b.WriteString("[")
				walk(x["c"], italic)
				b.WriteString("]")
			case "Para", "Plain":
				walk(x["c"], italic)
				b.WriteString("\n")
			default:
				walk(x["c"], italic)
			}
		}
	}
	walk(blocks, false)
	return b.String()
}

// TestExportsSetEmphasisAsItalics: pandoc reads the EPUB's and the Word
// document's italics where the author marked them and nowhere else, the
// EPUB passes epubcheck, python-docx sees italic runs, and the TXT and
// Markdown exports keep the markers.
func TestExportsSetEmphasisAsItalics(t *testing.T) {
	const want = "She read <Ruins of Empires> by the fire.\n* * *\nHe did <not> rename my_file_name, the footnote* said.\n"
	for _, f := range []Format{EPUB, DOCX} {
		t.Run(string(f), func(t *testing.T) {
			path := writeBook(t, emphasisBook, f)
			got := pandocEmph(t, path, string(f))
			if i := strings.Index(got, "She read"); i < 0 || got[i:] != want {
				t.Errorf("pandoc reads\n%s\nwant the chapter to read\n%s", got, want)
			}
		})
	}
	t.Run("epubcheck", func(t *testing.T) {
		out, err := checktool.Epubcheck(t, writeBook(t, emphasisBook, EPUB)).CombinedOutput()
		if err != nil || !bytes.Contains(out, []byte("No errors or warnings detected")) {
			t.Fatalf("epubcheck: %v\n%s", err, out)
		}
	})
	t.Run("python-docx", func(t *testing.T) {
		python := checktool.PythonWithDocx(t)
		script := `import sys, docx
for p in docx.Document(sys.argv[1]).paragraphs:
    print("".join("<" + r.text + ">" if r.italic else r.text for r in p.runs))`
		out, err := exec.Command(python, "-c", script, writeBook(t, emphasisBook, DOCX)).Output()
		if err != nil {
			t.Fatalf("python-docx: %v", err)
		}
		if !strings.HasSuffix(string(out), want) {
			t.Errorf("python-docx reads\n%s\nwant it to end\n%s", out, want)
		}
	})
	for _, f := range []Format{TXT, Markdown} {
		t.Run(string(f)+" keeps the markers", func(t *testing.T) {
			out, err := os.ReadFile(writeBook(t, emphasisBook, f))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(out), "She read _Ruins of Empires_ by") || !strings.Contains(string(out), "He did *not* rename my_file_name") {
				t.Errorf("%s export lost the author's markers:\n%s", f, out)
			}
		})
	}
}

// TestSceneBreak tells a scene break's line from prose.
func TestSceneBreak(t *testing.T) {
	tests := []struct {
		p    string
		want bool
	}{
		{"* * *", true}, {"***", true}, {"#", true}, {"⁂", true}, {"※※※", true}, {" ~ ~ ~ ", true}, {"*", true},
		{"*not*", false}, {"", false}, {"——", false}, {"...", false}, {"A", false},
		{strings.Repeat("* ", 9), false}, // too long for a mark: a row of asterisks in the text
		// A rule of hyphens or underscores, of any length: Markdown's
		// thematic break, the --- the editor leaves for a scene break,
		// Project Gutenberg's line of 72 hyphens (The Great Gatsby).
		{"---", true}, {"- - -", true}, {"______", true}, {strings.Repeat("-", 72), true},
		{"--", false}, {"-_-", false}, {"--- ---x", false}, {"—", false}, {"-- said he", false},
	}
	for _, tt := range tests {
		if got := SceneBreak(tt.p); got != tt.want {
			t.Errorf("SceneBreak(%q) = %v, want %v", tt.p, got, tt.want)
		}
	}
}

// TestExportsCentreRules: a line of hyphens is a scene break too, the
// --- the editor keeps and Project Gutenberg's line of 72 (The Great
// Gatsby's 25 came out of the EPUB as paragraphs of hyphens at the left,
// indented, and out of the DOCX as Normal text): centred in the EPUB's
// scene-break class and the DOCX's Scene Break style, read back as it was.
func TestExportsCentreRules(t *testing.T) {
	long := strings.Repeat("-", 72)
	book := Book{Title: "The Great Gatsby", Language: "en", Chapters: []Chapter{
		{Number: 1, Title: "I", Text: "Reserving judgements is a matter of infinite hope.\n\n" + long + "\n\nMy family have been prominent.\n\n---\n\nIt was a matter of chance."},
	}}
	page := epubFileText(t, writeBook(t, book, EPUB), "OEBPS/chapter0001.xhtml")
	for _, mark := range []string{long, "---"} {
		if !strings.Contains(page, `<p class="scene-break">`+mark+`</p>`) {
			t.Errorf("the EPUB does not set %q as a scene break:\n%s", mark, page)
		}
	}
	t.Run("python-docx", func(t *testing.T) {
		script := `import sys, docx
for p in docx.Document(sys.argv[1]).paragraphs:
    if p.text and set(p.text) == {"-"}:
        print(len(p.text), p.style.name)`
		out, err := exec.Command(checktool.PythonWithDocx(t), "-c", script, writeBook(t, book, DOCX)).Output()
		if err != nil {
			t.Fatalf("python-docx: %v", err)
		}
		if got := strings.TrimSpace(string(out)); got != "72 Scene Break\n3 Scene Break" {
			t.Errorf("python-docx reads the rules as %q, want both in the Scene Break style", got)
		}
	})
	for _, f := range []Format{EPUB, DOCX} {
		var buf bytes.Buffer
		if err := Write(&buf, book, f, Options{}); err != nil {
			t.Fatal(err)
		}
		chs, err := importer.ParseFile("book."+string(f), buf.Bytes(), importer.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(chs) != 1 || chs[0].Text != book.Chapters[0].Text {
			t.Errorf("%s imported back as %+v, want the chapter's text\n%s", f, chs, book.Chapters[0].Text)
		}
	}
}

// epubFileText is the text of one file of the EPUB at path.
func epubFileText(t *testing.T, path, name string) string {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if f.Name != name {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		defer rc.Close()
		b, err := io.ReadAll(rc)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	t.Fatalf("%s has no %s", path, name)
	return ""
}

// TestExportsCentreSceneBreaks: a * * * line is set centred without the
// paragraph indent in EPUB (its own class) and DOCX (the Scene Break
// style, centred), and an import of either reads the mark and the
// italics back as the text that went out.
func TestExportsCentreSceneBreaks(t *testing.T) {
	epub := writeBook(t, emphasisBook, EPUB)
	data, err := os.ReadFile(epub)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var page, css string
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		switch f.Name {
		case "OEBPS/chapter0001.xhtml":
			page = string(b)
		case "OEBPS/style.css":
			css = string(b)
		}
	}
	if !strings.Contains(page, `<p class="scene-break">* * *</p>`) || !strings.Contains(css, ".scene-break { text-indent: 0; text-align: center;") {
		t.Errorf("the EPUB sets * * * as\n%s\nwith the style sheet\n%s", page, css)
	}

	t.Run("python-docx", func(t *testing.T) {
		script := `import sys, docx
for p in docx.Document(sys.argv[1]).paragraphs:
    if p.text == "* * *":
        print(p.style.name, p.style.paragraph_format.alignment, p.style.paragraph_format.first_line_indent)`
		out, err := exec.Command(checktool.PythonWithDocx(t), "-c", script, writeBook(t, emphasisBook, DOCX)).Output()
		if err != nil {
			t.Fatalf("python-docx: %v", err)
		}
		if got := strings.TrimSpace(string(out)); got != "Scene Break CENTER (1) 0" {
			t.Errorf("python-docx reads the * * * paragraph as %q, want the Scene Break style, centred, no indent", got)
		}
	})

	// Italics come back in underscores, whichever marker went out, and
	// the English paragraphs set apart by blank lines as they were.
	want := strings.ReplaceAll(emphasisBook.Chapters[0].Text, "*not*", "_not_")
	for _, f := range []Format{EPUB, DOCX} {
		var buf bytes.Buffer
		if err := Write(&buf, emphasisBook, f, Options{}); err != nil {
			t.Fatal(err)
		}
		chs, err := importer.ParseFile("book."+string(f), buf.Bytes(), importer.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(chs) != 1 || chs[0].Text != want {
			t.Errorf("%s imported back as %+v, want the chapter's text\n%s", f, chs, want)
		}
	}
}
