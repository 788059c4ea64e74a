// Package ortlib finds the ONNX Runtime shared library on disk and
// initialises the onnxruntime_go binding with it exactly once per process.
//
// The library is not linked at build time (onnxruntime_go loads it with
// dlopen/LoadLibrary), so a packaged app must ship it beside the binary and
// a developer checkout gets it from `make ort` (scripts/fetch-ort.sh).
package ortlib

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"inkflow/internal/modroot"
)

// EnvLib names the environment variable that overrides the search with the
// full path of the library file.
const EnvLib = "INKFLOW_ORT_LIB"

// EnvData names the environment variable holding InkFlow's data directory
// (the same one the CLI's --data flag defaults to).
const EnvData = "INKFLOW_DATA"

// ErrNotFound is wrapped by Locate's error when no candidate path exists.
var ErrNotFound = errors.New("ONNX Runtime library not found")

// LibraryNames returns the file names the library has on goos, preferred
// first: the names onnxruntime-node ships, then the generic developer names.
func LibraryNames(goos string) []string {
	switch goos {
	case "windows":
		return []string{"onnxruntime.dll"}
	case "darwin":
		return []string{"libonnxruntime.1.30.0.dylib", "libonnxruntime.dylib"}
	default:
		return []string{"libonnxruntime.so.1", "libonnxruntime.so"}
	}
}

// Locate returns the path of the ONNX Runtime library to load, and every
// path it tried in order. The search order is:
//
//  1. $INKFLOW_ORT_LIB (an explicit choice: if it is set but missing, Locate
//     fails rather than silently loading some other copy);
//  2. beside the executable (the Windows zip), then ../lib/inkflow/ (the
//     Linux package: bin/inkflow and lib/inkflow/ under one prefix), ../lib/
//     and, in a macOS bundle, Contents/Frameworks/;
//  3. the user data dir ($INKFLOW_DATA, else os.UserConfigDir()/inkflow)
//     subfolder lib/;
//  4. the developer cache .cache/ort/<goos>-<goarch>/ in the module root
//     (the folder holding go.mod) above the working directory, then above
//     the executable.
//
// When nothing is found the error is one line naming every path tried and
// telling the developer to run `make ort`.
func Locate() (path string, tried []string, err error) {
	exe, _ := os.Executable()
	if exe != "" {
		if resolved, err := filepath.EvalSymlinks(exe); err == nil {
			exe = resolved
		}
	}
	cwd, _ := os.Getwd()
	return locate(searchEnv{
		getenv:    os.Getenv,
		exe:       exe,
		cwd:       cwd,
		configDir: os.UserConfigDir,
		goos:      runtime.GOOS,
		goarch:    runtime.GOARCH,
	})
}

// searchEnv is everything Locate reads from the process, so tests can
// describe a machine with temp dirs instead of depending on this one.
type searchEnv struct {
	getenv    func(string) string
	exe       string
	cwd       string
	configDir func() (string, error)
	goos      string
	goarch    string
}

func locate(e searchEnv) (string, []string, error) {
	if p := e.getenv(EnvLib); p != "" {
		if isFile(p) {
			return p, []string{p}, nil
		}
		return "", []string{p}, &NotFoundError{EnvPath: p}
	}

	var dirs []string
	if e.exe != "" {
		exeDir := filepath.Dir(e.exe)
		// lib/inkflow/ keeps our copy out of the shared lib/ folder, where a
		// system ONNX Runtime of another version may live.
		dirs = append(dirs, exeDir, filepath.Join(exeDir, "..", "lib", "inkflow"), filepath.Join(exeDir, "..", "lib"))
		if e.goos == "darwin" {
			// App.app/Contents/MacOS/inkflow → App.app/Contents/Frameworks.
			dirs = append(dirs, filepath.Join(exeDir, "..", "Frameworks"))
		}
	}
	if data := dataDir(e); data != "" {
		dirs = append(dirs, filepath.Join(data, "lib"))
	}
	cacheSub := filepath.Join(".cache", "ort", e.goos+"-"+e.goarch)
	// In a checkout, scripts/fetch-ort.sh puts the library in .cache/ort
	// of the module root.
	for _, start := range []string{e.cwd, exeDirOf(e.exe)} {
		if root, ok := modroot.Above(start); ok {
			dirs = append(dirs, filepath.Join(root, cacheSub))
		}
	}

	var tried []string
	seen := map[string]bool{}
	for _, dir := range dirs {
		for _, name := range LibraryNames(e.goos) {
			p := filepath.Clean(filepath.Join(dir, name))
			if seen[p] {
				continue
			}
			seen[p] = true
			tried = append(tried, p)
			if isFile(p) {
				return p, tried, nil
			}
		}
	}
	return "", tried, &NotFoundError{Tried: tried}
}

// NotFoundError is Locate's error: it is ErrNotFound (errors.Is), and
// keeps where the library was looked for, so that a front end can say it
// in the user's language.
type NotFoundError struct {
	// EnvPath is $INKFLOW_ORT_LIB when it is set but names no file.
	EnvPath string
	// Tried are the paths searched when EnvLib is not set.
	Tried []string
}

func (e *NotFoundError) Error() string {
	if e.EnvPath != "" {
		return fmt.Sprintf("%v: %s=%s does not exist or is not a file; fix or unset it, or run `make ort`", ErrNotFound, EnvLib, e.EnvPath)
	}
	return fmt.Sprintf("%v (tried: %s); run `make ort` to fetch it, or set %s to its path",
		ErrNotFound, strings.Join(e.Tried, ", "), EnvLib)
}

// Unwrap makes errors.Is(err, ErrNotFound) hold.
func (e *NotFoundError) Unwrap() error { return ErrNotFound }

// dataDir mirrors the CLI's --data default: $INKFLOW_DATA, else the OS user
// config dir plus "inkflow".
func dataDir(e searchEnv) string {
	if d := e.getenv(EnvData); d != "" {
		return d
	}
	if e.configDir == nil {
		return ""
	}
	base, err := e.configDir()
	if err != nil || base == "" {
		return ""
	}
	return filepath.Join(base, "inkflow")
}

func exeDirOf(exe string) string {
	if exe == "" {
		return ""
	}
	return filepath.Dir(exe)
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
