package app

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// Chapters are reordered by dragging their rows in the sidebar's tree.
// Fyne 2.7 has no drag and drop for Tree or List rows, so the row itself
// is the fyne.Draggable and the sidebar does the rest: it works out the
// gap between two chapters the pointer is over, draws an insertion line
// there in a layer over the tree that takes no events, scrolls the tree
// while the pointer rests near its top or bottom edge, and on release
// moves the chapter with the engine call Move Up and Move Down use.
//
// A drag is only a reorder once the pointer went dragThreshold up or down
// from where it was pressed: the desktop driver calls anything past 2
// pixels a drag and then drops the click, so a click with a shaky hand
// would otherwise do nothing; below the threshold a release on the row
// is the click it was. Releasing outside the tree, over another book's
// rows, or where the chapter already is moves nothing, and Esc cancels
// the drag until the button is released. A drag never moves a chapter to
// another book: no engine call does that. Nor does it open the chapter it
// moves: an author tidying chapter 40 while writing chapter 12 stays in
// chapter 12, and the tree's selection stays on it.
//
// Esc goes to the focused widget, which is mostly the editor, so a drag
// lends the keyboard to a hidden widget of its own (escCatcher) and gives
// it back when the button is released: the author keeps typing where
// they were. Focusing the tree instead scrolled it to its first row
// whenever it had not had the keyboard before (Tree.FocusGained).

// dragThreshold is how far (up or down, in Fyne units) the pointer goes
// from the press before a chapter row's drag reorders.
const dragThreshold = 6

// autoscrollEvery is how often the tree scrolls while a drag rests near
// its top or bottom edge.
const autoscrollEvery = 90 * time.Millisecond

// rowSpot is a row on screen during a drag: its node and its extent,
// relative to the tree.
type rowSpot struct {
	uid         widget.TreeNodeID
	top, bottom float32
}

// chapterDrag is the drag of a tree row under way. It holds the node the
// row showed when the drag began: the tree recycles rows, and the row
// may show another node once the drag scrolled it away.
type chapterDrag struct {
	uid widget.TreeNodeID
	// chapterID is the chapter dragged (0: a project's row, which only
	// turns back into a click).
	chapterID, projectID uint64
	// origin is the row's position on the canvas when the drag began; the
	// driver gives positions relative to it for the whole drag.
	origin fyne.Position
	// press and at are where the pointer was pressed and is now,
	// relative to origin.
	press, at fyne.Position
	// size is the row's size when the drag began.
	size fyne.Size
	// started: the pointer went past dragThreshold, this is a reorder.
	started, cancelled bool
	// focused had the keyboard before the drag took it (nil: nothing).
	focused fyne.Focusable
	// spots are the rows on screen and base the tree's position on the
	// canvas, measured when the drag started and after every scroll: each
	// measure walks the window's objects, too much for every mouse move.
	spots []rowSpot
	base  fyne.Position
	// target is the position the chapter would move to (-1: none).
	target int
	// scrollDir is -1 or 1 while the pointer rests near the tree's top or
	// bottom edge; stopScroll ends the ticker that scrolls then.
	scrollDir  int
	stopScroll chan struct{}
	// scrollRows is how many rows a step scrolls.
	scrollRows int
}

// escCatcher holds the keyboard during a drag, for Esc. It draws
// nothing and is shown only then, so Tab never stops at it.
type escCatcher struct {
	widget.BaseWidget
	onEsc func()
}

func newEscCatcher(onEsc func()) *escCatcher {
	e := &escCatcher{onEsc: onEsc}
	e.ExtendBaseWidget(e)
	e.Hide()
	return e
}

// CreateRenderer implements fyne.Widget.
func (e *escCatcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// FocusGained implements fyne.Focusable.
func (e *escCatcher) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (e *escCatcher) FocusLost() {}

// TypedRune implements fyne.Focusable.
func (e *escCatcher) TypedRune(rune) {}

// TypedKey implements fyne.Focusable.
func (e *escCatcher) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		e.onEsc()
	}
}

// rowDragger is what a tree row hands its drag events to (the sidebar).
type rowDragger interface {
	rowDragged(r *treeRow, ev *fyne.DragEvent)
	rowDragEnd(r *treeRow)
}

// Dragged implements fyne.Draggable.
func (r *treeRow) Dragged(ev *fyne.DragEvent) {
	if r.drag != nil {
		r.drag.rowDragged(r, ev)
	}
}

