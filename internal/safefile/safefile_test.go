//go:build unix

package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestReadFileRefusesWhatCouldHangOrExhaust(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(small, []byte("第一回"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, make([]byte, 2048), 0o600); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path string
		want       error
	}{
		{"regular", small, nil},
		{"over the limit", big, ErrTooLarge},
		{"directory", dir, ErrNotRegular},
		{"named pipe", fifo, ErrNotRegular},
		{"endless device", "/dev/zero", ErrNotRegular},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			done := make(chan error, 1)
			go func() {
				_, err := ReadFile(tt.path, 1024)
				done <- err
			}()
			select {
			case err := <-done:
				if !errors.Is(err, tt.want) || (err != nil && !strings.Contains(err.Error(), tt.path)) {
					t.Fatalf("ReadFile(%s) = %v, want %v naming the path", tt.path, err, tt.want)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("ReadFile(%s) hangs", tt.path)
			}
		})
	}
}

// endless is standard input that never ends.
type endless struct{}

func (endless) Read(p []byte) (int, error) { return len(p), nil }

func TestReadAllStopsAtLimit(t *testing.T) {
	if _, err := ReadAll(endless{}, 1<<20); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("ReadAll(endless) = %v, want ErrTooLarge", err)
	}
}
