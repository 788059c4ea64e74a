package engine

import (
	"fmt"
	"strings"

	"inkflow/storage"
)

// WikiEntry is a story-bible entry (see storage.WikiEntry); its text is
// indexed and searched like a chapter's, as kind "wiki".
type WikiEntry = storage.WikiEntry

// saveOwner stores an owner's text (splitting it into blocks before the
// write transaction), queues its vanished children for removal and
// schedules it for indexing without debounce: wiki entries and summaries
// are saved by explicit actions, not by typing pauses. update runs in the
// same transaction to write the owner's record; it gets the text that was
// replaced and whether the text changed.
func (e *Engine) saveOwner(o storage.Owner, text string, update func(tx *storage.Tx, oldText string, changed bool) error) error {
	blocks := splitBlocks(text)
	h := storage.HashText(text)
	var diff storage.BlockDiff
	changed := false
	err := e.db.Update(func(tx *storage.Tx) error {
		oldText := tx.Text(o)
		changed = storage.HashText(oldText) != h
		if changed {
			var err error
			if diff, err = tx.SaveOwnerText(o, text, blocks); err != nil {
				return err
			}
		}
		return update(tx, oldText, changed)
	})
	if err != nil {
		return err
	}
	if changed {
		e.ix.Remove(diff.RemovedChildren)
		e.ix.Schedule(o, true)
	}
	return nil
}

// CreateWikiEntry adds an entry (Title, Type, Aliases, Exclusions and
// Text of w are used) to a project. Its mentions in the chapters are
// found in the background.
func (e *Engine) CreateWikiEntry(projectID uint64, w WikiEntry) (WikiEntry, error) {
	created, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) (WikiEntry, error) {
		c, err := tx.CreateWikiEntry(WikiEntry{ProjectID: projectID, Title: w.Title, Type: w.Type,
			Aliases: cleanAliases(w.Aliases), Exclusions: cleanAliases(w.Exclusions)})
		if err != nil {
			return c, err
		}
		return c, tx.MarkMentionsPending(storage.PendingEntry{ProjectID: projectID, EntryID: c.ID}, nil)
	})
	if err != nil {
		return WikiEntry{}, fmt.Errorf("engine: create wiki entry: %w", err)
	}
	e.mentions.touchEntries()
	created.Text = w.Text
	if err := e.updateWikiEntry(created, false); err != nil {
		return WikiEntry{}, err
	}
	return e.WikiEntry(created.ID)
}

// UpdateWikiEntry replaces an entry's title, type, aliases, exclusions
// and text; what it replaced is kept as a version (WikiHistory). When the
// names or exclusions change, the mentions they affect are recomputed in
// the background.
func (e *Engine) UpdateWikiEntry(w WikiEntry) error {
	return e.updateWikiEntry(w, true)
}

// AutosaveWikiEntry is UpdateWikiEntry for a save that follows another of
// the same entry in one sitting (a front end's autosave while the author
// types): it keeps no version of what it replaces, since the sitting's
// first save kept the entry as it was before it. A version per pause in
// typing would fill the history (versionsKept) with drafts.
func (e *Engine) AutosaveWikiEntry(w WikiEntry) error {
	return e.updateWikiEntry(w, false)
}

// updateWikiEntry is UpdateWikiEntry; keep says whether the replaced
// state becomes a version (not for the empty record CreateWikiEntry has
// just made, nor where the caller has kept one already).
func (e *Engine) updateWikiEntry(w WikiEntry, keep bool) error {
	renamed := false
	err := e.saveOwner(storage.WikiOwner(w.ID), w.Text, func(tx *storage.Tx, oldText string, changed bool) error {
		cur, err := tx.WikiEntry(w.ID)
		if err != nil {
			return err
		}
		old := cur
		old.Text = oldText
		cur.Title, cur.Type, cur.Aliases = w.Title, strings.TrimSpace(w.Type), cleanAliases(w.Aliases)
		cur.Exclusions = cleanAliases(w.Exclusions)
		if keep && (changed || cur.Type != old.Type || entryFingerprint(cur) != entryFingerprint(old)) {
			if err := e.keepWikiVersion(tx, old, WikiEdited); err != nil {
				return err
			}
		}
		cur.Hash, cur.UpdatedAt = storage.HashText(w.Text), tx.Now()
		if err := tx.PutWikiEntry(cur); err != nil {
			return err
		}
		if renamed = entryFingerprint(old) != entryFingerprint(cur); renamed {
			return tx.MarkMentionsPending(storage.PendingEntry{ProjectID: cur.ProjectID, EntryID: cur.ID}, entryPatterns(old))
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("engine: update wiki entry %d: %w", w.ID, err)
	}
	if renamed {
		e.mentions.touchEntries()
	}
	return nil
}

func cleanAliases(in []string) []string {
	var out []string
	for _, a := range in {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// DeleteWikiEntry removes an entry, its search data and its mentions
// (P6), keeping the entry as a version that RestoreWikiVersion brings
// back (DeletedWikiEntries lists them). Every block where its names or exclusions occur is rescanned in
// the background, as after a rename: another entry's shorter name may
// match where its name did, and its exclusion (孔明灯) may have hidden
// another entry's name (孔明) in blocks that never mentioned it.
func (e *Engine) DeleteWikiEntry(id uint64) error {
	var removed []uint64
	err := e.db.Update(func(tx *storage.Tx) error {
		w, err := tx.WikiEntryWithText(id)
		if err != nil {
			return err
		}
		if err := e.keepWikiVersion(tx, w, WikiDeleted); err != nil {
			return err
		}
		if err := keepDismissals(tx, w); err != nil {
			return err
		}
		if removed, err = tx.DeleteWikiEntry(id); err != nil {
			return err
		}
		return tx.MarkMentionsPending(storage.PendingEntry{ProjectID: w.ProjectID, EntryID: id}, entryPatterns(w))
	})
	if err != nil {
		return fmt.Errorf("engine: delete wiki entry %d: %w", id, err)
	}
	e.ix.Remove(removed)
	e.mentions.touchEntries()
	return nil
}

// WikiEntry returns an entry with its text.
func (e *Engine) WikiEntry(id uint64) (WikiEntry, error) {
	return txValue(e.db.View, func(tx *storage.Tx) (WikiEntry, error) { return tx.WikiEntryWithText(id) })
}

// WikiEntries lists a project's entries, without text.
func (e *Engine) WikiEntries(projectID uint64) ([]WikiEntry, error) {
	var ws []WikiEntry
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		var err error
		ws, err = tx.WikiEntries(projectID)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	return ws, nil
}
