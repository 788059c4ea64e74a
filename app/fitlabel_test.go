package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestFitLabelEllipsises: a text that fits is shown whole; at narrower
// widths the label shows the longest prefix that fits with "…" after it;
// widening it again shows the whole text; a new text is fitted to the
// width the label has.
func TestFitLabelEllipsises(t *testing.T) {
	newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	l := newFitLabel(fyne.TextStyle{Bold: true})
	text := "第一百二十回 荐杜预老将献新谋 降孙皓三分归一统"
	l.SetText(text)
	if l.Text != text {
		t.Fatalf("before a layout the label shows %q", l.Text)
	}
	size, pad := l.Theme().Size(theme.SizeNameText), l.Theme().Size(theme.SizeNameInnerPadding)
	full := fyne.MeasureText(text, size, l.TextStyle).Width + 2*pad
	tests := []struct {
		width float32
		whole bool
	}{
		{full + 10, true},
		{full / 2, false},
		{full / 5, false},
		{full, true},
	}
	for _, tt := range tests {
		l.Resize(fyne.NewSize(tt.width, 30))
		if tt.whole {
			if l.Text != text {
				t.Errorf("width %.0f (the text needs %.0f): shows %q", tt.width, full, l.Text)
			}
			continue
		}
		prefix, ok := strings.CutSuffix(l.Text, "…")
		if !ok || !strings.HasPrefix(text, prefix) || prefix == "" {
			t.Errorf("width %.0f: shows %q, want a prefix of the text and …", tt.width, l.Text)
			continue
		}
		if w := fyne.MeasureText(l.Text, size, l.TextStyle).Width; w > tt.width-2*pad {
			t.Errorf("width %.0f: %q is %.0f wide, more than the %.0f available", tt.width, l.Text, w, tt.width-2*pad)
		}
		longer := string([]rune(text)[:len([]rune(prefix))+1]) + "…"
		if w := fyne.MeasureText(longer, size, l.TextStyle).Width; w <= tt.width-2*pad {
			t.Errorf("width %.0f: %q would fit too, but %q is shown", tt.width, longer, l.Text)
		}
	}
	l.Resize(fyne.NewSize(full/2, 30))
	l.SetText("短")
	if l.Text != "短" || l.FullText() != "短" {
		t.Errorf("a short text at half width shows %q", l.Text)
	}
}
