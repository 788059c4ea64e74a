package app

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"inkflow/engine"
	"inkflow/engine/assistant"
)

// The assistant's errors whose remedy is a field of Settings › Assistant
// name that page and field in the window, in the interface language: the
// notice said the command line's setting keys ("请检查设置项
// assistant.base-url", "设置项 assistant.timeout-seconds", "修改设置项
// assistant.model", "设置项 assistant.context-budget"). Each error comes
// from a real local server (or none) through Test connection's request.
func TestAssistantErrorsNameTheSettingsPage(t *testing.T) {
	reply := func(status int, body string) string {
		s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			w.Write([]byte(body))
		}))
		t.Cleanup(s.Close)
		return s.URL + "/v1"
	}
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(5 * time.Second):
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(slow.Close)
	for _, tc := range []struct {
		name, url string
		en, zh    string
		// err, when set, is the error itself: one the settings refuse
		// to store, which only an older data folder can hold.
		err error
	}{
		{"no such host", "", "Cannot find the assistant server http://nosuch.invalid/v1: check the “Server address” in Settings › Assistant, and the network.",
			"找不到助手服务器 http://nosuch.invalid/v1：请检查「设置」的「助手」页中的「服务地址」和网络连接。",
			// As the client reports a name the resolver does not know;
			// a test does not ask the machine's resolver.
			&assistant.Error{Kind: assistant.ErrUnreachable, BaseURL: "http://nosuch.invalid/v1", Model: "qwen3", Cause: &net.DNSError{Err: "no such host", Name: "nosuch.invalid", IsNotFound: true}}},
		{"no answer in time", slow.URL + "/v1", "did not answer within 1 seconds; to wait longer, raise the “Assistant timeout” in Settings › Assistant.",
			"在 1 秒内没有回应；要多等一会儿，请在「设置」的「助手」页调高「助手超时」。", nil},
		{"model missing", reply(http.StatusNotFound, `{"error":{"message":"model \"qwen3\" not found, try pulling it first"}}`),
			"has no model “qwen3”: download it there (for example ollama pull qwen3) or choose another “Chat model” in Settings › Assistant.",
			"上没有模型「qwen3」：请先在那里下载（例如 ollama pull qwen3），或在「设置」的「助手」页换一个「对话模型」。", nil},
		{"context too long", reply(http.StatusBadRequest, `{"error":{"message":"prompt exceeds the maximum context length"}}`),
			"The prompt is longer than the model can take: lower the “Book text sent per question” in Settings › Assistant.",
			"提示词超出了模型能读的长度：请在「设置」的「助手」页调低「每次提问附带的书稿字符数」。", nil},
		{"not the API", reply(http.StatusOK, `<p>hello</p>`),
			"could not be read: is it an OpenAI-compatible API? Check the “Server address” in Settings › Assistant.",
			"的回复无法识别：它是兼容 OpenAI 的接口吗？请检查「设置」的「助手」页中的「服务地址」。", nil},
		{"not a web address", "ftp://localhost/v1", "The assistant address “ftp://localhost/v1” does not start with http:// or https://: correct the “Server address” in Settings › Assistant.",
			"助手地址「ftp://localhost/v1」不是以 http:// 或 https:// 开头的网址：请在「设置」的「助手」页改正「服务地址」。", &assistant.URLError{URL: "ftp://localhost/v1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eng, _ := engineWithProject(t)
			err := tc.err
			if err == nil {
				if err := eng.UpdateSettings(func(s *engine.Settings) {
					s.Assistant.Model, s.Assistant.BaseURL, s.Assistant.TimeoutSeconds = "qwen3", tc.url, 1
				}); err != nil {
					t.Fatal(err)
				}
				if _, err = eng.CheckAssistant(context.Background()); err == nil {
					t.Fatal("no error")
				}
			}
			panel := &assistantPanel{u: &UI{eng: eng, log: slog.New(slog.DiscardHandler)}}
			for _, language := range []struct {
				choice, want, page string
			}{{langEn, tc.en, "Settings › Assistant"}, {langZh, tc.zh, "「设置」的「助手」页"}} {
				useLanguage(t, language.choice)
				got := panel.errorNotice(err)
				if !strings.Contains(got, language.want) || !strings.Contains(got, language.page) || strings.Contains(got, "assistant.") {
					t.Errorf("%s: %q, want it to hold %q and name no setting key", language.choice, got, language.want)
				}
			}
		})
	}
}
