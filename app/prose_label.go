package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// proseLabel is a wrapping label for text that may be Chinese prose. It
// stands in for a widget.Label with Wrapping fyne.TextWrapWord, with the
// same fields (Text, TextStyle, Alignment, Importance: set them and call
// Refresh, or call SetText) and the same inner padding, but it wraps by
// the editor's rules (passageText, textedit/linebreak), keeping short
// Chinese words set off by spaces whole (linebreak.Breaker.Phrases) and a
// short title in its marks on one line (KeepTitles). Fyne's word wrap
// breaks only at spaces: Chinese, which has none, broke after whatever
// character filled the line, so a line could start with "、" or "。」",
// and Chinese mixed with Latin words broke only at the spaces between
// them, leaving lines half empty or running past the edge.
//
// Like a wrapped widget.Label it asks for little width (a few
// characters) and as much height as its text wrapped to the width it is
// given, so a long sentence does not set a panel's width.
type proseLabel struct {
	widget.BaseWidget

	// Text is the text shown; SetText sets it and redraws.
	Text string
	// TextStyle is the style of the whole text (bold for a heading).
	TextStyle fyne.TextStyle
	// Alignment places each wrapped line.
	Alignment fyne.TextAlign
	// Importance colours the text as it colours a widget.Label: low is
	// the disabled colour, warning, danger and success their colours.
	Importance widget.Importance
	// ColorName, when set, is the theme colour of the text instead of
	// Importance's (colorNameHint for a hint under a field).
	ColorName fyne.ThemeColorName
	// SizeName is the theme size of the text; "" is the text size
	// (theme.SizeNameCaptionText for a hint under a field).
	SizeName fyne.ThemeSizeName
	// BookFont, for a quote of a book, is the font it draws its curly
	// quotes and ellipsis in (passageText.bookFont); nil, the window's.
	BookFont fyne.Resource

	body  *passageText
	shown string // the Text body holds, to skip unchanged texts
}

// newProseLabel returns a proseLabel showing text.
func newProseLabel(text string) *proseLabel {
	l := &proseLabel{Text: text, body: newPassageText()}
	// Interface text sets its words off with spaces (Ctrl+↑ 上一个,
	// 第三章 出发): a short Chinese word there stays on one line.
	l.body.breaker.Phrases = true
	// An interface line keeps a chapter's or book's title in its marks
	// on one line (《第二章 雪夜》, not 《第二章 雪 / 夜》) where it can
	// break before it; a result card's prose passage breaks as prose.
	l.body.breaker.KeepTitles = true
	l.body.set(text, nil)
	l.shown = text
	l.ExtendBaseWidget(l)
	return l
}

// noticeLabel is an empty, wrapping label for a problem or a warning
// (imp says which), hidden until there is something to say.
func noticeLabel(imp widget.Importance) *proseLabel {
	l := newProseLabel("")
	l.Importance = imp
	l.Hide()
	return l
}

// setOrHide shows text, and hides the label while text is empty: a
// notice with nothing to say takes no room.
func (l *proseLabel) setOrHide(text string) {
	l.SetText(text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// SetText shows text (and any field changed since the last Refresh).
// The same text again is not wrapped again.
func (l *proseLabel) SetText(text string) {
	l.Text = text
	l.Refresh()
}

// setStyledText shows text with the styles of its runes (one per rune:
// the author's italics and bold in a quote of a paragraph), as a result
// card draws them. A later SetText of other text draws it plain.
func (l *proseLabel) setStyledText(text string, styles []passageStyle) {
	l.Text = text
	l.body.set(text, styles)
	l.shown = text
	l.Refresh()
}

// Refresh applies the label's fields and redraws it.
func (l *proseLabel) Refresh() {
	l.sync()
	l.BaseWidget.Refresh()
}

// sync hands the label's fields to the passage, which lays the text out
// again only when it, its style or the theme's text size changed.
func (l *proseLabel) sync() {
	b := l.body
	if l.Text != l.shown {
		b.set(l.Text, nil)
		l.shown = l.Text
	}
	if b.style != l.TextStyle {
		b.style = l.TextStyle
		b.laidWidth = -1
	}
	b.colorName = importanceColor(l.Importance)
	if l.ColorName != "" {
		b.colorName = l.ColorName
	}
	b.sizeName = l.SizeName
	b.align = l.Alignment
	b.setBookFont(l.BookFont)
}

// importanceColor is the colour widget.Label draws text of importance
// imp in.
func importanceColor(imp widget.Importance) fyne.ThemeColorName {
	switch imp {
	case widget.LowImportance:
		return theme.ColorNameDisabled
	case widget.HighImportance:
		return theme.ColorNamePrimary
	case widget.DangerImportance:
		return theme.ColorNameError
	case widget.WarningImportance:
		return theme.ColorNameWarning
	case widget.SuccessImportance:
		return theme.ColorNameSuccess
	default:
		return theme.ColorNameForeground
	}
}

// MinSize implements fyne.Widget.
func (l *proseLabel) MinSize() fyne.Size {
	l.ExtendBaseWidget(l)
	return l.BaseWidget.MinSize()
}

// CreateRenderer implements fyne.Widget.
func (l *proseLabel) CreateRenderer() fyne.WidgetRenderer {
	l.ExtendBaseWidget(l)
	l.sync() // fields set before the label was first drawn
	return &proseLabelRenderer{l: l, objs: []fyne.CanvasObject{l.body}}
}

// proseLabelRenderer insets the passage by the theme's inner padding,
// as a widget.Label insets its text.
type proseLabelRenderer struct {
	l    *proseLabel
	objs []fyne.CanvasObject
}

func (r *proseLabelRenderer) Destroy() {}

func (r *proseLabelRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *proseLabelRenderer) pad() float32 {
	return r.l.Theme().Size(theme.SizeNameInnerPadding)
}

// Layout gives the passage the label's width less the padding; the
// passage wraps to it, and its MinSize then has the wrapped height.
func (r *proseLabelRenderer) Layout(size fyne.Size) {
	pad := r.pad()
	r.l.body.Move(fyne.NewPos(pad, pad))
	r.l.body.Resize(size.SubtractWidthHeight(2*pad, 2*pad).Max(fyne.NewSize(0, 0)))
}

func (r *proseLabelRenderer) MinSize() fyne.Size {
	pad := r.pad()
	return r.l.body.MinSize().AddWidthHeight(2*pad, 2*pad)
}

func (r *proseLabelRenderer) Refresh() {
	r.Layout(r.l.Size())
	r.l.body.Refresh()
}
