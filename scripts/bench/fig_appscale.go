package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// appMeasure is one measurement of app/scale_bench_test.go's
// BenchmarkAppScale: samples in milliseconds (MB for "rss" and "rss-idle").
type appMeasure struct {
	Samples []float64 `json:"samples"`
	Detail  string    `json:"detail"`
}

// appRow says how a measurement of the app benchmark is reported.
type appRow struct {
	key, name string
	pct       float64 // the percentile reported; 0: the single value
	unit      string
	goal      *Goal
}

// appRows are the app-scale rows, in report order (the goals).
var appRows = []appRow{
	{"cold-start", "app: cold start to an interactive window", 0, "ms", atMost(2000)},
	{"tree", "app: chapter tree build and scroll, p95", 95, "ms", atMost(100)},
	{"switch", "app: switch to a 20,000-char chapter, p95", 95, "ms", atMost(100)},
	{"keystroke-reindex", "app: keystroke in a 20,000-char chapter while re-embedding, p99", 99, "ms", atMost(16)},
	{"related", "app: related-panel refresh, p95", 95, "ms", nil},
	{"search-as-you-type", "app: search as you type, p95", 95, "ms", nil},
	{"rss", "app: RSS after opening and the searches", 0, "MB", atMost(500)},
	{"rss-idle", "app: RSS 5 s later, idle", 0, "MB", nil},
}

// figAppScale: the web-novel fixture (3 million characters in 1,500+
// chapters, 200 wiki entries) built and indexed once, then the real UI on
// Fyne's test driver opened on it by BenchmarkAppScale in a `go test`
// child process, which reports what it measured.
func figAppScale(r *runCtx) error {
	emb, err := loadModel(r.cfg.Static.Dir)
	if err != nil {
		return err
	}
	fx, err := buildWebNovel(r, emb)
	emb.Close()
	if err != nil {
		return err
	}
	defer r.dropDataDir(fx.Dir)
	r.logf("fixture: %d chapters, %s characters, %d wiki entries, imported and indexed in %.1f s", fx.Chapters, formatValue(float64(fx.Runes), ""), fx.Wiki, fx.Import.Seconds())
	r.add(Row{Name: fmt.Sprintf("web-novel fixture import (%s chars, %d chapters, %d wiki entries)", sizeLabel(fx.Runes), fx.Chapters, fx.Wiki),
		Value: float64(fx.Runes) / fx.Import.Seconds(), Unit: "chars/s",
		Detail: fmt.Sprintf("ImportChapters of every chapter, then the wiki entries, until indexed: %.1f s, one run", fx.Import.Seconds())})
	r.notef("Fixture: %d chapters of about 2,000 characters (chapters 10 and 1,000: 20,000) and %d wiki entries of about 300, "+
		"%s characters of chapters in all, cut in order from %d training texts (%s … %s), so every chapter is different text; no dev text. "+
		"Imported with the static model into a fresh data directory, once per run.",
		fx.Chapters, fx.Wiki, formatValue(float64(fx.Runes), ""), len(fx.Books), fx.Books[0], fx.Books[len(fx.Books)-1])

	fxPath := filepath.Join(r.tmp, "webnovel.json")
	outPath := filepath.Join(r.tmp, "appscale.json")
	if err := writeFixture(fx, fxPath); err != nil {
		return err
	}
	cmd := exec.CommandContext(r.ctx, "go", "test", "./app", "-run", "^$", "-bench", "^BenchmarkAppScale$", "-benchtime", "1x", "-timeout", "30m")
	cmd.Dir = r.cfg.Root
	cmd.Env = append(os.Environ(), "INKFLOW_SCALE_FIXTURE="+fxPath, "INKFLOW_SCALE_OUT="+outPath)
	log, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("app-scale: go test ./app -bench BenchmarkAppScale: %w\n%s", err, lastLines(string(log), 20))
	}
	var got map[string]appMeasure
	if err := readJSON(outPath, &got); err != nil {
		return err
	}
	for _, ar := range appRows {
		m, ok := got[ar.key]
		if !ok || len(m.Samples) == 0 {
			return fmt.Errorf("app-scale: the benchmark reported no %q", ar.key)
		}
		v, detail := m.Samples[0], m.Detail
		if ar.pct > 0 {
			v = percentile(m.Samples, ar.pct)
			detail = fmt.Sprintf("%d samples: p50 %s, max %s; %s", len(m.Samples), formatValue(percentile(m.Samples, 50), ar.unit),
				formatValue(percentile(m.Samples, 100), ar.unit), m.Detail)
		}
		r.add(Row{Name: ar.name, Value: v, Unit: ar.unit, Goal: ar.goal, Detail: detail})
	}
	r.notef("Driver: `go test ./app -run '^$' -bench '^BenchmarkAppScale$' -benchtime 1x` (app/scale_bench_test.go) on the data directory: " +
		"the whole UI (app.New) in a window of Fyne's test driver with the static model, UI work pumped on the test goroutine as the event loop would run it. " +
		"Its times cover the app's handlers and background work, not painting (the test driver paints nothing until asked).")
	return nil
}

// lastLines returns the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}