// DragEnd implements fyne.Draggable.
func (r *treeRow) DragEnd() {
	if r.drag != nil {
		r.drag.rowDragEnd(r)
	}
}

// dropMarks are the drawings of a drag, in a layer over the tree: the
// insertion line with a ring at its start, a veil over the dragged row and
// a label with the chapter's title beside the pointer.
type dropMarks struct {
	layer     *fyne.Container
	line      *canvas.Rectangle
	ring      *canvas.Circle
	veil      *canvas.Rectangle
	ghostBack *canvas.Rectangle
	ghostText *canvas.Text
	esc       *escCatcher
}

func newDropMarks(onEsc func()) *dropMarks {
	m := &dropMarks{
		esc:       newEscCatcher(onEsc),
		line:      canvas.NewRectangle(color.Transparent),
		ring:      canvas.NewCircle(color.Transparent),
		veil:      canvas.NewRectangle(color.Transparent),
		ghostBack: canvas.NewRectangle(color.Transparent),
		ghostText: canvas.NewText("", color.Transparent),
	}
	m.layer = container.NewWithoutLayout(m.veil, m.line, m.ring, m.ghostBack, m.ghostText, m.esc)
	m.hideAll()
	return m
}

// colour sets the marks' colours from the theme (it may have changed
// since the last drag).
func (m *dropMarks) colour(th fyne.Theme) {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	primary := th.Color(theme.ColorNamePrimary, v)
	m.line.FillColor = primary
	m.ring.StrokeColor, m.ring.StrokeWidth = primary, 2
	m.ring.FillColor = th.Color(theme.ColorNameBackground, v)
	// The dragged row fades under a veil of the background, as if lifted.
	r, g, b, _ := th.Color(theme.ColorNameBackground, v).RGBA()
	m.veil.FillColor = color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0xa0}
	m.ghostBack.FillColor = th.Color(theme.ColorNameOverlayBackground, v)
	m.ghostBack.StrokeColor, m.ghostBack.StrokeWidth = primary, 1
	m.ghostBack.CornerRadius = th.Size(theme.SizeNameInputRadius)
	m.ghostText.Color = th.Color(theme.ColorNameForeground, v)
	m.ghostText.TextSize = th.Size(theme.SizeNameText)
}

func (m *dropMarks) hideAll() {
	for _, o := range m.layer.Objects {
		o.Hide()
	}
}

// showLine draws the insertion line across the tree at y.
func (m *dropMarks) showLine(y, width float32) {
	const ring = 8
	m.ring.Resize(fyne.NewSquareSize(ring))
	m.ring.Move(fyne.NewPos(2, y-ring/2))
	m.line.Resize(fyne.NewSize(width-ring-4, 2))
	m.line.Move(fyne.NewPos(ring+2, y-1))
	showAll(m.line, m.ring)
}

func (m *dropMarks) hideLine() {
	m.line.Hide()
	m.ring.Hide()
}

// showGhost draws the title beside the pointer at p, inside size, on the
// side away from the insertion line at lineY (when line), so it hides
// neither the line nor the rows next to it.
func (m *dropMarks) showGhost(title string, p fyne.Position, line bool, lineY float32, size fyne.Size, th fyne.Theme) {
	pad := th.Size(theme.SizeNamePadding)
	if m.ghostText.Text != title {
		m.ghostText.Text = title
		m.ghostText.Refresh()
	}
	text := m.ghostText.MinSize()
	box := fyne.NewSize(min(text.Width+2*pad, max(size.Width-4*pad, 2*pad)), text.Height+pad)
	below, above := p.Y+2*pad, p.Y-2*pad-box.Height
	y := below
	if line && lineY > p.Y {
		y = above
	}
	if y < 0 {
		y = below
	} else if y+box.Height > size.Height {
		y = above
	}
	at := fyne.NewPos(max(min(p.X+3*pad, size.Width-box.Width), 0), y)
	m.ghostBack.Resize(box)
	m.ghostBack.Move(at)
	m.ghostText.Resize(fyne.NewSize(box.Width-2*pad, text.Height))
	m.ghostText.Move(at.AddXY(pad, pad/2))
	showAll(m.ghostBack, m.ghostText)
}

// showVeil fades the dragged row, when it is on screen.
func (m *dropMarks) showVeil(spot rowSpot, ok bool, width float32) {
	if !ok {
		m.veil.Hide()
		return
	}
	m.veil.Resize(fyne.NewSize(width, spot.bottom-spot.top))
	m.veil.Move(fyne.NewPos(0, spot.top))
	m.veil.Show()
}

