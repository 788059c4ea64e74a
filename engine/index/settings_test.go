package index

import (
	"log/slog"
	"math"
	"os"
	"strings"
	"testing"

	"inkflow/engine/index/indextest"
	"inkflow/engine/settings"
	"inkflow/storage"
)

// TestSettingsOutOfRangeNeverTrusted: settings outside the table reaching
// the indexer (here the crash-loop value of issue 26, max-child-size
// 2^63−1, and a batch of a billion texts) are never used for allocations:
// the indexer chunks with the defaults and says so once.
func TestSettingsOutOfRangeNeverTrusted(t *testing.T) {
	// The indexer logs from its goroutines; an *os.File takes concurrent
	// writes.
	logs, err := os.CreateTemp(t.TempDir(), "log")
	if err != nil {
		t.Fatal(err)
	}
	defer logs.Close()
	bad := settings.Defaults()
	bad.Chunking.MaxChildSize = math.MaxInt
	bad.Chunking.EmbeddingBatchSize = 1_000_000_000
	f := newFixture(t, indextest.Bigram{}, 0, func(c *Config) {
		c.Settings = func() settings.Values { return bad }
		c.Logger = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelWarn}))
	})
	text := strings.Repeat("老人在河边坐了很久，看着渡船一趟一趟地过去。天色渐渐暗了下来。\n\n", 40)
	for range 2 {
		o := f.chapter()
		f.save(o, text, true)
	}
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	longest := 0
	if err := f.db.View(func(tx *storage.Tx) error {
		return tx.ForEachChild(storage.ChildScan{Text: true}, func(c storage.Child) error {
			longest = max(longest, len([]rune(c.Text)))
			return nil
		})
	}); err != nil {
		t.Fatal(err)
	}
	if longest == 0 || longest > settings.Defaults().Chunking.MaxChildSize {
		t.Errorf("longest child %d runes: the out-of-range max-child-size was not replaced by the default", longest)
	}
	logged, err := os.ReadFile(logs.Name())
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(logged), "settings out of range"); n != 1 {
		t.Errorf("%d fallback log lines, want 1:\n%s", n, logged)
	}
}
