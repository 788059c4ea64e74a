package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/internal/fulldisk"
)

// TestStatsReportsTheKeywordBacklog: a command that opens the folder on a
// full disk, with the keyword index to rebuild (its folder lost), opens
// it all the same, and stats says, in text and in --json's
// "keyword_backlog", how many passages keyword search is behind and why;
// once the disk has room the next command rebuilds it and stats says it
// is up to date. Before, every command stopped at the failed rebuild
// ("file too large"), and stats had no word for the keyword index.
func TestStatsReportsTheKeywordBacklog(t *testing.T) {
	if !fulldisk.RunInChild(t) {
		return
	}
	useFixtureModel(t)
	data := filepath.Join(t.TempDir(), "data")
	// Many distinct words, as a book has, so that the rebuilt keyword
	// index's segments go past the limit below.
	book := "Chapter 1\n\n" + fulldisk.Words(60000, ".\n\n")
	if code, _, stderr := run(t, data, "import", writeFile(t, "book.txt", book)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	type lag struct {
		Waiting int    `json:"waiting"`
		Error   string `json:"error"`
		Since   string `json:"since"`
	}
	stats := func(t *testing.T) (lag, string) {
		t.Helper()
		code, out, stderr := run(t, data, "stats", "--json")
		if code != 0 {
			t.Fatalf("stats --json: exit %d: %s", code, stderr)
		}
		var st struct {
			KeywordBacklog *lag `json:"keyword_backlog"`
		}
		if err := json.Unmarshal([]byte(out), &st); err != nil || st.KeywordBacklog == nil {
			t.Fatalf("stats --json without keyword_backlog (%v):\n%s", err, out)
		}
		code, text, stderr := run(t, data, "stats")
		if code != 0 {
			t.Fatalf("stats: exit %d: %s", code, stderr)
		}
		return *st.KeywordBacklog, text
	}
	if got, text := stats(t); got != (lag{}) || !strings.Contains(text, "keyword index: up to date\n") {
		t.Fatalf("after the import: keyword_backlog %+v, text:\n%s", got, text)
	}

	if err := os.RemoveAll(filepath.Join(data, "keyword")); err != nil {
		t.Fatal(err)
	}
	var behind lag
	var text string
	fulldisk.WithLimit(t, 64<<10, func() { behind, text = stats(t) })
	t.Logf("on a full disk: %+v\n%s", behind, text)
	if behind.Waiting == 0 || behind.Error == "" || behind.Since == "" {
		t.Fatalf("keyword_backlog on a full disk %+v, want passages waiting, the error and since when", behind)
	}
	if !strings.Contains(text, "keyword index: ") || !strings.Contains(text, " behind, saving failed (") {
		t.Fatalf("stats on a full disk does not say the keyword index is behind:\n%s", text)
	}

	if got, text := stats(t); got != (lag{}) || !strings.Contains(text, "keyword index: up to date\n") {
		t.Fatalf("once the disk has room: keyword_backlog %+v, text:\n%s", got, text)
	}
	if code, out, _ := run(t, data, "search", "--mode", "keyword", "w59999q"); code != 0 || !strings.Contains(out, "w59999q") {
		t.Fatalf("keyword search after the rebuild: exit %d\n%s", code, out)
	}
}
