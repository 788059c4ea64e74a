package engine

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/engine/settings"
	"inkflow/model/modelpath"
	"inkflow/storage"
)

// TestStoredSettingsOutOfRangeFallBack: values outside the settings table
// in the database (an older release's, a hand edit's) are never used: the
// engine opens with the defaults for those keys, keeps the valid ones,
// says so in one log line, and indexes and searches normally; the next
// accepted change stores a valid set.
func TestStoredSettingsOutOfRangeFallBack(t *testing.T) {
	dir := t.TempDir()
	db, err := storage.Open(filepath.Join(dir, storage.FileName))
	must(t, err)
	must(t, db.Update(func(tx *storage.Tx) error {
		return tx.PutSettingsData([]byte(`{"chunking":{"max-child-size":9223372036854775807,"embedding-batch-size":0},"search":{"rrf-k":30,"context-window-size":-1}}`))
	}))
	must(t, db.Close())

	var logs bytes.Buffer
	e, err := Open(Options{DataDir: dir, Embedder: newBigram(), Debounce: testDebounceNever, Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	must(t, err)
	defer e.Close()
	want := settings.Defaults()
	want.Search.RRFK = 30
	if got := e.Settings(); got != want {
		t.Errorf("settings = %+v, want the defaults but the valid rrf-k %+v", got, want)
	}
	if n := strings.Count(logs.String(), "\n"); n != 1 || !strings.Contains(logs.String(), "chunking.max-child-size") || !strings.Contains(logs.String(), "search.context-window-size") {
		t.Errorf("want one log line naming the keys, got %q", logs.String())
	}
	p := mustProject(t, e, "p")
	mustChapter(t, e, p.ID, "c", plainText(3, 3000))
	must(t, e.Reindex(context.Background(), p.ID))
	checkInvariants(t, e)
	if st, err := e.Stats(t.Context()); err != nil || st.ChildChars.Max > want.Chunking.MaxChildSize || st.Children == 0 {
		t.Fatalf("indexed with the fallback: %+v, %v", st.ChildChars, err)
	}
	must(t, e.UpdateSettings(func(s *Settings) { s.Search.DefaultTopK = 5 }))
	var raw []byte
	must(t, e.db.View(func(tx *storage.Tx) error { raw = tx.SettingsData(); return nil }))
	if _, err := settings.Decode(raw); err != nil {
		t.Errorf("after a change the stored settings are still invalid: %v", err)
	}
}

// TestUpdateSettingsModelName: model.name must name an installed model;
// "" (the bundled default) always is.
func TestUpdateSettingsModelName(t *testing.T) {
	models := t.TempDir()
	t.Setenv(modelpath.EnvDir, models) // a folder of model folders: none installed
	e := openEngine(t, "", newBigram(), testDebounceNever)
	err := e.UpdateSettings(func(s *Settings) { s.Model.Name = "not-installed" })
	if !errors.Is(err, ErrInvalid) || !errors.Is(err, settings.ErrInvalid) || !strings.Contains(err.Error(), "not an installed model") {
		t.Fatalf("unknown model accepted or unclear: %v", err)
	}
	if e.Settings().Model.Name != "" {
		t.Fatal("an unknown model name was stored")
	}
	must(t, e.UpdateSettings(func(s *Settings) { s.Model.Name = "" }))

	// An override that is one model's folder runs under every name, but
	// makes no name installed: the one stored would name nothing once the
	// override is unset.
	single := filepath.Join(models, "one")
	if err := os.MkdirAll(single, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(single, "manifest.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(modelpath.EnvDir, single)
	if err := e.UpdateSettings(func(s *Settings) { s.Model.Name = "not-installed" }); !errors.Is(err, ErrInvalid) {
		t.Errorf("under an override of one model's folder, an unknown model name: %v, want ErrInvalid", err)
	}
	must(t, e.UpdateSettings(func(s *Settings) { s.Model.Name = "one" }))
}
