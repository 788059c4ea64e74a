package engine

import (
	"errors"
	"testing"
)

// TestChapterSpan: 0 is an open end, FrontMatter the front matter, which
// the book must have; a number no chapter has, and a range running
// backwards, are a *ChapterRangeError.
func TestChapterSpan(t *testing.T) {
	withFront := []int{0, 1, 2, 3}
	noFront := []int{1, 2, 3}
	tests := []struct {
		name           string
		numbers        []int
		from, to       int
		lo, hi         int
		missing        int
		wantErr, backw bool
	}{
		{"whole book", withFront, 0, 0, 0, 4, 0, false, false},
		{"open start", withFront, 0, 2, 0, 3, 0, false, false},
		{"from 2", withFront, 2, 0, 2, 4, 0, false, false},
		{"front matter alone", withFront, FrontMatter, FrontMatter, 0, 1, 0, false, false},
		{"front matter through 2", withFront, FrontMatter, 2, 0, 3, 0, false, false},
		{"front matter on", withFront, FrontMatter, 0, 0, 4, 0, false, false},
		{"no front matter", noFront, FrontMatter, FrontMatter, 0, 0, FrontMatter, true, false},
		{"no front matter, range", noFront, FrontMatter, 2, 0, 0, FrontMatter, true, false},
		{"no chapter 9", withFront, 9, 0, 0, 0, 9, true, false},
		{"2 back to the front matter", withFront, 2, FrontMatter, 0, 0, 0, true, true},
		{"3 back to 1", withFront, 3, 1, 0, 0, 0, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lo, hi, err := ChapterSpan(tt.numbers, tt.from, tt.to)
			if !tt.wantErr {
				if err != nil || lo != tt.lo || hi != tt.hi {
					t.Fatalf("ChapterSpan(%v, %d, %d) = %d, %d, %v; want %d, %d", tt.numbers, tt.from, tt.to, lo, hi, err, tt.lo, tt.hi)
				}
				return
			}
			var re *ChapterRangeError
			if !errors.As(err, &re) || !errors.Is(err, ErrInvalid) || re.Missing != tt.missing {
				t.Fatalf("ChapterSpan(%v, %d, %d) error %v; want a ChapterRangeError missing %d", tt.numbers, tt.from, tt.to, err, tt.missing)
			}
			if tt.backw != (re.Missing == 0) {
				t.Fatalf("%v: backwards %v, want %v", err, re.Missing == 0, tt.backw)
			}
		})
	}
}
