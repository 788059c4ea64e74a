package engine

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"

	"inkflow/model"
	"inkflow/model/install"
	"inkflow/model/manifest"
	"inkflow/model/modelpath"
	"inkflow/model/ortlib"
	"inkflow/model/tokenizer"
)

// zhModelText says in Chinese an error of the embedding model, its
// folder and manifest, the ONNX Runtime library, or a model download,
// keeping the paths and names; ok is false for an error of another kind.
// The most specific cause is said: a runtime that does not load, under
// a model that could not load because of it.
func zhModelText(err error) (text string, ok bool) {
	if e := (*ortlib.NotFoundError)(nil); errors.As(err, &e) {
		if e.EnvPath != "" {
			return fmt.Sprintf("环境变量 %s 指向的 %s 不存在或不是文件；请改正或删除这个变量，源码目录中也可运行 `make ort`", ortlib.EnvLib, e.EnvPath), true
		}
		return fmt.Sprintf("找不到 ONNX 运行库（找过：%s）；请重新安装 InkFlow，源码目录中可运行 `make ort`，或把 %s 设为它的路径",
			strings.Join(e.Tried, "、"), ortlib.EnvLib), true
	}
	if e := (*ortlib.InitError)(nil); errors.As(err, &e) {
		if e.TooOld() {
			return fmt.Sprintf("%s 处的 ONNX 运行库版本太旧，InkFlow 用不了；请重新安装 InkFlow，源码目录中可运行 `make ort`", e.Path), true
		}
		return fmt.Sprintf("无法加载 ONNX 运行库 %s：文件已损坏，或不是这个系统的版本；请重新安装 InkFlow，源码目录中可运行 `make ort`", e.Path), true
	}
	if e := (*manifest.ReadError)(nil); errors.As(err, &e) {
		switch e.Kind {
		case manifest.Missing:
			return fmt.Sprintf("模型文件夹 %s 中没有 %s", e.Dir, manifest.FileName), true
		case manifest.Unparsable:
			return e.Path + " 有误：" + zhCause(e.Err, "不是有效的 JSON"), true
		}
		if ie := (*manifest.InvalidError)(nil); errors.As(e.Err, &ie) {
			return fmt.Sprintf("%s 中这些字段的值不对：%s；请重新安装这个模型", e.Path, strings.Join(problemFields(ie.Problems), "、")), true
		}
		return e.Path + " 的内容有误；请重新安装这个模型", true
	}
	if e := (*install.FolderError)(nil); errors.As(err, &e) {
		return zhFolderText(e), true
	}
	if e := (*model.LoadError)(nil); errors.As(err, &e) {
		return zhLoadText(e), true
	}
	if e := (*modelpath.NotFoundError)(nil); errors.As(err, &e) {
		return fmt.Sprintf("找不到嵌入模型「%s」（找过：%s）；用 `inkflow model list` 查看已安装的模型", e.Name, strings.Join(e.Tried, "、")), true
	}
	if e := (*modelpath.NameError)(nil); errors.As(err, &e) {
		return fmt.Sprintf("「%s」不是模型的名称：名称中不能有 / 或 \\", e.Name), true
	}
	if e := (*install.UnreachableError)(nil); errors.As(err, &e) {
		return fmt.Sprintf("无法连接 %s：%s。没有网络时，InkFlow 照常使用内置模型；也可以用 `inkflow model install 文件夹` 从文件夹安装模型",
			e.Host, zhNetReason(e.Err)), true
	}
	if e := (*install.ChecksumError)(nil); errors.As(err, &e) {
		return fmt.Sprintf("下载的 %s 与固定版本的 sha256 校验和不符（传输中损坏，或被代理替换），已删除；请重新运行安装", e.Path), true
	}
	if e := (*install.InterruptedError)(nil); errors.As(err, &e) {
		return fmt.Sprintf("下载 %s 时连接中断了 %d 次；已下载的部分会保留，再运行一次安装即可接着下载", e.Path, e.Attempts), true
	}
	if e := (*install.StatusError)(nil); errors.As(err, &e) {
		hint := map[install.StatusReason]string{
			install.Gone:    "：模型站上已没有这个固定版本的文件",
			install.Refused: "：模型站拒绝了访问，可能是代理或防火墙拦截",
			install.Busy:    "：模型站繁忙，请稍后再试",
		}[e.Reason()]
		return fmt.Sprintf("下载 %s 失败（HTTP %d）%s", e.Path, e.Code, hint), true
	}
	return "", false
}

