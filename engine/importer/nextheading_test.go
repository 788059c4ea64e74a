package importer

import (
	"slices"
	"testing"
)

func TestNextHeading(t *testing.T) {
	tests := []struct {
		prev string
		want string // "" when there is no heading to follow
	}{
		{"第十二回 关云长挂印封金", "第十三回"},
		{"第九十九章", "第一百章"},
		{"第一百零九章 夜航", "第一百一十章"},
		{"第 1 章", "第 2 章"},
		{"第1章 风起", "第2章"},
		{"第１２章", "第１３章"},
		{"　　第三则", "第四则"},
		{"Chapter 24", "Chapter 25"},
		{"CHAPTER XII. The Storm", "CHAPTER XIII"},
		{"Chapter iv", "Chapter v"},
		{"第二卷 风云", ""}, // a volume: its chapters are numbered apart
		{"第三节", ""},    // a section
		{"楔子", ""},
		{"风起云涌", ""},
		{"Chapter Twenty-One", "Chapter Twenty-Two"},
		{"CHAPTER THE FIRST. A Storm", "CHAPTER THE SECOND"},
		{"【第一章】风起", "【第二章】"},
		{"〔第九回 〕", "〔第十回〕"},
		{"Chapter One Two", ""}, // words that write no number
		{"chapter civil", ""},   // letters that are no numeral
		{"Chapter MIX", "Chapter MX"},
		{"第九千九百九十九章", ""}, // 10000 is past the numerals written here
		{"第零章 缘起", "第一章"},
		{"Chapter 0", "Chapter 1"},
	}
	for _, tt := range tests {
		got, ok := NextHeading(tt.prev)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("NextHeading(%q) = %q, %v; want %q", tt.prev, got, ok, tt.want)
		}
	}
}

func TestRenumberedTitle(t *testing.T) {
	tests := []struct {
		title string
		n     int
		kind  string
		num   int
		want  string // "" when the title does not number itself (kind "") or n cannot be written in its numerals
	}{
		{"第三章 失恋", 4, "章", 3, "第四章 失恋"},
		{"第3章", 12, "章", 3, "第12章"},
		{"第 3 章：风起", 2, "章", 3, "第 2 章：风起"},
		{"第１２回 夜航", 9, "回", 12, "第９回 夜航"},
		{"第三回 宴桃园豪杰三结义", 100, "回", 3, "第一百回 宴桃园豪杰三结义"},
		{"第九十九章", 101, "章", 99, "第一百零一章"},
		{"第二节 山中", 3, "节", 2, "第三节 山中"},
		{"Chapter 3: The Storm", 4, "Chapter", 3, "Chapter 4: The Storm"},
		{"CHAPTER III. The Storm", 4, "Chapter", 3, "CHAPTER IV. The Storm"},
		{"chapter ix", 10, "Chapter", 9, "chapter x"},
		{"第零章 缘起", 1, "章", 0, "第一章 缘起"},
		{"楔子", 1, "", 0, ""},
		{"序 致读者", 1, "", 0, ""},
		{"Prologue", 1, "", 0, ""},
		{"第二卷 风云", 1, "", 0, ""},
		{"Chapter Twenty-One", 22, "Chapter", 21, "Chapter Twenty-Two"},
		{"Chapter Twenty-one: Home", 30, "Chapter", 21, "Chapter Thirty: Home"},
		{"Chapter Twenty-one: Home", 42, "Chapter", 21, "Chapter Forty-two: Home"},
		{"CHAPTER TWENTY ONE", 35, "Chapter", 21, "CHAPTER THIRTY FIVE"},
		{"chapter three", 4, "Chapter", 3, "chapter four"},
		{"Chapter Three. The Storm", 101, "Chapter", 3, "Chapter One Hundred and One. The Storm"},
		{"Chapter One Hundred One", 102, "Chapter", 101, "Chapter One Hundred Two"},
		{"Chapter One Hundred and One", 120, "Chapter", 101, "Chapter One Hundred and Twenty"},
		{"Chapter the First", 2, "Chapter", 1, "Chapter the Second"},
		{"CHAPTER THE TWENTY-FIRST", 30, "Chapter", 21, "CHAPTER THE THIRTIETH"},
		{"Chapter the Ninety-Ninth", 100, "Chapter", 99, "Chapter the One Hundredth"},
		{"Chapter Seventh", 21, "Chapter", 7, "Chapter Twenty-First"},
		{"Chapter Ten", 1000, "Chapter", 10, ""}, // no words past 999
		{"Chapter Onerous", 1, "", 0, ""},        // a word that starts like one
		{"Chapter One Two", 1, "", 0, ""},        // words that write no number
		{"Chapter and Verse", 1, "", 0, ""},      // no number
		{"Chapter Hundred", 1, "", 0, ""},        // hundred wants its count
		{"【第一章】风起", 3, "章", 1, "【第三章】风起"},
		{"【 第一章 风起】", 3, "章", 1, "【 第三章 风起】"},
		{"〔第一回〕", 12, "回", 1, "〔第十二回〕"},
		{"「第三章」", 4, "章", 3, "「第四章」"},
		{"『第3章』雨夜", 10, "章", 3, "『第10章』雨夜"},
		{"［Chapter 3］", 4, "Chapter", 3, "［Chapter 4］"},
		{"第一章：风起", 2, "章", 1, "第二章：风起"},
		{"　　第一章 风起", 2, "章", 1, "第二章 风起"},
		{"【第一章 风起", 2, "", 1, ""}, // no closing bracket
		{"第一一章", 12, "章", 11, "第一二章"},
		{"第一〇章", 21, "章", 10, "第二一章"},
		{"第一○二回", 110, "回", 102, "第一一○回"},
		{"第十一章", 12, "章", 11, "第十二章"},
		{"第一百零二回", 110, "回", 102, "第一百一十回"},
		{"第003章 雨", 12, "章", 3, "第012章 雨"},
		{"第003章 雨", 1234, "章", 3, "第1234章 雨"},
		{"第０１章", 2, "章", 1, "第０２章"},
		{"Chapter 07", 10, "Chapter", 7, "Chapter 10"},
		{"Chapter XII", 4, "Chapter", 12, "Chapter IV"},
		{"chapter v", 6, "Chapter", 5, "chapter vi"},
		{"chapter civil", 1, "", 0, ""},
		{"第三章开始的故事", 4, "章", 3, "第四章开始的故事"},
	}
	for _, tt := range tests {
		nt, ok := ParseNumberedTitle(tt.title)
		if ok != (tt.kind != "") {
			t.Errorf("ParseNumberedTitle(%q) ok = %v", tt.title, ok)
			continue
		}
		if !ok {
			continue
		}
		if nt.Kind != tt.kind || nt.Number != tt.num {
			t.Errorf("ParseNumberedTitle(%q) = kind %q number %d; want %q %d", tt.title, nt.Kind, nt.Number, tt.kind, tt.num)
		}
		if got, ok := nt.Renumbered(tt.n); got != tt.want || ok != (tt.want != "") {
			t.Errorf("%q renumbered %d = %q, %v; want %q", tt.title, tt.n, got, ok, tt.want)
		}
	}
	if nt, _ := ParseNumberedTitle("Chapter XII"); func() bool { _, ok := nt.Renumbered(4000); return ok }() {
		t.Error("roman numerals past 3999 were written")
	}
}

