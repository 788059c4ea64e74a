package app

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The app-scale benchmark drives the whole UI on Fyne's test driver over a
// web-novel project that scripts/bench builds (`go run ./scripts/bench
// -only app-scale`): that figure sets these variables, runs this
// benchmark once and reports the measurements with their goals.
const (
	envScaleFixture = "INKFLOW_SCALE_FIXTURE" // the fixture's JSON description
	envScaleOut     = "INKFLOW_SCALE_OUT"     // where the measurements go
	// envScaleProfiles names a folder for a CPU profile of each section
	// (tree.pprof, switch.pprof, …): where one part's time goes, which a
	// profile of the whole run buries under the re-index and the searches.
	envScaleProfiles = "INKFLOW_SCALE_PROFILES"
)

// profileSection starts a CPU profile of one section of the benchmark
// when envScaleProfiles is set; the function returned stops it.
func profileSection(b *testing.B, name string) func() {
	dir := os.Getenv(envScaleProfiles)
	if dir == "" {
		return func() {}
	}
	f, err := os.Create(filepath.Join(dir, name+".pprof"))
	if err != nil {
		b.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		b.Fatal(err)
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// scaleIdle is how long the memory figure's second reading waits, idle,
// after the first.
const scaleIdle = 5 * time.Second

// scaleFixture is the part of scripts/bench's fixture description read here.
type scaleFixture struct {
	Dir          string   `json:"dir"`
	ProjectID    uint64   `json:"project_id"`
	LongChapters []uint64 `json:"long_chapters"`
	Chapters     int      `json:"chapters"`
	Queries      []string `json:"queries"`
}

// scaleMeasure is one measurement: samples in milliseconds (or one value)
// and what they cover.
type scaleMeasure struct {
	Samples []float64 `json:"samples"`
	Detail  string    `json:"detail"`
}

// BenchmarkAppScale measures, once, what an author feels in a 3-million-
// character book: opening it, the chapter tree, switching chapters,
// typing while the indexer re-embeds the book, the related panel, search
// as you type and the memory after it. It runs only when scripts/bench
// provides the fixture.
func BenchmarkAppScale(b *testing.B) {
	path := os.Getenv(envScaleFixture)
	if path == "" {
		b.Skip(envScaleFixture + " is not set: run go run ./scripts/bench -only app-scale")
	}
	var fx scaleFixture
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	if err := json.Unmarshal(data, &fx); err != nil {
		b.Fatal(err)
	}
	if len(fx.LongChapters) < 2 || len(fx.Queries) == 0 {
		b.Fatalf("fixture %s: needs two long chapters and queries", path)
	}
	out := map[string]scaleMeasure{}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	testModel(b) // loaded before the clock starts, as the app loads it in the background
	// The UI runs on one OS thread of its own, as under Fyne's desktop
	// driver, whose event loop keeps the main thread (glfw/loop.go): the
	// kernel schedules that thread by its own use of the CPU. Unlocked,
	// the test goroutine runs on whichever thread the Go scheduler
	// hands it, the same threads as the indexer's CPU-bound goroutines.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for range b.N {
		// Cold start: open the data directory, build the window, load
		// the sidebar.
		t0 := time.Now()
		h := newHarness(b, harnessOptions{dir: fx.Dir, ui: Options{SearchDelay: time.Millisecond, RelatedDelay: time.Hour}})
		out["cold-start"] = scaleMeasure{Samples: []float64{ms(time.Since(t0))},
			Detail: "engine.Open on the data directory, app.New, until the sidebar has loaded the projects and chapters"}

		// The chapter tree: reload the lists and show the project's
		// chapters, then scroll to the end.
		tree := h.u.sidebar.tree
		var build []float64
		stop := profileSection(b, "tree")
		for range 5 {
			tree.CloseAllBranches()
			t0 := time.Now()
			h.reloadSidebar()
			tree.OpenBranch(projectUID(fx.ProjectID))
			tree.Refresh()
			tree.ScrollToBottom()
			build = append(build, ms(time.Since(t0)))
		}
		stop()
		out["tree"] = scaleMeasure{Samples: build, Detail: fmt.Sprintf("reload the lists (%d chapters), open the project's branch, refresh and scroll to the end; 5 times", fx.Chapters)}

		// Switching between the two 20,000-character chapters.
		var sw []float64
		stop = profileSection(b, "switch")
		for i := range 21 {
			id := fx.LongChapters[i%2]
			t0 := time.Now()
			h.openInTree(fx.ProjectID, id)
			if i > 0 {
				sw = append(sw, ms(time.Since(t0)))
			}
		}
		stop()
		out["switch"] = scaleMeasure{Samples: sw, Detail: "select the chapter in the tree until the editor shows it, alternating between the two 20,000-character chapters; 20 switches"}

		// The related panel, for paragraphs of the open chapter.
		ed := h.u.editor
		var rel []float64
		stop = profileSection(b, "related")
		text := []rune(ed.text.Text())
		for i := range 20 {
			ed.text.SetCaret((i*len(text)/20 + 50) % len(text))
			h.pump()
			t0 := time.Now()
			h.u.related.refreshNow()
			gen := h.u.related.gen
			h.waitFor("related passages", func() bool {
				return gen == h.u.related.gen && h.u.related.summary.Text != "" && !strings.HasSuffix(h.u.related.summary.Text, "…")
			})
			rel = append(rel, ms(time.Since(t0)))
		}
		stop()
		out["related"] = scaleMeasure{Samples: rel, Detail: "caret put into 20 paragraphs of the open 20,000-character chapter, then the panel's refresh until its passages are shown"}

		// Typing while the indexer re-embeds the whole book.
		h.u.Window().Canvas().Focus(ed.text)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		done := make(chan error, 1)
		go func() { done <- h.eng.Reindex(ctx, fx.ProjectID) }()
		var keys []float64
		var busy time.Duration
		// Where a slow key's time went: the CPU time and involuntary
		// context switches of the UI thread tell work (the key's own, or
		// GC assists it was charged) from waiting for a core.
		var slow keyTail
		stop = profileSection(b, "keystroke")
		reindexStart := time.Now()
	typing:
		for len(keys) < 3000 {
			select {
			case err := <-done:
				if err != nil {
					b.Fatalf("reindex: %v", err)
				}
				busy = time.Since(reindexStart)
				break typing
			default:
			}
			cpu0, pre0, _ := threadUsage()
			t0 := time.Now()
			typeInto(ed.text, "字")
			wall := time.Since(t0)
			cpu1, pre1, ok := threadUsage()
			keys = append(keys, ms(wall))
			if ok && wall > 16*time.Millisecond {
				slow.add(ms(wall), ms(cpu1-cpu0), pre1-pre0)
			}
			h.pump()
			time.Sleep(15 * time.Millisecond)
		}
		if busy == 0 {
			if err := <-done; err != nil {
				b.Fatalf("reindex: %v", err)
			}
			busy = time.Since(reindexStart)
		}
		cancel()
		stop()
		out["keystroke-reindex"] = scaleMeasure{Samples: keys,
			Detail: fmt.Sprintf("one 字 typed into the 20,000-character chapter every 15 ms while Reindex re-chunked and re-embedded the book (%.0f s), the event loop run between keys%s", busy.Seconds(), slow)}

		// Search as you type: every query typed character by character,
		// each prefix searched (1 ms pause instead of 400 ms) until its
		// results are shown. The first 100 full queries also count for
		// the memory figure.
		var sat []float64
		stop = profileSection(b, "search")
		p := h.u.search
		for _, q := range fx.Queries {
			// Into the search box, then Ctrl+F selects the last query, so
			// typing replaces it (Ctrl+F in the chapter's text would find
			// in the chapter instead).
			h.u.Window().Canvas().Focus(p.query)
			h.u.command(cmdFind)
			want := ""
			for _, r := range q {
				want += string(r)
				t0 := time.Now()
				p.query.TypedRune(r)
				h.waitFor("search results for "+want, func() bool { return !p.running && p.shown.Query == want })
				sat = append(sat, ms(time.Since(t0)))
			}
		}
		stop()
		out["search-as-you-type"] = scaleMeasure{Samples: sat,
			Detail: fmt.Sprintf("%d queries of up to 8 characters cut from the chapters, typed one character at a time; keystroke until that prefix's results are shown (search pause set to 1 ms)", len(fx.Queries))}

		runtime.GC()
		if dir := os.Getenv(envScaleProfiles); dir != "" {
			writeHeapProfile(b, filepath.Join(dir, "heap.pprof"))
		}
		var mem runtime.MemStats
		runtime.ReadMemStats(&mem)
		out["rss"] = scaleMeasure{Samples: []float64{float64(residentBytes(b)) / 1e6},
			Detail: fmt.Sprintf("VmRSS of the process after opening the book, the figures above and %d searches; resident by mapping: %s; Go heap in use %d MB, free but not yet returned to the system %d MB",
				len(sat), residentByMapping(b), mem.HeapInuse>>20, (mem.HeapIdle-mem.HeapReleased)>>20)}

		// The same once the app has been idle a moment: the engine gives
		// the database mapping and free heap back when searching and
		// indexing have paused for 2 s (engine/memtrim.go).
		for idle := time.Now(); time.Since(idle) < scaleIdle; {
			h.pump()
			time.Sleep(50 * time.Millisecond)
		}
		runtime.GC()
		runtime.ReadMemStats(&mem)
		out["rss-idle"] = scaleMeasure{Samples: []float64{float64(residentBytes(b)) / 1e6},
			Detail: fmt.Sprintf("VmRSS of the same process %s later, the UI idle; resident by mapping: %s; Go heap in use %d MB, free but not yet returned to the system %d MB",
				scaleIdle, residentByMapping(b), mem.HeapInuse>>20, (mem.HeapIdle-mem.HeapReleased)>>20)}
		h.close()
	}
	if o := os.Getenv(envScaleOut); o != "" {
		data, err := json.Marshal(out)
		if err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(o, data, 0o600); err != nil {
			b.Fatal(err)
		}
	}
	for k, m := range out {
		s := slices.Clone(m.Samples)
		slices.Sort(s)
		b.Logf("%s: %d samples, median %.2f, max %.2f", k, len(s), s[len(s)/2], s[len(s)-1])
	}
}

// keyTail sums up the keys slower than 16 ms: their wall time, the CPU
// time of the typing thread during them and the kernel's preemptions of
// that thread.
type keyTail struct {
	wall, cpu []float64
	preempted int64
}

func (k *keyTail) add(wall, cpu float64, preempted int64) {
	k.wall, k.cpu = append(k.wall, wall), append(k.cpu, cpu)
	k.preempted += preempted
}

// String is the clause the keystroke row's detail ends with.
func (k keyTail) String() string {
	if len(k.wall) == 0 {
		return ""
	}
	median := func(xs []float64) float64 {
		s := slices.Clone(xs)
		slices.Sort(s)
		return s[len(s)/2]
	}
	return fmt.Sprintf("; of the %d keys over 16 ms (median %.1f ms) the typing thread ran a median %.1f ms and was preempted by the kernel %d times in all",
		len(k.wall), median(k.wall), median(k.cpu), k.preempted)
}

// writeHeapProfile writes the heap profile to path.
func writeHeapProfile(b *testing.B, path string) {
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
}

// residentBytes reads the process's resident set size from /proc.
func residentBytes(b *testing.B) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		b.Fatalf("read resident memory: %v", err)
	}
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				b.Fatalf("parse VmRSS %q: %v", rest, err)
			}
			return kb * 1024
		}
	}
	b.Fatal("no VmRSS in /proc/self/status")
	return 0
}

// residentByMapping sums the resident memory of the process's mappings by
// file name (anonymous memory as [anon]) from /proc/self/smaps and lists
// the largest, in MB: what holds the memory.
func residentByMapping(b *testing.B) string {
	data, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		b.Fatalf("read smaps: %v", err)
	}
	kb := map[string]int64{}
	name := ""
	for line := range strings.Lines(string(data)) {
		f := strings.Fields(line)
		switch {
		case len(f) >= 5 && strings.Contains(f[0], "-"): // a mapping's header
			name = "[anon]"
			if len(f) >= 6 {
				name = filepath.Base(f[5])
			}
		case len(f) == 3 && f[0] == "Rss:":
			n, _ := strconv.ParseInt(f[1], 10, 64)
			kb[name] += n
		}
	}
	names := slices.Collect(maps.Keys(kb))
	slices.SortFunc(names, func(x, y string) int { return int(kb[y] - kb[x]) })
	var parts []string
	for _, n := range names[:min(6, len(names))] {
		parts = append(parts, fmt.Sprintf("%s %d MB", n, kb[n]>>10))
	}
	return strings.Join(parts, ", ")
}
