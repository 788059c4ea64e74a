package engine

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"inkflow/engine/settings"
	"inkflow/storage"
)

// DatabaseFile is the path of the database inside a data directory.
func DatabaseFile(dataDir string) string { return filepath.Join(dataDir, storage.FileName) }

// InDataDir reports whether path is in the data directory or below it,
// symbolic links resolved: a file written there could replace the
// database itself (an export named inkflow.db), a backup or an index, so
// front ends refuse to write the author's files there. The file need not
// exist: its folder is resolved.
func InDataDir(path, dataDir string) bool {
	resolve := func(p string) string {
		abs, err := filepath.Abs(p)
		if err != nil {
			return filepath.Clean(p)
		}
		if real, err := filepath.EvalSymlinks(abs); err == nil {
			return real
		}
		return abs
	}
	rel, err := filepath.Rel(resolve(dataDir), resolve(filepath.Dir(path)))
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// DataInfo is what Peek learns about a data directory.
type DataInfo struct {
	// Database is the database file's path.
	Database string
	// Exists is false for a directory InkFlow has not used yet.
	Exists bool
	// SchemaVersion is the schema the database was migrated to.
	SchemaVersion int
	// Size is the database's size in bytes.
	Size int64
	// ModelName is the stored model.name setting ("" means the bundled
	// default; so do stored settings that are invalid, as in Open).
	ModelName string
	// SettingsErr says why the stored settings are not used (Open runs
	// with the defaults then); nil when they are valid.
	SettingsErr error
}

// Peek reads a data directory's database without opening an engine: no
// indexes are loaded and a directory without a database is reported
// (Exists false), not created. `inkflow doctor` and `inkflow model` use it
// to show the database's state and the selected model cheaply. Errors wrap
// ErrLocked (another InkFlow has it open) or ErrCorrupt (damaged file, left
// untouched).
func Peek(dataDir string) (DataInfo, error) {
	info := DataInfo{Database: DatabaseFile(dataDir)}
	if _, err := os.Stat(info.Database); errors.Is(err, os.ErrNotExist) {
		return info, nil
	}
	db, err := storage.Open(info.Database)
	if err != nil {
		return info, fmt.Errorf("engine: %w", err)
	}
	defer db.Close()
	info.Exists, info.SchemaVersion = true, storage.SchemaVersion
	if info.Size, err = db.Size(); err != nil {
		return info, fmt.Errorf("engine: peek %s: %w", info.Database, err)
	}
	// Stored settings outside the table fall back to their defaults key by
	// key, exactly as Open treats them (settings.Decode); only the bbolt
	// read itself can fail.
	var raw []byte
	if err := db.View(func(tx *storage.Tx) error { raw = tx.SettingsData(); return nil }); err != nil {
		return info, fmt.Errorf("engine: peek %s: %w", info.Database, err)
	}
	st, err := settings.Decode(raw)
	info.ModelName, info.SettingsErr = st.Model.Name, err
	return info, nil
}
