package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
)

// machineFacts describes the computer the suite runs on. Linux facts come
// from /proc and /etc/os-release; elsewhere only what Go knows is shown.
func machineFacts() [][2]string {
	cpu := cpuModel()
	if cpu == "" {
		cpu = runtime.GOARCH
	}
	facts := [][2]string{
		{"CPU", fmt.Sprintf("%s, %d logical cores (GOMAXPROCS %d)", cpu, runtime.NumCPU(), runtime.GOMAXPROCS(0))},
	}
	if kb := memTotalKB(); kb > 0 {
		facts = append(facts, [2]string{"RAM", fmt.Sprintf("%.1f GiB", float64(kb)/(1<<20))})
	}
	facts = append(facts, [2]string{"OS", osName()})
	if la := loadAverage(); la != "" {
		facts = append(facts, [2]string{"Load average at start (1/5/15 min)", la})
	}
	facts = append(facts, [2]string{"Go", runtime.Version()})
	return facts
}

// cpuModel reads the first "model name" of /proc/cpuinfo.
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// memTotalKB reads MemTotal from /proc/meminfo (0 when unknown).
func memTotalKB() int64 {
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	return procField(data, "MemTotal:")
}

// procField parses "Key:   123 kB" lines as found in /proc/meminfo and
// /proc/self/status, returning the number (0 when absent).
func procField(data []byte, key string) int64 {
	for line := range strings.SplitSeq(string(data), "\n") {
		rest, ok := strings.CutPrefix(line, key)
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 0 {
			return 0
		}
		n, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			return 0
		}
		return n
	}
	return 0
}

// osName is the distribution's pretty name and the kernel release.
func osName() string {
	name := runtime.GOOS + "/" + runtime.GOARCH
	if data, err := os.ReadFile("/etc/os-release"); err == nil {
		for line := range strings.SplitSeq(string(data), "\n") {
			if v, ok := strings.CutPrefix(line, "PRETTY_NAME="); ok {
				name = strings.Trim(v, `"`) + " (" + runtime.GOOS + "/" + runtime.GOARCH + ")"
			}
		}
	}
	if rel, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		name += ", kernel " + strings.TrimSpace(string(rel))
	}
	return name
}

// loadAverage is /proc/loadavg's first three fields: how busy the shared
// machine was, which explains noisy timings.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}

// gitCommit returns the short commit of dir's checkout with "-dirty" when
// tracked files differ from it, as the Makefile stamps binaries.
func gitCommit(dir string) string {
	out, err := exec.Command("git", "-C", dir, "rev-parse", "--short=12", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	c := strings.TrimSpace(string(out))
	if err := exec.Command("git", "-C", dir, "diff", "--quiet", "HEAD", "--").Run(); err != nil {
		c += "-dirty"
	}
	return c
}
