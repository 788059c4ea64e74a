package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
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

// wikiVersionsKept bounds an entry's versions; the oldest go first, but
// never the one a deleted entry is brought back from (the newest).
const wikiVersionsKept = 50

// wikiHistoryKey is the project-data prefix of the versions: entry ids
// and version numbers are fixed-width hex, so keys sort by entry, then
// version.
const wikiHistoryKey = "wiki-history/"

func wikiEntryKey(entryID uint64) string { return fmt.Sprintf("%s%016x/", wikiHistoryKey, entryID) }

func wikiVersionKey(entryID uint64, version int) string {
	return fmt.Sprintf("%s%08x", wikiEntryKey(entryID), version)
}

// wikiVersions reads the versions stored under prefix (one entry's, or
// the whole project's), oldest first within an entry.
func wikiVersions(tx *storage.Tx, projectID uint64, prefix string) ([]WikiVersion, error) {
	var out []WikiVersion
	err := tx.ProjectDataPrefix(projectID, prefix, func(key string, raw []byte) error {
		var v WikiVersion
		if err := json.Unmarshal(raw, &v); err != nil {
			return fmt.Errorf("wiki version %s: %w", key, storage.ErrCorrupt)
		}
		out = append(out, v)
		return nil
	})
	return out, err
}

// keepWikiVersion records w (read with its text) as its entry's newest
// version, unless that version already holds the same state (a restore
// of the newest version, a save of nothing new), then drops the oldest
// beyond wikiVersionsKept. It runs in the caller's transaction, so a
// change and the version it replaced are stored together.
func (e *Engine) keepWikiVersion(tx *storage.Tx, w WikiEntry, reason string) error {
	old, err := wikiVersions(tx, w.ProjectID, wikiEntryKey(w.ID))
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
	if err := putProjectJSON(tx, w.ProjectID, wikiVersionKey(w.ID, v.Version), v); err != nil {
		return err
	}
	for _, drop := range old[:max(0, len(old)+1-wikiVersionsKept)] {
		if err := tx.DeleteProjectData(w.ProjectID, wikiVersionKey(drop.EntryID, drop.Version)); err != nil {
			return err
		}
	}
	return nil
}

// sameWikiState reports whether two versions hold the same entry.
func sameWikiState(a, b WikiVersion) bool {
	return a.Title == b.Title && a.Type == b.Type && a.Text == b.Text &&
		slices.Equal(a.Aliases, b.Aliases) && slices.Equal(a.Exclusions, b.Exclusions)
}

// WikiHistory lists the kept versions of a project's entry, newest first.
// The entry may have been deleted (see DeletedWikiEntries).
func (e *Engine) WikiHistory(projectID, entryID uint64) ([]WikiVersion, error) {
	var vs []WikiVersion
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		var err error
		vs, err = wikiVersions(tx, projectID, wikiEntryKey(entryID))
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
		all, err := wikiVersions(tx, projectID, wikiHistoryKey)
		if err != nil {
			return err
		}
		for i, v := range all {
			if i+1 < len(all) && all[i+1].EntryID == v.EntryID {
				continue // not the entry's newest
			}
			if _, err := tx.WikiEntry(v.EntryID); err == nil {
				continue
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
// back under its old id. Its mentions are found again in the background
// (the author's dismissals of its mentions went with the deletion).
func (e *Engine) RestoreWikiVersion(projectID, entryID uint64, version int) (WikiEntry, error) {
	var v WikiVersion
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		return getProjectJSON(tx, projectID, wikiVersionKey(entryID, version), &v)
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
