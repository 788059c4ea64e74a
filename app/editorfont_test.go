package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestEditorFontFollowsTheBook: the editor draws a book in a font by the
// book's language, whatever the interface's. In an English book the
// curly quotes, apostrophe and ellipsis come from the face the letters
// come from (with the CJK font's letters they came from a fallback font:
// ” 8.3 px at 16 px where the letters' face has 5.75, a gap in
// "“Victor,”  said"); in a Chinese book they are the CJK font's
// full-width forms, as wide as a Chinese character.
func TestEditorFontFollowsTheBook(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	for _, language := range []string{langEn, langZh} {
		h := newHarness(t, harnessOptions{noModel: true, language: language})
		en, enCh := h.addChapter("Letters", "Chapter 1", "“Victor,” said Elizabeth, “you must not go out tonight… the storm is too strong.” He didn’t answer; he only looked at the road beyond the gate and waited for the morning to come.")
		zh, zhCh := h.addChapter("雪夜", "第一章", "“雪下了一夜。山路都封了，我们出不去了。”老人说着，把柴火往炉子里又添了一根——火苗跳了跳，又矮下去。“那怎么办……”她望着窗外。")
		width := func(s string) float32 {
			sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, 16, fyne.TextStyle{}, h.u.editor.text.FontSource)
			return sz.Width
		}
		fyneWidth := func(s string) float32 {
			sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, 16, fyne.TextStyle{}, theme.DefaultTextFont())
			return sz.Width
		}
		h.openInTree(en.ID, enCh.ID)
		for _, s := range []string{"“", "”", "’", "…", "a", "V"} {
			if got, want := width(s), fyneWidth(s); got != want {
				t.Errorf("%s interface, English book: %q is %v wide, want %v as the letters' face draws it", language, s, got, want)
			}
		}
		h.openInTree(zh.ID, zhCh.ID)
		han := width("雪")
		for _, s := range []string{"“", "”", "‘", "’", "…"} {
			if got := width(s); got != han {
				t.Errorf("%s interface, Chinese book: %q is %v wide, want the full width of 雪, %v", language, s, got, han)
			}
		}
		h.close()
	}
}
