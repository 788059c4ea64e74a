package install

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// ErrUnreachable is matched (errors.Is) by the error Install returns when
// it cannot talk to the model server at all: no network, DNS failure,
// connection refused, a proxy or firewall in the way.
var ErrUnreachable = errors.New("cannot reach the model server")

// offlineHint is appended to every unreachable error: being offline is the
// normal state for many InkFlow users, so the message says what still works
// and how to install a model without a network.
const offlineHint = "InkFlow works offline with its built-in model; install models from a folder with `inkflow model install DIR`"

// UnreachableError says which host could not be reached and why.
type UnreachableError struct {
	// Host is the server's host (and port, when not the default).
	Host string
	// Err is the transport error.
	Err error
}

// Error is one line: the host, the cause and the offline hint.
func (e *UnreachableError) Error() string {
	return fmt.Sprintf("cannot reach %s: %s (%s)", e.Host, transportCause(e.Err), offlineHint)
}

// Unwrap returns the transport error.
func (e *UnreachableError) Unwrap() error { return e.Err }

// Is makes errors.Is(err, ErrUnreachable) true.
func (e *UnreachableError) Is(target error) bool { return target == ErrUnreachable }

// transportCause strips the "Get \"https://…\":" prefix url.Error adds: the
// URL is long (it carries the revision) and the host is already named.
func transportCause(err error) string {
	var uerr *url.Error
	if errors.As(err, &uerr) && uerr.Err != nil {
		err = uerr.Err
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return "timed out"
	}
	return err.Error()
}

// FolderErrorKind says what is wrong with a model folder to install.
type FolderErrorKind int

// What InspectDir and InstallDir find wrong with a model folder; other
// problems (a manifest that is wrong, a model ONNX Runtime cannot read)
// come as the error of the package that found them.
const (
	// FolderMissing: the folder does not exist.
	FolderMissing FolderErrorKind = iota + 1
	// NoTokenizer: there is no tokenizer.json (Files[0]) beside the model.
	NoTokenizer
	// BadTokenizer: tokenizer.json cannot be used (Err says why).
	BadTokenizer
	// NoONNX: there is no .onnx file, or not the one --onnx named (Files[0]).
	NoONNX
	// SeveralONNX: there are several .onnx files (Files) and no --onnx.
	SeveralONNX
	// Checksum: the model file (Files[0]) is not the one its manifest
	// names (Got, Want).
	Checksum
	// Installed: a model of that name (Name) is installed at Dir already.
	Installed
)

// FolderError is the error of a model folder that cannot be installed:
// the folder, the kind of problem and what it concerns, so that a front
// end can say it in the user's language. Error is the English.
type FolderError struct {
	Dir   string
	Kind  FolderErrorKind
	Name  string
	Files []string
	// Got and Want are the model file's sha256 and its manifest's.
	Got, Want string
	Err       error
}

func (e *FolderError) Error() string {
	switch e.Kind {
	case FolderMissing:
		return fmt.Sprintf("model folder %s does not exist", e.Dir)
	case NoTokenizer:
		return fmt.Sprintf("model folder %s has no %s: InkFlow needs the model's Hugging Face tokenizer.json beside it", e.Dir, e.file())
	case BadTokenizer:
		return fmt.Sprintf("model folder %s: its tokenizer cannot be used: %v", e.Dir, e.Err)
	case NoONNX:
		if e.file() != "" {
			return fmt.Sprintf("model folder %s has no ONNX file %s", e.Dir, e.file())
		}
		return fmt.Sprintf("model folder %s has no .onnx model file", e.Dir)
	case SeveralONNX:
		return fmt.Sprintf("model folder %s has several ONNX files (%s): choose one with --onnx FILE", e.Dir, strings.Join(e.Files, ", "))
	case Checksum:
		return fmt.Sprintf("model folder %s: %s has sha256 %s but its manifest says %s (damaged or replaced file)", e.Dir, e.file(), e.Got, e.Want)
	case Installed:
		return fmt.Sprintf("model %q is already installed at %s: remove that folder or pass --name NAME", e.Name, e.Dir)
	}
	return fmt.Sprintf("model folder %s: %v", e.Dir, e.Err)
}

// Unwrap returns the cause, if any.
func (e *FolderError) Unwrap() error { return e.Err }

// file is the first of Files, or "".
func (e *FolderError) file() string {
	if len(e.Files) == 0 {
		return ""
	}
	return e.Files[0]
}

// InterruptedError is a download that broke off on every attempt; the
// bytes on disk are kept, so running the install again resumes it.
type InterruptedError struct {
	// Path is the file's path in the hub repository.
	Path     string
	Attempts int
	// Err is the last attempt's error.
	Err error
}

func (e *InterruptedError) Error() string {
	return fmt.Sprintf("download %s: %v after %d attempts; run the install again to resume", e.Path, e.Err, e.Attempts)
}

// Unwrap returns the last attempt's error.
func (e *InterruptedError) Unwrap() error { return e.Err }

// ChecksumError is a downloaded file whose sha256 is not the pinned one
// (corrupted in transit, a proxy's page, a changed upstream file); it was
// deleted.
type ChecksumError struct {
	// Path is the file's path in the hub repository.
	Path      string
	Got, Want string
}

func (e *ChecksumError) Error() string {
	return fmt.Sprintf("download %s: sha256 mismatch: got %s, want %s; the partial file was deleted, run the install again", e.Path, e.Got, e.Want)
}
