package cli

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"
)

func runReindex(e *env, args []string) error {
	fs := newFlags(e, "reindex", "[--project NAME]")
	project := fs.String("project", "", lang.X("cli.flag.project.reindex", "project to rebuild (default: all)"))
	// A project name without --project would otherwise rebuild every
	// project, which is not what `inkflow reindex 三国` asks for.
	if err := parseArgs(fs, args, 0, usageX("cli.usage.reindex", "reindex takes no arguments (the project goes in --project NAME)")); err != nil {
		return err
	}
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := s.requireModel(); err != nil {
		return err
	}
	var pid uint64
	if *project != "" {
		if pid, err = s.projectID(*project); err != nil {
			return err
		}
	}
	start := time.Now()
	if err := s.eng.Reindex(context.Background(), pid); err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.reindexed", "reindexed in {{.Secs}}s", map[string]any{"Secs": fmt.Sprintf("%.1f", time.Since(start).Seconds())}))
	return nil
}
