// Package assistant is InkFlow's client for an OpenAI-compatible chat
// completions endpoint (Ollama, llama.cpp's server, LM Studio, or a cloud
// service the author confirmed): one request, answered as JSON or streamed
// token by token as server-sent events, with every failure mapped to one
// of a few one-line errors the front ends can show as they are.
//
// The package is strictly opt-in: nothing here runs unless the author
// configured a model, and a base URL that is not on this machine is
// refused unless the author confirmed that text may leave it
// (Config.AllowRemote). The API key travels only in the Authorization
// header; it is never logged and never part of an error.
package assistant

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// DefaultBaseURL is Ollama's OpenAI-compatible endpoint.
const DefaultBaseURL = "http://127.0.0.1:11434/v1"

// The failures a front end tells apart; every error the client returns
// wraps exactly one of them.
var (
	// ErrNotConfigured: no model is set, so nothing may touch the network.
	ErrNotConfigured = errors.New("no assistant configured (set assistant.model)")
	// ErrRemoteNotAllowed: the base URL is not on this machine and the
	// author has not confirmed that text may leave it.
	ErrRemoteNotAllowed = errors.New("remote assistant not confirmed")
	// ErrUnreachable: nothing answers at the base URL.
	ErrUnreachable = errors.New("assistant server unreachable")
	// ErrModelMissing: the server does not have the model.
	ErrModelMissing = errors.New("model not found on the assistant server")
	// ErrTimeout: the server did not answer in time.
	ErrTimeout = errors.New("assistant timed out")
	// ErrMalformed: the server's reply is not the chat-completions protocol
	// (bad JSON, a stream cut off before its end).
	ErrMalformed = errors.New("malformed reply from the assistant server")
	// ErrCutOff is the ErrMalformed of a stream that ended before its
	// reply was finished (the server stopped or the connection dropped
	// halfway): it wraps ErrMalformed, and a front end tells the author
	// the answer is partial rather than that the server speaks another
	// protocol.
	ErrCutOff = fmt.Errorf("%w: the stream ended before the reply was finished", ErrMalformed)
	// ErrContextTooLong: the prompt does not fit the model's window.
	ErrContextTooLong = errors.New("prompt larger than the model's context window")
	// ErrHTTP: any other HTTP error status.
	ErrHTTP = errors.New("assistant server error")
)

// Config is where and how to reach the assistant.
type Config struct {
	// BaseURL is the API root, e.g. DefaultBaseURL; requests go to
	// BaseURL + "/chat/completions".
	BaseURL string
	// Model is the model name the server knows; "" means not configured.
	Model string
	// APIKey is sent as a bearer token when not empty.
	APIKey string
	// Timeout bounds connecting and waiting for the first byte of the
	// reply, and every pause between streamed tokens; 0 means 60 s.
	Timeout time.Duration
	// AllowRemote records the author's confirmation that text may be sent
	// to a base URL that is not on this machine.
	AllowRemote bool
	// DialContext, when set, replaces the network dialer (tests count dials
	// through it).
	DialContext func(ctx context.Context, network, addr string) (net.Conn, error)
	// Logger receives one debug line per request (URL, model, sizes; never
	// the key or the text); nil logs nothing.
	Logger *slog.Logger
}

// Client talks to one endpoint with one model.
type Client struct {
	cfg      Config
	endpoint string
	http     *http.Client
	log      *slog.Logger
}

// Message is one chat message.
type Message struct {
	Role    string `json:"role"` // system, user or assistant
	Content string `json:"content"`
}

// Request is one chat completion.
type Request struct {
	Messages []Message
	// MaxTokens bounds the reply; 0 leaves it to the server.
	MaxTokens int
	// Temperature is sent when not nil.
	Temperature *float64
}

// New checks cfg and returns a client. It does not connect.
func New(cfg Config) (*Client, error) {
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, ErrNotConfigured
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, &URLError{URL: cfg.BaseURL}
	}
	if !IsLoopback(cfg.BaseURL) && !cfg.AllowRemote {
		return nil, &Error{Kind: ErrRemoteNotAllowed, BaseURL: cfg.BaseURL, Model: cfg.Model, Host: u.Host,
			err: fmt.Errorf("assistant: %s is not on this machine and your text would be sent there; confirm with `inkflow settings set assistant.allow-remote true`: %w", u.Host, ErrRemoteNotAllowed)}
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 60 * time.Second
	}
	dial := cfg.DialContext
	if dial == nil {
		dial = (&net.Dialer{Timeout: cfg.Timeout}).DialContext
	}
	tr := &http.Transport{
		Proxy:                 nil, // a local endpoint is never proxied; text goes only where the author said
		DialContext:           dial,
		ResponseHeaderTimeout: cfg.Timeout,
		TLSHandshakeTimeout:   cfg.Timeout,
		MaxIdleConns:          2,
		IdleConnTimeout:       30 * time.Second,
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Client{
		cfg:      cfg,
		endpoint: strings.TrimRight(cfg.BaseURL, "/") + "/chat/completions",
		http:     &http.Client{Transport: tr},
		log:      log,
	}, nil
}

