package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// dndBook makes a project of n chapters titled 第1章… and returns it with
// its chapters, the project's branch open in the sidebar.
func dndBook(t *testing.T, h *harness, name string, n int) (engine.Project, []engine.Chapter) {
	t.Helper()
	p, made := numberedBook(t, h, name, n)
	h.reloadSidebar()
	h.u.sidebar.openBranch(p.ID)
	h.pump()
	return p, made
}

// rowSpotOf finds the row on screen showing uid and its extent relative
// to the tree.
func rowSpotOf(t *testing.T, s *sidebar, uid widget.TreeNodeID) (*treeRow, rowSpot) {
	t.Helper()
	d := &chapterDrag{}
	s.measureRows(d)
	for _, sp := range d.spots {
		if sp.uid == uid {
			return s.rows[uid], sp
		}
	}
	t.Fatalf("no row on screen shows %s", uid)
	return nil, rowSpot{}
}

// dragTo drags the row showing uid as the desktop driver does: the
// pointer pressed at the row's middle moves in steps to each point in
// turn (relative to the tree), each event giving the pointer relative to
// where the row was when the drag began; then hold runs (nil: nothing)
// and the button is released.
func dragTo(t *testing.T, h *harness, uid widget.TreeNodeID, hold func(), points ...fyne.Position) {
	t.Helper()
	s := h.u.sidebar
	row, _ := rowSpotOf(t, s, uid)
	drv := fyne.CurrentApp().Driver()
	origin := drv.AbsolutePositionForObject(row)
	base := drv.AbsolutePositionForObject(s.tree)
	at := fyne.NewPos(row.Size().Width/2, row.Size().Height/2) // relative to the row
	const steps = 4
	for _, p := range points {
		to := base.Add(p).Subtract(origin)
		from := at
		for i := 1; i <= steps; i++ {
			next := fyne.NewPos(from.X+(to.X-from.X)*float32(i)/steps, from.Y+(to.Y-from.Y)*float32(i)/steps)
			ev := &fyne.DragEvent{Dragged: fyne.NewDelta(next.X-at.X, next.Y-at.Y)}
			ev.Position, ev.AbsolutePosition = next, origin.Add(next)
			row.Dragged(ev)
			at = next
		}
	}
	if hold != nil {
		hold()
	}
	row.DragEnd()
}

// shownOrder is the chapter titles of a project as the tree's rows on
// screen show them, top to bottom.
func shownOrder(t *testing.T, s *sidebar, projectID uint64) []string {
	t.Helper()
	d := &chapterDrag{}
	s.measureRows(d)
	var out []string
	for _, sp := range d.spots {
		if prefix, id := parseUID(sp.uid); prefix == chapterPrefix {
			if c, ok := s.st.chapter(id); ok && c.ProjectID == projectID {
				out = append(out, s.rows[sp.uid].title.FullText())
			}
		}
	}
	return out
}

// storedOrder is the chapter titles of a project in the engine's order.
func storedOrder(t *testing.T, h *harness, projectID uint64) []string {
	t.Helper()
	chs, err := h.eng.Chapters(projectID)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(chs))
	for i, c := range chs {
		out[i] = c.Title
	}
	return out
}

// titlesFor names chapters by their first numbers: 3,1,2 → 第3章,第1章,第2章.
func titlesFor(nums ...int) []string {
	out := make([]string, len(nums))
	for i, n := range nums {
		out[i] = fmt.Sprintf("第%d章", n)
	}
	return out
}

