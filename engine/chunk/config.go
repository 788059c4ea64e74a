package chunk

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"strings"
)

// ErrInvalidConfig is wrapped by every error [Config.Validate] returns, so
// callers can tell a settings problem from a runtime failure.
var ErrInvalidConfig = errors.New("chunk: invalid config")

// CliffMode selects how semantic cliffs are found among adjacent-sentence
// similarities (see [Cliffs]).
type CliffMode string

const (
	// CliffDrop cuts where the similarity drops by more than
	// Config.SimilarityThreshold below the recent level. It suits a model
	// whose similarity scale is known.
	CliffDrop CliffMode = "drop"
	// CliffPercentile cuts where the distance (1 − similarity) between
	// windows of sentences exceeds the Config.Percentile-th percentile of
	// the document's distances, as LangChain's and LlamaIndex's semantic
	// chunkers do. It adapts to any model's similarity scale: with the
	// shipped static model, whose similarities sit low, it finds twice as
	// many topic seams as drop mode (model/quality TestCliffGate), though
	// drop mode's children retrieve slightly better (README, "Semantic
	// cliffs").
	CliffPercentile CliffMode = "percentile"
)

// Defaults from the product specification (docs/ARCHITECTURE.md §4 and §7).
const (
	DefaultSimilarityThreshold = 0.3
	DefaultCliffMode           = CliffDrop
	DefaultPercentile          = 95.0
	DefaultTargetChildSize     = 250
	DefaultMinChildSize        = 100
	DefaultMaxChildSize        = 400
	DefaultMaxParentSize       = 1500
	DefaultMinParentSize       = 150
)

// SizeLimit bounds every size of a Config, in runes. The segmenter
// allocates per rune of MaxChildSize and plans parents per rune of
// MaxParentSize, so a Config never reaches the algorithms with a size that
// would exhaust memory, whoever built it (the settings table's own ranges
// are narrower).
const SizeLimit = 100_000

// Config holds the chunking parameters. Sizes are in runes.
//
// A zero field means "use the default", so Config{} behaves like
// [DefaultConfig]. The consequence is that a threshold or percentile of
// exactly 0 cannot be expressed; both would cut at nearly every sentence and
// are not useful settings.
type Config struct {
	// SimilarityThreshold is the drop (level − similarity) that makes a cliff
	// in drop mode. Default 0.3; must lie in [0, 2], the range of a
	// difference of cosines that can still be exceeded.
	SimilarityThreshold float64
	// CliffMode is drop (default) or percentile.
	CliffMode CliffMode
	// Percentile is the distance percentile above which percentile mode cuts.
	// Default 95; must lie in (0, 100].
	Percentile float64
	// TargetChildSize is the child size the merger aims at (default 250).
	TargetChildSize int
	// MinChildSize is the smallest child allowed unless the whole parent is
	// smaller (default 100).
	MinChildSize int
	// MaxChildSize is the largest child allowed, always (default 400).
	MaxChildSize int
	// MaxParentSize bounds a logical parent unless a single sentence is
	// longer (default 1500).
	MaxParentSize int
	// MinParentSize is the size below which consecutive blocks are merged
	// (default 150).
	MinParentSize int
}

// DefaultConfig returns the product defaults.
func DefaultConfig() Config {
	return Config{
		SimilarityThreshold: DefaultSimilarityThreshold,
		CliffMode:           DefaultCliffMode,
		Percentile:          DefaultPercentile,
		TargetChildSize:     DefaultTargetChildSize,
		MinChildSize:        DefaultMinChildSize,
		MaxChildSize:        DefaultMaxChildSize,
		MaxParentSize:       DefaultMaxParentSize,
		MinParentSize:       DefaultMinParentSize,
	}
}

