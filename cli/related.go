package cli

import (
	"context"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/search"
)

// runRelated is the app's Related panel (engine.Related) on the command
// line: the passages elsewhere in the book that relate to a paragraph,
// found by a search whose query is the paragraph (embedded as a passage,
// not as a short query). With --chapter the paragraph is located in that
// chapter, and its own surroundings are left out, as the panel leaves
// out what the author sees beside it.
func runRelated(e *env, args []string) error {
	fs := newFlags(e, "related", "[--project NAME] [--k N] [--chapter CHAPTER] [--wait] [--json] (TEXT | --file FILE | -)")
	project := fs.String("project", "", lang.X("cli.flag.project", "project (default: the only one)"))
	k := fs.Int("k", 0, lang.X("cli.flag.k", "number of results (default: setting search.default-top-k)"))
	chapter := fs.String("chapter", "", lang.X("cli.flag.chapter.related", "the chapter (number or title) that holds the paragraph: its neighbourhood is left out"))
	file := fs.String("file", "", lang.X("cli.flag.file.related", "read the paragraph from FILE (- for stdin)"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.contract", "print JSON (docs/ARCHITECTURE.md §8)"))
	wait := fs.Bool("wait", false, lang.X("cli.flag.wait.search", "finish indexing anything left unindexed (an interrupted import or model change) before searching"))
	if err := parse(fs, args); err != nil {
		return err
	}
	if *k < 0 || (*k == 0 && setFlags(fs)["k"]) {
		return usageX("cli.usage.k", "--k must be positive")
	}
	rest, dash := splitDash(fs.Args())
	var text string
	switch {
	case *file != "" || dash:
		if len(rest) > 0 {
			return usageX("cli.usage.text-twice", "{{.Cmd}}: give the text once: FILE, --file FILE or - (stdin)", map[string]any{"Cmd": "related"})
		}
		t, err := readTextArg(e, "related", *file, dash)
		if err != nil {
			return err
		}
		text = t
	default:
		text = strings.Join(rest, " ")
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return usageX("cli.usage.related-text", "related: give the paragraph as TEXT, --file FILE or - (stdin)")
	}
	if !utf8.ValidString(text) {
		return usageX("cli.usage.query-utf8", "{{.Cmd}}: the QUERY is not valid UTF-8 (is the terminal set to another encoding?)", map[string]any{"Cmd": "related"})
	}
	s, pid, err := openProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	req := search.RelatedRequest{Project: pid, Text: text, K: *k}
	if *chapter != "" {
		c, err := findChapter(s, pid, *chapter)
		if err != nil {
			return err
		}
		ch, err := s.eng.Chapter(c.ID)
		if err != nil {
			return err
		}
		at := strings.Index(ch.Text, text)
		if at < 0 {
			d := chapterData(c, 0)
			return kindX("cli.err.related-not-in-chapter", "related: chapter {{.N}} {{.Q}} does not hold this text; leave out --chapter to relate text from elsewhere", engine.ErrNotFound, d)
		}
		start := utf8.RuneCountInString(ch.Text[:at])
		req.OwnerKind, req.OwnerID = search.KindChapter, c.ID
		req.Start, req.End = start, start+utf8.RuneCountInString(text)
	}
	progress, err := indexProgress(e, s, pid, *wait)
	if err != nil {
		return err
	}
	resp, err := s.eng.Related(context.Background(), req)
	return showResponse(e, s, resp, err, progress, *asJSON)
}
