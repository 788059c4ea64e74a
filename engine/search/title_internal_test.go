package search

import (
	"path/filepath"
	"slices"
	"testing"

	"inkflow/storage"
)

func TestTitleMatcher(t *testing.T) {
	tests := []struct {
		query, title string
		want         bool
	}{
		{"The Cyclone", "Chapter I: The Cyclone", true},
		{"the cyclone", "CHAPTER I. THE CYCLONE", true},
		{"Chapter I", "Chapter I: The Cyclone", true},
		{"Chapter I: The Cyclone", "Chapter I: The Cyclone", true},
		{"The Rescue", "The Rescue of the Tin Woodman", false},
		{"Rescue", "The Rescue of the Tin Woodman", false},
		{"The Witch's Castle", "Chapter XII: The Witch's Castle", true},
		{"Witch", "Chapter XII: The Witch's Castle", false},
		{"Tin-Man", "Chapter V: Tin-Man", true},
		{"通线索计释洋商", "第一回 拥资财讹生关部 通线索计释洋商", true},
		{"拥资财讹生关部", "第一回　拥资财讹生关部　通线索计释洋商", true},
		{"线索", "第一回 拥资财讹生关部 通线索计释洋商", false},
		{"造鬼廟為酬夢裡緣", "第二回\u00a0\u00a0\u00a0\u00a0造鬼廟為酬夢裡緣 做新戲惹出飛來禍", true},
		{"■六美重宴挹翠园", "第二十九回 ■六美重宴挹翠园 多情郎初游云栖寺", true},
		{"Dorothy", "第一章 Dorothy", false},
		{"做新戲惹出飛來禍", "第二回\u00a0\u00a0\u00a0\u00a0造鬼廟為酬夢裡緣 做新戲惹出飛來禍", true},
		{"风起", "第一章：风起", true},
		{"风起", "第一章 风起云涌", false},
		{"ＴＨＥ　ＣＹＣＬＯＮＥ", "Chapter I — The Cyclone", true},
		{"起", "第一章 起", false}, // one character is no title
		// A stop after an abbreviation and a comma in a name in letters
		// are the name's own: the name is one part.
		{"Mr. Rochester, at Home", "Mr. Rochester, at Home", true},
		{"Mr. Rochester, at Home", "Chapter XI: Mr. Rochester, at Home", true},
		{"mr. rochester, at home", "CHAPTER XI. MR. ROCHESTER, AT HOME", true},
		{"Mr. Rochester, at Home", "XI. Mr. Rochester, at Home", true},
		{"Chapter XI", "Chapter XI. Mr. Rochester, at Home", true},
		{"Rochester, at Home", "Chapter XI: Mr. Rochester, at Home", false},
		{"at Home", "Chapter XI: Mr. Rochester, at Home", false},
		{"Mr", "Chapter XI: Mr. Rochester, at Home", false},
		{"Dr. Jekyll", "Chapter 2: Dr. Jekyll", true},
		{"“Home”, at Last", "Chapter 9: “Home”, at Last", true},
		{"at Last", "Chapter 9: “Home”, at Last", false},
		{"The Tin Man", "Chapter V. The Tin Man", true}, // a Roman numeral's stop cuts
		// Chinese commas, an ASCII comma after Han and the enumeration
		// comma still cut; the halves together are a part too.
		{"宴桃园豪杰三结义", "第一回 宴桃园豪杰三结义，斩黄巾英雄首立功", true},
		{"斩黄巾英雄首立功", "第一回 宴桃园豪杰三结义，斩黄巾英雄首立功", true},
		{"宴桃园豪杰三结义，斩黄巾英雄首立功", "第一回 宴桃园豪杰三结义，斩黄巾英雄首立功", true},
		{"斩黄巾英雄首立功", "第一回　宴桃园豪杰三结义,斩黄巾英雄首立功", true},
		{"斩黄巾英雄首立功", "第一回 “宴桃园豪杰三结义” , 斩黄巾英雄首立功", true},
		{"风起", "第一章、风起", true},
		{"第一章", "第一章、风起", true},
		{"你好，世界", "第三章 你好，世界", true},
		{"拥资财讹生关部 通线索计释洋商", "第一回 拥资财讹生关部 通线索计释洋商", true},
		{"豪杰三结义", "第一回 宴桃园豪杰三结义，斩黄巾英雄首立功", false},
	}
	for _, tt := range tests {
		m := titleMatcher(tt.query)
		if got := m != nil && m(titleParts(tt.title)); got != tt.want {
			t.Errorf("%q in title %q: %v, want %v (parts %q)", tt.query, tt.title, got, tt.want, titleParts(tt.title))
		}
	}
	if titleMatcher(string(make([]rune, maxTitleRunes+1))) != nil {
		t.Error("a query longer than any title is looked up")
	}
}

