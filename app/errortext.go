package app

import (
	"errors"
	"fmt"
	"strconv"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// errorText is what a dialog says about err: the engine's refusal of a
// value the author typed (a deadline, a language tag, a cover, a goal) in
// the interface language, anything else as the engine words it.
func errorText(err error) string {
	ve := (*engine.ValueError)(nil)
	if !errors.As(err, &ve) {
		return err.Error()
	}
	switch ve.Field {
	case "deadline":
		return tr("The deadline “{{.V}}” is not a date: write it as YYYY-MM-DD.", ve.Value)
	case "language":
		return tr("“{{.V}}” is not a language tag such as zh-CN or en.", ve.Value)
	case "cover":
		return tr("The cover “{{.V}}” is not a .jpg, .png, .gif or .webp image.", ve.Value)
	case "goal":
		return tr("A target is a whole number up to 100,000,000, not “{{.V}}”.", ve.Value)
	}
	return err.Error()
}

// noChapterText says that no chapter has number n, naming the numbers
// there are (chapter numbers run on in book order; 0 is front matter).
func noChapterText(n int, chs []engine.ChapterInfo) string {
	first, last := 0, 0
	for _, c := range chs {
		if c.Index > 0 {
			if first == 0 {
				first = c.Index
			}
			last = c.Index
		}
	}
	if first == 0 {
		return tr("There is no chapter {{.V}}: this book has no numbered chapters.", n)
	}
	numbers := strconv.Itoa(first)
	if last > first {
		numbers = fmt.Sprintf("%d–%d", first, last)
	}
	return lang.L("There is no chapter {{.N}}: the chapters are numbered {{.Numbers}}.", map[string]any{"N": n, "Numbers": numbers})
}
