package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestSettingsClearOfScrollBar: in every settings tab, the buttons and
// boxes end left of the tab's scroll bar, which Fyne draws over the
// content's right edge: Settings › Assistant's Forget Key sat under it.
// In English and Chinese (删除密钥).
func TestSettingsClearOfScrollBar(t *testing.T) {
	for _, language := range []string{langEn, langZh} {
		h := newHarness(t, harnessOptions{noModel: true, language: language})
		h.u.showSettings()
		d := h.u.settings
		bar := theme.Size(theme.SizeNameScrollBar)
		sawForget := false
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
		for i, tab := range d.tabs.Items {
			d.tabs.SelectIndex(i)
			sc, ok := tab.Content.(*container.Scroll)
			if !ok {
				t.Fatalf("%s: tab %q is not a scroll", language, tab.Text)
			}
			clear := abs(sc).X + sc.Size().Width - bar
			walkObjects(sc.Content, func(o fyne.CanvasObject) bool {
				switch o.(type) {
				case *widget.Button, *widget.Entry, *widget.Select:
				default:
					return false
				}
				sawForget = sawForget || o == d.key.forget
				if end := abs(o).X + o.Size().Width; o.Visible() && end > clear+0.5 {
					t.Errorf("%s, tab %q: a %T ends at %.0f, under the scroll bar from %.0f", language, tab.Text, o, end, clear)
				}
				return false
			})
		}
		if !sawForget {
			t.Errorf("%s: Forget Key is in no settings tab", language)
		}
		h.close()
	}
}
