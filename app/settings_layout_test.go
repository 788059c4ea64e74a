package app

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine/settings"
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

// developerWords are the engine's names for what the settings do, which
// a novelist reading an English settings label cannot be expected to
// know (the help line under a setting may name them).
var developerWords = []string{"cliff", "parent", "child", "chunk", "rrf", "fusion", "convex",
	"percentile", "embedding", "semantic", "vector", "normalis", "normaliz", "hybrid", "top-k",
	"context block", "context window", "debounce", "url", "query", "queries"}

// TestSettingsSpeakAsAWriter: every label of the settings dialog, the
// Advanced sections' too, and every choice it offers is in words a
// novelist uses: in Chinese without a Latin letter (it offered 融合常数（RRF k）
// and 倒数排名融合（RRF）, and labelled the key API 密钥; the key's box still asks for the API 密钥 the service names), in English
// without the engine's terms (Cliff threshold, Fusion: convex, Embedding
// batch, Semantic share for English queries). And at 1024×640 every
// label shows whole beside a box at least as wide as the label column,
// every tab's Advanced section open.
func TestSettingsSpeakAsAWriter(t *testing.T) {
	latin := regexp.MustCompile(`[A-Za-z]`)
	for _, language := range []string{langZh, langEn} {
		h := newHarness(t, harnessOptions{noModel: true, language: language})
		h.u.Window().Resize(fyne.NewSize(1024, 640))
		h.u.showSettings()
		d := h.u.settings
		jargon := func(s string) string {
			if language == langZh {
				return latin.FindString(s)
			}
			for _, w := range developerWords {
				if regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(w) + `\b`).MatchString(s) {
					return w
				}
			}
			return ""
		}
		for _, f := range d.fields {
			if f.sel == nil {
				continue
			}
			for _, o := range f.sel.Options {
				if w := jargon(o); w != "" {
					t.Errorf("%s: %s offers %q (%q)", language, f.key.Name, o, w)
				}
			}
		}
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
		labels := 0
		for i, tab := range d.tabs.Items {
			d.tabs.SelectIndex(i)
			walkObjects(tab.Content, func(o fyne.CanvasObject) bool {
				if a, ok := o.(*widget.Accordion); ok {
					a.OpenAll()
				}
				return false
			})
			h.pump()
			for _, form := range formsIn(tab.Content) {
				if !form.Visible() {
					continue
				}
				texts := map[string]bool{}
				for _, item := range form.Items {
					texts[item.Text] = true
					labels++
					if w := jargon(item.Text); w != "" {
						t.Errorf("%s, tab %q: the label %q says %q", language, tab.Text, item.Text, w)
					}
				}
				column := float32(0)
				walkObjects(form, func(o fyne.CanvasObject) bool {
					l, ok := o.(*widget.Label)
					if !ok || !texts[l.Text] {
						return false
					}
					column = max(column, l.Size().Width)
					if l.Size().Width+0.5 < l.MinSize().Width {
						t.Errorf("%s, tab %q: %q is cut to %.0f of its %.0f px", language, tab.Text, l.Text, l.Size().Width, l.MinSize().Width)
					}
					if end, right := abs(l).X+l.Size().Width, abs(d.tabs).X+d.tabs.Size().Width; end > right+0.5 {
						t.Errorf("%s, tab %q: %q ends at %.0f, past the dialog's %.0f", language, tab.Text, l.Text, end, right)
					}
					return false
				})
				if boxes := form.Size().Width - column; boxes < column {
					t.Errorf("%s, tab %q: the labels take %.0f px and leave the boxes %.0f", language, tab.Text, column, boxes)
				}
			}
		}
		if labels < len(settings.Keys()) {
			t.Errorf("%s: saw %d labels, fewer than the table's %d keys", language, labels, len(settings.Keys()))
		}
		h.close()
	}
}