func showAll(objs ...fyne.CanvasObject) {
	for _, o := range objs {
		o.Show()
		o.Refresh()
	}
}

// rowDragged follows a row's drag: the first event starts it, bound to
// the node the row shows then.
func (s *sidebar) rowDragged(r *treeRow, ev *fyne.DragEvent) {
	d := s.drag
	if d == nil {
		d = &chapterDrag{
			uid:    r.uid,
			origin: fyne.CurrentApp().Driver().AbsolutePositionForObject(r),
			// The driver's first event comes once the pointer moved:
			// the press was a delta back.
			press:  ev.Position.Subtract(ev.Dragged),
			size:   r.Size(),
			target: -1,
		}
		if prefix, id := parseUID(r.uid); prefix == chapterPrefix {
			if c, ok := s.st.chapter(id); ok {
				d.chapterID, d.projectID = id, c.ProjectID
			}
		}
		s.drag = d
	}
	d.at = ev.Position
	if d.cancelled {
		return
	}
	if !d.started {
		dy := d.at.Y - d.press.Y
		if d.chapterID == 0 || (dy < dragThreshold && dy > -dragThreshold) {
			return
		}
		s.beginDrag(d)
	}
	s.dragMoved(d)
}

// beginDrag turns a press into a reorder: the drag takes the keyboard
// (for Esc) and the rows on screen are measured.
func (s *sidebar) beginDrag(d *chapterDrag) {
	d.started = true
	c := s.u.win.Canvas()
	d.focused = c.Focused()
	s.marks.esc.Show()
	c.Focus(s.marks.esc)
	s.marks.colour(s.tree.Theme())
	s.measureRows(d)
}

// endDrag gives the keyboard back to what had it before the drag.
func (s *sidebar) endDrag(d *chapterDrag) {
	s.stopAutoscroll(d)
	s.marks.hideAll()
	if !d.started {
		return
	}
	c := s.u.win.Canvas()
	if c.Focused() == fyne.Focusable(s.marks.esc) {
		if d.focused != nil {
			c.Focus(d.focused)
		} else {
			c.Unfocus()
		}
	}
}

// rowDragEnd finishes a drag: a reorder moves the chapter where the line
// showed, a press that never became one is the click it was.
func (s *sidebar) rowDragEnd(r *treeRow) {
	d := s.drag
	s.drag = nil
	if d == nil {
		return
	}
	s.endDrag(d)
	switch {
	case d.cancelled:
	case !d.started:
		inside := d.at.X >= 0 && d.at.Y >= 0 && d.at.X <= d.size.Width && d.at.Y <= d.size.Height
		if inside {
			s.tapped(d.uid)
		}
	case d.target >= 0:
		if c, ok := s.st.chapter(d.chapterID); ok && c.Order != d.target {
			s.moveChapter(c.ID, d.target)
		}
	}
}

// cancelDrag ends a reorder without moving anything (Esc); the drag's
// events are ignored until the button is released.
func (s *sidebar) cancelDrag() bool {
	d := s.drag
	if d == nil || !d.started || d.cancelled {
		return false
	}
	d.cancelled = true
	d.target = -1
	s.endDrag(d)
	return true
}

// measureRows records where the rows on screen are. The tree draws only
// the rows in view; the others are pooled off the canvas, where the
// driver finds no position for them.
func (s *sidebar) measureRows(d *chapterDrag) {
	drv := fyne.CurrentApp().Driver()
	base := drv.AbsolutePositionForObject(s.tree)
	d.base = base
	height := s.tree.Size().Height
	d.spots = d.spots[:0]
	for uid, row := range s.rows {
		if row.uid != uid || !row.Visible() {
			continue
		}
		abs := drv.AbsolutePositionForObject(row)
		if abs.IsZero() {
			continue // pooled, off screen
		}
		top := abs.Y - base.Y
		bottom := top + row.Size().Height
		if bottom <= 0 || top >= height {
			continue
		}
		d.spots = append(d.spots, rowSpot{uid: uid, top: top, bottom: bottom})
	}
	slices.SortFunc(d.spots, func(a, b rowSpot) int {
		switch {
		case a.top < b.top:
			return -1
		case a.top > b.top:
			return 1
		}
		return 0
	})
}