// TestDragChapterReorders: dragging a chapter's row in the sidebar moves
// the chapter where the insertion line shows, in the engine and in the
// tree; a shaky click (a few pixels) is a click and moves nothing, and a
// drop onto the chapter's own place, outside the tree, onto another book
// or after Esc moves nothing either. Each case starts from the order the
// one before left.
func TestDragChapterReorders(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, chs := dndBook(t, h, "长篇", 10)
	other, otherChs := dndBook(t, h, "短篇", 2)
	s := h.u.sidebar
	// The moves below leave 第N章 out of order: 1.5 s after the last of a
	// burst the renumber is offered in a dialog, which a loaded machine
	// brought up in the middle of a later case (TestMoveOffersRenumber
	// tests the offer).
	s.moveSettle = time.Hour
	uid := func(n int) widget.TreeNodeID { return chapterUID(chs[n-1].ID) }
	// Points relative to the tree: in the upper or lower half of a row.
	upper := func(u widget.TreeNodeID) fyne.Position {
		_, sp := rowSpotOf(t, s, u)
		return fyne.NewPos(120, sp.top+(sp.bottom-sp.top)/4)
	}
	lower := func(u widget.TreeNodeID) fyne.Position {
		_, sp := rowSpotOf(t, s, u)
		return fyne.NewPos(120, sp.bottom-(sp.bottom-sp.top)/4)
	}
	nudge := func(u widget.TreeNodeID, dy float32) fyne.Position {
		_, sp := rowSpotOf(t, s, u)
		return fyne.NewPos(120, (sp.top+sp.bottom)/2+dy)
	}

	cases := []struct {
		name   string
		drag   int // the chapter dragged, by its number
		hold   func()
		points func() []fyne.Position
		want   []int // the book's order afterwards
		opens  bool  // the drag was a click: the chapter opens
	}{
		{name: "chapter 3 to the first place", drag: 3,
			points: func() []fyne.Position { return []fyne.Position{upper(uid(1))} },
			want:   []int{3, 1, 2, 4, 5, 6, 7, 8, 9, 10}},
		{name: "a shaky click moves nothing and opens the chapter", drag: 5,
			points: func() []fyne.Position { return []fyne.Position{nudge(uid(5), 3)} },
			want:   []int{3, 1, 2, 4, 5, 6, 7, 8, 9, 10}, opens: true},
		{name: "onto itself: away and back", drag: 4,
			points: func() []fyne.Position { return []fyne.Position{lower(uid(8)), nudge(uid(4), 4)} },
			want:   []int{3, 1, 2, 4, 5, 6, 7, 8, 9, 10}},
		{name: "chapter 1 after chapter 6", drag: 1,
			points: func() []fyne.Position { return []fyne.Position{lower(uid(6))} },
			want:   []int{3, 2, 4, 5, 6, 1, 7, 8, 9, 10}},
		{name: "chapter 10 onto the book's row: first", drag: 10,
			points: func() []fyne.Position { return []fyne.Position{nudge(projectUID(p.ID), 0)} },
			want:   []int{10, 3, 2, 4, 5, 6, 1, 7, 8, 9}},
		{name: "released outside the tree", drag: 2,
			points: func() []fyne.Position {
				return []fyne.Position{upper(uid(10)), {X: s.tree.Size().Width + 30, Y: upper(uid(10)).Y}}
			},
			want: []int{10, 3, 2, 4, 5, 6, 1, 7, 8, 9}},
		{name: "onto another book", drag: 2,
			points: func() []fyne.Position { return []fyne.Position{upper(chapterUID(otherChs[1].ID))} },
			want:   []int{10, 3, 2, 4, 5, 6, 1, 7, 8, 9}},
		{name: "Esc cancels", drag: 9,
			hold: func() {
				if !s.marks.line.Visible() {
					t.Error("no insertion line before Esc")
				}
				f := h.u.win.Canvas().Focused()
				if f == nil {
					t.Fatal("nothing has the keyboard during the drag; the drag should hold it for Esc")
				}
				f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
				if s.marks.line.Visible() {
					t.Error("the insertion line stays after Esc")
				}
			},
			points: func() []fyne.Position { return []fyne.Position{upper(uid(10))} },
			want:   []int{10, 3, 2, 4, 5, 6, 1, 7, 8, 9}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The case before may have opened a chapter: its read and the
			// focus change after it run on the background queue, and under
			// load they landed in the middle of the next drag and took the
			// keyboard from it (Focused() was nil at Esc in two runs).
			h.settle()
			h.u.state.closeChapter()
			h.pump()
			dragTo(t, h, uid(c.drag), c.hold, c.points()...)
			h.reloadSidebar() // queued behind the move, if there was one
			want := titlesFor(c.want...)
			if got := storedOrder(t, h, p.ID); !slices.Equal(got, want) {
				t.Errorf("stored order %s, want %s", strings.Join(got, " "), strings.Join(want, " "))
			}
			if got := shownOrder(t, s, p.ID); !slices.Equal(got, want) {
				t.Errorf("the tree shows %s, want %s", strings.Join(got, " "), strings.Join(want, " "))
			}
			if got := storedOrder(t, h, other.ID); !slices.Equal(got, titlesFor(1, 2)) {
				t.Errorf("the other book changed: %v", got)
			}
			if opened := h.u.state.openChapterRequest().chapterID == chs[c.drag-1].ID; opened != c.opens {
				t.Errorf("chapter opened: %v, want %v", opened, c.opens)
			}
			if s.drag != nil || s.marks.line.Visible() || s.marks.ghostText.Visible() {
				t.Error("the drag's marks stay after the release")
			}
		})
	}
}

