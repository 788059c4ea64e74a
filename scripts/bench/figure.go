package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"time"

	"inkflow/engine"
	"inkflow/model"
)

// need says which models a figure uses, so the orchestrator prepares only
// those.
type need int

const (
	needStatic need = 1 << iota
	needBGE
)

// figure is one benchmark of the suite.
type figure struct {
	// name is the -only key; title the report heading.
	name, title string
	needs       need
	// scopedProfile: the figure brackets its measured section with
	// profileStart/profileStop; otherwise -cpuprofile covers it whole.
	scopedProfile bool
	run           func(r *runCtx) error
}

// figures is the suite, in report order (cheap figures first).
var figures = []figure{
	{name: "import-static", title: "Import of 三国演义, static model", needs: needStatic, scopedProfile: true, run: figImportStatic},
	{name: "chapter-size", title: "Import speed and chapter size: 120 long chapters vs 1,500+ short ones", needs: needStatic, run: figChapterSize},
	{name: "cache", title: "Embedding cache: re-import of the same text, static model", needs: needStatic, run: figCache},
	{name: "edit-latency", title: "Edit → searchable", needs: needStatic, run: figEditLatency},
	{name: "save-busy", title: "SaveChapter while the indexer is busy", needs: needStatic, run: figSaveBusy},
	{name: "memory", title: "Resident memory after three novels and 100 searches", needs: needStatic, run: figMemory},
	{name: "import-bge", title: "Import of 三国演义, bge-small-zh-v1.5-shape model", needs: needBGE, scopedProfile: true, run: figImportBGE},
	{name: "cache-bge", title: "Embedding cache: re-import of the same text, bge-small-zh-v1.5-shape model", needs: needBGE, run: figCacheBGE},
	{name: "search-latency", title: "Search latency (parent-child, hybrid)", needs: needStatic, run: figSearchLatency},
	{name: "scaling", title: "Import scaling: 0.6 M, 2.4 M, 9.6 M characters", needs: needStatic, run: figScaling},
	{name: "one-paragraph", title: "Peak memory: a book as one paragraph", needs: needStatic, run: figOneParagraph},
	{name: "vector", title: "Vector index: HNSW vs flat", run: figVector},
	{name: "editor", title: "Editor: keystroke to frame", run: figEditor},
	{name: "backlog", title: "Start-up with a large unindexed backlog", needs: needStatic, run: figBacklog},
	{name: "snapshot-storage", title: "Chapter snapshots: storage of 200 automatic snapshots", run: figSnapshotStorage},
	{name: "app-scale", title: "The app with a 3-million-character web novel", needs: needStatic, run: figAppScale},
	{name: "replace-all", title: "Replace all over a 3-million-character project", needs: needStatic, run: figReplaceAll},
	{name: "mentions", title: "Story bible: mentions of 200 entries in a 3-million-character project", run: figMentions},
}

// runCtx is a figure's view of the run.
type runCtx struct {
	ctx   context.Context
	cfg   config
	fig   figure
	res   *FigureResult
	tmp   string
	start time.Time

	profFile *os.File
}

// pick returns full in a full run and quick in a -quick run.
func pick[T any](r *runCtx, full, quick T) T {
	if r.cfg.Quick {
		return quick
	}
	return full
}

// add records a figure row.
func (r *runCtx) add(row Row) {
	r.res.Rows = append(r.res.Rows, row)
	r.logf("%s: %s (goal %s) %s", row.Name, row.Measured(), row.GoalText(), row.Status())
}

// notef adds a note to the figure's section of the report.
func (r *runCtx) notef(format string, args ...any) {
	r.res.Notes = append(r.res.Notes, fmt.Sprintf(format, args...))
}

// logf reports progress on standard error.
func (r *runCtx) logf(format string, args ...any) {
	logf("   [%s +%s] %s", r.fig.name, time.Since(r.start).Round(time.Second), fmt.Sprintf(format, args...))
}

// newDataDir makes an empty data directory for one measurement: every
// figure and run starts from nothing, so no cache or index carries over.
func (r *runCtx) newDataDir(label string) (string, error) {
	dir, err := os.MkdirTemp(r.tmp, label+"-")
	if err != nil {
		return "", fmt.Errorf("data directory: %w", err)
	}
	return dir, nil
}

// openFreshEngine opens an engine with the static model on a new data
// directory named after label; release closes the engine, drops the
// directory and closes the model.
func (r *runCtx) openFreshEngine(label string, debounce time.Duration) (eng *engine.Engine, dir string, release func(), err error) {
	emb, err := loadModel(r.cfg.Static.Dir)
	if err != nil {
		return nil, "", nil, err
	}
	// closeEngine, not the named result: a closure over release would call
	// itself once release is assigned the closure.
	eng, dir, closeEngine, err := r.openEngineWith(label, emb, debounce)
	if err != nil {
		emb.Close()
		return nil, "", nil, err
	}
	return eng, dir, func() { closeEngine(); emb.Close() }, nil
}

