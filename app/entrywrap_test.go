package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestProfileTypedAcrossWrapKeepsSpaces: a word-wrapped box (a wiki
// entry's profile) keeps every typed space where it was typed, whatever
// the width. Fyne's wrap dropped a space typed at the end of a full row
// from its rows and put the caret back before it, so the next word went
// in before the space: "cannot.Stubborn" in the real window, a space
// piled up at the end. Backspace, Enter and a quote right after such a
// space act after it.
func TestProfileTypedAcrossWrapKeepsSpaces(t *testing.T) {
	const para = "Seventeen. Keeps the light when her father cannot. Stubborn and afraid of the dark water. Her father is the keeper."
	tests := []struct {
		name string
		// keys runs after text up to and including a space that ends a
		// row; want is the box's text then, given that text.
		keys func(e *keyEntry)
		want func(upTo string) string
	}{
		{"the rest of the paragraph", func(e *keyEntry) {}, nil},
		{"Backspace erases the space", func(e *keyEntry) { e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace}) },
			func(upTo string) string { return strings.TrimSuffix(upTo, " ") }},
		{"Enter goes after the space", func(e *keyEntry) { e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) },
			func(upTo string) string { return upTo + "\n" }},
		{"a quote after the space opens", func(e *keyEntry) { test.Type(e, `"Yes`) },
			func(upTo string) string { return upTo + "“Yes" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			test.NewTempApp(t)
			lagged := 0
			for width := float32(150); width <= 450; width += 10 {
				e := newKeyEntry(nil, true)
				e.smartQuotes = func() bool { return true }
				w := test.NewTempWindow(t, e)
				w.Resize(fyne.NewSize(width, 300))
				w.Canvas().Focus(e)
				if tt.want == nil {
					test.Type(e, para)
					if e.Text != para {
						t.Fatalf("width %v: typed %q, the box holds %q", width, para, e.Text)
					}
					lagged++ // every width typed whole
					continue
				}
				// Type up to the first space the wrap drops, if any.
				typed := ""
				for _, r := range para {
					test.Type(e, string(r))
					typed += string(r)
					if r == ' ' && e.CursorTextOffset() < len([]rune(typed)) {
						break
					}
				}
				if !strings.HasSuffix(typed, " ") || typed == para {
					continue // no row ended on a space at this width
				}
				lagged++
				tt.keys(e)
				if want := tt.want(typed); e.Text != want {
					t.Fatalf("width %v: got %q, want %q", width, e.Text, want)
				}
			}
			if lagged == 0 {
				t.Fatal("no width ended a row on a typed space: the case tests nothing")
			}
		})
	}
}