// TestDragShowsInsertionLine: while a chapter is dragged the line sits in
// the gap the chapter would go to, the dragged row is veiled and its title
// follows the pointer; over the chapter's own place there is no line.
func TestDragShowsInsertionLine(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, chs := dndBook(t, h, "长篇", 5)
	s := h.u.sidebar
	// The author was typing: the drag borrows the keyboard for Esc and
	// gives it back to the editor.
	h.u.state.openChapter(p.ID, chs[0].ID, nil)
	h.waitFor("the chapter to open", func() bool { return h.u.editor.chapterID == chs[0].ID && !h.u.editor.loading })
	cv := h.u.win.Canvas()
	cv.Focus(h.u.editor.text)
	_, one := rowSpotOf(t, s, chapterUID(chs[0].ID))
	_, two := rowSpotOf(t, s, chapterUID(chs[1].ID))
	_, four := rowSpotOf(t, s, chapterUID(chs[3].ID))
	lineY := func() float32 { return s.marks.line.Position().Y + s.marks.line.Size().Height/2 }
	checks := []struct {
		name  string
		to    fyne.Position
		line  bool
		lo    float32 // the line's middle lies in [lo, hi]
		hi    float32
		ghost bool
	}{
		{"between chapters 1 and 2", fyne.NewPos(120, two.top+2), true, one.bottom, two.top, true},
		{"between chapters 2 and 3, from above", fyne.NewPos(120, two.bottom-(two.bottom-two.top)/4), true, two.bottom, two.bottom + (two.top - one.bottom), true},
		{"over its own row", fyne.NewPos(120, (four.top+four.bottom)/2), false, 0, 0, true},
		{"outside the tree", fyne.NewPos(-20, two.top+2), false, 0, 0, false},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			dragTo(t, h, chapterUID(chs[3].ID), func() {
				if got := s.marks.line.Visible(); got != c.line {
					t.Fatalf("line shown %v, want %v", got, c.line)
				}
				if c.line && (lineY() < c.lo || lineY() > c.hi) {
					t.Errorf("line at %.1f, want in [%.1f, %.1f]", lineY(), c.lo, c.hi)
				}
				if g := s.marks.ghostBack; c.line && lineY() >= g.Position().Y && lineY() <= g.Position().Y+g.Size().Height {
					t.Errorf("the title beside the pointer (%.1f to %.1f) covers the line at %.1f", g.Position().Y, g.Position().Y+g.Size().Height, lineY())
				}
				if !s.marks.veil.Visible() || s.marks.veil.Position().Y != four.top {
					t.Errorf("the dragged row is not veiled (veil at %v)", s.marks.veil.Position())
				}
				if s.marks.ghostText.Visible() != c.ghost || s.marks.ghostText.Text != "第4章" {
					t.Errorf("the title beside the pointer: %q, shown %v, want shown %v", s.marks.ghostText.Text, s.marks.ghostText.Visible(), c.ghost)
				}
				if cv.Focused() != fyne.Focusable(s.marks.esc) {
					t.Errorf("during the drag %T has the keyboard, not the drag", cv.Focused())
				}
				s.cancelDrag() // nothing moves: the next check starts from the same rows
			}, fyne.NewPos(120, four.top-20), c.to)
			h.reloadSidebar()
			if cv.Focused() != fyne.Focusable(h.u.editor.text) {
				t.Errorf("after the drag %T has the keyboard, not the editor", cv.Focused())
			}
		})
	}
}

// TestSmallDragThroughCanvasIsClick: the canvas finds a chapter's row as
// the draggable under the pointer (not the tree's scroller), and a drag
// of 3 pixels there is the click it was meant to be: the chapter opens and
// nothing moves.
func TestSmallDragThroughCanvasIsClick(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, chs := dndBook(t, h, "长篇", 5)
	s := h.u.sidebar
	row, sp := rowSpotOf(t, s, chapterUID(chs[2].ID))
	base := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.tree)
	at := base.Add(fyne.NewPos(120, (sp.top+sp.bottom)/2))
	test.Drag(h.u.win.Canvas(), at, 0, 3)
	h.waitFor("the chapter to open", func() bool { return h.u.editor.chapterID == chs[2].ID && !h.u.editor.loading })
	h.reloadSidebar()
	if got := storedOrder(t, h, p.ID); !slices.Equal(got, titlesFor(1, 2, 3, 4, 5)) {
		t.Errorf("a 3-pixel drag moved chapters: %v", got)
	}
	if row.uid != chapterUID(chs[2].ID) {
		t.Errorf("the row under the pointer shows %s", row.uid)
	}
}

// TestDragScrollsLongBook: in a book of hundreds of chapters the tree
// scrolls while the pointer rests at its bottom edge, rows are recycled
// under the drag, and the release still moves the chapter the drag began
// on, to the end of the book.
func TestDragScrollsLongBook(t *testing.T) {
	const n = 300
	h := newHarness(t, harnessOptions{noModel: true})
	p, chs := dndBook(t, h, "长篇", n)
	s := h.u.sidebar
	// Start in the middle of the book, so the top rows are recycled too.
	s.tree.ScrollTo(chapterUID(chs[n-60].ID))
	h.pump()
	src := chapterUID(chs[n-60].ID)
	last := chapterUID(chs[n-1].ID)
	bottom := fyne.NewPos(120, s.tree.Size().Height-1)
	dragTo(t, h, src, func() {
		h.waitFor("the tree to scroll to the last chapter", func() bool {
			d := s.drag
			return d != nil && len(d.spots) > 0 && d.spots[len(d.spots)-1].uid == last
		})
	}, bottom)
	h.reloadSidebar()
	got := storedOrder(t, h, p.ID)
	if got[n-1] != chs[n-60].Title || got[n-2] != chs[n-1].Title {
		t.Errorf("the book ends %v, want 第%d章 last", got[n-3:], n-59)
	}
}