// openEngineWith opens an engine with emb (the caller's to close) on a new
// data directory named after label; release closes the engine and drops
// the directory.
func (r *runCtx) openEngineWith(label string, emb model.Embedder, debounce time.Duration) (eng *engine.Engine, dir string, release func(), err error) {
	if dir, err = r.newDataDir(label); err != nil {
		return nil, "", nil, err
	}
	if eng, err = openEngine(dir, emb, debounce); err != nil {
		r.dropDataDir(dir)
		return nil, "", nil, err
	}
	return eng, dir, func() { eng.Close(); r.dropDataDir(dir) }, nil
}

// openFreshProject is openFreshEngine with one empty project in it, named
// project: the starting point of the figures that fill a project.
func (r *runCtx) openFreshProject(label, project string) (eng *engine.Engine, p engine.Project, dir string, release func(), err error) {
	if eng, dir, release, err = r.openFreshEngine(label, 0); err != nil {
		return nil, engine.Project{}, "", nil, err
	}
	if p, err = eng.CreateProject(project); err != nil {
		release()
		return nil, engine.Project{}, "", nil, err
	}
	return eng, p, dir, release, nil
}

// dropDataDir removes a data directory unless -keep was given.
func (r *runCtx) dropDataDir(dir string) {
	if !r.cfg.Keep {
		_ = os.RemoveAll(dir)
	}
}

// profileStart begins the CPU profile when one was asked for (once).
func (r *runCtx) profileStart() error {
	if r.cfg.CPUProfile == "" || r.profFile != nil {
		return nil
	}
	f, err := os.Create(r.cfg.CPUProfile)
	if err != nil {
		return fmt.Errorf("cpu profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return fmt.Errorf("cpu profile: %w", err)
	}
	r.profFile = f
	r.logf("CPU profile started: %s", r.cfg.CPUProfile)
	return nil
}

// profileStop ends the CPU profile if it runs.
func (r *runCtx) profileStop() {
	if r.profFile == nil {
		return
	}
	pprof.StopCPUProfile()
	_ = r.profFile.Close()
	r.profFile = nil
	r.cfg.CPUProfile = "" // one profile per figure
}

// runFigureProcess is the -figure role: run one figure and write its
// result (also when it fails, with the rows measured so far).
func runFigureProcess(ctx context.Context, name, cfgPath, resPath string) error {
	var cfg config
	if err := readJSON(cfgPath, &cfg); err != nil {
		return err
	}
	var fig *figure
	for i := range figures {
		if figures[i].name == name {
			fig = &figures[i]
		}
	}
	if fig == nil {
		return usageError{fmt.Sprintf("unknown figure %q", name)}
	}
	tmp, err := os.MkdirTemp(cfg.Tmp, name+"-")
	if err != nil {
		return fmt.Errorf("scratch folder: %w", err)
	}
	if !cfg.Keep {
		defer os.RemoveAll(tmp)
	}
	res := &FigureResult{Name: fig.name, Title: fig.title}
	r := &runCtx{ctx: ctx, cfg: cfg, fig: *fig, res: res, tmp: tmp, start: time.Now()}
	if cfg.Static.Note != "" && fig.needs&needStatic != 0 {
		r.notef("⚠ %s", cfg.Static.Note)
	}
	if !fig.scopedProfile {
		if err := r.profileStart(); err != nil {
			return err
		}
	}
	err = runGuarded(r)
	r.profileStop()
	if err != nil {
		res.Err = err.Error()
	}
	return writeJSON(resPath, res)
}

// runGuarded runs the figure, turning a panic into an error so the rows
// measured before it still reach the report.
func runGuarded(r *runCtx) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return r.fig.run(r)
}

// unmeasured is a row whose value could not be measured (NaN), shown as
// such rather than as a number.
func unmeasured(name, unit string, goal *Goal, why string) Row {
	return Row{Name: name, Value: math.NaN(), Unit: unit, Goal: goal, Detail: why}
}

// relPath shortens a corpus path for notes.
func relPath(base, p string) string {
	if rel, err := filepath.Rel(base, p); err == nil {
		return rel
	}
	return p
}

// relPaths shortens and joins corpus paths for notes.
func relPaths(base string, ps []string) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = relPath(base, p)
	}
	return strings.Join(out, ", ")
}
