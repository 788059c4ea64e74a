package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// snapshotUsage is the subcommands of snapshot, for its usage errors.
const snapshotUsage = "list|take|show|diff|restore CHAPTER [ID], deleted, or undelete ID"

func runSnapshot(e *env, args []string) error {
	if len(args) == 0 {
		return usageX("cli.usage.snapshot", "snapshot: give a subcommand: {{.Subs}}", map[string]any{"Subs": snapshotUsage})
	}
	subs := map[string]func(*env, []string) error{
		"list": runSnapshotList, "take": runSnapshotTake, "show": runSnapshotShow,
		"diff": runSnapshotDiff, "restore": runSnapshotRestore,
		"deleted": runSnapshotDeleted, "undelete": runSnapshotUndelete,
	}
	sub, ok := subs[args[0]]
	if !ok {
		d := quoteData(args[0])
		d["Subs"] = snapshotUsage
		return suggestName(usageX("cli.usage.snapshot-unknown", "snapshot: unknown subcommand {{.Q}} (snapshot: give a subcommand: {{.Subs}})", d), args[0], []string{"list", "take", "show", "diff", "restore", "deleted", "undelete"})
	}
	return sub(e, args[1:])
}

// snapshotCmd is a snapshot subcommand's open session with its CHAPTER
// (and snapshot ID, read with its text) resolved.
type snapshotCmd struct {
	s       *session
	chapter engine.ChapterInfo
	snap    engine.SnapshotContent
}

// snapshotFlags is a snapshot subcommand's flag set with the --project
// flag they all take.
type snapshotFlags struct {
	fs      *flag.FlagSet
	project *string
}

// newSnapshotFlags starts a snapshot subcommand's flags with --project.
func newSnapshotFlags(e *env, name, usage string) snapshotFlags {
	fs, project := newProjectFlags(e, name, usage)
	return snapshotFlags{fs: fs, project: project}
}

// open parses args and resolves CHAPTER (and ID when wantID) from the
// positional arguments; the caller closes c.s.
func (f snapshotFlags) open(e *env, args []string, wantID bool) (*snapshotCmd, error) {
	if err := parse(f.fs, args); err != nil {
		return nil, err
	}
	return openSnapshotCmd(e, f.fs.Name(), *f.project, f.fs.Args(), wantID)
}

// openSnapshotCmd resolves CHAPTER (and ID when wantID) from the
// positional arguments; the caller closes c.s.
// cmd ("snapshot restore") begins its usage errors.
func openSnapshotCmd(e *env, cmd, project string, args []string, wantID bool) (*snapshotCmd, error) {
	n := 1
	if wantID {
		n = 2
	}
	if len(args) != n {
		if wantID {
			return nil, usageX("cli.usage.snapshot-chapter-id", "{{.Cmd}}: give CHAPTER (number or title) and a snapshot ID (see inkflow snapshot list{{.P}} CHAPTER)", map[string]any{"Cmd": cmd, "P": projectFlagArg(project)})
		}
		return nil, usageX("cli.usage.snapshot-chapter", "{{.Cmd}}: give CHAPTER (number or title)", map[string]any{"Cmd": cmd})
	}
	var id uint64
	if wantID {
		var err error
		if id, err = strconv.ParseUint(args[1], 10, 64); err != nil {
			d := quoteData(args[1])
			d["Cmd"], d["P"], d["Chapter"] = cmd, projectFlagArg(project), shellWord(args[0])
			return nil, usageX("cli.usage.not-snapshot-id", "{{.Cmd}}: {{.Q}} is not a snapshot id (see `inkflow snapshot list{{.P}} {{.Chapter}}`)", d)
		}
	}
	s, pid, err := openProject(e, project)
	if err != nil {
		return nil, err
	}
	c := &snapshotCmd{s: s}
	if c.chapter, err = findChapter(s, pid, args[0]); err != nil {
		s.Close()
		return nil, err
	}
	if wantID {
		if c.snap, err = c.snapshotOf(id); err != nil {
			s.Close()
			return nil, err
		}
	}
	return c, nil
}

