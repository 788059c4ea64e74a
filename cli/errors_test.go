package cli

import "testing"

// TestIndexRanges: the chapter indexes a "no chapter with index N" error
// names, as ranges, at most max of them.
func TestIndexRanges(t *testing.T) {
	for _, c := range []struct {
		idx  []int
		max  int
		want string
	}{
		{nil, 6, ""},
		{[]int{0}, 6, "0"},
		{[]int{0, 1, 2}, 6, "0–2"},
		{[]int{0, 1}, 6, "0, 1"},
		{[]int{7, 0, 1, 2, 3, 4, 6}, 6, "0–4, 6, 7"}, // a split-off chapter numbered after the last
		{[]int{1, 3, 5, 7, 9}, 3, "1, 3, 5, …"},
		{[]int{2, 2, 3}, 6, "2, 3"},
	} {
		if got := indexRanges(c.idx, c.max); got != c.want {
			t.Errorf("indexRanges(%v, %d) = %q, want %q", c.idx, c.max, got, c.want)
		}
	}
}
