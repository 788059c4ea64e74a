package app

import (
	"time"

	"inkflow/engine"
)

// A key typed over a selected passage replaces it, as in any editor; over
// a long selection (Ctrl+A, or Shift+click far away) that is a chapter
// gone for one stray key, and the count going from 150,000 to 1 is easy
// to miss. The counts line says what went and how to get it back, until
// the text is back (Ctrl+Z) or overtypeNoticeFor passes; the engine
// snapshots the text before saving a large cut (engine.ReasonCut), for
// after the undo history is gone.
const (
	// overtypeNoticeMin is the smallest replaced passage (in the count
	// shown) that is announced: a word or a line typed over on purpose
	// is not.
	overtypeNoticeMin = 100
	// overtypeNoticeFor is how long the notice stays.
	overtypeNoticeFor = 15 * time.Second
)

// overtype is the editor's notice of a passage replaced by a key.
type overtype struct {
	notice string
	// before is the count of the text before the key, in the mode shown:
	// the notice goes once the text is back to it (an undo).
	before int
	timer  *time.Timer
}

// keyOverSelection follows textedit's OnKeyOverSelection.
func (e *editor) keyOverSelection(removed, inserted string) {
	m := e.u.countMode(e.projectID)
	n := engine.CountText(removed).In(m)
	if n < overtypeNoticeMin {
		return
	}
	e.clearOvertype()
	e.overtype.notice = tr("Replaced the selected {{.V}} · Ctrl+Z undoes it", countText(m, n))
	e.overtype.before = e.text.Counts().In(m) - engine.CountText(inserted).In(m) + n
	e.overtype.timer = e.afterOnUI(overtypeNoticeFor, func(t *time.Timer) {
		if e.overtype.timer == t {
			e.clearOvertype()
			e.refreshLabels()
		}
	})
	e.refreshLabels()
}

// overtypeNotice is the notice to show after the counts, "" for none; it
// ends the notice once the replaced text is back.
func (e *editor) overtypeNotice() string {
	if e.overtype.notice != "" && e.text.Counts().In(e.u.countMode(e.projectID)) >= e.overtype.before {
		e.clearOvertype()
	}
	return e.overtype.notice
}

func (e *editor) clearOvertype() {
	if e.overtype.timer != nil {
		e.overtype.timer.Stop()
	}
	e.overtype = overtype{}
}