// zhLoadText says a model.LoadError in Chinese.
func zhLoadText(e *model.LoadError) string {
	file := filepath.Join(e.Dir, e.File)
	switch e.Kind {
	case model.FolderMissing:
		return fmt.Sprintf("模型文件夹 %s 不存在", e.Dir)
	case model.NotFolder:
		return fmt.Sprintf("%s 不是文件夹，模型应是一个文件夹", e.Dir)
	case model.ModelFileMissing:
		return fmt.Sprintf("模型文件夹 %s 中没有模型文件 %s；请重新安装这个模型", e.Dir, e.File)
	case model.Checksum:
		return fmt.Sprintf("模型文件 %s 已损坏或被替换（sha256 校验和与 %s 不符，可能没有下载或复制完整）；请重新安装这个模型", file, manifest.FileName)
	case model.BadTokenizer:
		if errors.Is(e.Err, fs.ErrNotExist) {
			return fmt.Sprintf("模型文件夹 %s 中没有分词器文件 %s；请重新安装这个模型", e.Dir, e.File)
		}
		return fmt.Sprintf("分词器文件 %s 无法使用：%s", file, zhCause(e.Err, "InkFlow 读不了它的格式"))
	case model.NotONNX:
		return fmt.Sprintf("%s 不是可用的 ONNX 模型（文件已损坏，或不是 ONNX 格式）；请重新安装这个模型", file)
	case model.Mismatch:
		return fmt.Sprintf("%s 的输入或输出与 %s 的描述不符；请重新安装这个模型", file, manifest.FileName)
	case model.TestRun:
		return fmt.Sprintf("模型 %s 试运行失败；请重新安装这个模型", e.Dir)
	}
	return fmt.Sprintf("无法加载模型 %s", e.Dir)
}

// zhFolderText says an install.FolderError in Chinese.
func zhFolderText(e *install.FolderError) string {
	first := ""
	if len(e.Files) > 0 {
		first = e.Files[0]
	}
	switch e.Kind {
	case install.FolderMissing:
		return fmt.Sprintf("模型文件夹 %s 不存在", e.Dir)
	case install.NoTokenizer:
		return fmt.Sprintf("模型文件夹 %s 中没有 %s：InkFlow 需要模型自带的 Hugging Face 分词器文件 tokenizer.json", e.Dir, first)
	case install.BadTokenizer:
		return fmt.Sprintf("模型文件夹 %s 中的分词器无法使用：%s", e.Dir, zhCause(e.Err, "InkFlow 读不了它的格式"))
	case install.NoONNX:
		if first != "" {
			return fmt.Sprintf("模型文件夹 %s 中没有 ONNX 文件 %s", e.Dir, first)
		}
		return fmt.Sprintf("模型文件夹 %s 中没有 .onnx 模型文件", e.Dir)
	case install.SeveralONNX:
		return fmt.Sprintf("模型文件夹 %s 中有多个 ONNX 文件（%s）：请用 --onnx 选定一个", e.Dir, strings.Join(e.Files, "、"))
	case install.Checksum:
		return fmt.Sprintf("模型文件夹 %s 中的 %s 与 %s 记录的 sha256 校验和不符（文件已损坏或被替换）", e.Dir, first, manifest.FileName)
	case install.Installed:
		return fmt.Sprintf("已经有名为「%s」的模型安装在 %s：请先删除那个文件夹，或用 --name 换一个名称", e.Name, e.Dir)
	}
	return fmt.Sprintf("模型文件夹 %s 无法安装", e.Dir)
}

// problemField is the field a manifest.InvalidError problem is about:
// its first word ("pooling \"max\" is not …").
var problemField = regexp.MustCompile(`^[a-z][a-z0-9_]*`)

// problemFields lists the fields of a manifest's problems, each once.
func problemFields(problems []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range problems {
		f := problemField.FindString(p)
		if f == "" || seen[f] {
			continue
		}
		seen[f] = true
		out = append(out, f)
	}
	return out
}

// zhCause is err in Chinese when ErrorText knows its kind (a file that is
// not there, JSON that does not parse), else otherwise: the error's own
// English stays out of a Chinese sentence.
func zhCause(err error, otherwise string) string {
	if errors.Is(err, tokenizer.ErrUnsupported) {
		return "InkFlow 还不支持这种分词器"
	}
	if err == nil {
		return otherwise
	}
	if s := ErrorText(err, "zh-Hans"); s != err.Error() {
		return s
	}
	return otherwise
}

// netFailure is why a connection failed, as far as the error tells.
type netFailure int

const (
	netOther netFailure = iota
	netRefused
	netReset
	netNoName
	netTimeout
	netUnreachable
	netBadCert
)

// netFailureOf tells why err, a failed connection, failed.
func netFailureOf(err error) netFailure {
	var dns *net.DNSError
	var cert *x509.UnknownAuthorityError
	var host x509.HostnameError
	var ne net.Error
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return netRefused
	case errors.Is(err, syscall.ECONNRESET):
		return netReset
	case errors.As(err, &dns):
		return netNoName
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return netTimeout
	case errors.Is(err, syscall.ENETUNREACH), errors.Is(err, syscall.EHOSTUNREACH):
		return netUnreachable
	case errors.As(err, &cert), errors.As(err, &host):
		return netBadCert
	}
	return netOther
}

// zhNetReason says why a connection failed, in Chinese.
func zhNetReason(err error) string {
	return [...]string{
		netOther: "网络出错", netRefused: "连接被拒绝", netReset: "连接被对方重置",
		netNoName: "找不到这个服务器（域名解析失败）", netTimeout: "连接超时", netUnreachable: "网络不通",
		netBadCert: "服务器的证书无效（可能有代理拦截）",
	}[netFailureOf(err)]
}

// enNetReason says the same briefly in English.
func enNetReason(err error) string {
	return [...]string{
		netOther: "a network error", netRefused: "the connection was refused", netReset: "the connection was reset",
		netNoName: "no server has that name", netTimeout: "the connection timed out", netUnreachable: "the network cannot reach it",
		netBadCert: "its certificate is not valid (a proxy may be in the way)",
	}[netFailureOf(err)]
}
