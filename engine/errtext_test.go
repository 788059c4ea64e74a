package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"regexp/syntax"
	"strings"
	"syscall"
	"testing"

	"inkflow/engine/importer"
	"inkflow/internal/safefile"
)

// TestErrorText: in Chinese each kind of error the engine passes up from
// the system and its libraries is said in Chinese with the path or
// pattern the person gave, and no English word is left; in English (and
// any other language) the text is err.Error(), as it always was, but for
// a damaged file, said there too without the archive's complaint, and a
// file operation that failed, said as in Chinese: Go's "open /x/y.txt:
// no such file or directory" was the one line an author got.
func TestErrorText(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "没有.txt")
	_, errMissing := os.Open(missing)
	inNoFolder := filepath.Join(dir, "没有", "书.epub") // an export into a folder deleted since
	_, errNoFolder := os.Create(inNoFolder)
	_, errDir := safefile.ReadFile(dir, 10)
	_, errBig := safefile.ReadFile(writeTemp(t, dir, "大.txt", "一二三四五六"), 4)
	file := writeTemp(t, dir, "书.txt", "正文")
	_, errUnder := os.Open(filepath.Join(file, "x"))
	//lint:ignore SA1000 the pattern is bad on purpose: its error is the case
	_, errRegexp := regexp.Compile("(")
	_, errFind := compileFind("a**", FindOptions{Regex: true})
	_, errEmpty := compileFind("", FindOptions{})
	var errJSON error = json.Unmarshal([]byte("{"), new(any))
	// UTF-16 without its byte-order mark: with the mark it is converted.
	_, errEnc := importer.Decode([]byte(strings.Repeat("a\x00", 40)), importer.Strict)
	_, errBOM := importer.Decode([]byte{0xfe, 0xff, 0, 'a'}, importer.GB18030)
	wrap := func(err error) error { return fmt.Errorf("engine: import: %w", err) }
	// The English of the cases not said as err.Error(): a damaged file
	// kept "(zip: not a valid zip file)", Go's words, not the author's.
	english := map[string]string{
		"a damaged .docx":     "书.docx is a damaged Word document; open it in Word or WPS to repair it, or import a copy saved as .docx or .txt",
		"not there":           "Cannot open “" + missing + "”: the file does not exist.",
		"in no folder":        "Cannot open “" + inNoFolder + "”: the folder “" + filepath.Dir(inNoFolder) + "” does not exist.",
		"a file under a file": "Cannot open “" + filepath.Join(file, "x") + "”: part of the path is a file, not a folder.",
		"permission":          "Cannot open “/x/锁.txt”: you do not have permission.",
		"a folder":            "Cannot read “/x/书”: it is a folder, not a file.",
		"disk full":           "Cannot write “/x/a.epub”: the disk is full.",
		"read-only disk":      "Cannot create a file in “/ro”: the disk is read-only.",
		"input/output":        "Cannot read “/dev/x”: the disk could not be read or written (input/output error).",
		"a folder for a file": "Cannot open “" + dir + "”: it is a folder, not a file.",
	}
	for _, c := range []struct {
		name string
		err  error
		want string // in Chinese
	}{
		{"not there", wrap(errMissing), "打不开“" + missing + "”：文件不存在。"},
		{"in no folder", wrap(errNoFolder), "打不开“" + inNoFolder + "”：文件夹“" + filepath.Dir(inNoFolder) + "”不存在。"},
		{"a file under a file", errUnder, "打不开“" + filepath.Join(file, "x") + "”：路径中有一段不是文件夹。"},
		{"permission", wrap(&fs.PathError{Op: "open", Path: "/x/锁.txt", Err: syscall.EACCES}), "打不开“/x/锁.txt”：没有权限。"},
		{"a folder", wrap(&fs.PathError{Op: "read", Path: "/x/书", Err: syscall.EISDIR}), "无法读取“/x/书”：这是文件夹，不是文件。"},
		{"disk full", wrap(&fs.PathError{Op: "write", Path: "/x/a.epub", Err: syscall.ENOSPC}), "无法写入“/x/a.epub”：磁盘已满。"},
		{"read-only disk", &fs.PathError{Op: "createtemp", Path: "/ro/.inkflow-export-*", Err: syscall.EROFS}, "无法在“/ro”中创建文件：磁盘是只读的。"},
		{"input/output", &fs.PathError{Op: "read", Path: "/dev/x", Err: syscall.EIO}, "无法读取“/dev/x”：读写磁盘出错（输入/输出错误）。"},
		{"rename", &os.LinkError{Op: "rename", Old: "/a", New: "/b", Err: syscall.EXDEV}, "无法重命名 /a → /b：不能跨磁盘移动"},
		{"a bare errno", fmt.Errorf("engine: %s: %w (%w)", dir, ErrReadOnly, syscall.EACCES), "没有权限"},
		{"a folder for a file", wrap(errDir), "打不开“" + dir + "”：这是文件夹，不是文件。"},
		{"too large", errBig, "超过了 InkFlow 从一个文件读取的上限 4 字节"},
		{"regexp", wrap(errRegexp), "正则表达式「(」有误：缺少右括号 )"},
		{"find pattern", errFind, "正则表达式「a**」有误：重复符号不能连用"},
		{"nothing to find", fmt.Errorf("engine: find: %w", errEmpty), "要查找的文字是空的"},
		{"encoding", wrap(errEnc), "看起来是 UTF-16 编码"},
		{"a byte-order mark", wrap(errBOM), "第 0 字节处不是有效的 GB18030：文件开头的字节顺序标记表明它是 UTF-16BE 编码"},
		{"json", wrap(errJSON), "JSON 格式有误（第 1 字节处）"},
		{"a .doc", &importer.FormatError{Name: "旧稿.doc", Kind: importer.WordDOC}, "旧稿.doc 是 Word 97–2003 格式的 .doc 文件；请用 Word 或 WPS 打开，另存为 .docx（或 .txt）后再导入"},
		{"a damaged .docx", wrap(&importer.FormatError{Name: "书.docx", Kind: importer.DamagedDOCX, Err: errors.New("zip: not a valid zip file")}), "书.docx 是已损坏的 Word 文档；请用 Word 或 WPS 打开修复，或另存为 .docx 或 .txt 后再导入"},
	} {
		if c.err == nil {
			t.Fatalf("%s: no error to word", c.name)
		}
		wantEn, ok := english[c.name]
		if !ok {
			wantEn = c.err.Error()
		}
		if got := ErrorText(c.err, "en_US.UTF-8"); got != wantEn {
			t.Errorf("%s in English: %q, want %q", c.name, got, wantEn)
		}
		for _, locale := range []string{"zh-Hans", "zh_CN.UTF-8", "zh-CN"} {
			got := ErrorText(c.err, locale)
			if !strings.Contains(got, c.want) {
				t.Errorf("%s in %s: %q, want it to hold %q", c.name, locale, got, c.want)
			}
			rest := strings.NewReplacer("UTF-16BE", "", "UTF-16LE", "", "UTF-16", "", "GB18030", "", "JSON", "", "InkFlow", "", "Word", "", "WPS", "", ".docx", "", ".doc", "", ".txt", "").Replace(aPath.ReplaceAllString(got, ""))
			if w := englishWord.FindString(rest); w != "" {
				t.Errorf("%s in %s: %q is English in %q", c.name, locale, w, got)
			}
		}
	}
	plain := errors.New("engine: something else")
	if got := ErrorText(plain, "zh-Hans"); got != plain.Error() {
		t.Errorf("an error of no known kind: %q, want it as it is", got)
	}
}

