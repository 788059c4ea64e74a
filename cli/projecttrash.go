package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// Deleting a project is undone like deleting a chapter: `project delete`
// moves it out of sight (engine.TrashProject), `project deleted` lists
// what can come back, `project restore` brings it back, and `project
// purge` removes a deleted project for good.

func runProjectDelete(e *env, args []string) error {
	fs := newFlags(e, "project delete", "NAME")
	wrong := usageX("cli.usage.project-delete", "project delete: give the project's NAME")
	if err := parseArgs(fs, args, 1, wrong); err != nil {
		return err
	}
	// An empty NAME is no name: --project "" means "the only project",
	// and deleting that one unasked is not what "" says.
	if strings.TrimSpace(fs.Arg(0)) == "" {
		return wrong
	}
	s, pid, err := openTextProject(e, fs.Arg(0))
	if err != nil {
		return err
	}
	defer s.Close()
	name, err := projectName(s, pid)
	if err != nil {
		return err
	}
	if err := s.eng.TrashProject(pid); err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.project-deleted", "deleted project {{.ID}} {{.Q}} (undo: inkflow project restore {{.ID}})", idData(pid, name)))
	return nil
}

func runProjectDeleted(e *env, args []string) error {
	fs := newFlags(e, "project deleted", "[--json]")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.project-deleted", "print JSON: [{id,name,created_at,updated_at,deleted_at}], most recently deleted first"))
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	gone, err := readData(e, (*engine.Engine).DeletedProjects)
	if err != nil {
		return err
	}
	out := make([]deletedProjectJSON, len(gone))
	for i, p := range gone {
		out[i] = deletedProjectJSON{ID: p.ID, Name: p.Name, CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt, DeletedAt: p.Deleted}
	}
	return printList(e, *asJSON, out, lang.X("cli.projects-deleted-none", "no deleted projects to bring back"), func(p deletedProjectJSON) string {
		return lang.X("cli.project-deleted-line", "{{.ID}}  deleted {{.At}}  {{.Name}}",
			map[string]any{"ID": fmt.Sprintf("%4d", p.ID), "At": p.DeletedAt.Local().Format("2006-01-02 15:04"), "Name": p.Name})
	})
}

func runProjectRestore(e *env, args []string) error {
	return onDeletedProject(e, "project restore", args, func(s *session, gone engine.Project) error {
		p, err := s.eng.RestoreProject(gone.ID)
		switch {
		case err != nil:
			return err
		case p.Name != gone.Name:
			// Another project took the name while this one was deleted.
			d := idData(p.ID, p.Name)
			d["Was"] = strconv.Quote(gone.Name)
			d["WasName"] = gone.Name
			fmt.Fprintln(e.stdout, lang.X("cli.project-restored-renamed", "restored project {{.ID}} as {{.Q}} (another project is called {{.Was}})", d))
		default:
			fmt.Fprintln(e.stdout, lang.X("cli.project-restored", "restored project {{.ID}} {{.Q}}", idData(p.ID, p.Name)))
		}
		return nil
	})
}

func runProjectPurge(e *env, args []string) error {
	return onDeletedProject(e, "project purge", args, func(s *session, gone engine.Project) error {
		err := s.eng.DeleteProject(gone.ID)
		if err == nil {
			fmt.Fprintln(e.stdout, lang.X("cli.project-purged", "removed project {{.ID}} {{.Q}} for good", idData(gone.ID, gone.Name)))
		}
		return err
	})
}

// onDeletedProject runs a command whose one argument is the ID of a
// deleted project.
func onDeletedProject(e *env, cmd string, args []string, run func(s *session, p engine.Project) error) error {
	fs := newFlags(e, cmd, "ID")
	if err := parseArgs(fs, args, 1, usageX("cli.usage.deleted-project-id", "{{.Cmd}}: give the ID of a deleted project (see inkflow project deleted)", map[string]any{"Cmd": cmd})); err != nil {
		return err
	}
	s, p, err := openDeletedProject(e, fs.Arg(0))
	if err != nil {
		return err
	}
	defer s.Close()
	return run(s, p)
}

// openDeletedProject opens a session and finds a deleted project by id:
// restore and purge act only on deleted projects, so a purge can never
// take a project the author still has.
func openDeletedProject(e *env, ref string) (*session, engine.Project, error) {
	var none engine.Project
	id, err := strconv.ParseUint(ref, 10, 64)
	if err != nil {
		return nil, none, usageX("cli.usage.not-project-id", "{{.Q}} is not a project id (see inkflow project deleted)", quoteData(ref))
	}
	s, err := openTextSession(e)
	if err != nil {
		return nil, none, err
	}
	gone, err := s.eng.DeletedProjects()
	if err != nil {
		s.Close()
		return nil, none, err
	}
	for _, p := range gone {
		if p.ID == id {
			return s, p, nil
		}
	}
	live, err := s.eng.Projects()
	s.Close()
	if err != nil {
		return nil, none, err
	}
	for _, p := range live {
		if p.ID == id {
			return nil, none, errNotDeletedProject(p)
		}
	}
	return nil, none, errNoDeletedProject(id)
}

// deletedProjectJSON is one project of `project deleted --json`, in the
// snake_case keys of the rest of the command line.
type deletedProjectJSON struct {
	ID        uint64    `json:"id"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
	DeletedAt time.Time `json:"deleted_at"`
}
