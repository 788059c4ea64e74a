package cli

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// chapter renumber puts chapter titles that carry their own number (第三章
// 失恋, Chapter 3: The Storm) back in book order after chapters were moved
// or split (engine.RenumberTitles); --undo takes a renumber back.

// renumberJSON is chapter renumber's --json: the titles changed (or, with
// --dry-run, those that would be; id 0).
type renumberJSON struct {
	ID     uint64                   `json:"id"`
	DryRun bool                     `json:"dry_run"`
	Titles []engine.RenumberedTitle `json:"titles"`
}

func runChapterRenumber(e *env, args []string) error {
	fs, project := newProjectFlags(e, "chapter renumber", "[--project NAME] [--dry-run] [--json] | --undo [ID]")
	dryRun := fs.Bool("dry-run", false, lang.X("cli.flag.dry-run.renumber", "print every title old → new without changing anything"))
	undo := fs.Bool("undo", false, lang.X("cli.flag.undo.renumber", "give back the titles from before the renumber ID (default: the newest not undone)"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json", "print JSON"))
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 1 || (fs.NArg() == 1 && !*undo) || (*undo && *dryRun) {
		return usageX("cli.usage.chapter-renumber", "chapter renumber takes no arguments (--undo takes a renumber's ID, --dry-run no --undo)")
	}
	var id uint64
	if fs.NArg() == 1 {
		n, err := strconv.ParseUint(fs.Arg(0), 10, 64)
		if err != nil || n == 0 {
			return usageX("cli.usage.not-renumber-id", "chapter renumber --undo: {{.Q}} is not a renumber id", quoteData(fs.Arg(0)))
		}
		id = n
	}
	s, pid, err := openTextProject(e, *project)
	if err != nil {
		return err
	}
	defer s.Close()
	if *undo {
		return undoRenumber(e, s, pid, id, *asJSON)
	}
	var rec engine.RenumberRecord
	if *dryRun {
		rec.Titles, err = s.eng.PlanRenumber(pid)
	} else {
		rec, err = s.eng.RenumberTitles(pid)
	}
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, renumberJSON{ID: rec.ID, DryRun: *dryRun, Titles: nonNil(rec.Titles)})
	}
	printRenumbered(e, rec.Titles, false)
	d := map[string]any{"N": len(rec.Titles), "ID": rec.ID, "P": s.projectArg()}
	switch {
	case len(rec.Titles) == 0:
		fmt.Fprintln(e.stdout, lang.X("cli.renumber-nothing", "every title that numbers itself matches its place; nothing changed"))
	case *dryRun:
		fmt.Fprintln(e.stdout, lang.X("cli.renumber-dry-run", "dry run: {{.N}} title{{if ne .N 1}}s{{end}} would be renumbered", d))
	default:
		fmt.Fprintln(e.stdout, lang.X("cli.renumbered", "renumber {{.ID}}: {{.N}} title{{if ne .N 1}}s{{end}} renumbered (undo: inkflow chapter renumber{{.P}} --undo {{.ID}})", d))
	}
	return nil
}

// printRenumbered lists titles old → new under their chapters' numbers,
// as chapter list numbers them; back lists them new → old, as an undo
// gives them back.
func printRenumbered(e *env, titles []engine.RenumberedTitle, back bool) {
	for _, t := range titles {
		from, to := t.Old, t.New
		if back {
			from, to = to, from
		}
		fmt.Fprintf(e.stdout, "%5d  %s → %s\n", t.Index, from, to)
	}
}

func undoRenumber(e *env, s *session, pid, id uint64, asJSON bool) error {
	if err := checkUndoRenumber(s, pid, id); err != nil {
		return err
	}
	res, err := s.eng.UndoRenumber(pid, id)
	if err != nil {
		return err
	}
	if asJSON {
		// Empty lists print [], not null.
		res.Restored, res.Kept = nonNil(res.Restored), nonNil(res.Kept)
		return printJSON(e.stdout, res)
	}
	printRenumbered(e, res.Restored, true)
	d := map[string]any{"ID": res.ID, "N": len(res.Restored), "Kept": len(res.Kept)}
	fmt.Fprintln(e.stdout, lang.X("cli.renumber-undone", "undid renumber {{.ID}}: {{.N}} title{{if ne .N 1}}s{{end}} as {{if ne .N 1}}they were{{else}}it was{{end}} before", d))
	if len(res.Kept) > 0 {
		fmt.Fprintln(e.stdout, lang.X("cli.renumber-undo-kept", "{{.Kept}} chapter{{if ne .Kept 1}}s{{end}} renamed or deleted since kept {{if ne .Kept 1}}their{{else}}its{{end}} title", d))
	}
	return nil
}

// checkUndoRenumber refuses, in the user's language, the undos the engine
// refuses (UndoRenumber, in English): with nothing to undo, of a renumber
// the project does not have and of one undone already.
func checkUndoRenumber(s *session, pid, id uint64) error {
	rs, err := s.eng.Renumbers(pid)
	if err != nil {
		return err
	}
	d := map[string]any{"ID": id}
	for _, r := range rs {
		switch {
		case id == 0 && !r.Undone:
			return nil
		case id != 0 && r.ID == id && r.Undone:
			return kindX("cli.err.renumber-undone", "renumber {{.ID}} was already undone", engine.ErrInvalid, d)
		case id != 0 && r.ID == id:
			return nil
		}
	}
	if id == 0 {
		return kindX("cli.err.no-renumber-to-undo", "no renumber to undo in this project", engine.ErrInvalid)
	}
	return kindX("cli.err.no-renumber", "no renumber {{.ID}} in this project", engine.ErrNotFound, d)
}
