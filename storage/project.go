package storage

import (
	"fmt"
	"strings"
	"time"
)

// Project is a book (or series): chapters, wiki entries and summaries
// belong to exactly one project.
type Project struct {
	ID        uint64
	Name      string
	CreatedAt time.Time
	UpdatedAt time.Time
	// Deleted is when the author deleted the project (zero: not
	// deleted). A deleted project keeps everything until it is restored
	// (TrashProject, RestoreProject) or removed for good (DeleteProject);
	// meanwhile its name is free for another project.
	Deleted time.Time
}

func encodeProject(p Project) []byte {
	e := newEncoder(len(p.Name) + 32)
	e.string(p.Name)
	e.time(p.CreatedAt)
	e.time(p.UpdatedAt)
	e.time(p.Deleted) // appended later: older records end before it
	return e.b
}

func decodeProject(id uint64, raw []byte) (Project, error) {
	d := newDecoder(raw)
	p := Project{ID: id, Name: d.string(), CreatedAt: d.time(), UpdatedAt: d.time()}
	if d.more() {
		p.Deleted = d.time()
	}
	return decoded(d, p, "project %d", id)
}

// cleanName trims a user-supplied name and rejects empty ones.
func cleanName(what, name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", fmt.Errorf("storage: %s name is empty: %w", what, ErrInvalid)
	}
	return name, nil
}

// CreateProject adds a project. Names are unique (exact match after
// trimming spaces) because the command line selects projects by name.
func (tx *Tx) CreateProject(name string) (Project, error) {
	name, err := cleanName("project", name)
	if err != nil {
		return Project{}, err
	}
	if _, ok, err := tx.ProjectByName(name); err != nil {
		return Project{}, err
	} else if ok {
		return Project{}, fmt.Errorf("storage: project %q: %w", name, ErrExists)
	}
	return create(tx, bucketProjects, func(id uint64, now time.Time) (Project, []write) {
		p := Project{ID: id, Name: name, CreatedAt: now, UpdatedAt: now}
		return p, []write{{bucketProjects, u64Key(id), encodeProject(p)}}
	}, "create project %q", name)
}

// Project returns a project by id; the error wraps ErrNotFound if absent.
func (tx *Tx) Project(id uint64) (Project, error) {
	return record(tx, bucketProjects, "project", id, decodeProject)
}

// Projects lists all projects by id (creation order), deleted ones
// (Project.Deleted) included: their text is still indexed and kept.
func (tx *Tx) Projects() ([]Project, error) {
	var out []Project
	err := forEachRecord(tx.b(bucketProjects), "project", decodeProject, func(p Project) error {
		out = append(out, p)
		return nil
	})
	return out, err
}

// ProjectByName finds a project that is not deleted by exact
// (space-trimmed) name.
func (tx *Tx) ProjectByName(name string) (Project, bool, error) {
	name = strings.TrimSpace(name)
	ps, err := tx.Projects()
	if err != nil {
		return Project{}, false, err
	}
	for _, p := range ps {
		if p.Name == name && p.Deleted.IsZero() {
			return p, true, nil
		}
	}
	return Project{}, false, nil
}

// RenameProject changes a project's name, keeping names unique.
func (tx *Tx) RenameProject(id uint64, name string) error {
	name, err := cleanName("project", name)
	if err != nil {
		return err
	}
	p, err := tx.Project(id)
	if err != nil {
		return err
	}
	if other, ok, err := tx.ProjectByName(name); err != nil {
		return err
	} else if ok && other.ID != id {
		return fmt.Errorf("storage: project %q: %w", name, ErrExists)
	}
	p.Name, p.UpdatedAt = name, tx.now()
	return tx.putAll([]write{{bucketProjects, u64Key(id), encodeProject(p)}}, "rename project %d", id)
}

// TrashProject marks a project deleted (Project.Deleted), keeping all
// that is in it.
func (tx *Tx) TrashProject(id uint64) error {
	p, err := tx.Project(id)
	if err != nil {
		return err
	}
	if !p.Deleted.IsZero() {
		return fmt.Errorf("storage: project %q is deleted already: %w", p.Name, ErrInvalid)
	}
	p.Deleted = tx.now()
	return tx.putAll([]write{{bucketProjects, u64Key(id), encodeProject(p)}}, "delete project %d", id)
}

// RestoreProject undoes TrashProject. When another project has taken the
// name meanwhile, the restored one is named "name (2)" (or 3, …), and the
// project is returned with the name it now has.
func (tx *Tx) RestoreProject(id uint64) (Project, error) {
	p, err := tx.Project(id)
	if err != nil {
		return Project{}, err
	}
	if p.Deleted.IsZero() {
		return Project{}, fmt.Errorf("storage: project %q is not deleted: %w", p.Name, ErrInvalid)
	}
	base := p.Name
	for n := 2; ; n++ {
		_, taken, err := tx.ProjectByName(p.Name)
		if err != nil {
			return Project{}, err
		}
		if !taken {
			break
		}
		p.Name = fmt.Sprintf("%s (%d)", base, n)
	}
	p.Deleted, p.UpdatedAt = time.Time{}, tx.now()
	return p, tx.putAll([]write{{bucketProjects, u64Key(id), encodeProject(p)}}, "restore project %d", id)
}

// DeleteProject removes a project with all its chapters, wiki entries and
// summaries and everything derived from them (P6). It returns the ids of
// the removed children so the caller can drop them from the derived
// indexes.
func (tx *Tx) DeleteProject(id uint64) ([]uint64, error) {
	if _, err := tx.Project(id); err != nil {
		return nil, err
	}
	chapters, err := tx.ChapterIDs(id)
	if err != nil {
		return nil, err
	}
	removed, err := collectRemoved(chapters, tx.deleteChapterNoReorder)
	if err != nil {
		return nil, err
	}
	entries, err := tx.WikiEntries(id)
	if err != nil {
		return nil, err
	}
	wikiRemoved, err := collectRemoved(entries, func(w WikiEntry) ([]uint64, error) { return tx.DeleteWikiEntry(w.ID) })
	if err != nil {
		return nil, err
	}
	removed = append(removed, wikiRemoved...)
	if err := tx.deleteProjectSnapshots(id); err != nil {
		return nil, err
	}
	if err := tx.deleteProjectData(id); err != nil {
		return nil, err
	}
	if err := tx.b(bucketProjects).Delete(u64Key(id)); err != nil {
		return nil, fmt.Errorf("storage: delete project %d: %w", id, err)
	}
	return removed, nil
}