// bookMode is the count the chapter's book is said in (bookMode).
func (c *snapshotCmd) bookMode() (engine.CountMode, error) {
	return projectMode(c.s.eng, c.chapter.ProjectID)
}

// snapshotOf reads a snapshot and checks it belongs to the chapter.
func (c *snapshotCmd) snapshotOf(id uint64) (engine.SnapshotContent, error) {
	sc, err := c.s.eng.SnapshotText(id)
	if errors.Is(err, engine.ErrNotFound) {
		d := chapterData(c.chapter, 0)
		d["ID"], d["P"] = id, c.s.projectArg()
		return engine.SnapshotContent{}, kindX("cli.err.no-snapshot", "no snapshot {{.ID}} (see inkflow snapshot list{{.P}} {{.N}})", engine.ErrNotFound, d)
	}
	if err != nil {
		return engine.SnapshotContent{}, err
	}
	if sc.ChapterID != c.chapter.ID {
		// The command was well formed: the snapshot is of another
		// chapter, which is a wrong pairing to correct (exit 1), not a
		// usage error. Naming that chapter says how to reach it.
		d := chapterData(c.chapter, 0)
		d["ID"], d["P"] = id, c.s.projectArg()
		if other, err := c.s.eng.Chapter(sc.ChapterID); err == nil && other.ProjectID == c.chapter.ProjectID {
			d["Other"], d["OtherQ"], d["OtherName"] = other.Index, fmt.Sprintf("%q", other.Title), other.Title
			return engine.SnapshotContent{}, kindX("cli.err.snapshot-other-chapter", "snapshot {{.ID}} is of chapter {{.Other}} {{.OtherQ}}, not of chapter {{.N}} {{.Q}} (inkflow snapshot show{{.P}} {{.Other}} {{.ID}})", engine.ErrNotFound, d)
		}
		return engine.SnapshotContent{}, kindX("cli.err.snapshot-not-of-chapter", "snapshot {{.ID}} is not of chapter {{.N}} {{.Q}} (see inkflow snapshot list{{.P}} {{.N}})", engine.ErrNotFound, d)
	}
	return sc, nil
}

func runSnapshotList(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot list", "[--project NAME] [--json] CHAPTER")
	asJSON := f.fs.Bool("json", false, lang.X("cli.flag.json", "print JSON"))
	c, err := f.open(e, args, false)
	if err != nil {
		return err
	}
	defer c.s.Close()
	snaps, err := c.s.eng.Snapshots(c.chapter.ID)
	if err != nil {
		return err
	}
	mode, err := c.bookMode()
	if err != nil {
		return err
	}
	none := chapterData(c.chapter, 0)
	none["P"] = c.s.projectArg()
	return printList(e, *asJSON, snapshotsJSON(snaps),
		lang.X("cli.snapshots-none", "chapter {{.N}} {{.Q}} has no snapshots (take one with `inkflow snapshot take{{.P}} {{.N}}`)", none), snapshotLine(mode))
}

// snapshotJSON is a snapshot as `snapshot list|deleted|show --json` print
// it, in the snake_case keys of the other --json outputs; text only for
// show.
type snapshotJSON struct {
	ID        uint64    `json:"id"`
	ChapterID uint64    `json:"chapter_id"`
	Title     string    `json:"title"`
	Name      string    `json:"name"`
	Reason    string    `json:"reason"`
	At        time.Time `json:"at"`
	Chars     int       `json:"chars"`
	Zi        int       `json:"zi"`    // -1: not counted (its text could not be read)
	Words     int       `json:"words"` // English words; -1 as zi
	Stored    int       `json:"stored_bytes"`
	Position  int       `json:"position"`
	Text      *string   `json:"text,omitempty"`
}

