package cli

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// The wiki's undo: `wiki history` lists the versions an entry's saves,
// deletion and restores kept, `wiki deleted` the entries that can be
// brought back, `wiki restore` puts a version back (engine/wikihistory.go).

func runWikiHistory(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki history", "[--project NAME] [--json] ID|TITLE")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.wiki-history", "print JSON: [{entry_id,version,reason,at,title,type,aliases,exclusions,text}], newest first"))
	if err := parseArgs(fs, args, 1, usageX("cli.usage.one-entry", "{{.Cmd}}: give one ID or TITLE", map[string]any{"Cmd": "wiki history"})); err != nil {
		return err
	}
	s, pid, err := openProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	id, err := wikiHistoryRef(s, pid, fs.Arg(0))
	if err != nil {
		return err
	}
	vs, err := s.eng.WikiHistory(pid, id)
	if err != nil {
		return err
	}
	none := lang.X("cli.wiki-history-none", "no earlier versions: the entry has not changed since it was created")
	if len(vs) == 0 {
		if w, err := s.eng.WikiEntry(id); err == nil {
			other, err := deletedNamesake(s, pid, w)
			if err != nil {
				return err
			}
			none += other
		}
	}
	mode, err := projectMode(s.eng, pid)
	if err != nil {
		return err
	}
	return printWikiVersions(e, vs, *asJSON, none, mode)
}

func runWikiDeleted(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki deleted", "[--project NAME] [--json]")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.wiki-deleted", "print JSON: the newest version of each deleted entry, newest deletion first"))
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	var mode engine.CountMode
	gone, err := readProject(e, openProject, *project, func(eng *engine.Engine, pid uint64) ([]engine.WikiVersion, error) {
		var err error
		if mode, err = projectMode(eng, pid); err != nil {
			return nil, err
		}
		return eng.DeletedWikiEntries(pid)
	})
	if err != nil {
		return err
	}
	return printWikiVersions(e, gone, *asJSON, lang.X("cli.wiki-deleted-none", "no deleted wiki entries to bring back"), mode)
}

func runWikiRestore(e *env, args []string) error {
	fs, project := newProjectFlags(e, "wiki restore", "[--project NAME] [--no-wait] ID|TITLE [VERSION]")
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.wiki", "return once the entry is saved"))
	ref, version, err := restoreArgs(fs, args, func() error {
		return usageX("cli.usage.wiki-restore", "wiki restore: give an entry's ID or TITLE and, optionally, a VERSION (see inkflow wiki history{{.P}} TITLE)", map[string]any{"P": projectFlagArg(*project)})
	})
	if err != nil {
		return err
	}
	s, pid, err := openProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := canWait(s, *noWait); err != nil {
		return err
	}
	id, err := wikiHistoryRef(s, pid, ref)
	if err != nil {
		return err
	}
	vs, err := s.eng.WikiHistory(pid, id)
	if err != nil {
		return err
	}
	cur, err := s.eng.WikiEntry(id)
	live := err == nil
	if err != nil && !errors.Is(err, engine.ErrNotFound) {
		return err
	}
	if version == 0 {
		if len(vs) == 0 {
			return noEarlierWikiVersion(s, pid, cur)
		}
		version = vs[0].Version
	}
	if !slices.ContainsFunc(vs, func(v engine.WikiVersion) bool { return v.Version == version }) {
		return kindX("cli.err.no-wiki-version", "wiki entry {{.ID}} has no version {{.V}} (its versions: inkflow wiki history{{.P}} {{.ID}}): not found",
			engine.ErrNotFound, map[string]any{"ID": id, "V": version, "P": s.projectArg()})
	}
	// A restore of the version the entry already is changes nothing (the
	// newest version after an undone deletion, or a restore run twice):
	// say so instead of "restored", and where the older versions are.
	for _, v := range vs {
		if v.Version == version && live && v.Is(cur) {
			d := idData(id, cur.Title)
			d["V"], d["P"] = version, s.projectArg()
			fmt.Fprintln(e.stdout, lang.X("cli.wiki-restore-same", "wiki entry {{.ID}} {{.Q}} is version {{.V}} already: nothing to restore (its versions: inkflow wiki history{{.P}} {{.ID}})", d))
			return nil
		}
	}
	w, err := s.eng.RestoreWikiVersion(pid, id, version)
	if err != nil {
		return err
	}
	// A deleted entry that comes back is undone by deleting it again;
	// a restore over a live entry kept what it replaced as the newest
	// version, which the next restore brings back.
	undo := "wiki restore"
	if !live {
		undo = "wiki rm"
	}
	d := idData(w.ID, w.Title)
	d["V"], d["Undo"], d["P"] = version, undo, s.projectArg()
	fmt.Fprintln(e.stdout, lang.X("cli.wiki-restored", "restored wiki entry {{.ID}} {{.Q}} from version {{.V}} (undo: inkflow {{.Undo}}{{.P}} {{.ID}})", d))
	return waitFor(e, s, *noWait, w.Owner())
}

