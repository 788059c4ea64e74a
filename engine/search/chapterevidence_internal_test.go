package search

import (
	"strings"
	"testing"
)

// A scene told over three passages of a chapter comes before a one-child
// echo of it in another chapter once late interaction has re-scored the
// vector list, although the echo's MaxSim, lifted by the size correction
// of its one-child parent, is the best of the list (story first with late
// interaction on: Chapter 22's "Alas! My father…" before Chapter 7 for
// "Justine is tried for the murder of William and hanged"). A list that
// late interaction did not re-score is left as size normalisation ranks
// it, as is the vector list of a hybrid search, and a profile neither
// gives nor takes chapter evidence.
func TestChapterEvidenceLiftsTheSceneOverAnEcho(t *testing.T) {
	unit := strings.Repeat("字", int(childUnit))
	r := &rows{children: map[uint64]*Child{}, parents: map[uint64]*Parent{}}
	add := func(child, parent uint64, kind string, owner uint64, units int) {
		r.parents[parent] = &Parent{ID: parent, Kind: kind, OwnerID: owner, Text: strings.Repeat(unit, units)}
		r.children[child] = &Child{ID: child, ParentID: parent}
	}
	const (
		scene   = 100 // chapter 7, a parent of three children
		before  = 110 // chapter 7, the passages around it
		after   = 120
		echo    = 200 // chapter 22, one child
		profile = 300 // a wiki entry
	)
	add(scene, 10, KindChapter, 7, 3)
	add(before, 11, KindChapter, 7, 1)
	add(after, 12, KindChapter, 7, 1)
	add(echo, 20, KindChapter, 22, 1)
	add(profile, 30, KindWiki, 5, 1)
	first := func(list []ranked, hybrid bool) uint64 {
		scores, ranks := normalizedList(r, list, !hybrid)
		for i, rank := range ranks {
			if rank == 1 {
				t.Logf("first %d at %.3f of %v", list[i].id, scores[i], scores)
				return list[i].id
			}
		}
		return 0
	}
	lateList := []ranked{
		{id: scene, score: 0.70, late: 0.70},
		{id: echo, score: 0.66, late: 0.66},
		{id: before, score: 0.55, late: 0.55},
		{id: after, score: 0.50, late: 0.50},
		{id: profile, score: 0.45, late: 0.45},
	}
	for _, tc := range []struct {
		name   string
		list   []ranked
		hybrid bool
		want   uint64
	}{
		{
			// β 1: score and late are MaxSim. Normalised (mean size
			// 1.4 children), the echo has 0.66·(1.4/1)^0.2 = 0.71 and
			// the scene 0.70·(1.4/3)^0.2 = 0.60, which the best other
			// passage of its chapter (0.55·1.07 = 0.59) lifts to
			// 0.60 + 0.3·0.59 = 0.78.
			name: "late interaction",
			list: lateList,
			want: scene,
		},
		{
			// In hybrid search the vector list is left as size
			// normalisation ranks it: measured on the proxies, chapter
			// evidence lowered hybrid search there.
			name:   "hybrid",
			list:   lateList,
			hybrid: true,
			want:   echo,
		},
		{
			// Cosines alone (late interaction off): the same scores keep
			// size normalisation's order, the echo first.
			name: "cosine",
			list: []ranked{
				{id: scene, score: 0.70},
				{id: echo, score: 0.66},
				{id: before, score: 0.55},
				{id: after, score: 0.50},
				{id: profile, score: 0.45},
			},
			want: echo,
		},
		{
			// A profile ahead of every passage stays ahead: it gains
			// nothing, and the scene's gain (0.3·0.59) does not take it
			// to 0.96.
			name: "profile",
			list: []ranked{
				{id: profile, score: 0.90, late: 0.90},
				{id: scene, score: 0.70, late: 0.70},
				{id: echo, score: 0.66, late: 0.66},
				{id: before, score: 0.55, late: 0.55},
				{id: after, score: 0.50, late: 0.50},
			},
			want: profile,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := first(tc.list, tc.hybrid); got != tc.want {
				t.Errorf("first %d, want %d", got, tc.want)
			}
		})
	}
}
