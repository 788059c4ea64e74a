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
