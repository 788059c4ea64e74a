package ortlib

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// touch creates an empty file (and its folders) standing in for a library.
func touch(t *testing.T, path string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// machine describes a fake computer rooted in a temp dir: an installed
// executable, a user config dir, and a checkout with go.mod.
type machine struct {
	root, exe, config, checkout, cwd string
	env                              map[string]string
}

func newMachine(t *testing.T) *machine {
	root := t.TempDir()
	m := &machine{
		root:     root,
		exe:      filepath.Join(root, "opt", "inkflow", "bin", "inkflow"),
		config:   filepath.Join(root, "home", ".config"),
		checkout: filepath.Join(root, "src", "inkflow"),
		env:      map[string]string{},
	}
	touch(t, m.exe)
	touch(t, filepath.Join(m.checkout, "go.mod"))
	m.cwd = filepath.Join(m.checkout, "model", "ortlib")
	if err := os.MkdirAll(m.cwd, 0o755); err != nil {
		t.Fatal(err)
	}
	return m
}

func (m *machine) search(goos string) searchEnv {
	return searchEnv{
		getenv:    func(k string) string { return m.env[k] },
		exe:       m.exe,
		cwd:       m.cwd,
		configDir: func() (string, error) { return m.config, nil },
		goos:      goos,
		goarch:    "amd64",
	}
}

func TestLocateOrder(t *testing.T) {
	const lin = "libonnxruntime.so.1"
	tests := []struct {
		name  string
		goos  string
		setup func(t *testing.T, m *machine) string // returns the path Locate must pick
	}{
		{"env override wins over everything", "linux", func(t *testing.T, m *machine) string {
			touch(t, filepath.Join(filepath.Dir(m.exe), lin))
			p := touch(t, filepath.Join(m.root, "custom", "my-ort.so"))
			m.env[EnvLib] = p
			return p
		}},
		{"beside the executable", "linux", func(t *testing.T, m *machine) string {
			touch(t, filepath.Join(m.checkout, ".cache", "ort", "linux-amd64", lin))
			return touch(t, filepath.Join(filepath.Dir(m.exe), lin))
		}},
		{"../lib/inkflow of the Linux package", "linux", func(t *testing.T, m *machine) string {
			touch(t, filepath.Join(m.root, "opt", "inkflow", "lib", lin)) // a shared lib/ copy comes second
			touch(t, filepath.Join(m.config, "inkflow", "lib", lin))
			return touch(t, filepath.Join(m.root, "opt", "inkflow", "lib", "inkflow", lin))
		}},
		{"../lib beside the executable", "linux", func(t *testing.T, m *machine) string {
			touch(t, filepath.Join(m.config, "inkflow", "lib", lin))
			return touch(t, filepath.Join(m.root, "opt", "inkflow", "lib", lin))
		}},
		{"macOS bundle Frameworks", "darwin", func(t *testing.T, m *machine) string {
			m.exe = touch(t, filepath.Join(m.root, "InkFlow.app", "Contents", "MacOS", "inkflow"))
			return touch(t, filepath.Join(m.root, "InkFlow.app", "Contents", "Frameworks", "libonnxruntime.1.30.0.dylib"))
		}},
		{"windows dll beside the exe", "windows", func(t *testing.T, m *machine) string {
			return touch(t, filepath.Join(filepath.Dir(m.exe), "onnxruntime.dll"))
		}},
		{"INKFLOW_DATA lib folder", "linux", func(t *testing.T, m *machine) string {
			data := filepath.Join(m.root, "data")
			m.env[EnvData] = data
			touch(t, filepath.Join(m.config, "inkflow", "lib", lin)) // ignored: INKFLOW_DATA wins
			touch(t, filepath.Join(m.checkout, ".cache", "ort", "linux-amd64", lin))
			return touch(t, filepath.Join(data, "lib", lin))
		}},
		{"user config dir lib folder", "linux", func(t *testing.T, m *machine) string {
			touch(t, filepath.Join(m.checkout, ".cache", "ort", "linux-amd64", lin))
			return touch(t, filepath.Join(m.config, "inkflow", "lib", lin))
		}},
		{"developer cache above the working directory", "linux", func(t *testing.T, m *machine) string {
			return touch(t, filepath.Join(m.checkout, ".cache", "ort", "linux-amd64", lin))
		}},
		{"developer cache above the executable", "linux", func(t *testing.T, m *machine) string {
			m.cwd = m.root // no go.mod above
			m.exe = touch(t, filepath.Join(m.checkout, "bin", "inkflow"))
			return touch(t, filepath.Join(m.checkout, ".cache", "ort", "linux-amd64", lin))
		}},
		{"generic .so name as a fallback", "linux", func(t *testing.T, m *machine) string {
			return touch(t, filepath.Join(filepath.Dir(m.exe), "libonnxruntime.so"))
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := newMachine(t)
			want := tc.setup(t, m)
			got, tried, err := locate(m.search(tc.goos))
			if err != nil {
				t.Fatalf("locate: %v", err)
			}
			if got != want {
				t.Fatalf("locate = %s, want %s (tried %v)", got, want, tried)
			}
			if len(tried) == 0 || tried[len(tried)-1] != got {
				t.Errorf("tried %v should end with the chosen path %s", tried, got)
			}
		})
	}
}

func TestLocateNothingFound(t *testing.T) {
	m := newMachine(t)
	m.env[EnvData] = filepath.Join(m.root, "data")
	_, tried, err := locate(m.search("linux"))
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v, want ErrNotFound", err)
	}
	msg := err.Error()
	if strings.Contains(msg, "\n") {
		t.Errorf("error is not one line: %q", msg)
	}
	if !strings.Contains(msg, "make ort") {
		t.Errorf("error does not tell the developer to run `make ort`: %q", msg)
	}
	wantDirs := []string{
		filepath.Dir(m.exe),
		filepath.Join(m.root, "opt", "inkflow", "lib", "inkflow"),
		filepath.Join(m.root, "opt", "inkflow", "lib"),
		filepath.Join(m.root, "data", "lib"),
		filepath.Join(m.checkout, ".cache", "ort", "linux-amd64"),
	}
	for _, d := range wantDirs {
		p := filepath.Join(d, "libonnxruntime.so.1")
		if !strings.Contains(msg, p) {
			t.Errorf("error does not name %s: %q", p, msg)
		}
	}
	for _, p := range tried {
		if !strings.Contains(msg, p) {
			t.Errorf("tried path %s missing from the error", p)
		}
	}
}

