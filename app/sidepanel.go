package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// prefPanelHidden records that the author hid the side panel (View ›
// Side Panel), kept like the dividers' places (layout.go).
const prefPanelHidden = "layout.panel-hidden"

// minManuscriptWidth is the narrowest the manuscript is left beside the
// side panel: about 20 characters of body text. Below it the panel steps
// aside. At 800×600 the panel kept its minimum width (about 280 px) and
// left the manuscript 235 px, narrower than the panel; the author's text
// is what the window is for, so it wins, as a narrow window folds an
// inspector or sidebar away in the writing apps authors know. At
// 1000×700 and wider the panel stays, in English too (its minimum is
// 330 px, panelLeastWidth, leaving the manuscript 404 of the 738 beside
// the chapter list; at 340 the English panel stepped aside there).
const minManuscriptWidth = 400

// sidePanel shows the side panel's tabs beside the manuscript while the
// window has room for both, and hides them when it has not (the
// manuscript then takes the whole width) or when the author hid them.
// A command that needs a tab (Ctrl+1…6, Find and Replace, Open Entry at
// Cursor) brings the panel back even in a narrow window: the author
// asked for it.
type sidePanel struct {
	u      *UI
	centre *container.Split // the manuscript (Leading) and the tabs
	// hidden is the author's choice (View › Side Panel); asked that a
	// command showed the panel while the window was narrow; narrow that
	// the window was too narrow for both at the last layout.
	hidden, asked, narrow bool
	// onChange follows the panel being shown or hidden (the menu's tick).
	onChange func()
}

func newSidePanel(u *UI, centre *container.Split) *sidePanel {
	return &sidePanel{u: u, centre: centre, hidden: u.app.Preferences().Bool(prefPanelHidden)}
}

// content is the centre split in a container that decides, at each
// layout, whether the panel fits.
func (p *sidePanel) content() fyne.CanvasObject { return container.New(p, p.centre) }

// shown reports whether the side panel is on screen.
func (p *sidePanel) shown() bool { return p.centre.Trailing.Visible() }

// wanted is whether the panel should be on screen now.
func (p *sidePanel) wanted() bool { return !p.hidden && (!p.narrow || p.asked) }

// toggle shows the panel when it is not on screen, else hides it, for
// good (View › Side Panel): the author's choice outlasts the window's
// width and the session.
func (p *sidePanel) toggle() {
	if p.shown() {
		p.hidden, p.asked = true, false
	} else {
		p.hidden, p.asked = false, p.narrow
	}
	p.u.app.Preferences().SetBool(prefPanelHidden, p.hidden)
	p.apply()
}

// show brings the panel back for a command that acts in one of its tabs.
func (p *sidePanel) show() {
	if p.shown() {
		return
	}
	p.hidden, p.asked = false, true
	p.u.app.Preferences().SetBool(prefPanelHidden, false)
	p.apply()
}

// apply shows or hides the tabs as wanted and lays the split out again
// (its size has not changed, so Resize would not).
func (p *sidePanel) apply() {
	if p.wanted() == p.shown() {
		return
	}
	// The tabs hide with their holder (tabFit's), so that a hidden
	// panel's tabs read as hidden too.
	if p.wanted() {
		p.centre.Trailing.Show()
		p.u.rightTab.Show()
	} else {
		p.centre.Trailing.Hide()
		p.u.rightTab.Hide()
	}
	p.centre.Refresh()
	if p.onChange != nil {
		p.onChange()
	}
}

// Layout sizes the split to the whole space, first showing or hiding
// the panel for the width there is. Once the window is wide again a
// command's showing it is spent: the next narrowing hides it again.
func (p *sidePanel) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	need := p.centre.Trailing.MinSize().Width + theme.Padding() + minManuscriptWidth
	if narrow := size.Width < need; narrow != p.narrow {
		p.narrow = narrow
		if !narrow {
			p.asked = false
		}
	}
	p.apply()
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is the split's, which leaves a hidden panel out.
func (p *sidePanel) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}
