// Package install puts embedding models into InkFlow's model folder
// (<data>/models/<name>): by downloading a registry model from the Hugging
// Face hub (pinned revision, sha256 of every file, resume of interrupted
// downloads) or by importing a folder the user already has, after checking
// that InkFlow can actually run it.
//
// Both paths build the model in a hidden staging folder inside the
// destination and rename it into place only when it is complete, so a model
// folder either does not exist or is whole: an interrupted install never
// leaves something the loader would pick up.
package install

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"inkflow/model/manifest"
	"inkflow/model/registry"
)

// Progress reports how far an install is.
type Progress struct {
	// File is the repository path being downloaded.
	File string
	// Done and Total count bytes over every file of the model. Done starts
	// above zero when an earlier, interrupted install is resumed.
	Done, Total int64
}

// Downloader installs registry models over HTTP. The zero value downloads
// from Hugging Face with sensible timeouts.
type Downloader struct {
	// BaseURL is the hub to download from (default registry.DefaultBaseURL);
	// tests point it at a local server.
	BaseURL string
	// Client makes the requests (default: one with connect, TLS and
	// response-header timeouts and no overall timeout, since a model
	// download legitimately takes minutes).
	Client *http.Client
	// StallTimeout aborts a transfer that receives nothing for this long
	// (default 60 s); the partial file is kept and the transfer resumed.
	StallTimeout time.Duration
	// Attempts is how many times one file's transfer is tried when the
	// connection breaks mid-way, each attempt resuming where the last one
	// stopped (default 4).
	Attempts int
}

// Install downloads spec into destRoot/<spec.Name> with the zero Downloader.
func Install(ctx context.Context, spec registry.Model, destRoot string, progress func(Progress)) (string, error) {
	var d Downloader
	return d.Install(ctx, spec, destRoot, progress)
}

// stagingPrefix marks download staging folders. The name is fixed per model
// and revision (not random) so that a later run finds the .part files of an
// interrupted one and resumes them.
const stagingPrefix = ".download-"

// Install downloads every file of spec into a staging folder inside
// destRoot, resuming partial files left by an earlier attempt, checks each
// file's size and sha256, writes manifest.json and renames the folder to
// destRoot/<spec.Name>. It returns that folder. When the same model (same
// ONNX sha256) is already installed there it returns at once. progress may
// be nil; it is called from the calling goroutine.
func (d *Downloader) Install(ctx context.Context, spec registry.Model, destRoot string, progress func(Progress)) (string, error) {
	if spec.Unsupported != "" {
		return "", fmt.Errorf("model %s cannot be installed: %s", spec.Name, spec.Unsupported)
	}
	if err := spec.Validate(); err != nil {
		return "", fmt.Errorf("install %s: %w", spec.Name, err)
	}
	final := filepath.Join(destRoot, spec.Name)
	if done, err := alreadyInstalled(final, spec.ONNX.SHA256); err != nil || done {
		return final, err
	}
	staging := filepath.Join(destRoot, stagingPrefix+spec.Name+"-"+spec.Revision[:12])
	if err := os.MkdirAll(staging, 0o755); err != nil {
		return "", fmt.Errorf("install %s: %w", spec.Name, err)
	}
	if progress == nil {
		progress = func(Progress) {}
	}
	var base int64 // bytes of the files already complete
	for _, f := range spec.Files() {
		err := d.fetch(ctx, spec.URL(d.BaseURL, f), filepath.Join(staging, f.Name), f, func(n int64) {
			progress(Progress{File: f.Path, Done: base + n, Total: spec.TotalSize()})
		})
		if err != nil {
			return "", fmt.Errorf("install %s: %w", spec.Name, err)
		}
		base += f.Size
	}
	if err := writeManifest(staging, spec.Manifest()); err != nil {
		return "", fmt.Errorf("install %s: %w", spec.Name, err)
	}
	if err := os.Rename(staging, final); err != nil {
		return "", fmt.Errorf("install %s: move the finished download into place: %w", spec.Name, err)
	}
	return final, nil
}

// alreadyInstalled reports whether dir holds the model with the given ONNX
// hash, and refuses to touch a folder holding something else.
func alreadyInstalled(dir, sha string) (bool, error) {
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	m, err := manifest.Read(dir)
	if err != nil {
		return false, fmt.Errorf("%s already exists but is not a usable model folder (%v); move it away to reinstall", dir, err)
	}
	if m.SHA256 != sha {
		return false, fmt.Errorf("a different model is already installed at %s (sha256 %s…); remove that folder to replace it", dir, m.SHA256[:12])
	}
	return true, nil
}

// writeManifest validates m and writes it as dir/manifest.json.
func writeManifest(dir string, m manifest.Manifest) error {
	if err := m.Validate(); err != nil {
		return err
	}
	data, err := m.Marshal()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, manifest.FileName), data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", manifest.FileName, err)
	}
	return nil
}

