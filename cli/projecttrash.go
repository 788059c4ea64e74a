package cli

import (
	"fmt"
	"strconv"
	"time"

	"inkflow/engine"
)

// Deleting a project is undone like deleting a chapter: `project delete`
// moves it out of sight (engine.TrashProject), `project deleted` lists
// what can come back, `project restore` brings it back, and `project
// purge` removes a deleted project for good.

func runProjectDelete(e *env, args []string) error {
	fs := newFlags(e, "project delete", "NAME")
	if err := parseArgs(fs, args, 1, "project delete: give the project's NAME"); err != nil {
		return err
	}
	s, pid, err := openTextProject(e, fs.Arg(0))
	if err != nil {
		return err
	}
	defer s.Close()
	if err := s.eng.TrashProject(pid); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "deleted project %d %q (undo: inkflow project restore %d)\n", pid, fs.Arg(0), pid)
	return nil
}

func runProjectDeleted(e *env, args []string) error {
	fs := newFlags(e, "project deleted", "[--json]")
	asJSON := fs.Bool("json", false, "print JSON: [{id,name,created_at,updated_at,deleted_at}], most recently deleted first")
	if err := parseArgs(fs, args, 0, "project deleted takes no arguments"); err != nil {
		return err
	}
	s, err := openTextSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	gone, err := s.eng.DeletedProjects()
	if err != nil {
		return err
	}
	if *asJSON {
		out := make([]deletedProjectJSON, len(gone))
		for i, p := range gone {
			out[i] = deletedProjectJSON{ID: p.ID, Name: p.Name, CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt, DeletedAt: p.Deleted}
		}
		return printJSON(e.stdout, out)
	}
	if len(gone) == 0 {
		fmt.Fprintln(e.stdout, "no deleted projects to bring back")
	}
	for _, p := range gone {
		fmt.Fprintf(e.stdout, "%4d  deleted %s  %s\n", p.ID, p.Deleted.Local().Format("2006-01-02 15:04"), p.Name)
	}
	return nil
}

func runProjectRestore(e *env, args []string) error {
	return onDeletedProject(e, "project restore", args, func(s *session, gone engine.Project) error {
		p, err := s.eng.RestoreProject(gone.ID)
		switch {
		case err != nil:
			return err
		case p.Name != gone.Name:
			// Another project took the name while this one was deleted.
			fmt.Fprintf(e.stdout, "restored project %d as %q (another project is called %q)\n", p.ID, p.Name, gone.Name)
		default:
			fmt.Fprintf(e.stdout, "restored project %d %q\n", p.ID, p.Name)
		}
		return nil
	})
}

func runProjectPurge(e *env, args []string) error {
	return onDeletedProject(e, "project purge", args, func(s *session, gone engine.Project) error {
		err := s.eng.DeleteProject(gone.ID)
		if err == nil {
			fmt.Fprintf(e.stdout, "removed project %d %q for good\n", gone.ID, gone.Name)
		}
		return err
	})
}

// onDeletedProject runs a command whose one argument is the ID of a
// deleted project.
func onDeletedProject(e *env, cmd string, args []string, run func(s *session, p engine.Project) error) error {
	fs := newFlags(e, cmd, "ID")
	if err := parseArgs(fs, args, 1, "%s: give the ID of a deleted project (see inkflow project deleted)", cmd); err != nil {
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
		return nil, none, usagef("%q is not a project id (see inkflow project deleted)", ref)
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
