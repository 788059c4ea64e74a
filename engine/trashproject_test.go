package engine

import (
	"context"
	"errors"
	"slices"
	"testing"

	"inkflow/engine/search"
)

// TestTrashProjectIsUndone: a deleted project leaves the list and every
// search, frees its name, and comes back with its chapters, wiki and
// search data; removed for good it leaves nothing behind (P6).
func TestTrashProjectIsUndone(t *testing.T) {
	e, doomed := openProject(t, "西游记")
	mustChapter(t, e, doomed.ID, "第一回", "灵根育孕源流出，心性修持大道生。花果山上一块仙石，迸裂出一个石猴。")
	_, err := e.CreateWikiEntry(doomed.ID, WikiEntry{Title: "孙悟空", Text: "石猴，拜师学艺。"})
	must(t, err)
	keep := mustProject(t, e, "水浒传")
	mustChapter(t, e, keep.ID, "第一回", "张天师祈禳瘟疫，洪太尉误走妖魔。")
	flush(t, e)
	found := func() bool {
		t.Helper()
		resp, err := e.Search(context.Background(), search.Request{Query: "花果山仙石迸裂出石猴", Project: keep.ID, CrossProject: true})
		must(t, err)
		return slices.ContainsFunc(resp.Results, func(r search.Result) bool { return r.ProjectID == doomed.ID })
	}
	names := func() []string {
		t.Helper()
		ps, err := e.Projects()
		must(t, err)
		var out []string
		for _, p := range ps {
			out = append(out, p.Name)
		}
		return out
	}
	if !found() {
		t.Fatal("the cross-project search does not find the other book before the deletion")
	}

	must(t, e.TrashProject(doomed.ID))
	if got := names(); !slices.Equal(got, []string{"水浒传"}) {
		t.Fatalf("projects after the deletion: %q", got)
	}
	if found() {
		t.Fatal("search returns a deleted project's text")
	}
	gone, err := e.DeletedProjects()
	must(t, err)
	if len(gone) != 1 || gone[0].ID != doomed.ID || gone[0].Deleted.IsZero() {
		t.Fatalf("deleted projects: %+v", gone)
	}
	if _, err := e.CreateProject("西游记"); err != nil {
		t.Fatalf("the deleted project's name is not free: %v", err)
	}

	back, err := e.RestoreProject(doomed.ID)
	must(t, err)
	if back.Name != "西游记 (2)" {
		t.Fatalf("restored as %q", back.Name)
	}
	if !found() {
		t.Fatal("the restored project is not searched")
	}
	chs, err := e.Chapters(doomed.ID)
	must(t, err)
	ws, err := e.WikiEntries(doomed.ID)
	must(t, err)
	if len(chs) != 1 || len(ws) != 1 {
		t.Fatalf("restored with %d chapters and %d wiki entries", len(chs), len(ws))
	}

	must(t, e.TrashProject(doomed.ID))
	must(t, e.DeleteProject(doomed.ID))
	flush(t, e)
	checkInvariants(t, e)
	if _, err := e.RestoreProject(doomed.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("restore after removal for good: %v", err)
	}
}
