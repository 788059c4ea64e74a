package smartquote

import "testing"

// TestFace: straight quotes turn by their place; a curly quote, typed or
// committed by an input method in Chinese punctuation mode, stays as it
// is, except ” where a paragraph starts and “ where a “ is open (the
// input method's alternation out of step after a speech left open over a
// paragraph break).
func TestFace(t *testing.T) {
	for _, tc := range []struct {
		name   string
		r      rune
		before string
		want   rune
	}{
		{"closing quote after a Han character, nothing open in the paragraph", '”', "大雪", '”'},
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
		if got := Face(tc.r, []rune(tc.before)); got != tc.want {
			t.Errorf("%s: Face(%q, %q) = %q, want %q", tc.name, tc.r, tc.before, got, tc.want)
		}
	}
}
