package engine

import (
	"fmt"
	"log/slog"

	"inkflow/engine/settings"
	"inkflow/model/modelpath"
	"inkflow/storage"
)

// Settings are the tunable parameters; engine/settings holds the one table
// of their keys, ranges and defaults.
type Settings = settings.Values

// Settings returns the current settings. They are live: the next index
// task and the next search read them.
func (e *Engine) Settings() Settings { return *e.settings.Load() }

// UpdateSettings applies fn to a copy of the current settings, validates
// the result against the settings table (every range, every rule between
// keys, and model.name and search.late-interaction-model naming installed
// models), stores it and makes it
// current. On error nothing changes; errors about values wrap ErrInvalid.
func (e *Engine) UpdateSettings(fn func(*Settings)) error {
	e.setMu.Lock()
	defer e.setMu.Unlock()
	s := *e.settings.Load()
	fn(&s)
	if err := e.checkSettings(s); err != nil {
		return invalidSettings{err}
	}
	raw, err := s.Encode()
	if err != nil {
		return fmt.Errorf("engine: encode settings: %w", err)
	}
	if err := e.db.Update(func(tx *storage.Tx) error { return tx.PutSettingsData(raw) }); err != nil {
		return fmt.Errorf("engine: save settings: %w", err)
	}
	e.settings.Store(&s)
	return nil
}

// checkSettings validates s against the table and checks that a changed
// model.name or search.late-interaction-model names an installed model (an unchanged one is left alone: it
// may have been uninstalled, and the model loader reports that).
func (e *Engine) checkSettings(s Settings) error {
	if err := s.Validate(); err != nil {
		return err
	}
	if name := s.Model.Name; name != "" && name != e.settings.Load().Model.Name {
		// Exists, not Locate: an INKFLOW_MODEL_DIR that is one model's
		// folder is found under every name, and would let any pass.
		if !modelpath.Exists(name, e.dir) {
			return settings.Invalidf("model.name: %q is not an installed model (see `inkflow model list`)", name)
		}
	}
	if name := s.Search.LateInteractionModel; name != "" && name != e.settings.Load().Search.LateInteractionModel {
		if !modelpath.Exists(name, e.dir) {
			return settings.Invalidf("search.late-interaction-model: %q is not an installed model (see `inkflow model list`)", name)
		}
	}
	return nil
}

// invalidSettings makes a settings error match ErrInvalid too, keeping its
// one-line text.
type invalidSettings struct{ error }

func (e invalidSettings) Unwrap() error      { return e.error }
func (invalidSettings) Is(target error) bool { return target == ErrInvalid }

// loadSettings reads the stored settings. Values outside the table (an
// older release's looser ranges, a hand-edited database) fall back to
// their defaults with one log line, so that no stored value can make a
// command fail or allocate without bound; doctor reports them.
func loadSettings(db *storage.DB, log *slog.Logger) Settings {
	var raw []byte
	if err := db.View(func(tx *storage.Tx) error { raw = tx.SettingsData(); return nil }); err != nil {
		log.Warn("stored settings unreadable; using defaults", "err", err)
		return settings.Defaults()
	}
	s, err := settings.Decode(raw)
	if err != nil {
		log.Warn("stored settings out of range; using defaults for them until they are changed", "err", err)
	}
	return s
}
