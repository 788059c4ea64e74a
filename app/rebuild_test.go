package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
)

// TestTypingIsSavedWhileWaitingForTheIndexer: Index › Rebuild Project
// Index… (or Retry) while the model is stuck (a rebuild of a long book
// takes minutes), then the author types: the autosave stores every key
// while the rebuild still waits for the model. Both used to wait for the
// indexer on the UI's background queue, where every save and
// crash-journal write queued behind them: in the real window a 1.4
// million 字 book's rebuild showed "保存中…" for 40 s while the author
// typed, and a crash then lost it all. A watchdog lets the model go after
// 30 s, and the test then fails.
func TestTypingIsSavedWhileWaitingForTheIndexer(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start func(h *harness)
	}{
		{"rebuild", func(h *harness) {
			h.u.confirmReindex()
			h.tapDialogButton(lang.L("Rebuild"))
		}},
		{"retry", func(h *harness) { h.u.status.retryNow() }},
	} {
		t.Run(tc.name, func(t *testing.T) { typeWhileWaiting(t, tc.start) })
	}
}

func typeWhileWaiting(t *testing.T, start func(h *harness)) {
	h, emb, let, watchdog := stuckModelHarness(t)
	p, c := h.addChapter("重建", "第一章", strings.Repeat(paraHarbor+"\n\n", 5))
	h.openInTree(p.ID, c.ID)
	h.waitFor("the model to be asked", emb.entered.Load)
	start(h)
	h.pump()

	ed := h.u.editor
	h.u.Window().Canvas().Focus(ed.text)
	typeInto(ed.text, "雪夜里")
	h.pump()
	h.waitFor("the autosave", func() bool { return ed.state == stateClean })
	if !watchdog.Stop() {
		t.Fatal("the autosave waited for the indexer, which waited for the model")
	}
	got, err := h.eng.Chapter(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != ed.text.Text() || !strings.Contains(got.Text, "雪夜里") {
		t.Fatalf("saved text lacks what was typed meanwhile: %q…", truncateRunes(got.Text, 40))
	}
	let()
	h.flush()
}
