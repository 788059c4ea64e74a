package engine

import "fmt"

// Chapter numbers run on in book order (storage.Chapter.Index); a range of
// them (ExportOptions.From and To, the export dialog's fields) is checked
// here once, for the engine and for the front ends that check a range
// before asking for a file to write.

// FrontMatter names the front matter (chapter 0) in a chapter range
// (ChapterSpan, ExportOptions.From and To), where 0 is an open end: from
// FrontMatter to FrontMatter is the front matter alone, from FrontMatter
// to 5 the front matter through chapter 5. Unlike an open start, it
// requires the book to have front matter (`inkflow export --chapters 0`
// of a book without it is "no chapter 0").
const FrontMatter = -1

// ChapterRangeError is a chapter range that names a number the book does
// not have, or runs backwards; it is an ErrInvalid, and a front end says
// it in its own words. Missing is the number no chapter has (0 when the
// range runs backwards, FrontMatter when the book has no front matter);
// First and Last are the book's numbers (0 and 0 when none is numbered).
type ChapterRangeError struct {
	From, To, Missing, First, Last int
}

func (e *ChapterRangeError) Error() string {
	switch {
	case e.Missing == 0:
		return fmt.Sprintf("chapters %d-%d run backwards: %v", max(e.From, 0), max(e.To, 0), ErrInvalid)
	case e.Missing == FrontMatter:
		return fmt.Sprintf("no chapter 0: the project has no front matter: %v", ErrInvalid)
	case e.First == 0:
		return fmt.Sprintf("no chapter %d: the project has no numbered chapters: %v", e.Missing, ErrInvalid)
	}
	return fmt.Sprintf("no chapter %d: the project's chapters are numbered %d-%d: %v", e.Missing, e.First, e.Last, ErrInvalid)
}

// Unwrap makes a ChapterRangeError an ErrInvalid.
func (e *ChapterRangeError) Unwrap() error { return ErrInvalid }

// ChapterNumbers lists the numbers of chapters in book order (0 for front
// matter), the input of ChapterSpan and NumberRange.
func ChapterNumbers(chs []ChapterInfo) []int {
	out := make([]int, len(chs))
	for i, c := range chs {
		out[i] = c.Index
	}
	return out
}

// NumberRange is the first and last chapter number of a book whose
// chapters, in book order, have numbers; 0 and 0 when none is numbered.
func NumberRange(numbers []int) (first, last int) {
	for _, n := range numbers {
		if n > 0 {
			if first == 0 {
				first = n
			}
			last = n
		}
	}
	return first, last
}

// ChapterSpan is the positions [lo, hi) of the chapters from the one
// numbered from to the one numbered to, both included, in a book whose
// chapters, in book order, have numbers; 0 is the start or the end of the
// book (so 0 and 0 span the whole book, an empty one included), and
// FrontMatter the front matter, which the book must have. The error is a
// *ChapterRangeError.
func ChapterSpan(numbers []int, from, to int) (lo, hi int, err error) {
	position := func(n int) (int, error) {
		want := max(n, 0) // FrontMatter is the chapter numbered 0
		for i, x := range numbers {
			if x == want {
				return i, nil
			}
		}
		first, last := NumberRange(numbers)
		return 0, &ChapterRangeError{From: from, To: to, Missing: n, First: first, Last: last}
	}
	lo, hi = 0, len(numbers)
	if from > 0 || from == FrontMatter {
		if lo, err = position(from); err != nil {
			return 0, 0, err
		}
	}
	if to > 0 || to == FrontMatter {
		if hi, err = position(to); err != nil {
			return 0, 0, err
		}
		hi++
	}
	if lo >= hi && len(numbers) > 0 { // an empty book has the empty span
		return 0, 0, &ChapterRangeError{From: from, To: to}
	}
	return lo, hi, nil
}