func (d *Downloader) client() *http.Client {
	if d.Client != nil {
		return d.Client
	}
	return defaultClient
}

// defaultClient fails fast when there is no network (connect and TLS
// timeouts) but never limits the length of a transfer.
var defaultClient = &http.Client{
	Transport: &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           (&net.Dialer{Timeout: 15 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		TLSHandshakeTimeout:   15 * time.Second,
		ResponseHeaderTimeout: 60 * time.Second,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          4,
		IdleConnTimeout:       90 * time.Second,
	},
}

// host names the server in error messages.
func (d *Downloader) host() string {
	base := d.BaseURL
	if base == "" {
		base = registry.DefaultBaseURL
	}
	if u, err := url.Parse(base); err == nil && u.Host != "" {
		return u.Host
	}
	return base
}

// errInterrupted marks a transfer that broke off mid-way; fetch resumes it.
var errInterrupted = errors.New("transfer interrupted")

// fetch makes dst hold exactly the bytes of f, downloading into dst.part
// and resuming it with an HTTP Range request when it already holds a
// prefix. onBytes receives the number of bytes of f on disk so far.
func (d *Downloader) fetch(ctx context.Context, rawURL, dst string, f registry.File, onBytes func(int64)) error {
	if sum, err := manifest.FileSHA256(dst); err == nil && sum == f.SHA256 {
		onBytes(f.Size) // finished by an earlier run
		return nil
	}
	part := dst + ".part"
	attempts := d.Attempts
	if attempts <= 0 {
		attempts = 4
	}
	var lastErr error
	for attempt := 1; attempt <= attempts; attempt++ {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("download %s: %w", f.Path, err)
		}
		err := d.transfer(ctx, rawURL, part, f, onBytes)
		if err == nil {
			break
		}
		if !errors.Is(err, errInterrupted) {
			return err
		}
		lastErr = err
		if attempt == attempts {
			return &InterruptedError{Path: f.Path, Attempts: attempts, Err: lastErr}
		}
		// A short pause lets a flapping connection settle; the next
		// attempt resumes from the bytes already on disk.
		select {
		case <-ctx.Done():
			return fmt.Errorf("download %s: %w", f.Path, ctx.Err())
		case <-time.After(time.Duration(attempt) * 200 * time.Millisecond):
		}
	}
	sum, err := manifest.FileSHA256(part)
	if err != nil {
		return fmt.Errorf("download %s: %w", f.Path, err)
	}
	if sum != f.SHA256 {
		// The bytes are wrong (corrupted in transit, a proxy's error page,
		// a changed upstream file): keeping them would make every resume
		// fail the same way.
		_ = os.Remove(part)
		return &ChecksumError{Path: f.Path, Got: sum, Want: f.SHA256}
	}
	if err := os.Rename(part, dst); err != nil {
		return fmt.Errorf("download %s: %w", f.Path, err)
	}
	return nil
}

// transfer runs one HTTP request, appending to part when it already holds a
// prefix of the file. It returns nil once part has f.Size bytes (their hash
// is checked by the caller), an error wrapping errInterrupted when the
// transfer broke off and can be resumed, or another error when retrying
// cannot help.
func (d *Downloader) transfer(ctx context.Context, rawURL, part string, f registry.File, onBytes func(int64)) error {
	offset := fileSize(part)
	if offset > f.Size {
		_ = os.Remove(part) // longer than the real file: not a prefix of it
		offset = 0
	}
	if offset == f.Size {
		return nil // complete; the caller checks the hash
	}
	onBytes(offset)

	reqCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	req, err := http.NewRequestWithContext(reqCtx, http.MethodGet, rawURL, nil)
	if err != nil {
		return fmt.Errorf("download %s: %w", f.Path, err)
	}
	req.Header.Set("User-Agent", "InkFlow model installer")
	if offset > 0 {
		req.Header.Set("Range", "bytes="+strconv.FormatInt(offset, 10)+"-")
	}
	resp, err := d.client().Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("download %s: %w", f.Path, ctx.Err())
		}
		return &UnreachableError{Host: d.host(), Err: err}
	}
	defer resp.Body.Close()

	flags := os.O_WRONLY | os.O_CREATE | os.O_APPEND
	switch {
	case resp.StatusCode == http.StatusPartialContent && offset > 0:
		if start, ok := contentRangeStart(resp.Header.Get("Content-Range")); !ok || start != offset {
			return fmt.Errorf("download %s: %w: server resumed at the wrong offset (%q)", f.Path, errInterrupted, resp.Header.Get("Content-Range"))
		}
	case resp.StatusCode == http.StatusOK:
		// Full content: either a fresh start or a server that ignores
		// Range. Either way the part file starts over.
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
		offset = 0
		onBytes(0)
	case resp.StatusCode == http.StatusRequestedRangeNotSatisfiable:
		// The part file does not fit the server's idea of the file.
		_ = os.Remove(part)
		return fmt.Errorf("download %s: %w: server rejected the resume range", f.Path, errInterrupted)
	default:
		return statusError(f.Path, resp)
	}

	out, err := os.OpenFile(part, flags, 0o644)
	if err != nil {
		return fmt.Errorf("download %s: %w", f.Path, err)
	}
	// The watchdog cancels the request when no byte arrives for the stall
	// timeout: a dead connection otherwise blocks Read for a long time.
	stall := d.StallTimeout
	if stall <= 0 {
		stall = 60 * time.Second
	}
	var stalled atomic.Bool
	timer := time.AfterFunc(stall, func() { stalled.Store(true); cancel() })
	written, copyErr := copyWithProgress(out, resp.Body, f.Size-offset, func(n int64) {
		timer.Reset(stall)
		onBytes(offset + n)
	})
	timer.Stop()
	closeErr := out.Close()
	switch {
	case copyErr != nil && ctx.Err() != nil:
		return fmt.Errorf("download %s: %w", f.Path, ctx.Err())
	case copyErr != nil && stalled.Load():
		return fmt.Errorf("download %s: %w: no data for %s", f.Path, errInterrupted, stall)
	case copyErr != nil:
		return fmt.Errorf("download %s: %w: %v", f.Path, errInterrupted, copyErr)
	case closeErr != nil:
		return fmt.Errorf("download %s: %w", f.Path, closeErr)
	case offset+written < f.Size:
		return fmt.Errorf("download %s: %w: connection closed at %d of %d bytes", f.Path, errInterrupted, offset+written, f.Size)
	}
	return nil
}

