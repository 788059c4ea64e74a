// Package modroot finds the root of a source checkout: the nearest folder
// at or above a start folder that holds go.mod. Developer runs, tests and
// the scripts use it to find the repository's assets, caches and test data.
package modroot

import (
	"os"
	"path/filepath"
)

// Above returns the nearest folder at or above dir that holds a go.mod
// file, and false when there is none up to the file-system root (or dir
// is "").
func Above(dir string) (string, bool) {
	if dir == "" {
		return "", false
	}
	for dir = filepath.Clean(dir); ; {
		if st, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil && st.Mode().IsRegular() {
			return dir, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

// OfWorkingDir is Above the working directory.
func OfWorkingDir() (string, bool) {
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	return Above(wd)
}
