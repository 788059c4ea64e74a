package main

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"inkflow/internal/cputime"
)

// bookInput is the input of the import and embedding-cache figures:
// 三国演义, or its leading part, and the model it is imported with.
type bookInput struct {
	model    string // "static" or "bge-shape", for row names
	modelDir string
	maxRunes int // 0: the whole book
	// why says why only a leading part is read (maxRunes > 0).
	why string
}

// staticBook is the whole book with the static model (-quick: its first
// 60,000 characters).
func staticBook(r *runCtx) bookInput {
	return bookInput{model: "static", modelDir: r.cfg.Static.Dir, maxRunes: pick(r, 0, 60_000), why: "-quick"}
}

// bgeBook is the first 60,000 characters (-quick: 3,000) with the
// bge-small-zh-shape transformer, or errNoModel when it is not set up.
func bgeBook(r *runCtx) (bookInput, error) {
	if r.cfg.BGE == "" {
		return bookInput{}, errNoModel
	}
	return bookInput{
		model: "bge-shape", modelDir: r.cfg.BGE,
		maxRunes: pick(r, 60_000, 3_000), why: pick(r, "at the transformer's speed the whole book takes over 20 minutes", "-quick"),
	}, nil
}

// read reads the input: its path, its text and length in characters, and
// part, a note for the report when only a leading part is read.
func (in bookInput) read(r *runCtx) (path string, data []byte, chars int, part string, err error) {
	path = filepath.Join(r.cfg.Corpus, sanguoPath)
	if data, chars, err = readPrefix(path, in.maxRunes); err != nil {
		return "", nil, 0, "", err
	}
	if in.maxRunes > 0 {
		part = fmt.Sprintf(" (a leading part of the book: %s)", in.why)
	}
	return path, data, chars, part, nil
}

// importSpec describes an import-throughput figure.
type importSpec struct {
	bookInput
	runs      int
	rateGoal  *Goal
	ratioGoal *Goal // nil: the ratio is reported for information
}

// figImportStatic: 三国演义 imported end to end with the static model.
func figImportStatic(r *runCtx) error {
	return importFigure(r, importSpec{bookInput: staticBook(r), runs: r.cfg.Runs, rateGoal: atLeast(50_000)})
}

// figImportBGE: the same with the bge-small-zh-shape transformer, and the
// pipeline's overhead over the bare model. At about 450 characters a
// second on two cores the whole book would take over 20 minutes, and its
// bare-model replay as long again, so the full run imports the first
// 60,000 characters (a tenth) -long-runs times (default once); the quick
// run is shorter and repeated -runs times. Both figures are rates and a
// ratio, which the length of the input does not change.
func figImportBGE(r *runCtx) error {
	in, err := bgeBook(r)
	if err != nil {
		return fmt.Errorf("import-bge: %w", err)
	}
	return importFigure(r, importSpec{
		bookInput: in, runs: pick(r, r.cfg.LongRuns, r.cfg.Runs),
		rateGoal: atLeast(1_000), ratioGoal: atMost(1.3),
	})
}

