package cli

import (
	"context"
	"fmt"
)

func runStats(e *env, args []string) error {
	fs := newFlags(e, "stats", "[--json] | --history [--project NAME] [--json]")
	asJSON := fs.Bool("json", false, "print JSON (docs/ARCHITECTURE.md §8)")
	history := fs.Bool("history", false, "print a project's net writing per day and its goals")
	project := fs.String("project", "", "project for --history (default: the only one)")
	if err := parseArgs(fs, args, 0, "stats takes no arguments"); err != nil {
		return err
	}
	if *history {
		return printHistory(e, *project, *asJSON)
	}
	if *project != "" {
		return usagef("stats: --project goes with --history")
	}
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	st, err := s.eng.Stats(context.Background())
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, st)
	}
	w := e.stdout
	deleted := ""
	if st.DeletedProjects > 0 {
		deleted = fmt.Sprintf(" (%d deleted)", st.DeletedProjects)
	}
	fmt.Fprintf(w, "projects %d%s · chapters %d · blocks %d (%d dirty) · parents %d · children %d · vectors %d\n",
		st.Projects, deleted, st.Chapters, st.Blocks, st.DirtyBlocks, st.Parents, st.Children, st.Vectors)
	fmt.Fprintf(w, "tasks: %d pending, %d failed\n", st.PendingTasks, st.FailedTasks)
	model := st.Model.ID
	if model == "" {
		model = "none loaded"
		if s.modelErr != nil {
			model += " (" + s.modelErr.Error() + ")"
		}
	}
	fmt.Fprintf(w, "model: %s %s %d dims · vector index: %s, %d nodes\n", model, st.Model.Kind, st.Model.Dims, st.VectorIndex.Type, st.VectorIndex.Nodes)
	c, p := st.ChildChars, st.ParentChars
	fmt.Fprintf(w, "child chars  min %d · p1 %d · p50 %d · p99 %d · max %d\n", c.Min, c.P1, c.P50, c.P99, c.Max)
	fmt.Fprintf(w, "parent chars min %d · p1 %d · p50 %d · p99 %d · max %d\n", p.Min, p.P1, p.P50, p.P99, p.Max)
	fmt.Fprintf(w, "snapshots %d · %s stored\n", st.Snapshots.Count, humanBytes(st.Snapshots.StoredBytes))
	return nil
}
