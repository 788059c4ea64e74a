package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// TestKeyOverALongSelectionIsAnnounced: Ctrl+A and a stray key replace a
// chapter; the counts line says how much went and that Ctrl+Z brings it
// back, Ctrl+Z does and ends the notice, and the text saved meanwhile was
// snapshotted first. A short selection typed over is not announced. With
// Ctrl+End between Ctrl+A and the key (a tester's report), the key goes at
// the end, through the routing the window gives keys (the find bar's and
// the command table's shortcuts first), and nothing is replaced.
func TestKeyOverALongSelectionIsAnnounced(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 20 * time.Millisecond}})
	text := strings.Repeat("孔明借东风。", 50) // 250 字, in English too (the book's own unit)
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
	if want := "Replaced the selected 250 字 · Ctrl+Z undoes it"; !strings.HasSuffix(ed.counts.Text, want) {
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

	focused, ok := h.u.Window().Canvas().Focused().(fyne.Shortcutable)
	if !ok {
		t.Fatalf("the focused object %T takes no shortcuts", h.u.Window().Canvas().Focused())
	}
	focused.TypedShortcut(&fyne.ShortcutSelectAll{})
	focused.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyEnd, Modifier: fyne.KeyModifierShortcutDefault})
	ed.text.TypedRune('x')
	if got := ed.text.Text(); got != text+"x" || strings.Contains(ed.counts.Text, "Ctrl+Z") {
		t.Fatalf("after Ctrl+A, Ctrl+End, x: %d runes (want %d), counts line %q", len([]rune(got)), len([]rune(text))+1, ed.counts.Text)
	}
}
