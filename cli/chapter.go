package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

func runChapter(e *env, args []string) error {
	return runSubcommand(e, "chapter", args, []command{
		{name: "list", run: runChapterList},
		{name: "add", run: runChapterAdd},
		{name: "rename", run: runChapterRename},
		{name: "move", run: runChapterMove},
		{name: "delete", run: runChapterDelete},
		{name: "split", run: runChapterSplit},
		{name: "merge", run: runChapterMerge},
		{name: "write", run: runChapterWrite},
		{name: "renumber", run: runChapterRenumber},
	})
}

func runChapterSplit(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter split", "[--project NAME] [--no-wait] (--at TEXT | --offset N) CHAPTER NEW-TITLE")
	at := fs.String("at", "", lang.X("cli.flag.at", "cut before the first occurrence of TEXT in the chapter (e.g. a heading line the import missed)"))
	// No sentinel default (-1 was one): -h printed it as "(default -1)";
	// whether --offset was given is read from the flag set.
	offset := fs.Int("offset", 0, lang.X("cli.flag.offset", "cut at this character (rune) offset of the chapter's text"))
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.chapters", "return once the chapters are saved"))
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 2 || (*at == "") == !setFlags(fs)["offset"] || *offset < 0 {
		return usageX("cli.usage.chapter-split", "chapter split: give --at TEXT or --offset N, then CHAPTER (number or title) and NEW-TITLE")
	}
	if err := checkTitle("chapter split", fs.Arg(1)); err != nil {
		return err
	}
	s, info, c, err := openChapterText(e, *project, *noWait, fs.Arg(0))
	if err != nil {
		return err
	}
	defer s.Close()
	cut := *offset
	if *at != "" {
		i := strings.Index(c.Text, *at)
		if i < 0 {
			d := chapterData(info, 0)
			d["At"], d["AtQ"] = *at, strconv.Quote(*at)
			return errors.New(lang.X("cli.err.split-not-found", "chapter split: {{.AtQ}} does not occur in chapter {{.N}} {{.Q}}", d))
		}
		cut = utf8.RuneCountInString(c.Text[:i])
	}
	if err := checkCut(info, []rune(c.Text), cut); err != nil {
		return err
	}
	made, err := s.eng.SplitChapter(info.ID, cut, fs.Arg(1))
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.split", "split chapter {{.N}} \"{{.Title}}\": the text from character {{.At}} is now chapter {{.NewN}} \"{{.NewTitle}}\"",
		map[string]any{"N": info.Index, "Title": info.Title, "At": cut, "NewN": made.Index, "NewTitle": made.Title}))
	if *noWait {
		return nil
	}
	return waitIndexed(context.Background(), e, s.eng, []engine.Owner{engine.ChapterOwner(info.ID), made.Owner()}, lang.X("cli.indexing", "indexing"))
}

// checkCut refuses, in the user's language, the cuts the engine
// refuses (SplitChapter, in English): one past the end of the text, and
// one that leaves either part without text.
func checkCut(c engine.ChapterInfo, text []rune, cut int) error {
	d := chapterData(c, 0)
	d["At"], d["Len"] = cut, len(text)
	if cut > len(text) {
		return kindX("cli.err.split-past-end", "chapter split: chapter {{.N}} {{.Q}} has {{.Len}} character{{if ne .Len 1}}s{{end}}; character {{.At}} is past its end", engine.ErrInvalid, d)
	}
	if strings.TrimSpace(string(text[:cut])) == "" || strings.TrimSpace(string(text[cut:])) == "" {
		return kindX("cli.err.split-empty", "chapter split: a cut at character {{.At}} of chapter {{.N}} {{.Q}} would leave one part without text", engine.ErrInvalid, d)
	}
	return nil
}

func runChapterMerge(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter merge", "[--project NAME] [--no-wait] CHAPTER")
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.chapter", "return once the chapter is saved"))
	if err := parseArgs(fs, args, 1, usageX("cli.usage.chapter-merge", "chapter merge: give one CHAPTER (number or title); the one after it is merged into it")); err != nil {
		return err
	}
	s, info, err := openChapterForWrite(e, *project, *noWait, fs.Arg(0))
	if err != nil {
		return err
	}
	defer s.Close()
	if last, err := isLastChapter(s, info); err != nil || last {
		return cmp.Or(err, kindX("cli.err.merge-last", "chapter {{.N}} {{.Q}} is the last one: there is no chapter after it to merge",
			engine.ErrInvalid, map[string]any{"N": info.Index, "Q": strconv.Quote(info.Title), "Name": info.Title}))
	}
	merged, err := s.eng.MergeChapterWithNext(info.ID)
	if err != nil {
		return err
	}
	chs, err := s.eng.Chapters(merged.ProjectID)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.merged", "merged the next chapter into chapter {{.N}} \"{{.Title}}\" ({{.Count}})",
		map[string]any{"N": merged.Index, "Title": merged.Title, "Count": sayCount(engine.TextCounts{Zi: merged.Zi, Chars: merged.Chars, Words: merged.Words}, bookMode(chs))}))
	return waitFor(e, s, *noWait, merged.Owner())
}

// isLastChapter reports whether c ends its book.
func isLastChapter(s *session, c engine.ChapterInfo) (bool, error) {
	chs, err := s.eng.Chapters(c.ProjectID)
	return err == nil && len(chs) > 0 && chs[len(chs)-1].ID == c.ID, err
}