// TestChapterTitlesCache: the store's one cache of titles follows a rename
// at the next version of the database, and a chapter whose title did not
// change keeps the parts folded before (the same slice, not folded anew).
// It keeps every project's titles: a search across all projects reads the
// searched book's first and then the others' (a deleted one left out),
// and a search of one book after it reads nothing again. (It kept one
// book's at a time, and looked up no other book's titles.)
func TestChapterTitlesCache(t *testing.T) {
	db, err := storage.Open(filepath.Join(t.TempDir(), "inkflow.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	var project, other, trashed, first uint64
	err = db.Update(func(tx *storage.Tx) error {
		p, err := tx.CreateProject("长河")
		if err != nil {
			return err
		}
		project = p.ID
		c, err := tx.CreateChapter(p.ID, "第一回 山寺", 1)
		if err != nil {
			return err
		}
		first = c.ID
		if _, err = tx.CreateChapter(p.ID, "第二回 渡口", 2); err != nil {
			return err
		}
		for _, b := range []struct {
			name  string
			id    *uint64
			title string
		}{{"远山", &other, "第一回 雪夜"}, {"旧稿", &trashed, "第一回 废园"}} {
			p, err := tx.CreateProject(b.name)
			if err != nil {
				return err
			}
			*b.id = p.ID
			if _, err := tx.CreateChapter(p.ID, b.title, 1); err != nil {
				return err
			}
		}
		return tx.TrashProject(trashed)
	})
	if err != nil {
		t.Fatal(err)
	}
	s := NewDBStore(db)
	read := func(project uint64, all bool) [][]titledChapter {
		t.Helper()
		var out [][]titledChapter
		if err := db.View(func(tx *storage.Tx) error {
			var err error
			out, err = s.chapterTitles(tx, project, all)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return out
	}
	titles := func(books [][]titledChapter) [][]string {
		var out [][]string
		for _, b := range books {
			var ts []string
			for _, c := range b {
				ts = append(ts, c.title)
			}
			out = append(out, ts)
		}
		return out
	}
	before := read(project, false)[0]
	if len(before) != 2 || !slices.Equal(before[0].parts, titleParts("第一回 山寺")) {
		t.Fatalf("chapters %+v", before)
	}
	if again := read(project, false)[0]; &again[0] != &before[0] {
		t.Error("an unchanged database read its chapters again")
	}
	all := read(other, true)
	if got, want := titles(all), [][]string{{"第一回 雪夜"}, {"第一回 山寺", "第二回 渡口"}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("every project's titles from 远山: %q, want %q (the searched book first, the deleted one left out)", got, want)
	}
	if &all[1][0] != &before[0] {
		t.Error("the titles of all projects read the searched book's chapters again")
	}
	if again := read(other, false)[0]; &again[0] != &all[0][0] {
		t.Error("a search of one book read its chapters again after a search of all of them")
	}
	if err := db.Update(func(tx *storage.Tx) error {
		c, err := tx.Chapter(first)
		if err != nil {
			return err
		}
		c.Title = "第一回 雪夜"
		return tx.PutChapter(c)
	}); err != nil {
		t.Fatal(err)
	}
	after := read(project, false)[0]
	if !slices.Equal(after[0].parts, titleParts("第一回 雪夜")) {
		t.Errorf("after the rename, parts %q", after[0].parts)
	}
	if &after[1].parts[0] != &before[1].parts[0] {
		t.Error("the unchanged title was folded again")
	}
	if again := read(project, true)[1]; &again[0].parts[0] != &all[0][0].parts[0] {
		t.Error("the other book's unchanged title was folded again")
	}
}
