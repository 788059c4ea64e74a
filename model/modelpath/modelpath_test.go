package modelpath

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func makeModel(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, manifestFile), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLocateOrder(t *testing.T) {
	envRoot := t.TempDir()
	data := t.TempDir()
	tests := []struct {
		name  string
		setup func(t *testing.T)
		env   string
		want  string
	}{
		{"env model folder wins", func(t *testing.T) {
			makeModel(t, envRoot)
			makeModel(t, filepath.Join(data, "models", "m1"))
		}, envRoot, envRoot},
		{"env root holding the model", func(t *testing.T) {
			makeModel(t, filepath.Join(envRoot, "m2"))
		}, envRoot, filepath.Join(envRoot, "m2")},
		{"data dir", func(t *testing.T) {
			makeModel(t, filepath.Join(data, "models", "m3"))
		}, "", filepath.Join(data, "models", "m3")},
	}
	names := []string{"m1", "m2", "m3"}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(EnvDir, tt.env)
			tt.setup(t)
			got, tried, err := Locate(names[i], data)
			if err != nil {
				t.Fatal(err)
			}
			if got != filepath.Clean(tt.want) {
				t.Fatalf("got %s, want %s (tried %v)", got, tt.want, tried)
			}
			os.Remove(filepath.Join(envRoot, manifestFile))
		})
	}
}

func TestLocateMissingNamesEveryPath(t *testing.T) {
	t.Setenv(EnvDir, "")
	data := t.TempDir()
	_, tried, err := Locate("no-such-model", data)
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v, want ErrNotFound", err)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Fatal("error must be one line")
	}
	for _, p := range tried {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("error does not name %s", p)
		}
	}
	if !strings.Contains(err.Error(), filepath.Join(data, "models", "no-such-model")) {
		t.Error("data dir not tried")
	}
}

func TestLocateRejectsPathNames(t *testing.T) {
	for _, name := range []string{"../x", `a\b`, "..", "."} {
		if _, _, err := Locate(name, ""); err == nil || errors.Is(err, ErrNotFound) {
			t.Errorf("Locate(%q) err = %v, want invalid name", name, err)
		}
	}
}

func TestEnvOverrideIsExclusive(t *testing.T) {
	data := t.TempDir()
	makeModel(t, filepath.Join(data, "models", "m"))
	t.Setenv(EnvDir, filepath.Join(t.TempDir(), "nowhere"))
	if dir, _, err := Locate("m", data); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Locate found %s despite the override pointing nowhere", dir)
	}
}

func TestDeveloperCheckoutFindsRepoAssets(t *testing.T) {
	t.Setenv(EnvDir, "")
	cands := Candidates(Default, "")
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(root, "assets", "models", Default)
	for _, c := range cands {
		if c == want {
			return
		}
	}
	t.Fatalf("repo assets folder %s not among candidates %v", want, cands)
}

