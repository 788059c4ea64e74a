package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
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

// rssByFile reads /proc/self/smaps and sums resident memory per mapped
// file (anonymous mappings under "[anon]"), in bytes: it shows which
// memory maps (the database, keyword index segments, the ONNX Runtime
// library) make up the file-backed part of RSS.
func rssByFile() (map[string]int64, error) {
	data, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		return nil, fmt.Errorf("read memory maps: %w", err)
	}
	out := map[string]int64{}
	cur := "[anon]"
	for line := range strings.SplitSeq(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if strings.Contains(f[0], "-") && !strings.HasSuffix(f[0], ":") {
			// A mapping header: address perms offset dev inode [path].
			cur = "[anon]"
			if len(f) >= 6 {
				cur = strings.Join(f[5:], " ")
			}
			continue
		}
		if f[0] == "Rss:" && len(f) >= 2 {
			kb, err := strconv.ParseInt(f[1], 10, 64)
			if err == nil {
				out[cur] += kb << 10
			}
		}
	}
	return out, nil
}