// withDefaults replaces zero fields by their defaults.
func (c Config) withDefaults() Config {
	d := DefaultConfig()
	c.SimilarityThreshold = cmp.Or(c.SimilarityThreshold, d.SimilarityThreshold)
	c.CliffMode = cmp.Or(c.CliffMode, d.CliffMode)
	c.Percentile = cmp.Or(c.Percentile, d.Percentile)
	c.TargetChildSize = cmp.Or(c.TargetChildSize, d.TargetChildSize)
	c.MinChildSize = cmp.Or(c.MinChildSize, d.MinChildSize)
	c.MaxChildSize = cmp.Or(c.MaxChildSize, d.MaxChildSize)
	c.MaxParentSize = cmp.Or(c.MaxParentSize, d.MaxParentSize)
	c.MinParentSize = cmp.Or(c.MinParentSize, d.MinParentSize)
	return c
}

// effective is the configuration the algorithms run with: defaults filled
// in and, because the pure functions have no error return, an invalid
// configuration replaced by the defaults rather than producing garbage.
// Callers that want to hear about a bad configuration use Validate (the
// functions that return an error do so themselves).
func (c Config) effective() Config {
	c = c.withDefaults()
	if c.Validate() != nil {
		return DefaultConfig()
	}
	return c
}

// Validate reports every nonsensical setting, after zero fields have been
// given their defaults. The error wraps [ErrInvalidConfig] and lists all
// problems on one line, separated by semicolons.
func (c Config) Validate() error {
	c = c.withDefaults()
	var errs []string
	if math.IsNaN(c.SimilarityThreshold) || c.SimilarityThreshold < 0 || c.SimilarityThreshold > 2 {
		errs = append(errs, fmt.Sprintf("similarity threshold %v outside [0, 2]", c.SimilarityThreshold))
	}
	switch c.CliffMode {
	case CliffDrop, CliffPercentile:
	default:
		errs = append(errs, fmt.Sprintf("unknown cliff mode %q (want %q or %q)", c.CliffMode, CliffDrop, CliffPercentile))
	}
	if math.IsNaN(c.Percentile) || c.Percentile <= 0 || c.Percentile > 100 {
		errs = append(errs, fmt.Sprintf("percentile %v outside (0, 100]", c.Percentile))
	}
	if c.MinChildSize < 1 {
		errs = append(errs, fmt.Sprintf("min child size %d < 1", c.MinChildSize))
	}
	if c.MaxChildSize < 1 {
		errs = append(errs, fmt.Sprintf("max child size %d < 1", c.MaxChildSize))
	}
	if c.MinChildSize > c.MaxChildSize {
		errs = append(errs, fmt.Sprintf("min child size %d > max child size %d", c.MinChildSize, c.MaxChildSize))
	}
	if c.TargetChildSize < c.MinChildSize || c.TargetChildSize > c.MaxChildSize {
		errs = append(errs, fmt.Sprintf("target child size %d outside [min %d, max %d]", c.TargetChildSize, c.MinChildSize, c.MaxChildSize))
	}
	if c.MinParentSize < 1 {
		errs = append(errs, fmt.Sprintf("min parent size %d < 1", c.MinParentSize))
	}
	if c.MaxParentSize < 1 {
		errs = append(errs, fmt.Sprintf("max parent size %d < 1", c.MaxParentSize))
	}
	for _, sz := range []struct {
		name string
		n    int
	}{{"target child size", c.TargetChildSize}, {"min child size", c.MinChildSize}, {"max child size", c.MaxChildSize}, {"min parent size", c.MinParentSize}, {"max parent size", c.MaxParentSize}} {
		if sz.n > SizeLimit {
			errs = append(errs, fmt.Sprintf("%s %d > %d", sz.name, sz.n, SizeLimit))
		}
	}
	if c.MinParentSize > c.MaxParentSize {
		errs = append(errs, fmt.Sprintf("min parent size %d > max parent size %d", c.MinParentSize, c.MaxParentSize))
	}
	if len(errs) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s", ErrInvalidConfig, strings.Join(errs, "; "))
}
