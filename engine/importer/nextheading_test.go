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
		{"CHAPTER XX.", "CHAPTER XXI."}, // the book's own full stop
		{"Chapter 3.", "Chapter 4."},
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
		{"第九千九百九十九章", "第一万章"},
		{"第九千九百九十九万九千九百九十九章", ""}, // 100000000 is past the numerals written here
		{"第廿九回", "第卅回"},
		{"第壹佰玖拾玖章", "第贰佰章"},
		{"Chapter Nine Hundred and Ninety-Nine", "Chapter One Thousand"},
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
		{"Chapter Ten", 1000000, "Chapter", 10, ""}, // no words from a million
		{"Chapter Ten", 1000, "Chapter", 10, "Chapter One Thousand"},
		{"Chapter Onerous", 1, "", 0, ""},   // a word that starts like one
		{"Chapter One Two", 1, "", 0, ""},   // words that write no number
		{"Chapter and Verse", 1, "", 0, ""}, // no number
		{"Chapter Hundred", 1, "", 0, ""},   // hundred wants its count
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
		// From a thousand: Chinese numerals (their zero kept), words.
		{"第一千章 归来", 1001, "章", 1000, "第一千零一章 归来"},
		{"第一千零一章", 1010, "章", 1001, "第一千零一十章"},
		{"第一千〇一章", 1002, "章", 1001, "第一千〇二章"},
		{"第九百九十九章", 10001, "章", 999, "第一万零一章"},
		{"第一万零一十一章", 120000, "章", 10011, "第十二万章"},
		{"第1001章", 1002, "章", 1001, "第1002章"},
		{"第一〇〇一章", 1002, "章", 1001, "第一〇〇二章"},
		{"Chapter One Thousand and One", 1002, "Chapter", 1001, "Chapter One Thousand and Two"},
		{"Chapter One Thousand One", 1101, "Chapter", 1001, "Chapter One Thousand One Hundred One"},
		{"CHAPTER ONE THOUSAND TWO HUNDRED AND THIRTY-FOUR", 2000, "Chapter", 1234, "CHAPTER TWO THOUSAND"},
		{"Chapter the One Thousandth", 1001, "Chapter", 1000, "Chapter the One Thousand and First"},
		{"Chapter Thousand", 1, "", 0, ""}, // thousand wants its count
		// 两 for 二 before 百, 千 and 万; never for the tens or units.
		{"第两百章", 201, "章", 200, "第两百零一章"},
		{"第两百章", 2222, "章", 200, "第两千两百二十二章"},
		{"第二百章", 201, "章", 200, "第二百零一章"},
		{"第两千零二章", 220000, "章", 2002, "第二十二万章"},
		// 廿 and 卅 for the tens.
		{"第廿一回", 22, "回", 21, "第廿二回"},
		{"第廿回", 35, "回", 20, "第卅五回"},
		{"第廿一回", 41, "回", 21, "第四十一回"},
		{"第一百廿回", 121, "回", 120, "第一百廿一回"},
		{"第卅回", 12, "回", 30, "第十二回"},
		{"第二十一回", 22, "回", 21, "第二十二回"},
		// Financial numerals, simplified and traditional.
		{"第壹章 风起", 2, "章", 1, "第贰章 风起"},
		{"第拾壹章", 12, "章", 11, "第拾贰章"},
		{"第壹拾壹章", 12, "章", 11, "第壹拾贰章"},
		{"第贰拾叁章", 105, "章", 23, "第壹佰零伍章"},
		{"第壹仟零壹章", 1002, "章", 1001, "第壹仟零贰章"},
		{"第貳章", 3, "章", 2, "第參章"},
		{"第陸佰章", 20000, "章", 600, "第貳萬章"},
		{"第一十一章", 12, "章", 11, "第一十二章"},
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
		{"两 from the book", []string{"第两百章"}, "第三章", 2200, "第两千两百章"},
		{"二 from the book", []string{"第二百章"}, "第三章", 2200, "第二千二百章"},
		{"廿 from the book", []string{"第廿一回", "第廿二回"}, "第三回", 23, "第廿三回"},
		{"二十 from the book", []string{"第二十一回"}, "第三回", 23, "第二十三回"},
		{"zero from the book", []string{"第一百〇一章"}, "第三章", 1005, "第一千〇五章"},
		{"financial apart from everyday", []string{"第壹章", "第十章"}, "第贰章", 11, "第拾壹章"},
		{"壹拾 from the book", []string{"第壹拾壹章"}, "第贰章", 13, "第壹拾叁章"},
		{"traditional from the book", []string{"第貳章"}, "第壹章", 3, "第參章"},
		{"and after thousand from the book", []string{"Chapter One Thousand and One"}, "Chapter Three", 1005, "Chapter One Thousand and Five"},
		{"no and from the book", []string{"Chapter One Thousand One"}, "Chapter Three", 1005, "Chapter One Thousand Five"},
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
	// Every number to 2000, then a sample up to the largest: every form
	// of every number is too many to read in a test.
	for n := 1; n <= maxEnglishNumber; n = nextSampled(n) {
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

// nextSampled is the number after n that TestEnglishWordsReadBack reads:
// every one to 2000, then steps of 997 (a prime, so every last digit and
// every hundred is met) and the largest.
func nextSampled(n int) int {
	switch {
	case n < 2000:
		return n + 1
	case n == maxEnglishNumber:
		return n + 1
	case n+997 > maxEnglishNumber:
		return maxEnglishNumber
	}
	return n + 997
}

// TestNextHeadingIn: a new chapter follows the book's last numbered
// chapter, or its last 第X节 when the book numbers nothing else (迷羊's
// 第01节 … 第14节), in the style it writes them.
func TestNextHeadingIn(t *testing.T) {
	tests := []struct {
		name   string
		titles []string
		want   string // "" when there is no heading to follow
	}{
		{"chapters, an epilogue after them", []string{"第一章 风起", "第二章 云涌", "尾声"}, "第三章"},
		{"sections only, padded digits", []string{"迷羊", "第01节", "第14节"}, "第15节"},
		{"sections only, padded digits kept under ten", []string{"第01节", "第02节"}, "第03节"},
		{"sections only, Chinese numerals, a title after them", []string{"第一节 春", "第二节 夏", "后记"}, "第三节"},
		{"sections under chapters", []string{"第一章", "第一节", "第二节"}, "第二章"},
		{"roman numerals alone (Ethan Frome)", []string{"ETHAN FROME", "I", "II", "VIII", "IX"}, "X"},
		{"roman numerals alone, an epilogue after them", []string{"The Great Gatsby", "I", "II", "III", "Afterword"}, "IV"},
		{"lower-case roman numerals with full stops", []string{"i.", "ii.", "iii."}, "iv."},
		{"digits alone", []string{"Prologue", "1", "2"}, "3"},
		{"a chapter the author numbered and named", []string{"VIII", "IX", "X. After the Smash-up"}, "XI."},
		{"numbers with names", []string{"I. The Letter", "II. The Visit"}, "III."},
		{"a lone I is a title by name", []string{"I", "The Letter"}, ""},
		{"a year is no chapter number", []string{"Spring", "1984"}, ""},
		{"letters that only look like a numeral", []string{"DIM", "MID"}, ""},
		{"titles by name", []string{"风起", "云涌"}, ""},
		{"no chapters", nil, ""},
	}
	for _, tt := range tests {
		got, ok := NextHeadingIn(tt.titles)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("%s: NextHeadingIn(%q) = %q, %v; want %q", tt.name, tt.titles, got, ok, tt.want)
		}
	}
}
