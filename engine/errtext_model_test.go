package engine

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"inkflow/engine/assistant"
	"inkflow/engine/assistant/assistanttest"
	"inkflow/model"
	"inkflow/model/install"
	"inkflow/model/manifest"
	"inkflow/model/modelpath"
	"inkflow/model/ortlib"
)

// TestErrorTextModelAndAssistant: the errors of a model folder, the ONNX
// Runtime library, a model folder to install and the chat assistant,
// made for real (broken copies of the test model, a local server), read
// in Chinese with their paths and names and no English word besides the
// names of files, formats and settings; in English they are err.Error(),
// but for the assistant's, said as plainly as in Chinese.
func TestErrorTextModelAndAssistant(t *testing.T) {
	fixture, err := filepath.Abs(filepath.Join("..", "model", "testdata", "tiny-static"))
	if err != nil {
		t.Fatal(err)
	}
	copyModel := func(t *testing.T) string {
		dir := filepath.Join(t.TempDir(), "模型")
		if err := os.CopyFS(dir, os.DirFS(fixture)); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		w.Write([]byte(`{"error":{"message":"Incorrect API key provided"}}`))
	}))
	defer server.Close()
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close()
	faulty := assistanttest.New("qwen3")
	defer faulty.Close()
	faulty.Fault = assistanttest.ServerError
	cutOff := assistanttest.New("qwen3")
	defer cutOff.Close()
	cutOff.Fault = assistanttest.CutOff
	ask := func(base string) error {
		c, err := assistant.New(assistant.Config{BaseURL: base, Model: "qwen3", APIKey: "sk-secret", Timeout: time.Second})
		if err != nil {
			return err
		}
		_, err = c.Complete(context.Background(), assistant.Request{Messages: []assistant.Message{{Role: "user", Content: "你好"}}})
		return err
	}
	for _, c := range []struct {
		name string
		err  func(t *testing.T) error
		want string
		// en is what the English holds when it is not err.Error(): the
		// assistant's errors are said plainly, as in Chinese.
		en string
	}{
		{"model not found", func(t *testing.T) error {
			t.Setenv(modelpath.EnvDir, t.TempDir())
			_, _, err := modelpath.Locate("无名", "")
			return err
		}, "找不到嵌入模型「无名」", ""},
		{"manifest not JSON", func(t *testing.T) error {
			dir := copyModel(t)
			os.WriteFile(filepath.Join(dir, manifest.FileName), []byte("{"), 0o644)
			_, err := model.Load(dir, model.Options{})
			return err
		}, "/模型/manifest.json 有误：JSON 格式有误", ""},
		{"model truncated", func(t *testing.T) error {
			dir := copyModel(t)
			os.Truncate(filepath.Join(dir, "model.onnx"), 100)
			_, err := model.Load(dir, model.Options{})
			return err
		}, "/模型/model.onnx 已损坏或被替换", ""},
		{"runtime not there", func(t *testing.T) error {
			t.Setenv(ortlib.EnvLib, "/没有/libonnxruntime.so.1")
			_, _, err := ortlib.Locate()
			return err
		}, "环境变量 INKFLOW_ORT_LIB 指向的 /没有/libonnxruntime.so.1 不存在", ""},
		{"folder without tokenizer", func(t *testing.T) error {
			dir := copyModel(t)
			os.Remove(filepath.Join(dir, "tokenizer.json"))
			os.Remove(filepath.Join(dir, manifest.FileName))
			_, err := install.InspectDir(dir, install.Hints{})
			return err
		}, "中没有 tokenizer.json", ""},
		{"assistant 401", func(t *testing.T) error { return ask(server.URL + "/v1") }, "拒绝了请求（HTTP 401）",
			"The assistant server " + server.URL + "/v1 refused the request (HTTP 401): check that the API key is right and allowed to use the model. The server said: “Incorrect API key provided”"},
		{"assistant not running", func(t *testing.T) error { return ask(gone.URL + "/v1") }, "：连接被拒绝",
			"Cannot reach the assistant server " + gone.URL + "/v1: the connection was refused. Is the server running (for example `ollama serve`)?"},
		{"assistant 500", func(t *testing.T) error { return ask(faulty.BaseURL()) }, "内部出错（HTTP 500），请稍后再试",
			"The assistant server " + faulty.BaseURL() + " had an internal error (HTTP 500); try again later. The server said: “llama runner process has terminated”"},
		{"assistant cut off", func(t *testing.T) error {
			c, err := assistant.New(assistant.Config{BaseURL: cutOff.BaseURL(), Model: "qwen3", Timeout: time.Second})
			if err != nil {
				return err
			}
			_, err = c.Stream(context.Background(), assistant.Request{Messages: []assistant.Message{{Role: "user", Content: "你好"}}}, nil)
			return err
		}, "的回答没说完就中断了",
			"The answer from the assistant server " + cutOff.BaseURL() + " ended before it was finished; the part that came is shown. Ask again for all of it"},
		{"assistant bad URL", func(t *testing.T) error { return ask("ftp://127.0.0.1/v1") }, "助手地址「ftp://127.0.0.1/v1」不是",
			"The assistant address “ftp://127.0.0.1/v1” does not start with http:// or https:// (setting assistant.base-url)"},
		{"assistant remote", func(t *testing.T) error { return ask("https://example.com/v1") }, "example.com 不在这台电脑上",
			"example.com is not on this computer, and asking sends your text there; to allow it, run `inkflow settings set assistant.allow-remote true`"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := c.err(t)
			if err == nil {
				t.Fatal("no error")
			}
			en := c.en
			if en == "" {
				en = err.Error()
			}
			if got := ErrorText(err, "en"); got != en {
				t.Errorf("in English: %q, want %q", got, en)
			}
			got := ErrorText(err, "zh-Hans")
			if !strings.Contains(got, c.want) || strings.Contains(got, "sk-secret") {
				t.Errorf("in Chinese: %q, want it to hold %q", got, c.want)
			}
			// The server's own words, quoted, are not the program's.
			got, _, _ = strings.Cut(got, "服务器说：")
			names := strings.NewReplacer("sha256", "", "InkFlow", "", "ONNX", "", "JSON", "", "HTTP", "", "API", "", "INKFLOW_ORT_LIB", "", "manifest.json", "", "tokenizer.json", "", "model.onnx", "",
				"Hugging Face", "", "assistant.base-url", "", "ollama serve", "", "make ort", "", "inkflow model list", "", "inkflow settings set assistant.allow-remote true", "", "example.com", "", "ftp", "", "http", "")
			if w := englishWord.FindString(names.Replace(aPath.ReplaceAllString(got, ""))); w != "" {
				t.Errorf("in Chinese: %q is English in %q", w, got)
			}
		})
	}
}
