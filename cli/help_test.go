package cli

import (
	"strings"
	"testing"
)

// TestEveryCommandHelp: `inkflow COMMAND -h` prints the command's usage
// on stdout and exits 0, as the top-level help promises, also for the
// commands made of subcommands (wiki, project, …), which called -h an
// unknown subcommand (exit 2).
func TestEveryCommandHelp(t *testing.T) {
	data := t.TempDir()
	for _, c := range commands() {
		for _, h := range []string{"-h", "--help"} {
			code, out, stderr := run(t, data, c.name, h)
			if code != ExitOK || !strings.HasPrefix(out, "Usage: inkflow "+c.name) || stderr != "" {
				t.Errorf("%s %s: exit %d, stdout %q, stderr %q", c.name, h, code, out, stderr)
			}
		}
	}
}
