package cli

import (
	"context"
	"fmt"
	"io"
	"log"
	"log/slog"
	"strings"
	"sync"

	"fyne.io/fyne/v2/lang"
)

// warnings collects the engine's warnings and errors during a command and
// prints each distinct one once, as one line, when the command has
// succeeded. The engine logs as a long-running app would (a retry every
// few seconds, the same reason each time); on the command line that is
// noise, and when the command fails its one error line already carries
// the reason, so the collected warnings are dropped.
type warnings struct {
	mu    sync.Mutex
	seen  map[string]bool
	lines []string
}

// logger returns a logger whose warnings and errors go to w.
func (w *warnings) logger() *slog.Logger { return slog.New(warnHandler{w}) }

// captureStdLog sends the standard library logger (which the keyword
// index's storage engine prints to, e.g. a file it could not remove) to w
// until the returned function restores it.
func (w *warnings) captureStdLog() (restore func()) {
	out, flags := log.Writer(), log.Flags()
	log.SetOutput(stdLogWriter{w})
	log.SetFlags(0)
	return func() {
		log.SetOutput(out)
		log.SetFlags(flags)
	}
}

// stdLogWriter adds each line the standard logger writes to warnings,
// but for the keyword index's housekeeping.
type stdLogWriter struct{ w *warnings }

// zapRemoval starts the line bleve's index prints when it could not delete
// a segment file it no longer uses. Its merger and persister both sweep
// such files, so under load one finds the file the other just deleted:
// the line then reports "no such file", and either way the index is
// whole and the next sweep tries again. Nothing for a writer to act on,
// and a command that printed it as a warning failed tests at random.
const zapRemoval = "got err removing file:"

func (s stdLogWriter) Write(p []byte) (int, error) {
	if line := strings.TrimSpace(string(p)); !strings.HasPrefix(line, zapRemoval) {
		s.w.add(line)
	}
	return len(p), nil
}

func (w *warnings) add(line string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.seen == nil {
		w.seen = map[string]bool{}
	}
	if !w.seen[line] {
		w.seen[line] = true
		w.lines = append(w.lines, line)
	}
}

// print writes the collected lines to out.
func (w *warnings) print(out io.Writer) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, l := range w.lines {
		fmt.Fprintln(out, lead(lang.X("cli.warning", "warning: {{.Msg}}", map[string]any{"Msg": l})))
	}
	w.lines = nil
}

// recoveredLogMsg is the engine's log line for typing taken back from
// the crash journal (engine/journal.go), which the command line says
// itself, with the chapter, from engine.Recovered (noteRecovered).
const recoveredLogMsg = "recovered unsaved typing from the crash journal"

// warnHandler is the slog.Handler behind warnings.logger. A line is the
// message and its "err" attribute; other attributes (retry delays, counts)
// change between repeats and are left out so repeats collapse.
type warnHandler struct{ w *warnings }

func (h warnHandler) Enabled(_ context.Context, l slog.Level) bool { return l >= slog.LevelWarn }

func (h warnHandler) Handle(_ context.Context, r slog.Record) error {
	if r.Message == recoveredLogMsg {
		return nil // noteRecovered says it, in the user's language
	}
	line := r.Message
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "err" {
			line += ": " + a.Value.String()
		}
		return true
	})
	h.w.add(strings.ReplaceAll(line, "\n", " "))
	return nil
}

func (h warnHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h warnHandler) WithGroup(string) slog.Handler      { return h }