// restoreArgs reads the arguments of a restore command (wiki restore,
// summary restore): what to restore and an optional VERSION, 0 for the
// newest; usage is the error when the count is wrong.
func restoreArgs(fs *flag.FlagSet, args []string, usage func() error) (ref string, version int, err error) {
	if err := parse(fs, args); err != nil {
		return "", 0, err
	}
	if fs.NArg() < 1 || fs.NArg() > 2 {
		return "", 0, usage()
	}
	if fs.NArg() == 2 {
		if version, err = strconv.Atoi(fs.Arg(1)); err != nil || version < 1 {
			d := quoteData(fs.Arg(1))
			d["Cmd"] = fs.Name()
			return "", 0, usageX("cli.usage.not-version", "{{.Cmd}}: {{.Q}} is not a version number (1, 2, …)", d)
		}
	}
	return fs.Arg(0), version, nil
}

// noEarlierWikiVersion is the error of an undo of entry w, which has no
// earlier version; it names a deleted entry of the same title, which the
// author more likely meant.
func noEarlierWikiVersion(s *session, pid uint64, w engine.WikiEntry) error {
	other, err := deletedNamesake(s, pid, w)
	if err != nil {
		return err
	}
	d := idData(w.ID, w.Title)
	d["Other"] = other
	return kindX("cli.err.no-earlier-wiki-version", "wiki entry {{.ID}} {{.Q}} has no earlier version to restore{{.Other}}: not found", engine.ErrNotFound, d)
}

// deletedNamesake is, for an entry written anew under the title of a
// deleted one, a note naming the deleted entry and its undo ("" when no
// deleted entry had w's title): `wiki restore TITLE` finds the live
// entry first.
func deletedNamesake(s *session, pid uint64, w engine.WikiEntry) (string, error) {
	gone, err := s.eng.DeletedWikiEntries(pid)
	if err != nil {
		return "", err
	}
	for _, v := range gone { // the newest deletion first
		if v.Title == w.Title && v.EntryID != w.ID {
			return lang.X("cli.wiki-deleted-namesake", "; the deleted entry of that title is {{.ID}} (inkflow wiki restore{{.P}} {{.ID}})", map[string]any{"ID": v.EntryID, "P": s.projectArg()}), nil
		}
	}
	return "", nil
}

// wikiHistoryRef finds the entry a history command means: a current
// entry by id, title or alias, else a deleted one by id or title.
func wikiHistoryRef(s *session, pid uint64, ref string) (uint64, error) {
	w, err := findWiki(s, pid, ref)
	if err == nil || !errors.Is(err, engine.ErrNotFound) {
		return w.ID, err
	}
	gone, derr := s.eng.DeletedWikiEntries(pid)
	if derr != nil {
		return 0, derr
	}
	// By id, title or alias, as findWiki finds a current entry, exactly
	// before ignoring case; of several deleted entries of a name, the
	// newest deletion (gone is newest first), the one an undo means.
	for _, match := range []func(a, b string) bool{
		func(a, b string) bool { return a == b },
		strings.EqualFold,
	} {
		for _, v := range gone {
			if strconv.FormatUint(v.EntryID, 10) == ref || slices.ContainsFunc(append([]string{v.Title}, v.Aliases...), func(n string) bool { return match(n, ref) }) {
				return v.EntryID, nil
			}
		}
	}
	return 0, errNoWikiEntryOrDeleted(ref, s.projectArg())
}

// printWikiVersions prints versions as JSON, or one line a version: the
// entry, the version, when and why it was kept, its title and length
// in the count mode, the book's; none says there are none.
func printWikiVersions(e *env, vs []engine.WikiVersion, asJSON bool, none string, mode engine.CountMode) error {
	return printList(e, asJSON, nonNil(vs), none, func(v engine.WikiVersion) string {
		return fmt.Sprintf("%4d  v%-3d %s  %s %s", v.EntryID, v.Version, v.At.Local().Format("2006-01-02 15:04"), padRight(versionReason(v.Reason), 7),
			lang.X("cli.version-title", "{{.Title}} ({{.Count}})", map[string]any{"Title": v.Title, "Count": sayCount(engine.CountText(v.Text), mode)}))
	})
}

// versionReason is why a wiki entry's or a summary's version was kept
// (the engine's "edit", "replace", "delete" or "restore"), as the user's
// language says it; --json keeps the engine's word.
func versionReason(r string) string {
	return sayWord(r, map[string]string{
		engine.WikiEdited:      lang.X("cli.reason.edit", "edit"),
		engine.SummaryReplaced: lang.X("cli.reason.replace", "replace"),
		engine.WikiDeleted:     lang.X("cli.reason.delete", "delete"),
		engine.WikiRestored:    lang.X("cli.reason.restore", "restore"),
	})
}
