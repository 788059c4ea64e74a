package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp/syntax"
	"syscall"

	"inkflow/engine/importer"
	"inkflow/internal/safefile"
)

// Errors the engine passes up from the system and the libraries it uses
// (a file that is not there, a full disk, a regular expression that does
// not compile) say what went wrong in Go's English: "open /x/y.txt: no
// such file or directory". ErrorText is the one place that says them in
// the reader's language, for the command line and the app alike; each
// front end puts its own lead-in ("导入：", "导出 x 失败：") before it.
// The engine's own messages stay English: the front ends word those from
// the sentinel or typed error they wrap (ValueError, ChapterRangeError).

// ErrorText words err for a person who reads locale, a tag such as
// "zh-Hans", "zh-CN" or "en_US.UTF-8" (as DefaultCountMode takes it).
// In any language but Chinese it is err.Error(), the English the command
// line has always printed, except for a file operation that failed
// (*fs.PathError), said as in Chinese (pathText: "Cannot open “/x/y.txt”:
// the file does not exist." for Go's "open /x/y.txt: no such file or
// directory"), and a folder given for a file (Cannot open “/x”: it is a
// folder, not a file.), for the chat assistant's errors, said
// in plain English as in Chinese (enAssistantText): their Error() is a
// developer's chain ("assistant: URL: assistant server error: HTTP 500"),
// and a refused or damaged file (*importer.FormatError), said as in
// Chinese without the archive's or the XML's own complaint ("zip: not a
// valid zip file"): FormatError.Text. In Chinese an error of a kind it knows is said
// by that kind, keeping the file or pattern the person gave, and the
// English words wrapped around it ("engine: import: ") are dropped:
//   - a file operation that failed (*fs.PathError, *os.LinkError): what
//     was done to which path, and why (not there, no permission, a folder
//     where a file should be, disk full, read-only disk…; errors.Is on
//     the fs sentinels and errnos, so it holds on every system);
//   - a path that is not a regular file, or a file over the size InkFlow
//     reads (safefile);
//   - a regular expression that does not compile (*PatternError,
//     *syntax.Error), or nothing to find (ErrEmptyPattern);
//   - a text file in another encoding (*importer.EncodingError);
//   - a file InkFlow does not import, or a damaged Word or EPUB file
//     (*importer.FormatError);
//   - JSON that does not parse (*json.SyntaxError,
//     *json.UnmarshalTypeError);
//   - an embedding model that cannot be found or loaded (its folder, its
//     manifest.json, its model or tokenizer file), an ONNX Runtime
//     library that is not there or does not load, a model folder that
//     cannot be installed, and a model download that fails
//     (errtext_model.go);
//   - a chat assistant that cannot be reached or refuses
//     (errtext_assistant.go).
//
// Another error reads as err.Error(): English, but never less than before.
func ErrorText(err error, locale string) string {
	if err == nil {
		return ""
	}
	if !isChinese(locale) {
		if s, ok := enAssistantText(err); ok {
			return s
		}
		if fe := (*importer.FormatError)(nil); errors.As(err, &fe) {
			// As in Chinese: the archive's or the XML's complaint
			// ("zip: not a valid zip file") tells the author nothing
			// the kind does not.
			return fe.Text()
		}
		if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
			return pathText(pe, false)
		}
		if ne := (*safefile.NotRegularError)(nil); errors.As(err, &ne) && ne.Kind == "directory" {
			return fmt.Sprintf("Cannot open “%s”: it is a folder, not a file.", ne.Path)
		}
		return err.Error()
	}
	if s, ok := zhModelText(err); ok {
		return s
	}
	if s, ok := zhAssistantText(err); ok {
		return s
	}
	if errors.Is(err, ErrEmptyPattern) {
		return "要查找的文字是空的"
	}
	if pe := (*PatternError)(nil); errors.As(err, &pe) {
		return fmt.Sprintf("正则表达式「%s」有误：%s", pe.Pattern, RegexpProblem(pe.Detail, locale))
	}
	if se := (*syntax.Error)(nil); errors.As(err, &se) {
		return fmt.Sprintf("正则表达式「%s」有误：%s", se.Expr, RegexpProblem(string(se.Code), locale))
	}
	if le := (*os.LinkError)(nil); errors.As(err, &le) {
		return fmt.Sprintf("无法%s %s → %s：%s", zhOp(le.Op), le.Old, le.New, zhReason(le.Err))
	}
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		return pathText(pe, true)
	}
	if ne := (*safefile.NotRegularError)(nil); errors.As(err, &ne) {
		if ne.Kind == "directory" {
			return fmt.Sprintf("打不开“%s”：这是文件夹，不是文件。", ne.Path)
		}
		what, ok := zhKind[ne.Kind]
		if !ok {
			what = "特殊文件（" + ne.Mode.String() + "）"
		}
		return fmt.Sprintf("%s 是%s，不是普通文件", ne.Path, what)
	}
	if te := (*safefile.TooLargeError)(nil); errors.As(err, &te) {
		size := safefile.Size(te.Limit) // "128 MB"
		if te.Limit < 1<<10 {
			size = fmt.Sprintf("%d 字节", te.Limit)
		}
		if te.Path == "" {
			return fmt.Sprintf("超过了 InkFlow 读取的上限 %s", size)
		}
		return fmt.Sprintf("%s 超过了 InkFlow 从一个文件读取的上限 %s", te.Path, size)
	}
	if ee := (*importer.EncodingError)(nil); errors.As(err, &ee) {
		switch {
		case ee.Offset < 0:
			return fmt.Sprintf("看起来是 %s 编码", ee.Likely)
		case ee.BOM:
			return fmt.Sprintf("第 %d 字节处不是有效的 %s：文件开头的字节顺序标记表明它是 %s 编码", ee.Offset, ee.Read, ee.BOMName())
		case ee.Likely != "":
			return fmt.Sprintf("第 %d 字节处不是有效的 %s（看起来是 %s 编码）", ee.Offset, ee.Read, ee.Likely)
		}
		return fmt.Sprintf("第 %d 字节处不是有效的 %s（文件已损坏，或是其他编码）", ee.Offset, ee.Read)
	}
	if fe := (*importer.FormatError)(nil); errors.As(err, &fe) {
		return zhFormatText(fe)
	}
	if je := (*json.SyntaxError)(nil); errors.As(err, &je) {
		return fmt.Sprintf("JSON 格式有误（第 %d 字节处）", je.Offset)
	}
	if je := (*json.UnmarshalTypeError)(nil); errors.As(err, &je) {
		return fmt.Sprintf("JSON 中的值类型不对（第 %d 字节处）", je.Offset)
	}
	if errno := syscall.Errno(0); errors.As(err, &errno) {
		if why := zhReason(errno); why != errno.Error() {
			return why
		}
	}
	return err.Error()
}

