package reliability

import (
	"bufio"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"inkflow/app"
	"inkflow/engine"
	// Quiets Fyne's locale error in the typing child, as in the app.
	_ "inkflow/internal/posixlocale"
)

// roleType is the child that types into the real editor: args data dir,
// seed.
const roleType = "type"

// typingProject is the project the typing sessions write in.
const typingProject = "typing"

// maxTypingLoss is the acceptance bound: a kill loses at most the last
// second of typing.
const maxTypingLoss = time.Second

// typingKills is how many SIGKILLs TestCrashWhileTyping delivers.
func typingKills() int {
	switch {
	case long():
		return 100
	case raceEnabled:
		return 2
	}
	return 20
}

// typingSession is the whole desktop app on Fyne's test driver with the
// real engine and the app's default autosave and journal timings: it
// opens the session's chapter with the caret at the end and types novel
// text into whatever has the keyboard focus, a key every 10-20 ms, until
// it is killed. After each key it prints "<unix nanoseconds> <key>", key
// being the quoted rune typed, so the parent knows what was typed when.
// UI work the app dispatches runs on this goroutine between keys, as
// Fyne's event loop would run it.
func typingSession(args []string) error {
	eng, seed, err := openSeededChild(args[0], args[1])
	if err != nil {
		return err
	}
	defer eng.Close()
	projectID, chapterID, err := typingChapter(eng)
	if err != nil {
		return err
	}
	var (
		mu    sync.Mutex
		queue []func()
	)
	pump := func() {
		for {
			mu.Lock()
			q := queue
			queue = nil
			mu.Unlock()
			if len(q) == 0 {
				return
			}
			for _, f := range q {
				f()
			}
		}
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	fa := test.NewApp()
	// Smart quotes off: they turn a quote the way the paragraph before
	// it calls for, and a kill inside a quoted sentence leaves one open
	// for the next session's text, whose quotes would then not be stored
	// as typed. This test is about what a kill keeps, not how quotes face.
	fa.Preferences().SetBool(app.PrefSmartQuotes, false)
	ui, err := app.New(fa, eng, app.Options{
		Dispatch: func(f func()) { mu.Lock(); queue = append(queue, f); mu.Unlock() },
		Logger:   logger,
	})
	if err != nil {
		return err
	}
	win := ui.Window()
	win.Resize(fyne.NewSize(1280, 820))
	win.Show()
	ui.OpenChapter(projectID, chapterID)
	for deadline := time.Now().Add(30 * time.Second); win.Canvas().Focused() == nil; {
		if time.Now().After(deadline) {
			return fmt.Errorf("the editor never took the focus")
		}
		pump()
		time.Sleep(2 * time.Millisecond)
	}
	editor := win.Canvas().Focused()
	fmt.Println("ready")
	rng := rand.New(rand.NewPCG(seed, 15))
	for {
		for _, r := range novelText(rng, 1) + "\n\n" {
			if r == '\n' {
				editor.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			} else {
				editor.TypedRune(r)
			}
			fmt.Printf("%d %q\n", time.Now().UnixNano(), string(r))
			next := time.Now().Add(time.Duration(10+rng.IntN(11)) * time.Millisecond)
			for time.Now().Before(next) {
				pump()
				time.Sleep(time.Millisecond)
			}
		}
	}
}

// typingChapter finds or creates the typing session's chapter.
func typingChapter(e *engine.Engine) (projectID, chapterID uint64, err error) {
	p, ok, err := e.ProjectByName(typingProject)
	if err != nil {
		return 0, 0, err
	}
	if !ok {
		if p, err = e.CreateProject(typingProject); err != nil {
			return 0, 0, err
		}
	}
	chs, err := e.Chapters(p.ID)
	if err != nil {
		return 0, 0, err
	}
	if len(chs) > 0 {
		return p.ID, chs[0].ID, nil
	}
	c, err := e.CreateChapter(p.ID, "第一章")
	if err != nil {
		return 0, 0, err
	}
	return p.ID, c.ID, nil
}

// dropParagraphGap drops from the start of rest, which follows a line
// break, the blank line Enter set the new paragraph apart with, unless
// the next key typed is Enter itself (whose line break rest starts with).
func dropParagraphGap(rest string, next []string) string {
	if len(next) > 0 && next[0] == "\n" {
		return rest
	}
	return strings.TrimPrefix(rest, "\n")
}

// dropUntypedIndent drops from the start of rest, which follows a line
// break, the ideographic spaces of Enter's indent that the keys next
// typed did not go over.
func dropUntypedIndent(rest string, next []string) string {
	inText := len(rest) - len(strings.TrimLeft(rest, "\u3000"))
	typed := 0
	for _, k := range next {
		if k != "\u3000" {
			break
		}
		typed += len(k)
	}
	if inText > typed {
		rest = rest[inText-typed:]
	}
	return rest
}

// keystroke is one key the typing child reported.
type keystroke struct {
	at  time.Time
	key string
}

// killTyping runs a typing child, SIGKILLs it a random moment into its
// burst and returns what it typed and when it was killed.
func killTyping(t *testing.T, rng *rand.Rand, data string, minDelay, maxDelay time.Duration) ([]keystroke, time.Time) {
	t.Helper()
	cmd, out, stderr := startChild(t, roleType, data, fmt.Sprint(rng.Uint64()))
	var (
		keys  []keystroke
		ready = make(chan bool, 1)
		eof   = make(chan struct{})
	)
	go func() {
		defer close(eof)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			line := sc.Text()
			if line == "ready" {
				ready <- true
				continue
			}
			ns, key, ok := strings.Cut(line, " ")
			n, err := strconv.ParseInt(ns, 10, 64)
			k, qerr := strconv.Unquote(key)
			if !ok || err != nil || qerr != nil {
				continue
			}
			keys = append(keys, keystroke{time.Unix(0, n), k})
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			_ = cmd.Wait()
			t.Fatalf("typing child exited before it was ready: %s", stderr.String())
		}
	case <-time.After(60 * time.Second):
		_ = cmd.Process.Kill()
		<-eof
		_ = cmd.Wait()
		t.Fatalf("typing child never got ready: %s", stderr.String())
	}
	time.Sleep(minDelay + time.Duration(rng.Int64N(int64(maxDelay-minDelay))))
	killedAt := time.Now()
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-eof
	if err := cmd.Wait(); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Fatalf("typing child ended with %v before the kill: %s", err, stderr.String())
	}
	return keys, killedAt
}

