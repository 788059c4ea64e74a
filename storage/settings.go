package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// Settings are the user-tunable parameters of DESIGN §7. They are stored in
// the settings bucket as JSON with the documented dotted key names
// ("chunking.similarity-threshold" is Chunking.SimilarityThreshold).
type Settings struct {
	Chunking ChunkingSettings `json:"chunking"`
	Search   SearchSettings   `json:"search"`
	Model    ModelSettings    `json:"model"`
}

// ChunkingSettings steer the indexer. Sizes are in characters (runes).
type ChunkingSettings struct {
	// SimilarityThreshold is the similarity drop that makes a semantic
	// cliff in drop mode.
	SimilarityThreshold float64 `json:"similarity-threshold"`
	// CliffMode is "drop" (default) or "percentile".
	CliffMode string `json:"cliff-mode"`
	// Percentile is the distance percentile above which percentile mode
	// cuts (not in the product specification; 95 as LangChain does).
	Percentile         float64 `json:"percentile"`
	TargetChildSize    int     `json:"target-child-size"`
	MinChildSize       int     `json:"min-child-size"`
	MaxChildSize       int     `json:"max-child-size"`
	MaxParentSize      int     `json:"max-parent-size"`
	MinParentSize      int     `json:"min-parent-size"`
	DebounceMS         int     `json:"debounce-ms"`
	EmbeddingBatchSize int     `json:"embedding-batch-size"`
}

// SearchSettings steer engine/search.
type SearchSettings struct {
	UseParentChild           bool `json:"use-parent-child"`
	Hybrid                   bool `json:"hybrid"`
	RRFK                     int  `json:"rrf-k"`
	DefaultTopK              int  `json:"default-top-k"`
	EnableScoreNormalization bool `json:"enable-score-normalization"`
	ContextWindowSize        int  `json:"context-window-size"`
	// Fusion is how hybrid search combines the vector and keyword lists
	// (engine/search/fuse.go): "convex" (each list's scores min-max
	// normalised, then w·vector + (1−w)·keyword) or "rrf" (weighted
	// Reciprocal Rank Fusion, 2w/(k+rank) + 2(1−w)/(k+rank)).
	Fusion string `json:"fusion"`
	// VectorWeight is w above, the vector list's share, in (0, 1]; 0.5
	// weighs both lists alike.
	VectorWeight float64 `json:"vector-weight"`
}

// ModelSettings choose the embedding model.
type ModelSettings struct {
	// Name is the installed model to load; "" means the bundled default.
	Name string `json:"name"`
}

// DefaultSettings returns the product defaults.
func DefaultSettings() Settings {
	return Settings{
		Chunking: ChunkingSettings{
			SimilarityThreshold: 0.3,
			CliffMode:           "drop",
			Percentile:          95,
			TargetChildSize:     250,
			MinChildSize:        100,
			MaxChildSize:        400,
			MaxParentSize:       1500,
			MinParentSize:       150,
			DebounceMS:          3000,
			EmbeddingBatchSize:  32,
		},
		Search: SearchSettings{
			UseParentChild:           true,
			Hybrid:                   true,
			RRFK:                     60,
			DefaultTopK:              10,
			EnableScoreNormalization: true,
			ContextWindowSize:        1000,
			Fusion:                   "convex",
			VectorWeight:             0.3,
		},
	}
}

// Validate reports every out-of-range value, one message per problem.
func (s Settings) Validate() error {
	var errs []error
	bad := func(key string, format string, args ...any) {
		errs = append(errs, fmt.Errorf("setting %s: %s: %w", key, fmt.Sprintf(format, args...), ErrInvalid))
	}
	c := s.Chunking
	if math.IsNaN(c.SimilarityThreshold) || c.SimilarityThreshold <= 0 || c.SimilarityThreshold > 2 {
		bad("chunking.similarity-threshold", "%v is outside (0, 2]", c.SimilarityThreshold)
	}
	if c.CliffMode != "drop" && c.CliffMode != "percentile" {
		bad("chunking.cliff-mode", "%q is neither drop nor percentile", c.CliffMode)
	}
	if math.IsNaN(c.Percentile) || c.Percentile <= 0 || c.Percentile > 100 {
		bad("chunking.percentile", "%v is outside (0, 100]", c.Percentile)
	}
	if c.MinChildSize < 1 || c.MinChildSize > c.TargetChildSize || c.TargetChildSize > c.MaxChildSize {
		bad("chunking.*-child-size", "want 1 <= min (%d) <= target (%d) <= max (%d)", c.MinChildSize, c.TargetChildSize, c.MaxChildSize)
	}
	if c.MinParentSize < 1 || c.MinParentSize > c.MaxParentSize {
		bad("chunking.*-parent-size", "want 1 <= min (%d) <= max (%d)", c.MinParentSize, c.MaxParentSize)
	}
	if c.DebounceMS < 0 || c.DebounceMS > 600_000 {
		bad("chunking.debounce-ms", "%d is outside [0, 600000]", c.DebounceMS)
	}
	if c.EmbeddingBatchSize < 1 || c.EmbeddingBatchSize > 4096 {
		bad("chunking.embedding-batch-size", "%d is outside [1, 4096]", c.EmbeddingBatchSize)
	}
	q := s.Search
	if q.RRFK < 1 {
		bad("search.rrf-k", "%d < 1", q.RRFK)
	}
	if q.DefaultTopK < 1 || q.DefaultTopK > 1000 {
		bad("search.default-top-k", "%d is outside [1, 1000]", q.DefaultTopK)
	}
	if q.ContextWindowSize < 0 {
		bad("search.context-window-size", "%d < 0", q.ContextWindowSize)
	}
	if q.Fusion != "convex" && q.Fusion != "rrf" {
		bad("search.fusion", "%q is neither convex nor rrf", q.Fusion)
	}
	if math.IsNaN(q.VectorWeight) || q.VectorWeight <= 0 || q.VectorWeight > 1 {
		bad("search.vector-weight", "%v is outside (0, 1]", q.VectorWeight)
	}
	return errors.Join(errs...)
}