// zhFormat words each importer.FormatKind in Chinese: what the file is,
// what to do.
var zhFormat = map[importer.FormatKind][2]string{
	importer.WordDOC:       {"是 Word 97–2003 格式的 .doc 文件", zhSaveAsDOCX},
	importer.WordEncrypted: {"是设了密码的 Word 文档", "请在 Word 中打开，取消密码（文件 › 信息 › 保护文档）后再导入"},
	importer.NotWordDOC:    {"虽然扩展名是 .doc，却不是 Word 文档", zhSaveAsDOCX},
	importer.Office97:      {"是 Office 97–2003 文件，不是书稿", zhSaveAsDOCX},
	importer.Excel97:       {"是 Excel 97–2003 表格，不是书稿", ""},
	importer.RTF:           {"是 RTF 文档", zhSaveAsDOCX},
	importer.ODT:           {"是 OpenDocument 文本（.odt）", "请用 LibreOffice 或 WPS 打开，另存为 .docx 后再导入"},
	importer.Excel:         {"是 Excel 表格，不是书稿", ""},
	importer.PowerPoint:    {"是 PowerPoint 演示文稿，不是书稿", ""},
	importer.OtherZip:      {"是 zip 压缩包，里面没有 Word 文档或 EPUB 电子书", "请解压后导入其中的书稿"},
	importer.DamagedDOCX:   {"是已损坏的 Word 文档", "请用 Word 或 WPS 打开修复，或另存为 .docx 或 .txt 后再导入"},
	importer.DamagedEPUB:   {"是已损坏的 EPUB 电子书", "请重新下载，或用 Calibre 转换"},
	importer.DamagedZip:    {"是已损坏的 zip 压缩包", ""},
	importer.EPUBDRM:       {"是有 DRM 加密的 EPUB 电子书", "InkFlow 只能读取没有 DRM 的电子书"},
}

