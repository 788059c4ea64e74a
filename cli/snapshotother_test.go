package cli

import (
	"regexp"
	"testing"
)

// TestSnapshotOfAnotherChapter: a snapshot named with a chapter it is not
// of is no usage error (exit 1, not 2); the message names the chapter it
// is of when that chapter is in the project, in both languages, and the
// command it points to carries the --project it was given (two projects).
func TestSnapshotOfAnotherChapter(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	for _, p := range []string{"书", "别的书"} {
		if code, _, stderr := run(t, data, "import", "--no-wait", "--project", p, writeFile(t, p+".txt", testBook)); code != 0 {
			t.Fatalf("import: exit %d: %s", code, stderr)
		}
	}
	take := func(project, chapter string) string {
		code, out, stderr := run(t, data, "snapshot", "take", "--project", project, chapter)
		id := regexp.MustCompile(`\d+`).FindString(out)
		if code != 0 || id == "" {
			t.Fatalf("snapshot take: exit %d %s%s", code, out, stderr)
		}
		return id
	}
	ofTwo, elsewhere := take("书", "2"), take("别的书", "2")
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"snapshot", "show", "--project", "书", "1", ofTwo}, ExitRuntime,
			"snapshot " + ofTwo + ` is of chapter 2 "第二回 夜雨论剑", not of chapter 1 "第一回 山中访友" (inkflow snapshot show --project 书 2 ` + ofTwo + ")",
			"快照 " + ofTwo + " 属于第 2 章「第二回 夜雨论剑」，不属于第 1 章「第一回 山中访友」（inkflow snapshot show --project 书 2 " + ofTwo + "）", true},
		{[]string{"snapshot", "diff", "--project", "书", "1", ofTwo}, ExitRuntime,
			"snapshot " + ofTwo + ` is of chapter 2`, "快照 " + ofTwo + " 属于第 2 章", true},
		{[]string{"snapshot", "show", "--project", "书", "1", elsewhere}, ExitRuntime,
			"snapshot " + elsewhere + ` is not of chapter 1 "第一回 山中访友" (see inkflow snapshot list --project 书 1)`,
			"快照 " + elsewhere + " 不属于第 1 章「第一回 山中访友」（用 inkflow snapshot list --project 书 1 查看）", true},
	})
}
