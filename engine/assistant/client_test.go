package assistant_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"inkflow/engine/assistant"
	"inkflow/engine/assistant/assistanttest"
)

const model = "qwen2.5:7b"

func client(t *testing.T, srv *assistanttest.Server, mod func(*assistant.Config)) *assistant.Client {
	t.Helper()
	cfg := assistant.Config{BaseURL: srv.BaseURL(), Model: model, Timeout: 2 * time.Second}
	if mod != nil {
		mod(&cfg)
	}
	c, err := assistant.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func ask(q string) assistant.Request {
	return assistant.Request{Messages: []assistant.Message{{Role: "user", Content: q}}}
}

// TestClientReplies: JSON and streamed replies arrive whole, the stream
// token by token.
func TestClientReplies(t *testing.T) {
	srv := assistanttest.New(model)
	defer srv.Close()
	const answer = "诸葛亮第一次出场是在第三十七回。"
	srv.Reply = func(assistanttest.Request) string { return answer }
	c := client(t, srv, nil)

	got, err := c.Complete(context.Background(), ask("q"))
	if err != nil || got != answer {
		t.Fatalf("Complete = %q, %v; want %q", got, err, answer)
	}
	var tokens []string
	got, err = c.Stream(context.Background(), ask("q"), func(s string) { tokens = append(tokens, s) })
	if err != nil || got != answer {
		t.Fatalf("Stream = %q, %v; want %q", got, err, answer)
	}
	if want := assistanttest.Split(answer, 3); len(tokens) != len(want) || strings.Join(tokens, "") != answer {
		t.Fatalf("tokens %q, want %q", tokens, want)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 || reqs[0].Stream || !reqs[1].Stream || reqs[1].Model != model || reqs[1].Last() != "q" {
		t.Fatalf("recorded requests %+v", reqs)
	}
}

// TestClientErrors: every failure is one line wrapping its sentinel.
func TestClientErrors(t *testing.T) {
	down := assistanttest.New(model)
	downURL := down.BaseURL()
	down.Close()
	cases := []struct {
		name   string
		setup  func(*assistanttest.Server)
		cfg    func(*assistant.Config)
		stream bool
		want   error
		says   string
	}{
		{name: "server down", cfg: func(c *assistant.Config) { c.BaseURL = downURL }, want: assistant.ErrUnreachable, says: "nothing answers"},
		{name: "model missing", cfg: func(c *assistant.Config) { c.Model = "llama9" }, want: assistant.ErrModelMissing, says: `model "llama9" not found`},
		{name: "model missing streaming", cfg: func(c *assistant.Config) { c.Model = "llama9" }, stream: true, want: assistant.ErrModelMissing, says: "ollama pull llama9"},
		{name: "http error", setup: func(s *assistanttest.Server) { s.Fault = assistanttest.ServerError }, want: assistant.ErrHTTP, says: "HTTP 500"},
		{name: "malformed json", setup: func(s *assistanttest.Server) { s.Fault = assistanttest.Garbage }, want: assistant.ErrMalformed},
		{name: "malformed stream", setup: func(s *assistanttest.Server) { s.Fault = assistanttest.Garbage }, stream: true, want: assistant.ErrMalformed, says: "bad event"},
		{name: "cut-off stream", setup: func(s *assistanttest.Server) { s.Fault = assistanttest.CutOff }, stream: true, want: assistant.ErrMalformed, says: "ended before"},
		{name: "slow stream", setup: func(s *assistanttest.Server) { s.Fault, s.Delay = assistanttest.Slow, 2*time.Second }, stream: true,
			cfg: func(c *assistant.Config) { c.Timeout = 300 * time.Millisecond }, want: assistant.ErrTimeout, says: "no token for 300ms"},
		{name: "slow reply", setup: func(s *assistanttest.Server) { s.Fault, s.Delay = assistanttest.Slow, 2*time.Second },
			cfg: func(c *assistant.Config) { c.Timeout = 300 * time.Millisecond }, want: assistant.ErrTimeout},
		{name: "slow reply in whole seconds", setup: func(s *assistanttest.Server) { s.Fault, s.Delay = assistanttest.Slow, 3*time.Second },
			cfg: func(c *assistant.Config) { c.Timeout = time.Second }, want: assistant.ErrTimeout, says: "timed out after 1 second"},
		{name: "context too long", setup: func(s *assistanttest.Server) { s.MaxPromptRunes = 5 }, stream: true, want: assistant.ErrContextTooLong, says: "maximum context length"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := assistanttest.New(model)
			defer srv.Close()
			srv.Reply = func(assistanttest.Request) string { return "a reply long enough to be cut in half" }
			if tc.setup != nil {
				tc.setup(srv)
			}
			c := client(t, srv, tc.cfg)
			var err error
			if tc.stream {
				_, err = c.Stream(context.Background(), ask("question"), nil)
			} else {
				_, err = c.Complete(context.Background(), ask("question"))
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, tc.says) || !strings.HasPrefix(msg, "assistant: ") {
				t.Fatalf("error %q: want one line starting assistant: and saying %q", msg, tc.says)
			}
		})
	}
}

// TestClientCancel: cancelling mid-stream returns promptly with the
// context's error and the text so far.
func TestClientCancel(t *testing.T) {
	srv := assistanttest.New(model)
	defer srv.Close()
	srv.Fault, srv.Delay = assistanttest.Slow, 50*time.Millisecond
	srv.Reply = func(assistanttest.Request) string { return strings.Repeat("字", 300) }
	c := client(t, srv, nil)
	ctx, cancel := context.WithCancel(context.Background())
	var n atomic.Int32
	start := time.Now()
	got, err := c.Stream(ctx, ask("q"), func(string) {
		if n.Add(1) == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || got != strings.Repeat("字", 9) {
		t.Fatalf("Stream after cancel = %q, %v", got, err)
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("cancel took %s", d)
	}
}

// TestRemoteNeedsConfirmation: a base URL off this machine is refused
// until allowed, before any connection.
func TestRemoteNeedsConfirmation(t *testing.T) {
	for url, loop := range map[string]bool{
		"http://127.0.0.1:11434/v1": true, "http://localhost:1234/v1": true, "http://[::1]:8080/v1": true,
		"https://api.openai.com/v1": false, "http://192.168.1.5:11434/v1": false, "http://127.0.0.1.example.com/v1": false,
	} {
		if got := assistant.IsLoopback(url); got != loop {
			t.Errorf("IsLoopback(%s) = %v", url, got)
		}
	}
	var dials atomic.Int32
	dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
		dials.Add(1)
		return nil, errors.New("no network in this test")
	}
	_, err := assistant.New(assistant.Config{BaseURL: "https://api.example.com/v1", Model: model, DialContext: dial})
	if !errors.Is(err, assistant.ErrRemoteNotAllowed) || !strings.Contains(err.Error(), "assistant.allow-remote") {
		t.Fatalf("remote without confirmation: %v", err)
	}
	if _, err := assistant.New(assistant.Config{BaseURL: "https://api.example.com/v1", Model: model, AllowRemote: true, DialContext: dial}); err != nil {
		t.Fatal(err)
	}
	if _, err := assistant.New(assistant.Config{Model: ""}); !errors.Is(err, assistant.ErrNotConfigured) {
		t.Fatalf("no model: %v", err)
	}
	if dials.Load() != 0 {
		t.Fatalf("%d dials while only configuring", dials.Load())
	}
}

// TestKeyNeverLogged: the key is sent as a bearer token and appears in
// neither the debug log nor an error.
func TestKeyNeverLogged(t *testing.T) {
	const key = "sk-secret-4242"
	srv := assistanttest.New(model)
	defer srv.Close()
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	c := client(t, srv, func(c *assistant.Config) { c.APIKey, c.Logger = key, log })
	if _, err := c.Stream(context.Background(), ask("q"), nil); err != nil {
		t.Fatal(err)
	}
	bad := client(t, srv, func(c *assistant.Config) { c.APIKey, c.Logger, c.Model = key, log, "missing" })
	_, err := bad.Complete(context.Background(), ask("q"))
	assistanttest.CheckKeyKept(t, srv, key, err, logs.String())
}

// TestAPIKeySources: the environment wins; without a keyring (the mock
// can be told to fail) there is no key and storing one says what to do.
func TestAPIKeySources(t *testing.T) {
	assistant.MockKeyring(nil)
	t.Setenv(assistant.KeyEnv, "")
	if err := assistant.SetAPIKey("from-keyring"); err != nil {
		t.Fatal(err)
	}
	if k, src := assistant.APIKey(); k != "from-keyring" || src != "keyring" {
		t.Fatalf("APIKey = %q from %q", k, src)
	}
	t.Setenv(assistant.KeyEnv, "from-env")
	if k, src := assistant.APIKey(); k != "from-env" || src != assistant.KeyEnv {
		t.Fatalf("APIKey = %q from %q", k, src)
	}
	assistant.MockKeyring(errors.New("dbus: no Secret Service"))
	t.Setenv(assistant.KeyEnv, "")
	if k, _ := assistant.APIKey(); k != "" {
		t.Fatalf("APIKey without keyring = %q", k)
	}
	err := assistant.SetAPIKey("x")
	if !errors.Is(err, assistant.ErrNoKeyring) || !strings.Contains(err.Error(), assistant.KeyEnv) {
		t.Fatalf("SetAPIKey without keyring: %v", err)
	}
}

// TestServerWordsQuoted: a server's error message is quoted in the error
// with the API key masked, however the server sends it back (a proxy
// that echoes the rejected key, in an HTTP error, an error in a 200 reply
// or an event of a stream), and an HTML error page is said as its status.
func TestServerWordsQuoted(t *testing.T) {
	const key = "sk-echoed-7777"
	cases := []struct {
		name   string
		stream bool
		serve  func(w http.ResponseWriter, r *http.Request)
		says   string
		status int
	}{
		{name: "http error echoing the header", serve: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprintf(w, `{"error":{"message":"invalid key %s"}}`, r.Header.Get("Authorization"))
		}, says: "invalid key Bearer [API key]", status: http.StatusUnauthorized},
		{name: "error in a 200 reply", serve: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"error":{"message":"key %s has no quota"}}`, key)
		}, says: "key [API key] has no quota"},
		{name: "error event in a stream", stream: true, serve: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprintf(w, "data: {\"error\":{\"message\":\"key %s revoked\"}}\n\n", key)
		}, says: "key [API key] revoked"},
		{name: "bad event quoting the key", stream: true, serve: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprintf(w, "data: auth %s\n\n", key)
		}, says: "auth [API key]"},
		{name: "html error page", serve: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(http.StatusBadGateway)
			io.WriteString(w, "<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>")
		}, says: "HTTP 502: Bad Gateway", status: http.StatusBadGateway},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(tc.serve))
			defer srv.Close()
			var logs bytes.Buffer
			c, err := assistant.New(assistant.Config{BaseURL: srv.URL + "/v1", Model: model, APIKey: key, Timeout: 2 * time.Second,
				Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
			if err != nil {
				t.Fatal(err)
			}
			if tc.stream {
				_, err = c.Stream(context.Background(), ask("q"), nil)
			} else {
				_, err = c.Complete(context.Background(), ask("q"))
			}
			var e *assistant.Error
			if !errors.As(err, &e) || !strings.Contains(err.Error(), tc.says) || e.Status != tc.status {
				t.Fatalf("err = %v (status %d): want it to say %q, status %d", err, e.Status, tc.says, tc.status)
			}
			for what, s := range map[string]string{"error": err.Error(), "Message": e.Message, "log": logs.String()} {
				if strings.Contains(s, key) || strings.Contains(s, "<html") {
					t.Errorf("%s quotes the key or the page: %s", what, s)
				}
			}
		})
	}
}
