package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestWikiSuggestKinds: wiki suggest says the entry type the engine
// guesses for each name (Kansas a place, Dorothy a character), in its
// lines and in --json, so a script can add each with the right --type.
func TestWikiSuggestKinds(t *testing.T) {
	data := bookWithAQ(t, "Chapter 1\n\n"+strings.Repeat("Dorothy lived in Kansas. “Home,” said Dorothy, far from Kansas, across Kansas.\n\n", 5))
	code, out, stderr := run(t, data, "wiki", "suggest", "--json")
	var cands []struct {
		Name string `json:"name"`
		Kind string `json:"kind"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &cands) != nil {
		t.Fatalf("wiki suggest --json: exit %d:\n%s%s", code, out, stderr)
	}
	kinds := map[string]string{}
	for _, c := range cands {
		kinds[c.Name] = c.Kind
	}
	if kinds["Kansas"] != "place" || kinds["Dorothy"] != "character" {
		t.Fatalf("wiki suggest --json kinds %v, want Kansas a place and Dorothy a character", kinds)
	}
	code, out, stderr = run(t, data, "wiki", "suggest")
	if code != 0 || !strings.Contains(out, "place     Kansas") || !strings.Contains(out, "character Dorothy") {
		t.Fatalf("wiki suggest: exit %d:\n%s%s", code, out, stderr)
	}
}
