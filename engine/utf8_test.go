package engine

import (
	"errors"
	"testing"
)

// TestInvalidUTF8Rejected is the regression test for SaveChapter and
// ImportChapters storing invalid UTF-8: rune offsets would no longer match
// the stored bytes. They must refuse it and leave the stored text alone.
func TestInvalidUTF8Rejected(t *testing.T) {
	e, p := openProject(t, "p")
	c := mustChapter(t, e, p.ID, "c", "原文。")
	tests := []struct{ name, title, text string }{
		{"lone continuation byte", "c", "前\x80后"},
		{"truncated sequence", "c", "月亮\xe6\x9c"},
		{"utf-16 surrogate", "c", "a\xed\xa0\x80b"},
		{"invalid title", "\xff", "好文字。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := e.SaveChapter(c.ID, tt.title, tt.text); !errors.Is(err, ErrInvalid) {
				t.Fatalf("SaveChapter: err = %v, want ErrInvalid", err)
			}
			got, err := e.Chapter(c.ID)
			if err != nil || got.Text != "原文。" || got.Title != "c" {
				t.Fatalf("stored chapter changed: %q %q %v", got.Title, got.Text, err)
			}
			before, _ := e.Chapters(p.ID)
			if _, err := e.ImportChapters(p.ID, []NewChapter{{Title: "ok", Index: 5, Text: "好。"}, {Title: tt.title, Index: 6, Text: tt.text}}); !errors.Is(err, ErrInvalid) {
				t.Fatalf("ImportChapters: err = %v, want ErrInvalid", err)
			}
			if after, _ := e.Chapters(p.ID); len(after) != len(before) {
				t.Fatalf("ImportChapters wrote %d chapters before refusing", len(after)-len(before))
			}
		})
	}
}
