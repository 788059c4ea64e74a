package app

import (
	"context"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// TestRenamedEntryKeepsItsShortName: an entry given its full name (Clerval
// → Henry Clerval) keeps the old name as an alias, in the form and as
// stored, so its appearances stay those of the book, which calls him
// Clerval; renamed to another name (Elizabeth → Lizzy) it keeps none.
// Before, the rename dropped Clerval's appearances to the one place the
// full name is written.
func TestRenamedEntryKeepsItsShortName(t *testing.T) {
	tests := []struct {
		name, from, to string
		aliases        string // the form's aliases before the rename
		wantAliases    []string
		wantMentions   int
	}{
		{"a full name for a short one", "Clerval", "Henry Clerval", "", []string{"Clerval"}, 4},
		{"the old name an alias already", "Clerval", "Henry Clerval", "clerval", []string{"clerval"}, 4},
		{"another name", "Elizabeth", "Lizzy", "", nil, 0},
		{"a longer word, not a name in it", "Val", "Valerie", "", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
			p, _ := h.addChapter("Frankenstein", "Chapter 5", "Henry Clerval came. Clerval laughed. Elizabeth wrote to Clerval. Val ran. Clerval slept.")
			w := h.u.wiki
			h.waitFor("the wiki to load", func() bool { return h.u.state.projectID() == p.ID })
			w.newEntry()
			w.title.SetText(tt.from)
			w.aliases.SetText(tt.aliases)
			test.Tap(w.save)
			h.waitFor("the entry to save", func() bool { return len(w.entries) == 1 && w.state.Text == "Saved" })
			id := w.entries[0].ID
			w.clearForm()
			w.open(id)
			h.waitFor("the entry to open", func() bool { return w.editing && w.current == id })

			w.title.SetText(tt.to)
			test.Tap(w.save)
			h.waitFor("the rename to save", func() bool { return w.state.Text == "Saved" && w.saving == 0 })
			got, err := h.eng.WikiEntry(id)
			if err != nil {
				t.Fatal(err)
			}
			if got.Title != tt.to || !slices.Equal(got.Aliases, tt.wantAliases) {
				t.Fatalf("stored %q with aliases %q, want %q with %q", got.Title, got.Aliases, tt.to, tt.wantAliases)
			}
			if want := joinNames(tt.wantAliases); w.aliases.Text != want {
				t.Fatalf("the form's aliases read %q, want %q", w.aliases.Text, want)
			}
			if w.dirty {
				t.Fatal("the kept name left the form unsaved")
			}

			// Removed by the author, the kept name stays removed.
			w.aliases.SetText("")
			test.Tap(w.save)
			h.waitFor("the edit to save", func() bool { return w.state.Text == "Saved" && w.saving == 0 })
			if got, _ := h.eng.WikiEntry(id); len(got.Aliases) != 0 {
				t.Fatalf("aliases %q after the author removed them", got.Aliases)
			}
			if tt.wantMentions == 0 {
				return
			}
			w.aliases.SetText(joinNames(tt.wantAliases))
			test.Tap(w.save)
			h.waitFor("the aliases to save", func() bool { return w.state.Text == "Saved" && w.saving == 0 })
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if err := h.eng.FlushMentions(ctx); err != nil {
				t.Fatal(err)
			}
			a, err := h.eng.Appearances(id)
			if err != nil {
				t.Fatal(err)
			}
			if a.Total != tt.wantMentions {
				t.Fatalf("%d appearances, want %d", a.Total, tt.wantMentions)
			}
		})
	}
}

func TestHoldsName(t *testing.T) {
	tests := []struct {
		full, part string
		want       bool
	}{
		{"Henry Clerval", "Clerval", true},
		{"Clerval, Henry", "Clerval", true},
		{"Victor Frankenstein", "Victor", true},
		{"Valerie", "Val", false},
		{"Lizzy", "Elizabeth", false},
		{"Mr. Val-Jean", "Val", true},
		{"林阿默", "阿默", true},
		{"林默", "林", false},
		{"老林", "阿默", false},
		{"", "", false},
	}
	for _, tt := range tests {
		if got := holdsName(tt.full, tt.part); got != tt.want {
			t.Errorf("holdsName(%q, %q) = %v, want %v", tt.full, tt.part, got, tt.want)
		}
	}
}
