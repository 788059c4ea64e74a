package cli

import (
	"fmt"
	"runtime"

	"fyne.io/fyne/v2/lang"
)

func runVersion(e *env, args []string) error {
	fs := newFlags(e, "version", "")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	unknown := lang.X("cli.version-unknown", "unknown")
	fmt.Fprintln(e.stdout, lang.X("cli.version", "inkflow {{.Version}} (commit {{.Commit}}, built {{.Date}}, {{.Go}} {{.OS}}/{{.Arch}})", map[string]any{
		"Version": orDefault(e.build.Version, "dev"), "Commit": orDefault(e.build.Commit, unknown),
		"Date": orDefault(e.build.Date, unknown), "Go": runtime.Version(), "OS": runtime.GOOS, "Arch": runtime.GOARCH}))
	return nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
