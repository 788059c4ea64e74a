package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// TestKeyOverALongSelectionIsAnnounced: Ctrl+A and a stray key replace a
// chapter; the counts line says how much went and that Ctrl+Z brings it
// back, Ctrl+Z does and ends the notice, and the text saved meanwhile was
// snapshotted first. A short selection typed over is not announced.
func TestKeyOverALongSelectionIsAnnounced(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 20 * time.Millisecond}})
	text := strings.Repeat("孔明借东风。", 50) // 250 字, counted as 250 words in English
	p, c := h.addChapter("三国", "第四十九回", text)
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	h.u.Window().Canvas().Focus(ed.text)

	ed.text.Select(0, 10) // 8 字: typed over on purpose
	ed.text.TypedRune('天')
	if strings.Contains(ed.counts.Text, "·") {
		t.Fatalf("a short selection typed over is announced: %q", ed.counts.Text)
	}
	ed.text.Undo()

	ed.text.Select(0, len([]rune(text)))
	ed.text.TypedRune('x')
	if want := "Replaced the selected 250 words · Ctrl+Z undoes it"; !strings.HasSuffix(ed.counts.Text, want) {
		t.Fatalf("counts line %q, want it to end %q", ed.counts.Text, want)
	}
	if ed.counts.Importance != widget.WarningImportance {
		t.Fatal("the notice is drawn as quietly as the counts")
	}
	h.waitFor("the cut to save", func() bool {
		got, err := h.eng.Chapter(c.ID)
		return err == nil && got.Text == "x"
	})
	snaps, err := h.eng.Snapshots(c.ID)
	if err != nil || len(snaps) == 0 || snaps[0].Reason != engine.ReasonCut {
		t.Fatalf("snapshots %+v (%v), want the text before the cut kept", snaps, err)
	}
	ed.text.Undo()
	if ed.text.Text() != text || strings.Contains(ed.counts.Text, "Ctrl+Z") || ed.counts.Importance != widget.LowImportance {
		t.Fatalf("after Ctrl+Z: %d runes, counts line %q", len([]rune(ed.text.Text())), ed.counts.Text)
	}
}
