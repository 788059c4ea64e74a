package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"inkflow/app/textedit"
)

// Editor font sizes in points. The default is larger than Fyne's 14 because
// long stretches of Chinese prose are tiring to read at UI size.
const (
	defaultFontSize = 17
	minFontSize     = 12
	maxFontSize     = 32
	// titleFontSize is the chapter title above the text.
	titleFontSize = 21
)

// prefFontSize is the fyne.Preferences key holding the editor font size. It is
// a per-user display preference, not a docs/ARCHITECTURE.md §7 engine setting,
// so it lives with the app rather than in the data directory.
const prefFontSize = "editor.font-size"

// PrefSmartQuotes is the fyne.Preferences key saying whether typed
// straight quotes become curly, -- an em dash and ... an ellipsis
// (smart punctuation, textedit.Editor.SmartQuotes; on unless turned off
// in Settings › Writing). It is exported for tests that drive
// the app from outside and need the editor to keep quotes as typed
// (reliability's crash-while-typing session).
const PrefSmartQuotes = "editor.smart-quotes"

// prefLastChapter remembers the chapter open at exit, to reopen it, per
// data folder (UI.dataPref): chapter ids of two folders mean different
// chapters.
const prefLastChapter = "editor.last-chapter"

// prefLastCaret remembers where the caret was in the chapter open at exit,
// as "chapter-id:rune-offset" (the chapter is named again: a crash leaves
// prefLastChapter newer than this), to reopen it there.
const prefLastCaret = "editor.last-caret"

// cjkLeading is the extra line spacing CJK text gets, as a share of the
// text size: CJK glyphs fill the whole em square, with no ascenders or
// descenders to keep lines apart.
const cjkLeading = 0.35

// colorNameMatch colours the matched passage inside a search result.
const colorNameMatch fyne.ThemeColorName = "inkflow-match"

// colorNameInserted and colorNameDeleted colour the text a snapshot's
// diff shows as written and as removed since: the success and error
// colours in the dark theme, darker green and red in the light one, where
// Fyne's lime success green measured 1.4:1 on white (its red 3.7:1), for
// whole sentences of the author's text (TestDiffColoursAreReadable).
const (
	colorNameInserted fyne.ThemeColorName = "inkflow-inserted"
	colorNameDeleted  fyne.ThemeColorName = "inkflow-deleted"
)

// colorNameCardSelected tints the result card chosen with F3 / Ctrl+Down.
const colorNameCardSelected fyne.ThemeColorName = "inkflow-card-selected"

// colorNameHint colours the hints under the settings' fields (hinted):
// quieter than the text, but at WCAG AA's 4.5:1 for small text on the
// dialog and the window in both variants (TestSettingsHintsAreReadable);
// the disabled colour they had measured 1.3:1 in the light theme and
// 1.5:1 in the dark.
const colorNameHint fyne.ThemeColorName = "inkflow-hint"

// inkTheme is the application theme: Fyne's default (so light and dark
// follow the system) plus InkFlow's highlight colours, and, when textSize
// is set, a different body text size with proportionally roomier lines.
// The editor gets its own instance through a container.ThemeOverride, so
// changing the font size never resizes the rest of the window.
type inkTheme struct {
	base     fyne.Theme
	textSize float32 // 0 keeps the base size
	// text is the regular text font (nil: the base theme's); the window's
	// theme uses the system's CJK font (cjkfont.go).
	text fyne.Resource
	// bold is the bold text font (nil: the base theme's; see appBoldFont).
	bold fyne.Resource
}

var _ fyne.Theme = (*inkTheme)(nil)

// newAppTheme returns the theme for the whole window: its regular text
// is drawn with the system's CJK font when there is one, and so is its
// bold text in a Chinese interface when that font has no bold face
// (appBoldFont).
func newAppTheme() *inkTheme {
	text := appCJKFont()
	return &inkTheme{base: theme.DefaultTheme(), text: text, bold: appBoldFont(text, interfaceChinese(), boldCJKInstalled())}
}

