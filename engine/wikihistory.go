package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"inkflow/storage"
)

// WikiVersion is an earlier state of a story-bible entry: what it was
// before an edit changed it, before it was deleted, or before an older
// version was restored over it. Saving an entry is the author's explicit
// act and replaces its text whole (the CLI's `wiki update --file` as much
// as the panel's Save), so each save keeps what it replaced; a deleted
// entry can be brought back from its last version.
type WikiVersion struct {
	EntryID uint64 `json:"entry_id"`
	// Version counts an entry's versions from 1; newer ones are higher.
	Version int `json:"version"`
	// Reason is why it was kept: WikiEdited, WikiDeleted or WikiRestored.
	Reason     string    `json:"reason"`
	At         time.Time `json:"at"`
	Title      string    `json:"title"`
	Type       string    `json:"type"`
	Aliases    []string  `json:"aliases"`
	Exclusions []string  `json:"exclusions"`
	Text       string    `json:"text"`
}

// Why a wiki version was kept (WikiVersion.Reason).
const (
	WikiEdited   = "edit"    // a save changed the entry
	WikiDeleted  = "delete"  // the entry was deleted
	WikiRestored = "restore" // an older version was restored over it
)

// wikiKind names the wiki's kept versions (versions.go).
const wikiKind = "wiki"

// keepWikiVersion records w (read with its text) as its entry's newest
// version, unless that version already holds the same state (a restore
// of the newest version, a save of nothing new). It runs in the caller's
// transaction, so a change and the version it replaced are stored
// together. A deletion is always kept: a deleted entry is brought back
// from its newest version.
func (e *Engine) keepWikiVersion(tx *storage.Tx, w WikiEntry, reason string) error {
	old, err := readVersions[WikiVersion](tx, w.ProjectID, versionsKey(wikiKind, w.ID))
	if err != nil {
		return err
	}
	v := WikiVersion{EntryID: w.ID, Version: 1, Reason: reason, At: e.clock(), Title: w.Title, Type: w.Type,
		Aliases: w.Aliases, Exclusions: w.Exclusions, Text: w.Text}
	if n := len(old); n > 0 {
		if reason != WikiDeleted && sameWikiState(old[n-1], v) {
			return nil
		}
		v.Version = old[n-1].Version + 1
	}
	return putVersion(tx, w.ProjectID, wikiKind, w.ID, v.Version, v, versionNumbers(old, func(v WikiVersion) int { return v.Version }))
}

// sameWikiState reports whether two versions hold the same entry.
func sameWikiState(a, b WikiVersion) bool {
	return a.Title == b.Title && a.Type == b.Type && a.Text == b.Text &&
		slices.Equal(a.Aliases, b.Aliases) && slices.Equal(a.Exclusions, b.Exclusions)
}

// Is reports whether entry w reads as version v: the same title, type,
// names and text. After a deletion is undone the newest version is the
// entry as it stands, and restoring it would change nothing, so front
// ends mark it and offer an older one instead.
func (v WikiVersion) Is(w WikiEntry) bool {
	return v.Title == w.Title && v.Type == w.Type && slices.Equal(v.Aliases, w.Aliases) &&
		slices.Equal(v.Exclusions, w.Exclusions) && strings.TrimSpace(v.Text) == strings.TrimSpace(w.Text)
}

// WikiHistory lists the kept versions of a project's entry, newest first.
// The entry may have been deleted (see DeletedWikiEntries).
func (e *Engine) WikiHistory(projectID, entryID uint64) ([]WikiVersion, error) {
	var vs []WikiVersion
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		var err error
		vs, err = readVersions[WikiVersion](tx, projectID, versionsKey(wikiKind, entryID))
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("engine: wiki history of entry %d: %w", entryID, err)
	}
	slices.Reverse(vs)
	return vs, nil
}

// DeletedWikiEntries lists the project's deleted entries that can be
// brought back: the newest version of each, newest deletion first.
func (e *Engine) DeletedWikiEntries(projectID uint64) ([]WikiVersion, error) {
	var out []WikiVersion
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		// Keys first, so that only the newest version of each deleted
		// entry is read: a large bible keeps thousands of versions.
		keys := tx.ProjectDataKeys(projectID, versionsKey(wikiKind, 0))
		for i, key := range keys {
			entry, _, _ := strings.Cut(strings.TrimPrefix(key, versionsKey(wikiKind, 0)), "/")
			if i+1 < len(keys) && strings.HasPrefix(keys[i+1], versionsKey(wikiKind, 0)+entry+"/") {
				continue // not the entry's newest
			}
			id, err := strconv.ParseUint(entry, 16, 64)
			if err != nil {
				return fmt.Errorf("wiki version %s: %w", key, storage.ErrCorrupt)
			}
			if _, err := tx.WikiEntry(id); err == nil {
				continue
			}
			var v WikiVersion
			if err := getProjectJSON(tx, projectID, key, &v); err != nil {
				return err
			}
			out = append(out, v)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: deleted wiki entries: %w", err)
	}
	slices.SortStableFunc(out, func(a, b WikiVersion) int { return b.At.Compare(a.At) })
	return out, nil
}

// RestoreWikiVersion gives a project's entry the title, type, names and
// text of one of its versions. An entry that still exists is kept as a
// version first, so the restore can itself be undone; a deleted one comes
// back under its old id. Its mentions are found again in the background,
// the ones the author had dismissed still dismissed (wikidismissals.go).
func (e *Engine) RestoreWikiVersion(projectID, entryID uint64, version int) (WikiEntry, error) {
	var v WikiVersion
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		return getProjectJSON(tx, projectID, versionKey(wikiKind, entryID, version), &v)
	})
	if err == nil && v.EntryID != entryID {
		err = fmt.Errorf("entry %d has no version %d: %w", entryID, version, ErrNotFound)
	}
	if err != nil {
		return WikiEntry{}, fmt.Errorf("engine: restore wiki entry %d: %w", entryID, err)
	}
	w := WikiEntry{ID: entryID, ProjectID: projectID, Title: v.Title, Type: v.Type, Aliases: v.Aliases, Exclusions: v.Exclusions, Text: v.Text}
	revived := false
	err = e.db.Update(func(tx *storage.Tx) error {
		cur, err := tx.WikiEntryWithText(entryID)
		switch {
		case err == nil && cur.ProjectID != projectID:
			return fmt.Errorf("entry %d belongs to another project: %w", entryID, ErrInvalid)
		case err == nil:
			return e.keepWikiVersion(tx, cur, WikiRestored)
		case errors.Is(err, ErrNotFound):
			revived = true
			if _, err := tx.ReviveWikiEntry(w); err != nil {
				return err
			}
			if err := restoreDismissals(tx, projectID, entryID); err != nil {
				return err
			}
			return tx.MarkMentionsPending(storage.PendingEntry{ProjectID: projectID, EntryID: entryID}, nil)
		}
		return err
	})
	if err != nil {
		return WikiEntry{}, fmt.Errorf("engine: restore wiki entry %d: %w", entryID, err)
	}
	if revived {
		e.mentions.touchEntries()
	}
	// The version just kept (or, for a revived entry, the deletion's)
	// holds what this replaces.
	if err := e.updateWikiEntry(w, false); err != nil {
		return WikiEntry{}, err
	}
	return e.WikiEntry(entryID)
}