// TestRegexpProblemCoversEveryCode: every complaint regexp/syntax makes
// has Chinese words.
func TestRegexpProblemCoversEveryCode(t *testing.T) {
	for _, code := range []syntax.ErrorCode{
		syntax.ErrInvalidCharClass, syntax.ErrInvalidCharRange, syntax.ErrInvalidEscape,
		syntax.ErrInvalidNamedCapture, syntax.ErrInvalidPerlOp, syntax.ErrInvalidRepeatOp,
		syntax.ErrInvalidRepeatSize, syntax.ErrMissingBracket, syntax.ErrMissingParen,
		syntax.ErrMissingRepeatArgument, syntax.ErrTrailingBackslash, syntax.ErrUnexpectedParen,
		syntax.ErrNestingDepth, syntax.ErrLarge,
	} {
		if got := RegexpProblem(string(code), "zh-Hans"); englishWord.MatchString(strings.ReplaceAll(got, "Perl", "")) {
			t.Errorf("%q in Chinese: %q", code, got)
		}
		if got := RegexpProblem(string(code), "en"); got != string(code) {
			t.Errorf("%q in English: %q", code, got)
		}
	}
}

// englishWord is a word of two or more Latin letters; aPath, a path in a
// Chinese sentence, which is no word to translate.
var (
	englishWord = regexp.MustCompile(`[A-Za-z]{2,}`)
	aPath       = regexp.MustCompile(`/[^\s：，（）→]*`)
)

func writeTemp(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestIsDiskFull: a full disk or a used-up quota, however wrapped, is
// told apart from other failed writes.
func TestIsDiskFull(t *testing.T) {
	write := func(err error) error {
		return fmt.Errorf("engine: save chapter 1: %w", &fs.PathError{Op: "write", Path: "/data/inkflow.db", Err: err})
	}
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"ENOSPC", write(syscall.ENOSPC), true},
		{"EDQUOT", write(syscall.EDQUOT), true},
		{"read-only", write(syscall.EROFS), false},
		{"the words alone", errors.New("no space left on device"), false},
		{"nil", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := IsDiskFull(tt.err); got != tt.want {
				t.Fatalf("IsDiskFull(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}
