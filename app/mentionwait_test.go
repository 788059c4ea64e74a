package app

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// heldMentions holds every wait for the engine's mention tracker until
// release is closed, as the recount of a long book holds it: measured on
// 110 chapters of 三国演义 (595,817 字) while the model indexed them, a save
// tapped after renaming 曹操 waited 0.9 s for the rename's recount, and
// up to mentionWait (10 s) while the tracker keeps getting work.
type heldMentions struct {
	inner   mentionFlusher
	release chan struct{}
	// waiting counts the waits under way.
	waiting atomic.Int32
}

func holdMentions(h *harness) *heldMentions {
	m := &heldMentions{inner: h.u.mentions, release: make(chan struct{})}
	h.u.mentions = m
	return m
}

// FlushMentions implements mentionFlusher.
func (m *heldMentions) FlushMentions(ctx context.Context) error {
	m.waiting.Add(1)
	defer m.waiting.Add(-1)
	select {
	case <-m.release:
	case <-ctx.Done():
		return ctx.Err()
	}
	return m.inner.FlushMentions(ctx)
}

// TestSavesDoNotWaitForMentions: while the mentions of a renamed entry or
// of a name under the caret (Ctrl+Shift+E) are being recounted, the next
// save of an entry or of the chapter is stored and shown saved at once,
// and the appearances and the entry follow once the recount is done.
// Before, those waits ran on the UI's one background queue, and every
// save queued behind them waited too, "Saving…" on screen, up to 10 s.
func TestSavesDoNotWaitForMentions(t *testing.T) {
	const text = "曹操曰：“孟德在此。”孟德笑。\n\n曹操引兵而去。"
	tests := []struct {
		name string
		// wait starts a wait for the mentions, which the held tracker
		// keeps running.
		wait func(t *testing.T, h *harness, entry uint64)
		// then checks what the wait leads to once it is let go.
		then func(t *testing.T, h *harness, entry uint64)
	}{
		{"a renamed entry's recount", func(t *testing.T, h *harness, entry uint64) {
			w := h.u.wiki
			w.aliases.SetText("孟德")
			test.Tap(w.save)
			h.waitFor("the rename to be saved", func() bool { return w.state.Text == "Saved" && w.saving == 0 })
		}, func(t *testing.T, h *harness, entry uint64) {
			want := strings.Count(text, "曹操") + strings.Count(text, "孟德")
			h.waitFor("the appearances of both names", func() bool { return h.u.wiki.appear.a.Total == want })
		}},
		{"Ctrl+Shift+E", func(t *testing.T, h *harness, entry uint64) {
			ed := h.u.editor
			h.u.Window().Canvas().Focus(ed.text)
			ed.text.SetCaret(1)
			ed.text.TypedShortcut(scOpenEntry)
		}, func(t *testing.T, h *harness, entry uint64) {
			h.waitFor("the entry at the caret to open", func() bool { return h.u.wiki.editing && h.u.wiki.current == entry })
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
			p, c := h.addChapter("三国", "第一回", text)
			entry := h.addEntry(p.ID, "曹操")
			h.openInTree(p.ID, c.ID)
			w := h.u.wiki
			h.u.state.openWiki(p.ID, entry.ID)
			h.waitFor("the entry to open", func() bool { return w.editing && w.current == entry.ID })
			held := holdMentions(h)
			tt.wait(t, h, entry.ID)
			h.waitFor("the wait for the mentions", func() bool { return held.waiting.Load() > 0 })

			// An edit of the entry and one of the chapter, each saved.
			h.u.state.openWiki(p.ID, entry.ID)
			h.waitFor("the entry to open", func() bool { return w.editing && w.current == entry.ID })
			w.text.SetText("魏武帝。")
			test.Tap(w.save)
			ed := h.u.editor
			ed.text.SetCaret(len([]rune(ed.text.Text())))
			typeInto(ed.text, "众皆惊。")
			ed.text.TypedShortcut(scSave)
			stored := func() bool {
				e, err := h.eng.WikiEntry(entry.ID)
				ch, err2 := h.eng.Chapter(c.ID)
				return err == nil && err2 == nil && e.Text == "魏武帝。" && strings.HasSuffix(ch.Text, "众皆惊。") &&
					w.state.Text == "Saved" && w.saving == 0 && ed.state == stateClean
			}
			h.waitFor("the saves, or the end of the wait for the mentions", func() bool { return stored() || held.waiting.Load() == 0 })
			if held.waiting.Load() == 0 {
				t.Fatalf("the saves waited for the mentions (entry %q, editor state %v)", w.state.Text, ed.state)
			}
			close(held.release)
			tt.then(t, h, entry.ID)
		})
	}
}
