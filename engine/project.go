package engine

import (
	"fmt"
	"slices"

	"inkflow/storage"
)

// Project is a book or series; the names of projects that are not
// deleted (TrashProject) are unique.
type Project = storage.Project

// CreateProject adds a project; the error wraps ErrExists if the name is
// taken and ErrInvalid if it is empty.
func (e *Engine) CreateProject(name string) (Project, error) {
	return txValue(e.db.Update, func(tx *storage.Tx) (Project, error) { return tx.CreateProject(name) })
}

// RenameProject renames a project, keeping names unique. The name is
// one of the book's titles, which are no mentions of its entries
// (matcherEntry): their mentions are found again in the background.
func (e *Engine) RenameProject(id uint64, name string) error {
	err := e.db.Update(func(tx *storage.Tx) error {
		if err := tx.RenameProject(id, name); err != nil {
			return err
		}
		return markBookRetitledTx(tx, id)
	})
	if err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	e.mentions.touchEntries()
	return nil
}

// TrashProject deletes a project the way the author deletes one: it
// leaves Projects, ProjectByName and every search (its name is free for
// another project), and keeps everything in it, so that RestoreProject
// brings it back as it was. DeleteProject removes it for good.
func (e *Engine) TrashProject(id uint64) error {
	if err := e.db.Update(func(tx *storage.Tx) error { return tx.TrashProject(id) }); err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	return nil
}

// RestoreProject brings back a project TrashProject deleted, renamed
// "name (2)" when another project has taken its name meanwhile.
func (e *Engine) RestoreProject(id uint64) (Project, error) {
	return txValue(e.db.Update, func(tx *storage.Tx) (Project, error) { return tx.RestoreProject(id) })
}

// DeletedProjects lists the projects TrashProject deleted, most recently
// deleted first.
func (e *Engine) DeletedProjects() ([]Project, error) {
	ps, err := e.db.Projects()
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	ps = slices.DeleteFunc(ps, func(p Project) bool { return p.Deleted.IsZero() })
	slices.SortStableFunc(ps, func(a, b Project) int { return b.Deleted.Compare(a.Deleted) })
	return ps, nil
}

// DeleteProject removes a project with everything in it, including its
// search data (P6), for good; TrashProject is the deletion that can be
// undone.
func (e *Engine) DeleteProject(id uint64) error {
	removed, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) ([]uint64, error) {
		return tx.DeleteProject(id)
	})
	if err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	e.ix.Remove(removed)
	return nil
}

// Projects lists the projects in creation order, without the deleted
// ones (DeletedProjects).
func (e *Engine) Projects() ([]Project, error) {
	ps, err := e.db.Projects()
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	return slices.DeleteFunc(ps, func(p Project) bool { return !p.Deleted.IsZero() }), nil
}

// ProjectByName finds a project by its exact name (surrounding spaces
// ignored).
func (e *Engine) ProjectByName(name string) (Project, bool, error) {
	return txFound(e.db.View, func(tx *storage.Tx) (Project, bool, error) { return tx.ProjectByName(name) })
}

// viewProject runs fn in a read transaction once the project is known to
// exist (else the error wraps ErrNotFound): the readers of one project's
// rows, which would otherwise answer "nothing" for a deleted project.
func (e *Engine) viewProject(projectID uint64, fn func(tx *storage.Tx) error) error {
	return e.db.View(func(tx *storage.Tx) error {
		if _, err := tx.Project(projectID); err != nil {
			return err
		}
		return fn(tx)
	})
}

// txValue is storage.TxValue with a failure reported as the engine's
// ("engine: …"), for calls that need no more context than the storage
// error gives.
func txValue[T any](run func(func(*storage.Tx) error) error, fn func(*storage.Tx) (T, error)) (T, error) {
	v, err := storage.TxValue(run, fn)
	if err != nil {
		var zero T
		return zero, fmt.Errorf("engine: %w", err)
	}
	return v, nil
}

// txFound is txValue for a lookup that may find nothing: ok is false when
// it did not, or failed.
func txFound[T any](run func(func(*storage.Tx) error) error, fn func(*storage.Tx) (T, bool, error)) (T, bool, error) {
	var ok bool
	v, err := txValue(run, func(tx *storage.Tx) (T, error) {
		v, found, err := fn(tx)
		ok = found
		return v, err
	})
	return v, ok && err == nil, err
}
