package textedit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestWordsKeepTheirApostrophes: an apostrophe between letters, straight
// or curly, is part of an English word for Ctrl+Left/Right and a double
// click; one that quotes a word is not.
func TestWordsKeepTheirApostrophes(t *testing.T) {
	for _, c := range []struct {
		text      string
		at        int // double-click and Ctrl+Right from here
		word      string
		rightStop int
	}{
		{"I don't know", 2, "don't", 7},
		{"eleven o’clock, when", 8, "o’clock", 14},
		{"Justine’s face", 0, "Justine’s", 9},
		{"'Tis nothing", 1, "Tis", 4},
		{"the boys' room", 4, "boys", 8},
		{"天下大势", 1, "下", 2},
	} {
		text := []rune(c.text)
		s, e := wordAt(text, c.at)
		if got := string(text[s:e]); got != c.word {
			t.Errorf("double click in %q at %d selects %q, want %q", c.text, c.at, got, c.word)
		}
		if got := wordRight(text, c.at); got != c.rightStop {
			t.Errorf("Ctrl+Right in %q from %d stops at %d, want %d", c.text, c.at, got, c.rightStop)
		}
		if got := wordLeft(text, c.rightStop); got != s && c.word != "下" {
			t.Errorf("Ctrl+Left in %q from %d stops at %d, want %d", c.text, c.rightStop, got, s)
		}
	}
}

// TestSmartQuotes: with SmartQuotes on, typed straight quotes come out
// curly, opening or closing by what precedes them, the apostrophe
// included; off, they stay straight. Undo takes a quote back with its
// word.
func TestSmartQuotes(t *testing.T) {
	e, _ := newTestEditor(t, "")
	e.SmartQuotes = true
	test.Type(e, `"I can't," she said. 'Tis 'Victor's' (the "one") -- "no"`)
	want := `“I can’t,” she said. ’Tis ‘Victor’s’ (the “one”) — “no”`
	if e.Text() != want {
		t.Fatalf("typed %q, want %q", e.Text(), want)
	}
	e.Undo()
	if e.Text() != `“I can’t,” she said. ’Tis ‘Victor’s’ (the “one”) — ` {
		t.Fatalf("undo left %q", e.Text())
	}
	// Chinese: no space before a quote; it opens after 说 and after ：.
	e.SetText("")
	test.Type(e, `他说"你好"，又道："走吧。"`)
	if want := "他说“你好”，又道：“走吧。”"; e.Text() != want {
		t.Fatalf("typed Chinese %q, want %q", e.Text(), want)
	}
	e.SmartQuotes = false
	test.Type(e, `"it's"`)
	if !strings.HasSuffix(e.Text(), `"it's"`) {
		t.Fatalf("with smart quotes off: %q", e.Text())
	}
}

