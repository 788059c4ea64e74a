// Package modelpath finds an embedding model's folder on disk.
//
// A packaged InkFlow carries its default model beside the executable; models
// the user installs live in the data directory; a developer checkout has
// the default model under assets/models. The same order serves all three so
// that an installed app never depends on the source tree.
package modelpath

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"inkflow/internal/modroot"
)

// Default is the model shipped with InkFlow (assets/models/Default).
const Default = "inkflow-static-v1"

// EnvDir replaces the lookup: a model folder (holding manifest.json), or a
// folder of model folders. Nothing else is searched when it is set.
const EnvDir = "INKFLOW_MODEL_DIR"

// ErrNotFound reports that no folder holds the requested model.
var ErrNotFound = errors.New("embedding model not found")

// manifestFile marks a model folder.
const manifestFile = "manifest.json"

// Locate returns the folder of the model called name ("" = Default), and
// every path it tried. dataDir is the user's data directory ("" to skip it).
func Locate(name, dataDir string) (dir string, tried []string, err error) {
	if name == "" {
		name = Default
	}
	if strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return "", nil, &NameError{Name: name}
	}
	for _, cand := range Candidates(name, dataDir) {
		tried = append(tried, cand)
		if isModelDir(cand) {
			return cand, tried, nil
		}
	}
	return "", tried, &NotFoundError{Name: name, Tried: tried}
}

// NotFoundError is Locate's error when no folder holds the model: it is
// ErrNotFound (errors.Is), and keeps the name and the folders looked in
// so that a front end can say them in the user's language.
type NotFoundError struct {
	Name  string
	Tried []string
}

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("%v: %q (looked in %s; run `inkflow model list` to see installed models)",
		ErrNotFound, e.Name, strings.Join(e.Tried, ", "))
}

// Unwrap makes errors.Is(err, ErrNotFound) hold.
func (e *NotFoundError) Unwrap() error { return ErrNotFound }

// NameError is Locate's error for a name that is a path, not a model's
// name (it holds a slash, or is "." or "..").
type NameError struct{ Name string }

func (e *NameError) Error() string { return fmt.Sprintf("invalid model name %q", e.Name) }

// Candidates lists, in lookup order, the folders that may hold model name.
func Candidates(name, dataDir string) []string {
	if env := os.Getenv(EnvDir); env != "" {
		// An override is exclusive: falling back elsewhere would hide a
		// typo and run a different model than the one asked for.
		return dedupe([]string{env, filepath.Join(env, name)})
	}
	var out []string
	for _, root := range roots(dataDir) {
		out = append(out, filepath.Join(root, name))
	}
	return out
}

// LocateExact is Locate for a model that must be the one of that name,
// not whatever EnvDir holds: with EnvDir set it takes EnvDir/name or an
// EnvDir folder so named, and otherwise the lookup folders (Names), as
// Exists does. A second model read beside the one search runs (search's
// token table) uses it, so that pointing EnvDir at the running model
// does not hand that model's folder over under the other name.
func LocateExact(name, dataDir string) (string, error) {
	if name == "" {
		name = Default
	}
	if strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return "", &NameError{Name: name}
	}
	var tried []string
	if env := os.Getenv(EnvDir); env != "" {
		tried = append(tried, filepath.Join(env, name))
		if filepath.Base(filepath.Clean(env)) == name {
			tried = append(tried, env)
		}
	}
	for _, root := range roots(dataDir) {
		tried = append(tried, filepath.Join(root, name))
	}
	tried = dedupe(tried)
	for _, dir := range tried {
		if isModelDir(dir) {
			return dir, nil
		}
	}
	return "", &NotFoundError{Name: name, Tried: tried}
}

// Exists reports whether a model called name ("" = Default) is
// installed: a model folder of that name in the lookup folders (Names), or,
// when EnvDir is set, one inside it or EnvDir itself named so. Unlike
// Locate it is not satisfied by an EnvDir that is some model's folder:
// Locate runs that folder whatever the name, so that every name would
// pass, and a name recorded on its strength (model use, settings set
// model.name) would name nothing once the override is unset.
func Exists(name, dataDir string) bool {
	if name == "" {
		name = Default
	}
	if strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return false
	}
	if env := os.Getenv(EnvDir); env != "" {
		if isModelDir(filepath.Join(env, name)) || (filepath.Base(filepath.Clean(env)) == name && isModelDir(env)) {
			return true
		}
	}
	for _, root := range roots(dataDir) {
		if isModelDir(filepath.Join(root, name)) {
			return true
		}
	}
	return false
}

// Names lists the models in the lookup folders (not an EnvDir override):
// the ones a package or checkout carries beside the default, and the
// ones installed in dataDir, each name once, sorted.
func Names(dataDir string) []string {
	seen := map[string]bool{}
	for _, root := range roots(dataDir) {
		entries, err := os.ReadDir(root)
		if err != nil {
			continue
		}
		for _, ent := range entries {
			if ent.IsDir() && isModelDir(filepath.Join(root, ent.Name())) {
				seen[ent.Name()] = true
			}
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// roots lists, in lookup order, the folders whose subfolders are models.
func roots(dataDir string) []string {
	var out []string
	if exe, err := os.Executable(); err == nil {
		if resolved, err := filepath.EvalSymlinks(exe); err == nil {
			exe = resolved
		}
		dir := filepath.Dir(exe)
		out = append(out,
			filepath.Join(dir, "models"),
			filepath.Join(dir, "assets", "models"),
			filepath.Join(dir, "..", "share", "inkflow", "models"), // Linux package layout
			filepath.Join(dir, "..", "Resources", "models"),        // macOS bundle
		)
	}
	if dataDir != "" {
		out = append(out, UserDir(dataDir))
	}
	for _, root := range repoRoots() {
		out = append(out, filepath.Join(root, "assets", "models"))
	}
	return dedupe(out)
}

// UserDir is where `inkflow model install` puts models.
func UserDir(dataDir string) string { return filepath.Join(dataDir, "models") }

func isModelDir(dir string) bool {
	st, err := os.Stat(filepath.Join(dir, manifestFile))
	return err == nil && st.Mode().IsRegular()
}

// repoRoots finds the source checkout (the folder holding go.mod) above the
// working directory and above the executable, for developer runs.
func repoRoots() []string {
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	var roots []string
	for _, s := range starts {
		if root, ok := modroot.Above(s); ok {
			roots = append(roots, root)
		}
	}
	return roots
}

func dedupe(paths []string) []string {
	seen := map[string]bool{}
	out := paths[:0]
	for _, p := range paths {
		p = filepath.Clean(p)
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}
