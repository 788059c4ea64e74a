package app

import (
	"fyne.io/fyne/v2/lang"

	"inkflow/app/textedit"
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
func (h *nameHighlighter) openAtCaret() {
	id, pid, at, shown := h.e.chapterID, h.e.projectID, h.e.text.CaretOffset(), h.e.text.Text()
	if id == 0 {
		return
	}
	h.e.u.background(func() {
		text, spans, _, err := h.e.u.eng.ChapterNames(id)
		if err != nil || text != shown {
			// The stored mentions do not describe the text on screen yet.
			h.e.u.do(func() {
				h.e.showHint(lang.L("The names in this chapter are still being found: try again in a moment."))
			})
			return
		}
		for _, s := range spans {
			if s.Start <= at && at <= s.End {
				h.e.u.do(func() { h.e.u.state.openWiki(pid, s.EntryID) })
				return
			}
		}
		h.e.u.do(func() { h.e.showHint(lang.L("No wiki entry is named at the cursor.")) })
	})
}

// toggle switches the highlighting on or off.
func (h *nameHighlighter) toggle() {
	h.on = !h.on
	h.e.u.app.Preferences().SetBool(prefHighlightNames, h.on)
	if !h.on {
		h.gen++
		h.e.text.SetHighlights(nil)
		return
	}
	h.refresh()
}

// refresh reads the open chapter's names and highlights them, beside a
// search match already highlighted.
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
			ranges := h.e.text.Highlights()
			for _, s := range spans {
				ranges = append(ranges, textedit.Range{Start: s.Start, End: s.End})
			}
			h.e.text.SetHighlights(ranges)
		})
	})
}