// zhSaveAsDOCX is the Chinese advice for a Word file InkFlow cannot read.
const zhSaveAsDOCX = "请用 Word 或 WPS 打开，另存为 .docx（或 .txt）后再导入"

// zhFormatText says a FormatError in Chinese, keeping its file name.
func zhFormatText(fe *importer.FormatError) string {
	t, ok := zhFormat[fe.Kind]
	if !ok {
		return fe.Error()
	}
	s := "这个文件" + t[0]
	if fe.Name != "" {
		s = fe.Name + " " + t[0]
	}
	if t[1] != "" {
		s += "；" + t[1]
	}
	return s
}

// RegexpProblem words a regular expression library complaint (a
// syntax.ErrorCode, as PatternError.Detail holds it) for a reader of
// locale; in English, and for a code it does not know, it is the
// library's own words.
func RegexpProblem(code, locale string) string {
	if !isChinese(locale) {
		return code
	}
	if s, ok := zhRegexp[syntax.ErrorCode(code)]; ok {
		return s
	}
	return code
}

// isChinese reports whether locale ("zh-Hans", "zh_CN.UTF-8") is Chinese.
func isChinese(locale string) bool {
	return localeLanguage(locale) == "zh"
}

var zhRegexp = map[syntax.ErrorCode]string{
	syntax.ErrInvalidCharClass:      "字符类写法不对",
	syntax.ErrInvalidCharRange:      "字符类的范围不对",
	syntax.ErrInvalidEscape:         "转义写法不对",
	syntax.ErrInvalidNamedCapture:   "命名分组写法不对",
	syntax.ErrInvalidPerlOp:         "不支持的 Perl 写法",
	syntax.ErrInvalidRepeatOp:       "重复符号不能连用",
	syntax.ErrInvalidRepeatSize:     "重复次数不对",
	syntax.ErrMissingBracket:        "缺少右方括号 ]",
	syntax.ErrMissingParen:          "缺少右括号 )",
	syntax.ErrMissingRepeatArgument: "重复符号前面缺少内容",
	syntax.ErrTrailingBackslash:     "末尾多了一个反斜杠",
	syntax.ErrUnexpectedParen:       "多了一个右括号 )",
	syntax.ErrNestingDepth:          "表达式太大",
	syntax.ErrLarge:                 "表达式太大",
}

// pathText says a failed file operation in English or, zh, in Chinese,
// one sentence naming the path as the person gave it, in quotes: what
// could not be done to it and why. A file that is not there is told from
// a folder that is not there (an export into a folder deleted since), as
// "no such file or directory" says either; a temporary file's pattern
// ("/x/.tmp-*") is said as its folder, which is what the person knows.
func pathText(pe *fs.PathError, zh bool) string {
	if pe.Op == "createtemp" || pe.Op == "mkdirtemp" {
		dir := filepath.Dir(pe.Path)
		if zh {
			return fmt.Sprintf("无法在“%s”中创建文件：%s。", dir, reasonText(pe.Err, true))
		}
		return fmt.Sprintf("Cannot create a file in “%s”: %s.", dir, reasonText(pe.Err, false))
	}
	op := fileOp(pe.Op)
	why := reasonText(pe.Err, zh)
	if errors.Is(pe.Err, fs.ErrNotExist) && (op.en == "open" || op.en == "read") {
		switch dir := filepath.Dir(pe.Path); {
		case dir != pe.Path && dir != "." && missingDir(dir):
			why = fmt.Sprintf("the folder “%s” does not exist", dir)
			if zh {
				why = fmt.Sprintf("文件夹“%s”不存在", dir)
			}
		case zh:
			why = "文件不存在"
		default:
			why = "the file does not exist"
		}
	}
	if zh {
		if op.en == "open" {
			return fmt.Sprintf("打不开“%s”：%s。", pe.Path, why)
		}
		return fmt.Sprintf("无法%s“%s”：%s。", op.zh, pe.Path, why)
	}
	return fmt.Sprintf("Cannot %s “%s”: %s.", op.en, pe.Path, why)
}

// missingDir reports whether the folder dir is not there, as far as the
// system tells: an error says what was asked, not which part was missing.
func missingDir(dir string) bool {
	_, err := os.Stat(dir)
	return errors.Is(err, fs.ErrNotExist)
}

// fileVerb is a file operation as a verb: after "Cannot" and after 无法.
type fileVerb struct{ en, zh string }

