package cli

import (
	"strings"
	"testing"
)

// TestEveryCommandHelp: `inkflow COMMAND -h` prints the command's usage
// on stdout and exits 0, as the top-level help promises, also for the
// commands made of subcommands (wiki, project, …), which called -h an
// unknown subcommand (exit 2). `inkflow help COMMAND` is the same.
func TestEveryCommandHelp(t *testing.T) {
	data := t.TempDir()
	for _, c := range commands() {
		for _, args := range [][]string{{c.name, "-h"}, {c.name, "--help"}, {"help", c.name}} {
			code, out, stderr := run(t, data, args...)
			if code != ExitOK || !strings.HasPrefix(out, "Usage: inkflow "+c.name) || stderr != "" {
				t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, stderr)
			}
		}
	}
}

// TestUsageLineEnglish: in English a usage line is printed as written,
// placeholders and all.
func TestUsageLineEnglish(t *testing.T) {
	for _, usage := range []string{
		"[--project NAME] [--title T] [--author A] [--language zh-CN|en] [--cover IMAGE] [--json]",
		"[--project NAME] ID|TITLE [--title T] [--type T] [--alias A]... [--exclude PHRASE]... [--no-wait] [--file FILE | -]",
		"[--project NAME] [--k N] [--mode …|bm25] [--hybrid=…] [--baseline] [--json] [--misses] QUERIES.tsv",
		"[--project NAME] [--mode zi|chars|words] [--target N] [--deadline YYYY-MM-DD]",
	} {
		if got := usageLine(usage); got != usage {
			t.Errorf("usageLine(%q) = %q", usage, got)
		}
	}
}
