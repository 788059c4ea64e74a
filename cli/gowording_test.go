package cli

import (
	"path/filepath"
	"testing"
)

// TestNoGoWordingInErrors: a bad --chapter-regex and a missing eval file
// are said in the user's language as the other commands say them, one
// line, exit 2 and 1. Before, English read "import: --chapter-regex:
// error parsing regexp: missing closing ): `(`" and "eval: open FILE: no
// such file or directory" (Go's words), the Chinese eval line had no
// "eval：".
func TestNoGoWordingInErrors(t *testing.T) {
	data := importTestBook(t)
	missing := filepath.Join(t.TempDir(), "queries.tsv")
	book := writeFile(t, "book.txt", testBook)
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"import", "--dry-run", "--chapter-regex", "(", book}, ExitUsage,
			`import: --chapter-regex: not a valid regular expression "(": missing closing )`,
			"import：--chapter-regex：不是有效的正则表达式「(」：缺少右括号 )", true},
		{[]string{"import", "--dry-run", "--chapter-regex", "a**", book}, ExitUsage,
			`not a valid regular expression "a**": invalid nested repetition operator`,
			"不是有效的正则表达式「a**」：重复符号不能连用", true},
		{[]string{"eval", missing}, ExitRuntime,
			"eval: " + missing + ": no such file", "eval：找不到文件 " + missing, true},
	})
}
