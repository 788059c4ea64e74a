package app

import (
	"fmt"
	"strings"
	"testing"

	"inkflow/engine"
)

// TestCountsInTheBooksOwnUnit: unless the author chose a count in
// Settings, every count of a book is in the book's own unit, 字 for a
// Chinese book and words for an English one, and the interface's
// language only words it. The English window said "9 words" of nine 字,
// and the Chinese window counted an English book in 字. A book with no
// text yet is counted as the interface's language counts; a stored choice
// (older builds stored only what the author picked) still wins.
func TestCountsInTheBooksOwnUnit(t *testing.T) {
	const (
		zhText = "我在年青时候也曾经做过许多梦，后来大半忘却了，但自己也并不以为可惜。"
		enText = "I am by birth a Genevese, and my family is one of the most distinguished of that republic."
	)
	zh, en := engine.CountText(zhText), engine.CountText(enText)
	tests := []struct {
		name     string
		language string // interface
		chosen   string // prefCountMode as stored; "" follows the book
		// the editor's, the status bar's and the tree's counts of the
		// Chinese, the English and the empty book
		zhBook, enBook, empty string
	}{
		{"English interface follows the books", langEn, "",
			fmt.Sprintf("%d 字", zh.Zi), fmt.Sprintf("%d words", en.Words), "0 words"},
		{"Chinese interface follows the books", langZh, "",
			fmt.Sprintf("%d 字", zh.Zi), fmt.Sprintf("%d 词", en.Words), "0 字"},
		{"a chosen count wins in English", langEn, string(engine.CountChars),
			fmt.Sprintf("%d characters", zh.Chars), fmt.Sprintf("%d characters", en.Chars), "0 characters"},
		{"a stored 字数 wins in Chinese", langZh, string(engine.CountZi),
			fmt.Sprintf("%d 字", zh.Zi), fmt.Sprintf("%d 字", en.Zi), "0 字"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			if tt.chosen != "" {
				h.a.Preferences().SetString(prefCountMode, tt.chosen)
			}
			zp, zc := h.addChapter("呐喊", "自序", zhText)
			ep, ec := h.addChapter("Frankenstein", "Letter 1", enText)
			np, nc := h.addChapter("新书", "第一章", "")
			for _, b := range []struct {
				what               string
				projectID, chapter uint64
				want               string
			}{
				{"the Chinese book", zp.ID, zc.ID, tt.zhBook},
				{"the English book", ep.ID, ec.ID, tt.enBook},
				{"the empty book", np.ID, nc.ID, tt.empty},
			} {
				h.openInTree(b.projectID, b.chapter)
				if got := h.u.editor.counts.Text; got != b.want {
					t.Errorf("%s: the editor says %q, want %q", b.what, got, b.want)
				}
				h.waitFor("the status bar's counts", func() bool { return strings.HasSuffix(h.u.status.counts.Text, " · "+b.want) })
				for _, uid := range []string{projectUID(b.projectID), chapterUID(b.chapter)} {
					if row := h.u.sidebar.rows[uid]; row == nil || !strings.HasSuffix(row.count.Text, b.want) {
						t.Errorf("%s: the tree's row %s says %v, want %q", b.what, uid, row, b.want)
					}
				}
			}
		})
	}
}

// TestFirstTextSetsTheUnit: a new book is counted as the interface's
// language counts until its first text is saved, and then in that text's
// unit at once (the cached language is read again in the background, so
// the keystrokes before never read the book).
func TestFirstTextSetsTheUnit(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("新书", "第一章", "")
	h.openInTree(p.ID, c.ID)
	if got := h.u.editor.counts.Text; got != "0 words" {
		t.Fatalf("the empty book under the English interface says %q, want 0 words", got)
	}
	text := "风从北边来，吹了三天三夜。"
	res, err := h.eng.SaveChapter(c.ID, c.Title, text)
	if err != nil {
		t.Fatal(err)
	}
	h.u.state.chapterSaved(c.ID, res, nil)
	want := fmt.Sprintf("%d 字", res.Zi)
	h.waitFor("the tree to count the book in 字", func() bool {
		row := h.u.sidebar.rows[projectUID(p.ID)]
		return row != nil && strings.HasSuffix(row.count.Text, want) && strings.HasSuffix(h.u.status.counts.Text, want)
	})
}

// TestCountChoiceFollowsTheBookByDefault: the Settings choice of count
// shows following the book when nothing is stored (it showed the
// interface's count, as if chosen), shows a stored choice, and picking
// following the book again stores "" so each book is counted in its own
// unit.
func TestCountChoiceFollowsTheBookByDefault(t *testing.T) {
	const follow = "Follow the book (字 for Chinese, words for English)"
	tests := []struct {
		stored, shown string
	}{
		{"", follow},
		{string(engine.CountWords), "English words"},
		{string(engine.CountZi), "Chinese word count (字)"},
	}
	for _, tt := range tests {
		t.Run(tt.shown, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			h.a.Preferences().SetString(prefCountMode, tt.stored)
			h.u.showSettings()
			d := h.u.settings
			if d.count.Selected != tt.shown {
				t.Fatalf("stored %q, the choice shows %q, want %q", tt.stored, d.count.Selected, tt.shown)
			}
			if d.count.Options[0] != follow {
				t.Fatalf("the first choice is %q, want %q", d.count.Options[0], follow)
			}
			d.count.SetSelected("Characters (with punctuation)")
			if m, ok := h.u.chosenCountMode(); !ok || m != engine.CountChars {
				t.Fatalf("after choosing characters the count is %q (chosen %v)", m, ok)
			}
			d.count.SetSelected(follow)
			if m, ok := h.u.chosenCountMode(); ok {
				t.Fatalf("after choosing to follow the book the count is still chosen: %q", m)
			}
		})
	}
}
