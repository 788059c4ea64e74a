package export

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"inkflow/engine/importer"
	"inkflow/internal/checktool"
)

// docxRun is a run as python-docx reads it.
type docxRun struct {
	Text         string
	Bold, Italic bool
}

// readDocxRuns reads each paragraph's runs of the Word document at path
// with python-docx (a run's bold or italic of None, inherited, is off).
func readDocxRuns(t *testing.T, path string) [][]docxRun {
	t.Helper()
	script := `import sys, json, docx
for p in docx.Document(sys.argv[1]).paragraphs:
    print(json.dumps([[r.text, bool(r.bold), bool(r.italic)] for r in p.runs]))`
	out, err := exec.Command(checktool.PythonWithDocx(t), "-c", script, path).Output()
	if err != nil {
		t.Fatalf("python-docx reading %s: %v", path, err)
	}
	var paras [][]docxRun
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var raw [][3]any
		if err := json.Unmarshal([]byte(line), &raw); err != nil {
			t.Fatalf("python-docx printed %q: %v", line, err)
		}
		var p []docxRun
		for _, r := range raw {
			p = append(p, docxRun{Text: r[0].(string), Bold: r[1].(bool), Italic: r[2].(bool)})
		}
		paras = append(paras, p)
	}
	return paras
}

// styledText renders a paragraph's runs as text with bold in [ ], italics
// in < > and both in { }, a style's white space at the ends of its
// stretch unstyled (markers go around words, so "very " in bold goes
// out as **very** and a space): Word's split runs and a round trip's
// merged ones render alike.
func styledText(runs []docxRun) string {
	var text []rune
	var bold, ital []bool
	for _, r := range runs {
		for _, c := range r.Text {
			text = append(text, c)
			bold = append(bold, r.Bold)
			ital = append(ital, r.Italic)
		}
	}
	for _, on := range [][]bool{bold, ital} {
		for i := 0; i < len(on); {
			if !on[i] {
				i++
				continue
			}
			j := i
			for j < len(on) && on[j] {
				j++
			}
			for k := i; k < j && unicode.IsSpace(text[k]); k++ {
				on[k] = false
			}
			for k := j - 1; k >= i && unicode.IsSpace(text[k]); k-- {
				on[k] = false
			}
			i = j
		}
	}
	var b strings.Builder
	style := 0
	closeMark := []string{"", "]", ">", "}"}
	openMark := []string{"", "[", "<", "{"}
	for i, c := range text {
		s := 0
		switch {
		case bold[i] && ital[i]:
			s = 3
		case bold[i]:
			s = 1
		case ital[i]:
			s = 2
		}
		if s != style {
			b.WriteString(closeMark[style] + openMark[s])
			style = s
		}
		b.WriteRune(c)
	}
	b.WriteString(closeMark[style])
	return b.String()
}

// TestBoldRoundTrip: a Word document python-docx writes with bold,
// italic and bold italic runs (split where Word splits them) imports as
// **bold**, _italics_ and ***both***, and its DOCX export reads back in
// python-docx with the same runs, its EPUB in pandoc with the same
// Strong and Emph and passes epubcheck.
func TestBoldRoundTrip(t *testing.T) {
	python := checktool.PythonWithDocx(t)
	src := filepath.Join(t.TempDir(), "bold.docx")
	make := `import sys, docx
d = docx.Document()
d.add_heading("Chapter 1", level=1)
def para(*runs):
    p = d.add_paragraph()
    for text, style in runs:
        r = p.add_run(text)
        r.bold = "b" in style
        r.italic = "i" in style
para(("He was ", ""), ("very ", "b"), ("angry", "b"), (" and ", ""), ("quiet", "i"), (", then ", ""), ("loud", "bi"), (".", ""))
para(("A bold line, ", "b"), ("half", "bi"), (" italic.", "b"))
para(("An italic line, ", "i"), ("half", "bi"), (" bold.", "i"))
para(("* * *", ""))
para(("他", ""), ("非常", "b"), ("生气，", ""), ("怒吼", "bi"), ("。", ""))
para(("Bold ", "b"), ("  ", "b"), ("spaces", ""))
d.save(sys.argv[1])`
	if out, err := exec.Command(python, "-c", make, src).CombinedOutput(); err != nil {
		t.Fatalf("python-docx writing the document: %v\n%s", err, out)
	}
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	chs, err := importer.ParseFile("bold.docx", data, importer.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(chs) != 1 {
		t.Fatalf("imported %d chapters, want 1: %+v", len(chs), chs)
	}
	wantText := "He was **very angry** and _quiet_, then ***loud***.\n\n" +
		"**A bold line, _half_ italic.**\n\n" +
		"_An italic line, **half** bold._\n\n" +
		"* * *\n\n" +
		"他**非常**生气，***怒吼***。\n\n" +
		"**Bold**   spaces"
	if chs[0].Text != wantText {
		t.Fatalf("imported text\n%s\nwant\n%s", chs[0].Text, wantText)
	}

	book := Book{Title: "Bold", Language: "en", Chapters: []Chapter{{Number: 1, Title: chs[0].Title, Text: chs[0].Text}}}
	// The source's paragraphs after its heading, as the export's after
	// its title and heading (the Chinese indent the import added aside).
	var want []string
	for _, p := range readDocxRuns(t, src)[1:] {
		want = append(want, styledText(p))
	}
	t.Run("docx", func(t *testing.T) {
		paras := readDocxRuns(t, writeBook(t, book, DOCX))
		var got []string
		for _, p := range paras[2:] {
			got = append(got, strings.TrimLeft(styledText(p), "　"))
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("python-docx reads the export as\n%s\nwant the source's runs\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})
	t.Run("epub", func(t *testing.T) {
		path := writeBook(t, book, EPUB)
		got := pandocEmph(t, path, "epub")
		// pandoc's Strong is [ ], its Emph < >: both nest as [<…>].
		got = strings.NewReplacer("[<", "{", ">]", "}", "<[", "{", "]>", "}").Replace(got)
		wantEPUB := strings.Join(want, "\n") + "\n"
		// HTML's white space is pandoc's Space, outside a Strong or an
		// Emph and one for many: compare the words and their styles.
		noSpace := func(s string) string {
			return strings.Map(func(r rune) rune {
				if r != '\n' && unicode.IsSpace(r) {
					return -1
				}
				return r
			}, s)
		}
		if i := strings.Index(got, "He was"); i < 0 || noSpace(got[i:]) != noSpace(wantEPUB) {
			t.Errorf("pandoc reads the EPUB as\n%s\nwant\n%s", got, wantEPUB)
		}
		out, err := checktool.Epubcheck(t, path).CombinedOutput()
		if err != nil || !bytes.Contains(out, []byte("No errors or warnings detected")) {
			t.Fatalf("epubcheck: %v\n%s", err, out)
		}
	})
	for _, f := range []Format{TXT, Markdown} {
		t.Run(string(f)+" keeps the markers", func(t *testing.T) {
			out, err := os.ReadFile(writeBook(t, book, f))
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range []string{"He was **very angry** and _quiet_, then ***loud***.", "**A bold line, _half_ italic.**", "他**非常**生气，***怒吼***。"} {
				if !strings.Contains(string(out), m) {
					t.Errorf("%s export lost the author's markers of %q:\n%s", f, m, out)
				}
			}
		})
	}
}
