package cli

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// The book's table of contents from the command line: list the chapters
// with the numbers every other command takes as CHAPTER, add, rename,
// move and delete them. Numbers follow book order (storage.Chapter.Index),
// so a move or a deletion renumbers the chapters after it.

// chapterJSON is one chapter of `chapter list --json`.
type chapterJSON struct {
	ID       uint64    `json:"id"`
	Index    int       `json:"index"`
	Position int       `json:"position"`
	Title    string    `json:"title"`
	Zi       int       `json:"zi"` // a key added after "words", which once held 字数
	Chars    int       `json:"chars"`
	Words    int       `json:"words"`
	State    string    `json:"state"`
	Updated  time.Time `json:"updated_at"`
}

func runChapterList(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter list", "[--project NAME] [--json]")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json", "print JSON"))
	if err := parseArgs(fs, args, 0, usageX("cli.usage.chapter-list", "chapter list takes no arguments")); err != nil {
		return err
	}
	chs, err := readProject(e, openTextProject, *project, (*engine.Engine).Chapters)
	if err != nil {
		return err
	}
	if *asJSON {
		out := make([]chapterJSON, len(chs))
		for i, c := range chs {
			out[i] = chapterJSON{ID: c.ID, Index: c.Index, Position: c.Order + 1, Title: c.Title,
				Zi: c.Zi, Chars: c.Chars, Words: c.Words, State: string(c.State), Updated: c.UpdatedAt}
		}
		return printJSON(e.stdout, out)
	}
	// Lengths in the book's own count, as import --dry-run prints them:
	// 字数 for Chinese, words for English.
	mode := bookMode(chs)
	for _, c := range chs {
		// The front matter shows its number, 0, as every CHAPTER
		// argument and export --chapters take it: shown as "-", it
		// was a chapter no command could name as the list said.
		fmt.Fprintf(e.stdout, "%5d  %8s %s  %s\n", c.Index, sayNumber(c.In(mode)), countUnit(mode, c.In(mode)), c.Title)
	}
	if len(chs) == 0 {
		fmt.Fprintln(e.stdout, lang.X("cli.no-chapters", "the project has no chapters yet (inkflow chapter add{{.P}} TITLE)", map[string]any{"P": projectFlagArg(*project)}))
	}
	return nil
}

// checkTitle refuses a chapter title that is empty or only spaces and
// control characters (storage drops those): such a chapter is a blank
// line in the chapter list, the app's sidebar and every message that
// names it, and cannot be named as CHAPTER by its title. A title that is
// not UTF-8 (a terminal in another encoding) is refused too: it would be
// stored as bytes no export or search reads back as typed.
func checkTitle(cmd, title string) error {
	if err := checkUTF8(cmd, title); err != nil {
		return err
	}
	if strings.TrimFunc(title, isBlank) == "" {
		return usageX("cli.usage.empty-title", "{{.Cmd}}: the title is empty; give the chapter a title", map[string]any{"Cmd": cmd})
	}
	return nil
}

// isBlank reports whether r is nothing to read in a name: a space or a
// control character.
func isBlank(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsControl(r)
}

// checkUTF8 refuses an argument that is not UTF-8, which a terminal set
// to another encoding passes.
func checkUTF8(cmd, arg string) error {
	if utf8.ValidString(arg) {
		return nil
	}
	return usageX("cli.usage.not-utf8", "{{.Cmd}}: {{.Q}} is not UTF-8 text; set the terminal to UTF-8 (e.g. LANG=en_US.UTF-8)",
		map[string]any{"Cmd": cmd, "Q": strconv.Quote(arg), "Name": strings.ToValidUTF8(arg, "\uFFFD")})
}

