// Command trainstatic trains InkFlow's default static sentence-embedding
// model from the training corpus and writes it as a model folder
// (model.onnx, tokenizer.json, manifest.json).
//
//	go run ./scripts/trainstatic -corpus ../shared/corpus/train -out assets/models/inkflow-static-v1 -seed 1
//
// scripts/trainstatic/README.md gives the command for inkflow-static-v2.
//
// The method (PPMI co-occurrence statistics, randomized SVD, SIF weighting
// with common-component removal) is described in README.md beside this
// file. Training is deterministic: the same corpus, flags and seed give
// byte-identical files on the same platform.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"inkflow/model/modelgen"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "trainstatic:", err)
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// run parses args, trains, writes the folder and prints a summary to out.
func run(args []string, out, logw io.Writer) error {
	cfg := defaultConfig()
	fs := flag.NewFlagSet("trainstatic", flag.ContinueOnError)
	fs.SetOutput(logw)
	fs.StringVar(&cfg.Corpus, "corpus", "", "training corpus root (one folder per language, *.txt)")
	fs.StringVar(&cfg.Out, "out", "", "model folder to write")
	fs.StringVar(&cfg.Name, "name", cfg.Name, "model name written into manifest.json")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "random seed")
	fs.IntVar(&cfg.Dims, "dims", cfg.Dims, "vector dimensions")
	fs.IntVar(&cfg.Window, "window", cfg.Window, "co-occurrence half-window (tokens)")
	fs.BoolVar(&cfg.Harmonic, "harmonic", cfg.Harmonic, "weight co-occurrences by 1/distance")
	fs.Float64Var(&cfg.Alpha, "alpha", cfg.Alpha, "PPMI context-distribution smoothing")
	fs.Float64Var(&cfg.EigenPower, "eig-power", cfg.EigenPower, "eigenvalue weighting p in U·Σ^p")
	fs.IntVar(&cfg.Oversample, "oversample", cfg.Oversample, "randomized SVD oversampling")
	fs.IntVar(&cfg.PowerIters, "power-iters", cfg.PowerIters, "randomized SVD power iterations")
	fs.BoolVar(&cfg.RowNormalize, "row-norm", cfg.RowNormalize, "unit-length token vectors before SIF weighting")
	fs.Float64Var(&cfg.SIFA, "sif-a", cfg.SIFA, "SIF weight parameter a")
	fs.IntVar(&cfg.ComponentsPerBlock, "components", cfg.ComponentsPerBlock, "common components removed per language block")
	fs.IntVar(&cfg.SampleSentences, "sample", cfg.SampleSentences, "sentences per block for the common components")
	fs.IntVar(&cfg.MinCJK, "min-cjk", cfg.MinCJK, "minimum count of a CJK character or punctuation token")
	fs.IntVar(&cfg.MinWord, "min-word", cfg.MinWord, "minimum count of a whole word token")
	fs.IntVar(&cfg.MinPiece, "min-piece", cfg.MinPiece, "minimum use of a sub-piece or alphabet character")
	fs.IntVar(&cfg.MaxPieces, "max-pieces", cfg.MaxPieces, "maximum number of sub-pieces")
	fs.IntVar(&cfg.Bigrams, "bigrams", cfg.Bigrams, "most CJK character bigrams with vectors of their own (0: none)")
	fs.IntVar(&cfg.MinBigram, "min-bigram", cfg.MinBigram, "minimum count of a bigram")
	fs.Float64Var(&cfg.Identity, "identity", cfg.Identity, "length of the random identity component added to every Han character and bigram vector (0: none)")
	fs.BoolVar(&cfg.Int8, "int8", cfg.Int8, "store the vector table as int8 (a quarter of the size)")
	fs.Int64Var(&cfg.MaxBytes, "max-bytes", cfg.MaxBytes, "size budget of the model folder")
	fs.IntVar(&cfg.Workers, "workers", cfg.Workers, "goroutines (the result does not depend on it)")
	blockDims := fs.String("block-dims", formatBlockDims(cfg.BlockDims), "dimensions of named blocks, e.g. en=64 (other blocks share the rest)")
	fs.IntVar(&cfg.ICT.Steps, "ict-steps", cfg.ICT.Steps, "contrastive (Inverse Cloze Task) training steps on top of PPMI-SVD (0: none)")
	fs.IntVar(&cfg.ICT.Batch, "ict-batch", cfg.ICT.Batch, "contrastive pairs per step (in-batch negatives)")
	fs.Float64Var(&cfg.ICT.LR, "ict-lr", cfg.ICT.LR, "contrastive Adam learning rate")
	fs.Float64Var(&cfg.ICT.Tau, "ict-tau", cfg.ICT.Tau, "contrastive InfoNCE temperature")
	fs.Float64Var(&cfg.ICT.SameBook, "ict-same-book", cfg.ICT.SameBook, "share of contrastive batches whose pairs all come from one book (hard in-batch negatives)")
	fs.Float64Var(&cfg.ICT.Titles, "ict-titles", cfg.ICT.Titles, "share of contrastive pairs that are a chapter title phrase against its whole chapter")
	fs.Float64Var(&cfg.ICT.Adjacent, "ict-adjacent", cfg.ICT.Adjacent, "share of contrastive pairs that are adjacent sentences rather than sentence vs rest of paragraph")
	files := fs.String("files", "v1", `corpus files to train on: "v1" (v1's list, the corpus before 2026-11-25), "all", or a file of corpus-relative paths`)
	holdout := fs.String("holdout", "", `comma-separated corpus files to leave out of training and measure on; "eval" names the leave-book-out proxies of make eval`)
	fs.BoolVar(&cfg.Verbose, "v", true, "log progress")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q: %w", fs.Args(), flag.ErrHelp)
	}
	bd, err := parseBlockDims(*blockDims)
	if err != nil {
		return fmt.Errorf("-block-dims: %w", err)
	}
	cfg.BlockDims = bd
	if cfg.Files, err = fileList(*files); err != nil {
		return fmt.Errorf("-files: %w", err)
	}
	cfg.Holdout = holdoutList(*holdout)
	logf := func(format string, args ...any) {
		if cfg.Verbose {
			fmt.Fprintf(logw, format+"\n", args...)
		}
	}

	start := time.Now()
	t, err := train(cfg, logf)
	if err != nil {
		return err
	}
	if err := writeTrained(t, cfg.Out); err != nil {
		return err
	}
	size, err := folderSize(cfg.Out)
	if err != nil {
		return err
	}
	if size > cfg.MaxBytes {
		return fmt.Errorf("model folder %s is %d bytes, over the %d-byte budget", cfg.Out, size, cfg.MaxBytes)
	}
	sum := sha256.Sum256(t.onnx)
	fmt.Fprintf(out, "model      %s\n", cfg.Out)
	fmt.Fprintf(out, "vocab      %d tokens\n", len(t.tokens))
	fmt.Fprintf(out, "dims       %d\n", t.model.dims)
	fmt.Fprintf(out, "components %d\n", len(t.model.components))
	fmt.Fprintf(out, "size       %d bytes\n", size)
	fmt.Fprintf(out, "time       %.1fs\n", time.Since(start).Seconds())
	fmt.Fprintf(out, "sha256     %s\n", hex.EncodeToString(sum[:]))
	if len(cfg.Holdout) > 0 {
		return proxyReport(t, cfg, out)
	}
	return nil
}

