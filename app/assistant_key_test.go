package app

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"inkflow/engine"
	"inkflow/engine/assistant"
	"inkflow/engine/assistant/assistanttest"
)

// TestSettingsKeepTheAPIKeyInTheKeyring: Settings › Assistant takes a
// cloud service's API key (the app had no place for one), keeps it in the
// system's keyring and nowhere in InkFlow's data folder, never shows it
// back, and the assistant sends it; Forget Key deletes it; a system with
// no keyring is told to use the environment variable, without the key.
func TestSettingsKeepTheAPIKeyInTheKeyring(t *testing.T) {
	const key = "sk-typed-in-settings-5150"
	h := newHarness(t, harnessOptions{noModel: true})
	srv := assistanttest.New("qwen2.5:7b")
	defer srv.Close()
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Assistant.BaseURL, s.Assistant.Model = srv.BaseURL(), "qwen2.5:7b" }); err != nil {
		t.Fatal(err)
	}
	h.u.showSettings()
	d := h.u.settings
	h.waitFor("the key's state", func() bool { return strings.HasPrefix(d.key.state.Text, "No key stored") })
	if !d.key.entry.Password || !d.key.forget.Disabled() {
		t.Fatalf("key field: password %v, forget enabled %v", d.key.entry.Password, !d.key.forget.Disabled())
	}

	test.Type(d.key.entry, key)
	h.tapDialogButton("Apply")
	// The keyring is read here only once the app's jobs are done with it:
	// go-keyring's mock is a plain map.
	h.waitFor("the key stored", func() bool {
		return d.key.entry.Text == "" && strings.Contains(d.key.state.Text, "kept in your system's keyring") && !d.key.forget.Disabled()
	})
	if k, src := assistant.APIKey(); k != key || src != "keyring" {
		t.Fatalf("the keyring holds %q from %q", k, src)
	}
	if _, err := h.eng.CheckAssistant(context.Background()); err != nil {
		t.Fatal(err)
	}
	if reqs := srv.Requests(); len(reqs) != 1 || reqs[0].Authorization != "Bearer "+key {
		t.Fatalf("the assistant was sent %+v", reqs)
	}
	h.eng.Close() // its database written out, to be read below
	err := filepath.WalkDir(h.dir, func(path string, de fs.DirEntry, err error) error {
		if err != nil || de.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err == nil && strings.Contains(string(b), key) {
			t.Errorf("%s holds the API key", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}

	test.Tap(d.key.forget)
	h.waitFor("the key forgotten", func() bool {
		return strings.HasPrefix(d.key.state.Text, "No key stored") && d.key.forget.Disabled()
	})
	if k, _ := assistant.APIKey(); k != "" {
		t.Fatalf("the keyring still holds %q", k)
	}

	assistant.MockKeyring(errors.New("dbus: no Secret Service"))
	test.Type(d.key.entry, key)
	h.tapDialogButton("Apply")
	h.waitFor("the keyring's absence", func() bool { return d.errors.Visible() && strings.Contains(d.errors.Text, assistant.KeyEnv) })
	if strings.Contains(d.errors.Text, key) || strings.Contains(d.errors.Text, "dbus") {
		t.Fatalf("the error reads %q", d.errors.Text)
	}
}
