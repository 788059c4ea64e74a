package engine

import (
	"errors"
	"fmt"
	"net"
	"net/http"

	"inkflow/engine/assistant"
)

// assistantWords are the sentences that say the chat assistant's errors
// in one language: formats for fmt.Sprintf, the server's address first
// where they take one. Each says in one line what happened and what to
// do; none ends in a full stop (the command line puts them inside
// sentences of its own).
type assistantWords struct {
	badURL, notConfigured, remote string
	unreachableDNS, unreachable   string
	noAnswer, timedOut            string
	modelMissing, contextTooLong  string
	cutOff, malformed             string
	serverSaid                    string
	reported, refusedKey, tooMany string
	internal, refused             string
	netReason                     func(error) string
}

var zhAssistantWords = assistantWords{
	badURL:         "助手地址「%s」不是 http:// 或 https:// 开头的网址（设置项 assistant.base-url）",
	notConfigured:  "还没有配置聊天助手（请设置 assistant.model）",
	remote:         "%s 不在这台电脑上，提问会把你的文字发送到那里；如果同意，请运行 `inkflow settings set assistant.allow-remote true`",
	unreachableDNS: "连接不上助手服务器 %s：%s。请检查设置项 assistant.base-url 和网络",
	unreachable:    "连接不上助手服务器 %s：%s。服务器在运行吗？（例如 `ollama serve`）",
	noAnswer:       "助手服务器 %s 在 %d 秒内没有回应；可以在设置项 assistant.timeout-seconds 中把等待时间调长",
	timedOut:       "助手服务器 %s 超时（HTTP %d）",
	modelMissing:   "助手服务器 %s 上没有模型「%s」：请先下载它（例如 `ollama pull %s`），或修改设置项 assistant.model",
	contextTooLong: "提示词超出了模型的上下文长度：请减少发送的段落（设置项 assistant.context-budget）",
	cutOff:         "助手服务器 %s 的回答没说完就中断了，收到的部分保留在下面；可以再问一次",
	malformed:      "助手服务器 %s 的回复无法识别：它是 OpenAI 兼容的接口吗？请检查设置项 assistant.base-url",
	serverSaid:     "。服务器说：「%s」",
	reported:       "助手服务器 %s 报告了错误",
	refusedKey:     "助手服务器 %s 拒绝了请求（HTTP %d）：请检查 API 密钥是否正确、是否有权限",
	tooMany:        "助手服务器 %s 表示请求太频繁或额度已用完（HTTP %d），请稍后再试",
	internal:       "助手服务器 %s 内部出错（HTTP %d），请稍后再试",
	refused:        "助手服务器 %s 拒绝了请求（HTTP %d）",
	netReason:      zhNetReason,
}

// enAssistantWords are the English: err.Error() is the package's
// developer chain ("assistant: http://…/v1: assistant server error: HTTP
// 500: …"), which the logs keep, and the app and the command line showed
// it to the author.
var enAssistantWords = assistantWords{
	badURL:         "The assistant address “%s” does not start with http:// or https:// (setting assistant.base-url)",
	notConfigured:  "No chat assistant is set up yet (set assistant.model)",
	remote:         "%s is not on this computer, and asking sends your text there; to allow it, run `inkflow settings set assistant.allow-remote true`",
	unreachableDNS: "Cannot reach the assistant server %s: %s. Check the setting assistant.base-url and the network",
	unreachable:    "Cannot reach the assistant server %s: %s. Is the server running (for example `ollama serve`)?",
	noAnswer:       "The assistant server %s did not answer within %d seconds; to wait longer, raise the setting assistant.timeout-seconds",
	timedOut:       "The assistant server %s timed out (HTTP %d); try again later",
	modelMissing:   "The assistant server %s has no model “%s”: download it (for example `ollama pull %s`) or change the setting assistant.model",
	contextTooLong: "The prompt is longer than the model can take: send fewer passages (setting assistant.context-budget)",
	cutOff:         "The answer from the assistant server %s ended before it was finished; the part that came is shown. Ask again for all of it",
	malformed:      "The reply of the assistant server %s could not be read: is it an OpenAI-compatible API? Check the setting assistant.base-url",
	serverSaid:     ". The server said: “%s”",
	reported:       "The assistant server %s reported an error",
	refusedKey:     "The assistant server %s refused the request (HTTP %d): check that the API key is right and allowed to use the model",
	tooMany:        "The assistant server %s says there were too many requests or the quota is used up (HTTP %d); try again later",
	internal:       "The assistant server %s had an internal error (HTTP %d); try again later",
	refused:        "The assistant server %s refused the request (HTTP %d)",
	netReason:      enNetReason,
}

// zhAssistantText says in Chinese an error of the chat assistant: not
// configured, a server that cannot be reached, does not answer in time,
// lacks the model or refuses the request; ok is false for an error of
// another kind. The server's own message, when it gave one, is quoted
// after the Chinese as the server's words (like a path, it is not the
// program's to translate); the API key is never in it.
func zhAssistantText(err error) (text string, ok bool) { return assistantText(err, zhAssistantWords) }

// enAssistantText says the same in plain English, for the app's notice
// and the command line alike.
func enAssistantText(err error) (text string, ok bool) { return assistantText(err, enAssistantWords) }

// assistantText says an error of the chat assistant in w's language.
func assistantText(err error, w assistantWords) (text string, ok bool) {
	if e := (*assistant.URLError)(nil); errors.As(err, &e) {
		return fmt.Sprintf(w.badURL, e.URL), true
	}
	e := (*assistant.Error)(nil)
	if !errors.As(err, &e) {
		if errors.Is(err, assistant.ErrNotConfigured) {
			return w.notConfigured, true
		}
		return "", false
	}
	server := e.BaseURL
	var s string
	switch e.Kind {
	case assistant.ErrRemoteNotAllowed:
		return fmt.Sprintf(w.remote, e.Host), true
	case assistant.ErrUnreachable:
		var dns *net.DNSError
		if errors.As(e.Cause, &dns) {
			return fmt.Sprintf(w.unreachableDNS, server, w.netReason(e.Cause)), true
		}
		return fmt.Sprintf(w.unreachable, server, w.netReason(e.Cause)), true
	case assistant.ErrTimeout:
		if e.Status == 0 {
			return fmt.Sprintf(w.noAnswer, server, int(e.Timeout.Seconds())), true
		}
		s = fmt.Sprintf(w.timedOut, server, e.Status)
	case assistant.ErrModelMissing:
		s = fmt.Sprintf(w.modelMissing, server, e.Model, e.Model)
	case assistant.ErrContextTooLong:
		s = w.contextTooLong
	case assistant.ErrMalformed:
		if errors.Is(e, assistant.ErrCutOff) {
			return fmt.Sprintf(w.cutOff, server), true
		}
		return fmt.Sprintf(w.malformed, server), true
	default:
		s = httpRefusal(w, server, e.Status)
	}
	if e.Message != "" && e.Message != http.StatusText(e.Status) {
		s += fmt.Sprintf(w.serverSaid, e.Message)
	}
	return s, true
}

// httpRefusal says an HTTP error status of the assistant's server.
func httpRefusal(w assistantWords, server string, status int) string {
	switch {
	case status == 0:
		return fmt.Sprintf(w.reported, server)
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		return fmt.Sprintf(w.refusedKey, server, status)
	case status == http.StatusTooManyRequests:
		return fmt.Sprintf(w.tooMany, server, status)
	case status >= 500:
		return fmt.Sprintf(w.internal, server, status)
	}
	return fmt.Sprintf(w.refused, server, status)
}
