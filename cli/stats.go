package cli

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

func runStats(e *env, args []string) error {
	fs := newFlags(e, "stats", "[--json] | --history [--project NAME] [--json]")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.contract", "print JSON (docs/ARCHITECTURE.md §8)"))
	history := fs.Bool("history", false, lang.X("cli.flag.history", "print a project's net writing per day and its goals"))
	project := fs.String("project", "", lang.X("cli.flag.project.stats", "project for --history (default: the only one)"))
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	if *history {
		return printHistory(e, *project, *asJSON)
	}
	if *project != "" {
		return usageX("cli.usage.stats-project", "stats: --project goes with --history")
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
		deleted = lang.X("cli.stats-deleted", " ({{.N}} deleted)", map[string]any{"N": st.DeletedProjects})
	}
	fmt.Fprintln(w, lang.X("cli.stats-counts", "projects {{.Projects}}{{.Deleted}} · chapters {{.Chapters}} · blocks {{.Blocks}} ({{.Dirty}} dirty) · parents {{.Parents}} · children {{.Children}} · vectors {{.Vectors}}",
		map[string]any{"Projects": groupDigits(st.Projects), "Deleted": deleted, "Chapters": groupDigits(st.Chapters), "Blocks": groupDigits(st.Blocks),
			"Dirty": groupDigits(st.DirtyBlocks), "Parents": groupDigits(st.Parents), "Children": groupDigits(st.Children), "Vectors": groupDigits(st.Vectors)}))
	fmt.Fprintln(w, lang.X("cli.stats-tasks", "tasks: {{.Pending}} pending, {{.Failed}} failed", map[string]any{"Pending": st.PendingTasks, "Failed": st.FailedTasks}))
	model := st.Model.ID
	if model == "" {
		model = lang.X("cli.stats-no-model", "none loaded")
		if s.modelErr != nil {
			model += lang.X("cli.stats-no-model-why", " ({{.Err}})", map[string]any{"Err": errText(s.modelErr)})
		}
	}
	fmt.Fprintln(w, lang.X("cli.stats-model", "model: {{.Model}} {{.Kind}} {{.Dims}} dims · vector index: {{.Index}}, {{.Nodes}} node{{if ne .Nodes \"1\"}}s{{end}}",
		map[string]any{"Model": model, "Kind": modelKind(st.Model.Kind), "Dims": st.Model.Dims, "Index": indexType(st.VectorIndex.Type), "Nodes": groupDigits(st.VectorIndex.Nodes)}))
	c, p := st.ChildChars, st.ParentChars
	fmt.Fprintln(w, lang.X("cli.stats-child-chars", "child chars  min {{.Min}} · p1 {{.P1}} · p50 {{.P50}} · p99 {{.P99}} · max {{.Max}}", c))
	fmt.Fprintln(w, lang.X("cli.stats-parent-chars", "parent chars min {{.Min}} · p1 {{.P1}} · p50 {{.P50}} · p99 {{.P99}} · max {{.Max}}", p))
	fmt.Fprintln(w, lang.X("cli.stats-snapshots", "snapshots {{.N}} · {{.Stored}} stored", map[string]any{"N": st.Snapshots.Count, "Stored": humanBytes(st.Snapshots.StoredBytes)}))
	fmt.Fprintln(w, keywordLine(st.KeywordBacklog))
	return nil
}

// indexType is the vector index's type (engine.Stats: "flat", "hnsw",
// "none") in the user's language; --json keeps the engine's word.
func indexType(t string) string {
	return sayWord(t, map[string]string{
		"flat": lang.X("cli.index-type.flat", "flat"),
		"hnsw": lang.X("cli.index-type.hnsw", "hnsw"),
		"none": lang.X("cli.index-type.none", "none"),
	})
}

// keywordLine says whether keyword search lags behind the saved text
// because writing its index failed (engine.Stats.KeywordBacklog: a full
// disk, met while this command opened the folder) and why. The
// engine retries while it runs; a command ends before, so the line says
// when it is tried again.
func keywordLine(lag engine.KeywordLag) string {
	if lag.Error == "" {
		return lang.X("cli.stats-keyword", "keyword index: up to date")
	}
	return lang.X("cli.stats-keyword-behind", "keyword index: {{.N}} passage{{if ne .N \"1\"}}s{{end}} behind, saving failed ({{.Err}}); InkFlow tries again the next time it opens the folder",
		map[string]any{"N": groupDigits(lag.Waiting), "Err": lag.Error})
}
