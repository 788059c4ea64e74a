package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"inkflow/internal/modroot"
	"inkflow/model"
	"inkflow/model/ortlib"
)

// config is what the orchestrator hands every figure's child process.
type config struct {
	Quick bool `json:"quick"`
	// Runs repeats short measurements; LongRuns long ones (the full
	// transformer import).
	Runs     int `json:"runs"`
	LongRuns int `json:"long_runs"`
	// Root is the module root; Corpus the shared corpus folder.
	Root   string `json:"root"`
	Corpus string `json:"corpus"`
	// Static is the static model; BGE the bge-small-zh-shape model folder
	// ("" when no selected figure needs it).
	Static modelChoice `json:"static"`
	BGE    string      `json:"bge"`
	// CPUProfile is the profile file of the (single) selected figure.
	CPUProfile string `json:"cpu_profile,omitempty"`
	// Keep keeps temporary data directories; Tmp is the run's scratch
	// folder.
	Keep bool   `json:"keep"`
	Tmp  string `json:"tmp"`
}

// orchestrate runs the selected figures, each in a child process, and
// writes the report.
func orchestrate(ctx context.Context, f flags, args []string) error {
	selected, err := selectFigures(f.only)
	if err != nil {
		return err
	}
	if f.runs < 1 || f.longRuns < 1 {
		return usageError{"-runs and -long-runs must be at least 1"}
	}
	if f.cpuProfile != "" && len(selected) != 1 {
		return usageError{"-cpuprofile needs exactly one figure in -only"}
	}
	root := f.root
	if root == "" {
		var ok bool
		if root, ok = modroot.OfWorkingDir(); !ok {
			return errors.New("find module root: no go.mod above the working directory (use -root)")
		}
	}
	cfg := config{Quick: f.quick, Runs: f.runs, LongRuns: f.longRuns, Root: root, Corpus: f.corpus, Keep: f.keep}
	if cfg.Corpus == "" {
		cfg.Corpus = filepath.Join(root, "..", "shared", "corpus")
	}
	reference := f.reference
	if reference == "" {
		reference = filepath.Join(root, "..", "shared", "reference")
	}
	bgeTokenizer := filepath.Join(reference, "bge-small-zh-v1.5", "tokenizer.json")
	if f.cpuProfile != "" {
		if cfg.CPUProfile, err = filepath.Abs(f.cpuProfile); err != nil {
			return fmt.Errorf("cpu profile path: %w", err)
		}
	}
	facts := machineFacts()
	if err := ortlib.Init(); err == nil {
		facts = append(facts, [2]string{"ONNX Runtime", ortlib.Version()})
	}
	if needs(selected, needStatic) {
		if cfg.Static, err = resolveStaticModel(root, f.static, bgeTokenizer); err != nil {
			return err
		}
		facts = append(facts, [2]string{"Static model", describeModel(root, cfg.Static.Dir)})
		if cfg.Static.Note != "" {
			facts = append(facts, [2]string{"⚠ Static model note", cfg.Static.Note})
		}
	}
	if needs(selected, needBGE) {
		logf("preparing the bge-small-zh-shape model (generated once into %s)", bgeShapeDir)
		if cfg.BGE, err = ensureBGEShape(root, bgeTokenizer); err != nil {
			return err
		}
		facts = append(facts, [2]string{"Transformer model", describeModel(root, cfg.BGE) +
			" — random weights with bge-small-zh-v1.5's exact shape (512 hidden, 4 layers, 8 heads, 21,128 tokens)"})
	}
	if cfg.Tmp, err = os.MkdirTemp("", "inkflow-bench-"); err != nil {
		return fmt.Errorf("scratch folder: %w", err)
	}
	if !cfg.Keep {
		defer os.RemoveAll(cfg.Tmp)
	}
	cfgPath := filepath.Join(cfg.Tmp, "config.json")
	if err := writeJSON(cfgPath, cfg); err != nil {
		return err
	}

	rep := Report{
		Date: time.Now(), Commit: gitCommit(root), Quick: cfg.Quick, Facts: facts,
		Command: strings.TrimSpace("go run ./scripts/bench " + strings.Join(args, " ")),
	}
	var failed []string
	for _, fig := range selected {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		logf("== %s: %s", fig.name, fig.title)
		res := runFigureChild(ctx, fig, cfgPath, filepath.Join(cfg.Tmp, fig.name+".result.json"))
		for _, row := range res.Rows {
			logf("   %-60s %14s  goal %-16s %s", row.Name, row.Measured(), row.GoalText(), row.Status())
		}
		if res.Err != "" {
			logf("   ERROR: %s", res.Err)
			failed = append(failed, fig.name)
		}
		rep.Figures = append(rep.Figures, res)
	}
	if err := writeReport(f.out, rep); err != nil {
		return err
	}
	if len(failed) > 0 {
		return fmt.Errorf("figures failed: %s (the report says why)", strings.Join(failed, ", "))
	}
	return nil
}

