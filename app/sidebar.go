package app

import (
	"errors"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
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

	tree    *widget.Tree
	empty   fyne.CanvasObject
	toolbar *widget.Toolbar

	selected widget.TreeNodeID
	// programmatic marks selections made by code, which must not reopen
	// the chapter they follow.
	programmatic bool
}

func newSidebar(u *UI) *sidebar {
	s := &sidebar{u: u, st: u.state}
	s.tree = widget.NewTree(s.childUIDs, s.isBranch, s.createNode, s.updateNode)
	s.tree.OnSelected = s.onSelected
	s.toolbar = widget.NewToolbar(
		widget.NewToolbarAction(theme.FolderNewIcon(), s.newProject),
		widget.NewToolbarAction(theme.ContentAddIcon(), s.newChapter),
		widget.NewToolbarSeparator(),
		widget.NewToolbarAction(theme.MoveUpIcon(), func() { s.moveSelected(-1) }),
		widget.NewToolbarAction(theme.MoveDownIcon(), func() { s.moveSelected(1) }),
		widget.NewToolbarSeparator(),
		widget.NewToolbarAction(theme.DocumentCreateIcon(), s.renameSelected),
		widget.NewToolbarAction(theme.DeleteIcon(), s.deleteSelected),
	)
	hint := widget.NewLabel(lang.L("No novels yet.\nCreate a project, or import a TXT or Markdown manuscript."))
	hint.Alignment = fyne.TextAlignCenter
	hint.Wrapping = fyne.TextWrapWord
	s.empty = container.NewVBox(
		layout.NewSpacer(), hint,
		container.NewCenter(container.NewHBox(
			widget.NewButtonWithIcon(lang.L("New project"), theme.FolderNewIcon(), s.newProject),
			widget.NewButtonWithIcon(lang.L("Import…"), theme.FolderOpenIcon(), func() { u.state.run(cmdImport) }),
		)),
		layout.NewSpacer(),
	)
	s.empty.Hide()
	u.state.handle(cmdNewProject, s.newProject)
	u.state.handle(cmdNewChapter, s.newChapter)
	u.state.subscribe(s.stateChanged)
	return s
}

// stateChanged redraws what changed.
func (s *sidebar) stateChanged(c stateChange) {
	switch c {
	case changeLibrary:
		s.showLists()
	case changeProject:
		if id := s.st.projectID(); id != 0 {
			s.tree.OpenBranch(projectUID(id))
		}
	case changeChapter:
		if open := s.st.openChapterRequest(); open.chapterID != 0 {
			s.selectChapter(open.projectID, open.chapterID)
		}
	case changeIndex:
		for _, ev := range s.st.latestIndex().owners {
			s.indexEvent(ev)
		}
	}
}

