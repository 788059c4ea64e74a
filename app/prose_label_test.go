package app

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// labelLines lays l out in a window width wide and returns its drawn
// lines, top to bottom.
func labelLines(h *harness, l *proseLabel, width float32) []string {
	lines, _ := drawnLines(drawnIn(h, l, l.body, width))
	return lines
}

// isLatin reports whether r is a letter of a script that separates words
// with spaces.
func isLatin(r rune) bool { return unicode.IsLetter(r) && !isPairedScript(r) }

// TestProseLabelWrapsByTheRules: Chinese, and Chinese mixed with English,
// wrapped at narrow widths never starts a line with closing punctuation
// nor ends one with opening punctuation, never splits an English word,
// and fills each line (no ragged lines, none past the edge). Fyne's
// word-wrapped label broke Chinese after whatever character filled the
// line and mixed text only at its spaces.
func TestProseLabelWrapsByTheRules(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	tests := []struct {
		name, text string
	}{
		{"dialogue", "他说：「今天、明天，都不行。」她笑了（其实早就知道）！真的吗？是的。灯塔的光一圈一圈扫过海面，照见礁石、渔船、远处的岛，还有站在码头上的人。"},
		{"mixed", "林默打开了 Lighthouse Keeper's Log，翻到第三页，上面写着：「The storm will come tonight, and nobody will sleep.」他合上本子，望向窗外（雨已经下了）。"},
		{"english", "The keeper lit the last lamp and watched the boats come home; nobody spoke of the storm that night, and the harbour was quiet."},
	}
	const closing, opening = "、，。」）！？", "「（"
	for _, tt := range tests {
		l := newProseLabel(tt.text)
		for width := float32(130); width <= 420; width += 7 {
			what := fmt.Sprintf("%s at %v", tt.name, width)
			lines := labelLines(h, l, width)
			if len(lines) < 2 {
				t.Fatalf("%s: %d line, want the text wrapped", what, len(lines))
			}
			for i, line := range lines {
				rs := []rune(line)
				if strings.ContainsRune(closing, rs[0]) {
					t.Errorf("%s: line %d starts with %q: %q", what, i, rs[0], line)
				}
				if last := []rune(strings.TrimRight(line, " "))[len([]rune(strings.TrimRight(line, " ")))-1]; strings.ContainsRune(opening, last) {
					t.Errorf("%s: line %d ends with %q: %q", what, i, last, line)
				}
				if i > 0 {
					prev := []rune(lines[i-1])
					if isLatin(prev[len(prev)-1]) && isLatin(rs[0]) {
						t.Errorf("%s: a word is split over lines %d and %d: %q / %q", what, i-1, i, lines[i-1], line)
					}
				}
			}
			checkLines(t, what, tt.text, drawnIn(h, l, l.body, width), l.body.Size().Width, l.body.textSize())
		}
	}
}

// TestProseLabelHeightFollowsTheWidth: like a wrapping widget.Label, the
// label asks for a few characters of width whatever its text (a long
// sentence does not set a panel's width) and for the height of its text
// wrapped to the width it has: more lines, taller, by one line height a
// line, plus the inner padding.
func TestProseLabelHeightFollowsTheWidth(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	text := strings.Repeat("海风吹过礁石，浪花一层层涌上来又退下去。", 4)
	l := newProseLabel(text)
	pad := theme.InnerPadding()
	lh, spacing := l.body.lineHeight(), l.Theme().Size(theme.SizeNameLineSpacing)
	tests := []struct {
		width float32
		lines int // at least
	}{
		{2000, 1},
		{700, 2},
		{400, 3},
		{250, 5},
		{150, 9},
	}
	prev := float32(0)
	for _, tt := range tests {
		lines := labelLines(h, l, tt.width)
		if len(lines) < tt.lines {
			t.Errorf("width %v: %d lines, want at least %d", tt.width, len(lines), tt.lines)
		}
		min := l.MinSize()
		if want := float32(len(lines))*lh - spacing + 2*pad; min.Height != want {
			t.Errorf("width %v: %d lines, MinSize height %v, want %v", tt.width, len(lines), min.Height, want)
		}
		if min.Height <= prev {
			t.Errorf("width %v: MinSize height %v, less than %v at a wider width", tt.width, min.Height, prev)
		}
		prev = min.Height
		if most := 4*l.body.textSize() + 2*pad; min.Width > most {
			t.Errorf("width %v: MinSize width %v, want at most %v (a few characters)", tt.width, min.Width, most)
		}
		if l.Size().Height < min.Height {
			t.Errorf("width %v: the window gave the label %v, less than its height %v", tt.width, l.Size().Height, min.Height)
		}
	}
}

