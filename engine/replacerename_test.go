package engine

import (
	"reflect"
	"slices"
	"testing"
)

// TestReplaceRenamesEntries: a replace that includes the story bible
// renames the entries too (title and aliases), so a character's entry
// follows its new name; a name another entry already has is left alone
// and told of (Clashes); the undo gives the old names back. Before, the
// entry's body changed but it kept its old title and aliases.
// PreviewRenames tells beforehand of the same renames and clashes, and
// with the preview's matches they are the replace's changes.
func TestReplaceRenamesEntries(t *testing.T) {
	type entry struct {
		title   string
		aliases []string
	}
	for _, tc := range []struct {
		name        string
		wiki        bool
		only        bool // replace just the chapter's match
		others      []entry
		wantTitle   string
		wantAliases []string
		wantChanges int
		wantClash   string // the name that clashed
	}{
		{name: "renamed", wiki: true, wantTitle: "林远", wantAliases: []string{"园哥", "小林远"}, wantChanges: 4},
		{name: "without the story bible", wantTitle: "林园", wantAliases: []string{"园哥", "小林园"}, wantChanges: 1},
		{name: "replace one", wiki: true, only: true, wantTitle: "林园", wantAliases: []string{"园哥", "小林园"}, wantChanges: 1},
		{name: "title taken by another entry", wiki: true, others: []entry{{"林远", nil}},
			wantTitle: "林园", wantAliases: []string{"园哥", "小林远"}, wantChanges: 3, wantClash: "林园"},
		{name: "alias taken by another entry's alias", wiki: true, others: []entry{{"林父", []string{"小林远"}}},
			wantTitle: "林远", wantAliases: []string{"园哥", "小林园"}, wantChanges: 3, wantClash: "小林园"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, "p")
			c := mustChapter(t, e, p.ID, "一", "林园说。")
			w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "林园", Aliases: []string{"园哥", "小林园"}, Type: "character", Text: "林园是主角。"})
			must(t, err)
			for _, o := range tc.others {
				_, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: o.title, Aliases: o.aliases, Text: "别人。"})
				must(t, err)
			}
			req := ReplaceRequest{ProjectID: p.ID, Pattern: "林园", Replacement: "林远", Options: FindOptions{Wiki: tc.wiki}}
			if tc.only {
				found, err := e.Find(p.ID, "林园", req.Options)
				must(t, err)
				req.Only = []string{found.Groups[0].Matches[0].ID}
			}
			preview, err := e.PreviewReplace(p.ID, req.Pattern, req.Replacement, req.Options)
			must(t, err)
			renames, clashes, err := e.PreviewRenames(p.ID, req.Pattern, req.Replacement, req.Options)
			must(t, err)
			res, err := e.ReplaceAll(req)
			must(t, err)
			if !tc.only {
				if !reflect.DeepEqual(renames, res.Renamed) || !reflect.DeepEqual(clashes, res.Clashes) {
					t.Errorf("previewed renames %+v, clashes %+v; the replace made %+v, %+v", renames, clashes, res.Renamed, res.Clashes)
				}
				if n := preview.Total + len(renames); n != res.Changes {
					t.Errorf("previewed %d matches and %d renames, the replace made %d changes", preview.Total, len(renames), res.Changes)
				}
			}
			if res.Changes != tc.wantChanges {
				t.Errorf("changes %d, want %d (%+v)", res.Changes, tc.wantChanges, res)
			}
			var clashed []string
			for _, cl := range res.Clashes {
				clashed = append(clashed, cl.Name)
				if cl.EntryID != w.ID || cl.Want != "林远"+cl.Name[len("林园"):] && cl.Want != "小林远" {
					t.Errorf("clash %+v", cl)
				}
			}
			if want := slices.DeleteFunc([]string{tc.wantClash}, func(s string) bool { return s == "" }); !slices.Equal(clashed, want) {
				t.Errorf("clashes %v, want %v", clashed, want)
			}
			got, err := e.WikiEntry(w.ID)
			must(t, err)
			if got.Title != tc.wantTitle || !slices.Equal(got.Aliases, tc.wantAliases) {
				t.Errorf("entry after the replace: %q %q, want %q %q", got.Title, got.Aliases, tc.wantTitle, tc.wantAliases)
			}
			left, err := e.ReplaceStillStanding(res.ID)
			if err != nil || left.Changes != tc.wantChanges {
				t.Errorf("still standing %+v, %v; want %d changes", left, err, tc.wantChanges)
			}
			if _, err := e.UndoReplace(res.ID); err != nil {
				t.Fatal(err)
			}
			got, err = e.WikiEntry(w.ID)
			must(t, err)
			if got.Title != "林园" || !slices.Equal(got.Aliases, []string{"园哥", "小林园"}) || got.Text != "林园是主角。" {
				t.Errorf("entry after the undo: %q %q %q", got.Title, got.Aliases, got.Text)
			}
			if mustText(t, e, c.ID) != "林园说。" {
				t.Errorf("chapter after the undo: %q", mustText(t, e, c.ID))
			}
		})
	}
}
