package ortlib

import (
	"os"
	"unsafe"
)

// shortenCmdline keeps a long command line away from ONNX Runtime.
//
// The Linux build of ONNX Runtime carries Microsoft's 1DS telemetry SDK,
// whose system-information probe runs inside CreateOrtEnv: it reads
// /proc/self/cmdline and matches it with a std::regex ("(.*)[ ]*.*…").
// libstdc++'s regex matcher recurses once per character, about 290 bytes
// of stack each, so a command line of ~29 KB (a pasted paragraph as a
// search query) overflows the main thread's 8 MB stack and the process
// dies with SIGSEGV (gdb: thousands of frames of three functions in
// libonnxruntime.so.1, fault address 8 MB below the stack top).
//
// The kernel serves /proc/self/cmdline from the argument area of the
// process; when the NUL that ends the last argument has been overwritten
// it assumes setproctitle(3) was used and stops at the first NUL instead,
// i.e. after the program name. Overwriting that one byte — which lies
// past the end of every Go string in os.Args, so none of them changes —
// leaves ONNX Runtime a short command line. Only long command lines are
// shortened, so `ps` keeps showing ordinary ones in full.
func shortenCmdline() {
	args := os.Args
	if len(args) == 0 || len(args[0]) == 0 {
		return
	}
	base := unsafe.Pointer(unsafe.StringData(args[0]))
	n := 0 // bytes from base to the end of the last argument's NUL
	for _, a := range args {
		// The kernel lays the arguments out back to back, each ending in
		// a NUL; anything else (os.Args replaced by someone) is left alone.
		if len(a) > 0 && unsafe.Pointer(unsafe.StringData(a)) != unsafe.Add(base, n) {
			return
		}
		n += len(a) + 1
	}
	if n < longCmdline {
		return
	}
	if last := (*byte)(unsafe.Add(base, n-1)); *last == 0 {
		*last = ' '
	}
}