// Model returns the configured model name.
func (c *Client) Model() string { return c.cfg.Model }

// IsLoopback reports whether rawURL's host is this machine (localhost or
// a loopback address).
func IsLoopback(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	host := u.Hostname()
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// wireRequest is the body of POST /chat/completions.
type wireRequest struct {
	Model       string    `json:"model"`
	Messages    []Message `json:"messages"`
	Stream      bool      `json:"stream"`
	MaxTokens   int       `json:"max_tokens,omitempty"`
	Temperature *float64  `json:"temperature,omitempty"`
}

// wireReply covers both a JSON reply and a stream chunk.
type wireReply struct {
	Choices []struct {
		Message      *Message `json:"message"`
		Delta        *Message `json:"delta"`
		FinishReason *string  `json:"finish_reason"`
	} `json:"choices"`
	Error *wireError `json:"error"`
}

type wireError struct {
	Message string `json:"message"`
	Type    string `json:"type"`
	Code    any    `json:"code"`
}

// Complete sends req and returns the whole reply, as one JSON response.
func (c *Client) Complete(ctx context.Context, req Request) (string, error) {
	resp, cancel, err := c.post(ctx, req, false)
	if err != nil {
		return "", err
	}
	defer cancel()
	defer resp.Body.Close()
	var r wireReply
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return "", c.fail(ctx, fmt.Errorf("%w: %v", ErrMalformed, err))
	}
	if r.Error != nil {
		return "", c.fail(ctx, classify(0, c.serverWords(r.Error.Message)))
	}
	if len(r.Choices) == 0 || r.Choices[0].Message == nil {
		return "", c.fail(ctx, fmt.Errorf("%w: no choices in the reply", ErrMalformed))
	}
	return r.Choices[0].Message.Content, nil
}

// Stream sends req with streaming on, calls onToken with every piece of
// text as it arrives and returns the whole reply. A stream that ends
// without its "[DONE]" line or a finish reason is ErrMalformed (cut off);
// a pause longer than the timeout between tokens is ErrTimeout.
func (c *Client) Stream(ctx context.Context, req Request, onToken func(string)) (string, error) {
	resp, cancel, err := c.post(ctx, req, true)
	if err != nil {
		return "", err
	}
	defer cancel()
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
		// Some servers ignore "stream" and answer in one piece.
		var r wireReply
		if err := json.NewDecoder(resp.Body).Decode(&r); err != nil || len(r.Choices) == 0 || r.Choices[0].Message == nil {
			return "", c.fail(ctx, fmt.Errorf("%w: expected an event stream, got %q", ErrMalformed, ct))
		}
		text := r.Choices[0].Message.Content
		if onToken != nil && text != "" {
			onToken(text)
		}
		return text, nil
	}
	// The watchdog cancels the request when no line arrives in time.
	var timedOut atomic.Bool
	idle := time.AfterFunc(c.cfg.Timeout, func() { timedOut.Store(true); cancel() })
	defer idle.Stop()
	var (
		out      strings.Builder
		finished bool
	)
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		idle.Reset(c.cfg.Timeout)
		line := sc.Text()
		data, ok := strings.CutPrefix(line, "data:")
		if !ok {
			continue // blank separators, comments (": keep-alive"), event: lines
		}
		data = strings.TrimSpace(data)
		if data == "[DONE]" {
			finished = true
			break
		}
		var r wireReply
		if err := json.Unmarshal([]byte(data), &r); err != nil {
			return out.String(), c.fail(ctx, fmt.Errorf("%w: bad event %q", ErrMalformed, clip(c.serverWords(data), 60)))
		}
		if r.Error != nil {
			return out.String(), c.fail(ctx, classify(0, c.serverWords(r.Error.Message)))
		}
		for _, ch := range r.Choices {
			if ch.Delta != nil && ch.Delta.Content != "" {
				out.WriteString(ch.Delta.Content)
				if onToken != nil {
					onToken(ch.Delta.Content)
				}
			}
			if ch.FinishReason != nil && *ch.FinishReason != "" {
				finished = true
			}
		}
	}
	switch {
	case finished:
	case timedOut.Load():
		return out.String(), c.fail(ctx, fmt.Errorf("%w: no token for %s", ErrTimeout, waitText(c.cfg.Timeout)))
	case sc.Err() != nil:
		return out.String(), c.fail(ctx, sc.Err())
	default:
		return out.String(), c.fail(ctx, ErrCutOff)
	}
	return out.String(), nil
}

