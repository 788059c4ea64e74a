package engine

import (
	"slices"
	"testing"
	"time"
)

// TestReplaceFindsNamesAtOnce: a replace-all is not typing, so the
// chapters it rewrote have their story-bible names found again at once,
// not after the typing pause (the debounce, an hour here): the editor
// showed the rewritten chapter with no name highlighted for about four
// seconds.
func TestReplaceFindsNamesAtOnce(t *testing.T) {
	for _, tc := range []struct {
		name, text, entry, pattern, with string
		want                             []string
	}{
		{"English", "Dorothy lived in Kansas with Toto.\n\nToto barked at Dorothy.", "Dorothy", "Toto", "Rex", []string{"Dorothy", "Dorothy"}},
		{"Chinese", "孔明笑道：关公来了。\n\n关公不语，孔明又笑。", "孔明", "关公", "云长", []string{"孔明", "孔明"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, tc.name)
			c := mustChapter(t, e, p.ID, "One", tc.text)
			_, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: tc.entry, Type: "character"})
			must(t, err)
			flushMentions(t, e)
			if _, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: tc.pattern, Replacement: tc.with}); err != nil {
				t.Fatal(err)
			}
			var named []string
			deadline := time.Now().Add(5 * time.Second)
			for {
				text, spans, current, err := e.ChapterNames(c.ID)
				must(t, err)
				runes := []rune(text)
				named = named[:0]
				for _, s := range spans {
					named = append(named, string(runes[s.Start:s.End]))
				}
				if current && slices.Equal(named, tc.want) {
					return
				}
				if time.Now().After(deadline) {
					t.Fatalf("names after the replace %v (current %v), want %v found without waiting for a typing pause", named, current, tc.want)
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}
