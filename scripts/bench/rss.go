package main

import (
	"fmt"
	"os"
)

// memUsage is the process's resident memory as the kernel counts it.
type memUsage struct {
	// RSS is the current resident set (VmRSS); Peak the high-water mark
	// (VmHWM), both in bytes.
	RSS, Peak int64
	// Anon and File split RSS into private memory (Go heap, ONNX Runtime)
	// and mapped files (bbolt's and the keyword index's memory maps),
	// which the kernel can drop under pressure.
	Anon, File int64
}

// MB returns bytes in mebibytes.
func mb(bytes int64) float64 { return float64(bytes) / (1 << 20) }

// readMemUsage reads VmRSS and VmHWM from /proc/self/status. Figures that
// depend on it report an error elsewhere than Linux rather than a made-up
// number.
func readMemUsage() (memUsage, error) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return memUsage{}, fmt.Errorf("read resident memory: %w", err)
	}
	u := memUsage{
		RSS: procField(data, "VmRSS:") << 10, Peak: procField(data, "VmHWM:") << 10,
		Anon: procField(data, "RssAnon:") << 10, File: procField(data, "RssFile:") << 10,
	}
	if u.RSS == 0 || u.Peak == 0 {
		return memUsage{}, fmt.Errorf("read resident memory: no VmRSS/VmHWM in /proc/self/status")
	}
	return u, nil
}
