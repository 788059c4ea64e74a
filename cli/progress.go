package cli

import (
	"context"
	"fmt"
	"sync"
	"time"

	"fyne.io/fyne/v2/lang"
	"github.com/schollz/progressbar/v3"

	"inkflow/engine"
	"inkflow/engine/index"
)

// waitIndexed flushes the indexer and waits until the given owners are
// indexed, drawing a progress bar on a terminal.
func waitIndexed(ctx context.Context, e *env, eng *engine.Engine, owners []engine.Owner, what string) error {
	want := make(map[engine.Owner]bool, len(owners))
	for _, o := range owners {
		want[o] = true
	}
	var (
		mu   sync.Mutex
		done int
		bar  *progressbar.ProgressBar
	)
	if e.interactive && len(owners) > 0 {
		bar = progressbar.NewOptions(len(owners),
			progressbar.OptionSetWriter(e.stderr),
			progressbar.OptionSetDescription(what),
			progressbar.OptionShowCount(),
			progressbar.OptionSetElapsedTime(true),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	}
	unsub := eng.Subscribe(func(ev index.Event) {
		if ev.Kind != index.EventDone {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if want[ev.Owner] {
			delete(want, ev.Owner)
			done++
			if bar != nil {
				_ = bar.Set(done)
			}
		}
	})
	defer unsub()
	err := eng.Flush(ctx)
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		return fmt.Errorf("%s: %w", lang.X("cli.indexing-unfinished", "indexing did not finish"), err)
	}
	return nil
}
