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