// settingField is one dotted key and the struct field behind it.
type settingField struct {
	key   string
	field func(s *Settings) reflect.Value
}

// settingFields walks the json tags once so the key list cannot drift from
// the struct.
var settingFields = func() []settingField {
	var out []settingField
	st := reflect.TypeOf(Settings{})
	for i := range st.NumField() {
		sec := st.Field(i)
		secName := sec.Tag.Get("json")
		for j := range sec.Type.NumField() {
			f := sec.Type.Field(j)
			i, j := i, j
			out = append(out, settingField{
				key:   secName + "." + f.Tag.Get("json"),
				field: func(s *Settings) reflect.Value { return reflect.ValueOf(s).Elem().Field(i).Field(j) },
			})
		}
	}
	return out
}()

// SettingKeys lists every dotted key, in declaration order.
func SettingKeys() []string {
	keys := make([]string, len(settingFields))
	for i, f := range settingFields {
		keys[i] = f.key
	}
	return keys
}

func findSetting(key string) (settingField, error) {
	for _, f := range settingFields {
		if f.key == key {
			return f, nil
		}
	}
	return settingField{}, fmt.Errorf("unknown setting %q: %w", key, ErrInvalid)
}

// Get formats one setting by its dotted key.
func (s Settings) Get(key string) (string, error) {
	f, err := findSetting(key)
	if err != nil {
		return "", err
	}
	return fmt.Sprint(f.field(&s).Interface()), nil
}

// Set parses value into the setting with the dotted key. It does not
// validate the result; call Validate after a batch of changes.
func (s *Settings) Set(key, value string) error {
	f, err := findSetting(key)
	if err != nil {
		return err
	}
	v := f.field(s)
	value = strings.TrimSpace(value)
	switch v.Kind() {
	case reflect.String:
		v.SetString(value)
	case reflect.Bool:
		b, err := strconv.ParseBool(value)
		if err != nil {
			return fmt.Errorf("setting %s: %q is not a boolean: %w", key, value, ErrInvalid)
		}
		v.SetBool(b)
	case reflect.Int:
		n, err := strconv.Atoi(value)
		if err != nil {
			return fmt.Errorf("setting %s: %q is not an integer: %w", key, value, ErrInvalid)
		}
		v.SetInt(int64(n))
	case reflect.Float64:
		x, err := strconv.ParseFloat(value, 64)
		if err != nil {
			return fmt.Errorf("setting %s: %q is not a number: %w", key, value, ErrInvalid)
		}
		v.SetFloat(x)
	default:
		return fmt.Errorf("setting %s: unsupported type %s", key, v.Kind())
	}
	return nil
}

var settingsKey = []byte("settings")

// Settings reads the stored settings. Keys missing from the stored JSON
// (written by an older build) take their defaults; a file without settings
// yields DefaultSettings. Stored values that fail validation are reported
// with the decoded settings, so the caller can decide to fall back.
func (tx *Tx) Settings() (Settings, error) {
	s := DefaultSettings()
	raw := tx.b(bucketSettings).Get(settingsKey)
	if raw == nil {
		return s, nil
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return DefaultSettings(), fmt.Errorf("storage: decode settings: %w", err)
	}
	if err := s.Validate(); err != nil {
		return s, fmt.Errorf("storage: stored settings: %w", err)
	}
	return s, nil
}

// PutSettings validates and stores the settings.
func (tx *Tx) PutSettings(s Settings) error {
	if err := s.Validate(); err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	raw, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("storage: encode settings: %w", err)
	}
	if err := tx.b(bucketSettings).Put(settingsKey, raw); err != nil {
		return fmt.Errorf("storage: put settings: %w", err)
	}
	return nil
}
