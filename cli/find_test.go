package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"inkflow/engine"
)

func TestFindAndReplaceCommands(t *testing.T) {
	data := importTestBook(t)

	code, out, stderr := run(t, data, "find", "剑")
	if code != 0 || !strings.Contains(out, "chapter 2 \"第二回 夜雨论剑\": 2") || !strings.Contains(out, "2 matches in 1 chapter") {
		t.Fatalf("find: exit %d\n%s%s", code, out, stderr)
	}
	code, out, _ = run(t, data, "find", "--json", "--regex", "(山|雨)")
	var found engine.FindResult
	if code != 0 || json.Unmarshal([]byte(out), &found) != nil || found.Total != 4 || len(found.Groups) != 2 {
		t.Fatalf("find --json --regex: exit %d %s", code, out)
	}

	code, _, stderr = run(t, data, "find", "--regex", "(山")
	if code != ExitUsage || !strings.Contains(stderr, "missing closing )") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("bad regexp: exit %d, stderr %q; want exit 2 and one line", code, stderr)
	}

	// Dry run: a preview with ids, and nothing changes.
	code, out, _ = run(t, data, "replace", "--dry-run", "山", "峰")
	if code != 0 || !strings.Contains(out, "[山 → 峰]") || !strings.Contains(out, "dry run: 2 changes in 1 chapter") {
		t.Fatalf("dry run: exit %d\n%s", code, out)
	}
	skip := regexp.MustCompile(`c\d+@\d+`).FindString(out)
	if _, out, _ = run(t, data, "find", "峰"); !strings.Contains(out, "0 matches") {
		t.Fatalf("dry run changed the text: %s", out)
	}

	code, out, stderr = run(t, data, "replace", "--skip", skip, "山", "峰")
	if code != 0 || !strings.Contains(out, "1 change in 1 chapter") || !strings.Contains(out, "snapshot") {
		t.Fatalf("replace: exit %d\n%s%s", code, out, stderr)
	}
	id := regexp.MustCompile(`replace (\d+):`).FindStringSubmatch(out)[1]
	if _, out, _ = run(t, data, "find", "峰"); !strings.Contains(out, "1 match") {
		t.Fatalf("after replace: %s", out)
	}
	if _, out, _ = run(t, data, "replace", "--list"); !strings.Contains(out, `"山" → "峰": 1 change in 1 chapter`) {
		t.Fatalf("replace --list: %s", out)
	}
	if code, out, stderr = run(t, data, "replace", "--undo", id); code != 0 || !strings.Contains(out, "undid replace "+id+" in 1 chapter") {
		t.Fatalf("undo: exit %d %s%s", code, out, stderr)
	}
	if _, out, _ = run(t, data, "find", "山"); !strings.Contains(out, "2 matches") {
		t.Fatalf("after undo: %s", out)
	}
	if code, _, stderr = run(t, data, "replace", "--undo", id); code != ExitRuntime || !strings.Contains(stderr, "already undone") {
		t.Errorf("second undo: exit %d %q", code, stderr)
	}
	if code, _, _ = run(t, data, "replace", "山"); code != ExitUsage {
		t.Errorf("replace without REPLACEMENT: exit %d, want 2", code)
	}
}

