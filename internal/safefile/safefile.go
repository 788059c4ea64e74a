// Package safefile opens and reads the files InkFlow is given (books to
// import, wiki texts, query sets, model files, its own index files) so
// that no path can hang or exhaust the program: only regular files are
// read, the open never blocks (a named pipe would otherwise wait for a
// writer forever), and whole-file reads stop at a size limit with a clear
// message (/dev/zero, a runaway log) instead of running out of memory.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
)

// MaxText bounds what InkFlow reads as an author's text from one file or
// from standard input (a book to import, a wiki entry): a long novel
// series is about 20 MB, and the limit keeps /dev/zero or a mistaken
// multi-gigabyte file from exhausting memory.
const MaxText = 128 << 20

// ErrNotRegular is wrapped by errors about a path that is not a regular
// file (a directory, a named pipe, a device, a socket).
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is wrapped by ReadFile's and ReadAll's errors when the data
// exceeds the limit.
var ErrTooLarge = errors.New("too large")

// NotRegularError is Open's error about a path that is not a regular
// file. It is an ErrNotRegular; its fields let a front end say it in the
// reader's language (engine.ErrorText).
type NotRegularError struct {
	Path string
	// Kind is what the path is: "directory", "named pipe", "device",
	// "socket" or "special file".
	Kind string
	Mode os.FileMode
}

func (e *NotRegularError) Error() string {
	what := "a " + e.Kind
	if e.Kind == "special file" {
		what += " (" + e.Mode.String() + ")"
	}
	return fmt.Sprintf("%s is %s, %v", e.Path, what, ErrNotRegular)
}

// Unwrap makes a NotRegularError an ErrNotRegular.
func (e *NotRegularError) Unwrap() error { return ErrNotRegular }

// TooLargeError is ReadFile's and ReadAll's error about data over the
// limit (Path is "" for a stream). It is an ErrTooLarge.
type TooLargeError struct {
	Path  string
	Limit int64
}

func (e *TooLargeError) Error() string {
	if e.Path == "" {
		return fmt.Sprintf("more than %s: %v", Size(e.Limit), ErrTooLarge)
	}
	return fmt.Sprintf("%s is larger than %s, the most InkFlow reads from such a file: %v", e.Path, Size(e.Limit), ErrTooLarge)
}

// Unwrap makes a TooLargeError an ErrTooLarge.
func (e *TooLargeError) Unwrap() error { return ErrTooLarge }

// Open opens path for reading if it is a regular file. The open is
// non-blocking, so a named pipe is refused instead of waited on.
func Open(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() {
		err = &NotRegularError{Path: path, Kind: kind(info.Mode()), Mode: info.Mode()}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadFile reads a whole regular file of at most limit bytes.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > limit {
		return nil, tooLarge(path, limit)
	}
	data, err := ReadAll(f, limit)
	if errors.Is(err, ErrTooLarge) {
		return nil, tooLarge(path, limit) // it grew while being read
	}
	return data, err
}

// ReadAll reads r to the end, failing with ErrTooLarge past limit bytes
// (for standard input, whose size is not known in advance).
func ReadAll(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Limit: limit}
	}
	return data, nil
}

func tooLarge(path string, limit int64) error {
	return &TooLargeError{Path: path, Limit: limit}
}

// Size formats a byte count for messages ("128 MB").
func Size(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GB", n>>30)
	case n >= 1<<20:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// kind names what a file that is not regular is (NotRegularError.Kind).
func kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "directory"
	case m&os.ModeNamedPipe != 0:
		return "named pipe"
	case m&os.ModeDevice != 0:
		return "device"
	case m&os.ModeSocket != 0:
		return "socket"
	}
	return "special file"
}
