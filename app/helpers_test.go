package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/search"
	"inkflow/engine/settings"
)

func TestParagraphAround(t *testing.T) {
	text := "第一段很长很长很长的一句话，足够长了。\n短句\n\n另一块的开头，也足够长的一句话。\n结尾"
	rs := []rune(text)
	at := func(s string) int { return len([]rune(text[:strings.Index(text, s)])) }
	tests := []struct {
		name string
		pos  int
		want string
	}{
		{"cursor in a long line", at("很长") + 1, "第一段很长很长很长的一句话，足够长了。"},
		{"cursor at line start", 0, "第一段很长很长很长的一句话，足够长了。"},
		{"short line widens to its block", at("短句") + 1, "第一段很长很长很长的一句话，足够长了。\n短句"},
		{"second block", at("另一块"), "另一块的开头，也足够长的一句话。"},
		{"short last line", len(rs), "另一块的开头，也足够长的一句话。\n结尾"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, span := paragraphAround(rs, tt.pos)
			if got != tt.want {
				t.Fatalf("paragraph = %q, want %q", got, tt.want)
			}
			if string(rs[span.start:span.end]) != got {
				t.Fatalf("span [%d,%d) does not hold the paragraph", span.start, span.end)
			}
		})
	}
}

// TestCounts: every count says its unit, exact with grouped digits
// (countText: dialogs, status bar, goals) and, in the chapter tree
// (shortCountText), exact below 10,000 and abbreviated above, in 万 in
// Chinese and in k or M in English. The tree read 2561, 1.8万 and 6万
// with no unit beside a status bar reading 59,718 字.
func TestCounts(t *testing.T) {
	for _, tt := range []struct {
		language string
		mode     engine.CountMode
		n        int
		short    string
		full     string
	}{
		{langEn, engine.CountWords, 0, "0 words", "0 words"},
		{langEn, engine.CountWords, 1, "1 word", "1 word"},
		{langEn, engine.CountWords, 999, "999 words", "999 words"},
		{langEn, engine.CountWords, 4697, "4,697 words", "4,697 words"},
		{langEn, engine.CountWords, 12345, "12.3k words", "12,345 words"},
		{langEn, engine.CountWords, 591422, "591k words", "591,422 words"},
		{langEn, engine.CountWords, 1234567, "1.2M words", "1,234,567 words"},
		{langEn, engine.CountZi, 59718, "59.7k 字", "59,718 字"}, // as the command line says it (cli countformat_test)
		{langEn, engine.CountChars, 1, "1 character", "1 character"},
		{langZh, engine.CountZi, 0, "0 字", "0 字"},
		{langZh, engine.CountZi, 2561, "2,561 字", "2,561 字"},
		{langZh, engine.CountZi, 9999, "9,999 字", "9,999 字"},
		{langZh, engine.CountZi, 10000, "1万 字", "10,000 字"},
		{langZh, engine.CountZi, 18000, "1.8万 字", "18,000 字"},
		{langZh, engine.CountZi, 59718, "5.97万 字", "59,718 字"},
		{langZh, engine.CountZi, 600000, "60万 字", "600,000 字"},
		{langZh, engine.CountZi, 1234567, "123.46万 字", "1,234,567 字"},
		{langZh, engine.CountChars, 65432, "6.54万 字符", "65,432 字符"},
	} {
		t.Run(tt.language+"/"+strconv.Itoa(tt.n), func(t *testing.T) {
			useLanguage(t, tt.language)
			if got := shortCountText(tt.mode, tt.n); got != tt.short {
				t.Errorf("shortCountText(%s, %d) = %q, want %q", tt.mode, tt.n, got, tt.short)
			}
			if got := countText(tt.mode, tt.n); got != tt.full {
				t.Errorf("countText(%s, %d) = %q, want %q", tt.mode, tt.n, got, tt.full)
			}
		})
	}
	if got := groupDigits(-1234); got != "-1,234" {
		t.Errorf("groupDigits(-1234) = %q", got)
	}
}

func TestParseSize(t *testing.T) {
	for _, tt := range []struct {
		in string
		ok bool
	}{{"1400x900", true}, {" 800x600 ", true}, {"1400", false}, {"axb", false}, {"10x10", false}} {
		if _, ok := parseSize(tt.in); ok != tt.ok {
			t.Errorf("parseSize(%q) ok = %v", tt.in, ok)
		}
	}
}

