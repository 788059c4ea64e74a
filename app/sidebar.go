package app

import (
	"errors"
	"image/color"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/index"
)

// Tree node ids: "p:<project id>" for a project, "c:<chapter id>" for a
// chapter.
const (
	projectPrefix = "p:"
	chapterPrefix = "c:"
)

func projectUID(id uint64) widget.TreeNodeID { return projectPrefix + strconv.FormatUint(id, 10) }
func chapterUID(id uint64) widget.TreeNodeID { return chapterPrefix + strconv.FormatUint(id, 10) }

// parseUID splits a node id into its kind prefix and numeric id.
func parseUID(uid widget.TreeNodeID) (prefix string, id uint64) {
	if len(uid) < 3 {
		return "", 0
	}
	id, err := strconv.ParseUint(uid[2:], 10, 64)
	if err != nil {
		return "", 0
	}
	return uid[:2], id
}

// sidebar is the tree of projects and their chapters with the buttons
// that manage them. It draws the state's lists, and asks the state to
// open what the author clicks.
type sidebar struct {
	u  *UI
	st *appState

	tree  *chapterTree
	empty fyne.CanvasObject
	// drag is the row drag under way (nil: none), marks its drawings
	// (sidebar_dnd.go).
	drag  *chapterDrag
	marks *dropMarks
	// undelete, in the empty view, offers the deleted projects back when
	// there are some (the author may just have deleted the last book).
	undelete *widget.Button
	// toolbars are the sidebar's buttons in two halves, which wrap to
	// two rows in a narrow sidebar (sidebarToolbar).
	toolbars [2]*widget.Toolbar
	// up and down move the selected chapter; they are greyed out where it
	// cannot move (a project row, the first or last chapter).
	up, down *hintAction
	// merge is the toolbar's Merge with Next Chapter, off on a last
	// chapter.
	merge *hintAction
	// split needs a chapter open in the editor, rename and del a selected
	// row: without them they are greyed out (at first start, with no
	// book, they were live and did nothing).
	split, rename, del *hintAction

	selected widget.TreeNodeID
	// programmatic marks selections made by code, which must not reopen
	// the chapter they follow.
	programmatic bool
	// clicking marks the selection a click on a row makes (tapped): the
	// chapter opens with the keyboard in its text.
	clicking bool

	// rows are the rows the tree last bound to each node id (updateNode).
	// Fyne's Tree lays out every open node on Refresh and on RefreshItem
	// alike, 1,500 of them in a web novel, so a change that touches a few
	// rows (an index state, a count) updates the bound rows themselves:
	// rows off screen are bound afresh when they scroll into view.
	rows map[widget.TreeNodeID]*treeRow
	// uids caches the node ids of each branch ("" for the root) for the
	// lists of generation uidsGen: the tree asks for them on every walk.
	uids    map[widget.TreeNodeID][]widget.TreeNodeID
	uidsGen int
	// moves is the burst of chapter moves waiting to settle before a
	// renumber is offered (moveChapter); moveSettle how long it waits
	// (moveSettleDelay; tests shorten it).
	moves      moveBurst
	moveSettle time.Duration
	// runs numbers the bursts of moves (moveBurst.run).
	runs uint64
	// walks counts the tree's walks over its nodes (one ChildUIDs of the
	// root each), which tests hold constant for a batch of index events.
	walks int
}

