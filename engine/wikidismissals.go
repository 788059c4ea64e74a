package engine

import (
	"errors"
	"fmt"
	"slices"

	"inkflow/storage"
)

// A deleted wiki entry's dismissals, the author's "not this one" to some
// of its mentions, are kept beside its versions (project data
// "wiki-dismissed/ENTRY"), so that bringing the entry back
// (RestoreWikiVersion) does not bring back mentions the author had
// already turned down. A deletion drops them from the blocks
// (storage.DeleteWikiEntry), and the rescan after a restore keeps only
// the dismissals it finds on a block.

// keptDismissal is one kept dismissal: the block and the key of the
// mention's text and surroundings (storage.Dismissal).
type keptDismissal struct {
	Owner   storage.Owner `json:"owner"`
	BlockID uint64        `json:"block"`
	Key     uint64        `json:"key"`
}

func dismissalsKey(entryID uint64) string { return fmt.Sprintf("wiki-dismissed/%016x", entryID) }

// keepDismissals records entry w's dismissals, in the transaction that
// deletes it, before the deletion drops them.
func keepDismissals(tx *storage.Tx, w WikiEntry) error {
	var kept []keptDismissal
	err := tx.ForEachEntryBlock(w.ID, func(r storage.BlockMentions) error {
		for _, d := range r.Dismissed {
			if d.EntryID == w.ID {
				kept = append(kept, keptDismissal{Owner: r.Owner, BlockID: r.BlockID, Key: d.Key})
			}
		}
		return nil
	})
	if err != nil || len(kept) == 0 {
		return err
	}
	return putProjectJSON(tx, w.ProjectID, dismissalsKey(w.ID), kept)
}

// restoreDismissals puts a revived entry's kept dismissals back on the
// blocks that are still there, for the rescan to keep where the mention
// is found again, and forgets them.
func restoreDismissals(tx *storage.Tx, projectID, entryID uint64) error {
	var kept []keptDismissal
	if err := getProjectJSON(tx, projectID, dismissalsKey(entryID), &kept); err != nil || len(kept) == 0 {
		return err
	}
	for _, k := range kept {
		r, ok, err := tx.BlockMentionsAt(k.Owner, k.BlockID)
		if err != nil {
			return err
		}
		if !ok {
			if _, err := tx.Block(k.Owner, k.BlockID); errors.Is(err, storage.ErrNotFound) {
				continue // the paragraph is gone
			} else if err != nil {
				return err
			}
			// A zero hash asks the rescan to look at the block again.
			r = storage.BlockMentions{Owner: k.Owner, BlockID: k.BlockID}
		}
		d := storage.Dismissal{EntryID: entryID, Key: k.Key}
		if slices.Contains(r.Dismissed, d) {
			continue
		}
		r.Dismissed = append(r.Dismissed, d)
		if err := tx.PutBlockMentions(r); err != nil {
			return err
		}
	}
	return tx.DeleteProjectData(projectID, dismissalsKey(entryID))
}
