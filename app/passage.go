package app

import (
	"fmt"
	"math"
	"strings"
)

// showPassage brings runes [start, end) of the open chapter into view for
// the author who clicked a search result: the caret goes to the start of
// the passage and the passage is marked, but not selected, so the next
// keystroke types in front of it instead of replacing it.
//
// Fyne's Entry cannot highlight a range without selecting it, so the mark
// is the passage's line and opening words in the editor's header; an
// editor widget with highlights shows the range itself.
func (e *editor) showPassage(start, end int) {
	if e.chapterID == 0 {
		return
	}
	e.u.win.Canvas().Focus(e.text)
	entry := &e.text.Entry
	start, end = clampOffset(entry, start), clampOffset(entry, end)
	// Scroll a few rows past the passage first: the entry scrolls just
	// enough to show the cursor, which would leave the passage on the
	// bottom edge; this way it lands inside the view with what follows.
	row, _ := rowColOf(entry, end)
	entry.CursorRow, entry.CursorColumn = min(rowCount(entry)-1, row+selectionContextRows), 0
	entry.Refresh()
	moveCursor(entry, start)
	e.passage = &runeSpan{start, end}
	e.refreshLabels()
}

// passageNoteRunes is how much of the passage the header quotes.
const passageNoteRunes = 16

// passageNote is the header's mark of the passage showPassage shows.
func (e *editor) passageNote() string {
	if e.passage == nil || e.passage.end <= e.passage.start {
		return ""
	}
	runes := []rune(e.text.Text)
	s := *e.passage
	if s.end > len(runes) {
		return ""
	}
	line := 1 + strings.Count(string(runes[:s.start]), "\n")
	quote := strings.TrimSpace(strings.ReplaceAll(string(runes[s.start:min(s.end, s.start+passageNoteRunes)]), "\n", " "))
	if s.end-s.start > passageNoteRunes {
		quote += "…"
	}
	return fmt.Sprintf(" · result at line %d: “%s”", line, quote)
}

// OpenChapter shows a chapter in the editor with the keyboard focus in its
// text and the caret after its last character, as an author who picks
// the chapter in the sidebar and clicks at the end of it. The chapter
// loads in the background; call OpenChapter on the UI goroutine (see
// Options.Dispatch). Scripted sessions (the reliability tests) use it.
func (u *UI) OpenChapter(projectID, chapterID uint64) {
	u.openChapter(projectID, chapterID, &runeSpan{math.MaxInt, math.MaxInt})
}