func (s *sidebar) content() fyne.CanvasObject {
	heading := widget.NewLabelWithStyle(lang.L("Manuscripts"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	top := container.NewVBox(container.NewBorder(nil, nil, heading, nil), s.toolbar, widget.NewSeparator())
	return container.NewBorder(top, nil, nil, nil, container.NewStack(s.tree, s.empty))
}

// showLists redraws the tree from the state's lists.
func (s *sidebar) showLists() {
	if len(s.st.projectList()) == 0 {
		s.empty.Show()
		s.tree.Hide()
	} else {
		s.empty.Hide()
		s.tree.Show()
	}
	s.tree.Refresh()
}

func (s *sidebar) childUIDs(uid widget.TreeNodeID) []widget.TreeNodeID {
	if uid == "" {
		projects := s.st.projectList()
		out := make([]widget.TreeNodeID, len(projects))
		for i, p := range projects {
			out[i] = projectUID(p.ID)
		}
		return out
	}
	prefix, id := parseUID(uid)
	if prefix != projectPrefix {
		return nil
	}
	chs := s.st.chapterList(id)
	out := make([]widget.TreeNodeID, len(chs))
	for i, c := range chs {
		out[i] = chapterUID(c.ID)
	}
	return out
}

func (s *sidebar) isBranch(uid widget.TreeNodeID) bool {
	prefix, _ := parseUID(uid)
	return uid == "" || prefix == projectPrefix
}

// treeRow is one line of the tree: index state dot, title, count.
type treeRow struct {
	widget.BaseWidget
	dot   *canvas.Circle
	title *widget.Label
	count *widget.Label
}

func newTreeRow() *treeRow {
	r := &treeRow{dot: canvas.NewCircle(color.Transparent), title: widget.NewLabel(""), count: widget.NewLabel("")}
	r.title.Truncation = fyne.TextTruncateEllipsis
	r.count.Importance = widget.LowImportance
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer implements fyne.Widget.
func (r *treeRow) CreateRenderer() fyne.WidgetRenderer {
	dot := container.NewCenter(container.New(&fixedLayout{size: fyne.NewSquareSize(8)}, r.dot))
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, dot, r.count, r.title))
}

func (s *sidebar) createNode(bool) fyne.CanvasObject { return newTreeRow() }

func (s *sidebar) updateNode(uid widget.TreeNodeID, _ bool, o fyne.CanvasObject) {
	row, ok := o.(*treeRow)
	if !ok {
		return
	}
	prefix, id := parseUID(uid)
	switch prefix {
	case projectPrefix:
		p, _ := s.st.project(id)
		n, chars, _ := s.st.projectTotals(id)
		row.title.TextStyle = fyne.TextStyle{Bold: true}
		row.title.SetText(p.Name)
		row.count.SetText(lang.L("{{.N}} ch · {{.Count}}", map[string]any{"N": n, "Count": compactCount(chars)}))
		row.dot.FillColor = color.Transparent
	case chapterPrefix:
		c, _ := s.st.chapter(id)
		row.title.TextStyle = fyne.TextStyle{}
		title := c.Title
		if strings.TrimSpace(title) == "" {
			title = lang.L("Untitled chapter")
		}
		row.title.SetText(title)
		row.count.SetText(compactCount(c.Chars))
		row.dot.FillColor = stateColor(s.st.chapterState(id))
	}
	row.dot.Refresh()
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

// compactCount renders a character count for the narrow tree column.
func compactCount(n int) string {
	if strings.HasPrefix(currentLocale().String(), "zh") {
		// Chinese counts in ten thousands (万), and in full below that.
		if n < 10_000 {
			return strconv.Itoa(n)
		}
		return strconv.FormatFloat(float64(n)/10_000, 'f', 1, 64) + "万"
	}
	switch {
	case n < 1000:
		return strconv.Itoa(n)
	case n < 10_000:
		return strconv.FormatFloat(float64(n)/1000, 'f', 1, 64) + "k"
	case n < 1_000_000:
		return strconv.Itoa((n+500)/1000) + "k"
	default:
		return strconv.FormatFloat(float64(n)/1e6, 'f', 1, 64) + "M"
	}
}

func (s *sidebar) onSelected(uid widget.TreeNodeID) {
	s.selected = uid
	if s.programmatic {
		return
	}
	prefix, id := parseUID(uid)
	switch prefix {
	case projectPrefix:
		s.st.setProject(id)
		s.tree.OpenBranch(uid)
	case chapterPrefix:
		if c, ok := s.st.chapter(id); ok {
			s.st.openChapter(c.ProjectID, id, nil)
		}
	}
}

// selectChapter highlights a chapter without reopening it.
func (s *sidebar) selectChapter(projectID, chapterID uint64) {
	uid := chapterUID(chapterID)
	if s.selected == uid {
		return
	}
	s.programmatic = true
	defer func() { s.programmatic = false }()
	s.tree.OpenBranch(projectUID(projectID))
	s.tree.Select(uid)
	s.tree.ScrollTo(uid)
	s.selected = uid
}

// indexEvent recolours a chapter's dot.
func (s *sidebar) indexEvent(ev index.Event) {
	if ev.Owner.Kind != engine.OwnerChapter {
		return
	}
	if _, ok := s.st.chapter(ev.Owner.ID); ok {
		s.tree.RefreshItem(chapterUID(ev.Owner.ID))
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

func (s *sidebar) newProject() {
	name := widget.NewEntry()
	name.SetPlaceHolder(lang.L("e.g. 三国演义 or The Long Winter"))
	name.Validator = func(v string) error {
		if strings.TrimSpace(v) == "" {
			return errors.New(lang.L("a project needs a name"))
		}
		return nil
	}
	d := dialog.NewForm(lang.L("New project"), lang.L("Create"), lang.L("Cancel"),
		[]*widget.FormItem{widget.NewFormItem(lang.L("Name"), name)},
		func(ok bool) {
			if !ok {
				return
			}
			n := strings.TrimSpace(name.Text)
			s.u.background(func() {
				p, err := s.u.eng.CreateProject(n)
				s.u.do(func() {
					if err != nil {
						s.u.showError(lang.L("Create project"), err)
						return
					}
					s.st.setProject(p.ID)
					s.st.reload(func() { s.tree.Select(projectUID(p.ID)) })
				})
			})
		}, s.u.win)
	d.Resize(fyne.NewSize(420, 160))
	d.Show()
	s.u.win.Canvas().Focus(name)
}

// newChapter appends a chapter to the current project and opens it with
// its title ready to type over.
func (s *sidebar) newChapter() {
	pid := s.st.projectID()
	if pid == 0 {
		s.newProject()
		return
	}
	n, _, _ := s.st.projectTotals(pid)
	title := tr("Chapter {{.V}}", n+1)
	s.u.background(func() {
		c, err := s.u.eng.CreateChapter(pid, title)
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
	s.u.background(func() {
		err := s.u.eng.MoveChapter(c.ID, pos)
		s.u.do(func() {
			if err != nil {
				s.u.showError(lang.L("Move chapter"), err)
				return
			}
			s.st.reload(nil)
		})
	})
}

func (s *sidebar) renameSelected() {
	prefix, id := parseUID(s.selected)
	var current, what string
	switch prefix {
	case projectPrefix:
		p, _ := s.st.project(id)
		current, what = p.Name, lang.L("Rename project")
	case chapterPrefix:
		c, _ := s.st.chapter(id)
		current, what = c.Title, lang.L("Rename chapter")
	default:
		return
	}
	name := widget.NewEntry()
	name.SetText(current)
	d := dialog.NewForm(what, lang.L("Rename"), lang.L("Cancel"),
		[]*widget.FormItem{widget.NewFormItem(lang.L("Name"), name)},
		func(ok bool) {
			if !ok {
				return
			}
			n := strings.TrimSpace(name.Text)
			if prefix == chapterPrefix && id == s.st.openChapterRequest().chapterID {
				// The open chapter's title lives in the editor; renaming
				// there keeps the two from fighting.
				s.st.renameOpenChapter(n)
				return
			}
			s.u.background(func() {
				var err error
				if prefix == projectPrefix {
					err = s.u.eng.RenameProject(id, n)
				} else {
					err = s.u.eng.RenameChapter(id, n)
				}
				s.u.do(func() {
					if err != nil {
						s.u.showError(what, err)
						return
					}
					s.st.reload(nil)
				})
			})
		}, s.u.win)
	d.Resize(fyne.NewSize(420, 160))
	d.Show()
}

// deleteSelected asks, then deletes the selected chapter or project.
func (s *sidebar) deleteSelected() {
	prefix, id := parseUID(s.selected)
	var msg string
	switch prefix {
	case projectPrefix:
		p, _ := s.st.project(id)
		n, chars, _ := s.st.projectTotals(id)
		msg = lang.N("Delete the project “{{.Name}}” with its {{.N}} chapters ({{.Chars}} characters)?\nThis cannot be undone.", n, map[string]any{"Name": p.Name, "N": groupDigits(n), "Chars": groupDigits(chars)})
	case chapterPrefix:
		c, _ := s.st.chapter(id)
		msg = lang.L("Delete the chapter “{{.Name}}” ({{.Chars}} characters)?\nIts text and search data are removed. This cannot be undone.", map[string]any{"Name": c.Title, "Chars": groupDigits(c.Chars)})
	default:
		return
	}
	d := dialog.NewConfirm(lang.L("Delete"), msg, func(ok bool) {
		if ok {
			s.delete(prefix, id)
		}
	}, s.u.win)
	d.SetConfirmText(lang.L("Delete"))
	d.SetDismissText(lang.L("Cancel"))
	d.SetConfirmImportance(widget.DangerImportance)
	d.Show()
}

func (s *sidebar) delete(prefix string, id uint64) {
	open := s.st.openChapterRequest()
	if (prefix == chapterPrefix && id == open.chapterID) || (prefix == projectPrefix && open.projectID == id) {
		s.st.closeChapter()
	}
	s.selected = ""
	s.tree.UnselectAll()
	s.u.background(func() {
		var err error
		if prefix == projectPrefix {
			err = s.u.eng.DeleteProject(id)
		} else {
			err = s.u.eng.DeleteChapter(id)
		}
		s.u.do(func() {
			if err != nil {
				s.u.showError(lang.L("Delete"), err)
			}
			s.st.reload(nil)
			s.st.removed()
		})
	})
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
