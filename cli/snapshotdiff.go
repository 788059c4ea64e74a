package cli

import (
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// diffLine is one line (a paragraph) of a diff's output: its spans, cut
// at the texts' line breaks, and where it is in the new text.
type diffLine struct {
	spans   []engine.DiffSpan
	changed bool
	// para is the number (from 1) of the new text's paragraph the line
	// is, or follows when it is gone (inNew false).
	para  int
	inNew bool
	// joined: the line break before the line is only in the old text,
	// so in the new text the line goes on the one before.
	joined bool
}

// diffLines cuts the engine's diff into lines at every line break of
// either text. A line break only one text has is marked as text ("↵"),
// else joining or splitting a paragraph would show as no change. Blank
// lines are left out, and the rest are numbered as the new text's
// paragraphs (its non-blank lines).
func diffLines(spans []engine.DiffSpan) []diffLine {
	var (
		lines []diffLine
		cur   diffLine
	)
	for _, sp := range spans {
		for i, piece := range strings.Split(sp.Text, "\n") {
			if i > 0 {
				if sp.Op != engine.DiffEqual {
					cur.spans = append(cur.spans, engine.DiffSpan{Op: sp.Op, Text: "↵"})
					cur.changed = true
				}
				lines = append(lines, cur)
				cur = diffLine{joined: sp.Op == engine.DiffDelete}
			}
			if piece != "" {
				cur.spans = append(cur.spans, engine.DiffSpan{Op: sp.Op, Text: piece})
				cur.changed = cur.changed || sp.Op != engine.DiffEqual
			}
		}
	}
	lines = append(lines, cur)
	out := lines[:0]
	para := 0
	counted := false // the new text's line so far is numbered
	for _, l := range lines {
		if !l.joined {
			counted = false
		}
		if blankLine(l.spans) {
			// A blank line (between paragraphs) added or removed with
			// the paragraph next to it would print as a line of marks.
			continue
		}
		for _, sp := range l.spans {
			if sp.Op != engine.DiffDelete && strings.TrimSpace(sp.Text) != "" && sp.Text != "↵" {
				l.inNew = true
			}
		}
		if l.inNew && !counted {
			para++
			counted = true
		}
		l.para = para
		out = append(out, l)
	}
	return out
}

// blankLine: the spans hold no text but spaces and marked line breaks.
func blankLine(spans []engine.DiffSpan) bool {
	for _, sp := range spans {
		if sp.Text != "↵" && strings.TrimSpace(sp.Text) != "" {
			return false
		}
	}
	return true
}

// spansText is the spans' text marked as the diff prints it: deleted
// text as [-…-], inserted as {+…+}.
func spansText(spans []engine.DiffSpan) string {
	var b strings.Builder
	for _, sp := range spans {
		switch sp.Op {
		case engine.DiffDelete:
			b.WriteString("[-" + sp.Text + "-]")
		case engine.DiffInsert:
			b.WriteString("{+" + sp.Text + "+}")
		default:
			b.WriteString(sp.Text)
		}
	}
	return b.String()
}

// printDiffHunks prints the changed paragraphs of a diff with context
// unchanged paragraphs on each side, as a unified diff's hunks: each
// hunk under a line naming its paragraphs in the new text, hunks apart
// by a blank line. A chapter's paragraphs are long lines, so the change
// is marked within them rather than as a removed and an added line.
func printDiffHunks(w io.Writer, spans []engine.DiffSpan, context int) {
	lines := diffLines(spans)
	printed := false
	for i := 0; i < len(lines); {
		if !lines[i].changed {
			i++
			continue
		}
		from := max(0, i-context)
		to := i // the last changed line of the hunk
		for j := i + 1; j < len(lines) && j <= to+2*context+1; j++ {
			if lines[j].changed {
				to = j
			}
		}
		end := min(len(lines), to+context+1)
		if printed {
			fmt.Fprintln(w)
		}
		printed = true
		fmt.Fprintln(w, hunkHeader(lines[from:end]))
		for _, l := range lines[from:end] {
			fmt.Fprintln(w, spansText(l.spans))
		}
		i = end
	}
}

// hunkHeader names a hunk's paragraphs in the new text: "paragraph 3",
// "paragraphs 3–5", or for a hunk of removed paragraphs alone the one
// they followed.
func hunkHeader(lines []diffLine) string {
	first, last := 0, 0
	for _, l := range lines {
		if l.inNew {
			if first == 0 {
				first = l.para
			}
			last = l.para
		}
	}
	switch {
	case first == 0:
		return lang.X("cli.snapshot-diff-hunk-removed", "removed {{if .N}}after paragraph {{.N}}{{else}}at the start{{end}}:", map[string]any{"N": lines[0].para})
	case first == last:
		return lang.X("cli.snapshot-diff-hunk", "paragraph {{.N}}:", map[string]any{"N": first})
	}
	return lang.X("cli.snapshot-diff-hunk-range", "paragraphs {{.From}}–{{.To}}:", map[string]any{"From": first, "To": last})
}
