package app

import (
	"errors"
	"math"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// wikiTypes are the kinds of story-bible entries the panel offers.
var wikiTypes = []string{"character", "place", "item", "faction", "lore"}

// allTypes is the filter choice that shows every entry.
func allTypes() string { return lang.L("All types") }

// wikiTypeName is how the panel shows an entry type; wikiTypeOf maps it
// back (an unknown type shows as stored).
func wikiTypeName(t string) string {
	return named(t, map[string]string{
		"character": lang.L("Character"),
		"place":     lang.L("Place"),
		"item":      lang.L("Item"),
		"faction":   lang.L("Faction"),
		"lore":      lang.L("Lore"),
	}, t)
}

func wikiTypeOf(name string) string {
	for _, t := range wikiTypes {
		if wikiTypeName(t) == name {
			return t
		}
	}
	return name
}

// wikiTypeNames are the type choices as shown.
func wikiTypeNames() []string {
	names := make([]string, len(wikiTypes))
	for i, t := range wikiTypes {
		names[i] = wikiTypeName(t)
	}
	return names
}

// wikiPanel is the project's story bible: characters, places, items,
// factions and lore. Entries are indexed like chapters, so search finds
// them (kind "wiki") and related passages can point at them. Unlike
// chapters they are saved by an explicit Save (or when the author moves
// to another entry), as the engine expects.
type wikiPanel struct {
	u *UI

	filter  *widget.Select
	list    *enterList
	shown   []engine.WikiEntry // entries passing the filter, without text
	entries []engine.WikiEntry

	// The text boxes are keyEntry, without the window's shortcuts, for
	// the IME's candidate window (ime.go).
	title   *keyEntry
	typ     *widget.Select
	aliases *keyEntry
	// exclusions are phrases that contain a name but are no mention.
	exclusions *keyEntry
	text       *keyEntry
	appear     *appearancesView
	// body shows the text or the appearances.
	body *container.AppTabs
	// formScroll scrolls the fields and the tabs in a short panel.
	formScroll *container.Scroll
	save       *widget.Button
	// remove is an icon that names itself under the pointer
	// (hintButton), as the tree's toolbar's: with "删除" written on it,
	// the row of buttons left the state beside them no room in a
	// 1024-px window.
	remove  *hintButton
	history *widget.Button
	state   *widget.Label
	form    fyne.CanvasObject
	hint    fyne.CanvasObject
	// tools are the buttons above the list (content), for hasFocus.
	tools []fyne.Focusable
	// split divides the list (in listBox, which sets its least height)
	// from the form. The Appearances tab moves the divider up to give
	// its mentions room (roomForMentions); listOffset is where the
	// divider was before, put back on the Profile tab unless the author
	// moved it since from movedTo (moved: the tab moved it).
	split               *container.Split
	listBox             *fyne.Container
	listOffset, movedTo float64
	moved               bool

	// fields are the entry's rows above its tabs; profileOnly the ones
	// the Appearances tab hides (showProfileFields).
	fields      *fyne.Container
	profileOnly []fyne.CanvasObject

	// current is the entry in the form (0: a new, unsaved one); editing
	// says whether the form holds an entry at all; formProject is the
	// project it belongs to, fixed when it was opened, so a save after a
	// project switch files it where it came from.
	current     uint64
	formProject uint64
	editing     bool
	dirty       bool
	filling     bool
	// selecting marks list selections made by code.
	selecting bool
	// suggest is the suggestions dialog last opened (suggestions.go).
	suggest *suggestions

	// The entry saves itself a pause after the author stops typing
	// (Options.AutosaveDelay), as a chapter does: it waited for Save or
	// another entry, and a crash lost all of it. autosaveTimer is the
	// pending save; saving counts the saves queued and not yet done;
	// keptFor is the entry whose
	// version this sitting's first save kept, so the autosaves after it
	// keep none (engine.AutosaveWikiEntry). dirtySince is the first
	// unsaved change: typing on without a pause saves at most
	// wikiMaxUnsaved after it.
	autosaveTimer *time.Timer
	// autosaveDue is when autosaveTimer is due: typing on never moves it
	// past dirtySince plus the limit (tests read it, as a loaded machine
	// can make the timer late but not the schedule).
	autosaveDue time.Time
	saving      int
	// writer stores the form: the engine, which a test wraps to make it
	// fail as a full disk would.
	writer entryWriter
	// failed is the queued saves that failed, retried at close
	// (saveAtClose): the result of one that fails while closing waits
	// is never drawn.
	failed     failedEntrySaves
	keptFor    uint64
	dirtySince time.Time
	// sitting is the form's current opening (fill): a save finishing
	// after the author moved on files its id with the entry it saved,
	// never with the form's new one. storedTitle is the entry's name as
	// stored, used while the name box is empty.
	sitting     *wikiSitting
	storedTitle string
	// openedName is the stored entry's name when the sitting opened it
	// ("" for a new entry); oldNameKept says keepOldName has run its
	// course this sitting.
	openedName  string
	oldNameKept bool
}

// wikiSitting is one opening of the form. id is the entry's id once its
// Create has run, so a save queued while the Create was still running
// updates the entry the Create made instead of making a second one; it is
// read and written only within UI.writes (writeEntry), by the background
// queue and by the save at close.
type wikiSitting struct{ id uint64 }

// entryWriter is what the form's saves call: the engine's three ways of
// storing an entry.
type entryWriter interface {
	CreateWikiEntry(projectID uint64, w engine.WikiEntry) (engine.WikiEntry, error)
	UpdateWikiEntry(w engine.WikiEntry) error
	AutosaveWikiEntry(w engine.WikiEntry) error
}

func newWikiPanel(u *UI) *wikiPanel {
	p := &wikiPanel{u: u, writer: u.eng}
	p.filter = newSelect(append([]string{allTypes()}, wikiTypeNames()...), nil)
	p.filter.Selected = allTypes()
	p.list = newEnterList(
		func() int { return len(p.shown) },
		func() fyne.CanvasObject {
			kind := widget.NewLabel("")
			kind.Importance = widget.LowImportance
			title := widget.NewLabel("")
			title.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, nil, kind, title)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(p.shown) {
				return
			}
			w := p.shown[i]
			c := o.(*fyne.Container)
			c.Objects[0].(*widget.Label).SetText(w.Title)
			c.Objects[1].(*widget.Label).SetText(wikiTypeName(w.Type))
		},
	)
	p.list.OnSelected = func(i widget.ListItemID) {
		if p.selecting || i >= len(p.shown) {
			return
		}
		p.open(p.shown[i].ID)
	}

	changed := func(string) {
		if !p.filling {
			p.setDirty(true)
		}
	}
	book := func() bool { return u.state.bookChinese(p.formProject) }
	p.title = newKeyEntry(nil, false)
	p.title.SetPlaceHolder(lang.L("Name, e.g. 林默"))
	p.title.OnChanged = changed
	p.title.smartQuotes = u.smartQuotes
	p.title.chineseBook = book
	p.typ = newSelect(wikiTypeNames(), changed)
	p.aliases = newKeyEntry(nil, false)
	p.aliases.SetPlaceHolder(lang.L("Other names, separated by commas"))
	p.aliases.OnChanged = changed
	p.aliases.smartQuotes = u.smartQuotes
	p.aliases.chineseBook = book
	p.exclusions = newKeyEntry(nil, false)
	p.exclusions.SetPlaceHolder(lang.L("Phrases that contain a name but mean something else, e.g. 孔明灯"))
	p.exclusions.OnChanged = changed
	p.exclusions.smartQuotes = u.smartQuotes
	p.exclusions.chineseBook = book
	p.appear = newAppearancesView(u)
	p.text = newKeyEntry(nil, true) // wraps words
	p.text.SetPlaceHolder(lang.L("Who or what this is: appearance, history, relationships…"))
	p.text.OnChanged = changed
	p.text.smartQuotes = u.smartQuotes
	p.text.chineseBook = book
	p.save = widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), p.saveEntry)
	p.save.Importance = widget.HighImportance
	p.remove = newHintAction(u, theme.DeleteIcon(), lang.L("Delete"), p.deleteEntry).btn
	p.remove.Importance = widget.MediumImportance
	p.history = widget.NewButtonWithIcon(lang.L("History…"), theme.HistoryIcon(), p.showHistory)
	p.state = widget.NewLabel("")
	p.state.Importance = widget.LowImportance

	// The fields are a form's rows (Fyne's form layout, labels as a
	// widget.Form draws them) rather than a widget.Form, whose rows
	// cannot hide: the Appearances tab hides Type and Not these
	// (profileOnly).
	label := func(text string) *widget.Label {
		return widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	typeLabel, notLabel := label(lang.L("Type")), label(lang.L("Not these"))
	p.profileOnly = []fyne.CanvasObject{typeLabel, p.typ, notLabel, p.exclusions}
	fields := container.New(layout.NewFormLayout(),
		label(lang.L("Name")), p.title,
		typeLabel, p.typ,
		label(lang.L("Aliases")), p.aliases,
		notLabel, p.exclusions,
	)
	p.fields = fields
	// The state takes the room the buttons leave, at least the room of
	// "Saved", a longer one cut with "…" when short: in a
	// row of its own width, "有未保存的修改" (Unsaved changes) widened the
	// panel by 56 px at the first character typed, past the room a
	// 1024-px window leaves it, and the whole panel vanished.
	p.state.Truncation = fyne.TextTruncateEllipsis
	state := container.New(minWidth(p.stateWidth()), p.state)
	buttons := container.NewBorder(nil, nil, nil, container.NewHBox(p.history, p.remove, p.save), state)
	p.body = container.NewAppTabs(
		// Not "Description": go-i18n reads a catalogue with that key
		// as one message and drops every other string.
		container.NewTabItem(lang.L("Profile"), p.text),
		container.NewTabItem(lang.L("Appearances"), p.appear.box),
	)
	// The entry's names stay in view above the tabs, whichever is up: the
	// Appearances tab scrolled them out of the panel, leaving a list of
	// mentions with no name to say whose. The tabs scroll under them when
	// the panel is too short for them (wikiListRows); the Appearances
	// tab's summary and list scroll in the tab (appearancesView.scroll),
	// under its header. The buttons stay in view too.
	p.formScroll = container.NewVScroll(p.body)
	p.form = newBorder(fields, buttons, nil, nil, container.New(profileRoom{p}, p.formScroll))
	// Picking the Appearances tab scrolls its content so the list is in
	// view when the panel is short (the list is what the tab is for),
	// under the tabs' header, which stays: scrolling the whole form to
	// its bottom took the 资料/出场 header out of the panel.
	p.body.OnSelected = func(t *container.TabItem) {
		p.showProfileFields(t.Content != p.appear.box)
		p.appear.shown(t.Content == p.appear.box)
		p.roomForMentions(t.Content == p.appear.box)
		if t.Content == p.appear.box {
			p.formScroll.Refresh()
			p.formScroll.ScrollToTop()
			p.appear.scroll.Refresh()
			p.appear.scroll.ScrollToBottom()
		}
	}
	hint := newProseLabel(lang.L("Select an entry, or add characters, places, items, factions and lore with “New entry”. Entries are searchable like chapters."))
	p.hint = container.NewVBox(hint)
	p.form.Hide()
	p.filter.OnChanged = func(string) { p.applyFilter() }
	u.state.subscribe(p.stateChanged)
	return p
}

