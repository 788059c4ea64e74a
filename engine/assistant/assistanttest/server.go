// Package assistanttest is a local OpenAI-compatible chat-completions
// server for tests: JSON and server-sent-event replies, a model list, the
// errors real servers send (unknown model, context too long, HTTP
// errors), and the failures a client must survive (slow tokens, a stream
// cut off before its end, garbage). It records every request.
package assistanttest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// Fault is a failure the server acts out.
type Fault int

// The faults.
const (
	// None answers normally.
	None Fault = iota
	// CutOff stops a stream halfway, without a finish reason or [DONE].
	CutOff
	// Garbage sends an event that is not JSON.
	Garbage
	// Slow waits Delay before every streamed token (and before a JSON
	// reply).
	Slow
	// ServerError answers HTTP 500.
	ServerError
)

// Request is a recorded request.
type Request struct {
	Model    string `json:"model"`
	Messages []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	} `json:"messages"`
	Stream bool `json:"stream"`
	// Authorization is the request's header of that name.
	Authorization string `json:"-"`
}

// Prompt is the concatenated content of every message.
func (r Request) Prompt() string {
	var b strings.Builder
	for _, m := range r.Messages {
		b.WriteString(m.Content)
		b.WriteByte('\n')
	}
	return b.String()
}

// Last is the content of the last message.
func (r Request) Last() string {
	if len(r.Messages) == 0 {
		return ""
	}
	return r.Messages[len(r.Messages)-1].Content
}

// Server is the test server; set its fields before the first request
// (SetDelay changes the delay between requests).
type Server struct {
	*httptest.Server
	// Models are the models the server has; others get a 404 "model not
	// found" as Ollama sends it.
	Models []string
	// Reply computes the reply to a request; nil replies "ok".
	Reply func(Request) string
	// Fault is acted out on every request.
	Fault Fault
	// Delay is the pause of Slow; SetDelay changes it once requests
	// have been served.
	Delay time.Duration
	// MaxPromptRunes, when > 0, refuses prompts longer than that with
	// the context-length error OpenAI's servers send.
	MaxPromptRunes int

	mu       sync.Mutex
	requests []Request
}

// New starts a server on 127.0.0.1 with one model; it is closed when the
// test ends (the caller calls Close).
func New(models ...string) *Server {
	s := &Server{Models: models}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// SetDelay changes Delay between requests. A handler of the previous
// request may still be running (its client went on as soon as it read
// the last token, or cancelled), and a plain assignment raced with its
// read: the network orders the two, but the race detector cannot see it.
func (s *Server) SetDelay(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.Delay = d
}

// delay is Delay, read under the lock SetDelay takes.
func (s *Server) delay() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.Delay
}

// BaseURL is the API root to configure.
func (s *Server) BaseURL() string { return s.URL + "/v1" }

// Requests returns the recorded requests.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
		writeError(w, http.StatusNotFound, "not found")
		return
	}
	var req Request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON: "+err.Error())
		return
	}
	req.Authorization = r.Header.Get("Authorization")
	s.mu.Lock()
	s.requests = append(s.requests, req)
	s.mu.Unlock()
	known := false
	for _, m := range s.Models {
		known = known || m == req.Model
	}
	switch {
	case !known:
		writeError(w, http.StatusNotFound, fmt.Sprintf("model %q not found, try pulling it first", req.Model))
		return
	case s.Fault == ServerError:
		writeError(w, http.StatusInternalServerError, "llama runner process has terminated")
		return
	case s.MaxPromptRunes > 0 && utf8.RuneCountInString(req.Prompt()) > s.MaxPromptRunes:
		writeError(w, http.StatusBadRequest, fmt.Sprintf("This model's maximum context length is %d tokens. However, your messages resulted in %d tokens.", s.MaxPromptRunes, utf8.RuneCountInString(req.Prompt())))
		return
	}
	reply := "ok"
	if s.Reply != nil {
		reply = s.Reply(req)
	}
	if !req.Stream {
		if s.Fault == Slow {
			time.Sleep(s.delay())
		}
		if s.Fault == Garbage {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"choices": [`)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-1", "object": "chat.completion", "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "message": map[string]string{"role": "assistant", "content": reply}, "finish_reason": "stop"}},
		})
		return
	}
	s.stream(w, r, req, reply)
}

// stream sends reply as chat.completion.chunk events of a few runes each.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, req Request, reply string) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	flusher := w.(http.Flusher)
	send := func(v any) {
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "data: %s\n\n", b)
		flusher.Flush()
	}
	chunk := func(delta map[string]string, finish any) map[string]any {
		return map[string]any{"id": "chatcmpl-1", "object": "chat.completion.chunk", "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}}
	}
	fmt.Fprint(w, ": keep-alive\n\n")
	send(chunk(map[string]string{"role": "assistant"}, nil))
	pieces := Split(reply, 3)
	for i, p := range pieces {
		if s.Fault == CutOff && i >= len(pieces)/2 {
			return
		}
		if s.Fault == Garbage && i == len(pieces)/2 {
			fmt.Fprint(w, "data: {not json\n\n")
			flusher.Flush()
			return
		}
		if s.Fault == Slow {
			select {
			case <-time.After(s.delay()):
			case <-r.Context().Done():
				return
			}
		}
		send(chunk(map[string]string{"content": p}, nil))
	}
	send(chunk(map[string]string{}, "stop"))
	fmt.Fprint(w, "data: [DONE]\n\n")
	flusher.Flush()
}

// Split cuts s into pieces of n runes, as a server streams tokens.
func Split(s string, n int) []string {
	var out []string
	r := []rune(s)
	for len(r) > 0 {
		k := min(n, len(r))
		out = append(out, string(r[:k]))
		r = r[k:]
	}
	return out
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": "invalid_request_error"}})
}
