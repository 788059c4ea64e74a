package search

import (
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

func TestCutWindow(t *testing.T) {
	// Ten sentences of ten runes each: "s0xxxxxxx。" … "s9xxxxxxx。".
	var b strings.Builder
	for i := range 10 {
		b.WriteString("s")
		b.WriteByte(byte('0' + i))
		b.WriteString("xxxxxxx。")
	}
	text := b.String()
	n := utf8.RuneCountInString(text)
	tests := []struct {
		name           string
		cs, ce, w      int
		wantWS, wantWE int
	}{
		{"no windowing", 40, 50, 0, 0, 100},
		{"parent fits", 40, 50, 100, 0, 100},
		{"centred on sentences", 40, 50, 30, 30, 60},
		{"ties grow left first", 40, 50, 40, 20, 60},
		{"at the start", 0, 10, 30, 0, 30},
		{"at the end", 90, 100, 30, 70, 100},
		{"child longer than window", 20, 70, 30, 20, 70},
		{"child equals window", 20, 50, 30, 20, 50},
		// The match does not start on a sentence boundary: the window
		// widens to whole sentences around it.
		{"unaligned match", 43, 47, 20, 30, 50},
		// Sentences too long for the window: exact centred cut.
		{"hard cut", 43, 47, 9, 41, 50},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ws, we := cutWindow(text, n, tc.cs, tc.ce, tc.w)
			if ws != tc.wantWS || we != tc.wantWE {
				t.Errorf("cutWindow(%d,%d,w=%d) = [%d,%d), want [%d,%d)", tc.cs, tc.ce, tc.w, ws, we, tc.wantWS, tc.wantWE)
			}
		})
	}
}

// TestCutWindowProperty checks P12 on arbitrary texts and matches: the
// window holds the whole match, stays inside the text, is no longer than
// max(w, match), and is the whole text exactly when the text fits or the
// match is all of it.
func TestCutWindowProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.StringOfN(rapid.SampledFrom([]rune("字ab 。.!？\n”")), 0, 600, -1).Draw(t, "text")
		n := utf8.RuneCountInString(text)
		cs := rapid.IntRange(0, n).Draw(t, "cs")
		ce := rapid.IntRange(cs, n).Draw(t, "ce")
		w := rapid.IntRange(-5, 700).Draw(t, "w")
		ws, we := cutWindow(text, n, cs, ce, w)
		if ws < 0 || we > n || ws > cs || we < ce {
			t.Fatalf("window [%d,%d) of %d runes misses match [%d,%d)", ws, we, n, cs, ce)
		}
		if w > 0 && we-ws > max(w, ce-cs) {
			t.Fatalf("window of %d runes for w=%d, match %d", we-ws, w, ce-cs)
		}
		// The whole text comes back when it fits, or when the match is the
		// whole text (P12 outranks the window size).
		if (w <= 0 || n <= w || (cs == 0 && ce == n)) != (ws == 0 && we == n) {
			t.Fatalf("w=%d, n=%d: window [%d,%d)", w, n, ws, we)
		}
	})
}

func TestRuneSlice(t *testing.T) {
	s := "ab字c”"
	tests := []struct {
		start, end int
		want       string
	}{
		{0, 0, ""}, {0, 5, s}, {1, 3, "b字"}, {2, 5, "字c”"}, {5, 5, ""}, {4, 5, "”"},
	}
	for _, tc := range tests {
		if got := runeSlice(s, tc.start, tc.end); got != tc.want {
			t.Errorf("runeSlice(%d,%d) = %q, want %q", tc.start, tc.end, got, tc.want)
		}
	}
}

// TestWordEdges: a window cut inside an English word moves to the next
// word's start and the previous word's end, past the punctuation that
// closes what was cut, but never into the match it must hold, never more
// than maxWordTrim runes, and Chinese is cut where it is, though not
// through —— or …… nor before a variation selector.
func TestWordEdges(t *testing.T) {
	tests := []struct {
		name, text     string
		ws, we         int
		keepS, keepE   int
		wantS, wantEnd string // the window's text, its start and its end
	}{
		{"both ends in words", "Justine was called on for her defence.", 6, 34, 12, 20, "was", "her"},
		{"on word edges already", "Justine was called on for her defence.", 8, 21, 12, 20, "was", "on"},
		{"on spaces", "Justine was called on for her defence.", 7, 22, 12, 20, "was", "on"}, // not " was called on "
		{"past a comma", "said he, and went on", 6, 20, 10, 15, "and", "on"},
		{"the match holds the start", "Justine was called", 3, 18, 3, 10, "tine", "called"},
		{"the match holds the end", "Justine was called", 0, 15, 0, 15, "Justine", "cal"},
		{"one word", "Incomprehensibilities", 3, 12, 4, 4, "ompr", "hens"},
		{"Chinese is cut anywhere", "阿Ｑ坐了一会，皮肤有些起粟", 2, 9, 3, 3, "坐了", "皮肤"},
		{"a word longer than the trim", "a " + strings.Repeat("x", 40) + " b", 5, 30, 20, 20, "xxx", "xxx"},
		{"not through a dash", "他说——走吧，别回头——快", 3, 10, 4, 5, "走", "回头"},
		{"an ellipsis run between its pairs", "等等…………来了，好", 3, 9, 6, 7, "……来", "了，"},
		{"an ellipsis at the end", "走吧……好", 0, 3, 0, 1, "走", "吧"},
		{"a variation selector starts no window", "好❤\ufe0f啊走", 2, 5, 3, 4, "啊", "走"},
		{"a variation selector stays with its character", "好❤\ufe0f啊走", 0, 2, 0, 1, "好", "好"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := []rune(tc.text)
			ws, we := WordEdges(r, tc.ws, tc.we, tc.keepS, tc.keepE)
			got := string(r[ws:we])
			if ws > tc.keepS || we < tc.keepE || we <= ws || !strings.HasPrefix(got, tc.wantS) || !strings.HasSuffix(got, tc.wantEnd) ||
				strings.TrimSpace(got) != got {
				t.Errorf("WordEdges(%q, %d, %d) = %q [%d,%d), want it from %q to %q holding [%d,%d)",
					tc.text, tc.ws, tc.we, got, ws, we, tc.wantS, tc.wantEnd, tc.keepS, tc.keepE)
			}
		})
	}
}