// showProfileFields shows the entry's Type and Not these (on), or hides
// them for the Appearances tab (off), whose list of mentions is what the
// author reads there: with all four fields above it a 1000×700 window
// showed three mentions. The names (Name, Aliases) stay, to say whose
// mentions they are. The keyboard in a box that hides goes to the name.
func (p *wikiPanel) showProfileFields(on bool) {
	if p.profileOnly[0].Visible() == on {
		return
	}
	f := p.u.win.Canvas().Focused()
	for _, o := range p.profileOnly {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
	if !on && (f == p.typ || f == p.exclusions) {
		p.u.win.Canvas().Focus(p.title)
	}
	// Lay the form out now: roomForMentions, next, measures the tabs.
	p.fields.Refresh()
	p.form.Refresh()
}

// stateChanged follows the current project and opens entries asked for.
func (p *wikiPanel) stateChanged(c stateChange) {
	switch c {
	case changeProject:
		p.projectChanged()
	case changeWiki:
		if id := p.u.state.openWikiRequest().entryID; id != 0 {
			p.open(id)
		}
	}
}

func (p *wikiPanel) content() fyne.CanvasObject {
	add := widget.NewButtonWithIcon(lang.L("New entry"), theme.ContentAddIcon(), p.newEntry)
	suggest := widget.NewButton(lang.L("Suggestions…"), p.showSuggestions)
	// No icon: with one the three buttons asked 340 px in English, the
	// side panel's least width with them, and a 1000-px window (which
	// leaves the panel 338 px beside 400 px of manuscript) hid the
	// English panel while the Chinese one fitted. Without, 316 px, under
	// the panel's least width (panelLeastWidth). Suggestions… has none
	// either.
	deleted := widget.NewButton(lang.L("Deleted…"), p.showDeleted)
	// The filter has a row of its own: beside the three buttons it made
	// the panel 410 px wide at least, which squeezed the manuscript to a
	// quarter of a 1024-px window.
	p.tools = []fyne.Focusable{add, suggest, deleted}
	top := container.NewVBox(p.filter, container.NewHBox(layout.NewSpacer(), deleted, suggest, add))
	p.listBox = container.New(minHeight(wikiListRows*p.listRow()), p.list)
	p.split = container.NewVSplit(p.listBox, container.NewStack(p.hint, p.form))
	p.split.SetOffset(0.3)
	return newBorder(top, nil, nil, nil, p.split)
}

// listRow is the height of a row of the entries' list.
func (p *wikiPanel) listRow() float32 {
	return p.list.CreateItem().MinSize().Height + theme.Padding()
}

// wikiListRows is how many entries the list shows at least. An open
// entry's form asked for 365 px, and in a 900×600 window the split left
// the list one or two rows: too few to move between entries, which is
// what the list is for. The form scrolls instead.
const wikiListRows = 5

// wikiListRowsEntry is how many entries the list keeps at least while an
// entry is open on its Profile tab, where the panel is too short for
// wikiListRows and the profile both: with five rows of entries, a
// 1024×640 window left the Profile box about 20 px, under a line of
// text. The profile asks for its lines (profileRoom), the list gives up
// rows down to these; a taller panel keeps its five and more.
const wikiListRowsEntry = 3

// profileRoom is the layout of the form's scrolling tabs: it fills its
// space with them and asks for the room of the tabs' header and the
// Profile box's least lines (a multi-line entry's three: four pushed a
// 900×600 window's least height past 600 px), which the
// scroll alone did not, so the split above gave the box what the list
// and the fields left: about 20 px at 1024×640.
type profileRoom struct{ p *wikiPanel }

func (r profileRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := minHeight(0).MinSize(objs)
	body := r.p.body.MinSize().Height
	// The tabs ask for their header and their largest content.
	header := body - max(r.p.text.MinSize().Height, r.p.appear.box.MinSize().Height)
	return s.Max(fyne.NewSize(0, header+r.p.text.MinSize().Height))
}

func (r profileRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	minHeight(0).Layout(objs, size)
}

// profileListRows is how many entries the list keeps at least with the
// Profile tab up: wikiListRowsEntry while an entry is open, else
// wikiListRows.
func (p *wikiPanel) profileListRows() int {
	if p.form.Visible() {
		return wikiListRowsEntry
	}
	return wikiListRows
}

// fitList gives the list the rows it keeps now that the form is shown
// or hidden; with the Appearances tab up roomForMentions does.
func (p *wikiPanel) fitList() {
	if p.listBox == nil || p.body.Selected() != nil && p.body.Selected().Content == p.appear.box {
		return
	}
	if l := minHeight(float32(p.profileListRows()) * p.listRow()); p.listBox.Layout != l {
		p.listBox.Layout = l
		p.listBox.Refresh()
		p.split.Refresh() // the divider moves to the new least heights
	}
}

// wikiListRowsAppearances is how many entries the list keeps while the
// Appearances tab is up, whose mentions are what the author reads then:
// with five rows of entries above the entry's fields, a 1024×640 window
// left the tab one row of mentions under its header.
const wikiListRowsAppearances = 2

// roomForMentions, with the Appearances tab up, moves the divider up so
// the tab shows its summary, strip and mentionListRows mentions where
// the panel has room for them, the list keeping wikiListRowsAppearances
// rows at least; only as far as that takes (a tall panel keeps its
// list). With the Profile tab up again, the list asks for its
// profileListRows and the divider goes back where it was, unless the author
// moved it meanwhile.
func (p *wikiPanel) roomForMentions(up bool) {
	if p.split == nil {
		return // the panel is not built yet
	}
	row := p.listRow()
	if !up {
		p.listBox.Layout = minHeight(float32(p.profileListRows()) * row)
		if p.moved && p.split.Offset == p.movedTo {
			p.split.SetOffset(p.listOffset)
		}
		p.moved = false
		p.listBox.Refresh()
		return
	}
	p.listBox.Layout = minHeight(wikiListRowsAppearances * row)
	p.listBox.Refresh()
	list, form := p.split.Leading.Size().Height, p.split.Trailing.Size().Height
	// The tabs' header: the tabs less their content, which fills the rest.
	header := p.body.Size().Height - max(p.text.Size().Height, p.appear.box.Size().Height)
	// The tab asks for mentionListRows mentions; the divider makes room
	// for mentionRowsWanted where the list above can give it.
	more := float32(mentionRowsWanted-mentionListRows) * (p.appear.list.CreateItem().MinSize().Height + theme.Padding())
	short := p.appear.scroll.Content.MinSize().Height + more - (p.formScroll.Size().Height - header)
	if short <= 0 || list+form <= 0 {
		return
	}
	to := float64(max(list-short, wikiListRowsAppearances*row) / (list + form))
	if to >= p.split.Offset {
		return
	}
	if !p.moved {
		p.listOffset = p.split.Offset
	}
	p.moved, p.movedTo = true, to
	p.split.SetOffset(to)
}

// minHeight is a layout that fills its space with its objects and asks
// for at least h in height (their own minimum width).
type minHeight float32

func (h minHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.Max(fyne.NewSize(0, float32(h)))
}

func (h minHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// stateWidth is the least width of the form's state: that of "Saved",
// what it shows most, which the row asked for before (a longer state
// asks for no more, and is cut in a narrow panel).
func (p *wikiPanel) stateWidth() float32 {
	w := fyne.MeasureText(lang.L("Saved"), theme.TextSize(), fyne.TextStyle{}).Width
	return float32(math.Ceil(float64(w + 2*theme.InnerPadding())))
}

// minWidth is a layout that fills its space with its objects and asks
// for at least w in width (their own minimum height).
type minWidth float32

func (w minWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.Max(fyne.NewSize(float32(w), 0))
}

func (w minWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// reload lists the current project's entries.
func (p *wikiPanel) reload() {
	pid := p.u.state.projectID()
	if pid == 0 {
		p.entries = nil
		p.applyFilter()
		return
	}
	current := func() bool { return pid == p.u.state.projectID() }
	fetchIf(p.u, current, lang.L("Loading the wiki"), func() ([]engine.WikiEntry, error) { return p.u.eng.WikiEntries(pid) }, func(ws []engine.WikiEntry) {
		p.entries = ws
		p.applyFilter()
	})
}

// rewritten takes in entries a replace or its undo rewrote: the list
// shows their titles as they are now, and an entry open in the form (saved
// before the replace) is filled again, so the form neither shows the old
// name nor later saves it back over the new one.
func (p *wikiPanel) rewritten(ids []uint64) {
	p.reload()
	p.u.state.entrySaved() // the names the other panels know may be new
	if !p.editing || !slices.Contains(ids, p.current) {
		return
	}
	id, sitting := p.current, p.sitting
	fetch(p.u, lang.L("Open wiki entry"), func() (engine.WikiEntry, error) { return p.u.eng.WikiEntry(id) }, func(w engine.WikiEntry) {
		if p.editing && p.sitting == sitting && !p.dirty {
			p.fill(w)
		}
	})
}

// projectChanged empties the form (saving it first) and lists the new
// project's entries.
func (p *wikiPanel) projectChanged() {
	if p.dirty {
		p.saveEntry()
	}
	p.clearForm()
	p.reload()
}

func (p *wikiPanel) applyFilter() {
	p.shown = p.shown[:0]
	for _, w := range p.entries {
		if p.filter.Selected == allTypes() || p.filter.Selected == "" || w.Type == wikiTypeOf(p.filter.Selected) {
			p.shown = append(p.shown, w)
		}
	}
	p.list.Refresh()
	p.syncSelection()
}

// syncSelection highlights the entry in the form.
func (p *wikiPanel) syncSelection() {
	p.selecting = true
	defer func() { p.selecting = false }()
	for i, w := range p.shown {
		if w.ID == p.current && p.editing {
			p.list.Select(i)
			return
		}
	}
	p.list.UnselectAll()
}

// open loads an entry into the form, saving the one there first.
func (p *wikiPanel) open(id uint64) {
	if p.editing && p.current == id {
		return
	}
	if p.dirty {
		p.saveEntry()
	}
	fetch(p.u, lang.L("Open wiki entry"), func() (engine.WikiEntry, error) { return p.u.eng.WikiEntry(id) }, p.fill)
}

func (p *wikiPanel) fill(w engine.WikiEntry) {
	p.filling = true
	p.current, p.formProject, p.editing = w.ID, w.ProjectID, true
	p.setBookStyle()
	p.keptFor = 0 // a new sitting
	p.sitting, p.storedTitle = &wikiSitting{id: w.ID}, w.Title
	p.openedName, p.oldNameKept = "", false
	if w.ID != 0 {
		p.openedName = w.Title
	}
	p.title.SetText(w.Title)
	p.typ.SetSelected(wikiTypeName(w.Type))
	p.aliases.SetText(joinNames(w.Aliases))
	p.exclusions.SetText(joinNames(w.Exclusions))
	p.text.SetText(w.Text)
	p.appear.show(w.ProjectID, w.ID)
	p.filling = false
	p.setDirty(false)
	p.hint.Hide()
	p.form.Show()
	p.fitList()
	p.setSaved(w.ID != 0)
	p.syncSelection()
}

// setBookStyle draws the form's text boxes in the font of the entry's
// book (proseBoxStyle): a Chinese book's “ ” ‘ ’ … full width, as the
// editor draws them; they were Fyne's narrow Latin forms in the boxes
// (5 px beside 14-px characters).
func (p *wikiPanel) setBookStyle() {
	style := proseBoxStyle(p.u.state.bookChinese(p.formProject))
	for _, e := range []*keyEntry{p.title, p.aliases, p.exclusions, p.text} {
		if e.TextStyle != style {
			e.TextStyle = style
			e.Refresh()
		}
	}
}

func (p *wikiPanel) clearForm() {
	p.current, p.editing = 0, false
	p.appear.show(0, 0)
	p.form.Hide()
	p.hint.Show()
	p.fitList()
	p.setDirty(false)
	p.syncSelection()
}

// newEntry starts an empty entry in the form.
func (p *wikiPanel) newEntry() {
	if p.u.state.projectID() == 0 {
		p.u.showInfo(lang.L("Wiki"), lang.L("Create or select a project first."))
		return
	}
	if p.dirty {
		p.saveEntry()
	}
	typ := "character"
	if p.filter.Selected != allTypes() && p.filter.Selected != "" {
		typ = wikiTypeOf(p.filter.Selected)
	}
	pid := p.u.state.projectID()
	name := ""
	// The selection names the entry when the author made it; a find's
	// match (就 after finding 就, the bar open or closed with Esc) named
	// and saved an entry nobody meant: a 人物 called 下, whose name was
	// then marked all over the manuscript.
	if ed := p.u.editor; ed != nil && ed.projectID == pid && !ed.find.selectionIsMatch() { // a panel's test builds the shell without an editor
		name = nameFromSelection(ed.text.SelectedText())
	}
	p.u.state.openWiki(pid, 0) // shows the Wiki tab
	p.fill(engine.WikiEntry{Type: typ, ProjectID: pid, Title: name})
	if name != "" {
		p.setDirty(true) // named from the manuscript: kept like a typed name
	}
	focusFresh(p.u.win.Canvas(), p.title)
	// After the name taken from the selection, where more of it (a
	// surname) is typed.
	p.title.CursorColumn = utf8.RuneCountInString(name)
	p.title.Refresh()
}

// maxSelectedName is the longest selection New entry takes as the name.
const maxSelectedName = 40

// nameFromSelection is the name a new entry takes from the text selected
// in the manuscript (select 孔明 or "Justine", then New entry): the
// selection on one line without the quotes, punctuation and English
// possessive around it ("“Justine’s" is Justine), or "" when it is
// empty, spans lines, holds a clause break (a passage: 孔明，又曰) or is too
// long to be a name.
func nameFromSelection(sel string) string {
	if strings.ContainsAny(sel, "\n\r") {
		return ""
	}
	name := strings.TrimFunc(sel, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) })
	for _, s := range []string{"’s", "'s"} {
		name = strings.TrimSuffix(name, s)
	}
	if n := utf8.RuneCountInString(name); n == 0 || n > maxSelectedName || strings.ContainsAny(name, "，。！？；：,;!?") {
		return ""
	}
	return name
}

// hasKeyboard reports whether one of the entry's boxes has the keyboard.
func (p *wikiPanel) hasKeyboard() bool {
	f := p.u.win.Canvas().Focused()
	return p.editing && f != nil && (f == p.title || f == p.aliases || f == p.exclusions || f == p.text)
}

// hasFocus reports whether the keyboard is anywhere in the panel: its
// list, its filter and buttons, the entry's boxes, the appearances.
func (p *wikiPanel) hasFocus() bool {
	f := p.u.win.Canvas().Focused()
	if f == nil {
		return false
	}
	own := append([]fyne.Focusable{p.filter, p.list, p.title, p.typ, p.aliases, p.exclusions, p.text,
		p.save, p.remove, p.history, p.appear.list, p.appear.copy}, p.tools...)
	return slices.Contains(own, f)
}

// stepBody shows the entry's next (dir 1) or previous (dir -1) page,
// Profile or Appearances, round the ends, when the keyboard is in the
// panel with an entry open, and reports whether it did. Ctrl+PageDown
// and PageUp do this there, as in the settings dialog's tabs (GTK's
// notebooks change page so): the page's tab buttons take no keyboard
// focus, and an entry's appearances were out of reach without a mouse.
// The keyboard goes to the page shown (its text, or the list of
// mentions), not left in a box hidden with the page behind.
func (p *wikiPanel) stepBody(dir int) bool {
	if !p.editing || !p.hasFocus() {
		return false
	}
	n := len(p.body.Items)
	i := ((p.body.SelectedIndex()+dir)%n + n) % n
	p.body.SelectIndex(i)
	var target fyne.Focusable = p.text
	if p.body.Items[i].Content == p.appear.box {
		target = p.appear.copy
		if len(p.appear.a.Mentions) > 0 {
			target = p.appear.list
		}
	}
	p.u.win.Canvas().Focus(target)
	return true
}

func (p *wikiPanel) setDirty(on bool) {
	p.dirty = on
	if on {
		p.scheduleAutosave()
	}
	switch {
	case on:
		p.state.SetText(lang.L("Unsaved changes"))
	case p.editing && p.current != 0:
		p.state.SetText(lang.L("Saved"))
	default:
		p.state.SetText("")
	}
}

// wikiMaxUnsaved bounds how long typing on in an entry goes unsaved. An
// entry has no crash journal, unlike a chapter (which journals every
// DefaultJournalInterval and saves every DefaultAutosaveMaxInterval), so
// its saves are what a kill -9 can lose: at most about a second, as for a
// chapter. An entry is short; saving it each second costs little.
const wikiMaxUnsaved = time.Second

// scheduleAutosave (re)starts the pause after which the form saves
// itself.
func (p *wikiPanel) scheduleAutosave() {
	if p.autosaveTimer != nil {
		p.autosaveTimer.Stop()
	}
	now := time.Now()
	if p.dirtySince.IsZero() {
		p.dirtySince = now
	}
	limit := min(p.u.opts.AutosaveMaxInterval, wikiMaxUnsaved)
	delay := min(p.u.opts.AutosaveDelay, max(0, p.dirtySince.Add(limit).Sub(now)))
	p.autosaveDue = now.Add(delay)
	var t *time.Timer
	t = time.AfterFunc(delay, func() {
		p.u.do(func() {
			if p.autosaveTimer == t && p.dirty {
				p.store(true)
			}
		})
	})
	p.autosaveTimer = t
}

// saveEntry stores the form: a new entry is created, an existing one
// updated. The engine indexes it at once.
func (p *wikiPanel) saveEntry() { p.store(false) }

// setState shows how the entry's save is going, unless the UI is closing
// (UI.Close saves the entry, perhaps after Fyne's loop has ended).
func (p *wikiPanel) setState(text string) {
	if !p.u.ending.Load() {
		p.state.SetText(text)
	}
}

// store is saveEntry; auto says the autosave runs it, which keeps a
// version of the entry once a sitting (keptFor).
//
// Every save is queued with a snapshot of the form, even while an
// earlier one runs (the background queue runs them in order): a save
// refused then, to be retried by a timer, was lost when the author opened
// another entry before the timer fired. An entry whose name box is empty
// is saved under the name it has (untitled, for a new one, when the
// author has written something): it waited for a name, and opening
// another entry or quitting lost a profile written before the name.
func (p *wikiPanel) store(auto bool) {
	es, ok := p.snapshot(auto)
	if !ok {
		return
	}
	p.saving++
	p.u.background(func() {
		w, err := p.writeEntry(es)
		p.failed.record(es, err)
		if errors.Is(err, errSuperseded) {
			return // closing saved a newer form
		}
		p.u.do(func() { p.stored(es, w, err) })
	})
}

// entrySave is one save of the form: the entry as it stood, the project
// it is filed in, the sitting it came from, its ticket (writeOrder) and
// whether it keeps no version (engine.AutosaveWikiEntry).
type entrySave struct {
	pid     uint64
	w       engine.WikiEntry
	sitting *wikiSitting
	seq     uint64
	inPlace bool
}

// snapshot takes the form for a save (store, saveAtClose), marking it
// saved; ok is false when there is nothing to save.
func (p *wikiPanel) snapshot(auto bool) (es entrySave, ok bool) {
	if !p.editing {
		return es, false
	}
	pid, w := p.formProject, p.formEntry()
	if w.Title == "" {
		w.Title = p.storedTitle
	}
	if w.Title == "" {
		if strings.TrimSpace(w.Text) == "" && len(w.Aliases) == 0 && len(w.Exclusions) == 0 {
			p.setState(lang.L("An entry needs a name"))
			return es, false // nothing written yet
		}
		w.Title = lang.L("Untitled entry")
	}
	if w.ID == 0 {
		p.storedTitle = w.Title // the name of the entry this sitting's Create makes
	}
	p.keepOldName(&w)
	p.setState(lang.L("Saving…"))
	p.dirty, p.dirtySince = false, time.Time{}
	return entrySave{
		pid: pid, w: w, sitting: p.sitting, seq: p.u.writes.ticket(),
		inPlace: auto && w.ID != 0 && p.keptFor == w.ID,
	}, true
}

// writeEntry stores es (on the background queue, or at close) unless a
// newer save of the entry is written, and returns the entry as stored.
func (p *wikiPanel) writeEntry(es entrySave) (engine.WikiEntry, error) {
	w, sitting := es.w, es.sitting
	key := func() writeKey {
		if w.ID != 0 {
			return entryKey(w.ID)
		}
		return entryKey(sitting.id) // 0 until the Create has run: nothing older to refuse
	}
	err := p.u.writes.write(es.seq, key, func() error {
		var err error
		switch {
		case w.ID == 0 && sitting.id != 0: // queued while the Create ran
			w.ID = sitting.id
			err = p.writer.AutosaveWikiEntry(w)
		case w.ID == 0:
			w, err = p.writer.CreateWikiEntry(es.pid, w)
			if err == nil {
				sitting.id = w.ID
			}
		case es.inPlace:
			err = p.writer.AutosaveWikiEntry(w)
		default:
			err = p.writer.UpdateWikiEntry(w)
		}
		return err
	})
	return w, err
}

// stored takes a save's result back on the UI goroutine.
func (p *wikiPanel) stored(es entrySave, w engine.WikiEntry, err error) {
	p.saving--
	here := p.editing && p.sitting == es.sitting
	if err != nil {
		if here {
			p.setDirty(true)
		}
		if p.u.closeAsk == nil { // else the close's notice says it
			p.u.showError(lang.L("Save wiki entry"), err)
		}
		return
	}
	if here && p.current == 0 {
		p.current = w.ID
		p.setSaved(true)
	}
	if here {
		p.keptFor = w.ID
		p.storedTitle = w.Title
		p.appear.entrySaved(es.pid, w.ID) // names may have changed
	}
	p.u.state.entrySaved()
	if here && !p.dirty {
		p.setDirty(false)
	}
	p.reload()
}

// keepOldName adds the name the entry had when the sitting opened it to
// its aliases, in the form too, when the author gives it a longer name
// that holds the old one: a full name for a short one (Clerval → Henry
// Clerval, 阿默 → 林阿默), while the book still calls it by the old. Renamed
// so, Clerval's appearances fell from 59 to the 3 where the full name is
// written, and nothing said why. A name changed for another (Jack → John)
// keeps none. Once a sitting: an alias the author then removes stays
// removed.
func (p *wikiPanel) keepOldName(w *engine.WikiEntry) {
	old := p.openedName
	if p.oldNameKept || w.ID == 0 || old == "" || w.Title == old || !holdsName(w.Title, old) {
		return
	}
	p.oldNameKept = true
	if slices.ContainsFunc(w.Aliases, func(a string) bool { return strings.EqualFold(a, old) }) {
		return
	}
	w.Aliases = append(w.Aliases, old)
	if !p.u.ending.Load() { // else the form is gone
		p.filling = true // no edit of the author's: the save below stores it
		p.aliases.SetText(joinNames(w.Aliases))
		p.filling = false
	}
}

// holdsName reports whether the name full holds the name part as a name
// of its own: as whole words in a spaced script (Henry Clerval holds
// Clerval, not Val), anywhere in Chinese, whose names are not spaced,
// when part has at least two characters (林阿默 holds 阿默; a single 林 would
// match every 林 in the book).
func holdsName(full, part string) bool {
	if part == "" {
		return false
	}
	if first, _ := utf8.DecodeRuneInString(part); unicode.Is(unicode.Han, first) {
		return utf8.RuneCountInString(part) >= 2 && strings.Contains(full, part)
	}
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	for at := 0; at <= len(full)-len(part); {
		i := strings.Index(full[at:], part)
		if i < 0 {
			return false
		}
		i += at
		before, _ := utf8.DecodeLastRuneInString(full[:i])
		after, _ := utf8.DecodeRuneInString(full[i+len(part):])
		if (i == 0 || !word(before)) && (i+len(part) == len(full) || !word(after)) {
			return true
		}
		at = i + 1
	}
	return false
}

// formEntry is the entry as the form has it.
func (p *wikiPanel) formEntry() engine.WikiEntry {
	return engine.WikiEntry{
		ID: p.current, ProjectID: p.formProject, Title: strings.TrimSpace(p.title.Text), Type: wikiTypeOf(p.typ.Selected),
		Aliases: splitAliases(p.aliases.Text), Exclusions: splitAliases(p.exclusions.Text), Text: p.text.Text,
	}
}

// setSaved enables what only a stored entry has: deleting it and its
// history.
func (p *wikiPanel) setSaved(saved bool) {
	for _, b := range []*widget.Button{&p.remove.Button, p.history} {
		if saved {
			b.Enable()
		} else {
			b.Disable()
		}
	}
}

// splitAliases reads "a, b，c、d" into names.
func splitAliases(s string) []string {
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '，' || r == '、' || r == ';' || r == '；' || r == '\n' })
	out := f[:0]
	for _, a := range f {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// joinNames writes names back into a field as the author types them:
// Chinese names between Chinese commas (守灯人，阿默), where the form
// showed 守灯人, 阿默 whenever it opened the entry; others between ", ".
// splitAliases reads either.
func joinNames(names []string) string {
	sep := ", "
	if slices.ContainsFunc(names, func(n string) bool {
		return strings.ContainsFunc(n, func(r rune) bool { return unicode.Is(unicode.Han, r) })
	}) {
		sep = "，"
	}
	return strings.Join(names, sep)
}

// deleteEntry asks, then deletes the entry in the form; “Deleted…”
// brings it back.
func (p *wikiPanel) deleteEntry() {
	if !p.editing || p.current == 0 {
		return
	}
	id, name := p.current, strings.TrimSpace(p.title.Text)
	d := p.u.newConfirm(lang.L("Delete wiki entry"), tr("Delete “{{.V}}” from the wiki? “Deleted…” above the list brings it back.", name), lang.L("Delete"), func(ok bool) {
		if !ok {
			return
		}
		p.clearForm()
		p.u.background(func() {
			err := p.u.eng.DeleteWikiEntry(id)
			p.u.do(func() {
				if err != nil {
					p.u.showError(lang.L("Delete wiki entry"), err)
				}
				p.reload()
				p.u.state.removed()
			})
		})
	})
	d.SetConfirmImportance(widget.DangerImportance)
	d.Show()
}