func snapshotsJSON(snaps []engine.Snapshot) []snapshotJSON {
	out := make([]snapshotJSON, len(snaps))
	for i, s := range snaps {
		out[i] = snapshotJSON{ID: s.ID, ChapterID: s.ChapterID, Title: s.Title, Name: s.Name, Reason: s.Reason,
			At: s.At, Chars: s.Chars, Zi: s.Zi, Words: s.Words, Stored: s.Stored, Position: s.Position}
	}
	return out
}

// snapshotLine is a snapshot's line in snapshot list and deleted: id,
// time, why, and its length in the count `chapter list` gives its
// chapter, mode, the book's (字 for Chinese, words for English; every
// character, spaces too, for an old snapshot whose text could not be
// counted), and the space it takes.
func snapshotLine(mode engine.CountMode) func(snapshotJSON) string {
	return func(sn snapshotJSON) string {
		name := snapshotReason(sn.Reason)
		if sn.Name != "" {
			name = lang.X("cli.snapshot-name", "{{.Q}}", quoteData(sn.Name))
		}
		counts := engine.TextCounts{Zi: sn.Zi, Chars: sn.Chars, Words: sn.Words}
		n, m := counts.In(mode), mode
		if n < 0 {
			n, m = sn.Chars, engine.CountChars
		}
		unit := countUnit(m, n)
		d := quoteData(sn.Title)
		d["Count"], d["Unit"], d["Stored"] = fmt.Sprintf("%7s", sayNumber(n)), unit, humanBytes(int64(sn.Stored))
		return fmt.Sprintf("%6d  %s  %s %s", sn.ID, sn.At.Local().Format("2006-01-02 15:04"), padRight(name, 10),
			lang.X("cli.snapshot-line", "{{.Count}} {{.Unit}}  {{.Stored}} stored  {{.Q}}", d))
	}
}

// snapshotReason is why a snapshot was taken (engine.Reason*), as the
// user's language says it; --json keeps the engine's word.
func snapshotReason(r string) string {
	return sayWord(r, map[string]string{
		engine.ReasonManual:   lang.X("cli.snapshot-reason.manual", "manual"),
		engine.ReasonInterval: lang.X("cli.snapshot-reason.interval", "interval"),
		engine.ReasonReplace:  lang.X("cli.snapshot-reason.replace", "replace"),
		engine.ReasonRestore:  lang.X("cli.snapshot-reason.restore", "restore"),
		engine.ReasonDelete:   lang.X("cli.snapshot-reason.delete", "delete"),
		engine.ReasonUndo:     lang.X("cli.snapshot-reason.undo", "undo"),
		engine.ReasonMerge:    lang.X("cli.snapshot-reason.merge", "merge"),
		engine.ReasonCut:      lang.X("cli.snapshot-reason.cut", "cut"),
		engine.ReasonWrite:    lang.X("cli.snapshot-reason.write", "write"),
	})
}

func runSnapshotTake(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot take", "[--project NAME] [--name NAME] CHAPTER")
	name := f.fs.String("name", "", lang.X("cli.flag.name.snapshot", "a name; named snapshots are never thinned"))
	c, err := f.open(e, args, false)
	if err != nil {
		return err
	}
	defer c.s.Close()
	sn, err := c.s.eng.TakeSnapshot(c.chapter.ID, strings.TrimSpace(*name))
	if err != nil {
		return err
	}
	mode, err := c.bookMode()
	if err != nil {
		return err
	}
	d := chapterData(c.chapter, 0)
	d["ID"], d["Count"] = sn.ID, sayCount(engine.TextCounts{Zi: sn.Zi, Chars: sn.Chars, Words: sn.Words}, mode)
	fmt.Fprintln(e.stdout, lang.X("cli.snapshot-taken", "snapshot {{.ID}} of chapter {{.N}} {{.Q}}: {{.Count}}", d))
	return nil
}