// TestSmartElisions: an apostrophe typed before an elided word or a
// two-digit year comes out ’ once the word is typed ('Tis, 'em, rock 'n'
// roll, '89), where it came out ‘ (an opening quote: what follows it
// was not typed yet); a quotation's opening quote stays ‘. Ctrl+Z right
// after the word gives back the ‘, with the caret where it was, and
// Redo turns it again.
func TestSmartElisions(t *testing.T) {
	tests := []struct {
		typed, want string
		undone      string // after Ctrl+Z at once; "" when nothing turned
	}{
		{"'Tis the season", "’Tis the season", ""},
		{"'Tis ", "’Tis ", "‘Tis "},
		{"and 'twas ", "and ’twas ", "and ‘twas "},
		{"get 'em!", "get ’em!", "get ‘em!"},
		{"'cause ", "’cause ", "‘cause "},
		{"rock 'n' roll", "rock ’n’ roll", ""},
		{"rock 'n'", "rock ’n’", "rock ‘n’"},
		{"back in '89.", "back in ’89.", "back in ‘89."},
		{"the '80s", "the ‘80s", ""}, // the word is not ended yet
		{"the '80s ", "the ’80s ", "the ‘80s "},
		{"'Victor,' she said", "‘Victor,’ she said", ""},
		{"'em' is a word", "‘em’ is a word", ""},
		{"a '1984' copy", "a ‘1984’ copy", ""},
		{"'Tis--no", "’Tis—no", ""},
		// Enter ends the word as a space does.
		{"back in '89⏎", "back in ’89\n\n", ""},
		{"'Victor⏎", "‘Victor\n\n", ""},
	}
	for _, tt := range tests {
		e, _ := newTestEditor(t, "")
		e.SmartQuotes = true
		typed, enter := strings.CutSuffix(tt.typed, "⏎")
		test.Type(e, typed)
		if enter {
			e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}
		if e.Text() != tt.want {
			t.Errorf("typed %q: %q, want %q", tt.typed, e.Text(), tt.want)
			continue
		}
		if tt.undone == "" {
			continue
		}
		caret := e.CaretOffset()
		e.Undo()
		if e.Text() != tt.undone || e.CaretOffset() != caret {
			t.Errorf("typed %q, Ctrl+Z: %q caret %d, want %q caret %d", tt.typed, e.Text(), e.CaretOffset(), tt.undone, caret)
		}
		e.Redo()
		if e.Text() != tt.want || e.CaretOffset() != caret {
			t.Errorf("typed %q, Ctrl+Z, Ctrl+Y: %q caret %d, want %q", tt.typed, e.Text(), e.CaretOffset(), tt.want)
		}
	}
}

// TestSmartPunctuation: with smart punctuation on (SmartQuotes), two
// typed - become an em dash and three . an ellipsis, doubled (—— ……)
// in Chinese; a URL, a third - and a fourth . keep what was typed, an
// input method's —— is not doubled again, and with it off nothing
// changes.
func TestSmartPunctuation(t *testing.T) {
	for _, tc := range []struct {
		name, before, typed, want string
		smart                     bool
	}{
		{"em dash between words", "", "I thought--no, I knew.", "I thought—no, I knew.", true},
		{"spaced dash", "", "wait -- what", "wait — what", true},
		{"ellipsis", "", "Well... perhaps", "Well… perhaps", true},
		{"a fourth dot ends the sentence", "", "gone....", "gone….", true},
		{"three dashes on purpose", "", "---", "---", true},
		{"a scene break of four", "", "----", "----", true},
		{"dashes after a word kept", "", "a---b", "a---b", true},
		{"a single dash", "", "well-known", "well-known", true},
		{"URL", "", "see http://example.com/a--b...", "see http://example.com/a--b...", true},
		{"www address", "", "www.a--b.com", "www.a--b.com", true},
		{"e-mail address", "", "me@x--y.org", "me@x--y.org", true},
		{"prose after a URL", "", "http://a.cn/ then--", "http://a.cn/ then—", true},
		{"Chinese dash", "", "他说--走吧", "他说——走吧", true},
		{"Chinese ellipsis", "", "他说...", "他说……", true},
		{"after Chinese punctuation", "", "好。...", "好。……", true},
		{"before Chinese at a paragraph's start", "走吧", "--", "——走吧", true},
		{"a paragraph under Chinese", "他走了。”\n\n", "--", "他走了。”\n\n——", true},
		{"a paragraph under English", "He left.\"\n", "...", "He left.\"\n…", true},
		{"input method's dash not doubled", "他说", "——走吧", "他说——走吧", true},
		{"input method's ellipsis not doubled", "他说", "……", "他说……", true},
		{"off", "", "no--dash...", "no--dash...", false},
	} {
		e, _ := newTestEditor(t, tc.before)
		e.SmartQuotes = tc.smart
		if tc.name == "before Chinese at a paragraph's start" {
			ctrl(e, fyne.KeyHome, primary)
		} else {
			ctrl(e, fyne.KeyEnd, primary)
		}
		test.Type(e, tc.typed)
		if e.Text() != tc.want {
			t.Errorf("%s: typed %q after %q: %q, want %q", tc.name, tc.typed, tc.before, e.Text(), tc.want)
		}
	}
}

