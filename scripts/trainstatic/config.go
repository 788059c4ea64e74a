package main

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// config holds every knob of a training run. The defaults (defaultConfig)
// produce the shipped model; the README records the command line.
type config struct {
	// Corpus is the training corpus root: one folder per language block
	// (train/zh, train/en), every *.txt inside is read.
	Corpus string
	// Out is the model folder to write (model.onnx, tokenizer.json,
	// manifest.json).
	Out string
	// Name is the model's name in its manifest (the folder name it is
	// installed under and the first part of its model id).
	Name string
	// Seed drives every random choice (SVD test matrix, sentence sample).
	Seed uint64
	// Dims is the length of the token and sentence vectors.
	Dims int
	// BlockDims fixes the dimensions of named language blocks; the other
	// blocks share the rest of Dims (see allocateDims).
	BlockDims map[string]int
	// Window is the co-occurrence half-window in tokens.
	Window int
	// Harmonic weights a co-occurrence at distance d by 1/d (as GloVe and
	// word2vec's dynamic window do) instead of counting every position in
	// the window alike.
	Harmonic bool
	// Alpha is the context-distribution smoothing exponent of PPMI
	// (Levy, Goldberg & Dagan 2015): rare contexts get less inflated PMI.
	Alpha float64
	// EigenPower is p in U·Σ^p, the eigenvalue weighting of the SVD factors.
	EigenPower float64
	// Oversample and PowerIters are the randomized-SVD parameters
	// (Halko, Martinsson & Tropp 2011).
	Oversample, PowerIters int
	// RowNormalize scales every token vector to unit length before the
	// SIF weighting, so a token's influence comes from its weight alone.
	RowNormalize bool
	// SIFA is a in the SIF weight a/(a+p(w)).
	SIFA float64
	// ComponentsPerBlock is how many common components are removed per
	// language block.
	ComponentsPerBlock int
	// SampleSentences is the number of sentences per block used to compute
	// the common components.
	SampleSentences int
	// MinCJK and MinWord are the frequency cuts for CJK characters and whole
	// non-CJK words; MinPiece is the cut for WordPiece sub-pieces (in uses
	// when the below-cut words are segmented).
	MinCJK, MinWord, MinPiece int
	// MaxPieces caps the number of sub-pieces added beyond the alphabet.
	MaxPieces int
	// Bigrams is the most CJK character bigrams given vectors of their own
	// (0: characters only); MinBigram is the least count of one.
	Bigrams   int
	MinBigram int
	// Int8 stores the vector table as int8 with a scale per row: a quarter
	// of the size, the room that bigrams need.
	Int8 bool
	// Identity is λ, the length of the random identity component added to
	// the vector of every Han character and bigram (addIdentity); 0 leaves
	// the vectors distributional.
	Identity float64
	// MaxBytes bounds the whole model folder; the vocabulary is cut (least
	// frequent first) until the estimate fits.
	MaxBytes int64
	// Workers is the number of goroutines for tokenising, counting and
	// matrix products. Results do not depend on it.
	Workers int
	// Files lists the corpus files to read, relative to Corpus (nil: every
	// *.txt under it); the -files flag fills it (see fileList).
	Files []string
	// ICT is the optional contrastive fine-tuning of the token table
	// (contrast.go); ICT.Steps 0 leaves the PPMI-SVD table as it is.
	ICT ictConfig
	// Holdout lists corpus files (relative to Corpus) left out of training
	// and used for the proxy evaluation that tunes hyperparameters without
	// touching the dev texts.
	Holdout []string
	// Verbose logs progress.
	Verbose bool
}

// defaultConfig returns the settings of the shipped model.
func defaultConfig() config {
	return config{
		Name:               defaultName,
		Seed:               1,
		Dims:               256,
		BlockDims:          map[string]int{"en": 32},
		Window:             10,
		Harmonic:           false,
		Alpha:              1,
		EigenPower:         0.5,
		Oversample:         16,
		PowerIters:         4,
		RowNormalize:       true,
		SIFA:               1e-3,
		ComponentsPerBlock: 1,
		SampleSentences:    20000,
		MinCJK:             3,
		MinWord:            3,
		MinPiece:           5,
		MaxPieces:          1500,
		Bigrams:            0,
		MinBigram:          20,
		MaxBytes:           16_000_000,
		Workers:            2,
		ICT:                ictConfig{Batch: 1024, LR: 1e-3, Tau: 0.05, Adjacent: 0.5},
	}
}

// validate reports every setting that cannot produce a model.
func (c config) validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if c.Corpus == "" {
		bad("corpus folder is empty")
	}
	if c.Out == "" {
		bad("output folder is empty")
	}
	if c.Name == "" || strings.ContainsAny(c.Name, `/\ `) {
		bad("model name %q is empty or holds a slash or space", c.Name)
	}
	if c.Dims < 2 {
		bad("dims %d < 2", c.Dims)
	}
	if c.Window < 1 || c.Window > 16 {
		bad("window %d outside [1, 16]", c.Window)
	}
	if !(c.Alpha > 0 && c.Alpha <= 1) {
		bad("alpha %v outside (0, 1]", c.Alpha)
	}
	if math.IsNaN(c.EigenPower) || c.EigenPower < 0 || c.EigenPower > 1 {
		bad("eigenvalue power %v outside [0, 1]", c.EigenPower)
	}
	if c.Oversample < 0 || c.PowerIters < 0 {
		bad("oversample %d and power iterations %d must not be negative", c.Oversample, c.PowerIters)
	}
	if !(c.SIFA > 0) {
		bad("SIF a %v must be positive", c.SIFA)
	}
	if c.ComponentsPerBlock < 0 || c.ComponentsPerBlock > 4 {
		bad("components per block %d outside [0, 4]", c.ComponentsPerBlock)
	}
	if c.ComponentsPerBlock > 0 && c.SampleSentences < 10*c.ComponentsPerBlock {
		bad("%d sample sentences are too few for %d components", c.SampleSentences, c.ComponentsPerBlock)
	}
	if c.MinCJK < 1 || c.MinWord < 1 || c.MinPiece < 1 {
		bad("frequency cuts must be at least 1 (cjk %d, word %d, piece %d)", c.MinCJK, c.MinWord, c.MinPiece)
	}
	if c.Bigrams < 0 || c.MinBigram < 1 {
		bad("bigrams %d must not be negative and their minimum count %d must be at least 1", c.Bigrams, c.MinBigram)
	}
	if math.IsNaN(c.Identity) || c.Identity < 0 || c.Identity > 4 {
		bad("identity %v outside [0, 4]", c.Identity)
	}
	if c.MaxPieces < 0 {
		bad("max pieces %d is negative", c.MaxPieces)
	}
	if c.MaxBytes < 1<<20 {
		bad("max bytes %d is below 1 MiB", c.MaxBytes)
	}
	if c.Workers < 1 {
		bad("workers %d < 1", c.Workers)
	}
	if err := c.ICT.validate(); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}