// TestSettingsErrorsNameTheSettings: a value a setting does not take, and
// a broken rule between settings, are said by the settings' labels in
// the interface's language. The Chinese window said the engine's English
// with the command line's names: "每次列出的结果数: search.default-top-k:
// 5000 is not allowed: want 1–1000 results", "want
// chunking.min-child-size (300) ≤ chunking.target-child-size (200) ≤ …".
func TestSettingsErrorsNameTheSettings(t *testing.T) {
	for _, tc := range []struct {
		language string
		set      map[string]string
		want     string
	}{
		{langZh, map[string]string{"search.default-top-k": "5000"}, "每次列出的结果数：不能设为 5000（可设 1–1000 条）"},
		{langZh, map[string]string{"search.default-top-k": "十"}, "每次列出的结果数：不能设为 十（可设 1–1000 条）"},
		{langZh, map[string]string{"assistant.base-url": "localhost:11434"}, "服务地址：localhost:11434 不是网址（应以 http:// 或 https:// 开头）"},
		{langZh, map[string]string{"chunking.min-child-size": "300", "chunking.target-child-size": "200"},
			"需满足：匹配片段的下限（300）≤匹配片段的长度（200）≤匹配片段的上限（400）"},
		{langEn, map[string]string{"chunking.min-parent-size": "3000", "chunking.max-parent-size": "1000"},
			"Needs Shortest passage around a match (3000) ≤ Longest passage around a match (1000)"},
	} {
		h := newHarness(t, harnessOptions{noModel: true, language: tc.language})
		h.u.showSettings()
		d := h.u.settings
		before := h.eng.Settings()
		for key, v := range tc.set {
			f := d.field(key)
			f.entry.SetText(v)
			if err := f.validate(); err != nil && !strings.Contains(tc.want, err.Error()) {
				t.Errorf("%s: %s = %s: the box says %q, want it in %q", tc.language, key, v, err, tc.want)
			} else if err != nil && !errors.Is(err, settings.ErrInvalid) {
				t.Errorf("%s: %s = %s: %q no longer wraps the engine's error", tc.language, key, v, err)
			}
		}
		h.tapDialogButton(lang.L("Apply"))
		h.pump()
		if !d.errors.Visible() || !strings.Contains(d.errors.Text, tc.want) {
			t.Errorf("%s: %v: Apply says %q, want %q", tc.language, tc.set, d.errors.Text, tc.want)
		}
		if strings.Contains(d.errors.Text, "search.") || strings.Contains(d.errors.Text, "chunking.") || strings.Contains(d.errors.Text, "assistant.") {
			t.Errorf("%s: Apply names the command line's keys: %q", tc.language, d.errors.Text)
		}
		if h.eng.Settings() != before {
			t.Errorf("%s: %v was stored", tc.language, tc.set)
		}
		h.close()
	}
}

