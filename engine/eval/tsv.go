package eval

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"inkflow/internal/safefile"
)

// Query is one evaluation query.
type Query struct {
	// Text is the query as a user would type it.
	Text string
	// Chapters are the chapter indexes that answer it (0 = front matter),
	// without duplicates, in file order.
	Chapters []int
	// Line is the 1-based line of the query in its file (0 if not read
	// from a file).
	Line int
}

// ParseKind names what is wrong with a line of a query file, so a front
// end can say it in its reader's language (Msg is English).
type ParseKind string

// The kinds of ParseError; Value and N carry what each names.
const (
	NotUTF8        ParseKind = "not-utf8"        // the line is not UTF-8
	FieldCount     ParseKind = "field-count"     // N tab-separated fields, not 2
	EmptyQuery     ParseKind = "empty-query"     // nothing before the tab
	CarriageReturn ParseKind = "carriage-return" // Value: the query holding a stray \r
	NoChapters     ParseKind = "no-chapters"     // Value: the query with nothing after the tab
	EmptyIndex     ParseKind = "empty-index"     // Value: the chapter list with an empty item
	BadIndex       ParseKind = "bad-index"       // Value: the item; N: the largest index
	LineTooLong    ParseKind = "line-too-long"   // N: the limit in bytes
)

// ParseError reports a malformed line of a query file.
type ParseError struct {
	Line int
	Kind ParseKind
	// Value is the text the message quotes, N the number it names (see
	// the kinds).
	Value string
	N     int
	Msg   string
}

func (e *ParseError) Error() string { return fmt.Sprintf("eval: line %d: %s", e.Line, e.Msg) }

// MaxLineBytes bounds one line of a query file: a query is a sentence, and
// a file that is not a query set (a novel passed by mistake) should fail
// fast rather than be held in memory line by line.
const MaxLineBytes = 64 << 10

// maxChapter bounds chapter indexes: no book has a million chapters, so a
// larger number is a typo.
const maxChapter = 1_000_000

// ParseTSV reads a query set: one query per line as
//
//	query<TAB>chapter indexes, comma-separated
//
// Blank lines and lines whose first non-blank character is '#' are
// comments. Spaces around the query and around each index are ignored; a
// full-width comma (，) separates indexes too, as Chinese keyboards type
// it. A UTF-8 byte-order mark and CRLF line ends are accepted. Any other
// deviation is an error (*ParseError) naming the line, so a typo cannot
// silently drop a query from the measurement.
func ParseTSV(r io.Reader) ([]Query, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLineBytes)
	var out []Query
	line := 0
	for sc.Scan() {
		line++
		raw := sc.Bytes()
		if line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
		}
		raw = bytes.TrimSuffix(raw, []byte("\r"))
		q, skip, err := parseLine(string(raw), line)
		if err != nil {
			return nil, err
		}
		if !skip {
			out = append(out, q)
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &ParseError{Line: line + 1, Kind: LineTooLong, N: MaxLineBytes, Msg: fmt.Sprintf("line longer than %d bytes", MaxLineBytes)}
		}
		return nil, fmt.Errorf("eval: read queries: %w", err)
	}
	return out, nil
}

// parseLine parses one line; skip is true for comments and blank lines.
func parseLine(s string, line int) (q Query, skip bool, err error) {
	fail := func(kind ParseKind, value string, n int, format string, args ...any) (Query, bool, error) {
		return Query{}, false, &ParseError{Line: line, Kind: kind, Value: value, N: n, Msg: fmt.Sprintf(format, args...)}
	}
	if !utf8.ValidString(s) {
		return fail(NotUTF8, "", 0, "not valid UTF-8")
	}
	trimmed := strings.TrimSpace(s)
	if trimmed == "" || strings.HasPrefix(trimmed, "#") {
		return Query{}, true, nil
	}
	fields := strings.Split(s, "\t")
	if len(fields) != 2 {
		return fail(FieldCount, "", len(fields), "want query<TAB>chapters, found %d tab-separated fields", len(fields))
	}
	text := strings.TrimSpace(fields[0])
	if text == "" {
		return fail(EmptyQuery, "", 0, "empty query")
	}
	// A carriage return inside a line is a stray old-Mac line break; such
	// a query could not be written back as one TSV line (FormatTSV).
	if strings.Contains(text, "\r") {
		return fail(CarriageReturn, text, 0, "query %q contains a carriage return (convert old Mac line endings)", text)
	}
	list := strings.TrimSpace(fields[1])
	if list == "" {
		return fail(NoChapters, text, 0, "no chapter indexes for %q", text)
	}
	seen := make(map[int]bool)
	var chapters []int
	for tok := range strings.SplitSeq(strings.ReplaceAll(list, "，", ","), ",") {
		tok = strings.TrimSpace(tok)
		if tok == "" {
			return fail(EmptyIndex, list, 0, "empty chapter index in %q", list)
		}
		n, err := strconv.Atoi(tok)
		if err != nil || n < 0 || n > maxChapter || tok[0] == '+' {
			return fail(BadIndex, tok, maxChapter, "chapter index %q is not a number from 0 to %d", tok, maxChapter)
		}
		if !seen[n] {
			seen[n] = true
			chapters = append(chapters, n)
		}
	}
	return Query{Text: text, Chapters: chapters, Line: line}, false, nil
}

// LoadFile reads a query set from a file (see ParseTSV).
func LoadFile(path string) ([]Query, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return nil, fmt.Errorf("eval: %w", err)
	}
	defer f.Close()
	qs, err := ParseTSV(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return qs, nil
}

// FormatTSV writes queries in the format ParseTSV reads. A query that
// cannot be written as one line (empty, or holding a tab or line break,
// or surrounded by spaces ParseTSV would drop) is an error.
func FormatTSV(w io.Writer, queries []Query) error {
	var b strings.Builder
	for i, q := range queries {
		if q.Text == "" || strings.ContainsAny(q.Text, "\t\r\n") || strings.TrimSpace(q.Text) != q.Text || strings.HasPrefix(q.Text, "#") {
			return fmt.Errorf("eval: query %d (%q) cannot be written as a TSV line", i, q.Text)
		}
		if len(q.Chapters) == 0 {
			return fmt.Errorf("eval: query %d (%q) has no chapters", i, q.Text)
		}
		b.WriteString(q.Text)
		b.WriteByte('\t')
		for j, c := range q.Chapters {
			if c < 0 || c > maxChapter {
				return fmt.Errorf("eval: query %d (%q): chapter index %d out of range", i, q.Text, c)
			}
			if j > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(c))
		}
		b.WriteByte('\n')
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("eval: write queries: %w", err)
	}
	return nil
}