// newEditorTheme returns the theme for the manuscript editor at size
// points (clamped to the supported range).
func newEditorTheme(size float32) *inkTheme {
	return &inkTheme{base: theme.DefaultTheme(), textSize: clampFontSize(size)}
}

func clampFontSize(size float32) float32 {
	return min(max(size, minFontSize), maxFontSize)
}

// Color implements fyne.Theme.
func (t *inkTheme) Color(name fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch name {
	case colorNameMatch:
		if v == theme.VariantDark {
			return color.NRGBA{R: 0xff, G: 0xb7, B: 0x4d, A: 0xff} // amber 300
		}
		return color.NRGBA{R: 0xb3, G: 0x4a, B: 0x00, A: 0xff} // burnt orange: reads as marked, not as an error
	case textedit.ColorNameMark:
		// The story bible's names in the manuscript (View › Highlight
		// Names): teal, apart from the search match's orange and the
		// selection's blue, and underlined (textedit.SetMarks), so the
		// two highlights are told apart without telling hues apart.
		if v == theme.VariantDark {
			return color.NRGBA{R: 0x4d, G: 0xd0, B: 0xc4, A: 0x40} // teal 300
		}
		return color.NRGBA{R: 0x00, G: 0x89, B: 0x7b, A: 0x30} // teal 600
	case theme.ColorNameDisabled:
		// Fyne draws a label of low importance in the disabled colour, and
		// InkFlow's quiet text is what the author reads all day: the
		// counts (123 字), "已保存 · 已索引", the status bar, a result's
		// chapter. Fyne's greys measured 1.28:1 on the light background
		// and 1.55:1 on the dark one; these are 3.6:1 and 3.9:1, and still
		// visibly quieter than the text (TestQuietTextIsReadable).
		if v == theme.VariantDark {
			return color.NRGBA{R: 0x76, G: 0x76, B: 0x77, A: 0xff}
		}
		return color.NRGBA{R: 0x86, G: 0x86, B: 0x86, A: 0xff}
	case colorNameInserted:
		if v == theme.VariantDark {
			return t.base.Color(theme.ColorNameSuccess, v)
		}
		return color.NRGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff} // green 800: 5.1:1 on white
	case colorNameDeleted:
		if v == theme.VariantDark {
			return t.base.Color(theme.ColorNameError, v)
		}
		return color.NRGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff} // red 800: 5.6:1 on white
	case colorNameHint:
		if v == theme.VariantDark {
			return color.NRGBA{R: 0x9e, G: 0x9e, B: 0x9e, A: 0xff} // grey 500: 6.3:1 on the dark dialog
		}
		return color.NRGBA{R: 0x66, G: 0x66, B: 0x66, A: 0xff} // 5.7:1 on white
	case colorNameCardSelected:
		if v == theme.VariantDark {
			return color.NRGBA{R: 0x29, G: 0x79, B: 0xff, A: 0x33}
		}
		return color.NRGBA{R: 0x29, G: 0x79, B: 0xff, A: 0x1f}
	}
	return t.base.Color(name, v)
}

// Font implements fyne.Theme: the CJK font whole for a Chinese book's
// prose boxes (bookTextStyle), the CJK font for regular text when set,
// and the bold font for bold text when set. Other styles, and bold text
// when no bold font is set, keep the base fonts; their Chinese
// characters come from Fyne's system font fallback, which picks the bold
// face of an installed CJK font when there is one.
func (t *inkTheme) Font(s fyne.TextStyle) fyne.Resource {
	switch s {
	case bookTextStyle:
		if f := wholeCJKFont(); f != nil && t.text != nil {
			return f
		}
		s = fyne.TextStyle{}
	case bookTitleStyle:
		if t.text != nil {
			if f := wholeBoldCJKFont(); f != nil {
				return f
			}
			if f := wholeCJKFont(); f != nil {
				return f
			}
		}
		s = fyne.TextStyle{Bold: true}
	}
	switch {
	case t.text != nil && s == (fyne.TextStyle{}):
		return t.text
	case t.bold != nil && s == (fyne.TextStyle{Bold: true}):
		return t.bold
	}
	return t.base.Font(s)
}

