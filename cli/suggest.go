package cli

import (
	"errors"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"
	"github.com/hbollon/go-edlib"
)

// closestName is the name among names that typed is most likely a typo
// of, or "" when none is near enough to be worth suggesting: a user who
// types `inkflow serach` or `settings get search.defualt-top-k` should be
// told the word they meant, not only pointed at a list. A name is near
// when typed is within maxTypoEdits of it in optimal-string-alignment
// distance (go-edlib; a swap of two neighbouring letters counts once), or of its part after the last dot (a setting key
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
		d := edlib.OSADamerauLevenshteinDistance(t, n)
		if _, short, ok := strings.Cut(n, "."); ok && !strings.Contains(t, ".") {
			d = min(d, edlib.OSADamerauLevenshteinDistance(t, short))
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