// copyWithProgress copies at most limit bytes and then checks that the
// body has ended: a longer body is not the pinned file.
func copyWithProgress(dst io.Writer, src io.Reader, limit int64, onBytes func(int64)) (int64, error) {
	buf := make([]byte, 256<<10)
	var n int64
	for n < limit {
		chunk := buf[:min(int64(len(buf)), limit-n)]
		r, err := src.Read(chunk)
		if r > 0 {
			if _, werr := dst.Write(chunk[:r]); werr != nil {
				return n, werr
			}
			n += int64(r)
			onBytes(n)
		}
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
	// Anything past the pinned size means the server sent a different file.
	var probe [1]byte
	if r, _ := src.Read(probe[:]); r > 0 {
		return n, fmt.Errorf("server sent more than the expected %d bytes", limit)
	}
	return n, nil
}

// statusError turns an HTTP error status into a one-line explanation.
func statusError(path string, resp *http.Response) error {
	return &StatusError{Path: path, Code: resp.StatusCode, Status: resp.Status}
}

// StatusError is a download the hub answered with an HTTP error status:
// the file, the status, and (in Error) what it likely means.
type StatusError struct {
	// Path is the file's path in the hub repository.
	Path string
	// Code is the HTTP status code, Status its line ("404 Not Found").
	Code   int
	Status string
}

func (e *StatusError) Error() string {
	hint := map[StatusReason]string{
		Gone:    " (the pinned file is gone from the hub)",
		Refused: " (the hub refused access; a proxy may be blocking it)",
		Busy:    " (the hub is busy; try again later)",
	}[e.Reason()]
	return fmt.Sprintf("download %s: HTTP %s%s", e.Path, e.Status, hint)
}

// StatusReason is what an HTTP error status likely means for a download
// of a pinned file.
type StatusReason int

// The reasons StatusError.Reason tells apart.
const (
	// OtherStatus: a status with no likely meaning to say.
	OtherStatus StatusReason = iota
	// Gone: 404, the pinned file is no longer on the hub.
	Gone
	// Refused: 401 or 403, the hub (or a proxy in the way) refused.
	Refused
	// Busy: 429, 502, 503 or 504, worth trying again later.
	Busy
)

// Reason is what the status likely means.
func (e *StatusError) Reason() StatusReason {
	switch e.Code {
	case http.StatusNotFound:
		return Gone
	case http.StatusUnauthorized, http.StatusForbidden:
		return Refused
	case http.StatusTooManyRequests, http.StatusServiceUnavailable, http.StatusBadGateway, http.StatusGatewayTimeout:
		return Busy
	}
	return OtherStatus
}

// contentRangeStart parses the first byte offset of "bytes START-END/SIZE".
func contentRangeStart(h string) (int64, bool) {
	rest, ok := strings.CutPrefix(h, "bytes ")
	if !ok {
		return 0, false
	}
	start, _, ok := strings.Cut(rest, "-")
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseInt(start, 10, 64)
	return v, err == nil
}

func fileSize(path string) int64 {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return 0
	}
	return st.Size()
}

func hexSum(h hash.Hash) string { return hex.EncodeToString(h.Sum(nil)) }