// bookTextStyle is the text style of a box of a Chinese book's prose (a
// story-bible entry's fields: proseBoxStyle), which the window's theme
// draws in the CJK font whole, as the editor draws the book
// (editorFont): “ ” ‘ ’ and … full width. The window's regular font is
// that CJK font without the quotes (and, in an English interface, the
// ellipsis), left to Fyne's narrow Latin forms (curlyQuote), so the
// rest of the text looks the same in either. A widget.Entry draws its
// whole text in one style and cannot take a font per run as the cards do
// (passageText.bookFont); through its style, the font is the theme's, in
// which Fyne both measures the text (fyne.MeasureText, for the caret,
// the selection and the wrapping) and draws it, where a
// container.ThemeOverride's font is drawn but not measured.
//
// It differs from the regular style only in a tab width of four spaces,
// which is Fyne's default (painter.DefaultTabWidth) and draws alike.
var bookTextStyle = fyne.TextStyle{TabWidth: 4}

// proseBoxStyle is the text style of a box holding a book's prose: the
// CJK font whole for a Chinese book (bookTextStyle), the window's
// regular font for an English one, whose quotes are Fyne's.
func proseBoxStyle(chinese bool) fyne.TextStyle {
	if chinese {
		return bookTextStyle
	}
	return fyne.TextStyle{}
}

// bookTitleStyle is the text style of a Chinese book's chapter title box
// (titleBoxStyle): bold, which the window's theme draws in the bold face
// of the CJK font whole when one is installed (wholeBoldCJKFont), else in
// its regular face whole, the Chinese of a bold title being drawn in it
// anyway where no bold CJK face exists (appBoldFont). Either way “ ” ‘ ’
// and … are the full-width forms the text below the title has; they were
// Fyne's narrow bold Latin ones (9.3 px beside 21-px characters). It
// differs from bold only in Fyne's default tab width, as bookTextStyle.
var bookTitleStyle = fyne.TextStyle{Bold: true, TabWidth: 4}

// titleBoxStyle is the text style of the chapter title box for a book:
// bookTitleStyle for a Chinese one, plain bold for an English one, whose
// quotes are Fyne's.
func titleBoxStyle(chinese bool) fyne.TextStyle {
	if chinese {
		return bookTitleStyle
	}
	return fyne.TextStyle{Bold: true}
}

// newTitleTheme returns the theme of the chapter title box: the title's
// size in the window's fonts (app's). Fyne measures an Entry's text
// (fyne.MeasureText: the caret, the selection) in the window's theme and
// draws it in the box's, so the two must give every style the same font:
// with Fyne's fonts the box drew bold Latin 17 px wider over a 378-px
// title than it was measured, and the end was cut off (夜雨ceshi showed
// as 夜雨cesh); a Chinese interface's bold title was measured in the CJK
// font and drawn in Fyne's bold.
func newTitleTheme(app *inkTheme) *inkTheme {
	return &inkTheme{base: app.base, textSize: titleFontSize, text: app.text, bold: app.bold}
}

// Icon implements fyne.Theme.
func (t *inkTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base.Icon(n) }

// Size implements fyne.Theme.
func (t *inkTheme) Size(n fyne.ThemeSizeName) float32 {
	base := t.base.Size(n)
	if t.textSize <= 0 {
		if n == theme.SizeNameLineSpacing {
			// Wrapped labels, the wiki view and the result cards: CJK
			// lines need more leading than Latin ones to stay apart.
			return base + t.base.Size(theme.SizeNameText)*cjkLeading
		}
		return base
	}
	scale := t.textSize / t.base.Size(theme.SizeNameText)
	switch n {
	case theme.SizeNameText:
		return t.textSize
	case theme.SizeNameLineSpacing:
		// CJK text has no ascenders to separate lines; extra leading
		// keeps a page of it readable.
		return base*scale + t.textSize*cjkLeading
	case theme.SizeNameInnerPadding:
		return base * scale
	}
	return base
}
