package chunk

// Span is a half-open range [Start, End) of rune offsets.
type Span struct {
	Start, End int
}

// Len is the number of runes in the span.
func (s Span) Len() int { return s.End - s.Start }
