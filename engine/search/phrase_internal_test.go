package search

import (
	"slices"
	"testing"
)

func TestFoldPhrase(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"  The   Captain\n held ", "the captain held"},
		{"　　夜往长安县来。\n不过", "夜往长安县来。 不过"}, // ideographic spaces are white space
		{"ÉCLAIR", "éclair"},
		{"阿Ｑ正传　ＡＢＣ", "阿q正传 abc"}, // full width folds as in the keyword index
	}
	for _, tt := range tests {
		if got := foldPhrase(tt.in); got != tt.want {
			t.Errorf("foldPhrase(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPhraseList(t *testing.T) {
	r := &rows{
		parents: map[uint64]*Parent{
			1: {ID: 1, Text: "The captain held the\nchest of charts."},
			2: {ID: 2, Text: "A captain, and a chest."},
		},
		children: map[uint64]*Child{
			10: {ID: 10, ParentID: 1}, 11: {ID: 11, ParentID: 1},
			20: {ID: 20, ParentID: 2},
		},
	}
	kw := []ranked{{id: 20, score: 3}, {id: 10, score: 2}, {id: 11, score: 1}}
	got := phraseList(&quoteTexts{rows: r}, kw, "held THE  chest")
	if len(got) != 2 || got[0].id != 10 || got[1].id != 11 {
		t.Errorf("phraseList = %+v, want the two children of the quoting parent, in keyword order", got)
	}
	if got := phraseList(&quoteTexts{rows: r}, kw, "a"); got != nil {
		t.Errorf("a one-character query counts as a quotation: %+v", got)
	}
	if got := phraseList(&quoteTexts{rows: r}, kw, "captain held a chest"); len(got) != 0 {
		t.Errorf("a query quoting nothing gave %+v", got)
	}
}

func TestFoldLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"A PRISONER.\n", "a prisoner"},
		{"  “The Rescue”  ", "the rescue"},
		{"——夜雨孤灯——", "夜雨孤灯"},
		{"Mr. Smith's.", "mr. smith's"}, // inside the line punctuation stays
		{"...", ""},
	}
	for _, tt := range tests {
		if got := foldLine(tt.in); got != tt.want {
			t.Errorf("foldLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestHeadingList(t *testing.T) {
	r := &rows{
		parents: map[uint64]*Parent{
			1: {ID: 1, Text: "They kept him a prisoner."},
			2: {ID: 2, Text: "A PRISONER\n\nThe march went on."},
			3: {ID: 3, Text: "The march went on.\r\n  A Prisoner.  \r\nNobody spoke."},
			4: {ID: 4, Text: "A prisoner of war\nwalked."},
		},
		children: map[uint64]*Child{
			10: {ID: 10, ParentID: 1}, 20: {ID: 20, ParentID: 2}, 21: {ID: 21, ParentID: 2},
			30: {ID: 30, ParentID: 3}, 40: {ID: 40, ParentID: 4},
		},
	}
	kw := []ranked{{id: 10, score: 5}, {id: 40, score: 4}, {id: 30, score: 3}, {id: 21, score: 2}, {id: 20, score: 1}}
	tests := []struct {
		query string
		want  []uint64
	}{
		{"a prisoner", []uint64{30, 21, 20}}, // a line, wherever it is in the parent; every child of the parent
		{"A PRISONER", []uint64{30, 21, 20}},
		{"prisoner", nil},      // part of a line is not the line
		{"a prisoner of", nil}, // nor is the start of one
		{"a", nil},             // too short to be a heading
		{"the march went on", []uint64{30, 21, 20}},
	}
	for _, tt := range tests {
		var got []uint64
		for _, h := range headingList(&quoteTexts{rows: r}, kw, tt.query) {
			got = append(got, h.id)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("headingList(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestQuotedFirstTiers(t *testing.T) {
	r := &rows{
		parents: map[uint64]*Parent{
			1: {ID: 1, Text: "Nothing here."},
			2: {ID: 2, Text: "They kept him a prisoner."},
			3: {ID: 3, Text: "A Prisoner\nThe march went on."},
		},
		children: map[uint64]*Child{10: {ID: 10, ParentID: 1}, 20: {ID: 20, ParentID: 2}, 30: {ID: 30, ParentID: 3}},
	}
	kw := []ranked{{id: 10, score: 5}, {id: 20, score: 4}, {id: 30, score: 3}}
	got := quotedFirst(&quoteTexts{rows: r}, kw, "a prisoner", nil)
	want := []ranked{{id: 30, score: 13}, {id: 20, score: 9}, {id: 10, score: 5}}
	if !slices.Equal(got, want) {
		t.Errorf("quotedFirst = %+v, want the heading, then the quotation, then the rest, each with its bonuses: %+v", got, want)
	}
	if got := quotedFirst(&quoteTexts{rows: r}, kw, "nowhere at all", nil); !slices.Equal(got, kw) {
		t.Errorf("a query quoting nothing reordered the list: %+v", got)
	}
}
