package cli

import (
	"errors"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"
)

// closestName is the name among names that typed is most likely a typo
// of, or "" when none is near enough to be worth suggesting: a user who
// types `inkflow serach` or `settings get search.defualt-top-k` should be
// told the word they meant, not only pointed at a list. A name is near
// when typed is within maxTypoEdits of it (a swap of two neighbouring
// letters counts once), or of its part after the last dot (a setting key
// typed without its section: default-top-k), or is the start of only
// that name (imp → import). Case is ignored.
func closestName(typed string, names []string) string {
	t := strings.ToLower(strings.TrimSpace(typed))
	if t == "" {
		return ""
	}
	best, bestDist, tie := "", -1, false
	for _, name := range names {
		n := strings.ToLower(name)
		if n == t {
			return "" // not a typo: the caller refused it for another reason
		}
		d := editDistance(t, n)
		if _, short, ok := strings.Cut(n, "."); ok && !strings.Contains(t, ".") {
			d = min(d, editDistance(t, short))
		}
		if d > maxTypoEdits(n) {
			continue
		}
		switch {
		case bestDist < 0 || d < bestDist:
			best, bestDist, tie = name, d, false
		case d == bestDist:
			tie = true
		}
	}
	if best != "" && !tie {
		return best
	}
	// A unique start of a name: `inkflow imp`, `chapter ren`.
	if utf8.RuneCountInString(t) < 3 {
		return ""
	}
	prefixed := ""
	for _, name := range names {
		if strings.HasPrefix(strings.ToLower(name), t) {
			if prefixed != "" {
				return ""
			}
			prefixed = name
		}
	}
	return prefixed
}

// maxTypoEdits is how far a typo may be from name: one slip in a short
// word (ask, wiki), two in a longer one, whose other letters still say
// which word it was.
func maxTypoEdits(name string) int {
	if utf8.RuneCountInString(name) <= 4 {
		return 1
	}
	return 2
}

// editDistance is the optimal-string-alignment distance between a and b
// in runes: insertions, deletions, substitutions and swaps of two
// neighbouring runes each cost one.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// suggestName adds "did you mean NAME?" to err, an error about a name
// typed that is none of names, when one of them is likely what was meant
// (closestName). The error keeps its kind, so its exit code is as it was.
func suggestName(err error, typed string, names []string) error {
	name := closestName(typed, names)
	if name == "" {
		return err
	}
	hint := lang.X("cli.usage.did-you-mean", "; did you mean {{.Name}}?", map[string]any{"Name": name})
	var u usageError
	if errors.As(err, &u) {
		return usageError{u.msg + hint}
	}
	var k kindError
	if errors.As(err, &k) {
		return kindError{k.msg + hint, k.kind}
	}
	return err
}
