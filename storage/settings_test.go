package storage

import (
	"errors"
	"math"
	"testing"
)

// The keys, defaults and validation of settings are tested with the table
// in engine/settings; storage only keeps the bytes.
func TestSettingsDataRoundTrip(t *testing.T) {
	db := openTestDB(t)
	if err := db.View(func(tx *Tx) error {
		if raw := tx.SettingsData(); raw != nil {
			t.Errorf("fresh database has settings %q", raw)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	want := []byte(`{"search":{"rrf-k":45}}`)
	if err := db.Update(func(tx *Tx) error {
		if err := tx.PutSettingsData(nil); !errors.Is(err, ErrInvalid) {
			t.Errorf("empty settings stored: err = %v", err)
		}
		return tx.PutSettingsData(want)
	}); err != nil {
		t.Fatal(err)
	}
	var got []byte
	if err := db.View(func(tx *Tx) error { got = tx.SettingsData(); return nil }); err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("settings = %q, want %q", got, want)
	}
}

func TestEmbeddingCache(t *testing.T) {
	db := openTestDB(t)
	h := HashText("一句话。")
	must(t, db.Update(func(tx *Tx) error {
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
	}))
	must(t, db.Update(func(tx *Tx) error {
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
	}))
}