func TestSplitAliases(t *testing.T) {
	got := splitAliases(" 守灯人，阿默、老林, Lin ;;  ")
	if fmt.Sprint(got) != "[守灯人 阿默 老林 Lin]" {
		t.Fatalf("splitAliases = %q", got)
	}
}

func TestCardText(t *testing.T) {
	r := search.Result{Kind: search.KindWiki, Chapter: "林默", WikiType: "character", Project: "灯塔", Score: 0.016393, Sources: search.Sources{VectorRank: 2, KeywordRank: 1}}
	if got := cardTitle(r, true); got != "灯塔 › Story Bible · 林默 (Character)" {
		t.Errorf("cardTitle = %q", got)
	}
	if got := cardMeta(r); got != "Matches the meaning and the words" {
		t.Errorf("cardMeta = %q", got)
	}
	// A chapter's opening found by its title says so first.
	r = search.Result{Kind: search.KindChapter, Chapter: "Chapter I: The Cyclone", Sources: search.Sources{VectorRank: 4, Title: true}}
	if got := cardMeta(r); got != "The chapter's title · Similar in meaning" {
		t.Errorf("cardMeta of a title hit = %q", got)
	}
	r = search.Result{Kind: search.KindChapter, ChapterIndex: 3}
	if got := cardTitle(r, false); got != "Chapter 3" {
		t.Errorf("untitled chapter card = %q", got)
	}
}

// TestResultCardTrimsAroundMatch: a collapsed card keeps the whole match
// and cardContext characters either side; expanding shows everything.
func TestResultCardTrimsAroundMatch(t *testing.T) {
	newHarness(t, harnessOptions{noModel: true})
	text := strings.Repeat("前", 300) + "匹配的段落" + strings.Repeat("后", 300)
	r := search.Result{Kind: search.KindChapter, Text: text, MatchStart: 300, MatchEnd: 305}
	c := newResultCard(r, "", false, nil)
	shown := c.body.Text
	want := "…" + strings.Repeat("前", cardContext) + "匹配的段落" + strings.Repeat("后", cardContext) + "…"
	if got := shown(); got != want || c.highlighted() != "匹配的段落" || !c.expand.Visible() {
		t.Fatalf("collapsed card shows %d runes, highlight %q", len([]rune(got)), c.highlighted())
	}
	c.setExpanded(true)
	if shown() != text || c.highlighted() != "匹配的段落" {
		t.Fatal("expanded card does not show the whole passage")
	}
	// Offsets outside the text are clamped, never a panic.
	bad := newResultCard(search.Result{Text: "短", MatchStart: 5, MatchEnd: 9}, "", false, nil)
	if bad.highlighted() != "" {
		t.Fatalf("clamped highlight = %q", bad.highlighted())
	}
}

// TestCountHintExplainsEveryChoice: the hint under the Writing tab's
// Count choice says what each of its counts counts, not only zi: an
// English writer who picks English words read a hint about zi.
func TestCountHintExplainsEveryChoice(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	h.u.showSettings()
	d := h.u.settings
	var hint string
	for _, form := range formsIn(d.tabs.Items[0].Content) {
		for _, item := range form.Items {
			if w, h := formHint(item); w == d.count {
				hint = h
			}
		}
	}
	if len(d.count.Options) != 1+len(engine.CountModes) { // following the book, then each count
		t.Fatalf("count choices %q", d.count.Options)
	}
	for _, name := range []string{"Following the book", "English words:", "字 (zi):", "Characters:"} {
		if !strings.Contains(hint, name) {
			t.Errorf("the Count hint %q does not explain %q", hint, name)
		}
	}
}

