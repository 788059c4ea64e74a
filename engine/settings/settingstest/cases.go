// Package settingstest derives test values from the settings table, so
// that the tests of every layer (the table, the command line, the app)
// cover every key, including keys added later, without a list of their own.
package settingstest

import (
	"math"
	"strconv"
	"strings"

	"inkflow/engine/settings"
)

// Boundaries returns values the table must accept for k (its bounds, 0
// where it means something, every choice) and values it must reject (just
// outside, junk, overflow, paths for names). Text keys accept "" and any
// plain name here; whether a model of that name is installed is the
// engine's check, tested where models exist.
func Boundaries(k settings.Key) (accept, reject []string) {
	reject = []string{"abc"}
	switch k.Type {
	case settings.Int:
		accept = []string{num(k.Min), num(k.Max)}
		reject = append(reject, "", num(k.Min-1), num(k.Max+1), "1.5", "9223372036854775807", "-9223372036854775808", "99999999999999999999")
	case settings.Float:
		accept = []string{num(k.Min), num(k.Max)}
		reject = append(reject, "", num(k.Min-math.Max(k.Min/2, 0.001)), num(k.Max*1.01), "NaN", "Inf", "-Inf", "1e308")
	case settings.Bool:
		accept = []string{"true", "false"}
		reject = append(reject, "", "maybe", "2")
	case settings.Choice:
		accept = k.Choices
		reject = append(reject, "", strings.ToUpper(k.Choices[0]), "sideways")
	case settings.Text:
		accept = []string{"", "bge-small-zh-v1.5"}
		reject = []string{"../models/x", `C:\models`, "a/b", "bad\nname", strings.Repeat("x", 201)}
	case settings.URL:
		accept = []string{"http://127.0.0.1:11434/v1", "https://api.example.com/v1"}
		reject = append(reject, "", "ftp://host/x", "http://", "127.0.0.1:11434")
	case settings.Ident:
		accept = []string{"", "qwen2.5:7b", "hf.co/org/model"}
		reject = []string{"bad\nname", strings.Repeat("x", 201)}
	}
	if k.Type == settings.Int || k.Type == settings.Float {
		if k.Zero != "" {
			accept = append(accept, "0")
		} else if k.Min > 0 {
			reject = append(reject, "0", "-5")
		}
	}
	return accept, reject
}

// num formats a bound the way a user types it (no exponent).
func num(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
