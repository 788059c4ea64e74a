package cli

import (
	"strings"
	"testing"
)

// TestProjectNamedWithStraightQuotes: --project typed with straight
// quotes finds a project whose name has curly ones (the app curls what
// is typed in a name), unless two projects would read alike; it was "no
// project named".
func TestProjectNamedWithStraightQuotes(t *testing.T) {
	data := t.TempDir()
	for _, name := range []string{"The Keeper’s Daughter", "“Salt” and Iron", "‘Salt’ and Iron", "Lamp‘s Oil", "Lamp’s Oil"} {
		if code, _, stderr := run(t, data, "project", "create", name); code != 0 {
			t.Fatalf("project create %q: exit %d: %s", name, code, stderr)
		}
	}
	for _, tc := range []struct {
		project string
		code    int
		want    string
	}{
		{"The Keeper’s Daughter", 0, "no chapters"},
		{"The Keeper's Daughter", 0, "no chapters"},
		{`"Salt" and Iron`, 0, "no chapters"},
		{"'Salt' and Iron", 0, "no chapters"},
		{"The Keepers Daughter", ExitRuntime, `no project named "The Keepers Daughter"`},
		{"Lamp's Oil", ExitRuntime, `no project named "Lamp's Oil"`}, // two read so
	} {
		code, out, stderr := run(t, data, "chapter", "list", "--project", tc.project)
		if code != tc.code || !strings.Contains(out+stderr, tc.want) {
			t.Errorf("chapter list --project %q: exit %d, %q %q; want exit %d and %q", tc.project, code, out, stderr, tc.code, tc.want)
		}
	}
}
