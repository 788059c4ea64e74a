package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Fyne 2.7's Entry has no public "select runes [a, b)" call, and its
// CursorRow/CursorColumn count wrapped display rows, not lines of text.
// The helpers below get there with public API only: CursorTextOffset maps
// a (row, column) to a text offset, which is monotonic in the row, so a
// binary search over rows finds the row of any offset; a selection is then
// made the way a user makes one, Shift held while the cursor moves.

// rowBegin returns the text offset at which display row starts. Rows past
// the end report 0 (Fyne returns the column for a row it does not know).
func rowBegin(e *widget.Entry, row int) int {
	e.CursorRow, e.CursorColumn = row, 0
	return e.CursorTextOffset()
}

// rowCount counts the entry's display rows under its current layout.
func rowCount(e *widget.Entry) int {
	if e.Text == "" {
		return 1
	}
	valid := func(r int) bool { return r == 0 || rowBegin(e, r) > 0 }
	hi := 1
	for valid(hi) {
		hi *= 2
	}
	lo := hi / 2 // valid(lo) holds
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if valid(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + 1
}

// rowColOf returns the display row and column of a rune offset.
func rowColOf(e *widget.Entry, offset int) (row, col int) {
	saveRow, saveCol := e.CursorRow, e.CursorColumn
	defer func() { e.CursorRow, e.CursorColumn = saveRow, saveCol }()
	n := rowCount(e)
	lo, hi := 0, n-1 // find the last row whose start <= offset
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if rowBegin(e, mid) <= offset {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo, offset - rowBegin(e, lo)
}

// moveCursor puts the cursor at a rune offset, clearing any selection, and
// lets the entry scroll it into view.
func moveCursor(e *widget.Entry, offset int) {
	clearSelection(e)
	e.CursorRow, e.CursorColumn = rowColOf(e, clampOffset(e, offset))
	e.Refresh()
}

// selectRunes selects the runes [start, end) of the entry's text and
// scrolls the selection into view, cursor at its end.
func selectRunes(e *widget.Entry, start, end int) {
	start, end = clampOffset(e, start), clampOffset(e, end)
	if end <= start {
		moveCursor(e, start)
		return
	}
	clearSelection(e)
	e.CursorRow, e.CursorColumn = rowColOf(e, start)
	shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
	e.KeyDown(shift) // anchors the selection at the cursor
	e.CursorRow, e.CursorColumn = rowColOf(e, end-1)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight}) // extends it by one rune to end
	e.KeyUp(shift)
}

// clearSelection drops a selection without moving the text.
func clearSelection(e *widget.Entry) {
	if e.SelectedText() != "" {
		// Left without Shift collapses a selection to its start.
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	}
}

func clampOffset(e *widget.Entry, off int) int {
	n := len([]rune(e.Text))
	return min(max(off, 0), n)
}
