package storage

import (
	"errors"
	"math"
	"testing"
)

func TestDefaultSettingsValid(t *testing.T) {
	if err := DefaultSettings().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestSettingKeysMatchDesign(t *testing.T) {
	want := []string{
		"chunking.similarity-threshold", "chunking.cliff-mode", "chunking.target-child-size",
		"chunking.min-child-size", "chunking.max-child-size", "chunking.max-parent-size",
		"chunking.min-parent-size", "chunking.debounce-ms", "chunking.embedding-batch-size",
		"search.use-parent-child", "search.hybrid", "search.rrf-k", "search.default-top-k",
		"search.enable-score-normalization", "search.context-window-size", "model.name",
	}
	have := map[string]bool{}
	for _, k := range SettingKeys() {
		have[k] = true
	}
	for _, k := range want {
		if !have[k] {
			t.Errorf("setting %s missing", k)
		}
	}
}

func TestSettingsSetGetValidate(t *testing.T) {
	tests := []struct {
		key, value string
		wantSet    bool // Set succeeds
		wantValid  bool // the result validates
	}{
		{"chunking.similarity-threshold", "0.25", true, true},
		{"chunking.similarity-threshold", "0", true, false},
		{"chunking.similarity-threshold", "abc", false, false},
		{"chunking.cliff-mode", "percentile", true, true},
		{"chunking.cliff-mode", "sideways", true, false},
		{"chunking.min-child-size", "500", true, false}, // above target
		{"chunking.debounce-ms", "0", true, true},
		{"chunking.debounce-ms", "-1", true, false},
		{"chunking.embedding-batch-size", "0", true, false},
		{"search.hybrid", "false", true, true},
		{"search.hybrid", "maybe", false, false},
		{"search.default-top-k", "0", true, false},
		{"search.fusion", "rrf", true, true},
		{"search.fusion", "max", true, false},
		{"search.vector-weight", "0.5", true, true},
		{"search.vector-weight", "0", true, false},
		{"search.vector-weight", "1.5", true, false},
		{"model.name", "bge-small-zh-v1.5", true, true},
		{"no.such-key", "1", false, false},
	}
	for _, tt := range tests {
		s := DefaultSettings()
		err := s.Set(tt.key, tt.value)
		if (err == nil) != tt.wantSet {
			t.Errorf("Set(%s, %s) err = %v, want success %v", tt.key, tt.value, err, tt.wantSet)
			continue
		}
		if err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("Set(%s) error %v does not wrap ErrInvalid", tt.key, err)
			}
			continue
		}
		got, err := s.Get(tt.key)
		if err != nil || got != tt.value {
			t.Errorf("Get(%s) = %q, %v; want %q", tt.key, got, err, tt.value)
		}
		if verr := s.Validate(); (verr == nil) != tt.wantValid {
			t.Errorf("%s=%s: Validate = %v, want valid %v", tt.key, tt.value, verr, tt.wantValid)
		}
	}
}

func TestSettingsPersistAndDefaultMissingKeys(t *testing.T) {
	db := openTestDB(t)
	s := DefaultSettings()
	s.Search.RRFK = 30
	if err := db.Update(func(tx *Tx) error { return tx.PutSettings(s) }); err != nil {
		t.Fatal(err)
	}
	bad := s
	bad.Chunking.MaxChildSize = 1
	if err := db.Update(func(tx *Tx) error { return tx.PutSettings(bad) }); !errors.Is(err, ErrInvalid) {
		t.Fatalf("invalid settings stored: err = %v", err)
	}
	// A file from an older build lacks newer keys: they take defaults.
	if err := db.Update(func(tx *Tx) error {
		return tx.b(bucketSettings).Put(settingsKey, []byte(`{"search":{"rrf-k":45}}`))
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.View(func(tx *Tx) error {
		got, err := tx.Settings()
		if err != nil {
			return err
		}
		want := DefaultSettings()
		want.Search.RRFK = 45
		want.Search.Hybrid = true
		if got != want {
			t.Errorf("settings = %+v, want %+v", got, want)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

func TestEmbeddingCache(t *testing.T) {
	db := openTestDB(t)
	h := HashText("一句话。")
	err := db.Update(func(tx *Tx) error {
		if err := tx.PutCachedVector("a@1", h, []float32{0.6, 0.8}); err != nil {
			return err
		}
		if err := tx.PutCachedVector("b@1", h, []float32{1, 0}); err != nil {
			return err
		}
		if err := tx.PutCachedVector("", h, []float32{1}); !errors.Is(err, ErrInvalid) {
			t.Errorf("empty model id accepted: %v", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(tx *Tx) error {
		// Half precision: near the stored values, and exactly what
		// RoundToCache makes of them.
		want := []float32{0.6, 0.8}
		RoundToCache(want)
		v, err := tx.CachedVector("a@1", h)
		if err != nil || len(v) != 2 || v[0] != want[0] || v[1] != want[1] {
			t.Errorf("cached vector = %v, %v; want %v", v, err, want)
		}
		if math.Abs(float64(want[0])-0.6) > 1e-3 || math.Abs(float64(want[1])-0.8) > 1e-3 {
			t.Errorf("RoundToCache(0.6, 0.8) = %v: not half precision", want)
		}
		if v, _ := tx.CachedVector("a@1", HashText("别的")); v != nil {
			t.Errorf("miss returned %v", v)
		}
		if n := tx.CacheLen("a@1"); n != 1 {
			t.Errorf("CacheLen(a) = %d", n)
		}
		n, err := tx.DropCacheExcept("b@1")
		if err != nil || n != 1 {
			t.Errorf("DropCacheExcept = %d, %v", n, err)
		}
		if v, _ := tx.CachedVector("a@1", h); v != nil {
			t.Error("dropped model's vector survived")
		}
		if v, _ := tx.CachedVector("b@1", h); v == nil {
			t.Error("kept model's vector dropped")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