func runSnapshotShow(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot show", "[--project NAME] [--json] CHAPTER ID")
	asJSON := f.fs.Bool("json", false, lang.X("cli.flag.json", "print JSON"))
	c, err := f.open(e, args, true)
	if err != nil {
		return err
	}
	defer c.s.Close()
	if *asJSON {
		j := snapshotsJSON([]engine.Snapshot{c.snap.Snapshot})[0]
		j.Text = &c.snap.Text
		return printJSON(e.stdout, j)
	}
	fmt.Fprintln(e.stdout, c.snap.Title)
	fmt.Fprintln(e.stdout)
	fmt.Fprintln(e.stdout, c.snap.Text)
	return nil
}

func runSnapshotDiff(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot diff", "[--project NAME] [--against ID] [--context N] [--whole] [--json] CHAPTER ID")
	against := f.fs.Uint64("against", 0, lang.X("cli.flag.against", "compare with this snapshot instead of the current text"))
	context := f.fs.Int("context", 1, lang.X("cli.flag.context.diff", "unchanged paragraphs to show before and after each change"))
	whole := f.fs.Bool("whole", false, lang.X("cli.flag.whole", "print the whole text with the changes marked, not only the changed paragraphs"))
	asJSON := f.fs.Bool("json", false, lang.X("cli.flag.json.diff", "print JSON: spans of equal, insert and delete"))
	c, err := f.open(e, args, true)
	if err != nil {
		return err
	}
	defer c.s.Close()
	if *context < 0 {
		return usageX("cli.usage.diff-context", "snapshot diff: --context must not be negative")
	}
	if *against != 0 {
		if _, err := c.snapshotOf(*against); err != nil {
			return err
		}
	}
	d, err := c.s.eng.DiffSnapshot(c.snap.ID, *against)
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, d)
	}
	if d.Deleted == 0 && d.Inserted == 0 {
		// The whole text again with "0 characters deleted" under it
		// leaves the author to read it for a change there is not.
		fmt.Fprintln(e.stdout, lang.X("cli.snapshot-diff-same", "no differences: the texts are the same"))
		return nil
	}
	if *whole {
		fmt.Fprintln(e.stdout, spansText(d.Spans))
	} else {
		// A chapter of thousands of characters printed whole for one
		// changed sentence left the author to hunt for the marks.
		printDiffHunks(e.stdout, d.Spans, *context)
		fmt.Fprintln(e.stdout)
	}
	fmt.Fprintln(e.stdout, lang.X("cli.snapshot-diff", "{{.Deleted}} character{{if ne .Deleted 1}}s{{end}} deleted [-…-], {{.Inserted}} inserted {+…+}", map[string]any{"Deleted": d.Deleted, "Inserted": d.Inserted}))
	return nil
}

func runSnapshotRestore(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot restore", "[--project NAME] [--no-wait] CHAPTER ID")
	noWait := f.fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.chapter", "return once the chapter is saved"))
	c, err := f.open(e, args, true)
	if err != nil {
		return err
	}
	defer c.s.Close()
	if err := canWait(c.s, *noWait); err != nil {
		return err
	}
	res, err := c.s.eng.RestoreSnapshot(c.snap.ID)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.snapshot-restored", "chapter {{.N}} restored from snapshot {{.ID}}; the text it replaced is snapshot {{.Before}} (undo: inkflow snapshot restore{{.P}} {{.N}} {{.Before}})",
		map[string]any{"N": c.chapter.Index, "ID": c.snap.ID, "Before": res.Before.ID, "P": c.s.projectArg()}))
	return waitOwners(e, c.s, *noWait, []engine.Owner{engine.ChapterOwner(c.chapter.ID)})
}