func runChapterAdd(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter add", "[--project NAME] TITLE")
	if err := parseArgs(fs, args, 1, usageX("cli.usage.chapter-add", "chapter add: give the new chapter's TITLE")); err != nil {
		return err
	}
	if err := checkTitle("chapter add", fs.Arg(0)); err != nil {
		return err
	}
	s, pid, err := openTextProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	// Where the window's New Chapter puts it: a numbered chapter before
	// the 番外 or Epilogue that end the book (engine.AddChapter).
	c, err := s.eng.AddChapter(pid, fs.Arg(0))
	if err != nil {
		return err
	}
	chs, err := s.eng.Chapters(pid)
	if err != nil {
		return err
	}
	if next := c.Order + 1; next < len(chs) {
		fmt.Fprintln(e.stdout, lang.X("cli.chapter-added-before", "added chapter {{.N}} \"{{.Title}}\" before \"{{.Next}}\"",
			map[string]any{"N": c.Index, "Title": c.Title, "Next": chs[next].Title}))
		return nil
	}
	fmt.Fprintln(e.stdout, lang.X("cli.chapter-added", "added chapter {{.N}} \"{{.Title}}\" at the end of the book",
		map[string]any{"N": c.Index, "Title": c.Title}))
	return nil
}

func runChapterRename(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter rename", "[--project NAME] CHAPTER NEW-TITLE")
	s, c, err := parseChapter(e, fs, project, args, 2, usageX("cli.usage.chapter-rename", "chapter rename: give CHAPTER (number or title) and NEW-TITLE"))
	if err != nil {
		return err
	}
	defer s.Close()
	if err := checkTitle("chapter rename", fs.Arg(1)); err != nil {
		return err
	}
	if err := s.eng.RenameChapter(c.ID, fs.Arg(1)); err != nil {
		return err
	}
	renamed, err := s.eng.Chapter(c.ID)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.chapter-renamed", "chapter {{.N}} \"{{.Old}}\" is now titled \"{{.Title}}\"",
		map[string]any{"N": c.Index, "Old": c.Title, "Title": renamed.Title}))
	return nil
}

func runChapterMove(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter move", "[--project NAME] CHAPTER TO")
	s, c, err := parseChapter(e, fs, project, args, 2, usageX("cli.usage.chapter-move", "chapter move: give CHAPTER and TO, the chapter (number or title) whose place it takes"))
	if err != nil {
		return err
	}
	defer s.Close()
	to, err := findChapter(s, c.ProjectID, fs.Arg(1))
	if err != nil {
		return err
	}
	if err := s.eng.MoveChapter(c.ID, to.Order); err != nil {
		return err
	}
	moved, err := s.eng.Chapter(c.ID)
	if err != nil {
		return err
	}
	// The new number alone says where it went: a place counted with the
	// front matter ("to place 2; it is now chapter 1") read as two answers.
	fmt.Fprintln(e.stdout, lang.X("cli.chapter-moved", "moved chapter {{.Was}} \"{{.Title}}\"; it is now chapter {{.N}}",
		map[string]any{"Was": c.Index, "Title": c.Title, "N": moved.Index}))
	return nil
}

func runChapterDelete(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter delete", "[--project NAME] CHAPTER")
	s, c, err := parseChapter(e, fs, project, args, 1, usageX("cli.usage.chapter-delete", "chapter delete: give one CHAPTER (number or title)"))
	if err != nil {
		return err
	}
	defer s.Close()
	if err := s.eng.DeleteChapter(c.ID); err != nil {
		return err
	}
	// The deletion snapshotted the chapter, its newest snapshot: name it
	// as the undo.
	snaps, err := s.eng.Snapshots(c.ID)
	if err != nil {
		return err
	}
	undo := ""
	if len(snaps) > 0 {
		undo = fmt.Sprintf("inkflow snapshot undelete %d", snaps[0].ID)
	}
	fmt.Fprintln(e.stdout, lang.X("cli.chapter-deleted", "deleted chapter {{.N}} \"{{.Title}}\" (undo: {{.Undo}})",
		map[string]any{"N": c.Index, "Title": c.Title, "Undo": undo}))
	// As wiki rm: wait until the search data is gone too (P6).
	if err := s.eng.Flush(context.Background()); err != nil && !isNoModel(err) {
		return kindX("cli.err.deleted-not-flushed", "deleted, but indexing did not finish: {{.Err}}", err, map[string]any{"Err": errText(err)})
	}
	return nil
}
