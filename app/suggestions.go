package app

import (
	"cmp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// suggestions is the dialog of frequent names that have no wiki entry
// yet: each row shows the entry type the engine guesses for the name
// (a place for Kansas and 未庄, not a character as every name used to
// be) in a choice the author can change, and the other forms of the
// name the book uses (Lord Henry of Henry Wotton); "Add" makes the name
// an entry of that type with those forms as aliases, "Ignore" stops
// proposing it.
type suggestions struct {
	p     *wikiPanel
	pid   uint64
	cands []engine.NameCandidate
	// kinds are the types the author chose on rows, by name, over the
	// engine's guesses (rows are reused as the list scrolls, so the
	// choice cannot live in a row's widget).
	kinds map[string]string
	state *proseLabel
	list  *widget.List
	// content holds state over list: laid out again when state's text
	// wraps to another number of lines, or the longer text ran over the
	// first rows.
	content *fyne.Container
	dlg     dialog.Dialog
	// top is the Add and Ignore of the list's first row as last shown,
	// which get the keyboard once the names are in (focusTop).
	top []*dialogButton
}

// showSuggestions opens the dialog and looks for names in the background.
func (p *wikiPanel) showSuggestions() {
	pid := p.u.state.projectID()
	if pid == 0 {
		p.u.showInfo(lang.L("Wiki"), lang.L("Create or select a project first."))
		return
	}
	s := &suggestions{p: p, pid: pid, kinds: map[string]string{}}
	s.state = newProseLabel(lang.L("Looking…"))
	s.list = widget.NewList(
		func() int { return len(s.cands) },
		func() fyne.CanvasObject {
			name := widget.NewLabel("")
			name.Truncation = fyne.TextTruncateEllipsis
			kind := newSelect(wikiTypeNames(), nil)
			add := newDialogButton(lang.L("Add"), nil)
			ignore := newDialogButton(lang.L("Ignore"), nil)
			return container.NewBorder(nil, nil, nil, container.NewHBox(kind, ignore, add), name)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(s.cands) {
				return
			}
			c := s.cands[i]
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(lang.N("{{.Name}} · {{.N}} times", c.Count, map[string]any{"Name": candidateName(c), "N": groupDigits(c.Count)}))
			buttons := row.Objects[1].(*fyne.Container)
			kind := buttons.Objects[0].(*widget.Select)
			ignore, add := buttons.Objects[1].(*dialogButton), buttons.Objects[2].(*dialogButton)
			kind.OnChanged = nil // showing the row's kind is no choice of the author's
			kind.SetSelected(wikiTypeName(s.kindOf(c)))
			kind.OnChanged = func(shown string) { s.kinds[c.Name] = wikiTypeOf(shown) }
			ignore.OnTapped = func() { s.ignore(c) }
			add.OnTapped = func() { s.add(c) }
			if i == 0 {
				s.top = []*dialogButton{add, ignore}
			}
		},
	)
	s.content = newBorder(s.state, nil, nil, nil, s.list)
	s.dlg = dialog.NewCustom(lang.L("Suggested entries"), lang.L("Close"), s.content, p.u.win)
	s.dlg.Resize(fyne.NewSize(560, 520))
	s.dlg.Show()
	p.suggest = s
	p.u.background(func() {
		cands, err := p.u.eng.SuggestEntries(pid, 0)
		p.u.do(func() {
			if err != nil {
				s.state.SetText(tr("Looking for names failed: {{.V}}", firstLine(err)))
				return
			}
			s.set(cands)
			s.focusTop()
		})
	})
}

func (s *suggestions) set(cands []engine.NameCandidate) {
	s.cands = cands
	if len(cands) == 0 {
		// Say why: in a new book every name is still rarer than that,
		// and "no frequent names" read as if names went unnoticed.
		s.state.SetText(lang.L("No name without an entry occurs often enough yet: a name is suggested once it occurs {{.N}} times.", map[string]any{"N": engine.SuggestMinCount}))
	} else {
		s.state.SetText(lang.L("Names that occur often in the chapters and have no entry yet, each with the type it seems to be: change the type before Add if it is wrong."))
	}
	s.list.Refresh()
	s.content.Refresh()
}

// focusTop gives the keyboard to the first name's Add, so the author can
// add it, Tab to its Ignore or on down the list at once: the dialog
// opened with nothing focused, and only the mouse reached its rows.
// Without names it stays where it is (Enter and Esc close the dialog from
// the window), and a control the author already went to keeps it.
func (s *suggestions) focusTop() {
	c := s.p.u.win.Canvas()
	if len(s.cands) == 0 || c.Focused() != nil {
		return
	}
	focusFirstButton(c, s.top)
}

// drop removes a candidate from the list.
func (s *suggestions) drop(name string) {
	out := s.cands[:0]
	for _, c := range s.cands {
		if c.Name != name {
			out = append(out, c)
		}
	}
	s.set(out)
}

// candidateName is a suggestion's name as its row shows it: with the
// other forms of it the book uses, which Add makes the entry's aliases
// (Henry Wotton, also Lord Henry).
func candidateName(c engine.NameCandidate) string {
	if len(c.Aliases) == 0 {
		return c.Name
	}
	return lang.L("{{.Name}} (also {{.Aliases}})", map[string]any{"Name": c.Name, "Aliases": strings.Join(c.Aliases, lang.L(", "))})
}

// kindOf is the entry type c's row shows: the author's choice, else the
// engine's guess, else a character.
func (s *suggestions) kindOf(c engine.NameCandidate) string {
	return cmp.Or(s.kinds[c.Name], c.Kind, "character")
}

// add creates an entry named c, of the type its row shows, and lists it
// in the panel.
func (s *suggestions) add(c engine.NameCandidate) {
	typ := s.kindOf(c)
	s.drop(c.Name)
	u := s.p.u
	fetch(u, lang.L("Save wiki entry"), func() (engine.WikiEntry, error) {
		return u.eng.CreateWikiEntry(s.pid, engine.WikiEntry{Title: c.Name, Type: typ, Aliases: c.Aliases})
	}, func(engine.WikiEntry) {
		s.p.reload()
		u.state.entrySaved()
	})
}

// ignore stops proposing c in this project.
func (s *suggestions) ignore(c engine.NameCandidate) {
	s.drop(c.Name)
	u := s.p.u
	u.background(func() {
		if err := u.eng.IgnoreSuggestion(s.pid, c.Name); err != nil {
			u.do(func() { u.showError(lang.L("Ignore"), err) })
		}
	})
}
