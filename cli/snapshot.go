package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"inkflow/engine"
)

const snapshotUsage = "snapshot: give a subcommand: list|take|show|diff|restore CHAPTER [ID], deleted, or undelete ID"

func runSnapshot(e *env, args []string) error {
	if len(args) == 0 {
		return usagef(snapshotUsage)
	}
	sub, ok := map[string]func(*env, []string) error{
		"list": runSnapshotList, "take": runSnapshotTake, "show": runSnapshotShow,
		"diff": runSnapshotDiff, "restore": runSnapshotRestore,
		"deleted": runSnapshotDeleted, "undelete": runSnapshotUndelete,
	}[args[0]]
	if !ok {
		return usagef("snapshot: unknown subcommand %q (%s)", args[0], snapshotUsage)
	}
	return sub(e, args[1:])
}

// snapshotCmd is a snapshot subcommand's open session with its CHAPTER
// (and snapshot ID) resolved.
type snapshotCmd struct {
	s       *session
	chapter engine.ChapterInfo
	snap    engine.Snapshot
}

// snapshotFlags is a snapshot subcommand's flag set with the --project
// flag they all take.
type snapshotFlags struct {
	fs      *flag.FlagSet
	project *string
}

// newSnapshotFlags starts a snapshot subcommand's flags with --project.
func newSnapshotFlags(e *env, name, usage string) snapshotFlags {
	fs := newFlags(e, name, usage)
	return snapshotFlags{fs: fs, project: fs.String("project", "", "project (default: the only one)")}
}

// open parses args and resolves CHAPTER (and ID when wantID) from the
// positional arguments; the caller closes c.s.
func (f snapshotFlags) open(e *env, args []string, wantID bool) (*snapshotCmd, error) {
	if err := parse(f.fs, args); err != nil {
		return nil, err
	}
	return openSnapshotCmd(e, *f.project, f.fs.Args(), wantID)
}

// openSnapshotCmd resolves CHAPTER (and ID when wantID) from the
// positional arguments; the caller closes c.s.
func openSnapshotCmd(e *env, project string, args []string, wantID bool) (*snapshotCmd, error) {
	n := 1
	if wantID {
		n = 2
	}
	if len(args) != n {
		return nil, usagef("snapshot: give CHAPTER (index or title)%s", map[bool]string{true: " and a snapshot ID", false: ""}[wantID])
	}
	var id uint64
	if wantID {
		var err error
		if id, err = strconv.ParseUint(args[1], 10, 64); err != nil {
			return nil, usagef("snapshot: %q is not a snapshot id (see `inkflow snapshot list CHAPTER`)", args[1])
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

// snapshotOf reads a snapshot and checks it belongs to the chapter.
func (c *snapshotCmd) snapshotOf(id uint64) (engine.Snapshot, error) {
	sc, err := c.s.eng.SnapshotText(id)
	if err != nil {
		return engine.Snapshot{}, err
	}
	if sc.ChapterID != c.chapter.ID {
		return engine.Snapshot{}, usagef("snapshot %d is not of chapter %d %q", id, c.chapter.Index, c.chapter.Title)
	}
	return sc.Snapshot, nil
}

func runSnapshotList(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot list", "[--project NAME] [--json] CHAPTER")
	asJSON := f.fs.Bool("json", false, "print JSON")
	c, err := f.open(e, args, false)
	if err != nil {
		return err
	}
	defer c.s.Close()
	snaps, err := c.s.eng.Snapshots(c.chapter.ID)
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, snapshotsJSON(snaps))
	}
	printSnapshots(e, snaps)
	if len(snaps) == 0 {
		fmt.Fprintf(e.stdout, "chapter %d %q has no snapshots (take one with `inkflow snapshot take %d`)\n", c.chapter.Index, c.chapter.Title, c.chapter.Index)
	}
	return nil
}

// printSnapshots prints one line per snapshot: id, time, why, size.
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
	Stored    int       `json:"stored_bytes"`
	Position  int       `json:"position"`
	Text      *string   `json:"text,omitempty"`
}

func snapshotsJSON(snaps []engine.Snapshot) []snapshotJSON {
	out := make([]snapshotJSON, len(snaps))
	for i, s := range snaps {
		out[i] = snapshotJSON{ID: s.ID, ChapterID: s.ChapterID, Title: s.Title, Name: s.Name, Reason: s.Reason,
			At: s.At, Chars: s.Chars, Stored: s.Stored, Position: s.Position}
	}
	return out
}