// pointer is where the pointer is, relative to the tree.
func (s *sidebar) pointer(d *chapterDrag) fyne.Position {
	return d.origin.Add(d.at).Subtract(d.base)
}

// dragMoved updates the target, the marks and the edge scrolling for
// where the pointer is now.
func (s *sidebar) dragMoved(d *chapterDrag) {
	p := s.pointer(d)
	size := s.tree.Size()
	th := s.tree.Theme()
	inside := p.X >= 0 && p.Y >= 0 && p.X <= size.Width && p.Y <= size.Height
	gap, lineY := -1, float32(0)
	if inside {
		gap, lineY = s.gapAt(d, p.Y)
	}
	d.target = -1
	if c, ok := s.st.chapter(d.chapterID); ok && gap >= 0 {
		pos := gap
		if gap > c.Order {
			pos-- // the chapter leaves its own place first
		}
		if pos != c.Order {
			d.target = pos
		}
	}
	lineY = min(max(lineY, 1), size.Height-1)
	if d.target >= 0 {
		s.marks.showLine(lineY, size.Width)
	} else {
		s.marks.hideLine()
	}
	var own rowSpot
	found := false
	for _, sp := range d.spots {
		if sp.uid == d.uid {
			own, found = sp, true
		}
	}
	s.marks.showVeil(own, found, size.Width)
	// Outside the tree the title goes: a release there moves nothing.
	if c, ok := s.st.chapter(d.chapterID); ok && inside {
		s.marks.showGhost(displayTitle(c.Title), p, d.target >= 0, lineY, size, th)
	} else {
		s.marks.ghostBack.Hide()
		s.marks.ghostText.Hide()
	}
	s.marks.layer.Refresh()

	// Near an edge (a row's height), inside the tree, the tree scrolls.
	zone := float32(32)
	if len(d.spots) > 0 {
		zone = d.spots[0].bottom - d.spots[0].top
	}
	dir, depth := 0, float32(0)
	if inside && p.Y < zone {
		dir, depth = -1, (zone-p.Y)/zone
	} else if inside && p.Y > size.Height-zone {
		dir, depth = 1, (p.Y-(size.Height-zone))/zone
	}
	// Closer to the edge, faster: up to 4 rows a step, 40 a second, so a
	// web novel's 1,500 chapters pass in under a minute.
	d.scrollRows = 1 + int(3*min(depth, 1))
	s.setAutoscroll(d, dir)
}

// gapAt finds the gap in the dragged chapter's book at y (relative to the
// tree): 0 before its first chapter, n after its last. It returns -1
// over another book's rows. lineY is where the gap is drawn.
func (s *sidebar) gapAt(d *chapterDrag, y float32) (gap int, lineY float32) {
	pad := s.tree.Theme().Size(theme.SizeNamePadding)
	spots := d.spots
	if len(spots) == 0 {
		return -1, 0
	}
	i := 0
	for i < len(spots)-1 && y >= spots[i].bottom+pad/2 {
		i++
	}
	sp := spots[i]
	below := y >= sp.bottom+pad/2 // under the last row, in the tree's empty end
	prefix, id := parseUID(sp.uid)
	switch prefix {
	case projectPrefix:
		if id != d.projectID || below {
			return -1, 0
		}
		return 0, sp.bottom + pad/2
	case chapterPrefix:
		c, ok := s.st.chapter(id)
		if !ok || c.ProjectID != d.projectID {
			return -1, 0
		}
		if !below && y < (sp.top+sp.bottom)/2 {
			return c.Order, sp.top - pad/2
		}
		return c.Order + 1, sp.bottom + pad/2
	}
	return -1, 0
}

// setAutoscroll starts or stops the edge scrolling.
func (s *sidebar) setAutoscroll(d *chapterDrag, dir int) {
	if dir == d.scrollDir {
		return
	}
	s.stopAutoscroll(d)
	d.scrollDir = dir
	if dir == 0 {
		return
	}
	stop := make(chan struct{})
	d.stopScroll = stop
	go func() {
		t := time.NewTicker(autoscrollEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				s.u.do(func() { s.autoscrollStep(d) })
			}
		}
	}()
}

func (s *sidebar) stopAutoscroll(d *chapterDrag) {
	if d.stopScroll != nil {
		close(d.stopScroll)
		d.stopScroll = nil
	}
	d.scrollDir = 0
}

