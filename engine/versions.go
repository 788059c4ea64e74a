package engine

import (
	"encoding/json"
	"fmt"

	"inkflow/storage"
)

// Kept versions are what an explicit save replaced, for the texts an
// author saves whole by an act of their own and that have no snapshots: a
// wiki entry (WikiVersion) and a chapter's summary (SummaryVersion). They
// are full copies (the texts are short) in the project's data, under
// "<kind>-history/<owner id>/<version>" with fixed-width hex numbers, so
// keys sort by owner, then version; at most versionsKept an owner, the
// oldest dropped first.

// versionsKept bounds an owner's versions.
const versionsKept = 50

// versionsKey is the prefix of one owner's versions; versionsKey(kind, 0)
// without the id ("wiki-history/") is every owner's of that kind.
func versionsKey(kind string, id uint64) string {
	if id == 0 {
		return kind + "-history/"
	}
	return fmt.Sprintf("%s-history/%016x/", kind, id)
}

func versionKey(kind string, id uint64, version int) string {
	return fmt.Sprintf("%s%08x", versionsKey(kind, id), version)
}

// readVersions decodes the versions stored under prefix (versionsKey), in
// key order: oldest first within an owner.
func readVersions[T any](tx *storage.Tx, projectID uint64, prefix string) ([]T, error) {
	var out []T
	err := tx.ProjectDataPrefix(projectID, prefix, func(key string, raw []byte) error {
		var v T
		if err := json.Unmarshal(raw, &v); err != nil {
			return fmt.Errorf("kept version %s: %w", key, storage.ErrCorrupt)
		}
		out = append(out, v)
		return nil
	})
	return out, err
}

// putVersion stores v as version n of an owner, whose versions before it
// are older (their numbers, oldest first), and drops the oldest of those
// beyond versionsKept.
func putVersion(tx *storage.Tx, projectID uint64, kind string, id uint64, n int, v any, older []int) error {
	if err := putProjectJSON(tx, projectID, versionKey(kind, id, n), v); err != nil {
		return err
	}
	for _, drop := range older[:max(0, len(older)+1-versionsKept)] {
		if err := tx.DeleteProjectData(projectID, versionKey(kind, id, drop)); err != nil {
			return err
		}
	}
	return nil
}

// versionNumbers lists the numbers of kept versions, for putVersion.
func versionNumbers[T any](vs []T, number func(T) int) []int {
	out := make([]int, len(vs))
	for i, v := range vs {
		out[i] = number(v)
	}
	return out
}
