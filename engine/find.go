package engine

import (
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/internal/smartquote"
	"inkflow/internal/widthfold"
	"inkflow/storage"
)

// FindOptions say how a pattern matches (Find, PreviewReplace, ReplaceAll).
type FindOptions struct {
	// Regex makes the pattern a Go regular expression (RE2 syntax); the
	// replacement may then name groups as $1 or ${name}. Otherwise both
	// are plain text, in which a straight quote also matches the curly
	// ones (plainPattern).
	Regex bool
	// MatchCase makes Latin letters match only in the same case.
	MatchCase bool
	// WholeWord keeps only matches whose Latin letters or digits at either
	// end are not glued to more of them ("Ma" does not match in "Mary").
	// Chinese has no word boundaries in the text, so a match that starts
	// or ends with a CJK character is never refused by it.
	WholeWord bool
	// FoldWidth matches full-width and half-width forms as the same
	// character (ＡＢＣ１２３ ≈ ABC123, ｶ ≈ カ).
	FoldWidth bool
	// Wiki and Summaries also search (and replace in) wiki entries and
	// the author's chapter summaries.
	Wiki, Summaries bool
	// Chapters, when set, limits the search to these chapters (replace in
	// one chapter).
	Chapters []uint64
	// SmartQuotes puts the straight quotes of a plain replacement the way
	// smart quotes would have typed them where it goes (smartquote.Face):
	// "Liz's" replacing "Eliza’s" writes Liz’s, not a straight apostrophe
	// among the curly ones. The app sets it with its smart quotes.
	SmartQuotes bool
}

// FoldWidth maps full-width and half-width forms to one (ＡＢＣ１２３ to
// ABC123, the ideographic space to a space), as Find's FoldWidth option
// and the story bible's mentions compare text: for a front end to find
// the entry 阿Q by the 阿Ｑ the author copied from the book.
func FoldWidth(s string) string { return widthfold.String(s) }

// Kinds of text a FindGroup covers.
const (
	FindChapter = "chapter"
	FindWiki    = "wiki"
	FindSummary = "summary"
)

// FindMatch is one match, with a line of context.
type FindMatch struct {
	// ID names the match for ReplaceRequest.Skip and Only: the kind's
	// letter, the group's id and the rune offset ("c12@345"). It holds as
	// long as the text before the match is unchanged.
	ID string `json:"id"`
	// Start and End are rune offsets in the chapter's (entry's, summary's)
	// text: what an editor needs to select the match.
	Start int `json:"start"`
	End   int `json:"end"`
	// Line is the 1-based line of the text the match starts on.
	Line int    `json:"line"`
	Text string `json:"text"`
	// Replacement is what ReplaceAll would write (PreviewReplace only).
	Replacement string `json:"replacement,omitempty"`
	// Before and After are the rest of the match's line on either side,
	// shortened to about contextRunes with "…".
	Before string `json:"before"`
	After  string `json:"after"`
}

// FindGroup is the matches in one chapter, wiki entry or summary.
type FindGroup struct {
	// Kind is FindChapter, FindWiki or FindSummary.
	Kind string `json:"kind"`
	// ID is the chapter's or wiki entry's id; for a summary, its chapter's.
	ID uint64 `json:"id"`
	// ChapterIndex is the chapter number (chapters and summaries).
	ChapterIndex int         `json:"chapter_index"`
	Title        string      `json:"title"`
	Count        int         `json:"count"`
	Matches      []FindMatch `json:"matches"`
}

// FindResult is every match of a project, grouped in project order
// (chapters, then their summaries, then wiki entries).
type FindResult struct {
	Groups []FindGroup `json:"groups"`
	Total  int         `json:"total"`
}

// contextRunes is how much of the line Before and After show.
const contextRunes = 30

// Find searches the text of a project's chapters (and optionally its wiki
// entries and summaries) for a pattern. Snapshots are never searched. A
// bad regular expression is an error wrapping ErrInvalid whose message is
// one line.
func (e *Engine) Find(projectID uint64, pattern string, opts FindOptions) (FindResult, error) {
	return e.find(projectID, pattern, "", opts, false)
}

// PreviewReplace is Find with each match's Replacement filled in: the
// preview an author reviews (and unticks items of) before ReplaceAll.
func (e *Engine) PreviewReplace(projectID uint64, pattern, replacement string, opts FindOptions) (FindResult, error) {
	return e.find(projectID, pattern, replacement, opts, true)
}

