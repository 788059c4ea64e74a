package assistanttest

import (
	"strings"
	"testing"
)

// CheckKeyKept is the key-leak check of every layer that talks to an
// assistant with an API key: the server's first request carried key as a
// bearer token, failed (the error of a call that failed on the server) is
// an error that does not hold the key, and the debug log has the request
// line but not the key.
func CheckKeyKept(t testing.TB, s *Server, key string, failed error, log string) {
	t.Helper()
	if failed == nil || strings.Contains(failed.Error(), key) {
		t.Fatalf("the failed call's error is %v: nil, or it holds the key", failed)
	}
	if got := s.Requests()[0].Authorization; got != "Bearer "+key {
		t.Fatalf("Authorization %q, want the key as a bearer token", got)
	}
	if !strings.Contains(log, "assistant request") || strings.Contains(log, key) {
		t.Fatalf("the log lacks the request line or holds the key:\n%s", log)
	}
}
