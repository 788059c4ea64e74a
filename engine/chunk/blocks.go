package chunk

// SplitBlocks cuts a chapter into StoryBlocks: paragraphs separated by one or
// more blank lines, where a blank line holds only whitespace.
//
// A block runs from the first rune of its first non-blank line to the last
// rune of its last non-blank line, line terminators excluded, so leading
// indentation (the customary "　　" of Chinese prose) stays with its
// paragraph. Spans therefore exclude the separating blank lines, cover every
// non-whitespace rune, and are never empty or whitespace-only. Lines may end
// in "\n", "\r\n" or "\r" (and the Unicode line separators), mixed freely.
func SplitBlocks(text string) []Span {
	var (
		blocks    []Span
		pos       int // rune offset of the current rune
		lineStart = 0 // rune offset where the current line began
		lineBlank = true
		inBlock   bool // a non-blank line has been seen since the last blank one
		blockAt   int  // start of the open block
		blockEnd  int  // end of the last non-blank line of the open block
		prevCR    bool // previous rune was '\r': a following '\n' is the same terminator
	)
	endLine := func(end int) {
		if lineBlank {
			if inBlock {
				blocks = append(blocks, Span{blockAt, blockEnd})
				inBlock = false
			}
			return
		}
		if !inBlock {
			inBlock, blockAt = true, lineStart
		}
		blockEnd = end
	}
	for _, r := range text {
		if isLineBreak(r) {
			if !(r == '\n' && prevCR) {
				endLine(pos)
			}
			prevCR = r == '\r'
			pos++
			lineStart, lineBlank = pos, true
			continue
		}
		prevCR = false
		if lineBlank && !isSpace(r) {
			lineBlank = false
		}
		pos++
	}
	endLine(pos)
	if inBlock {
		blocks = append(blocks, Span{blockAt, blockEnd})
	}
	return blocks
}