// importFigure imports the book into a fresh data directory per run (so
// the embedding cache starts cold every time), recording every batch the
// pipeline sends to the model; after each run it replays those batches
// through the bare model. The pipeline ÷ model ratio of a run compares
// two measurements of the same texts taken back to back.
func importFigure(r *runCtx, s importSpec) error {
	emb, err := loadModel(s.modelDir)
	if err != nil {
		return err
	}
	defer emb.Close()
	rec := newRecorder(emb)
	path, data, chars, part, err := s.read(r)
	if err != nil {
		return err
	}
	r.notef("Input: %s, %s characters%s, parsed with the default chapter detection; one fresh data directory per run.",
		relPath(r.cfg.Corpus, path), formatValue(float64(chars), ""), part)
	r.notef("Timed: split into chapters, create the project, store the chapters (ImportChapters), then wait until every chapter is chunked, embedded, " +
		"stored and in the vector and keyword indexes (Flush). Closing the engine (writing vectors.idx) is not included.")
	r.notef("Bare forward passes: every batch of texts the pipeline sent to the model was recorded by a wrapper and replayed through the same " +
		"loaded model (tokenisation, ONNX Runtime run, pooling), batch by batch, right after the run.")

	var rates, ratios, shares []float64
	var runDetail []string
	for i := range s.runs {
		eng, dir, _, err := r.openEngineWith("import", rec, 0)
		if err != nil {
			return err
		}
		if i == 0 {
			// Exactly one pipeline run is profiled, without its replay.
			if err := r.profileStart(); err != nil {
				return err
			}
		}
		rec.start()
		cpu0, _ := cputime.Process()
		took, err := importTimed(r.ctx, eng, "三国演义", data)
		cpu1, _ := cputime.Process()
		batches, inModel := rec.stop()
		r.profileStop()
		if err != nil {
			eng.Close()
			return err
		}
		met := eng.Metrics()
		st, err := eng.Stats(r.ctx)
		if err != nil {
			eng.Close()
			return err
		}
		if err := eng.Close(); err != nil {
			return err
		}
		r.dropDataDir(dir)
		cpu2, _ := cputime.Process()
		bare, texts, err := replay(r.ctx, emb, batches)
		if err != nil {
			return err
		}
		cpu3, _ := cputime.Process()
		rate := float64(chars) / took.Seconds()
		ratio := took.Seconds() / bare.Seconds()
		rates, ratios = append(rates, rate), append(ratios, ratio)
		if cpu1 > 0 {
			shares = append(shares, 100*(cpu1-cpu0).Seconds()/(took.Seconds()*float64(runtime.NumCPU())))
		}
		r.logf("run %d/%d: %v, %s chars/s; bare model %v over %d texts in %d batches (ratio %.2f)",
			i+1, s.runs, took.Round(time.Millisecond), formatValue(rate, ""), bare.Round(time.Millisecond), texts, len(batches), ratio)
		runDetail = append(runDetail, fmt.Sprintf("run %d: pipeline %.1f s wall, %.1f s CPU (%.0f%% of the wall time inside the model); "+
			"bare model %.1f s wall, %.1f s CPU; %d texts embedded in %d calls, %d cache hits, %d children, %d parents",
			i+1, took.Seconds(), (cpu1-cpu0).Seconds(), 100*inModel.Seconds()/took.Seconds(), bare.Seconds(), (cpu3-cpu2).Seconds(),
			met.Embedded, met.EmbedCalls, met.CacheHits, st.Children, st.Parents))
	}
	r.add(Row{
		Name: fmt.Sprintf("三国演义 import, %s model", s.model), Value: median(rates), Unit: "chars/s", Goal: s.rateGoal,
		Detail: fmt.Sprintf("median of %d run(s): %s chars/s%s", len(rates), joinValues(rates, ""), cpuShareText(shares)),
	})
	r.add(Row{
		Name: fmt.Sprintf("pipeline ÷ bare forward passes, %s model", s.model), Value: median(ratios), Unit: "×", Goal: s.ratioGoal,
		Detail: fmt.Sprintf("median of %d run(s): %s", len(ratios), joinValues(ratios, "×")),
	})
	for _, d := range runDetail {
		r.notef("%s.", d)
	}
	return nil
}

// cpuShareText says how much of the machine the measured process got:
// far below 100 % means other processes held the cores and wall-clock
// figures understate what the code can do.
func cpuShareText(shares []float64) string {
	if len(shares) == 0 {
		return ""
	}
	return fmt.Sprintf("; CPU time ÷ (wall time × %d cores): %s", runtime.NumCPU(), joinValues(shares, "%"))
}

// joinValues formats values for a detail cell ("1.2 / 1.3 / 1.1").
func joinValues(xs []float64, unit string) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = formatValue(x, unit)
	}
	return strings.Join(parts, " / ")
}