func TestLocateEnvPointsNowhere(t *testing.T) {
	m := newMachine(t)
	touch(t, filepath.Join(filepath.Dir(m.exe), "libonnxruntime.so.1")) // must not be used silently
	missing := filepath.Join(m.root, "gone", "libonnxruntime.so.1")
	m.env[EnvLib] = missing
	_, tried, err := locate(m.search("linux"))
	if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), missing) || !strings.Contains(err.Error(), EnvLib) {
		t.Fatalf("err = %v, want ErrNotFound naming %s and %s", err, EnvLib, missing)
	}
	if len(tried) != 1 || tried[0] != missing {
		t.Errorf("tried = %v, want just %s", tried, missing)
	}
}

func TestLocateEnvIsADirectory(t *testing.T) {
	m := newMachine(t)
	m.env[EnvLib] = m.root
	if _, _, err := locate(m.search("linux")); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a directory in %s was accepted: %v", EnvLib, err)
	}
}

// TestLocateRealProcess exercises the exported function with environment
// variables: INKFLOW_ORT_LIB set to a file wins.
func TestLocateRealProcess(t *testing.T) {
	p := touch(t, filepath.Join(t.TempDir(), "libonnxruntime.so.1"))
	t.Setenv(EnvLib, p)
	got, tried, err := Locate()
	if err != nil || got != p || len(tried) != 1 {
		t.Fatalf("Locate() = %s, %v, %v; want %s", got, tried, err, p)
	}
	t.Setenv(EnvLib, "")
	t.Setenv(EnvData, t.TempDir())
	// In this checkout the developer cache is found by walking up to go.mod
	// (after `make ort`); either way the data dir must have been tried.
	got, tried, err = Locate()
	dataLib := filepath.Join(os.Getenv(EnvData), "lib")
	found := false
	for _, p := range tried {
		found = found || strings.HasPrefix(p, dataLib)
	}
	if !found {
		t.Errorf("Locate did not try %s: %v", dataLib, tried)
	}
	if err == nil && !strings.Contains(got, filepath.Join(".cache", "ort")) {
		t.Errorf("Locate() = %s, expected the developer cache in a checkout", got)
	}
}
