package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestTitleBoxDrawsInTheFontItMeasures: Fyne lays an entry's text out
// (fyne.MeasureText, the caret, the width of the text it draws) in the
// window's theme, and draws the glyphs in the theme of the box around it
// (a ThemeOverride). The chapter title box's theme had Fyne's own fonts,
// the window's the CJK font (and, in Chinese without a bold CJK face,
// that font for bold too, appBoldFont): a title typed through fcitx5,
// 夜雨ceshi, showed as 夜雨cesh, and 夜雨ceshi iiil Title as …Tit, the
// tail cut off with the caret short of it (real window, zh_CN). Each
// style the box draws in (its bold title, its regular placeholder) must
// measure the same in either theme.
func TestTitleBoxDrawsInTheFontItMeasures(t *testing.T) {
	for _, language := range []string{langZh, langEn} {
		t.Run(language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			box := h.u.editor.titleBox.Theme
			drv := fyne.CurrentApp().Driver()
			size := box.Size(theme.SizeNameText)
			for _, tt := range []struct {
				name  string
				style fyne.TextStyle
				text  string
			}{
				{"the title", h.u.editor.title.TextStyle, "第二卷 江湖远 · 第三章 夜雨ceshi iiil Title"},
				{"the placeholder", fyne.TextStyle{}, "章节标题 Chapter title"},
			} {
				laid := fyne.MeasureText(tt.text, size, tt.style)
				drawn, _ := drv.RenderedTextSize(tt.text, size, tt.style, box.Font(tt.style))
				if laid.Width != drawn.Width {
					t.Errorf("%s: laid out %.1f px wide, drawn %.1f px", tt.name, laid.Width, drawn.Width)
				}
			}
		})
	}
}