// autoscrollStep scrolls the tree by scrollRows rows towards the edge the
// pointer rests at and follows with the marks.
func (s *sidebar) autoscrollStep(d *chapterDrag) {
	if s.drag != d {
		s.stopAutoscroll(d) // a tick that came after the drag ended
		return
	}
	if d.scrollDir == 0 || d.cancelled || len(d.spots) == 0 {
		return
	}
	height := s.tree.Size().Height
	// The row just beyond the last row fully in view, in that direction.
	var edge widget.TreeNodeID
	if d.scrollDir < 0 {
		for _, sp := range d.spots {
			if sp.top >= 0 {
				edge = sp.uid
				break
			}
		}
	} else {
		for i := len(d.spots) - 1; i >= 0; i-- {
			if d.spots[i].bottom <= height {
				edge = d.spots[i].uid
				break
			}
		}
	}
	order := s.openOrder()
	i := slices.Index(order, edge)
	if i < 0 {
		return
	}
	next := min(max(i+d.scrollDir*max(d.scrollRows, 1), 0), len(order)-1)
	if next == i {
		return // at the end already
	}
	s.tree.ScrollTo(order[next])
	s.measureRows(d)
	s.dragMoved(d)
}

// openOrder lists the tree's nodes as drawn: each project, then its
// chapters when its branch is open. It reads the state's lists, not the
// tree's, whose walks the tests count.
func (s *sidebar) openOrder() []widget.TreeNodeID {
	var out []widget.TreeNodeID
	for _, p := range s.st.projectList() {
		uid := projectUID(p.ID)
		out = append(out, uid)
		if s.tree.IsBranchOpen(uid) {
			for _, c := range s.st.chapterList(p.ID) {
				out = append(out, chapterUID(c.ID))
			}
		}
	}
	return out
}

// moveChapter moves a chapter to a 0-based position in its book and
// re-reads the lists (Move Up, Move Down and a drag). A move that leaves
// numbered titles out of their order is offered a renumber once the moves
// settle (settleMoves), as a split or a merge is. The moves of a chapter
// in one burst are one step of the chapter history (the burst is their
// run, Engine.MoveChapterInRun): three clicks of Move Up are undone by
// one Ctrl+Z, which puts the chapter back where it was.
func (s *sidebar) moveChapter(id uint64, pos int) {
	c, _ := s.st.chapter(id)
	pid := c.ProjectID
	// The first move of a burst reads whether the titles were in order
	// before it: a book whose author keeps them out of order (a serial's
	// published numbers) is not asked again at every move.
	first := s.moves.project != pid
	if first {
		s.runs++
		s.moves = moveBurst{project: pid, run: s.runs}
	}
	run, place := s.moves.run, s.u.chapterUndo.place()
	s.u.background(func() {
		var before []engine.RenumberedTitle
		var planErr error
		if first {
			before, planErr = s.u.eng.PlanRenumber(pid)
		}
		step, stepped, err := s.u.eng.MoveChapterInRun(id, pos, run)
		s.u.do(func() {
			if first && s.moves.project == pid {
				s.moves.inOrder = planErr == nil && len(before) == 0
			}
			if err != nil {
				// Nothing moved: the next move starts a burst afresh.
				s.moves.settle.stop()
				s.moves = moveBurst{}
				s.u.showError(lang.L("Move chapter"), err)
				return
			}
			s.st.reload(nil)
			s.u.chapterUndo.moved(step, stepped, place)
			s.moves.settle.restart(s.u, s.moveSettle, s.settleMoves)
		})
	})
}

// moveBurst is a run of chapter moves in one book, one click of Move Up
// after another, which the renumber offer waits out.
type moveBurst struct {
	project uint64 // 0: no burst
	// inOrder: the book's numbered titles matched their places before
	// the burst's first move.
	inOrder bool
	settle  debounce
	// run tells the burst's moves to the engine, which makes the moves
	// of one chapter in it one step of the history (never 0).
	run uint64
}

// moveSettleDelay is how long after the last move of a burst the
// renumber is offered: moving a chapter three places up is three clicks,
// and a question after the first would stop the other two.
const moveSettleDelay = 1500 * time.Millisecond

// settleMoves ends a burst of moves: when the titles were in order before
// it, it offers to renumber those now out of order (offerRenumber asks
// only when there are some).
func (s *sidebar) settleMoves() {
	b := s.moves
	s.moves = moveBurst{}
	if b.inOrder {
		s.u.offerRenumber(b.project, lang.L("The moved chapters carry numbers that no longer match their place in the book. Renumber the titles in book order?"))
	}
}
