package smartquote

import "testing"

// TestFace: straight quotes turn by their place; a curly quote, typed or
// committed by an input method in Chinese punctuation mode, stays as it
// is, except ” where a paragraph starts and “ where a “ is open (the
// input method's alternation out of step after a speech left open over a
// paragraph break), and ” after ：，or a Han character with none open.
func TestFace(t *testing.T) {
	for _, tc := range []struct {
		name   string
		r      rune
		before string
		want   rune
	}{
		{"closing quote after a Han character, nothing open (input method out of step)", '”', "他说", '“'},
		{"closing quote after a Han character, nothing open, a speech closed before it", '”', "他说“走吧”，她说", '“'},
		{"closing quote after a Han character, quote open", '”', "他说：“大雪", '”'},
		{"opening quote after a Han character", '“', "他说", '“'},
		{"opening quote where one is open (input method out of step)", '“', "他说：“你好", '”'},
		{"opening quote where one is open, a nested pair closed", '“', "他说：“他喊‘好’，就走了", '”'},
		{"opening quote where the last speech was closed", '“', "“走吧。”他说，", '“'},
		{"opening quote after a closed speech, another open", '“', "“走吧。”他说，“快", '”'},
		{"opening quote in English after an open one", '“', "“Victor, come", '”'},
		{"closing quote after a colon, nothing open (input method out of step)", '”', "又道：", '“'},
		{"closing quote after a comma, nothing open (input method out of step)", '”', "“走吧。”他说，", '“'},
		{"closing quote after a comma, quote open", '”', "“走吧，", '”'},
		{"closing quote after a question mark, nothing open", '”', "你来了吗？", '”'},
		{"closing quote after an ASCII colon", '”', "He said:", '”'},
		{"closing quote after English", '”', "“Victor,", '”'},
		{"closing quote after a space", '”', "said ", '”'},
		{"closing single quote after a Han character", '’', "他说“‘好", '’'},
		{"opening single quote after English", '‘', "don", '‘'},
		{"closing quote at a paragraph's start", '”', "", '“'},
		{"closing quote after the indent", '”', "　　", '“'},
		{"elision at a paragraph's start", '’', "", '’'},
		{"straight quote after a Han character, nothing open", '"', "大雪", '“'},
		{"straight quote after a Han character, quote open", '"', "他说：“大雪", '”'},
		{"straight apostrophe", '\'', "don", '’'},
		{"straight quote at the start", '"', "", '“'},
	} {
		if got := Face(tc.r, []rune(tc.before), nil); got != tc.want {
			t.Errorf("%s: Face(%q, %q) = %q, want %q", tc.name, tc.r, tc.before, got, tc.want)
		}
	}
}

// TestFaceSpeechOpenAbove: a ” after a Han character with no “ open in
// its paragraph closes a speech the paragraphs above left open (an author
// who does not reopen each paragraph of it) and opens one otherwise; the
// text above is read only then.
func TestFaceSpeechOpenAbove(t *testing.T) {
	for _, tc := range []struct {
		name, above, before string
		r, want             rune
		asks                bool
	}{
		{"a speech left open above closes after a character", "“雪下了一夜。\n\n", "山路都封了，大雪", '”', '”', true},
		{"a speech closed above: this one opens", "“雪下了一夜。”\n", "他说", '”', '“', true},
		{"nothing above: opens", "", "他说", '”', '“', true},
		{"a speech open in the paragraph: closes, above not read", "", "他说“你好", '”', '”', false},
		{"after 。: closes, above not read", "", "大雪。", '”', '”', false},
		{"after English: closes, above not read", "", "Victor", '”', '”', false},
		{"an opening quote as typed, above not read", "“雪下了一夜。\n", "他说", '“', '“', false},
	} {
		asked := false
		got := Face(tc.r, []rune(tc.before), func() bool {
			asked = true
			return LastDouble([]rune(tc.above)) == '“'
		})
		if got != tc.want || asked != tc.asks {
			t.Errorf("%s: Face(%q, %q) above %q = %q (above read: %v), want %q (%v)", tc.name, tc.r, tc.before, tc.above, got, asked, tc.want, tc.asks)
		}
	}
}