// post sends the request and returns a 200 response; any other status is
// mapped to an error. cancel ends the request.
func (c *Client) post(ctx context.Context, req Request, stream bool) (*http.Response, context.CancelFunc, error) {
	body, err := json.Marshal(wireRequest{Model: c.cfg.Model, Messages: req.Messages, Stream: stream, MaxTokens: req.MaxTokens, Temperature: req.Temperature})
	if err != nil {
		return nil, nil, fmt.Errorf("assistant: %w", err)
	}
	rctx, cancel := context.WithCancel(ctx)
	hreq, err := http.NewRequestWithContext(rctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		cancel()
		return nil, nil, fmt.Errorf("assistant: %w", err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	if stream {
		hreq.Header.Set("Accept", "text/event-stream")
	}
	if c.cfg.APIKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+c.cfg.APIKey)
	}
	c.log.Debug("assistant request", "url", c.endpoint, "model", c.cfg.Model, "messages", len(req.Messages), "bytes", len(body), "stream", stream)
	resp, err := c.http.Do(hreq)
	if err != nil {
		cancel()
		return nil, nil, c.fail(ctx, err)
	}
	if resp.StatusCode != http.StatusOK {
		defer resp.Body.Close()
		defer cancel()
		raw, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<10))
		var r wireReply
		msg := strings.TrimSpace(string(raw))
		if json.Unmarshal(raw, &r) == nil && r.Error != nil {
			msg = r.Error.Message
		}
		return nil, nil, c.fail(ctx, classify(resp.StatusCode, c.serverWords(msg)))
	}
	return resp, cancel, nil
}

// serverWords is what may be quoted of a server's error message: the API
// key masked wherever it appears (a proxy that rejects a key can echo it,
// "invalid key sk-…", and the message goes on screen, into logs and into
// bug reports), and nothing of an HTML error page (a reverse proxy's
// "502 Bad Gateway" page), whose tags say nothing the HTTP status does not.
func (c *Client) serverWords(msg string) string {
	if key := strings.TrimSpace(c.cfg.APIKey); key != "" {
		msg = strings.ReplaceAll(msg, key, maskedKey)
	}
	if low := strings.ToLower(strings.TrimSpace(msg)); strings.HasPrefix(low, "<!doctype html") || strings.HasPrefix(low, "<html") {
		return ""
	}
	return msg
}

// maskedKey stands for the API key in a server's quoted message.
const maskedKey = "[API key]"

// classify maps an HTTP status and the server's message to one of the
// package's errors.
func classify(status int, msg string) error {
	low := strings.ToLower(msg)
	switch {
	case status == http.StatusNotFound && (strings.Contains(low, "model") || msg == ""),
		strings.Contains(low, "model") && (strings.Contains(low, "not found") || strings.Contains(low, "does not exist")):
		return &statusError{status, msg, fmt.Errorf("%w (%s)", ErrModelMissing, clip(msg, 120))}
	case strings.Contains(low, "context length") || strings.Contains(low, "context window") ||
		strings.Contains(low, "maximum context") || strings.Contains(low, "too many tokens"):
		return &statusError{status, msg, fmt.Errorf("%w (%s)", ErrContextTooLong, clip(msg, 120))}
	case status == http.StatusRequestTimeout || status == http.StatusGatewayTimeout:
		return &statusError{status, msg, fmt.Errorf("%w (HTTP %d)", ErrTimeout, status)}
	case status == 0:
		return &statusError{status, msg, fmt.Errorf("%w: %s", ErrHTTP, clip(msg, 120))}
	}
	text := msg
	if text == "" {
		text = http.StatusText(status)
	}
	return &statusError{status, msg, fmt.Errorf("%w: HTTP %d: %s", ErrHTTP, status, clip(text, 120))}
}