func printSnapshots(e *env, snaps []engine.Snapshot) {
	for _, sn := range snaps {
		name := sn.Reason
		if sn.Name != "" {
			name = fmt.Sprintf("%q", sn.Name)
		}
		fmt.Fprintf(e.stdout, "%6d  %s  %-10s %7d chars  %s stored  %q\n",
			sn.ID, sn.At.Local().Format("2006-01-02 15:04"), name, sn.Chars, humanBytes(int64(sn.Stored)), sn.Title)
	}
}

func runSnapshotTake(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot take", "[--project NAME] [--name NAME] CHAPTER")
	name := f.fs.String("name", "", "a name; named snapshots are never thinned")
	c, err := f.open(e, args, false)
	if err != nil {
		return err
	}
	defer c.s.Close()
	sn, err := c.s.eng.TakeSnapshot(c.chapter.ID, strings.TrimSpace(*name))
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "snapshot %d of chapter %d %q: %d chars\n", sn.ID, c.chapter.Index, c.chapter.Title, sn.Chars)
	return nil
}

func runSnapshotShow(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot show", "[--project NAME] [--json] CHAPTER ID")
	asJSON := f.fs.Bool("json", false, "print JSON")
	c, err := f.open(e, args, true)
	if err != nil {
		return err
	}
	defer c.s.Close()
	sc, err := c.s.eng.SnapshotText(c.snap.ID)
	if err != nil {
		return err
	}
	if *asJSON {
		j := snapshotsJSON([]engine.Snapshot{sc.Snapshot})[0]
		j.Text = &sc.Text
		return printJSON(e.stdout, j)
	}
	fmt.Fprintln(e.stdout, sc.Title)
	fmt.Fprintln(e.stdout)
	fmt.Fprintln(e.stdout, sc.Text)
	return nil
}

func runSnapshotDiff(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot diff", "[--project NAME] [--against ID] [--json] CHAPTER ID")
	against := f.fs.Uint64("against", 0, "compare with this snapshot instead of the current text")
	asJSON := f.fs.Bool("json", false, "print JSON: spans of equal, insert and delete")
	c, err := f.open(e, args, true)
	if err != nil {
		return err
	}
	defer c.s.Close()
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
	var b strings.Builder
	for _, sp := range d.Spans {
		switch sp.Op {
		case engine.DiffDelete:
			b.WriteString("[-" + sp.Text + "-]")
		case engine.DiffInsert:
			b.WriteString("{+" + sp.Text + "+}")
		default:
			b.WriteString(sp.Text)
		}
	}
	fmt.Fprintln(e.stdout, b.String())
	fmt.Fprintf(e.stdout, "%d characters deleted [-…-], %d inserted {+…+}\n", d.Deleted, d.Inserted)
	return nil
}

func runSnapshotRestore(e *env, args []string) error {
	f := newSnapshotFlags(e, "snapshot restore", "[--project NAME] [--no-wait] CHAPTER ID")
	noWait := f.fs.Bool("no-wait", false, "return once the chapter is saved")
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
	fmt.Fprintf(e.stdout, "chapter %d restored from snapshot %d; the text it replaced is snapshot %d (undo: `inkflow snapshot restore %d %d`)\n",
		c.chapter.Index, c.snap.ID, res.Before.ID, c.chapter.Index, res.Before.ID)
	return waitOwners(e, c.s, *noWait, []engine.Owner{engine.ChapterOwner(c.chapter.ID)})
}

func runSnapshotDeleted(e *env, args []string) error {
	fs := newFlags(e, "snapshot deleted", "[--project NAME] [--json]")
	project := fs.String("project", "", "project (default: the only one)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseArgs(fs, args, 0, "snapshot deleted takes no arguments"); err != nil {
		return err
	}
	s, pid, err := openProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	gone, err := s.eng.DeletedChapters(pid)
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, snapshotsJSON(gone))
	}
	printSnapshots(e, gone)
	if len(gone) == 0 {
		fmt.Fprintln(e.stdout, "no deleted chapters to bring back")
	}
	return nil
}

func runSnapshotUndelete(e *env, args []string) error {
	fs := newFlags(e, "snapshot undelete", "[--no-wait] ID")
	noWait := fs.Bool("no-wait", false, "return once the chapter is saved")
	if err := parseArgs(fs, args, 1, "snapshot undelete: give the ID of a deleted chapter's snapshot (see `inkflow snapshot deleted`)"); err != nil {
		return err
	}
	id, err := strconv.ParseUint(fs.Arg(0), 10, 64)
	if err != nil {
		return usagef("snapshot undelete: %q is not a snapshot id", fs.Arg(0))
	}
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := canWait(s, *noWait); err != nil {
		return err
	}
	c, err := s.eng.RestoreDeletedChapter(id)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "brought back chapter %d %q from snapshot %d\n", c.Index, c.Title, id)
	return waitOwners(e, s, *noWait, []engine.Owner{c.Owner()})
}
