package search

import "testing"

func TestFoldPhrase(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"  The   Captain\n held ", "the captain held"},
		{"　　夜往长安县来。\n不过", "夜往长安县来。 不过"}, // ideographic spaces are white space
		{"ÉCLAIR", "éclair"},
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
	got := phraseList(r, kw, "held THE  chest")
	if len(got) != 2 || got[0].id != 10 || got[1].id != 11 {
		t.Errorf("phraseList = %+v, want the two children of the quoting parent, in keyword order", got)
	}
	if got := phraseList(r, kw, "a"); got != nil {
		t.Errorf("a one-character query counts as a quotation: %+v", got)
	}
	if got := phraseList(r, kw, "captain held a chest"); len(got) != 0 {
		t.Errorf("a query quoting nothing gave %+v", got)
	}
}
