package importer

import (
	"slices"
	"testing"
)

func TestTitlePhrases(t *testing.T) {
	tests := []struct {
		name string
		ch   Chapter
		want []string
	}{
		{"回目 halves", Chapter{Title: "第一回 宴桃园豪杰三结义 斩黄巾英雄首立功", Text: "滚滚长江东逝水"}, []string{"宴桃园豪杰三结义", "斩黄巾英雄首立功"}},
		{"heading without a title: the short first line", Chapter{Title: "第一章", Text: "正文第一行\n第二行"}, []string{"正文第一行"}},
		{"English title line", Chapter{Title: "Chapter I", Text: "CHAPTER I.\nThe Cyclone\n\nDorothy lived"}, []string{"CHAPTER I."}},
		{"English heading then title", Chapter{Title: "Chapter II", Text: "The Council with the Munchkins\n\nShe was awakened"}, []string{"The Council with the Munchkins"}},
		{"English title taken from the line under its number", Chapter{Title: "Chapter I: The Cyclone", Text: "Dorothy lived"}, []string{"The Cyclone"}},
		{"English title after the heading's full stop", Chapter{Title: "CHAPTER I. CAMELOT", Text: "It was late"}, []string{"CAMELOT"}},
		{"English title after a numeral alone", Chapter{Title: "II. The Black Spot", Text: "About noon"}, []string{"The Black Spot"}},
		{"English title that is prose", Chapter{Title: "CHAPTER X. OLIVER BECOMES BETTER ACQUAINTED WITH THE CHARACTERS OF HIS NEW ASSOCIATES; AND PURCHASES EXPERIENCE AT A HIGH PRICE", Text: "It was late"}, nil},
		{"prose first line", Chapter{Title: "Chapter 3", Text: "It was a dark and stormy night, and the rain fell in torrents over the town."}, nil},
		{"empty", Chapter{Title: "Chapter 4"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.ch.TitlePhrases(); !slices.Equal(got, tt.want) {
				t.Errorf("TitlePhrases() = %q, want %q", got, tt.want)
			}
		})
	}
}
