package cli

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// runChapterWrite replaces a chapter's text with a file's or stdin's,
// for what the author wrote in another editor or a script made (the
// app's editor saves the same way, engine.SaveChapter). The text it
// replaces is kept as a snapshot first (the newest one when it holds that
// text already), and the message names its undo, as replace and snapshot
// restore do.
func runChapterWrite(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter write", "[--project NAME] [--no-wait] CHAPTER (FILE | --file FILE | -)")
	file := fs.String("file", "", lang.X("cli.flag.file.chapter-write", "read the chapter's new text from FILE (- for stdin)"))
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.chapter", "return once the chapter is saved"))
	ref, text, err := parseChapterText(e, fs, "chapter write", args, file)
	if err != nil {
		return err
	}
	s, info, c, err := openChapterText(e, *project, *noWait, ref)
	if err != nil {
		return err
	}
	defer s.Close()
	d := chapterData(info, 0)
	if c.Text == text {
		fmt.Fprintln(e.stdout, lang.X("cli.chapter-write-same", "chapter {{.N}} {{.Q}} has this text already; nothing changed", d))
		return nil
	}
	var before engine.Snapshot
	if strings.TrimSpace(c.Text) != "" {
		if before, err = s.eng.SnapshotBeforeOverwrite(info.ID); err != nil {
			return err
		}
	}
	res, err := s.eng.SaveChapter(info.ID, c.Title, text)
	if err != nil {
		return err
	}
	s.eng.IndexNow(info.ID)
	chs, err := s.eng.Chapters(info.ProjectID)
	if err != nil {
		return err
	}
	d["Count"] = sayCount(res.TextCounts, bookMode(chs))
	if before.ID == 0 {
		fmt.Fprintln(e.stdout, lang.X("cli.chapter-written", "wrote chapter {{.N}} {{.Q}}: {{.Count}}", d))
	} else {
		d["ID"], d["P"] = before.ID, s.projectArg()
		fmt.Fprintln(e.stdout, lang.X("cli.chapter-rewritten", "wrote chapter {{.N}} {{.Q}}: {{.Count}}; the text it replaced is snapshot {{.ID}} (undo: inkflow snapshot restore{{.P}} {{.N}} {{.ID}})", d))
	}
	return waitFor(e, s, *noWait, c.Owner())
}