// TestSmartPunctuationByTheBook: where no text near the caret tells
// Chinese from English (a chapter's first line), the book's language
// (ChineseBook) decides between —— and —, …… and …; —— typed at the
// start of a Chinese chapter came out — (Punct guessed English). Text
// around the caret still decides where there is some.
func TestSmartPunctuationByTheBook(t *testing.T) {
	for _, tc := range []struct {
		name, before, typed, want string
		book                      func() bool // ChineseBook; nil: not set
	}{
		{"a Chinese chapter's start", "", "--", "——", func() bool { return true }},
		{"an ellipsis at a Chinese chapter's start", "", "...", "……", func() bool { return true }},
		{"an indented first line", "　　", "--", "　　——", func() bool { return true }},
		{"an English chapter's start", "", "--", "—", func() bool { return false }},
		{"no book language", "", "...", "…", nil},
		{"English words in a Chinese book", "", "I--", "I—", func() bool { return true }},
		{"Chinese words in an English book", "", "他说--", "他说——", func() bool { return false }},
		{"under an English paragraph in a Chinese book", "He left.\n", "--", "He left.\n—", func() bool { return true }},
	} {
		e, _ := newTestEditor(t, tc.before)
		e.SmartQuotes = true
		e.ChineseBook = tc.book
		ctrl(e, fyne.KeyEnd, primary)
		test.Type(e, tc.typed)
		if e.Text() != tc.want {
			t.Errorf("%s: typed %q after %q: %q, want %q", tc.name, tc.typed, tc.before, e.Text(), tc.want)
		}
	}
}

// TestSmartPunctuationUndo: Ctrl+Z right after a conversion gives back
// the typed marks, as in Word, and the next Ctrl+Z the typing; Redo
// makes the dash again. A third - after the dash made it three -, which
// undo takes back with the word as plain typing.
func TestSmartPunctuationUndo(t *testing.T) {
	for _, tc := range []struct {
		typed, converted, undone string
	}{
		{"word--", "word—", "word--"},
		{"word...", "word…", "word..."},
		{"他说--", "他说——", "他说--"},
		{"他说...", "他说……", "他说..."},
	} {
		e, _ := newTestEditor(t, "")
		e.SmartQuotes = true
		test.Type(e, tc.typed)
		if e.Text() != tc.converted {
			t.Fatalf("typed %q: %q, want %q", tc.typed, e.Text(), tc.converted)
		}
		e.TypedShortcut(&fyne.ShortcutUndo{})
		if e.Text() != tc.undone || e.CaretOffset() != len([]rune(tc.undone)) {
			t.Errorf("Ctrl+Z after %q: %q caret %d, want %q caret at its end", tc.typed, e.Text(), e.CaretOffset(), tc.undone)
		}
		e.Redo()
		if e.Text() != tc.converted {
			t.Errorf("Redo after %q: %q, want %q", tc.typed, e.Text(), tc.converted)
		}
		e.Undo()
		e.Undo()
		if e.Text() != "" {
			t.Errorf("second Ctrl+Z after %q left %q", tc.typed, e.Text())
		}
	}
	e, _ := newTestEditor(t, "")
	e.SmartQuotes = true
	test.Type(e, "end ---")
	e.Undo()
	if e.Text() != "end " {
		t.Errorf("undo after ---: %q, want %q", e.Text(), "end ")
	}
}

