package app

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"inkflow/engine"
)

// TestExportSaysTheFrontMatterApart: an export of a book with front
// matter (扉页, chapter 0) and two chapters says what it wrote as the
// chapter tree counts it, "2 chapters and front matter", from the export
// dialog and from File › Export as TXT alike; it said 3 chapters of a
// book the tree calls 2 章. A range that leaves the front matter out
// says its chapters alone.
func TestExportSaysTheFrontMatterApart(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p := h.addFrontMatterBook()
	h.u.state.setProject(p.ID)
	c := h.u.Window().Canvas()
	for _, tc := range []struct {
		from, to string
		want     string
	}{
		{"", "", "Exported 2 chapters and front matter (chapter 0) to "},
		{"1", "", "Exported 2 chapters to "},
		{"", "1", "Exported 1 chapter and front matter (chapter 0) to "},
	} {
		d := newExportDialog(h.u, p, engine.ProjectMeta{})
		d.format.SetSelected(exportFormatLabel("epub"))
		d.from.SetText(tc.from)
		d.to.SetText(tc.to)
		exportWith(t, h, d, "青云.epub")
		h.waitFor("the export's message", func() bool { return c.Overlays().Top() != nil })
		if top := c.Overlays().Top(); !findLabel(top, tc.want) {
			t.Errorf("chapters %q-%q: no message %q", tc.from, tc.to, tc.want)
		}
		c.Overlays().Remove(c.Overlays().Top())
	}
	if _, n, front, err := exportText(h.eng, p, formatText); err != nil || n != 3 || !front {
		t.Fatalf("exportText wrote %d chapters, front matter %v (%v); want 3 with it", n, front, err)
	}
	if n, apart := frontApart(3, true); n != 2 || apart != " and front matter (chapter 0)" {
		t.Fatalf("frontApart(3, true) = %d %q", n, apart)
	}
}

// TestExportFileName: the save dialog proposes the book's title the
// author gave above it, not the project's name taken from the imported
// file ("frankenstein.epub" under the title Frankenstein), and no
// character a file name may not hold.
func TestExportFileName(t *testing.T) {
	tests := []struct {
		project, title string
		format         engine.ExportFormat
		want           string
	}{
		{"frankenstein", "Frankenstein", "epub", "Frankenstein.epub"},
		{"frankenstein", "  ", "docx", "frankenstein.docx"},
		{"book", "Who? What: Why/Not", "md", "Who What WhyNot.md"},
		{"三国演义", "", "txt", "三国演义.txt"},
		{"draft", `???`, "epub", "draft.epub"},
	}
	for _, tt := range tests {
		if got := exportFileName(tt.project, tt.title, tt.format); got != tt.want {
			t.Errorf("exportFileName(%q, %q, %s) = %q, want %q", tt.project, tt.title, tt.format, got, tt.want)
		}
	}
}

// TestExportDialogOffersTheLastFormat: the export dialog opens on the
// format of the last export, not on EPUB every time (an author sending
// DOCX to an editor chose it again on each export); the first export
// ever is offered EPUB.
func TestExportDialogOffersTheLastFormat(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("书", "第一章", "山中访友。")
	h.u.state.setProject(p.ID)
	d := newExportDialog(h.u, p, engine.ProjectMeta{})
	if got, want := d.format.Selected, exportFormatLabel("epub"); got != want {
		t.Fatalf("the first export offers %q, want %q", got, want)
	}
	d.format.SetSelected(exportFormatLabel("docx"))
	exportWith(t, h, d, "书.docx")
	if got, want := newExportDialog(h.u, p, engine.ProjectMeta{}).format.Selected, exportFormatLabel("docx"); got != want {
		t.Fatalf("after a DOCX export the dialog offers %q, want %q", got, want)
	}
}

// exportWith exports as d's form says to a file called name in a
// temporary folder and waits for the export.
func exportWith(t *testing.T, h *harness, d *exportDialog, name string) {
	t.Helper()
	opts, _, err := d.options()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	d.write(opts, f, path)
	h.u.waitBackground(5 * time.Second)
}