func TestSnapshotCommands(t *testing.T) {
	data := importTestBook(t)
	code, out, stderr := run(t, data, "snapshot", "take", "--name", "初稿", "1")
	if code != 0 || !strings.Contains(out, "snapshot ") {
		t.Fatalf("take: exit %d %s%s", code, out, stderr)
	}
	first := regexp.MustCompile(`snapshot (\d+)`).FindStringSubmatch(out)[1]
	if code, _, stderr = run(t, data, "replace", "书生", "少年"); code != 0 {
		t.Fatalf("replace: %s", stderr)
	}
	// The replace's automatic snapshot is the named one: the text had not
	// changed since.
	code, out, _ = run(t, data, "snapshot", "list", "1")
	if code != 0 || !strings.Contains(out, `"初稿"`) || strings.Count(out, "\n") != 1 {
		t.Fatalf("list: exit %d\n%s", code, out)
	}
	// Its length in the chapter list's count: 字 for this Chinese book.
	_, chapters, _ := run(t, data, "chapter", "list")
	zi := regexp.MustCompile(`(\d+) 字`).FindStringSubmatch(strings.Split(chapters, "\n")[1])
	if zi == nil || !regexp.MustCompile(`\b`+zi[1]+` 字  `).MatchString(out) {
		t.Errorf("list counts other than the chapter list's %v:\n%s%s", zi, chapters, out)
	}
	code, out, _ = run(t, data, "snapshot", "list", "--json", "1")
	var listed []map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &listed) != nil || len(listed) != 1 {
		t.Fatalf("list --json: exit %d\n%s", code, out)
	}
	for _, key := range []string{"id", "chapter_id", "title", "name", "reason", "at", "chars", "stored_bytes", "position"} {
		if _, ok := listed[0][key]; !ok {
			t.Errorf("list --json lacks %q: %v", key, listed[0])
		}
	}
	if _, ok := listed[0]["text"]; ok || listed[0]["name"] != "初稿" {
		t.Errorf("list --json entry %v", listed[0])
	}
	code, out, _ = run(t, data, "snapshot", "show", "--json", "1", first)
	var shown map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &shown) != nil || !strings.Contains(fmt.Sprint(shown["text"]), "书生背着竹篓") {
		t.Fatalf("show --json: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, data, "snapshot", "diff", "1", first)
	if code != 0 || !strings.Contains(out, "[-书生-]{+少年+}") || !strings.Contains(out, "2 characters deleted") {
		t.Fatalf("diff: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, data, "snapshot", "show", "1", first)
	if code != 0 || !strings.Contains(out, "书生背着竹篓") {
		t.Fatalf("show: exit %d\n%s", code, out)
	}
	code, out, stderr = run(t, data, "snapshot", "restore", "1", first)
	if code != 0 || !strings.Contains(out, "restored from snapshot "+first) {
		t.Fatalf("restore: exit %d %s%s", code, out, stderr)
	}
	if _, out, _ = run(t, data, "find", "书生"); !strings.Contains(out, "1 match") {
		t.Fatalf("after restore: %s", out)
	}
	if code, _, stderr = run(t, data, "snapshot", "show", "2", first); code != ExitRuntime || !strings.Contains(stderr, "is of chapter 1") {
		t.Errorf("snapshot of another chapter: exit %d %q", code, stderr)
	}
	if code, _, _ = run(t, data, "snapshot", "frob"); code != ExitUsage {
		t.Errorf("unknown subcommand: exit %d", code)
	}
	code, out, _ = run(t, data, "stats", "--json")
	var st struct {
		Snapshots struct {
			Count       int   `json:"count"`
			StoredBytes int64 `json:"stored_bytes"`
		} `json:"snapshots"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &st) != nil || st.Snapshots.Count != 2 || st.Snapshots.StoredBytes <= 0 {
		t.Errorf("stats snapshots: %+v from %s", st, out)
	}
}

// TestReplaceSkipMustNameAMatch: a --skip id that is no match (mistyped,
// or from a dry run before the text changed) is a usage error and changes
// nothing; it used to be ignored, so the match the author meant to leave
// was replaced with the rest. A dry run with --skip marks the skipped
// matches and leaves them out of the count.
func TestReplaceSkipMustNameAMatch(t *testing.T) {
	data := importTestBook(t)
	_, out, _ := run(t, data, "replace", "--dry-run", "山", "峰")
	ids := regexp.MustCompile(`c\d+@\d+`).FindAllString(out, -1)
	if len(ids) != 2 {
		t.Fatalf("dry run ids %v in %s", ids, out)
	}
	for _, bad := range []string{"c1@99999", "nonsense", strings.Replace(ids[0], "@", "@1", 1)} {
		code, out, stderr := run(t, data, "replace", "--skip", ids[0], "--skip", bad, "山", "峰")
		if code != ExitUsage || out != "" || !strings.Contains(stderr, bad) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("--skip %s: exit %d, stdout %q, stderr %q; want exit 2 and one line naming it", bad, code, out, stderr)
		}
	}
	if _, out, _ = run(t, data, "find", "峰"); !strings.Contains(out, "0 matches") {
		t.Fatalf("a refused replace changed the text: %s", out)
	}
	code, out, _ := run(t, data, "replace", "--dry-run", "--skip", ids[1], "山", "峰")
	if code != 0 || !strings.Contains(out, ids[1]) || !strings.Contains(out, "(skipped)") || !strings.Contains(out, "dry run: 1 change in 1 chapter") {
		t.Errorf("dry run with --skip: exit %d\n%s", code, out)
	}
}

// TestEnglishSaysOneInTheSingular: a count of one is said in the
// singular — "1 match in 1 chapter", "1 result", "exported 1 chapter" —
// where the messages said "1 matches in 1 chapters" and "1 results".
func TestEnglishSaysOneInTheSingular(t *testing.T) {
	data := importTestBook(t) // 竹篓 once, 山 twice, in 第一回
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"find", "竹篓"}, "1 match in 1 chapter\n"},
		{[]string{"find", "山"}, "2 matches in 1 chapter\n"},
		{[]string{"replace", "--dry-run", "竹篓", "背篓"}, "dry run: 1 change in 1 chapter would be made"},
		{[]string{"search", "--mode", "keyword", "--k", "1", "竹篓"}, "1 result in "},
		{[]string{"export", "--format", "txt", "--chapters", "1-1", "--out", filepath.Join(t.TempDir(), "one.txt")}, "exported 1 chapter to "},
		{[]string{"project", "list"}, "测试: 2 chapters and front matter, "},
	}
	for _, tt := range tests {
		if code, out, stderr := run(t, data, tt.args...); code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("%v: exit %d, %q %s; want %q", tt.args, code, out, stderr, tt.want)
		}
	}
}