// TestProseLabelStyle: the label draws its text in the colour a
// widget.Label of the same importance uses (the notices' warning and
// danger, a summary's low importance), bold when its style is, each
// line where its alignment puts it, inset by the inner padding.
func TestProseLabelStyle(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	v := fyne.CurrentApp().Settings().ThemeVariant()
	tests := []struct {
		name  string
		imp   widget.Importance
		bold  bool
		align fyne.TextAlign
		color fyne.ThemeColorName
	}{
		{"plain", widget.MediumImportance, false, fyne.TextAlignLeading, theme.ColorNameForeground},
		{"low", widget.LowImportance, false, fyne.TextAlignLeading, theme.ColorNameDisabled},
		{"warning", widget.WarningImportance, false, fyne.TextAlignLeading, theme.ColorNameWarning},
		{"danger", widget.DangerImportance, false, fyne.TextAlignLeading, theme.ColorNameError},
		{"success", widget.SuccessImportance, false, fyne.TextAlignLeading, theme.ColorNameSuccess},
		{"bold centred", widget.MediumImportance, true, fyne.TextAlignCenter, theme.ColorNameForeground},
		{"trailing", widget.MediumImportance, false, fyne.TextAlignTrailing, theme.ColorNameForeground},
	}
	text := "还没有项目。新建一个，或导入稿件（TXT、Markdown、Word 或 EPUB），也可以拖到这里。"
	for _, tt := range tests {
		l := newProseLabel("")
		l.Importance, l.Alignment = tt.imp, tt.align
		l.TextStyle = fyne.TextStyle{Bold: tt.bold}
		l.SetText(text)
		want := l.Theme().Color(tt.color, v)
		d := drawnIn(h, l, l.body, 260)
		if l.body.Position() != fyne.NewPos(theme.InnerPadding(), theme.InnerPadding()) {
			t.Errorf("%s: the text is inset by %v, want the inner padding", tt.name, l.body.Position())
		}
		avail := l.body.Size().Width
		lines := 0
		for _, x := range d {
			if x.color != want || x.bold != tt.bold {
				t.Errorf("%s: %q drawn in %v bold %v, want %v bold %v", tt.name, x.text, x.color, x.bold, want, tt.bold)
			}
			// Spaces at the end of a line and punctuation hanging past
			// the edge do not move it.
			free := max(avail-fyne.MeasureText(strings.TrimRight(x.text, " "), l.body.textSize(), l.TextStyle).Width, 0)
			wantX := map[fyne.TextAlign]float32{fyne.TextAlignLeading: 0, fyne.TextAlignCenter: free / 2, fyne.TextAlignTrailing: free}[tt.align]
			if x.x < wantX-2 || x.x > wantX+2 {
				t.Errorf("%s: %q drawn at x %v, want %v", tt.name, x.text, x.x, wantX)
			}
			lines++
		}
		if lines < 3 {
			t.Errorf("%s: %d lines at 260 px, want the text wrapped", tt.name, lines)
		}
	}
}

// TestProseLabelKeepsItsLayout: setting the text it shows, refreshing,
// asking its MinSize or laying it out at the same width does not lay the
// text out again (a label in a list is asked every frame); a new text,
// style or width does.
func TestProseLabelKeepsItsLayout(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	l := newProseLabel("灯塔的光一圈一圈扫过海面，照见礁石和渔船。")
	labelLines(h, l, 200)
	tests := []struct {
		name     string
		do       func()
		relayout bool
	}{
		{"MinSize", func() { l.MinSize() }, false},
		{"same text", func() { l.SetText(l.Text) }, false},
		{"Refresh", l.Refresh, false},
		{"same width", func() { l.Resize(l.Size()) }, false},
		{"new text", func() { l.SetText("远处的岛。") }, true},
		{"bold", func() { l.TextStyle.Bold = true; l.Refresh() }, true},
		{"narrower", func() { l.Resize(l.Size().SubtractWidthHeight(20, 0)) }, true},
	}
	for _, tt := range tests {
		before := l.body.layouts
		tt.do()
		l.MinSize()
		if relaid := l.body.layouts != before; relaid != tt.relayout {
			t.Errorf("%s: laid out again %v, want %v", tt.name, relaid, tt.relayout)
		}
	}
}

