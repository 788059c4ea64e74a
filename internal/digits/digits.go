// Package digits writes whole numbers with their digits grouped as a
// language groups them (59,718 in English and in Chinese), through
// golang.org/x/text's number formatting. The desktop app and the command
// line both say counts through it, so a count reads the same in the
// window as in the terminal; before, each kept its own copy of the rule.
package digits

import (
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// printers holds one printer per language tag as given, made on first
// use: a printer is cheap to keep and counts are said often (every status
// bar refresh).
var printers sync.Map // string → *message.Printer

// Printer is the number printer of lang, a BCP 47 tag ("en", "zh-CN",
// "zh-Hans"); a tag that does not parse gets English's, so a number is
// always written. Callers that format more than whole numbers (number.Decimal
// for 1.2万) use it so their grouping agrees with Group's.
func Printer(lang string) *message.Printer {
	if p, ok := printers.Load(lang); ok {
		return p.(*message.Printer)
	}
	tag, err := language.Parse(lang)
	if err != nil {
		tag = language.English
	}
	p, _ := printers.LoadOrStore(lang, message.NewPrinter(tag))
	return p.(*message.Printer)
}

// Group is n with its digits grouped as lang groups them ("1,234,567",
// "-1,234", "0"). The sign is the printer's ASCII hyphen-minus; a caller
// that wants a typographic minus or a plus writes it before Group(-n).
func Group(n int, lang string) string {
	return Printer(lang).Sprint(n)
}
