package vector

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"inkflow/internal/safefile"
)

// SaveFile writes ix to path atomically: the data goes to a temporary file
// in the same directory, which is fsynced and then renamed over path, and
// the directory is fsynced so the rename itself survives a crash. A reader
// therefore sees either the old file or the complete new one.
func SaveFile(path string, ix Index) (err error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("vector: save %s: %w", path, err)
	}
	tmp := f.Name()
	closed := false
	defer func() {
		if err != nil {
			if !closed {
				f.Close()
			}
			os.Remove(tmp)
		}
	}()
	if err = Save(f, ix); err != nil {
		return fmt.Errorf("vector: save %s: %w", path, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("vector: save %s: sync: %w", path, err)
	}
	closed = true
	if err = f.Close(); err != nil {
		return fmt.Errorf("vector: save %s: close: %w", path, err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("vector: save %s: %w", path, err)
	}
	if err := syncDir(dir); err != nil {
		// The file is complete and in place; only its durability across a
		// power cut is in doubt, so report without removing anything.
		return fmt.Errorf("vector: save %s: sync directory: %w", path, err)
	}
	return nil
}

// syncDir makes a rename in dir durable. Windows cannot open a directory
// for syncing and its rename is already durable on NTFS, so it is skipped
// there.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	if err := d.Sync(); err != nil {
		d.Close()
		return err
	}
	return d.Close()
}

// LoadFile reads an index saved by SaveFile. A missing file yields an error
// wrapping fs.ErrNotExist; a damaged one an error wrapping ErrCorrupt.
func LoadFile(path string) (Index, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return nil, fmt.Errorf("vector: load: %w", err)
	}
	defer f.Close()
	ix, err := Load(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return ix, nil
}
