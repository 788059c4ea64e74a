package app

import (
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/search"
)

// mentionFilter narrows the search panel's results to passages that
// name a chosen wiki entry ("刘备 + 雪夜"): the chapter results whose text
// overlaps a paragraph the entry is mentioned in.
type mentionFilter struct {
	u      *UI
	choice *widget.Select
	// entries are the current project's entries, in the order offered.
	entries []engine.WikiEntry
	// entryID is the chosen entry (0: no filter); spans its paragraphs
	// per chapter, loaded in the background.
	entryID uint64
	spans   map[uint64][][2]int
	// changed reruns the search with the new filter.
	changed func()
}

// anyEntry is the choice that filters nothing.
func anyEntry() string { return lang.L("Any passage") }

func newMentionFilter(u *UI, changed func()) *mentionFilter {
	f := &mentionFilter{u: u, changed: changed}
	f.choice = newSelect([]string{anyEntry()}, func(s string) { f.choose(s) })
	f.choice.Selected = anyEntry()
	return f
}

// reload offers the current project's entries; a chosen entry that is
// gone drops the filter.
func (f *mentionFilter) reload() {
	pid := f.u.state.projectID()
	f.u.background(func() {
		var ws []engine.WikiEntry
		if pid != 0 {
			ws, _ = f.u.eng.WikiEntries(pid) // an error leaves the filter empty
		}
		f.u.do(func() {
			if pid != f.u.state.projectID() {
				return
			}
			f.entries = ws
			opts := []string{anyEntry()}
			keep := false
			for _, w := range ws {
				opts = append(opts, w.Title)
				keep = keep || w.ID == f.entryID
			}
			f.choice.Options = opts
			if !keep && f.entryID != 0 {
				f.choice.SetSelected(anyEntry())
				return
			}
			f.loadSpans() // mentions may have changed with the entries
			f.choice.Refresh()
		})
	})
}

// choose sets the filter to the entry shown as title.
func (f *mentionFilter) choose(title string) {
	f.entryID = 0
	for _, w := range f.entries {
		if w.Title == title {
			f.entryID = w.ID
			break
		}
	}
	f.spans = nil
	if f.entryID == 0 {
		f.changed()
		return
	}
	f.loadSpans()
}

// loadSpans reads the chosen entry's paragraphs, then reruns the search.
func (f *mentionFilter) loadSpans() {
	id := f.entryID
	if id == 0 {
		return
	}
	current := func() bool { return id == f.entryID }
	fetchIf(f.u, current, lang.L("Filter by entry"), func() (map[uint64][][2]int, error) { return f.u.eng.MentionSpans(id) }, func(spans map[uint64][][2]int) {
		f.spans = spans
		f.changed()
	})
}

// keep returns the results that pass the filter (all when none is set).
func (f *mentionFilter) keep(rs []search.Result) []search.Result {
	if f.entryID == 0 {
		return rs
	}
	var out []search.Result
	for _, r := range rs {
		if r.Kind != search.KindChapter {
			continue
		}
		start, end := r.OwnerOffset, r.OwnerOffset+utf8.RuneCountInString(r.Text)
		for _, s := range f.spans[r.OwnerID] {
			if s[0] < end && start < s[1] {
				out = append(out, r)
				break
			}
		}
	}
	return out
}