// TestSettingsDialogCoversEveryKey: the dialog shows exactly the keys of
// the settings table, each once, labelled, with its range in the hint and
// the current value, and the table's own ranges accept every value shown.
func TestSettingsDialogCoversEveryKey(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	h.u.showSettings()
	d := h.u.settings
	cur := h.eng.Settings()

	// What the dialog shows: every form item on every tab but Writing
	// (the editor's font size, a display preference outside the table).
	var shown []string
	for _, tab := range d.tabs.Items {
		if tab.Text == "Writing" {
			continue
		}
		for _, form := range formsIn(tab.Content) {
			for _, item := range form.Items {
				if item.Text == "API key" {
					continue // kept in the system's keyring, not the table (assistant_key.go)
				}
				_, hint := formHint(item)
				shown = append(shown, item.Text+" | "+hint)
			}
		}
	}
	var want []string
	for _, k := range settings.Keys() {
		want = append(want, settingLabel(k)+" | "+settingHint(k))
		f := d.field(k.Name)
		if f == nil {
			t.Errorf("%s has no field", k.Name)
			continue
		}
		v, _ := cur.Get(k.Name)
		if f.value() != v {
			t.Errorf("%s shows %q, stored %q", k.Name, f.value(), v)
		}
		if err := f.validate(); err != nil {
			t.Errorf("%s: the current value is rejected: %v", k.Name, err)
		}
	}
	slices.Sort(shown)
	slices.Sort(want)
	if !slices.Equal(shown, want) || len(d.fields) != len(settings.Keys()) {
		t.Errorf("dialog shows\n%s\nwant the table's keys\n%s", strings.Join(shown, "\n"), strings.Join(want, "\n"))
	}
	// A rule between keys is reported, too, and nothing is stored.
	d.field("chunking.min-child-size").entry.SetText("300")
	d.field("chunking.target-child-size").entry.SetText("200")
	h.tapDialogButton("Apply")
	if !d.errors.Visible() || !strings.Contains(d.errors.Text, "Needs Shortest matched piece (300) ≤ Length of a matched piece (200)") {
		t.Fatalf("min > target not reported: %q", d.errors.Text)
	}
	if h.eng.Settings().Chunking.MinChildSize != cur.Chunking.MinChildSize {
		t.Fatal("an invalid combination was stored")
	}
	d.restoreDefaults()
	h.tapDialogButton("Apply")
	h.pump()
	if d.errors.Visible() {
		t.Fatalf("defaults rejected: %q", d.errors.Text)
	}
}

// TestFontSizeShortcuts: Ctrl+= and Ctrl+- resize the editor text only,
// within bounds, and remember the size.
func TestFontSizeShortcuts(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	ed := h.u.editor
	start := ed.fontSize
	ed.text.TypedShortcut(scLargerText)
	if ed.fontSize != start+1 || ed.override.Theme.(*inkTheme).Size("text") != start+1 {
		t.Fatalf("Ctrl+= gave %v", ed.fontSize)
	}
	if got := h.a.Preferences().Float(prefFontSize); got != float64(start+1) {
		t.Fatalf("preference = %v", got)
	}
	for range 50 {
		ed.text.TypedShortcut(scSmallerText)
	}
	if ed.fontSize != minFontSize {
		t.Fatalf("font size went below the minimum: %v", ed.fontSize)
	}
	if h.u.theme.Size("text") == ed.fontSize {
		t.Fatal("the editor font size leaked into the whole window")
	}
}

// formsIn returns the forms inside a canvas object tree.
// formHint is a settings form item's widget and the hint under it (see
// hinted).
func formHint(item *widget.FormItem) (fyne.CanvasObject, string) {
	if c, ok := item.Widget.(*fyne.Container); ok && len(c.Objects) == 2 {
		if t, ok := c.Objects[1].(*proseLabel); ok {
			return c.Objects[0], t.Text
		}
	}
	return item.Widget, item.HintText
}

func formsIn(o fyne.CanvasObject) []*widget.Form {
	switch o := o.(type) {
	case *widget.Form:
		return []*widget.Form{o}
	case *container.Scroll:
		return formsIn(o.Content)
	case *widget.Accordion:
		var out []*widget.Form
		for _, it := range o.Items {
			out = append(out, formsIn(it.Detail)...)
		}
		return out
	case *fyne.Container:
		var out []*widget.Form
		for _, c := range o.Objects {
			out = append(out, formsIn(c)...)
		}
		return out
	}
	return nil
}

// TestSmartQuotesSetting: the editor types curly quotes by default; the
// Writing tab's check turns that off at once and is remembered for the
// next start.
func TestSmartQuotesSetting(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	ed := h.u.editor.text
	if !ed.SmartQuotes {
		t.Fatal("smart quotes are off by default")
	}
	h.u.showSettings()
	d := h.u.settings
	if !d.smartQuotes.Checked {
		t.Fatal("the Smart quotes check is unticked while they are on")
	}
	test.Tap(d.smartQuotes)
	if ed.SmartQuotes || h.a.Preferences().BoolWithFallback(PrefSmartQuotes, true) {
		t.Fatal("unticking Smart quotes left them on, or was not remembered")
	}
}