func newSidebar(u *UI) *sidebar {
	s := &sidebar{u: u, st: u.state, rows: map[widget.TreeNodeID]*treeRow{}, uids: map[widget.TreeNodeID][]widget.TreeNodeID{}, uidsGen: -1, moveSettle: moveSettleDelay}
	s.tree = newChapterTree(s.childUIDs, s.isBranch, s.createNode, s.updateNode)
	s.tree.OnSelected = s.onSelected
	s.tree.onEnter = s.enter
	s.tree.onHold = func(k heldKey) bool { return s.st.keyAhead != nil && s.st.keyAhead(k) }
	s.marks = newDropMarks(func() { s.cancelDrag() })
	s.up = newHintAction(u, theme.MoveUpIcon(), lang.L("Move Up"), func() { s.moveSelected(-1) })
	s.down = newHintAction(u, theme.MoveDownIcon(), lang.L("Move Down"), func() { s.moveSelected(1) })
	s.merge = newHintAction(u, theme.MailAttachmentIcon(), lang.L("Merge with Next Chapter…"), s.askMerge)
	s.split = newHintAction(u, theme.ContentCutIcon(), lang.L("Split Chapter at Cursor…"), func() { s.st.run(cmdSplitChapter) })
	s.rename = newHintAction(u, theme.DocumentCreateIcon(), lang.L("Rename"), s.renameSelected)
	s.del = newHintAction(u, theme.DeleteIcon(), lang.L("Delete"), s.deleteSelected)
	s.updateMoveButtons()
	s.toolbars = [2]*widget.Toolbar{widget.NewToolbar(
		newHintAction(u, theme.FolderNewIcon(), lang.L("New Project…"), s.newProject),
		newHintAction(u, theme.ContentAddIcon(), lang.L("New Chapter"), s.newChapter),
		widget.NewToolbarSeparator(),
		s.up, s.down,
	), widget.NewToolbar(
		s.split, s.merge,
		widget.NewToolbarSeparator(),
		s.rename, s.del,
	)}
	hint := newProseLabel(lang.L("No projects yet.\nCreate one, or import a manuscript (TXT, Markdown, Word or EPUB), or drop one here."))
	hint.Alignment = fyne.TextAlignCenter
	s.undelete = widget.NewButtonWithIcon(lang.L("Deleted Projects…"), theme.HistoryIcon(), s.showDeletedProjects)
	s.undelete.Importance = widget.LowImportance
	s.undelete.Hide()
	s.empty = container.NewVBox(
		layout.NewSpacer(), hint,
		container.NewCenter(container.NewHBox(
			widget.NewButtonWithIcon(lang.L("New project"), theme.FolderNewIcon(), s.newProject),
			widget.NewButtonWithIcon(lang.L("Import…"), theme.FolderOpenIcon(), func() { u.state.run(cmdImport) }),
		)),
		container.NewCenter(s.undelete),
		layout.NewSpacer(),
	)
	s.empty.Hide()
	u.state.handle(cmdNewProject, s.newProject)
	u.state.handle(cmdNewChapter, s.newChapter)
	u.state.handle(cmdMergeChapter, s.askMerge)
	u.state.handle(cmdRenumberTitles, s.askRenumber)
	u.state.handle(cmdDeletedProjects, s.showDeletedProjects)
	u.state.subscribe(s.stateChanged)
	return s
}

// stateChanged redraws what changed.
func (s *sidebar) stateChanged(c stateChange) {
	switch c {
	case changeLibrary:
		s.showLists()
		s.updateMoveButtons() // a move or a deletion changes what can move
		if d := s.drag; d != nil && d.started && !d.cancelled {
			s.measureRows(d) // the rows may show other nodes now
			s.dragMoved(d)
		}
	case changeProject:
		if id := s.st.projectID(); id != 0 {
			s.openBranch(id)
		}
	case changeChapter:
		if open := s.st.openChapterRequest(); open.chapterID != 0 {
			s.selectChapter(open.projectID, open.chapterID)
		}
		s.updateMoveButtons() // Split follows the editor
	case changeIndex:
		for _, ev := range s.st.latestIndex().owners {
			s.indexEvent(ev)
		}
	case changeCountMode:
		s.tree.Refresh()
	case changeLiveCount:
		s.liveCount()
	}
}

// liveCount updates the rows of the chapter being typed in and of its
// book, if the tree has them bound, from the lists' counts (which follow
// the editor): two rows, whatever the book's length.
func (s *sidebar) liveCount() {
	c, ok := s.st.chapter(s.st.live.id)
	if !ok {
		return
	}
	for _, uid := range []widget.TreeNodeID{chapterUID(c.ID), projectUID(c.ProjectID)} {
		if row := s.rows[uid]; row != nil {
			s.updateNode(uid, false, row)
		}
	}
}

// openBranch opens a project's branch; the tree lays out every open node
// when asked, even for a branch already open, so that is skipped.
func (s *sidebar) openBranch(projectID uint64) {
	if uid := projectUID(projectID); !s.tree.IsBranchOpen(uid) {
		s.tree.OpenBranch(uid)
	}
}