func (e *Engine) find(projectID uint64, pattern, replacement string, opts FindOptions, preview bool) (FindResult, error) {
	m, err := compileFind(pattern, opts)
	if err != nil {
		return FindResult{}, fmt.Errorf("engine: find: %w", err)
	}
	var res FindResult
	add := func(g FindGroup, text string) {
		for _, mt := range m.matches(text) {
			fm := mt.describe(text, g)
			if preview {
				fm.Replacement = m.replacement(text, mt, replacement)
			}
			g.Matches = append(g.Matches, fm)
		}
		if g.Count = len(g.Matches); g.Count > 0 {
			res.Groups = append(res.Groups, g)
			res.Total += g.Count
		}
	}
	err = e.db.View(func(tx *storage.Tx) error {
		targets, err := findTargets(tx, projectID, opts)
		for _, t := range targets {
			add(t.group, tx.Text(t.owner))
		}
		return err
	})
	if err != nil {
		return FindResult{}, fmt.Errorf("engine: find: %w", err)
	}
	return res, nil
}

// FindInText finds a pattern in one text the way Find does in a
// chapter, each match with the Replacement replacement would give it: the
// editor's find bar searches the open chapter's text, saved or not, with
// it. Match ids are those of a chapter numbered 0.
func FindInText(text, pattern, replacement string, opts FindOptions) ([]FindMatch, error) {
	m, err := compileFind(pattern, opts)
	if err != nil {
		return nil, fmt.Errorf("engine: find: %w", err)
	}
	g := FindGroup{Kind: FindChapter}
	var out []FindMatch
	for _, mt := range m.matches(text) {
		fm := mt.describe(text, g)
		fm.Replacement = m.replacement(text, mt, replacement)
		out = append(out, fm)
	}
	return out, nil
}

// findTarget is one text Find searches: its group header and owner.
type findTarget struct {
	group FindGroup
	owner storage.Owner
}

// findTargets lists the texts a search covers, in project order: the
// chapters, then (if asked) their summaries by the author, then (if
// asked) the wiki entries.
func findTargets(tx *storage.Tx, projectID uint64, opts FindOptions) ([]findTarget, error) {
	chs, err := projectChapters(tx, projectID, opts.Chapters)
	if err != nil {
		return nil, err
	}
	var out []findTarget
	for _, c := range chs {
		out = append(out, findTarget{FindGroup{Kind: FindChapter, ID: c.ID, ChapterIndex: c.Index, Title: c.Title}, c.Owner()})
	}
	if opts.Summaries {
		for _, c := range chs {
			s, ok, err := tx.SummaryOf(c.ID)
			if err != nil {
				return nil, err
			}
			if ok && !s.Generated {
				out = append(out, findTarget{FindGroup{Kind: FindSummary, ID: c.ID, ChapterIndex: c.Index, Title: c.Title}, s.Owner()})
			}
		}
	}
	if opts.Wiki {
		entries, err := tx.WikiEntries(projectID)
		if err != nil {
			return nil, err
		}
		for _, w := range entries {
			out = append(out, findTarget{FindGroup{Kind: FindWiki, ID: w.ID, Title: w.Title}, w.Owner()})
		}
	}
	return out, nil
}

// projectChapters lists a project's chapters in order, only those of
// limit when it is not empty.
func projectChapters(tx *storage.Tx, projectID uint64, limit []uint64) ([]storage.Chapter, error) {
	if _, err := tx.Project(projectID); err != nil {
		return nil, err
	}
	chs, err := tx.Chapters(projectID)
	if err != nil || len(limit) == 0 {
		return chs, err
	}
	want := make(map[uint64]bool, len(limit))
	for _, id := range limit {
		want[id] = true
	}
	out := chs[:0]
	for _, c := range chs {
		if want[c.ID] {
			out = append(out, c)
		}
	}
	return out, nil
}

// matcher is a compiled find pattern.
type matcher struct {
	re   *regexp.Regexp
	opts FindOptions
}

// match is one match: byte offsets of the match and its groups in the
// original text (regexp's submatch layout) and rune offsets of the match.
type match struct {
	loc        []int
	start, end int
	line       int
}