func runSnapshotDeleted(e *env, args []string) error {
	fs, project := newProjectFlags(e, "snapshot deleted", "[--project NAME] [--json]")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json", "print JSON"))
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	var gone []engine.Snapshot
	mode, err := readProject(e, openProject, *project, func(eng *engine.Engine, pid uint64) (engine.CountMode, error) {
		var err error
		if gone, err = eng.DeletedChapters(pid); err != nil {
			return "", err
		}
		chs, err := eng.Chapters(pid)
		// The deleted chapters' text tells the book's language too,
		// when every chapter is deleted.
		for _, sn := range gone {
			if sn.Zi >= 0 && sn.Words >= 0 {
				chs = append(chs, engine.ChapterInfo{TextCounts: engine.TextCounts{Zi: sn.Zi, Chars: sn.Chars, Words: sn.Words}})
			}
		}
		return bookMode(chs), err
	})
	if err != nil {
		return err
	}
	return printList(e, *asJSON, snapshotsJSON(gone), lang.X("cli.chapters-deleted-none", "no deleted chapters to bring back"), snapshotLine(mode))
}

func runSnapshotUndelete(e *env, args []string) error {
	fs := newFlags(e, "snapshot undelete", "[--no-wait] ID")
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.chapter", "return once the chapter is saved"))
	// A usage error opens no data folder to learn how many projects
	// it holds: the pointer shows --project as the usage line does.
	if err := parseArgs(fs, args, 1, usageX("cli.usage.snapshot-undelete", "snapshot undelete: give the ID of a deleted chapter's snapshot (see `inkflow snapshot deleted [--project NAME]`)")); err != nil {
		return err
	}
	id, err := strconv.ParseUint(fs.Arg(0), 10, 64)
	if err != nil {
		return usageX("cli.usage.undelete-not-id", "snapshot undelete: {{.Q}} is not a snapshot id", quoteData(fs.Arg(0)))
	}
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := canWait(s, *noWait); err != nil {
		return err
	}
	if err := checkUndelete(s, id); err != nil {
		return err
	}
	c, err := s.eng.RestoreDeletedChapter(id)
	if err != nil {
		return err
	}
	d := quoteData(c.Title)
	d["N"], d["ID"] = c.Index, id
	fmt.Fprintln(e.stdout, lang.X("cli.chapter-undeleted", "brought back chapter {{.N}} {{.Q}} from snapshot {{.ID}}", d))
	return waitOwners(e, s, *noWait, []engine.Owner{c.Owner()})
}

// checkUndelete refuses, in the user's language, the snapshot ids the
// engine refuses to undelete (RestoreDeletedChapter, in English): one
// that does not exist, and one of a chapter that is not deleted, whose
// text snapshot restore brings back.
func checkUndelete(s *session, id uint64) error {
	sc, err := s.eng.SnapshotText(id)
	if errors.Is(err, engine.ErrNotFound) {
		// No snapshot says whose project it would be.
		p, err := someProjectArg(s)
		if err != nil {
			return err
		}
		return kindX("cli.err.no-deleted-snapshot", "no snapshot {{.ID}} of a deleted chapter (see inkflow snapshot deleted{{.P}})", engine.ErrNotFound, map[string]any{"ID": id, "P": p})
	}
	if err != nil {
		return err
	}
	c, err := s.eng.Chapter(sc.ChapterID)
	if errors.Is(err, engine.ErrNotFound) {
		return nil // deleted: what undelete is for
	}
	if err != nil {
		return err
	}
	d := quoteData(c.Title)
	d["ID"], d["N"] = id, c.Index
	// undelete takes no --project (a snapshot id is the data folder's);
	// the restore it points to does, when there are several.
	if d["P"], err = projectArgFor(s, c.ProjectID); err != nil {
		return err
	}
	return kindX("cli.err.undelete-not-deleted", "snapshot {{.ID}} is of chapter {{.N}} {{.Q}}, which is not deleted (to bring back that text: inkflow snapshot restore{{.P}} {{.N}} {{.ID}})", engine.ErrInvalid, d)
}