// TestSettingsErrorRevealsTheHiddenSetting: when Apply's error names a
// setting folded away under Advanced (or in another tab), the dialog
// shows it: its tab, its fold open, the setting in view with the
// keyboard in it. "Needs Shortest matched piece (100) ≤ Length of a
// matched piece (20) ≤ …" named a setting the author could not see. An
// error about a setting in sight moves nothing.
func TestSettingsErrorRevealsTheHiddenSetting(t *testing.T) {
	for _, tc := range []struct {
		name     string
		language string
		shown    string // the tab shown when Apply is tapped ("" Writing)
		set      map[string]string
		reveal   string // the key brought into view ("": none)
	}{
		{"a rule with a folded setting", langZh, "chunking", map[string]string{"chunking.target-child-size": "20"}, "chunking.min-child-size"},
		{"from another tab", langEn, "", map[string]string{"chunking.min-parent-size": "3000", "chunking.max-parent-size": "1000"}, "chunking.min-parent-size"},
		{"a setting in sight", langEn, "search", map[string]string{"search.default-top-k": "5000"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language})
			defer h.close()
			h.u.showSettings()
			d := h.u.settings
			if tc.shown != "" {
				d.selectTab(tc.shown)
			}
			shownTab := d.tabs.SelectedIndex()
			for key, v := range tc.set {
				d.field(key).entry.SetText(v)
			}
			h.tapDialogButton(lang.L("Apply"))
			h.pump()
			if !d.errors.Visible() {
				t.Fatalf("Apply showed no error for %v", tc.set)
			}
			if tc.reveal == "" {
				for name, pl := range d.places {
					if pl.fold != nil && pl.fold.Items[0].Open {
						t.Errorf("the Advanced fold over %s opened for an error about a setting in sight", name)
					}
				}
				if d.tabs.SelectedIndex() != shownTab {
					t.Errorf("an error about a setting in sight moved the dialog to tab %d (was %d)", d.tabs.SelectedIndex(), shownTab)
				}
				return
			}
			pl := d.places[tc.reveal]
			if pl.fold == nil {
				t.Fatalf("%s is not under an Advanced fold; the test needs one that is", tc.reveal)
			}
			if d.tabs.SelectedIndex() != pl.tab || !pl.fold.Items[0].Open {
				t.Fatalf("error %q: tab %d shown (want %d), its Advanced fold open %v", d.errors.Text, d.tabs.SelectedIndex(), pl.tab, pl.fold.Items[0].Open)
			}
			if got := h.u.Window().Canvas().Focused(); got != pl.obj.(fyne.Focusable) {
				t.Errorf("the keyboard is on %T, not on %s", got, tc.reveal)
			}
			abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
			top, bottom := abs(pl.scroll).Y, abs(pl.scroll).Y+pl.scroll.Size().Height
			if y := abs(pl.obj).Y; y < top || y+pl.obj.Size().Height > bottom {
				t.Errorf("%s is at %.0f–%.0f, out of the tab's view %.0f–%.0f", tc.reveal, y, y+pl.obj.Size().Height, top, bottom)
			}
		})
	}
}

// TestSettingBoxesSayTheirUnit: a number box shows its unit at its
// right, in the interface's language: "Search sees new text after" (保存后
// 多久更新搜索) read [3000] with no unit beside it, milliseconds named only
// in the hint's range under it. The unit is right of the box and on its
// line, and a share (0.3) shows none.
func TestSettingBoxesSayTheirUnit(t *testing.T) {
	tests := []struct {
		language, key, unit string
	}{
		{langEn, "chunking.debounce-ms", "ms"},
		{langZh, "chunking.debounce-ms", "毫秒"},
		{langEn, "chunking.max-parent-size", "characters"},
		{langZh, "search.default-top-k", "条"},
		{langEn, "search.vector-weight", ""},
	}
	for _, tt := range tests {
		t.Run(tt.language+" "+tt.key, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			h.u.Window().Resize(fyne.NewSize(1000, 700))
			h.u.showSettings()
			d := h.u.settings
			pl, ok := d.places[tt.key]
			if !ok {
				t.Fatalf("no place for %s", tt.key)
			}
			d.tabs.SelectIndex(pl.tab)
			if pl.fold != nil {
				pl.fold.Open(0)
			}
			h.pump()
			box := pl.obj
			var unit *widget.Label
			walkObjects(pl.path[len(pl.path)-1], func(o fyne.CanvasObject) bool {
				if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text != "" {
					if dr := fyne.CurrentApp().Driver(); dr.AbsolutePositionForObject(l).X >= dr.AbsolutePositionForObject(box).X+box.Size().Width-0.5 {
						unit = l
						return true
					}
				}
				return false
			})
			switch {
			case tt.unit == "" && unit != nil:
				t.Errorf("a %q beside the box, want none", unit.Text)
			case tt.unit == "":
			case unit == nil:
				t.Errorf("no unit beside the box, want %q", tt.unit)
			case unit.Text != tt.unit:
				t.Errorf("%q beside the box, want %q", unit.Text, tt.unit)
			default:
				dr := fyne.CurrentApp().Driver()
				by, uy := dr.AbsolutePositionForObject(box).Y, dr.AbsolutePositionForObject(unit).Y
				if uy < by-0.5 || uy > by+box.Size().Height {
					t.Errorf("the unit at y %.0f is off the box's line (%.0f–%.0f)", uy, by, by+box.Size().Height)
				}
			}
		})
	}
}

