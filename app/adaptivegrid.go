package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// adaptiveGrid lays its objects out in equal cells, as many columns as
// the width holds, up to most. Fyne's fixed grid asks for the width of all
// its columns, and the Find & Replace options' two columns ("Full/half
// width alike", "Also wiki and summaries") made the side panel 388 px wide
// at least: in a 1024-px window that left the manuscript 285 px. This grid
// asks for one column's width and the height of its current rows; when a
// layout changes the number of columns it refreshes, so that its parent
// takes the new height (as a wrapping label does).
type adaptiveGrid struct {
	most int
	cols int // columns of the last layout; most before the first
	box  *fyne.Container
	busy bool // refreshing from Layout
	// grown, when set, runs after a layout changed the number of rows,
	// as lastHeight's does: the refresh reached the grid's parent and no
	// further, and widening the window left Find & Replace's options
	// two rows shorter above an empty band as tall.
	grown func()
}

// newAdaptiveGrid returns a container of objects in an adaptiveGrid of at
// most most columns.
func newAdaptiveGrid(most int, objects ...fyne.CanvasObject) *fyne.Container {
	g := &adaptiveGrid{most: most, cols: most}
	g.box = container.New(g, objects...)
	return g.box
}

// cell is the size of the largest visible object and how many are visible.
func (g *adaptiveGrid) cell(objects []fyne.CanvasObject) (fyne.Size, int) {
	var cell fyne.Size
	n := 0
	for _, o := range objects {
		if o.Visible() {
			cell = cell.Max(o.MinSize())
			n++
		}
	}
	return cell, n
}

// rows is how many rows n cells make in cols columns.
func rows(n, cols int) int { return (n + cols - 1) / cols }

// MinSize is one cell wide and as tall as the rows of the last layout.
func (g *adaptiveGrid) MinSize(objects []fyne.CanvasObject) fyne.Size {
	cell, n := g.cell(objects)
	if n == 0 {
		return fyne.Size{}
	}
	r := rows(n, min(g.cols, n))
	return fyne.NewSize(cell.Width, float32(r)*cell.Height+float32(r-1)*theme.Padding())
}

// Layout fills size with as many columns as fit.
func (g *adaptiveGrid) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	cell, n := g.cell(objects)
	if n == 0 || size.Width <= 0 {
		return // nothing to show, or a hidden tab laid out at no size
	}
	pad := theme.Padding()
	cols := max(1, min(g.most, n, int((size.Width+pad)/(cell.Width+pad))))
	w := (size.Width - float32(cols-1)*pad) / float32(cols)
	i := 0
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		o.Move(fyne.NewPos(float32(i%cols)*(w+pad), float32(i/cols)*(cell.Height+pad)))
		o.Resize(fyne.NewSize(w, cell.Height))
		i++
	}
	if cols != g.cols && !g.busy {
		g.cols = cols
		// The height changed: the parent lays out again when it sees the
		// new MinSize, which a refresh makes the canvas ask for.
		g.busy = true
		g.box.Refresh()
		g.busy = false
		if g.grown != nil {
			g.grown()
		}
	}
}

// flowRow lays its objects out left to right at their own widths and
// wraps to a new row where the width runs out, as text does. It asks for
// the widest object's width and the height of its rows in the last
// layout, refreshing when that height changes, as adaptiveGrid does. The
// find bar's options in one row asked 620 px: in a 1024-px window the
// editor could not have them and the window's panes overlapped.
type flowRow struct{ lastHeight }

// lastHeight is the height a wrapping row (flowRow, fieldRow) had in its
// last layout, which it asks for as its MinSize's: its height depends on
// the width, which MinSize does not know.
type lastHeight struct {
	height float32 // of the last layout; one row before it
	// width is the width of the last layout (0 before it). MinSize
	// places the objects as they are now at this width: the height kept
	// from the last layout was stale once an object hid or changed size,
	// and as a stale MinSize changes nothing the parent never laid the
	// row out again. After Find & Replace's "Undo replace" (wrapped to a
	// second row under Replace All) hid, its empty row stayed.
	width float32
	box   *fyne.Container
	busy  bool
	// grown, when set, runs after the rows' height changed. The refresh
	// reaches the row's parent but not always further: Fyne's pass over
	// changed sizes keeps one parent to update per walk, so a row nested
	// in boxes (the find bar's options) wrapped under the text below it.
	grown func()
}

// settle keeps h, the height of a layout, and when it changed refreshes
// the row so its parent lays out again, and runs grown.
func (r *lastHeight) settle(h float32) {
	if h != r.height && !r.busy {
		r.height = h
		r.busy = true
		r.box.Refresh()
		r.busy = false
		if r.grown != nil {
			r.grown()
		}
	}
}

// newFlowRow returns a container of objects in a flowRow.
func newFlowRow(objects ...fyne.CanvasObject) *fyne.Container {
	f := &flowRow{lastHeight{height: -1}}
	f.box = container.New(f, objects...)
	return f.box
}

// place lays objects out in width (moving them when apply is set) and
// returns the height of the rows.
func (f *flowRow) place(objects []fyne.CanvasObject, width float32, apply bool) float32 {
	pad := theme.Padding()
	var x, y, rowH float32
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		s := o.MinSize()
		if x > 0 && x+s.Width > width {
			x, y, rowH = 0, y+rowH+pad, 0
		}
		if apply {
			o.Move(fyne.NewPos(x, y))
			o.Resize(s)
		}
		x += s.Width + pad
		rowH = max(rowH, s.Height)
	}
	return y + rowH
}