// TestRenumberedInBook: what a title's number cannot show of its style
// (is 第三章 positional or digit by digit past ten? Three in title case
// or sentence case? 第100章 padded?) comes from the book's other titles
// of its kind, so a renumber does not mix 第十一章 into a book of 第一一章.
func TestRenumberedInBook(t *testing.T) {
	tests := []struct {
		name  string
		book  []string
		title string
		n     int
		want  string
	}{
		{"digit by digit", []string{"第一〇章", "第一一章"}, "第三章 风起", 12, "第一二章 风起"},
		{"digit by digit, its zero", []string{"第一○回"}, "第九回", 20, "第二○回"},
		{"positional", []string{"第十章", "第十一章"}, "第三章", 12, "第十二章"},
		{"no other", nil, "第三章", 12, "第十二章"},
		{"the most decide", []string{"第一〇章", "第一一章", "第十二章"}, "第三章", 13, "第一三章"},
		{"other kinds do not count", []string{"第一〇节", "第一一节"}, "第三章", 12, "第十二章"},
		{"padded", []string{"第001章", "第002章"}, "第100章", 99, "第099章"},
		{"shown unpadded", []string{"第001章"}, "第12章", 9, "第9章"},
		{"sentence case", []string{"Chapter Twenty-one"}, "Chapter Three", 22, "Chapter Twenty-two"},
		{"title case", []string{"Chapter Twenty-One"}, "Chapter Three", 22, "Chapter Twenty-Two"},
		{"title case unshown", []string{"Chapter One", "Chapter Two"}, "Chapter Three", 22, "Chapter Twenty-Two"},
		{"space", []string{"Chapter Twenty Two"}, "Chapter Three", 41, "Chapter Forty One"},
		{"without and", []string{"Chapter One Hundred One"}, "Chapter Three", 105, "Chapter One Hundred Five"},
		{"roman and words apart", []string{"Chapter xii"}, "Chapter Three", 41, "Chapter Forty-One"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var titles []NumberedTitle
			for _, b := range append(slices.Clone(tt.book), tt.title) {
				nt, ok := ParseNumberedTitle(b)
				if !ok {
					t.Fatalf("%q reads as no numbered title", b)
				}
				titles = append(titles, nt)
			}
			got, ok := titles[len(titles)-1].RenumberedIn(tt.n, BookNumerals(titles))
			if got != tt.want || !ok {
				t.Errorf("%q renumbered %d = %q, %v; want %q", tt.title, tt.n, got, ok, tt.want)
			}
		})
	}
}

// TestEnglishWordsReadBack: every number written in words, in every
// form, reads back as itself, and as a whole heading number.
func TestEnglishWordsReadBack(t *testing.T) {
	for n := 1; n <= maxEnglishNumber; n++ {
		for _, ordinal := range []bool{false, true} {
			for _, sep := range []byte{'-', ' '} {
				for _, and := range []bool{false, true} {
					for _, c := range []letterCase{casedUpper, casedLower, casedTitle, casedSentence} {
						w := inCase(englishWords(n, ordinal, sep, and), c)
						if got := parseEnglishNumber(w); got != n {
							t.Fatalf("%q reads %d, want %d", w, got, n)
						}
						if got := englishNumberPrefix(w + ": Title"); got != len(w) {
							t.Fatalf("the number in %q ends at %d, want %d", w, got, len(w))
						}
						nt, ok := ParseNumberedTitle("Chapter " + w)
						if !ok || nt.Number != n {
							t.Fatalf("Chapter %s reads %d, %v", w, nt.Number, ok)
						}
						if again, _ := nt.Renumbered(n); again != "Chapter "+w {
							t.Fatalf("Chapter %s renumbered to itself is %q", w, again)
						}
					}
				}
			}
		}
	}
}