func (s *sidebar) content() fyne.CanvasObject {
	heading := widget.NewLabelWithStyle(lang.L("Projects"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// The two halves of the toolbar share a row where the sidebar holds
	// them and wrap where it does not: in one row the eight buttons held
	// the sidebar at 339 px, and a 900-px window left the manuscript
	// 238 px, which no divider could widen.
	bar := newFlowRow(s.toolbars[0], s.toolbars[1])
	return newFlowColumn(container.NewBorder(nil, nil, heading, nil), bar, widget.NewSeparator(),
		container.NewStack(s.tree, s.empty, s.marks.layer))
}

// showLists redraws the tree from the state's lists. When the lists are
// the ones drawn and only counts changed (a save), the rows on screen are
// updated in place instead of laying out the whole tree.
func (s *sidebar) showLists() {
	if len(s.st.projectList()) == 0 {
		s.empty.Show()
		s.tree.Hide()
		fetch(s.u, lang.L("Deleted Projects"), s.u.eng.DeletedProjects, func(ps []engine.Project) {
			if len(ps) > 0 {
				s.undelete.Show()
			} else {
				s.undelete.Hide()
			}
		})
	} else {
		s.empty.Hide()
		s.tree.Show()
	}
	if s.uidsGen == s.st.listGeneration() {
		for uid, row := range s.rows {
			s.updateNode(uid, false, row)
		}
		return
	}
	s.tree.Refresh()
}

func (s *sidebar) childUIDs(uid widget.TreeNodeID) []widget.TreeNodeID {
	if uid == "" {
		s.walks++
	}
	if gen := s.st.listGeneration(); gen != s.uidsGen {
		clear(s.uids)
		s.uidsGen = gen
	}
	if out, ok := s.uids[uid]; ok {
		return out
	}
	var out []widget.TreeNodeID
	if uid == "" {
		projects := s.st.projectList()
		out = make([]widget.TreeNodeID, len(projects))
		for i, p := range projects {
			out[i] = projectUID(p.ID)
		}
	} else if prefix, id := parseUID(uid); prefix == projectPrefix {
		chs := s.st.chapterList(id)
		out = make([]widget.TreeNodeID, len(chs))
		for i, c := range chs {
			out[i] = chapterUID(c.ID)
		}
	}
	s.uids[uid] = out
	return out
}

func (s *sidebar) isBranch(uid widget.TreeNodeID) bool {
	return uid == "" || strings.HasPrefix(uid, projectPrefix)
}

// treeRow is one line of the tree: index state dot, title, count.
type treeRow struct {
	widget.BaseWidget
	dot   *canvas.Circle
	title *fitLabel
	count *widget.Label
	// menu opens the row's context menu at a position on the canvas (nil:
	// the row has none).
	menu func(at fyne.Position)
	// tap selects the row's node, as a click on the tree's own row does.
	tap func()
	// uid is the node the row was last bound to.
	uid widget.TreeNodeID
	// drag takes the row's drag events (sidebar_dnd.go): it reads uid
	// when a drag starts, as the tree recycles rows.
	drag rowDragger
}

// TappedSecondary implements fyne.SecondaryTappable: the context menu.
func (r *treeRow) TappedSecondary(ev *fyne.PointEvent) {
	if r.menu != nil {
		r.menu(ev.AbsolutePosition)
	}
}

// Tapped implements fyne.Tappable. The desktop driver gives a click to
// the deepest object that takes any kind of tap, which is this row since
// it takes secondary taps: without Tapped a click on a chapter would
// never reach the tree and the chapter would not open.
func (r *treeRow) Tapped(*fyne.PointEvent) {
	if r.tap != nil {
		r.tap()
	}
}

func newTreeRow() *treeRow {
	r := &treeRow{dot: canvas.NewCircle(color.Transparent), title: newFitLabel(fyne.TextStyle{}), count: widget.NewLabel("")}
	r.count.Importance = widget.LowImportance
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer implements fyne.Widget.
func (r *treeRow) CreateRenderer() fyne.WidgetRenderer {
	dot := container.NewCenter(container.New(&fixedLayout{size: fyne.NewSquareSize(8)}, r.dot))
	return widget.NewSimpleRenderer(container.New(&treeRowLayout{row: r}, dot, r.title, r.count))
}

// titleFloor is how wide, in the text size, a row's title stays before
// its count gives way: about eight letters.
const titleFloor = 8

// treeRowLayout lays out a row's dot, title and count (its objects in
// that order) in one line, the count at the right end, as a border
// layout does, but the title comes first: where the row cannot hold the
// count and the title (or its first eight letters or so), the count is
// hidden and the title has the room. In an 800-px window the counts left
// the titles "L…" and "…", and a project row showed its count alone.
type treeRowLayout struct{ row *treeRow }

func (l *treeRowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	dot, title, count := objs[0], objs[1], objs[2]
	th := l.row.Theme()
	pad := th.Size(theme.SizeNamePadding)
	dotW := dot.MinSize().Width
	dot.Resize(fyne.NewSize(dotW, size.Height))
	dot.Move(fyne.Position{})
	room := size.Width - dotW - pad
	countW := count.MinSize().Width
	textSize := th.Size(theme.SizeNameText)
	need := measureInBook(l.row.title.FullText(), textSize, l.row.title.TextStyle, l.row.title.bookFont) + 2*th.Size(theme.SizeNameInnerPadding)
	if room-countW-pad >= min(need, titleFloor*textSize) {
		count.Show()
		count.Resize(fyne.NewSize(countW, size.Height))
		count.Move(fyne.NewPos(size.Width-countW, 0))
		room -= countW + pad
	} else {
		count.Hide()
	}
	title.Resize(fyne.NewSize(max(room, 0), size.Height))
	title.Move(fyne.NewPos(dotW+pad, 0))
}

// MinSize leaves the count out: it gives way before the title does.
func (l *treeRowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := l.row.Theme().Size(theme.SizeNamePadding)
	dot, title, count := objs[0].MinSize(), objs[1].MinSize(), objs[2].MinSize()
	return fyne.NewSize(dot.Width+pad+title.Width, max(dot.Height, title.Height, count.Height))
}

func (s *sidebar) createNode(bool) fyne.CanvasObject {
	r := newTreeRow()
	r.drag = s
	return r
}

func (s *sidebar) updateNode(uid widget.TreeNodeID, _ bool, o fyne.CanvasObject) {
	row, ok := o.(*treeRow)
	if !ok {
		return
	}
	if row.uid != uid {
		if s.rows[row.uid] == row {
			delete(s.rows, row.uid)
		}
		row.uid = uid
		s.rows[uid] = row
		row.tap = func() { s.tapped(uid) }
	}
	prefix, id := parseUID(uid)
	switch prefix {
	case projectPrefix:
		p, _ := s.st.project(id)
		n, total := s.st.projectTotals(id)
		row.setTitle(p.Name, true, s.u.passageFont(id))
		setLabel(row.count, lang.L("{{.N}} ch · {{.Count}}", map[string]any{"N": n, "Count": shortCountText(s.u.countMode(id), total.In(s.u.countMode(id)))}))
		row.dot.FillColor = color.Transparent
		row.menu = nil
	case chapterPrefix:
		row.menu = func(at fyne.Position) { s.chapterMenu(uid, at) }
		c, _ := s.st.chapter(id)
		row.setTitle(displayTitle(c.Title), false, s.u.passageFont(c.ProjectID))
		setLabel(row.count, shortCountText(s.u.countMode(c.ProjectID), c.In(s.u.countMode(c.ProjectID))))
		row.dot.FillColor = stateColor(s.st.chapterState(id))
	}
	row.dot.Refresh()
}

// setTitle shows a row's title, bold for a project. The tree refreshes
// every row on screen for a selection or a scroll: the title label lays
// itself out again only when its text, style or width changed. A
// project's name too long for the row is cut in its middle, as its end
// tells apart the books imported twice ("The Wonderful Wizard of Oz
// (2)"); a chapter's title at its end, where its number and name start,
// after its volume's prefix (fitLabel.SetChapterTitle).
// book is the font of the book's curly quotes and ellipsis (passageFont):
// a Chinese book's “ ” ‘ ’ and …… full width, as its chapter title box
// and the editor draw them; they were Fyne's narrow Latin forms.
func (r *treeRow) setTitle(text string, project bool, book fyne.Resource) {
	r.title.SetStyle(fyne.TextStyle{Bold: project})
	r.title.setBookFont(book)
	if project {
		r.title.SetTextMiddle(text)
	} else {
		r.title.SetChapterTitle(text)
	}
}

// chapterMenu selects a chapter (opening it) and shows its context menu.
func (s *sidebar) chapterMenu(uid widget.TreeNodeID, at fyne.Position) {
	s.tree.Select(uid)
	widget.ShowPopUpMenuAtPosition(s.chapterMenuItems(), s.u.win.Canvas(), at)
}

// chapterMenuItems is the selected chapter's context menu: split at the
// cursor, merge with the next (off on the last chapter), renumber the
// book's titles, rename, delete.
func (s *sidebar) chapterMenuItems() *fyne.Menu {
	merge := fyne.NewMenuItem(lang.L("Merge with Next Chapter…"), s.askMerge)
	merge.Disabled = !s.canMerge()
	return fyne.NewMenu("",
		fyne.NewMenuItem(lang.L("Split Chapter at Cursor…"), func() { s.st.run(cmdSplitChapter) }),
		merge,
		fyne.NewMenuItem(lang.L("Renumber Chapter Titles…"), s.askRenumber),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Rename Chapter…"), s.renameSelected),
		fyne.NewMenuItem(lang.L("Delete…"), s.deleteSelected), // … : it asks first
	)
}

// stateColor colours a chapter's index state dot.
func stateColor(st engine.IndexState) color.Color {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := fyne.CurrentApp().Settings().Theme()
	switch st {
	case engine.StateIndexed:
		return th.Color(theme.ColorNameSuccess, v)
	case engine.StateFailed:
		return th.Color(theme.ColorNameError, v)
	case engine.StateNoModel:
		return th.Color(theme.ColorNameDisabled, v)
	default:
		return th.Color(theme.ColorNameWarning, v)
	}
}

// tapped does what a click on one of the tree's own rows does: select the
// node. A click on a chapter opens it with the keyboard in its text, at
// the caret it had there (restoreCaret), as a novelist clicking a chapter
// and typing expects: the keyboard stayed in the tree, and what was typed
// went nowhere until a second click into the text. A click on a project
// gives the tree the keyboard (arrows move in it, Enter opens).
//
// Until a chapter not yet shown is read, the tree keeps the keyboard, so
// keys pressed meanwhile cannot land in the chapter being left; what is
// typed then goes into the new chapter once it shows (editor.keyAhead).
func (s *sidebar) tapped(uid widget.TreeNodeID) {
	c := s.u.win.Canvas()
	prefix, id := parseUID(uid)
	if prefix != chapterPrefix {
		s.tree.Select(uid)
		c.Focus(s.tree)
		return
	}
	s.clicking = true
	s.tree.Select(uid)
	s.clicking = false
	if ed := s.u.editor; ed != nil && ed.chapterID == id && !ed.loading {
		c.Focus(ed.text) // open already: Select asked nothing of the editor
		return
	}
	c.Focus(s.tree)
}

func (s *sidebar) onSelected(uid widget.TreeNodeID) {
	s.selected = uid
	s.updateMoveButtons()
	if s.programmatic {
		return
	}
	prefix, id := parseUID(uid)
	switch prefix {
	case projectPrefix:
		s.tree.OpenBranch(uid)
		s.st.showProject(id)
	case chapterPrefix:
		if c, ok := s.st.chapter(id); ok {
			s.st.request(chapterRequest{projectID: c.ProjectID, chapterID: id, focusText: s.tree.entering || s.clicking})
		}
	}
}

// enter runs on Enter in the tree after it selected the row under the
// keyboard (a chapter not open yet opened with the keyboard in its text,
// where the author goes next; Space opens it and stays in the tree): the
// chapter already open gets the keyboard at once.
func (s *sidebar) enter() {
	prefix, id := parseUID(s.selected)
	if ed := s.u.editor; prefix == chapterPrefix && ed != nil && ed.chapterID == id && !ed.loading {
		s.u.win.Canvas().Focus(ed.text)
	}
}

// chapterTree is the sidebar's tree, where Enter also opens what Space
// selects (onEnter): Fyne's tree selects on Space only, and Enter, what
// opens an item everywhere else, did nothing.
type chapterTree struct {
	widget.Tree
	onEnter func()
	// onHold takes a character, Backspace or Enter typed into the tree,
	// reporting whether it did (editor.keyAhead): the tree has no use for
	// the first two, and Enter while a chapter is read for the text is
	// the author's new paragraph there, not "open the row".
	onHold func(heldKey) bool
	// entering: the selection being made is Enter's.
	entering bool
}

// TypedRune implements fyne.Focusable.
func (t *chapterTree) TypedRune(r rune) {
	if t.onHold != nil && t.onHold(heldKey{r: r}) {
		return
	}
	t.Tree.TypedRune(r)
}

func newChapterTree(childUIDs func(widget.TreeNodeID) []widget.TreeNodeID, isBranch func(widget.TreeNodeID) bool,
	create func(bool) fyne.CanvasObject, update func(widget.TreeNodeID, bool, fyne.CanvasObject)) *chapterTree {
	t := &chapterTree{}
	t.ChildUIDs, t.IsBranch, t.CreateNode, t.UpdateNode = childUIDs, isBranch, create, update
	t.ExtendBaseWidget(t)
	return t
}

// TypedKey implements fyne.Focusable.
func (t *chapterTree) TypedKey(ev *fyne.KeyEvent) {
	if slices.Contains(heldKeys, ev.Name) && t.onHold != nil && t.onHold(heldKey{name: ev.Name}) {
		return
	}
	switch ev.Name {
	case fyne.KeyHome, fyne.KeyEnd:
		t.toEnd(ev.Name == fyne.KeyEnd)
		return
	case fyne.KeyReturn, fyne.KeyEnter:
	default:
		t.Tree.TypedKey(ev)
		return
	}
	t.entering = true
	t.Tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // selects the row under the keyboard
	t.entering = false
	if t.onEnter != nil {
		t.onEnter()
	}
}

// toEnd moves the keyboard to the tree's last row (last), or its first,
// opening nothing, as the arrows do: Home and End did nothing, and the
// last chapter of a book of forty took forty presses of Down.
func (t *chapterTree) toEnd(last bool) {
	if row := t.edgeRow(last); row != "" {
		t.moveKeyboardTo(row)
	}
}

// edgeRow is the tree's first row shown, or its last (last): the last
// project, or its last chapter when its branch is open. It reads the
// tree's data down one path, whatever the length of the book.
func (t *chapterTree) edgeRow(last bool) widget.TreeNodeID {
	if t.ChildUIDs == nil || t.IsBranch == nil {
		return ""
	}
	rows := t.ChildUIDs(t.Root)
	if len(rows) == 0 {
		return ""
	}
	if !last {
		return rows[0]
	}
	for {
		row := rows[len(rows)-1]
		if !t.IsBranch(row) || !t.IsBranchOpen(row) {
			return row
		}
		under := t.ChildUIDs(row)
		if len(under) == 0 {
			return row
		}
		rows = under
	}
}

// moveKeyboardTo puts the tree's keyboard row on row, scrolled into view,
// with one key press. Fyne keeps that row private (Tree.currentFocus;
// Select would also open the chapter) and moves it only by the arrows,
// so toEnd pressed Up or Down once per row shown: each press walked the
// rows three times and laid them out again, and End in a 1,500-chapter
// book took seconds on the UI thread (BenchmarkTreeHomeEnd). Right on a
// row asks IsBranch of it (a branch would be opened) and then ChildUIDs
// for its first child, which gets the keyboard; for that one press the
// two answer "not a branch" and "row", once each, and put the tree's own
// back at once, so the scroll and the redraw that follow read the real
// rows. Fyne 2.8's Tree.Highlight does this directly.
func (t *chapterTree) moveKeyboardTo(row widget.TreeNodeID) {
	isBranch, childUIDs := t.IsBranch, t.ChildUIDs
	defer func() { t.IsBranch, t.ChildUIDs = isBranch, childUIDs }()
	t.IsBranch = func(widget.TreeNodeID) bool {
		t.IsBranch = isBranch
		return false
	}
	t.ChildUIDs = func(widget.TreeNodeID) []widget.TreeNodeID {
		t.ChildUIDs = childUIDs
		return []widget.TreeNodeID{row}
	}
	t.Tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
}

// selectChapter highlights a chapter without reopening it.
func (s *sidebar) selectChapter(projectID, chapterID uint64) {
	uid := chapterUID(chapterID)
	if s.selected == uid {
		return
	}
	s.programmatic = true
	defer func() { s.programmatic = false }()
	s.openBranch(projectID)
	s.tree.Select(uid) // scrolls to the row
	s.selected = uid
	s.updateMoveButtons()
}

// indexEvent recolours a chapter's dot when its row is on screen (a row
// scrolled into view later is drawn with the state then). The tree is
// not asked to refresh the item: that lays out every open node, once per
// event, and a re-index sends an event for each of 1,500 chapters.
func (s *sidebar) indexEvent(ev index.Event) {
	if ev.Owner.Kind != engine.OwnerChapter {
		return
	}
	uid := chapterUID(ev.Owner.ID)
	if row, ok := s.rows[uid]; ok && row.uid == uid {
		row.dot.FillColor = stateColor(s.st.chapterState(ev.Owner.ID))
		row.dot.Refresh()
	}
}

// selectedChapter returns the selected chapter, if a chapter is selected.
func (s *sidebar) selectedChapter() (engine.ChapterInfo, bool) {
	prefix, id := parseUID(s.selected)
	if prefix != chapterPrefix {
		return engine.ChapterInfo{}, false
	}
	return s.st.chapter(id)
}

// newProject asks for a name and creates a project, which becomes the
// current one, with its first chapter open and its title ready to type
// over, as Ctrl+N makes a first book. The book came without a chapter:
// the editor said "Select a chapter in the sidebar", and the first words
// typed went nowhere (real window, en_US).
func (s *sidebar) newProject() { s.askNewProject(s.newChapter) }

// askNewProject is newProject, then runs then (when set) in the new
// project.
func (s *sidebar) askNewProject(then func()) {
	name := newKeyEntry(s.u.keys, false) // Esc cancels (shortcuts.handleKey)
	name.smartQuotes = s.u.smartQuotes
	name.SetPlaceHolder(lang.L("e.g. The Long Winter"))
	name.Validator = projectNameRule
	s.u.askLine(lang.L("New project"), lang.L("Create"), lang.L("Name"), name, func(n string) {
		s.u.background(func() {
			p, err := s.u.eng.CreateProject(n)
			s.u.do(func() {
				if err != nil {
					s.u.showError(lang.L("Create project"), err)
					return
				}
				s.st.setProject(p.ID)
				s.st.reload(func() {
					s.tree.Select(projectUID(p.ID))
					if then != nil {
						then()
					}
				})
			})
		})
	})
}

// projectNameRule refuses a blank project name, in the box, before the
// engine does.
func projectNameRule(v string) error {
	if strings.TrimSpace(v) == "" {
		return errors.New(lang.L("a project needs a name"))
	}
	return nil
}

// newChapter appends a chapter to the current project and opens it with
// its title ready to type over.
func (s *sidebar) newChapter() {
	pid := s.st.projectID()
	if pid == 0 {
		// No book yet: Ctrl+N makes one, then its first chapter, which
		// is what the author pressed it for.
		s.askNewProject(s.newChapter)
		return
	}
	chapters := s.st.chapterList(pid)
	title := newChapterTitle(chapters)
	s.u.background(func() {
		c, err := s.u.eng.AddChapter(pid, title)
		if err == nil && len(chapters) > 0 {
			err = s.indentLike(c, chapters[len(chapters)-1].ID)
		}
		s.u.do(func() {
			if err != nil {
				s.u.showError(lang.L("New chapter"), err)
				return
			}
			// The editor puts the cursor in the new chapter's title.
			s.st.reload(func() { s.st.openNewChapter(pid, c.ID) })
		})
	})
}

// indentLike starts a new chapter's text with the ideographic indent
// (　　) when the book's last chapter indents its paragraphs, so that its
// first paragraph is indented as Enter indents the ones after it; the
// author would otherwise type it at the head of every chapter. It runs
// in the background: it reads that chapter's text.
func (s *sidebar) indentLike(c engine.Chapter, lastID uint64) error {
	last, err := s.u.eng.Chapter(lastID)
	if err != nil || !indentsParagraphs(last.Text) {
		return err
	}
	_, err = s.u.eng.SaveChapter(c.ID, c.Title, paragraphIndent)
	return err
}

// nextChapterNumber is the number the engine gives a chapter added to a
// book of chapters (storage.Tx.CreateChapter): one past the last numbered
// chapter, 1 in a book without one. Counting the chapters instead named
// the chapter after an imported book's front matter (chapter 0) one too
// high: Chapter 26 after Frankenstein's Chapter 24.
func nextChapterNumber(chapters []engine.ChapterInfo) int {
	for i := len(chapters) - 1; i >= 0; i-- {
		if chapters[i].Index > 0 {
			return chapters[i].Index + 1
		}
	}
	return 1
}

// updateMoveButtons enables up and down where the selected row can move:
// a chapter that is not first (up) or not last (down) in its book; Merge
// with Next Chapter, in the toolbar and the Edit menu, where there is a
// next chapter (canMerge); Split Chapter at Cursor, there too, while a
// chapter is open; Rename and Delete while a row is selected.
func (s *sidebar) updateMoveButtons() {
	up, down := false, false
	if c, ok := s.selectedChapter(); ok {
		n := len(s.st.chapterList(c.ProjectID))
		up, down = c.Order > 0, c.Order < n-1
	}
	merge, split, row := s.canMerge(), s.st.openChapterRequest().chapterID != 0, s.selected != ""
	if m := s.u.menuBar(); m != nil {
		changed := false
		for label, on := range map[string]bool{lang.L("Merge with Next Chapter…"): merge, lang.L("Split Chapter at Cursor…"): split} {
			if it := menuItem(m, label); it != nil && it.Disabled == on {
				it.Disabled, changed = !on, true
			}
		}
		if changed {
			m.Refresh()
		}
	}
	for _, b := range []struct {
		a  *hintAction
		on bool
	}{{s.up, up}, {s.down, down}, {s.merge, merge}, {s.split, split}, {s.rename, row}, {s.del, row}} {
		if b.on {
			b.a.Enable()
		} else {
			b.a.Disable()
		}
	}
}

// moveSelected moves the selected chapter up (-1) or down (+1).
func (s *sidebar) moveSelected(delta int) {
	c, ok := s.selectedChapter()
	if !ok {
		return
	}
	pos := c.Order + delta
	if pos < 0 || pos >= len(s.st.chapterList(c.ProjectID)) {
		return
	}
	s.moveChapter(c.ID, pos)
}

func (s *sidebar) renameSelected() {
	prefix, id := parseUID(s.selected)
	// A book has a name, a chapter a title (the editor's title box).
	var current, what, field string
	var book uint64
	switch prefix {
	case projectPrefix:
		p, _ := s.st.project(id)
		current, what, field, book = p.Name, lang.L("Rename project"), lang.L("Name"), p.ID
	case chapterPrefix:
		c, _ := s.st.chapter(id)
		current, what, field, book = c.Title, lang.L("Rename chapter"), lang.L("Chapter title"), c.ProjectID
	default:
		return
	}
	name := newKeyEntry(s.u.keys, false)
	name.smartQuotes = s.u.smartQuotes
	name.chineseBook = func() bool { return s.st.bookChinese(book) }
	name.SetText(current)
	if prefix == projectPrefix {
		// A blank name went to the engine, which refused it in
		// English ("storage: project name is empty: invalid argument").
		name.Validator = projectNameRule
	}
	s.u.askLine(what, lang.L("Rename"), field, name, func(n string) {
		if prefix == chapterPrefix {
			s.renameChapter(id, n)
			return
		}
		s.u.background(func() {
			err := s.u.eng.RenameProject(id, n)
			s.u.do(func() {
				if err != nil {
					s.u.showError(what, err)
					return
				}
				s.st.reload(nil)
			})
		})
	})
}

// renameChapter retitles chapter id through the engine's chapter history,
// as a split or a deletion from the tree, so Ctrl+Z and the status bar's
// Undo give the old title back (renaming the open chapter through its
// title field left only the field's own undo, out of reach from the tree).
// The open chapter's pending edits are saved first, its editor held
// read-only meanwhile, and it is reloaded with the new title, so the
// title field and the stored title do not fight.
func (s *sidebar) renameChapter(id uint64, title string) {
	st := s.st
	before := s.u.chapterUndo.place()
	save := func() error { return nil }
	held := st.open.chapterID == id && st.holdOpen != nil
	if held {
		save = st.holdOpen()
	}
	s.u.background(func() {
		saveErr := save()
		err := saveErr
		if err == nil {
			err = s.u.eng.RenameChapter(id, title)
		}
		s.u.do(func() {
			if saveErr != nil && held && st.releaseOpen != nil {
				st.releaseOpen(saveErr)
			}
			if err != nil {
				s.u.showError(lang.L("Rename chapter"), err)
				if held && saveErr == nil { // unchanged: give it back as stored
					st.request(chapterRequest{projectID: st.open.projectID, chapterID: id, reload: true})
				}
				return
			}
			st.reload(func() {
				c, ok := st.chapter(id)
				if held {
					st.request(chapterRequest{projectID: st.open.projectID, chapterID: id, reload: true})
				}
				if ok {
					s.u.chapterUndo.offerUndo(c.ProjectID, before)
				}
			})
		})
	})
}

// deleteSelected asks, then deletes the selected chapter or project.
func (s *sidebar) deleteSelected() {
	prefix, id := parseUID(s.selected)
	var msg string
	switch prefix {
	case projectPrefix:
		p, _ := s.st.project(id)
		n, total := s.st.projectTotals(id)
		msg = quotedN("Delete the project “{{.Name}}” with its {{.N}} chapters ({{.Count}})?\nFile › Deleted Projects… brings it back.", n, map[string]any{"Name": p.Name, "N": groupDigits(n), "Count": sizeText(s.u.countMode(id), total)})
	case chapterPrefix:
		// Sized in the count mode, as the tree row beside it is (3,852
		// 字, not 4,600 characters).
		c, _ := s.st.chapter(id)
		msg = quotedL("Delete the chapter “{{.Name}}” ({{.Count}})?\nRight after, Undo (Ctrl+Z) brings it back; later, Snapshots › Deleted Chapters… does.", map[string]any{"Name": c.Title, "Count": sizeText(s.u.countMode(c.ProjectID), c.TextCounts)})
	default:
		return
	}
	d := s.u.newConfirm(lang.L("Delete"), msg, lang.L("Delete"), func(ok bool) {
		if ok {
			s.delete(prefix, id)
		}
	})
	d.SetConfirmImportance(widget.DangerImportance)
	d.Show()
}

func (s *sidebar) delete(prefix string, id uint64) {
	open := s.st.openChapterRequest()
	before := s.u.chapterUndo.place() // where Undo puts the author back
	deleted, _ := s.st.chapter(id)
	// The open chapter deleted, its neighbour (the next, else the one
	// before) opens once it is gone, as in other writing apps: the editor
	// was left empty, asking to pick a chapter.
	next := uint64(0)
	if prefix == chapterPrefix && id == open.chapterID {
		next = s.neighbour(open.projectID, id)
	}
	if (prefix == chapterPrefix && id == open.chapterID) || (prefix == projectPrefix && open.projectID == id) {
		s.st.closeChapter()
	}
	s.selected = ""
	s.tree.UnselectAll()
	s.updateMoveButtons()
	s.u.background(func() {
		var err error
		if prefix == projectPrefix {
			err = s.u.eng.TrashProject(id)
		} else {
			err = s.u.eng.DeleteChapter(id)
		}
		s.u.do(func() {
			if err != nil {
				s.u.showError(lang.L("Delete"), err)
			}
			s.st.reload(func() {
				if _, ok := s.st.chapter(next); ok && err == nil && s.st.openChapterRequest().chapterID == 0 {
					s.st.openChapter(open.projectID, next, nil)
				}
				if err == nil && prefix == chapterPrefix {
					s.u.chapterUndo.offerUndo(deleted.ProjectID, before)
				}
			})
			s.st.removed()
		})
	})
}

// neighbour is the chapter after id in its project, else the one before
// it (0 when it is the only one).
func (s *sidebar) neighbour(projectID, id uint64) uint64 {
	chs := s.st.chapterList(projectID)
	for i, c := range chs {
		if c.ID != id {
			continue
		}
		if i+1 < len(chs) {
			return chs[i+1].ID
		}
		if i > 0 {
			return chs[i-1].ID
		}
	}
	return 0
}

// fixedLayout gives its objects one fixed size (the state dot).
type fixedLayout struct{ size fyne.Size }

func (l *fixedLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for _, o := range objs {
		o.Resize(l.size)
		o.Move(fyne.Position{})
	}
}

func (l *fixedLayout) MinSize([]fyne.CanvasObject) fyne.Size { return l.size }
