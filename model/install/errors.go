package install

import (
	"context"
	"errors"
	"fmt"
	"net/url"
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
