package search_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/engine/search"
)

func TestBuildContext(t *testing.T) {
	f := newFixture(t)
	for _, budget := range []int{150, 400, 1000, 3000, 20000} {
		c, err := search.BuildContext(context.Background(), f.deps(), search.ContextRequest{Query: "老艄公 渡船 商人 书生 铁匠", Project: projRiver, Budget: budget}, search.DefaultSettings())
		if err != nil {
			t.Fatalf("budget %d: %v", budget, err)
		}
		if n := utf8.RuneCountInString(c.Text); n > budget || n != c.Chars {
			t.Errorf("budget %d: text of %d runes (Chars %d)", budget, n, c.Chars)
		}
		if len(c.Passages) == 0 {
			t.Fatalf("budget %d: no passages", budget)
		}
		for i := 1; i < len(c.Passages); i++ {
			a, b := c.Passages[i-1], c.Passages[i]
			if a.ChapterIndex > b.ChapterIndex || (a.ChapterIndex == b.ChapterIndex && a.Kind == b.Kind && a.OwnerID == b.OwnerID && a.OwnerOffset > b.OwnerOffset) {
				t.Errorf("budget %d: passage %d (chapter %d @%d) after (chapter %d @%d): not in story order", budget, i, b.ChapterIndex, b.OwnerOffset, a.ChapterIndex, a.OwnerOffset)
			}
		}
		for _, p := range c.Passages {
			if !strings.Contains(c.Text, p.Text) {
				t.Errorf("budget %d: passage missing from text", budget)
			}
			if !p.Window.Cut && utf8.RuneCountInString(p.Text) != p.Window.ParentChars {
				t.Errorf("budget %d: uncut passage is not its whole parent", budget)
			}
			label := "[" + p.Chapter + "]"
			if p.Kind == search.KindWiki {
				label = "[Wiki · " + p.WikiType + ": " + p.Chapter + "]"
			} else if p.Kind == search.KindSummary {
				label = "[Summary: " + p.Chapter + "]"
			}
			if !strings.Contains(c.Text, label+"\n") {
				t.Errorf("budget %d: text lacks label %q", budget, label)
			}
		}
		if budget == 20000 {
			// Everything relevant fits: whole parents, several chapters.
			chapters := map[int]bool{}
			for _, p := range c.Passages {
				if p.Window.Cut {
					t.Errorf("budget %d: passage cut although the budget is ample", budget)
				}
				chapters[p.ChapterIndex] = true
			}
			if len(chapters) < 3 {
				t.Errorf("budget %d: passages from %d chapters only", budget, len(chapters))
			}
			if c.Passages[0].Kind != search.KindWiki {
				t.Errorf("budget %d: wiki entry should come first, got %s", budget, c.Passages[0].Kind)
			}
		}
	}
}

func TestBuildContextTrimsAroundMatch(t *testing.T) {
	f := newFixture(t)
	c, err := search.BuildContext(context.Background(), f.deps(), search.ContextRequest{Query: "铁匠在炉边打出一把青色的长剑", Project: projRiver, Budget: 300, Kinds: []string{search.KindChapter}}, search.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	var forge *search.Result
	for i, p := range c.Passages {
		if p.OwnerID == chForge.OwnerID {
			forge = &c.Passages[i]
		}
	}
	if forge == nil {
		t.Fatalf("the long forge parent is missing from %d passages", len(c.Passages))
	}
	if !forge.Window.Cut || !strings.Contains(forge.Text, "长剑") {
		t.Errorf("forge passage not trimmed around the match: cut=%v %q", forge.Window.Cut, forge.Text)
	}
}

func TestBuildContextEdgeCases(t *testing.T) {
	f := newFixture(t)
	c, err := search.BuildContext(context.Background(), f.deps(), search.ContextRequest{Query: " ", Project: projRiver}, search.DefaultSettings())
	if err != nil || c.Text != "" || len(c.Passages) != 0 || c.Budget != search.DefaultContextBudget {
		t.Errorf("empty query: %+v, %v", c, err)
	}
	d := f.deps()
	d.Embedder = nil
	c, err = search.BuildContext(context.Background(), d, search.ContextRequest{Query: "银子", Project: projRiver, Budget: 500}, search.DefaultSettings())
	if err != nil || c.Fallback == "" || len(c.Passages) == 0 {
		t.Errorf("keyword fallback: %d passages, fallback %q, err %v", len(c.Passages), c.Fallback, err)
	}
	b, err := json.Marshal(c)
	if err != nil || !strings.Contains(string(b), `"passages":[{`) {
		t.Errorf("JSON: %s, %v", b, err)
	}
	if _, err := search.BuildContext(context.Background(), f.deps(), search.ContextRequest{Query: "x", Kinds: []string{"novel"}}, search.DefaultSettings()); err == nil {
		t.Error("unknown kind: want an error")
	}
}