// TestSmartQuotesKeepCurlyQuotes: with SmartQuotes on, a curly quote
// typed or committed by an input method (fcitx5 and ibus send “ and ”
// themselves in Chinese punctuation mode) stays exactly as typed: a ”
// after 雪 closes a speech opened paragraphs before, and became “.
// Only ” where a paragraph starts turns (it closes nothing there: the
// input method's alternation out of step after a speech left open over a
// paragraph break), “ where a “ is open in the paragraph, the same
// alternation's next quote, and ” after ：，or a character where none
// is open in the paragraph nor left open above, a speech opening;
// straight quotes still turn by their place.
func TestSmartQuotesKeepCurlyQuotes(t *testing.T) {
	for _, tc := range []struct {
		name, before, typed, want string
		smart                     bool
	}{
		{"closing a speech opened paragraphs before", "“雪下了一夜。\n\n山路都封了，大雪", "”", "“雪下了一夜。\n\n山路都封了，大雪”", true},
		{"as the input method alternates", "他说", "“你好”", "他说“你好”", true},
		{"after a colon", "又道：", "“走吧。”", "又道：“走吧。”", true},
		{"input method out of step mid-paragraph", "他说", "”你好“", "他说“你好”", true},
		{"input method out of step mid-paragraph, a speech closed above", "“雪下了一夜。”\n\n", "他说”你好“", "“雪下了一夜。”\n\n他说“你好”", true},
		{"typed right mid-paragraph after a closed speech", "他说“走吧”，她", "说“好”", "他说“走吧”，她说“好”", true},
		{"after an unclosed quote, at the paragraph's start", "母亲：“你终于回来了……\n", "”这些年，你都去了哪里？”母亲问。", "母亲：“你终于回来了……\n“这些年，你都去了哪里？”母亲问。", true},
		// fcitx5 after a speech left open over Enter: ” where the
		// paragraph starts, then “ for the key that closes it.
		{"after an unclosed quote, as the input method sends it", "母亲：“你终于回来了……\n", "”这些年，你都去了哪里？“母亲问。", "母亲：“你终于回来了……\n“这些年，你都去了哪里？”母亲问。", true},
		{"a second speech after the first closed", "“走吧。”他说，", "“快走。”", "“走吧。”他说，“快走。”", true},
		// Once out of step, fcitx5 sends ” where a later speech opens
		// mid-paragraph and “ where it closes.
		{"input method out of step after a colon", "林远说：", "”你好。“", "林远说：“你好。”", true},
		{"input method out of step after a comma", "“走吧，", "“他说，”快走。“", "“走吧，”他说，“快走。”", true},
		{"nested single quotes", "他说“", "‘好’", "他说“‘好’", true},
		{"a pair typed at once", "他说", "“”", "他说“”", true},
		{"English closing quote", "“Victor,", "” said", "“Victor,” said", true},
		{"straight quotes still turn", "他说", "\"你好\"", "他说“你好”", true},
		{"smart quotes off", "", "”你好“", "”你好“", false},
	} {
		e, _ := newTestEditor(t, tc.before)
		e.SmartQuotes = tc.smart
		ctrl(e, fyne.KeyEnd, primary)
		test.Type(e, tc.typed)
		if e.Text() != tc.want {
			t.Errorf("%s: typed %q after %q: %q, want %q", tc.name, tc.typed, tc.before, e.Text(), tc.want)
		}
	}
}

// TestSmartQuotesLeavePastedQuotes: smart quotes face only what is typed;
// pasted text keeps its quotes as they are, reversed ones included (a
// quotation the author copies is the source's to keep).
func TestSmartQuotesLeavePastedQuotes(t *testing.T) {
	for _, tc := range []struct{ name, before, pasted string }{
		{"reversed quotes after a character", "他说", "”你好“"},
		{"a closing quote at a paragraph's start", "", "”你好"},
		{"straight quotes", "他说", `"你好"`},
		{"quotes typed right", "他说", "“你好”"},
	} {
		e, _ := newTestEditor(t, tc.before)
		e.SmartQuotes = true
		ctrl(e, fyne.KeyEnd, primary)
		cb := test.NewClipboard()
		cb.SetContent(tc.pasted)
		e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: cb})
		if want := tc.before + tc.pasted; e.Text() != want {
			t.Errorf("%s: pasted %q after %q: %q, want %q", tc.name, tc.pasted, tc.before, e.Text(), want)
		}
	}
}