// BenchmarkLabelMinSize compares what a frame asks of a laid-out label
// (its MinSize, for every visible object) for a proseLabel and a
// word-wrapped widget.Label of the same Chinese text and width.
func BenchmarkLabelMinSize(b *testing.B) {
	h := newHarness(b, harnessOptions{noModel: true, shellOnly: true})
	text := strings.Repeat("海风吹过礁石，浪花一层层涌上来又退下去。", 4)
	fyneLabel := widget.NewLabel(text)
	fyneLabel.Wrapping = fyne.TextWrapWord
	for _, bb := range []struct {
		name  string
		label fyne.CanvasObject
	}{{"proseLabel", newProseLabel(text)}, {"widget.Label", fyneLabel}} {
		h.u.Window().SetContent(bb.label)
		h.u.Window().Resize(fyne.NewSize(300, 800))
		b.Run(bb.name, func(b *testing.B) {
			for b.Loop() {
				bb.label.MinSize()
			}
		})
	}
}

// TestProseLabelFollowsTheTheme: a theme with larger text (the editor's
// font size setting, a theme override) draws the label's text at that
// size, wraps it again to more lines and makes the label taller; back at
// the smaller size it is as before.
func TestProseLabelFollowsTheTheme(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	l := newProseLabel(strings.Repeat("海风吹过礁石，浪花一层层涌上来又退下去。", 3))
	over := container.NewThemeOverride(l, newEditorTheme(14))
	h.u.Window().SetContent(over)
	h.u.Window().Resize(fyne.NewSize(300, 900))
	type look struct {
		lines  int
		height float32
		size   float32
	}
	seen := func() look {
		h.u.Window().Resize(fyne.NewSize(300, 900))
		lk := look{lines: len(l.body.lines), height: l.MinSize().Height}
		walkObjects(l.body, func(o fyne.CanvasObject) bool {
			if x, ok := o.(*canvas.Text); ok {
				lk.size = x.TextSize
			}
			return false
		})
		return lk
	}
	small := seen()
	tests := []struct {
		size float32
		more bool // more lines than at 14
	}{
		{24, true},
		{14, false},
	}
	for _, tt := range tests {
		over.Theme = newEditorTheme(tt.size)
		over.Refresh()
		got := seen()
		if got.size != tt.size {
			t.Errorf("size %v: text drawn at %v", tt.size, got.size)
		}
		if tt.more && (got.lines <= small.lines || got.height <= small.height) {
			t.Errorf("size %v: %d lines, %v px high; at 14 %d lines, %v px", tt.size, got.lines, got.height, small.lines, small.height)
		}
		if !tt.more && got != small {
			t.Errorf("back at size %v: %+v, first %+v", tt.size, got, small)
		}
	}
}

// BenchmarkProseLabelStreaming is the assistant's answer growing by a
// few characters at a time: each SetText wraps the whole answer again
// (2,000 characters, at 300 px), with the advances already measured.
func BenchmarkProseLabelStreaming(b *testing.B) {
	h := newHarness(b, harnessOptions{noModel: true, shellOnly: true})
	answer := []rune(strings.Repeat("诸葛亮第一次出场是在第三十七回（刘玄德三顾草庐），司马徽向刘备推荐了他。", 56))[:2000]
	l := newProseLabel(string(answer))
	h.u.Window().SetContent(l)
	h.u.Window().Resize(fyne.NewSize(300, 800))
	n := 1900
	for b.Loop() {
		n = n%2000 + 4
		l.SetText(string(answer[:n]))
		l.MinSize()
	}
}

// TestProseLabelHangsNothing: a label has no margin for punctuation to
// hang into, so at every width no line is drawn past the label's edge,
// where it would be clipped (the Settings hint "中文里是 ——" lost its
// second dash), and —— and …… are never split between lines.
func TestProseLabelHangsNothing(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	text := "输入的 -- 变为 —，... 变为 …（中文里是 —— 和 ……），紧接着按 Ctrl+Z 可复原。他说：“好。”她想了想……没说话。"
	l := newProseLabel(text)
	space := fyne.MeasureText(" ", l.body.textSize(), fyne.TextStyle{}).Width
	for width := float32(120); width <= 420; width += 3 {
		what := fmt.Sprintf("at %v", width)
		d := drawnIn(h, l, l.body, width)
		lines, ends := drawnLines(d)
		avail := l.body.Size().Width
		for i, line := range lines {
			end := ends[i]
			end -= float32(len(line)-len(strings.TrimRight(line, " "))) * space
			if end > avail+0.5 {
				t.Errorf("%s: line %d %q runs to %v past the label's %v", what, i, line, end, avail)
			}
			if i > 0 {
				prev := []rune(lines[i-1])
				if last := prev[len(prev)-1]; (last == '—' || last == '…') && []rune(line)[0] == last {
					t.Errorf("%s: %c%c split between lines %d and %d: %q / %q", what, last, last, i-1, i, lines[i-1], line)
				}
			}
		}
	}
}