func compileFind(pattern string, opts FindOptions) (*matcher, error) {
	if pattern == "" {
		return nil, fmt.Errorf("%w: %w", ErrEmptyPattern, ErrInvalid)
	}
	if !utf8.ValidString(pattern) {
		return nil, fmt.Errorf("pattern is not valid UTF-8: %w", ErrInvalid)
	}
	src := pattern
	if opts.FoldWidth {
		src = widthfold.String(src)
	}
	if !opts.Regex {
		src = plainPattern(src)
	}
	if !opts.MatchCase {
		src = "(?i)" + src
	}
	re, err := regexp.Compile(src)
	if err != nil {
		// Name the problem and the pattern as typed, not the (?i) form.
		msg := err.Error()
		if se := (*syntax.Error)(nil); errors.As(err, &se) {
			msg = string(se.Code)
		}
		return nil, &PatternError{Pattern: pattern, Detail: strings.ReplaceAll(msg, "\n", " ")}
	}
	return &matcher{re: re, opts: opts}, nil
}

// plainPattern is the regular expression of a pattern taken as plain
// text, where a straight quote also matches the curly ones: smart quotes
// (on by default) store what the author typed as don't and "Come" as
// don’t and “Come”, and the author's keyboard, in the find bar, types
// the straight ones, so "path's" found nothing in the text they wrote.
// A curly quote in the pattern matches only itself, as in Word's Find,
// and a regular expression (Regex) takes every quote as written: the ways
// to pick out one kind, say to turn a pasted text's straight quotes curly.
func plainPattern(pattern string) string {
	var b strings.Builder
	for _, r := range pattern {
		switch r {
		case '\'':
			b.WriteString("['‘’]")
		case '"':
			b.WriteString(`["“”]`)
		default:
			b.WriteString(regexp.QuoteMeta(string(r)))
		}
	}
	return b.String()
}

// ErrEmptyPattern: Find or Replace was given nothing to find. It comes
// with ErrInvalid.
var ErrEmptyPattern = errors.New("empty pattern")

// PatternError is a regular expression Find cannot compile. It is an
// ErrInvalid; Detail is the regular expression library's one-line
// complaint ("missing closing )"), for a front end to show in its words.
type PatternError struct {
	Pattern, Detail string
}

func (e *PatternError) Error() string {
	return fmt.Sprintf("bad regular expression %q: %s: %v", e.Pattern, e.Detail, ErrInvalid)
}

// Unwrap makes a PatternError an ErrInvalid.
func (e *PatternError) Unwrap() error { return ErrInvalid }

// matches finds every non-empty match in text, in order.
func (m *matcher) matches(text string) []match {
	hay, toOrig := text, []int(nil)
	if m.opts.FoldWidth {
		hay, toOrig = widthfold.Mapped(text)
	}
	locs := m.re.FindAllStringSubmatchIndex(hay, -1)
	out := make([]match, 0, len(locs))
	runes, line, pos := 0, 1, 0 // rune count and line at byte pos of text
	advance := func(to int) int {
		runes += utf8.RuneCountInString(text[pos:to])
		line += strings.Count(text[pos:to], "\n")
		pos = to
		return runes
	}
	for _, loc := range locs {
		if loc[0] == loc[1] {
			continue // an empty match replaces nothing
		}
		if toOrig != nil {
			for i, b := range loc {
				if b >= 0 {
					loc[i] = toOrig[b]
				}
			}
		}
		if m.opts.WholeWord && !wholeWord(text, loc[0], loc[1]) {
			continue
		}
		mt := match{loc: loc}
		mt.start = advance(loc[0])
		mt.line = line
		mt.end = advance(loc[1])
		out = append(out, mt)
	}
	return out
}