// parseBlockDims reads "name=dims,name=dims" (empty: none fixed).
func parseBlockDims(s string) (map[string]int, error) {
	m := map[string]int{}
	if strings.TrimSpace(s) == "" {
		return m, nil
	}
	for part := range strings.SplitSeq(s, ",") {
		name, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		n, err := strconv.Atoi(val)
		if !ok || name == "" || err != nil || n < 1 {
			return nil, fmt.Errorf("%q is not name=dimensions", part)
		}
		if _, dup := m[name]; dup {
			return nil, fmt.Errorf("block %s given twice", name)
		}
		m[name] = n
	}
	return m, nil
}

// formatBlockDims is the inverse of parseBlockDims, names sorted.
func formatBlockDims(m map[string]int) string {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	slices.Sort(names)
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%s=%d", n, m[n])
	}
	return strings.Join(parts, ",")
}

// writeTrained writes the model folder (manifest last, with the sha256).
func writeTrained(t *trained, dir string) error {
	if err := modelgen.WriteModelDir(dir, t.onnx, t.tokenizerJSON, t.manifest); err != nil {
		return fmt.Errorf("write model: %w", err)
	}
	return nil
}

// folderSize is the total size of the regular files in dir.
func folderSize(dir string) (int64, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, fmt.Errorf("model folder size: %w", err)
	}
	var total int64
	for _, e := range entries {
		info, err := os.Stat(filepath.Join(dir, e.Name()))
		if err != nil {
			return 0, fmt.Errorf("model folder size: %w", err)
		}
		if info.Mode().IsRegular() {
			total += info.Size()
		}
	}
	return total, nil
}
