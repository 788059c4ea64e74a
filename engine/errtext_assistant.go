package engine

import (
	"errors"
	"fmt"
	"net"
	"net/http"

	"inkflow/engine/assistant"
)

// zhAssistantText says in Chinese an error of the chat assistant: not
// configured, a server that cannot be reached, does not answer in time,
// lacks the model or refuses the request; ok is false for an error of
// another kind. The server's own message, when it gave one, is quoted
// after the Chinese as the server's words (like a path, it is not the
// program's to translate); the API key is never in it.
func zhAssistantText(err error) (text string, ok bool) {
	if e := (*assistant.URLError)(nil); errors.As(err, &e) {
		return fmt.Sprintf("助手地址「%s」不是 http:// 或 https:// 开头的网址（设置项 assistant.base-url）", e.URL), true
	}
	e := (*assistant.Error)(nil)
	if !errors.As(err, &e) {
		if errors.Is(err, assistant.ErrNotConfigured) {
			return "还没有配置聊天助手（请设置 assistant.model）", true
		}
		return "", false
	}
	server := e.BaseURL
	var s string
	switch e.Kind {
	case assistant.ErrRemoteNotAllowed:
		return fmt.Sprintf("%s 不在这台电脑上，提问会把你的文字发送到那里；如果同意，请运行 `inkflow settings set assistant.allow-remote true`", e.Host), true
	case assistant.ErrUnreachable:
		var dns *net.DNSError
		if errors.As(e.Cause, &dns) {
			return fmt.Sprintf("连接不上助手服务器 %s：%s。请检查设置项 assistant.base-url 和网络", server, zhNetReason(e.Cause)), true
		}
		return fmt.Sprintf("连接不上助手服务器 %s：%s。服务器在运行吗？（例如 `ollama serve`）", server, zhNetReason(e.Cause)), true
	case assistant.ErrTimeout:
		if e.Status != 0 {
			s = fmt.Sprintf("助手服务器 %s 超时（HTTP %d）", server, e.Status)
		} else {
			return fmt.Sprintf("助手服务器 %s 在 %d 秒内没有回应；可以在设置项 assistant.timeout-seconds 中把等待时间调长", server, int(e.Timeout.Seconds())), true
		}
	case assistant.ErrModelMissing:
		s = fmt.Sprintf("助手服务器 %s 上没有模型「%s」：请先下载它（例如 `ollama pull %s`），或修改设置项 assistant.model", server, e.Model, e.Model)
	case assistant.ErrContextTooLong:
		s = "提示词超出了模型的上下文长度：请减少发送的段落（设置项 assistant.context-budget）"
	case assistant.ErrMalformed:
		return fmt.Sprintf("助手服务器 %s 的回复无法识别：它是 OpenAI 兼容的接口吗？请检查设置项 assistant.base-url", server), true
	default:
		s = zhHTTPRefusal(server, e.Status)
	}
	if e.Message != "" && e.Message != http.StatusText(e.Status) {
		s += fmt.Sprintf("。服务器说：「%s」", e.Message)
	}
	return s, true
}

// zhHTTPRefusal says an HTTP error status of the assistant's server.
func zhHTTPRefusal(server string, status int) string {
	switch {
	case status == 0:
		return fmt.Sprintf("助手服务器 %s 报告了错误", server)
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		return fmt.Sprintf("助手服务器 %s 拒绝了请求（HTTP %d）：请检查 API 密钥是否正确、是否有权限", server, status)
	case status == http.StatusTooManyRequests:
		return fmt.Sprintf("助手服务器 %s 表示请求太频繁或额度已用完（HTTP %d），请稍后再试", server, status)
	case status >= 500:
		return fmt.Sprintf("助手服务器 %s 内部出错（HTTP %d），请稍后再试", server, status)
	}
	return fmt.Sprintf("助手服务器 %s 拒绝了请求（HTTP %d）", server, status)
}
