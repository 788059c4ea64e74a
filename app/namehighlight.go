package app

import (
	"context"
	"time"

	"fyne.io/fyne/v2/lang"

	"inkflow/app/textedit"
	"inkflow/engine"
)

// prefHighlightNames remembers whether View › Highlight Names is on.
const prefHighlightNames = "editor.highlight-names"

// nameHighlighter marks where wiki entries are named in the open chapter
// (View › Highlight Names). The spans come from the engine's stored
// mentions, read in the background when a chapter opens and when the
// engine stored new mentions; they are shown only when they belong to
// the text on screen (the next edit clears them, as every highlight).
type nameHighlighter struct {
	e  *editor
	on bool
	// gen drops answers for a chapter or text no longer shown.
	gen int
}

func newNameHighlighter(e *editor) *nameHighlighter {
	h := &nameHighlighter{e: e, on: e.u.app.Preferences().Bool(prefHighlightNames)}
	e.u.state.handle(cmdHighlightNames, h.toggle)
	e.u.state.handle(cmdOpenEntry, h.openAtCaret)
	return h
}

// openAtCaret opens, in the Wiki tab, the entry whose name the caret is
// in or touches (Ctrl+Shift+E). Elsewhere the counts line says why
// nothing opened: the shortcut did nothing at all, which after typing a
// name (its mentions not stored yet) read as a broken key.
//
// A name typed a moment ago has no stored mention yet: the autosave
// waits for a pause, and the engine finds names after the save. So the
// chapter is saved now and the names waited for (up to mentionWait) in
// the background; the author used to be told "try again in a moment"
// and had to press the key a second time. The wait runs beside the
// background queue, not on it: the saves queued behind it, the
// chapter's and the story bible's, waited for the names too.
func (h *nameHighlighter) openAtCaret() {
	id, pid, at, shown := h.e.chapterID, h.e.projectID, h.e.text.CaretOffset(), h.e.text.Text()
	if id == 0 {
		return
	}
	h.e.flush()
	eng := h.e.u.eng
	h.e.u.indexWaits.Go(func() {
		ctx, cancel := context.WithTimeout(h.e.u.ctx, mentionWait)
		defer cancel()
		entry, found, err := nameAt(ctx, h.e.u.mentions, eng, id, shown, at)
		h.e.u.do(func() {
			switch {
			case id != h.e.chapterID:
				// The author has gone to another chapter meanwhile.
			case entry != 0:
				h.e.u.state.openWiki(pid, entry)
			case err != nil || !found:
				h.e.showHint(lang.L("The names in this chapter are still being found: try again in a moment."))
			default:
				h.e.showHint(lang.L("No wiki entry is named at the cursor."))
			}
		})
	})
}

// nameAt is the entry named at rune offset at of text, chapter id's text
// on screen, waiting until ctx is done for the engine to have stored
// that text and found its names (mentions waits for the names); found
// reports whether it did (entry 0 then means no entry is named there).
func nameAt(ctx context.Context, mentions mentionFlusher, eng *engine.Engine, id uint64, text string, at int) (entry uint64, found bool, err error) {
	for {
		// A timeout here only means older names for now.
		_ = mentions.FlushMentions(ctx)
		stored, spans, current, err := eng.ChapterNames(id)
		if err != nil {
			return 0, false, err
		}
		if stored == text {
			for _, s := range spans {
				if s.Start <= at && at <= s.End {
					return s.EntryID, true, nil
				}
			}
			if current {
				return 0, true, nil
			}
		}
		select {
		case <-ctx.Done():
			return 0, false, nil
		case <-time.After(nameRetry):
		}
	}
}

// nameRetry is how often nameAt looks again while the save and the
// names of a chapter just typed in are on their way.
const nameRetry = 50 * time.Millisecond

// toggle switches the highlighting on or off.
func (h *nameHighlighter) toggle() {
	h.on = !h.on
	h.e.u.app.Preferences().SetBool(prefHighlightNames, h.on)
	if !h.on {
		h.gen++
		h.e.text.SetMarks(nil) // a search match stays
		return
	}
	h.refresh()
}

// refresh reads the open chapter's names and marks them
// (textedit.SetMarks), beside a search match highlighted in a colour of
// its own.
func (h *nameHighlighter) refresh() {
	id := h.e.chapterID
	if !h.on || id == 0 {
		return
	}
	h.gen++
	gen := h.gen
	h.e.u.background(func() {
		text, spans, _, err := h.e.u.eng.ChapterNames(id)
		h.e.u.do(func() {
			if err != nil || gen != h.gen || id != h.e.chapterID || h.e.text.Text() != text {
				return // gone, superseded, or typed since: the next refresh will do
			}
			var ranges []textedit.Range
			for _, s := range spans {
				ranges = append(ranges, textedit.Range{Start: s.Start, End: s.End})
			}
			h.e.text.SetMarks(ranges)
		})
	})
}
