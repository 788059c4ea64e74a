package cli

import (
	"context"
	"fmt"
	"time"
)

func runReindex(e *env, args []string) error {
	fs := newFlags(e, "reindex", "[--project NAME]")
	project := fs.String("project", "", "project to rebuild (default: all)")
	if err := parse(fs, args); err != nil {
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
	fmt.Fprintf(e.stdout, "reindexed in %.1fs\n", time.Since(start).Seconds())
	return nil
}
