package engine

import (
	"slices"
	"strings"
	"time"

	"github.com/sergi/go-diff/diffmatchpatch"

	"inkflow/storage"
)

// replayEdits gives the text a replace wrote: before with every edit
// applied. It also returns where each replacement sits in that text, as
// byte ranges in the edits' order. ok is false when the edits do not fit
// before (they overlap, are out of order or run past its end).
func replayEdits(before string, edits []storage.ReplaceEdit) (after string, spans [][2]int, ok bool) {
	var b strings.Builder
	last := 0
	for _, x := range edits {
		if x.At < last || x.Len < 0 || x.At+x.Len > len(before) {
			return "", nil, false
		}
		b.WriteString(before[last:x.At])
		start := b.Len()
		b.WriteString(x.Now)
		spans = append(spans, [2]int{start, b.Len()})
		last = x.At + x.Len
	}
	b.WriteString(before[last:])
	return b.String(), spans, true
}

// undoEdits takes a replace out of a text the author edited since: each
// replacement the edits made that is still in current as the replace left
// it (no edit since touched it) turns back into the text it replaced, and
// everything else in current stays as it is. after is the text the
// replace wrote (replayEdits) and spans its replacements there. It
// returns the text and how many replacements it left because the author
// changed them since.
func undoEdits(before, after, current string, edits []storage.ReplaceEdit, spans [][2]int) (string, int) {
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = 5 * time.Second // a long chapter still diffs whole
	diffs := dmp.DiffMain(after, current, false)
	// The runs both texts share: [start in after, start in current, length].
	var equal [][3]int
	a, c := 0, 0
	for _, d := range diffs {
		n := len(d.Text)
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			equal = append(equal, [3]int{a, c, n})
			a, c = a+n, c+n
		case diffmatchpatch.DiffDelete:
			a += n
		case diffmatchpatch.DiffInsert:
			c += n
		}
	}
	type back struct {
		at, end int
		was     string
	}
	var backs []back
	skipped := 0
	for i, sp := range spans {
		// The replacement is untouched when one shared run holds it
		// whole (an empty one, a match replaced by nothing, when its
		// place is in or at an end of a shared run).
		j := slices.IndexFunc(equal, func(r [3]int) bool { return r[0] <= sp[0] && sp[1] <= r[0]+r[2] })
		if j < 0 {
			skipped++
			continue
		}
		r := equal[j]
		at := r[1] + sp[0] - r[0]
		x := edits[i]
		backs = append(backs, back{at, at + sp[1] - sp[0], before[x.At : x.At+x.Len]})
	}
	var b strings.Builder
	last := 0
	for _, k := range backs {
		b.WriteString(current[last:k.at])
		b.WriteString(k.was)
		last = k.end
	}
	b.WriteString(current[last:])
	return b.String(), skipped
}
