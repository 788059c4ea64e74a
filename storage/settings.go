package storage

import (
	"bytes"
	"fmt"
)

var settingsKey = []byte("settings")

// SettingsData returns the stored settings in the form engine/settings
// encodes them, or nil when none were ever stored. Storage keeps them
// opaque: the settings table (engine/settings) owns the keys, their
// defaults and their validation.
func (tx *Tx) SettingsData() []byte {
	raw := tx.b(bucketSettings).Get(settingsKey)
	if raw == nil {
		return nil
	}
	return bytes.Clone(raw) // bbolt's slice is only valid inside the transaction
}

// PutSettingsData stores encoded settings.
func (tx *Tx) PutSettingsData(raw []byte) error {
	if len(raw) == 0 {
		return fmt.Errorf("storage: put settings: empty: %w", ErrInvalid)
	}
	if err := tx.b(bucketSettings).Put(settingsKey, raw); err != nil {
		return fmt.Errorf("storage: put settings: %w", err)
	}
	return nil
}
