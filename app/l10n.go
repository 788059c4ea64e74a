package app

import (
	"embed"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/number"

	"inkflow/engine"
	"inkflow/internal/digits"
)

// The app's strings go through Fyne's lang package: lang.L("English text")
// in the code, the translation in translations/<locale>.json (the English
// text is the key, so adding a string is one call plus one line in each
// catalogue; TestCatalogueKeys lists what is missing). Plurals use lang.N
// with "one"/"other" forms in the catalogues.

//go:embed translations/*.json
var catalogues embed.FS

// Language preference values (fyne.Preferences key prefLanguage).
const (
	// langSystem follows the system locale (LANG on Linux, the OS setting
	// on Windows and macOS).
	langSystem = ""
	langZh     = "zh-CN"
	langEn     = "en"
)

// prefLanguage holds the author's language choice; a display preference
// like the font size, so it lives in the app's preferences, not in the
// engine's settings table.
const prefLanguage = "ui.language"

// prefCountMode holds the count the author chose for every count of a
// book (字数, 字符数 or English words; engine.CountMode values); unset or
// "" follows each book (UI.countMode).
const prefCountMode = "ui.count-mode"

var (
	loadCatalogues sync.Once
	localeMu       sync.RWMutex
	uiLocale       fyne.Locale = "en"
)

// fyneRewordings are Fyne's own strings that the app's catalogues word
// again: Fyne's Chinese puts 好 on every dialog's OK button and 不 on No,
// which read as speech rather than as buttons (确定, 否).
var fyneRewordings = []string{"OK", "No", "Show Hidden Files"}

// catalogueOf names the catalogue of a language choice. Simplified
// Chinese is filed under zh-Hans, the tag of Fyne's own translations
// (dialog buttons and the like), so that zh-CN, zh-SG… find both.
var catalogueOf = map[string]string{langZh: "zh-Hans", langEn: "en"}

// applyLanguage loads the catalogues and makes choice (langSystem, langZh
// or langEn) the language of every string localised from now on; it
// returns the locale in effect. Fyne resolves the language from the
// system's locale list and has no call to pick another, so a forced
// choice goes in front of that list: $LANGUAGE on Linux and the BSDs;
// on Windows and macOS, where the list comes from the OS, the chosen
// catalogue is loaded again under the system locale's name (Fyne's own
// few strings then stay in the system language). Widgets built before
// keep their text: a change applies at the next start.
func applyLanguage(choice string) fyne.Locale {
	loadCatalogues.Do(func() {
		if err := lang.AddTranslationsFS(catalogues, "translations"); err != nil {
			fyne.LogError("loading the app's translations", err)
		}
	})
	loc := lang.SystemLocale()
	if l := loc.String(); choice == langSystem && !strings.HasPrefix(l, "zh") && !strings.HasPrefix(l, "en") {
		// The app speaks no other language; one language throughout
		// (Fyne's own strings included) reads better than a mix.
		choice = langEn
	}
	if file, ok := catalogueOf[choice]; ok {
		data, err := catalogues.ReadFile("translations/" + file + ".json")
		if err != nil {
			fyne.LogError("reading the "+file+" translations", err)
			return currentLocale()
		}
		switch runtime.GOOS {
		case "windows", "darwin", "ios", "android", "js":
			err = lang.AddTranslationsForLocale(data, loc)
		default:
			os.Setenv("LANGUAGE", choice)
			if l := os.Getenv("LANG"); os.Getenv("LC_ALL")+os.Getenv("LC_MESSAGES") == "" && (l == "" || l == "C" || l == "POSIX") {
				os.Setenv("LC_MESSAGES", choice) // LANGUAGE is only read when a locale is set
			}
			// Adding a catalogue makes Fyne resolve the language again.
			err = lang.AddTranslationsForLocale(data, fyne.Locale(file))
		}
		if err != nil {
			fyne.LogError("loading the "+file+" translations", err)
		}
		loc = fyne.Locale(choice)
	}
	localeMu.Lock()
	uiLocale = loc
	localeMu.Unlock()
	return loc
}

// currentLocale is the locale the interface speaks.
func currentLocale() fyne.Locale {
	localeMu.RLock()
	defer localeMu.RUnlock()
	return uiLocale
}

// interfaceChinese reports the Chinese interface.
func interfaceChinese() bool { return strings.HasPrefix(currentLocale().String(), "zh") }

// chaptersText is a number of chapters in words ("1 chapter", "12
// chapters", "12 章"), for a message that counts something else: the
// message's own plural follows its first number, and "3 matches in 1
// chapters" followed the matches.
func chaptersText(n int) string {
	return lang.N("{{.N}} chapters", n, map[string]any{"N": groupDigits(n)})
}

