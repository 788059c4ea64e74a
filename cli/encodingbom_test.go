package cli

import (
	"testing"
)

// TestImportGB18030OfUTF16File: --encoding gb18030 on a file that starts
// with a UTF-16 byte-order mark names what the mark says, and the
// --encoding that reads it, in both languages.
func TestImportGB18030OfUTF16File(t *testing.T) {
	data := t.TempDir()
	le := writeFile(t, "le.txt", "\xff\xfe\x2c\x7b\x00\x4e\xde\x56") // 第一回, UTF-16LE with its mark
	be := writeFile(t, "be.txt", "\xfe\xff\x00L\x00e\x00t\x00t\x00e\x00r")
	tests := []struct{ file, mark string }{{le, "UTF-16LE"}, {be, "UTF-16BE"}}
	var failures []langFailure
	for _, tt := range tests {
		for _, dry := range [][]string{{"--dry-run"}, nil} {
			args := append(append([]string{"import"}, dry...), "--encoding", "gb18030", tt.file)
			failures = append(failures, langFailure{args, ExitRuntime,
				"import: " + tt.file + " is not valid GB18030 at byte 0: it starts with a " + tt.mark + " byte-order mark; re-run with --encoding utf-16 to convert it",
				"导入：" + tt.file + " 在第 0 字节处不是有效的 GB18030：文件开头的字节顺序标记表明它是 " + tt.mark + " 编码；加 --encoding utf-16 重新运行即可转换", true})
		}
	}
	checkInBothLanguages(t, data, failures)
}
