package index

import (
	"bytes"
	"log/slog"
	"math"
	"strings"
	"sync"
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
	var logs syncBuffer
	bad := settings.Defaults()
	bad.Chunking.MaxChildSize = math.MaxInt
	bad.Chunking.EmbeddingBatchSize = 1_000_000_000
	f := newFixture(t, indextest.Bigram{}, 0, func(c *Config) {
		c.Settings = func() settings.Values { return bad }
		c.Logger = slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))
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
	if n := strings.Count(logs.String(), "settings out of range"); n != 1 {
		t.Errorf("%d fallback log lines, want 1:\n%s", n, logs.String())
	}
}

// syncBuffer is a bytes.Buffer safe for the indexer's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