// TestCrashWhileTyping SIGKILLs the app while an author types steadily,
// 20 times (100 under make soak). After each kill the next start must
// hold what was there before plus a prefix of what was typed, missing no
// key typed more than a second before the kill (the autosave alone, which
// waits for a pause, lost everything typed since the burst began).
func TestCrashWhileTyping(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	rng := rand.New(rand.NewPCG(15, uint64(time.Now().UnixNano())))
	before := ""
	var kills, recovered, lostMax, typedTotal int
	var worst time.Duration
	for kill := range typingKills() {
		kills++
		// Kills land from 0.3 s to 2.5 s into the burst: before the
		// first journal write, between journal writes, and (past the
		// 1 s pause and 3 s maximum of the autosave) where only the
		// journal can have the text.
		keys, killedAt := killTyping(t, rng, data, 300*time.Millisecond, 2500*time.Millisecond)
		typed := make([]string, len(keys))
		for i, k := range keys {
			typed[i] = k.key
		}
		e := openEngine(t, data, nil, time.Hour)
		_, chapterID, err := typingChapter(e)
		if err != nil {
			t.Fatal(err)
		}
		c, err := e.Chapter(chapterID)
		if err != nil {
			t.Fatal(err)
		}
		rest, ok := strings.CutPrefix(c.Text, before)
		if !ok {
			t.Fatalf("kill %d: the text stored before the session changed", kill)
		}
		// Find how many keys the restored text holds. Enter sets the new
		// paragraph apart with a blank line and gives it the indent of
		// the one it breaks, and the indent typed next goes over it:
		// after a line break the text may hold a second one and more of
		// the indent than the keys that follow typed (all of it when the
		// kill came before them, 　　　　 when a restart left the
		// paragraph indented twice).
		n := 0
		for n < len(typed) && strings.HasPrefix(rest, typed[n]) {
			rest = rest[len(typed[n]):]
			n++
			if typed[n-1] == "\n" {
				rest = dropParagraphGap(rest, typed[n:])
				rest = dropUntypedIndent(rest, typed[n:])
			}
		}
		if rest != "" {
			t.Fatalf("kill %d: the restored text is not a prefix of what was typed: it continues %q after %d of %d keys",
				kill, truncate(rest, 20), n, len(typed))
		}
		if n < len(keys) {
			lost := killedAt.Sub(keys[n].at)
			worst = max(worst, lost)
			lostMax = max(lostMax, len(keys)-n)
			if lost > maxTypingLoss {
				t.Errorf("kill %d: lost %d of %d keys, typed from %v before the kill (at most %v allowed)",
					kill, len(keys)-n, len(keys), lost.Round(time.Millisecond), maxTypingLoss)
			}
		}
		recovered += len(e.Recovered())
		typedTotal += len(keys)
		before = c.Text
		if err := e.Close(); err != nil {
			t.Fatal(err)
		}
		if t.Failed() {
			break
		}
	}
	t.Logf("%d kills, %d keys typed, %d restarts recovered typing from the journal; the most lost at once: %d keys from %v before the kill",
		kills, typedTotal, recovered, lostMax, worst.Round(time.Millisecond))
	if utf8.RuneCountInString(before) == 0 {
		t.Fatal("nothing typed survived any kill")
	}
}

// truncate shortens s to n runes for a failure message.
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
