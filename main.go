// Command inkflow is InkFlow: with no arguments the desktop app, with a
// subcommand the command line of docs/ARCHITECTURE.md §8.
package main

import (
	"os"

	"inkflow/cli"
	// Must stay imported: it quiets Fyne's locale error on POSIX locales.
	_ "inkflow/internal/posixlocale"
)

// Stamped by the Makefile (-ldflags -X); package builds set them from a
// generated file instead (scripts/package/common.sh).
var (
	version   = "dev"
	commit    = "unknown"
	buildDate = "unknown"
)

func main() {
	if dataDir, ok := desktopArgs(os.Args[1:]); ok {
		os.Exit(runDesktop(dataDir))
	}
	build := cli.BuildInfo{Version: version, Commit: commit, Date: buildDate}
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, build))
}
