package importer

import (
	"slices"
	"strings"
	"testing"
)

// TestSplitChapterSubtitles covers a chapter's title set on the line
// under its bare number (Chapter I, then The Cyclone), in English and in
// Chinese, and the lines there that are the chapter's text instead: its
// first sentence, dialogue, an epigraph's verse, a hard-wrapped
// paragraph's first line, a letter's address.
func TestSplitChapterSubtitles(t *testing.T) {
	// para is a paragraph on one line, as long as a novel's.
	para := func(s string) string {
		return s + " walked along the lane past the mill and the church, and nobody on the road said a word to anyone."
	}
	// wrappedPara is the same text hard-wrapped at 60 letters, n times.
	wrappedPara := strings.Repeat("The rain had not stopped for three days and the river was\nrising past the mill, the church and the old stone bridge,\nso that nobody in the village slept well that week.\n\n", 8)
	tests := []struct {
		name   string
		in     string
		titles []string // detected chapters from 1, in order
		first  string   // chapter 1's text starts so
	}{
		{"title under the number, blank lines between", "Chapter I\n\nThe Storm\n\n" + para("Anna") + "\n\nChapter II\n\nThe Council of the Hill Folk\n\n" + para("Ben"),
			[]string{"Chapter I: The Storm", "Chapter II: The Council of the Hill Folk"}, "Anna walked"},
		{"title on the next line, the text right under it", "CHAPTER I\nThe Storm\n" + para("Anna") + "\nCHAPTER II\nA Quiet Morning\n" + para("Ben"),
			[]string{"CHAPTER I: The Storm", "CHAPTER II: A Quiet Morning"}, "Anna walked"},
		{"the heading's own full stop, a title in capitals", "CHAPTER I.\n\nTHE TWO FRIENDS OF MILL LANE\n\n" + para("Anna") + "\n\nCHAPTER II.\n\nMR. HOLT, AND A STRANGER\n\n" + para("Ben"),
			[]string{"CHAPTER I. THE TWO FRIENDS OF MILL LANE", "CHAPTER II. MR. HOLT, AND A STRANGER"}, "Anna walked"},
		{"a numeral alone, an abbreviation in the title", "Title\n\nI\n\nMr. Holt at Home\n\n" + para("Anna") + "\n\nII\n\nA Visit to the Town\n\n" + para("Ben"),
			[]string{"I. Mr. Holt at Home", "II. A Visit to the Town"}, "Anna walked"},
		{"a title in capitals ends with a full stop or is quoted", "Title\n\nI.\n\nTHE STRANGE BOAT.\n\n" + para("Anna") + "\n\nII.\n\n“HOME AGAIN.”\n\n“Lines of an old song,\n\nsung at the door.”\n\n" + para("Ben"),
			[]string{"I. THE STRANGE BOAT.", "II. “HOME AGAIN.”"}, "Anna walked"},
		{"a first sentence is text", "Chapter 1\n\nIt was night.\n\n" + para("Anna") + "\n\nChapter 2\n\nThe next morning brought a letter from the town:\n\n" + para("Ben"),
			[]string{"Chapter 1", "Chapter 2"}, "It was night."},
		{"a sentence inside, a question or lower case is text", "Chapter 1\n\nNight Fell. The Town Slept\n\n" + para("Anna") + "\n\nChapter 2\n\nWho Goes There? Nobody Knew\n\n" + para("Ben") + "\n\nChapter 3\n\nand so the story goes on\n\n" + para("Cal"),
			[]string{"Chapter 1", "Chapter 2", "Chapter 3"}, "Night Fell."},
		{"dialogue is text", "CHAPTER I\n\n“Anna!”\n\nNo answer.\n\n" + para("Anna") + "\n\nCHAPTER II\n\n“Where are you going tonight”\n\n" + para("Ben"),
			[]string{"CHAPTER I", "CHAPTER II"}, "“Anna!”"},
		{"an epigraph's verse is text", "CHAPTER I\n\nO you who walk the narrow lane\n\nBy lantern light to market day,\n\nBe kind to those who pray\n\n" + para("Anna"),
			[]string{"CHAPTER I"}, "O you who walk the narrow lane"},
		{"a letter's address is text", "Title\n\nI\n\nAnna Holt to Mrs. Vernon.\n\n" + para("Anna") + "\n\nII\n\nMrs. Vernon to Anna Holt.\n\n" + para("Ben"),
			[]string{"I", "II"}, "Anna Holt to Mrs. Vernon."},
		{"a hard-wrapped first paragraph is text", "Chapter 1\n\n" + wrappedPara + "Chapter 2\n\n" + wrappedPara,
			[]string{"Chapter 1", "Chapter 2"}, "The rain had not stopped"},
		{"a hard-wrapped first paragraph of a short file is text", "Chapter 1\n\nThe rain had not stopped for three days and the river was\nrising past the mill, the church and the old stone bridge.",
			[]string{"Chapter 1"}, "The rain had not stopped"},
		{"a title in a hard-wrapped book", "Chapter 1\n\nThe Flood\n\n" + wrappedPara + "Chapter 2\n\nThe Bridge\n\n" + wrappedPara,
			[]string{"Chapter 1: The Flood", "Chapter 2: The Bridge"}, "The rain had not stopped"},
		{"Chinese: 第一章 alone, its title on the next line", "书名\n\n第一章\n风起云涌\n\n　　那年冬天，雪下得很大。\n\n第二章\n\n山雨欲来\n\n　　他走了。",
			[]string{"第一章 风起云涌", "第二章 山雨欲来"}, "　　那年冬天，雪下得很大。"},
		{"Chinese: a first sentence is text", "书名\n\n第一章\n\n雪下了一夜。\n\n　　他走了。",
			[]string{"第一章"}, "雪下了一夜。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			titles, first := splitTitles(tt.in, Options{})
			if !slices.Equal(titles, tt.titles) {
				t.Errorf("titles %q, want %q", titles, tt.titles)
			}
			if !strings.HasPrefix(strings.TrimLeft(first, " "), strings.TrimLeft(tt.first, " ")) {
				t.Errorf("chapter 1 text %q, want it to start %q", first, tt.first)
			}
		})
	}
}

// TestSubtitledTitleRenumbers pins that a title joined from its number
// and the line under it is still a numbered title: a renumber rewrites
// its number in the book's style and keeps its words.
func TestSubtitledTitleRenumbers(t *testing.T) {
	for _, tt := range []struct{ title, want string }{
		{"Chapter I: The Storm", "Chapter III: The Storm"},
		{"CHAPTER I. THE TWO FRIENDS", "CHAPTER III. THE TWO FRIENDS"},
		{"第一章 风起云涌", "第三章 风起云涌"},
	} {
		nt, ok := ParseNumberedTitle(tt.title)
		if !ok {
			t.Fatalf("%q: not a numbered title", tt.title)
		}
		if got, ok := nt.Renumbered(3); !ok || got != tt.want {
			t.Errorf("%q renumbered 3: %q, %v; want %q", tt.title, got, ok, tt.want)
		}
	}
}
