package engine

import (
	"fmt"

	"inkflow/engine/index"
	"inkflow/storage"
)

// Settings are the tunable parameters of DESIGN §7 (see storage.Settings
// for the keys and defaults).
type Settings = storage.Settings

// Settings returns the current settings. They are live: the next index
// task and the next search read them.
func (e *Engine) Settings() Settings { return *e.settings.Load() }

// UpdateSettings applies fn to a copy of the current settings, validates
// the result (including the chunker's own rules), stores it and makes it
// current. On error nothing changes.
func (e *Engine) UpdateSettings(fn func(*Settings)) error {
	e.setMu.Lock()
	defer e.setMu.Unlock()
	s := *e.settings.Load()
	fn(&s)
	if err := s.Validate(); err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	if err := index.ChunkConfig(s).Validate(); err != nil {
		return fmt.Errorf("engine: %w: %w", ErrInvalid, err)
	}
	if err := e.db.Update(func(tx *storage.Tx) error { return tx.PutSettings(s) }); err != nil {
		return fmt.Errorf("engine: save settings: %w", err)
	}
	e.settings.Store(&s)
	return nil
}
