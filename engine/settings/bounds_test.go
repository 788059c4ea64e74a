package settings_test

import (
	"errors"
	"strings"
	"testing"

	"inkflow/engine/settings"
	"inkflow/engine/settings/settingstest"
)

// TestEveryKeyBounds: for every key of the table, its bounds are accepted
// and read back, and values just outside, junk and overflow are refused
// with a one-line ErrInvalid that leaves the settings unchanged.
func TestEveryKeyBounds(t *testing.T) {
	for _, k := range settings.Keys() {
		accept, reject := settingstest.Boundaries(k)
		for _, v := range accept {
			s := settings.Defaults()
			if err := s.Set(k.Name, v); err != nil {
				t.Errorf("Set(%s, %q): %v", k.Name, v, err)
				continue
			}
			if got, _ := s.Get(k.Name); got != v {
				t.Errorf("Get(%s) after Set %q = %q", k.Name, v, got)
			}
		}
		for _, v := range reject {
			s := settings.Defaults()
			err := s.Set(k.Name, v)
			if err == nil || !errors.Is(err, settings.ErrInvalid) || strings.Contains(err.Error(), "\n") {
				t.Errorf("Set(%s, %q) = %v, want a one-line ErrInvalid", k.Name, v, err)
			}
			if s != settings.Defaults() {
				t.Errorf("Set(%s, %q) failed but changed the settings", k.Name, v)
			}
		}
	}
}
