package app

import (
	"math"

	"inkflow/app/textedit"
)

// showPassage brings runes [start, end) of the open chapter into view for
// the author who clicked a search result: the caret goes to the start of
// the passage and the passage is highlighted, but not selected, so the
// next keystroke types in front of it instead of replacing it. The
// highlight goes with the next edit, or when the caret leaves the
// passage (textedit.SetPassage).
func (e *editor) showPassage(start, end int) {
	if e.chapterID == 0 {
		return
	}
	e.u.win.Canvas().Focus(e.text)
	e.text.SetCaret(start) // first: a caret outside would let the passage go
	e.text.SetPassage(textedit.Range{Start: start, End: end})
}

// OpenChapter shows a chapter in the editor with the keyboard focus in its
// text and the caret after its last character, as an author who picks
// the chapter in the sidebar and clicks at the end of it. The chapter
// loads in the background; call OpenChapter on the UI goroutine (see
// Options.Dispatch). Scripted sessions (the reliability tests) use it.
func (u *UI) OpenChapter(projectID, chapterID uint64) {
	u.state.openChapter(projectID, chapterID, &runeSpan{math.MaxInt, math.MaxInt})
}
