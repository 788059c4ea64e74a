package cli

import (
	"strings"
	"testing"
)

// TestWikiReadingSaysWhyItIsEmpty: an empty reading list says why — the
// entry is not mentioned at all, not before the chapter about to be
// written, or mentioned where no passage fits in --budget (a usage
// error naming the flag). All three said "not mentioned in any
// chapter", which was false for the last two.
func TestWikiReadingSaysWhyItIsEmpty(t *testing.T) {
	data := importTestBook(t) // 测试之书 (front matter), 第一回 (书生), 第二回
	for _, title := range []string{"书生", "剑客"} {
		if code, _, stderr := run(t, data, "wiki", "add", "--title", title, "--file", writeFile(t, "w.txt", title+"。")); code != 0 {
			t.Fatalf("wiki add %s: exit %d: %s", title, code, stderr)
		}
	}
	tests := []struct {
		args []string
		code int
		want string // in stdout, or stderr when code is not 0
	}{
		{[]string{"剑客"}, 0, `"剑客" is not mentioned in any chapter`},
		{[]string{"--before", "1", "书生"}, 0, `"书生" is not mentioned before chapter 1`},
		{[]string{"--budget", "50", "书生"}, ExitUsage, "wiki reading: no passage fits in --budget 50; give a larger one (the default is"},
		{[]string{"--before", "2", "书生"}, 0, "书生背着竹篓"},
		{[]string{"书生"}, 0, "书生背着竹篓"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, stderr := run(t, data, append([]string{"wiki", "reading"}, tt.args...)...)
			said := out
			if tt.code != 0 {
				said = stderr
			}
			if code != tt.code || !strings.Contains(said, tt.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and %q", code, out, stderr, tt.code, tt.want)
			}
		})
	}
}
