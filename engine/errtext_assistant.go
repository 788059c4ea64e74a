package engine

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"syscall"

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
		if errors.Is(e, assistant.ErrCutOff) {
			return fmt.Sprintf("助手服务器 %s 的回答没说完就中断了，收到的部分保留在下面；可以再问一次", server), true
		}
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

// enAssistantText says in plain English what zhAssistantText says in
// Chinese: one line, what happened and what to do, for the app's notice
// and the command line alike, with no full stop at the end, as the
// Chinese has none (the command line puts it inside sentences of its
// own). err.Error() is the package's developer English ("assistant:
// http://…/v1: assistant server error: HTTP 500: …"), which the logs
// keep; ok is false for an error of another kind.
func enAssistantText(err error) (text string, ok bool) {
	if e := (*assistant.URLError)(nil); errors.As(err, &e) {
		return fmt.Sprintf("The assistant address “%s” does not start with http:// or https:// (setting assistant.base-url)", e.URL), true
	}
	e := (*assistant.Error)(nil)
	if !errors.As(err, &e) {
		if errors.Is(err, assistant.ErrNotConfigured) {
			return "No chat assistant is set up yet (set assistant.model)", true
		}
		return "", false
	}
	server := e.BaseURL
	var s string
	switch e.Kind {
	case assistant.ErrRemoteNotAllowed:
		return fmt.Sprintf("%s is not on this computer, and asking sends your text there; to allow it, run `inkflow settings set assistant.allow-remote true`", e.Host), true
	case assistant.ErrUnreachable:
		var dns *net.DNSError
		if errors.As(e.Cause, &dns) {
			return fmt.Sprintf("Cannot reach the assistant server %s: %s. Check the setting assistant.base-url and the network", server, enNetReason(e.Cause)), true
		}
		return fmt.Sprintf("Cannot reach the assistant server %s: %s. Is the server running (for example `ollama serve`)?", server, enNetReason(e.Cause)), true
	case assistant.ErrTimeout:
		if e.Status == 0 {
			return fmt.Sprintf("The assistant server %s did not answer within %d seconds; to wait longer, raise the setting assistant.timeout-seconds", server, int(e.Timeout.Seconds())), true
		}
		s = fmt.Sprintf("The assistant server %s timed out (HTTP %d); try again later", server, e.Status)
	case assistant.ErrModelMissing:
		s = fmt.Sprintf("The assistant server %s has no model “%s”: download it (for example `ollama pull %s`) or change the setting assistant.model", server, e.Model, e.Model)
	case assistant.ErrContextTooLong:
		s = "The prompt is longer than the model can take: send fewer passages (setting assistant.context-budget)"
	case assistant.ErrMalformed:
		if errors.Is(e, assistant.ErrCutOff) {
			return fmt.Sprintf("The answer from the assistant server %s ended before it was finished; the part that came is shown. Ask again for all of it", server), true
		}
		return fmt.Sprintf("The reply of the assistant server %s could not be read: is it an OpenAI-compatible API? Check the setting assistant.base-url", server), true
	default:
		s = enHTTPRefusal(server, e.Status)
	}
	if e.Message != "" && e.Message != http.StatusText(e.Status) {
		s += fmt.Sprintf(". The server said: “%s”", e.Message)
	}
	return s, true
}

// enHTTPRefusal says an HTTP error status of the assistant's server.
func enHTTPRefusal(server string, status int) string {
	switch {
	case status == 0:
		return fmt.Sprintf("The assistant server %s reported an error", server)
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		return fmt.Sprintf("The assistant server %s refused the request (HTTP %d): check that the API key is right and allowed to use the model", server, status)
	case status == http.StatusTooManyRequests:
		return fmt.Sprintf("The assistant server %s says there were too many requests or the quota is used up (HTTP %d); try again later", server, status)
	case status >= 500:
		return fmt.Sprintf("The assistant server %s had an internal error (HTTP %d); try again later", server, status)
	}
	return fmt.Sprintf("The assistant server %s refused the request (HTTP %d)", server, status)
}

// enNetReason says briefly why a connection failed, as zhNetReason does.
func enNetReason(err error) string {
	var dns *net.DNSError
	var cert *x509.UnknownAuthorityError
	var host x509.HostnameError
	var ne net.Error
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return "the connection was refused"
	case errors.Is(err, syscall.ECONNRESET):
		return "the connection was reset"
	case errors.As(err, &dns):
		return "no server has that name"
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return "the connection timed out"
	case errors.Is(err, syscall.ENETUNREACH), errors.Is(err, syscall.EHOSTUNREACH):
		return "the network cannot reach it"
	case errors.As(err, &cert), errors.As(err, &host):
		return "its certificate is not valid (a proxy may be in the way)"
	}
	return "a network error"
}
