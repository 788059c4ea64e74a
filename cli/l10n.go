package cli

import (
	"embed"
	"errors"
	"io/fs"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/internal/digits"
	"inkflow/internal/leadin"
	"inkflow/internal/safefile"
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

// sayWord is word, one of the engine's words (a reason, a kind, a type)
// that --json keeps as it is, as the user's language says it: said maps
// each word to its catalogue text; a word it lacks stays as it is.
func sayWord(word string, said map[string]string) string {
	if s, ok := said[word]; ok {
		return s
	}
	return word
}

// uiLanguage is the language the chosen catalogue speaks ("en",
// "zh-Hans"), from the catalogue itself, so that the engine words an
// error's detail (engine.ErrorText) in the language of the lead-in
// before it, whichever catalogue Fyne picked for the locale.
func uiLanguage() string {
	return lang.X("cli.language", "en")
}

// errText is err's text for a message in the user's language: what the
// command line wrote itself (a kindError) as it is, an error from the
// engine or the system said by engine.ErrorText (in English, err.Error()
// but for a file operation that failed, and what it knows the kind of).
// A failed file operation, a sentence there ("Cannot open “/x/y.txt”: the
// file does not exist."), is a clause of the command's line here, as the
// command line's own messages are: "import: cannot open “/x/y.txt”: …".
func errText(err error) string {
	if errors.As(err, new(kindError)) {
		return err.Error()
	}
	s := engine.ErrorText(err, uiLanguage())
	if errors.As(err, new(*fs.PathError)) || errors.As(err, new(*safefile.NotRegularError)) {
		s = strings.TrimSuffix(strings.TrimSuffix(s, "."), "。")
		if rest, ok := strings.CutPrefix(s, "Cannot "); ok {
			s = "cannot " + rest
		}
	}
	return s
}

// lead is msg as a line of standard error (an error, a warning, a note)
// under the program's name, with the colon of the message's language:
// "inkflow：" before a message in Chinese, "inkflow: " before one in
// English (leadin.Line). The catalogues leave the name out, so the rule
// is this function's alone.
func lead(msg string) string {
	return leadin.Line(msg, strings.HasPrefix(uiLanguage(), "zh"))
}

// groupDigits is n with its digits grouped as the user's language groups
// them (59,718 in English and in Chinese), by the rule the desktop app
// shares (internal/digits). --json keeps the number.
func groupDigits(n int) string {
	return digits.Group(n, uiLanguage())
}
