package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestChapterWriteSnapshotReason: the snapshot chapter write keeps of the
// text it replaces says so (reason "write", 写入前), not "manual" (手动),
// which told the author they had taken it; one they take stays manual.
func TestChapterWriteSnapshotReason(t *testing.T) {
	data := importTestBook(t)
	if code, _, stderr := run(t, data, "chapter", "write", "--no-wait", "1", writeFile(t, "新.txt", "书生下山，天色已晚。")); code != 0 {
		t.Fatalf("chapter write: exit %d: %s", code, stderr)
	}
	if code, _, stderr := run(t, data, "snapshot", "take", "1"); code != 0 {
		t.Fatalf("snapshot take: exit %d: %s", code, stderr)
	}
	code, out, _ := run(t, data, "snapshot", "list", "--json", "1")
	var snaps []snapshotJSON
	if err := json.Unmarshal([]byte(out), &snaps); code != 0 || err != nil {
		t.Fatalf("snapshot list --json: exit %d, %v\n%s", code, err, out)
	}
	var reasons []string
	for _, s := range snaps {
		reasons = append(reasons, s.Reason)
	}
	if strings.Join(reasons, " ") != "manual write" && strings.Join(reasons, " ") != "write manual" {
		t.Fatalf("reasons %q, want write and manual", reasons)
	}
	tests := []struct{ en, zh string }{{" write ", " 写入前 "}, {" manual ", " 手动 "}}
	inBothLanguages(t, tests, func(tt struct{ en, zh string }) (string, string) { return tt.en, tt.zh }, func(_ struct{ en, zh string }, want string, zh bool) {
		code, out, stderr := run(t, data, "snapshot", "list", "1")
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("snapshot list (Chinese %v): exit %d, want %q in\n%s%s", zh, code, want, out, stderr)
		}
	})
}