// TestNamesListsBundledAndInstalled: the checkout's models (the default
// and inkflow-static-v2) and a model installed in the data folder, each
// once; a folder without a manifest is no model.
func TestNamesListsBundledAndInstalled(t *testing.T) {
	t.Setenv(EnvDir, "")
	data := t.TempDir()
	for _, dir := range []string{"mine", "broken"} {
		if err := os.MkdirAll(filepath.Join(UserDir(data), dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(UserDir(data), "mine", manifestFile), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := Names(data)
	for _, want := range []string{Default, "inkflow-static-v2", "mine"} {
		if !slices.Contains(got, want) {
			t.Errorf("Names lacks %s: %q", want, got)
		}
	}
	if slices.Contains(got, "broken") || !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) {
		t.Errorf("Names = %q: want sorted model folders, each once", got)
	}
}

// TestPackagedLayoutsComeFirst pins the folders scripts/package puts the
// default model in, relative to the installed executable: they must be
// candidates, and be tried before the data dir and the source checkout so a
// package never runs a developer's copy.
func TestPackagedLayoutsComeFirst(t *testing.T) {
	t.Setenv(EnvDir, "")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if resolved, err := filepath.EvalSymlinks(exe); err == nil {
		exe = resolved
	}
	exeDir := filepath.Dir(exe)
	data := t.TempDir()
	cands := Candidates(Default, data)
	index := func(p string) int {
		for i, c := range cands {
			if c == filepath.Clean(p) {
				return i
			}
		}
		return -1
	}
	dataAt := index(filepath.Join(data, "models", Default))
	if dataAt < 0 {
		t.Fatalf("data dir missing from %v", cands)
	}
	for _, layout := range []struct{ name, dir string }{
		{"Windows zip (models/ beside inkflow.exe)", filepath.Join(exeDir, "models", Default)},
		{"Linux package (bin/../share/inkflow/models)", filepath.Join(exeDir, "..", "share", "inkflow", "models", Default)},
		{"macOS bundle (Contents/MacOS/../Resources/models)", filepath.Join(exeDir, "..", "Resources", "models", Default)},
	} {
		at := index(layout.dir)
		if at < 0 {
			t.Errorf("%s: %s is not a candidate: %v", layout.name, layout.dir, cands)
		} else if at > dataAt {
			t.Errorf("%s: %s is tried after the data dir", layout.name, layout.dir)
		}
	}
}

// TestExists: a name exists when a model folder of that name is in the
// lookup folders or the EnvDir override; an override that is one model's
// folder does not make every name exist, though Locate runs it for any.
func TestExists(t *testing.T) {
	data := t.TempDir()
	makeModel(t, filepath.Join(data, "models", "installed"))
	single := filepath.Join(t.TempDir(), "single")
	makeModel(t, single)
	many := t.TempDir()
	makeModel(t, filepath.Join(many, "inside"))
	for _, tt := range []struct {
		env, name string
		want      bool
	}{
		{"", "installed", true},
		{"", "bogus", false},
		{"", "../installed", false},
		{single, "bogus", false}, // Locate("bogus") finds single
		{single, "single", true},
		{single, "installed", true}, // recorded for when the override is unset
		{many, "inside", true},
		{many, "bogus", false},
		{many, "installed", true},
	} {
		t.Run(filepath.Base(tt.env)+" "+tt.name, func(t *testing.T) {
			t.Setenv(EnvDir, tt.env)
			if got := Exists(tt.name, data); got != tt.want {
				t.Errorf("Exists(%q) with %s=%q = %v, want %v", tt.name, EnvDir, tt.env, got, tt.want)
			}
		})
	}
}

// LocateExact finds a model by its name only: an EnvDir that is another
// model's folder does not stand in for it (search's token table would
// otherwise be read from the search model), and the lookup folders are
// searched after EnvDir.
func TestLocateExact(t *testing.T) {
	data := t.TempDir()
	installed := filepath.Join(data, "models", "installed")
	makeModel(t, installed)
	single := filepath.Join(t.TempDir(), "single")
	makeModel(t, single)
	many := t.TempDir()
	makeModel(t, filepath.Join(many, "inside"))
	for _, tt := range []struct {
		env, name string
		want      string // "" = not found
	}{
		{"", "installed", installed},
		{"", "bogus", ""},
		{single, "bogus", ""}, // Locate("bogus") gives single
		{single, "single", single},
		{single, "installed", installed},
		{many, "inside", filepath.Join(many, "inside")},
		{many, "installed", installed},
		{many, "bogus", ""},
	} {
		t.Run(filepath.Base(tt.env)+" "+tt.name, func(t *testing.T) {
			t.Setenv(EnvDir, tt.env)
			got, err := LocateExact(tt.name, data)
			if tt.want == "" {
				if err == nil || !errors.Is(err, ErrNotFound) {
					t.Errorf("LocateExact(%q) = %q, %v; want ErrNotFound", tt.name, got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("LocateExact(%q) with %s=%q = %q, %v; want %q", tt.name, EnvDir, tt.env, got, err, tt.want)
			}
		})
	}
	if _, err := LocateExact("../installed", data); err == nil {
		t.Error("a path was taken for a name")
	}
}