// TestSettingNumbersLineUp: on every settings tab, its Advanced section
// open, the number boxes end at one line and their units start at one
// line, in Chinese and in English: each box was as wide as its unit left
// it (条, 毫秒, 字符 are as many widths), and a number without a unit (a
// share) ran past the others' units.
func TestSettingNumbersLineUp(t *testing.T) {
	for _, language := range []string{langZh, langEn} {
		t.Run(language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			h.u.Window().Resize(fyne.NewSize(1000, 700))
			h.u.showSettings()
			d := h.u.settings
			abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
			for i, tab := range d.tabs.Items {
				d.tabs.SelectIndex(i)
				var ends, units []float32
				var names []string
				for _, k := range settings.Keys() {
					pl, ok := d.places[k.Name]
					if !ok || pl.tab != i || (k.Type != settings.Int && k.Type != settings.Float) {
						continue
					}
					if pl.fold != nil {
						pl.fold.Open(0)
					}
					h.pump()
					ends = append(ends, abs(pl.obj).X+pl.obj.Size().Width)
					names = append(names, k.Name)
					walkObjects(pl.path[len(pl.path)-1], func(o fyne.CanvasObject) bool {
						if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text != "" && l.Text == unitText(k.Unit) {
							units = append(units, abs(l).X)
							return true
						}
						return false
					})
				}
				for j := range ends {
					if ends[j] < ends[0]-0.5 || ends[j] > ends[0]+0.5 {
						t.Errorf("tab %q: the box of %s ends at %.0f, that of %s at %.0f", tab.Text, names[j], ends[j], names[0], ends[0])
					}
				}
				for j := range units {
					if units[j] < units[0]-0.5 || units[j] > units[0]+0.5 {
						t.Errorf("tab %q: units start at %.0f and %.0f", tab.Text, units[0], units[j])
					}
				}
			}
		})
	}
}

// TestSearchModelOffersTheInstalledModels: the search model's box lists
// the installed models to pick from, and its help says so, naming no
// command: it sent the author to "inkflow model list" on the command line
// for the names the box takes.
func TestSearchModelOffersTheInstalledModels(t *testing.T) {
	for _, language := range []string{langZh, langEn} {
		t.Run(language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			h.u.showSettings()
			d := h.u.settings
			pl := d.places["model.name"]
			d.tabs.SelectIndex(pl.tab)
			h.pump()
			var help string
			walkObjects(pl.path[len(pl.path)-1], func(o fyne.CanvasObject) bool {
				if l, ok := o.(*proseLabel); ok {
					help = l.Text
				}
				return false
			})
			if help == "" || strings.Contains(help, "inkflow") {
				t.Errorf("the help reads %q, want it to name no command", help)
			}
			box := pl.obj.(*dialogEntry)
			b, ok := box.ActionItem.(*widget.Button)
			if !ok {
				t.Fatalf("the box has no list button (%T)", box.ActionItem)
			}
			test.Tap(b)
			h.pump()
			var menu *widget.PopUpMenu
			for _, o := range h.u.win.Canvas().Overlays().List() {
				walkObjects(o, func(o fyne.CanvasObject) bool {
					if m, ok := o.(*widget.PopUpMenu); ok {
						menu = m
					}
					return menu != nil
				})
			}
			if menu == nil || len(menu.Items) == 0 {
				t.Fatal("tapping the button shows no list")
			}
			if offered := visibleStrings(menu.Items[0]); !slices.Contains(offered, defaultModel) {
				t.Fatalf("the list's first item reads %q, want %s", offered, defaultModel)
			}
			test.Tap(menu.Items[0].(fyne.Tappable))
			if box.Text != defaultModel {
				t.Errorf("picking %s left the box reading %q", defaultModel, box.Text)
			}
		})
	}
}