// runFigureChild runs one figure in a child process and returns its
// result; a child that dies without writing one yields a result holding
// the error.
func runFigureChild(ctx context.Context, fig figure, cfgPath, resPath string) FigureResult {
	start := time.Now()
	res := FigureResult{Name: fig.name, Title: fig.title}
	exe, err := os.Executable()
	if err != nil {
		res.Err = fmt.Sprintf("find own executable: %v", err)
		return res
	}
	cmd := exec.CommandContext(ctx, exe, "-figure", fig.name, "-config", cfgPath, "-result", resPath)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	runErr := cmd.Run()
	if err := readJSON(resPath, &res); err != nil {
		res = FigureResult{Name: fig.name, Title: fig.title, Err: fmt.Sprintf("child process: %v; %v", runErr, err)}
	} else if runErr != nil && res.Err == "" {
		res.Err = fmt.Sprintf("child process: %v", runErr)
	}
	res.Took = time.Since(start)
	return res
}

// selectFigures resolves -only (all figures when empty), keeping the
// suite's order.
func selectFigures(only string) ([]figure, error) {
	if strings.TrimSpace(only) == "" {
		return figures, nil
	}
	want := map[string]bool{}
	for n := range strings.SplitSeq(only, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if !slices.ContainsFunc(figures, func(f figure) bool { return f.name == n }) {
			return nil, usageError{fmt.Sprintf("-only: unknown figure %q (known: %s)", n, strings.Join(figureNames(), ", "))}
		}
		want[n] = true
	}
	var out []figure
	for _, f := range figures {
		if want[f.name] {
			out = append(out, f)
		}
	}
	return out, nil
}

func figureNames() []string {
	names := make([]string, len(figures))
	for i, f := range figures {
		names[i] = f.name
	}
	return names
}

// needs reports whether any selected figure needs the model kind.
func needs(figs []figure, n need) bool {
	return slices.ContainsFunc(figs, func(f figure) bool { return f.needs&n != 0 })
}

// describeModel names a model folder by its model id (name@sha-prefix,
// as recorded beside every vector) and its path relative to the root.
func describeModel(root, dir string) string {
	rel, err := filepath.Rel(root, dir)
	if err != nil || strings.HasPrefix(rel, "..") {
		rel = dir
	}
	m, err := model.ReadManifest(dir)
	if err != nil {
		return rel
	}
	return fmt.Sprintf("`%s@%s` (%s, %s, %d dims)", m.Name, m.SHA256[:min(12, len(m.SHA256))], rel, m.Kind, m.Dims)
}

// writeReport writes the Markdown to path (standard output when empty),
// through a temporary file so an interrupted run leaves the old report.
func writeReport(path string, rep Report) error {
	if path == "" {
		return rep.WriteMarkdown(os.Stdout)
	}
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	if err := rep.WriteMarkdown(f); err != nil {
		f.Close()
		os.Remove(tmp)
		return fmt.Errorf("write report: %w", err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write report: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	logf("wrote %s", path)
	return nil
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("encode %s: %w", filepath.Base(path), err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return fmt.Errorf("write %s: %w", filepath.Base(path), err)
	}
	return nil
}

func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read %s: %w", filepath.Base(path), err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("decode %s: %w", filepath.Base(path), err)
	}
	return nil
}

// logf reports progress on standard error with a timestamp.
func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "%s %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
}