// replacement is what a match becomes: the template expanded with the
// match's groups for a regular expression, else the replacement itself.
func (m *matcher) replacement(text string, mt match, repl string) string {
	if m.opts.Regex {
		return string(m.re.ExpandString(nil, repl, text, mt.loc))
	}
	if !m.opts.SmartQuotes || !strings.ContainsAny(repl, `"'`) {
		return repl
	}
	// The quotes face by what is before them: the match's line up to it
	// (at most quoteContext runes: a book typed as one line has
	// thousands of matches on it), then the replacement so far.
	from := max(mt.loc[0]-quoteContext*utf8.UTFMax, 0)
	for from > 0 && !utf8.RuneStart(text[from]) {
		from++
	}
	line := text[from:mt.loc[0]]
	if i := strings.LastIndexByte(line, '\n'); i >= 0 {
		line = line[i+1:]
	}
	before := []rune(line)
	before = before[max(len(before)-quoteContext, 0):]
	out := make([]rune, 0, len(repl))
	// elide turns the opening quote of the word that ends at the last
	// rune of typed into an apostrophe where smart quotes typing it would
	// ('tis, 'em, '89: smartquote.Elision), when the quote is the
	// replacement's own.
	elide := func(typed []rune) {
		if at, ok := smartquote.Elision(typed); ok && at >= len(before) {
			out[at-len(before)] = '’'
		}
	}
	apostrophes := strings.ContainsRune(repl, '\'')
	for _, r := range repl {
		if r == '"' || r == '\'' {
			r = smartquote.Face(r, append(before, out...), nil) // straight quotes only: nothing above matters
		}
		out = append(out, r)
		if apostrophes {
			elide(append(before, out...))
		}
	}
	if apostrophes {
		// The replacement's last word ends at the text's next rune, or
		// with the text.
		next := ' '
		if mt.loc[1] < len(text) {
			next, _ = utf8.DecodeRuneInString(text[mt.loc[1]:])
		}
		elide(append(append(before, out...), next))
	}
	return string(out)
}

// quoteContext is how much of a line before a match the quotes of its
// replacement look back at: a Chinese quote opens unless one of its kind
// is open in the paragraph, and a paragraph's last few hundred
// characters tell that as well as the whole.
const quoteContext = 400

// describe turns a match into a FindMatch of group g.
func (mt match) describe(text string, g FindGroup) FindMatch {
	s, e := mt.loc[0], mt.loc[1]
	return FindMatch{
		ID:    matchID(g.Kind, g.ID, mt.start),
		Start: mt.start, End: mt.end, Line: mt.line,
		Text: text[s:e], Before: contextBefore(text, s), After: contextAfter(text, e),
	}
}

// contextBefore is the end of the line before byte s: at most
// contextRunes runes, with "…" when the line goes on. It looks at no more
// than that, so that a book typed as one long line (thousands of matches
// on it) is not read back to the line start for every match.
func contextBefore(text string, s int) string {
	i := s
	for n := 0; n < contextRunes && i > 0; n++ {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if r == '\n' {
			return text[i:s]
		}
		i -= size
	}
	if i > 0 && text[i-1] != '\n' {
		return "…" + text[i:s]
	}
	return text[i:s]
}

// contextAfter is the rest of the line after byte e, without the line's
// trailing carriage returns: at most contextRunes runes, with "…" when
// the line goes on; bounded like contextBefore.
func contextAfter(text string, e int) string {
	j := e
	for n := 0; n < contextRunes && j < len(text) && text[j] != '\n'; n++ {
		_, size := utf8.DecodeRuneInString(text[j:])
		j += size
	}
	// Only carriage returns left before the line end: they are not text.
	k := j
	for k < len(text) && text[k] == '\r' {
		k++
	}
	if k < len(text) && text[k] != '\n' {
		return text[e:j] + "…"
	}
	return strings.TrimRight(text[e:j], "\r")
}

// matchID names a match: "c12@345" is chapter 12 at rune 345.
func matchID(kind string, id uint64, start int) string {
	return kind[:1] + strconv.FormatUint(id, 10) + "@" + strconv.Itoa(start)
}

// wholeWord reports whether text[s:e] is not glued to more Latin letters
// or digits at an end that is itself a Latin letter or digit.
func wholeWord(text string, s, e int) bool {
	first, _ := utf8.DecodeRuneInString(text[s:])
	last, _ := utf8.DecodeLastRuneInString(text[:e])
	if isLatinWord(first) {
		if prev, _ := utf8.DecodeLastRuneInString(text[:s]); s > 0 && isLatinWord(prev) {
			return false
		}
	}
	if isLatinWord(last) {
		if next, _ := utf8.DecodeRuneInString(text[e:]); e < len(text) && isLatinWord(next) {
			return false
		}
	}
	return true
}

// isLatinWord is a letter or digit of a script that separates words with
// spaces (not CJK).
func isLatinWord(r rune) bool {
	return (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_') && !isCJK(r)
}