// TestSettingsTuningKnobsAreFolded: each tab shows the settings a writer
// changes, and keeps the table's tuning knobs (Key.Advanced: fusion,
// semantic shares, batch sizes) under a closed "Advanced" section; the
// Search tab opened on "Fusion: convex" and four semantic shares.
func TestSettingsTuningKnobsAreFolded(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	h.u.showSettings()
	d := h.u.settings
	folded := map[string]bool{} // label → under a closed Advanced section
	for _, tab := range d.tabs.Items {
		walkObjects(tab.Content, func(o fyne.CanvasObject) bool {
			switch o := o.(type) {
			case *widget.Accordion:
				for _, it := range o.Items {
					if it.Title != "Advanced" || it.Open {
						t.Errorf("%s tab: section %q open %v", tab.Text, it.Title, it.Open)
					}
					for _, f := range formsIn(it.Detail) {
						for _, item := range f.Items {
							folded[item.Text] = true
						}
					}
				}
				return false
			case *widget.Form:
				for _, item := range o.Items {
					if _, seen := folded[item.Text]; !seen {
						folded[item.Text] = false
					}
				}
			}
			return false
		})
	}
	for _, k := range settings.Keys() {
		got, ok := folded[settingLabel(k)]
		if !ok {
			t.Errorf("%s is not in the dialog", k.Name)
		} else if got != k.Advanced {
			t.Errorf("%s under Advanced: %v, want %v", k.Name, got, k.Advanced)
		}
	}
}

// TestChineseSettingsNameTheChoices: in Chinese the settings dialog
// offers the fusion and cliff-mode choices by Chinese names, and the
// name chosen is stored as the table's value. It offered the raw values
// (convex, rrf, drop, percentile) in English.
func TestChineseSettingsNameTheChoices(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	h.u.showSettings()
	d := h.u.settings
	for _, tc := range []struct{ key, pick, want string }{
		{"search.fusion", "按名次", "rrf"},
		{"chunking.cliff-mode", "在最大的几处转折", "percentile"},
	} {
		f := d.field(tc.key)
		if f == nil || f.sel == nil {
			t.Fatalf("no choice for %s", tc.key)
		}
		for _, o := range f.sel.Options {
			if !slices.ContainsFunc([]rune(o), isPairedScript) {
				t.Errorf("%s offers %q, not in Chinese", tc.key, o)
			}
		}
		if !slices.Contains(f.sel.Options, f.sel.Selected) {
			t.Errorf("%s shows %q, not one of %q", tc.key, f.sel.Selected, f.sel.Options)
		}
		f.sel.SetSelected(tc.pick)
		if got := f.value(); got != tc.want {
			t.Errorf("%s: choosing %q stores %q, want %q", tc.key, tc.pick, got, tc.want)
		}
		f.set(tc.want)
		if f.sel.Selected != tc.pick {
			t.Errorf("%s: the value %q shows as %q, want %q", tc.key, tc.want, f.sel.Selected, tc.pick)
		}
	}
}

// TestChineseModelDescriptionNamesTheFamily: the settings dialog's
// Model tab names the model's family in Chinese (静态词向量), not
// "static".
func TestChineseModelDescriptionNamesTheFamily(t *testing.T) {
	h := newHarness(t, harnessOptions{language: langZh})
	emb := h.u.eng.Embedder()
	if engine.ModelKind(emb) != "static" {
		t.Skipf("the test model's family is %q", engine.ModelKind(emb))
	}
	got := modelDescription(emb, nil)
	if rest := strings.ReplaceAll(got, emb.ModelID(), ""); !strings.Contains(rest, "静态词向量，") || strings.Contains(rest, "static") {
		t.Fatalf("the model reads %q, want its family as 静态词向量", got)
	}
}

// TestSettingsFitASmallWindow: the settings dialog asks for no more width
// than an 800-px window has. A form's hint is one line of Fyne's canvas
// text, and the Count hint (70 字 in Chinese) made the dialog 880 px wide:
// in an 800-px window the hint, the font size and the choices' arrows
// were cut off at the right.
func TestSettingsFitASmallWindow(t *testing.T) {
	for _, language := range []string{langZh, langEn} {
		h := newHarness(t, harnessOptions{noModel: true, language: language})
		h.u.showSettings()
		if w := h.u.settings.dlg.MinSize().Width; w > 760 {
			t.Errorf("%s: the settings dialog needs %.0f px", language, w)
		}
	}
}

// rename retitles the open chapter as if the author typed the title (the
// chapter tree's Rename goes through the engine's chapter history).
func (e *editor) rename(title string) {
	e.setTitle(title)
	e.save(false)
}
