package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
	"unicode/utf8"

	"inkflow/engine/importer"
)

// jobSpec is an import run in a process of its own, so its peak resident
// memory (VmHWM) belongs to that import alone.
type jobSpec struct {
	ModelDir string   `json:"model_dir"`
	DataDir  string   `json:"data_dir"`
	Files    []string `json:"files"`
}

// jobResult is what the job measured.
type jobResult struct {
	Runes    int     `json:"runes"`
	Seconds  float64 `json:"seconds"`
	Children int     `json:"children"`
	// BaseRSS is the resident memory with the model loaded, before the
	// import; PeakRSS the high-water mark over the whole process, in bytes.
	BaseRSS int64 `json:"base_rss"`
	PeakRSS int64 `json:"peak_rss"`
	// EndAnon and EndFile split the resident memory when indexing is
	// done (see memUsage); GoSys is what the Go runtime took from the OS,
	// which bounds the Go heap's peak.
	EndAnon int64  `json:"end_anon"`
	EndFile int64  `json:"end_file"`
	GoSys   int64  `json:"go_sys"`
	Err     string `json:"err,omitempty"`
}

// runJobProcess is the -job role: import the spec's files into its data
// directory (one project per file, as `inkflow import` does) and write
// the result.
func runJobProcess(ctx context.Context, specPath, resPath string) error {
	var spec jobSpec
	if err := readJSON(specPath, &spec); err != nil {
		return err
	}
	res, err := importJob(ctx, spec)
	if err != nil {
		res.Err = err.Error()
	}
	return writeJSON(resPath, res)
}

func importJob(ctx context.Context, spec jobSpec) (jobResult, error) {
	var res jobResult
	emb, err := loadModel(spec.ModelDir)
	if err != nil {
		return res, err
	}
	defer emb.Close()
	eng, err := openEngine(spec.DataDir, emb, 0)
	if err != nil {
		return res, err
	}
	base, err := readMemUsage()
	if err != nil {
		eng.Close()
		return res, err
	}
	res.BaseRSS = base.RSS
	t0 := time.Now()
	for _, f := range spec.Files {
		data, err := os.ReadFile(f)
		if err != nil {
			eng.Close()
			return res, fmt.Errorf("import job: %w", err)
		}
		res.Runes += utf8.RuneCount(data)
		chs, err := importer.Parse(data, importer.Options{})
		if err != nil {
			eng.Close()
			return res, fmt.Errorf("import job: %s: %w", f, err)
		}
		p, err := eng.CreateProject(strings.TrimSuffix(filepath.Base(f), ".txt"))
		if err != nil {
			eng.Close()
			return res, err
		}
		if _, err := importChapters(eng, p.ID, 0, chs); err != nil {
			eng.Close()
			return res, err
		}
	}
	if err := eng.Flush(ctx); err != nil {
		eng.Close()
		return res, err
	}
	res.Seconds = time.Since(t0).Seconds()
	if _, vix := eng.Vectors(); vix != nil {
		res.Children = vix.Len()
	}
	if end, err := readMemUsage(); err == nil {
		res.EndAnon, res.EndFile = end.Anon, end.File
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	res.GoSys = int64(ms.Sys)
	if err := eng.Close(); err != nil {
		return res, err
	}
	mem, err := readMemUsage()
	if err != nil {
		return res, err
	}
	res.PeakRSS = mem.Peak
	return res, nil
}

// runJob starts the executable in the -job role and waits for its result.
func runJob(ctx context.Context, spec jobSpec, dir string) (jobResult, error) {
	specPath := filepath.Join(dir, "job.json")
	resPath := filepath.Join(dir, "job.result.json")
	if err := writeJSON(specPath, spec); err != nil {
		return jobResult{}, err
	}
	exe, err := os.Executable()
	if err != nil {
		return jobResult{}, fmt.Errorf("find own executable: %w", err)
	}
	cmd := exec.CommandContext(ctx, exe, "-job", specPath, "-result", resPath)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	runErr := cmd.Run()
	var res jobResult
	if err := readJSON(resPath, &res); err != nil {
		return jobResult{}, fmt.Errorf("import job: %v; %w", runErr, err)
	}
	if res.Err != "" {
		return res, fmt.Errorf("import job: %s", res.Err)
	}
	if runErr != nil {
		return res, fmt.Errorf("import job: %w", runErr)
	}
	return res, nil
}