// statusError is classify's error: the one-line English, with the HTTP
// status and the server's message kept for Error's fields.
type statusError struct {
	status int
	msg    string
	err    error
}

func (e *statusError) Error() string { return e.err.Error() }
func (e *statusError) Unwrap() error { return e.err }

// fail turns err into the client's one-line error, naming the endpoint and
// the model, and logs it (without the key).
func (c *Client) fail(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err() // the caller cancelled: not the server's fault
	}
	e := &Error{BaseURL: c.cfg.BaseURL, Model: c.cfg.Model, Timeout: c.cfg.Timeout, Cause: err}
	if se := (*statusError)(nil); errors.As(err, &se) {
		e.Status, e.Message, e.Cause = se.status, clip(se.msg, 120), nil
	}
	e.err = c.word(err)
	for _, kind := range []error{ErrModelMissing, ErrTimeout, ErrUnreachable, ErrContextTooLong, ErrHTTP, ErrMalformed} {
		if errors.Is(e.err, kind) {
			e.Kind = kind
			break
		}
	}
	c.log.Debug("assistant failed", "url", c.endpoint, "err", e.err)
	return e
}

// word is fail's English: err said as one of the package's errors.
func (c *Client) word(err error) error {
	switch {
	case errors.Is(err, ErrModelMissing):
		err = fmt.Errorf("assistant: model %q not found at %s; pull it (e.g. `ollama pull %s`) or set assistant.model: %w", c.cfg.Model, c.cfg.BaseURL, c.cfg.Model, err)
	case isTimeout(err):
		if !errors.Is(err, ErrTimeout) {
			err = fmt.Errorf("%w after %s", ErrTimeout, waitText(c.cfg.Timeout))
		}
		err = fmt.Errorf("assistant: %s: %w", c.cfg.BaseURL, err)
	case isRefused(err):
		err = fmt.Errorf("assistant: nothing answers at %s (is the server running? `ollama serve`): %w", c.cfg.BaseURL, ErrUnreachable)
	case errors.Is(err, ErrMalformed), errors.Is(err, ErrHTTP), errors.Is(err, ErrContextTooLong):
		err = fmt.Errorf("assistant: %s: %w", c.cfg.BaseURL, err)
	default:
		err = fmt.Errorf("assistant: %s: %w: %v", c.cfg.BaseURL, ErrMalformed, err)
	}
	return err
}

// waitText says a wait as a person reads it: a whole number of seconds
// in seconds, as assistant.timeout-seconds sets it ("60 seconds", not Go's
// "1m0s"), anything else as Go writes it ("300ms").
func waitText(d time.Duration) string {
	switch {
	case d == time.Second:
		return "1 second"
	case d > 0 && d%time.Second == 0:
		return fmt.Sprintf("%d seconds", d/time.Second)
	}
	return d.String()
}

func isTimeout(err error) bool {
	if errors.Is(err, ErrTimeout) || errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

func isRefused(err error) bool {
	var op *net.OpError
	var dns *net.DNSError
	return errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) ||
		errors.As(err, &dns) || (errors.As(err, &op) && op.Op == "dial")
}

// Error is every failure of a request the client sent, and its refusal
// of a server not on this machine: which of the package's errors it is
// (Kind, also errors.Is), the server and the model, the HTTP status and
// the server's own message when there was a reply, and the transport
// error when there was none, so that a front end can say it in the
// user's language. It never holds the API key. Error is the English.
type Error struct {
	// Kind is ErrUnreachable, ErrTimeout, ErrModelMissing, ErrHTTP,
	// ErrContextTooLong, ErrMalformed or ErrRemoteNotAllowed.
	Kind    error
	BaseURL string
	Model   string
	// Host is the server's host, for ErrRemoteNotAllowed.
	Host string
	// Status is the reply's HTTP status (0: no reply, or an error in a
	// 200 reply); Message the server's words, clipped.
	Status  int
	Message string
	// Timeout is how long the client waited.
	Timeout time.Duration
	// Cause is the transport error when the server did not reply.
	Cause error
	err   error
}

func (e *Error) Error() string { return e.err.Error() }

// Unwrap returns the English error, which wraps Kind.
func (e *Error) Unwrap() error { return e.err }

// URLError is New's error for a base URL that is not an http(s) URL.
type URLError struct{ URL string }

func (e *URLError) Error() string {
	return fmt.Sprintf("assistant: base URL %q is not an http(s) URL", e.URL)
}

// clip shortens s to n runes for an error message.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