// MinSize is the widest object's width and the height of the rows the
// visible objects make at the last layout's width (one row before the
// first layout).
func (f *flowRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objects {
		if o.Visible() {
			s := o.MinSize()
			w, h = max(w, s.Width), max(h, s.Height)
		}
	}
	switch {
	case f.width > 0:
		h = f.place(objects, f.width, false)
	case f.height >= 0:
		h = f.height
	}
	return fyne.NewSize(w, h)
}

// Layout wraps the objects to size's width.
func (f *flowRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if size.Width <= 0 {
		return // a hidden bar laid out at no size
	}
	f.width = size.Width
	f.settle(f.place(objects, size.Width, true))
}

// flowColumn lays its objects out top to bottom at the width it is given,
// the last one taking the height left (as a Border's centre under a VBox
// does), and a flowRow among them as tall as its rows at that width. A
// Border asks its top for a height before the flowRow in it knows its
// width, and Fyne's later pass over changed sizes keeps one parent to
// update per walk, which the tree's rows took: the sidebar's toolbar,
// wrapped to two rows, lay over the first row of the tree.
type flowColumn struct{}

// newFlowColumn returns a container of objects in a flowColumn.
func newFlowColumn(objects ...fyne.CanvasObject) *fyne.Container {
	return container.New(flowColumn{}, objects...)
}

// heightAt is o's height in a column of width w. o is given the width
// first: a wrapped label inside it knows its height only once it has
// its width, and asked before, a label that a narrower window wraps to
// a second line still said one.
func (flowColumn) heightAt(o fyne.CanvasObject, w float32) float32 {
	if c, ok := o.(*fyne.Container); ok {
		if f, ok := c.Layout.(*flowRow); ok {
			return f.place(c.Objects, w, false)
		}
	}
	if o.Size().Width != w {
		o.Resize(fyne.NewSize(w, o.Size().Height))
	}
	return o.MinSize().Height
}

// MinSize is the widest object's width and the objects' heights stacked.
func (flowColumn) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objects {
		if o.Visible() {
			m := o.MinSize()
			s = fyne.NewSize(max(s.Width, m.Width), s.Height+m.Height)
			n++
		}
	}
	if n > 1 {
		s.Height += float32(n-1) * theme.Padding()
	}
	return s
}

// Layout stacks the objects in size, the last one filling what is left.
func (l flowColumn) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	var y float32
	for i, o := range objects {
		if !o.Visible() {
			continue
		}
		h := l.heightAt(o, size.Width)
		if i == len(objects)-1 {
			h = max(0, size.Height-y)
		}
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + theme.Padding()
	}
}

// fieldRow lays out an entry with buttons at its right end, as a Border
// with the buttons on the right does, until the entry would be narrower
// than minField: then the entry takes the whole width and the buttons go
// on a row under it, right-aligned. Beside "Replace" and "Replace All in
// Chapter" in a 900-px window the find bar's replacement box was 60 px
// wide, its "Replace with" cut to "Replace w" over a scroll bar. Like
// flowRow it asks for the height of its last layout and runs grown when
// that height changes.
type fieldRow struct {
	lastHeight
	field, tail fyne.CanvasObject
	minField    float32
}

// newFieldRow returns a container of field and tail in a fieldRow.
func newFieldRow(field, tail fyne.CanvasObject, minField float32) *fyne.Container {
	r := &fieldRow{lastHeight: lastHeight{height: -1}, field: field, tail: tail, minField: minField}
	r.box = container.New(r, field, tail)
	return r.box
}

// place lays the row out in width (moving the objects when apply is
// set) and returns its height.
func (r *fieldRow) place(width float32, apply bool) float32 {
	pad := theme.Padding()
	f, t := r.field.MinSize(), r.tail.MinSize()
	if width-t.Width-pad >= r.minField {
		h := max(f.Height, t.Height)
		if apply {
			r.field.Move(fyne.NewPos(0, 0))
			r.field.Resize(fyne.NewSize(width-t.Width-pad, h))
			r.tail.Move(fyne.NewPos(width-t.Width, 0))
			r.tail.Resize(fyne.NewSize(t.Width, h))
		}
		return h
	}
	if apply {
		r.field.Move(fyne.NewPos(0, 0))
		r.field.Resize(fyne.NewSize(width, f.Height))
		r.tail.Move(fyne.NewPos(max(0, width-t.Width), f.Height+pad))
		r.tail.Resize(t)
	}
	return f.Height + pad + t.Height
}

// MinSize is the wider of the two objects and the height they make at
// the last layout's width (one row before the first layout).
func (r *fieldRow) MinSize([]fyne.CanvasObject) fyne.Size {
	f, t := r.field.MinSize(), r.tail.MinSize()
	h := max(f.Height, t.Height)
	switch {
	case r.width > 0:
		h = r.place(r.width, false)
	case r.height >= 0:
		h = r.height
	}
	return fyne.NewSize(max(f.Width, t.Width), h)
}

// Layout places the objects in one row or two, by size's width.
func (r *fieldRow) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	if size.Width <= 0 {
		return // a hidden bar laid out at no size
	}
	r.width = size.Width
	r.settle(r.place(size.Width, true))
}
