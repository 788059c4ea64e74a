package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// Renumber Chapter Titles (Edit menu, the chapter tree's context menu)
// puts the numbers of titles that carry their own (第三章 失恋, Chapter 3:
// The Storm) back in book order after chapters were moved or split
// (Engine.RenumberTitles). The question lists every title old → new. A
// renumber is a step of the chapter history, which Ctrl+Z takes back and
// Ctrl+Y makes again (chapter_undo.go); the same command undoes it too:
// when every title is in place it offers to take the last renumber back
// (Engine.UndoRenumber), which keeps the titles the author renamed since.

// minListRows is how many lines of the list under a question are in
// view at least when the list is longer than the window has room for.
const minListRows = 8

// renumberProject is the project Renumber Chapter Titles acts on: the
// selected chapter's (or open chapter's), else the current one.
func (s *sidebar) renumberProject() uint64 {
	if c, ok := s.surgeryChapter(); ok {
		return c.ProjectID
	}
	return s.st.projectID()
}

// askRenumber asks to renumber the project's titles, or, with all of them
// in place, to undo its last renumber.
func (s *sidebar) askRenumber() {
	pid := s.renumberProject()
	if pid == 0 {
		return
	}
	type state struct {
		plan []engine.RenumberedTitle
		last engine.RenumberRecord // the newest renumber not undone
	}
	what := lang.L("Renumber chapter titles")
	fetch(s.u, what, func() (state, error) {
		plan, err := s.u.eng.PlanRenumber(pid)
		if err != nil || len(plan) > 0 {
			return state{plan: plan}, err
		}
		rs, err := s.u.eng.Renumbers(pid)
		if i := slices.IndexFunc(rs, func(r engine.RenumberRecord) bool { return !r.Undone }); err == nil && i >= 0 {
			return state{last: rs[i]}, nil
		}
		return state{}, err
	}, func(st state) {
		switch {
		case len(st.plan) > 0:
			s.u.confirmRenumber(pid, st.plan, lang.L("These titles carry a number that no longer matches their place in the book. Renumber them in book order?"))
		case st.last.ID != 0:
			s.u.confirmUndoRenumber(pid, st.last)
		default:
			s.u.showInfo(what, lang.L("Every chapter title that carries its own number matches its place in the book: there is nothing to renumber."))
		}
	})
}

// confirmRenumber shows plan and renumbers the project's titles when the
// author confirms; intro says why it is asked.
func (u *UI) confirmRenumber(pid uint64, plan []engine.RenumberedTitle, intro string) {
	lines := make([]string, len(plan))
	for i, t := range plan {
		lines[i] = t.Old + " → " + t.New
	}
	msg := intro + "\n" + lang.L("Right after, Undo (Ctrl+Z) takes it back; later, choose Renumber Chapter Titles… again.")
	what := lang.L("Renumber chapter titles")
	u.newListConfirm(what, msg, lang.L("Renumber"), lines, func(ok bool) {
		if !ok {
			return
		}
		// The open chapter's edits are saved first, so its reload after
		// the renumber shows the new title with them.
		u.state.saveOpenChapter()
		before := u.chapterUndo.place()
		fetch(u, what, func() (engine.RenumberRecord, error) { return u.eng.RenumberTitles(pid) }, func(rec engine.RenumberRecord) {
			u.state.chaptersRewritten(renumberedIDs(rec.Titles))
			// A step of the chapter history of its own, after the split
			// it may follow: Ctrl+Z takes it back first (chapter_undo.go).
			if rec.ID != 0 {
				u.chapterUndo.offerUndo(pid, before)
			}
		})
	}).Show()
}

// confirmUndoRenumber offers to give back the titles from before rec.
func (u *UI) confirmUndoRenumber(pid uint64, rec engine.RenumberRecord) {
	lines := make([]string, len(rec.Titles))
	for i, t := range rec.Titles {
		lines[i] = t.New + " → " + t.Old
	}
	msg := lang.N("Every chapter title that carries its own number matches its place in the book. Undo the last renumber, which changed {{.N}} titles?",
		len(rec.Titles), map[string]any{"N": len(rec.Titles)})
	what := lang.L("Undo renumber")
	u.newListConfirm(what, msg, lang.L("Undo"), lines, func(ok bool) {
		if !ok {
			return
		}
		u.state.saveOpenChapter()
		fetch(u, what, func() (engine.UndoRenumberResult, error) { return u.eng.UndoRenumber(pid, rec.ID) }, func(res engine.UndoRenumberResult) {
			u.state.chaptersRewritten(renumberedIDs(res.Restored))
			if n := len(res.Kept); n > 0 {
				u.showInfo(what, lang.N("{{.N}} chapters renamed or deleted since the renumber keep their title.", n, map[string]any{"N": n}))
			}
		})
	}).Show()
}

// renumberedIDs are the chapters of titles.
func renumberedIDs(titles []engine.RenumberedTitle) []uint64 {
	ids := make([]uint64, len(titles))
	for i, t := range titles {
		ids[i] = t.ChapterID
	}
	return ids
}

// newListConfirm is newConfirm with a list under the question (titles
// old → new). The list is shown whole when the window has room for it,
// else it scrolls in as much of the window as the dialog can take (at
// least minListRows lines): it was held to a scroll exactly as tall as
// its lines, which showed a scroll bar over two lines, and to 320 px,
// 17 lines of a long book in a window with room for 30. The question is
// set flush left, as the list under it is: centred, as a message alone
// is, its shorter second line (重排后可立即撤销…) stood indented between a
// first line and a list that both started at the left edge.
func (u *UI) newListConfirm(title, msg, action string, lines []string, answered func(bool)) *dialog.ConfirmDialog {
	l := messageLabel(msg)
	l.Alignment = fyne.TextAlignLeading
	l.Refresh()
	list := widget.NewLabel(strings.Join(lines, "\n"))
	scroll := container.NewVScroll(list)
	body := container.NewStack(scroll)
	d := dialog.NewCustomConfirm(title, action, lang.L("Cancel"), container.NewBorder(l, nil, nil, nil, body), answered, u.win)
	u.fitMessage(d, l, list.MinSize().Width)
	// The dialog without the list: its title, message, buttons, padding.
	scroll.SetMinSize(fyne.NewSize(0, 0))
	chrome := d.MinSize().Height - scroll.MinSize().Height
	row := list.MinSize().Height / float32(max(len(lines), 1))
	room := max(u.win.Canvas().Size().Height*0.9-chrome, minListRows*row)
	if need := list.MinSize().Height; need <= room {
		body.Objects = []fyne.CanvasObject{list} // whole: no scroll bar
	} else {
		scroll.SetMinSize(fyne.NewSize(0, room))
	}
	body.Refresh()
	u.fitMessage(d, l, list.MinSize().Width)
	return d
}