// fileOp says a file operation (fs.PathError.Op, os.LinkError.Op). A
// stat is said as the open it comes before: the person asked for the
// file, not for its size.
func fileOp(op string) fileVerb {
	switch op {
	case "open", "stat", "lstat", "fstat":
		return fileVerb{"open", "打开"}
	case "read", "readfrom", "pread":
		return fileVerb{"read", "读取"}
	case "write", "writeto", "pwrite":
		return fileVerb{"write", "写入"}
	case "close":
		return fileVerb{"close", "关闭"}
	case "sync", "fsync":
		return fileVerb{"save to disk", "保存到磁盘"}
	case "mkdir", "mkdirall":
		return fileVerb{"create the folder", "创建文件夹"}
	case "remove", "unlinkat", "unlink", "rmdir", "removeall":
		return fileVerb{"delete", "删除"}
	case "rename":
		return fileVerb{"rename", "重命名"}
	case "link", "symlink":
		return fileVerb{"link", "创建链接"}
	case "readdir", "readdirent", "fdopendir":
		return fileVerb{"read the folder", "读取文件夹"}
	case "chmod", "chown", "chtimes", "truncate":
		return fileVerb{"change", "修改"}
	}
	return fileVerb{"use", "访问"}
}

// zhOp says a file operation as the verb after 无法.
func zhOp(op string) string { return fileOp(op).zh }

// zhReason says why a file operation failed in Chinese (reasonText).
func zhReason(err error) string { return reasonText(err, true) }

// reasonText says why a file operation failed, in English or, zh, in
// Chinese: the words of the first of fileReasons that err is, else err's
// own words.
func reasonText(err error, zh bool) string {
	for _, r := range fileReasons {
		for _, target := range r.is {
			if errors.Is(err, target) {
				if zh {
					return r.zh
				}
				return r.en
			}
		}
	}
	return err.Error()
}

// fileReasons are the reasons reasonText tells apart, in the order it
// tries them. The portable fs sentinels come first (they also match
// Windows's errors); the errnos are those Unix says and Windows's syscall
// package mimics, and Windows's own codes for a full disk
// (diskFullErrnos).
var fileReasons = []struct {
	is     []error
	en, zh string
}{
	{[]error{fs.ErrNotExist}, "it does not exist", "文件或文件夹不存在"},
	{[]error{fs.ErrPermission}, "you do not have permission", "没有权限"},
	{[]error{fs.ErrExist}, "it exists already", "已经存在"},
	{[]error{syscall.EISDIR}, "it is a folder, not a file", "这是文件夹，不是文件"},
	{[]error{syscall.ENOTDIR}, "part of the path is a file, not a folder", "路径中有一段不是文件夹"},
	{append([]error{syscall.ENOSPC}, diskFullErrnos...), "the disk is full", "磁盘已满"},
	{[]error{syscall.EDQUOT}, "the disk quota is used up", "超出了磁盘配额"},
	{[]error{syscall.EROFS}, "the disk is read-only", "磁盘是只读的"},
	{[]error{syscall.EIO}, "the disk could not be read or written (input/output error)", "读写磁盘出错（输入/输出错误）"},
	{[]error{syscall.ENAMETOOLONG}, "the name is too long", "文件名太长"},
	{[]error{syscall.ELOOP}, "too many symbolic links in a row", "符号链接层数太多"},
	{[]error{syscall.EMFILE, syscall.ENFILE}, "too many files are open", "同时打开的文件太多"},
	{[]error{syscall.EBUSY}, "it is in use", "正被占用"},
	{[]error{syscall.ENOTEMPTY}, "the folder is not empty", "文件夹不是空的"},
	{[]error{syscall.EXDEV}, "it cannot be moved to another disk", "不能跨磁盘移动"},
	{[]error{fs.ErrClosed}, "the file is closed already", "文件已关闭"},
}

// zhKind names what a path that is not a regular file is
// (safefile.NotRegularError.Kind).
var zhKind = map[string]string{"directory": "文件夹", "named pipe": "命名管道", "device": "设备", "socket": "套接字"}

// IsDiskFull reports whether err is the system saying the disk is full
// (ENOSPC, a used-up quota, Windows's own codes): the front ends then say
// so in words the author can act on.
func IsDiskFull(err error) bool {
	for _, target := range append([]error{syscall.ENOSPC, syscall.EDQUOT}, diskFullErrnos...) {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}
