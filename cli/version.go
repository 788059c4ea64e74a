package cli

import (
	"fmt"
	"runtime"
)

func runVersion(e *env, args []string) error {
	fs := newFlags(e, "version", "")
	if err := parseArgs(fs, args, 0, "version takes no arguments"); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "inkflow %s (commit %s, built %s, %s %s/%s)\n",
		orDefault(e.build.Version, "dev"), orDefault(e.build.Commit, "unknown"),
		orDefault(e.build.Date, "unknown"), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
