package cli

import (
	"os"
	"path/filepath"
)

// DefaultDataDir is $INKFLOW_DATA, else InkFlow's folder in the OS user
// config dir (~/.config/InkFlow, ~/Library/Application Support/InkFlow,
// %AppData%\InkFlow).
func DefaultDataDir() (string, error) {
	if d := os.Getenv("INKFLOW_DATA"); d != "" {
		return d, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", kindX("cli.err.no-data-dir", "no data directory: set INKFLOW_DATA or pass --data ({{.Err}})", err, map[string]any{"Err": errText(err)})
	}
	return filepath.Join(base, "InkFlow"), nil
}
