package ortlib

import (
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	ort "github.com/yalue/onnxruntime_go"
)

// longCmdline is the command-line length from which shortenCmdline hides
// the arguments from ONNX Runtime; a quarter of where the crash it avoids
// begins on an 8 MB stack.
const longCmdline = 8 << 10

var (
	initOnce sync.Once
	initErr  error
	// loaded is the library path after a successful Init; atomic because
	// LibraryPath may be called (e.g. by `inkflow doctor`) while Init runs.
	loaded atomic.Pointer[string]
)

// Init locates the library and initialises the ONNX Runtime environment.
// It runs once per process; later calls return the first call's result, so
// every model load can call it without coordination. The environment lives
// until the process exits (tearing it down while sessions exist would crash).
func Init() error {
	initOnce.Do(func() {
		if ort.IsInitialized() {
			// Someone else in the process already did it; use theirs.
			return
		}
		path, _, err := Locate()
		if err != nil {
			initErr = err
			return
		}
		ort.SetSharedLibraryPath(path)
		shortenCmdline()
		// Warnings (e.g. unused initializers) are noise for an end user; real
		// failures come back as errors from the calls that hit them.
		if err := ort.InitializeEnvironment(ort.WithLogLevelError()); err != nil {
			initErr = &InitError{Path: path, Err: err}
			return
		}
		loaded.Store(&path)
		// Telemetry is a Windows-only ETW feature and InkFlow is offline by
		// promise; failing to turn it off does not stop inference.
		_ = ort.DisableTelemetry()
	})
	return initErr
}

// LibraryPath returns the library Init loaded, or "" before a successful
// Init (or when another package initialised onnxruntime_go first).
func LibraryPath() string {
	if p := loaded.Load(); p != nil {
		return *p
	}
	return ""
}

// Version returns the loaded ONNX Runtime version, e.g. "1.30.0", or ""
// before a successful Init.
func Version() string {
	if !ort.IsInitialized() {
		return ""
	}
	return ort.GetVersion()
}

// InitError is Init's error when the library was found but does not
// load: a damaged file, one for another system, or an ONNX Runtime too
// old for the binding (it lacks the API version the binding asks for).
type InitError struct {
	Path string
	Err  error
}

func (e *InitError) Error() string {
	return fmt.Sprintf("initialise ONNX Runtime from %s: %v", e.Path, e.Err)
}

// Unwrap returns the binding's error.
func (e *InitError) Unwrap() error { return e.Err }

// TooOld reports whether the library loaded but has no API of the
// version the binding asks for: an older ONNX Runtime. The binding says
// so only in its message ("Error setting ORT API base: 2", the code its
// C wrapper returns when GetApi gives NULL), so that is what is read.
func (e *InitError) TooOld() bool {
	return strings.Contains(e.Err.Error(), "ORT API base: 2")
}