// groupDigits formats n with the interface language's digit grouping
// (1,234,567), by the rule the command line shares (internal/digits).
func groupDigits(n int) string {
	return digits.Group(n, currentLocale().String())
}

// signed groups a net count's digits and always shows its sign.
func signed(n int) string {
	if n < 0 {
		return "−" + groupDigits(-n)
	}
	return "+" + groupDigits(n)
}

// signedCount is a change of length with its unit ("+12 words", "−1
// word", "±0 words"): a snapshot's row read "+0" alone, which says
// neither what was counted nor that the text may still have changed.
func signedCount(m engine.CountMode, n int) string {
	sign, abs := signOf(n)
	return sign + countText(m, abs)
}

// signedNumber is a change without its unit, signed as signedCount signs
// it (+105, −3, ±0), beside a count that gives the unit: a snapshot row's
// 2,301 字（+105）.
func signedNumber(n int) string {
	sign, abs := signOf(n)
	return sign + groupDigits(abs)
}

// signOf is the sign a change is written with and its size: a true minus
// (−), and ± for no change, whose text may still differ.
func signOf(n int) (string, int) {
	switch {
	case n < 0:
		return "−", -n
	case n == 0:
		return "±", 0
	}
	return "+", n
}

// countMode is the count a project's book is shown in: the one the author
// chose in Settings, else the book's own (appState.bookCountMode: 字 for a
// Chinese book, words for an English one, whatever the interface's
// language). The interface's language only words the unit ("1,234 词"
// for an English book in Chinese); it counted a Chinese book under the
// English interface in words ("9 words" for 9 字). A Chinese book's unit
// is 字 in both languages, as the command line says it: "zi", its
// romanisation, read as nothing to an English writer and as odd to one
// who writes Chinese, and "characters" is the 字符 count. It reads no
// text, so the editor can ask it on every keystroke.
func (u *UI) countMode(projectID uint64) engine.CountMode {
	if m, ok := u.chosenCountMode(); ok {
		return m
	}
	return u.state.bookCountMode(projectID)
}

// textCountMode is the count a text not yet in a book is shown in (a file
// being imported): the author's choice, else the text's own (words for
// English, 字 otherwise), else, with no text, projectID's book's.
func (u *UI) textCountMode(c engine.TextCounts, projectID uint64) engine.CountMode {
	if m, ok := u.chosenCountMode(); ok {
		return m
	}
	if c.Words > 0 {
		return c.NaturalMode()
	}
	return u.state.bookCountMode(projectID)
}

// chosenCountMode is the count the author chose in Settings; ok is false
// when the choice is to follow the book (nothing stored, or "").
func (u *UI) chosenCountMode() (engine.CountMode, bool) {
	m, err := engine.ParseCountMode(u.app.Preferences().String(prefCountMode))
	return m, err == nil
}

// countText says n in the count mode, e.g. "4,697 字" or "3,841 words":
// the exact count, its digits grouped, and always its unit. Dialogs, the
// status bar, goals, focus mode and messages say counts so.
func countText(m engine.CountMode, n int) string {
	return countWithUnit(m, n, groupDigits(n))
}

// shortCountText says n in the count mode for the tight chapter tree:
// exact below 10,000 (2,561 字), above that in 万 with at most two
// decimals in Chinese (5.97万 字, as Chinese sites give a book's length)
// and in k or M in English (59.7k words). The tree showed 2561, 1.8万 and
// 6万 without a unit beside a status bar reading 59,718 字.
func shortCountText(m engine.CountMode, n int) string {
	return countWithUnit(m, n, shortNumber(n))
}

// shortNumber abbreviates n for shortCountText in the interface's
// language, with x/text's number formatting (grouping, trimmed zeros).
func shortNumber(n int) string {
	abs := n
	if abs < 0 {
		abs = -abs
	}
	if abs < 10_000 {
		return groupDigits(n)
	}
	loc := currentLocale().String()
	numbers := digits.Printer(loc)
	if strings.HasPrefix(loc, "zh") {
		return numbers.Sprint(number.Decimal(float64(n)/10_000, number.MaxFractionDigits(2))) + "万"
	}
	switch {
	case abs < 100_000:
		return numbers.Sprint(number.Decimal(float64(n)/1_000, number.MaxFractionDigits(1))) + "k"
	case abs < 1_000_000:
		return numbers.Sprint(number.Decimal(float64(n)/1_000, number.MaxFractionDigits(0))) + "k"
	}
	return numbers.Sprint(number.Decimal(float64(n)/1_000_000, number.MaxFractionDigits(1))) + "M"
}

