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
// "eval："; then a missing file read "eval: FILE: no such file", a path
// through a file "eval: open FILE/x: not a directory" and a folder given
// for the file "eval: eval: FILE is a directory, not a regular file".
func TestNoGoWordingInErrors(t *testing.T) {
	data := importTestBook(t)
	missing := filepath.Join(t.TempDir(), "queries.tsv")
	folder := t.TempDir()
	underFile := filepath.Join(writeFile(t, "queries.tsv", "风\t1\n"), "x") // a path through a file
	book := writeFile(t, "book.txt", testBook)
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"import", "--dry-run", "--chapter-regex", "(", book}, ExitUsage,
			`import: --chapter-regex: not a valid regular expression "(": missing closing )`,
			"import：--chapter-regex：不是有效的正则表达式「(」：缺少右括号 )", true},
		{[]string{"import", "--dry-run", "--chapter-regex", "a**", book}, ExitUsage,
			`not a valid regular expression "a**": invalid nested repetition operator`,
			"不是有效的正则表达式「a**」：重复符号不能连用", true},
		{[]string{"eval", missing}, ExitRuntime,
			"eval: cannot open “" + missing + "”: the file does not exist", "eval：打不开“" + missing + "”：文件不存在", true},
		{[]string{"eval", underFile}, ExitRuntime,
			"eval: cannot open “" + underFile + "”: part of the path is a file, not a folder", "eval：打不开“" + underFile + "”：路径中有一段不是文件夹", true},
		{[]string{"eval", folder}, ExitRuntime,
			"eval: cannot open “" + folder + "”: it is a folder, not a file", "eval：打不开“" + folder + "”：这是文件夹，不是文件", true},
	})
}
