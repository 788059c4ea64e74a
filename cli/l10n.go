package cli

import (
	"embed"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// The human-readable messages follow the system locale through Fyne's lang
// package, as the desktop app's strings do: lang.X("cli.<key>", "English
// text", data) in the code, the texts in translations/<locale>.json.
// --json output and exit codes never change with the language.

//go:embed translations/*.json
var catalogues embed.FS

var loadCatalogues sync.Once

// loadLanguage adds the command line's catalogues; Fyne then picks the
// one closest to the system locale.
func loadLanguage() {
	loadCatalogues.Do(func() {
		if err := lang.AddTranslationsFS(catalogues, "translations"); err != nil {
			fyne.LogError("loading the command line's translations", err)
		}
	})
}

// usageX is a usage error (exit 2) in the user's language: the
// catalogue's text for key, with fallback the English.
func usageX(key, fallback string, data ...any) error {
	return usageError{lang.X(key, fallback, data...)}
}

// kindX is a runtime error (exit 1) in the user's language that is an
// instance of kind: errors.Is(err, kind) holds, so the exit code, the
// corrupt-database hint and a caller's checks see what they saw when the
// message was English. A message that wraps an error says its text
// through {{.Err}} in data.
func kindX(key, fallback string, kind error, data ...any) error {
	return kindError{lang.X(key, fallback, data...), kind}
}
