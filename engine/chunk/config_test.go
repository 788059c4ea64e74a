package chunk

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestDefaultConfigIsValid(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatalf("defaults invalid: %v", err)
	}
	if err := (Config{}).Validate(); err != nil {
		t.Fatalf("zero config (all defaults) invalid: %v", err)
	}
	if got := (Config{}).withDefaults(); got != DefaultConfig() {
		t.Fatalf("zero config resolves to %+v, want %+v", got, DefaultConfig())
	}
}

func TestConfigValidate(t *testing.T) {
	tests := []struct {
		name    string
		mutate  func(*Config)
		wantErr string // substring; empty means valid
	}{
		{"percentile mode", func(c *Config) { c.CliffMode = CliffPercentile }, ""},
		{"threshold 2 is the limit", func(c *Config) { c.SimilarityThreshold = 2 }, ""},
		{"threshold above 2", func(c *Config) { c.SimilarityThreshold = 2.5 }, "similarity threshold"},
		{"negative threshold", func(c *Config) { c.SimilarityThreshold = -0.1 }, "similarity threshold"},
		{"NaN threshold", func(c *Config) { c.SimilarityThreshold = math.NaN() }, "similarity threshold"},
		{"unknown mode", func(c *Config) { c.CliffMode = "fancy" }, `unknown cliff mode "fancy"`},
		{"percentile above 100", func(c *Config) { c.Percentile = 101 }, "percentile"},
		{"negative percentile", func(c *Config) { c.Percentile = -5 }, "percentile"},
		{"min child above max", func(c *Config) { c.MinChildSize = 500 }, "min child size 500 > max child size 400"},
		{"target below min", func(c *Config) { c.TargetChildSize = 50 }, "target child size 50 outside"},
		{"target above max", func(c *Config) { c.TargetChildSize = 401 }, "target child size 401 outside"},
		{"negative max child", func(c *Config) { c.MaxChildSize = -1 }, "max child size -1 < 1"},
		{"min parent above max parent", func(c *Config) { c.MinParentSize = 2000 }, "min parent size 2000 > max parent size 1500"},
		{"negative max parent", func(c *Config) { c.MaxParentSize = -3 }, "max parent size -3 < 1"},
		{"max child at the size limit", func(c *Config) { c.MaxChildSize, c.MaxParentSize = SizeLimit, SizeLimit }, ""},
		{"max child beyond the size limit", func(c *Config) { c.MaxChildSize = math.MaxInt }, "max child size 9223372036854775807 > 100000"},
		{"max parent beyond the size limit", func(c *Config) { c.MaxParentSize = SizeLimit + 1 }, "max parent size 100001 > 100000"},
		{"tiny but consistent sizes", func(c *Config) {
			c.MinChildSize, c.TargetChildSize, c.MaxChildSize = 1, 1, 1
			c.MinParentSize, c.MaxParentSize = 1, 1
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := DefaultConfig()
			tt.mutate(&cfg)
			err := cfg.Validate()
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want one containing %q", tt.wantErr)
			}
			if !errors.Is(err, ErrInvalidConfig) {
				t.Fatalf("error %v does not wrap ErrInvalidConfig", err)
			}
			if !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error %q does not contain %q", err, tt.wantErr)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q spans several lines", err)
			}
		})
	}
}

func TestConfigValidateListsAllProblems(t *testing.T) {
	err := Config{SimilarityThreshold: 3, CliffMode: "x"}.Validate()
	if err == nil || !strings.Contains(err.Error(), "similarity threshold") || !strings.Contains(err.Error(), "cliff mode") {
		t.Fatalf("want both problems reported, got %v", err)
	}
}

func TestEffectiveConfigFallsBackToDefaults(t *testing.T) {
	bad := Config{MinChildSize: 900}
	if got := bad.effective(); got != DefaultConfig() {
		t.Fatalf("invalid config resolved to %+v, want defaults", got)
	}
	good := Config{MaxChildSize: 600}
	if got := good.effective(); got.MaxChildSize != 600 || got.MinChildSize != DefaultMinChildSize {
		t.Fatalf("valid config not kept: %+v", got)
	}
}