// countWithUnit puts the unit of m after shown, the number n as said;
// n picks the plural (1 word, 2 words).
func countWithUnit(m engine.CountMode, n int, shown string) string {
	data := map[string]any{"N": shown}
	switch m {
	case engine.CountChars:
		return lang.N("{{.N}} characters", n, data)
	case engine.CountWords:
		return lang.N("{{.N}} words", n, data)
	}
	return lang.L("{{.N}} 字", data)
}

// countModeName names a count mode in the settings choice.
func countModeName(m engine.CountMode) string {
	return named(m, map[engine.CountMode]string{
		engine.CountChars: lang.L("Characters (with punctuation)"),
		engine.CountWords: lang.L("English words"),
	}, lang.L("Chinese word count (字)"))
}

// languageName names a language choice in the settings.
func languageName(choice string) string {
	switch choice {
	case langZh:
		return "简体中文"
	case langEn:
		return "English"
	}
	return lang.L("Follow system")
}

// named is what names calls v, or otherwise when v is not among them: how
// the interface words one of the engine's values (a reason, a type, a
// count mode). The names are the caller's lang.L calls, made on each call
// so that they follow the language, and literal so that TestCatalogueKeys
// finds their keys.
func named[K comparable](v K, names map[K]string, otherwise string) string {
	if s, ok := names[v]; ok {
		return s
	}
	return otherwise
}

// tr is lang.L with one template value, for the many strings that carry
// one name or number: tr("Open chapter “{{.V}}”", title). A value the
// message quotes has its own quotes nested (quotedL).
func tr(key string, v any) string {
	return quotedL(key, map[string]any{"V": fmt.Sprint(v)})
}

// quotedL is lang.L for a message that puts a value (a title, a name)
// between quotation marks: quotes of the same kind inside the value go
// one level down (nestQuotes), so a chapter typed “Lost” Souls reads
// Delete the chapter “‘Lost’ Souls”, not “”Lost” Souls”.
func quotedL(key string, data map[string]any) string {
	return renderQuoted(func(d map[string]any) string { return lang.L(key, d) }, data)
}

// quotedN is lang.N with quotedL's nesting of quoted values.
func quotedN(key string, count int, data map[string]any) string {
	return renderQuoted(func(d map[string]any) string { return lang.N(key, count, d) }, data)
}

// quoteLevels pairs each pair of quotation marks a catalogue puts round a
// value with the pair that stands for it inside: English ‘’ in “”,
// Chinese 『』 in 「」 and 〈〉 in 《》 (GB/T 15834).
var quoteLevels = []struct{ open, close, innerOpen, innerClose rune }{
	{'“', '”', '‘', '’'},
	{'「', '」', '『', '』'},
	{'《', '》', '〈', '〉'},
}

// renderQuoted renders a message twice: first with markers in place of
// the values, to see which of them the translation (not the English
// key: 《》 and 「」 are the Chinese catalogue's) puts between quotation
// marks, then with those values' own quotes nested.
func renderQuoted(render func(map[string]any) string, data map[string]any) string {
	marked := make(map[string]any, len(data))
	for k, v := range data {
		marked[k] = v
		if _, ok := v.(string); ok {
			marked[k] = "\ue000" + k + "\ue001"
		}
	}
	layout := []rune(render(marked))
	nested := make(map[string]any, len(data))
	for k, v := range data {
		nested[k] = v
		s, ok := v.(string)
		if !ok {
			continue
		}
		mark := []rune("\ue000" + k + "\ue001")
		for i := 1; i+len(mark) < len(layout); i++ {
			if string(layout[i:i+len(mark)]) != string(mark) {
				continue
			}
			for _, q := range quoteLevels {
				if layout[i-1] == q.open && layout[i+len(mark)] == q.close {
					s = nestQuotes(s, q.open, q.close, q.innerOpen, q.innerClose)
					if q.open == '“' {
						// “‘ side by side ran together into one mark in
						// the window; a hair space keeps them two.
						if strings.HasPrefix(s, string(q.innerOpen)) {
							s = "\u200a" + s
						}
						if strings.HasSuffix(s, string(q.innerClose)) {
							s += "\u200a"
						}
					}
				}
			}
		}
		nested[k] = s
	}
	return render(nested)
}

// nestQuotes is s with its open and close marks turned into inner and
// innerClose, for s quoted between open and close. Other marks stay: an
// English ’ is also the apostrophe.
func nestQuotes(s string, open, close, inner, innerClose rune) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case open:
			return inner
		case close:
			return innerClose
		}
		return r
	}, s)
}

// newSelect is widget.NewSelect with its placeholder in the interface's
// language (Fyne's own is a fixed English "(Select one)").
func newSelect(options []string, changed func(string)) *widget.Select {
	s := widget.NewSelect(options, changed)
	s.PlaceHolder = lang.L("(Select one)")
	return s
}
