package storage

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func chapterOrder(t *testing.T, db *DB, projectID uint64) []uint64 {
	t.Helper()
	var out []uint64
	must(t, db.View(func(tx *Tx) error {
		chs, err := tx.Chapters(projectID)
		for i, c := range chs {
			if c.Order != i {
				t.Errorf("chapter %d has order %d at position %d", c.ID, c.Order, i)
			}
			out = append(out, c.ID)
		}
		return err
	}))
	return out
}

func TestChapterOrder(t *testing.T) {
	db := openTestDB(t)
	var pid uint64
	var ch []uint64
	must(t, db.Update(func(tx *Tx) error {
		p, err := tx.CreateProject("p")
		if err != nil {
			return err
		}
		pid = p.ID
		for i := range 4 {
			c, err := tx.CreateChapter(pid, "c", i+1)
			if err != nil {
				return err
			}
			ch = append(ch, c.ID)
		}
		return nil
	}))
	steps := []struct {
		name string
		do   func(tx *Tx) error
		want []uint64
	}{
		{"move last to front", func(tx *Tx) error { return tx.MoveChapter(ch[3], 0) }, []uint64{ch[3], ch[0], ch[1], ch[2]}},
		{"move front to middle", func(tx *Tx) error { return tx.MoveChapter(ch[3], 2) }, []uint64{ch[0], ch[1], ch[3], ch[2]}},
		{"clamp beyond the end", func(tx *Tx) error { return tx.MoveChapter(ch[0], 99) }, []uint64{ch[1], ch[3], ch[2], ch[0]}},
		{"clamp below zero", func(tx *Tx) error { return tx.MoveChapter(ch[0], -5) }, []uint64{ch[0], ch[1], ch[3], ch[2]}},
		{"delete closes the gap", func(tx *Tx) error { _, err := tx.DeleteChapter(ch[1]); return err }, []uint64{ch[0], ch[3], ch[2]}},
	}
	for _, s := range steps {
		if err := db.Update(s.do); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got := chapterOrder(t, db, pid); !slices.Equal(got, s.want) {
			t.Fatalf("%s: order %v, want %v", s.name, got, s.want)
		}
	}
}

// TestChapterNumbersFollowBookOrder: whatever changes the book's order,
// the numbered chapters count on from the book's first number in order,
// and front matter stays unnumbered (Chapter.Index).
func TestChapterNumbersFollowBookOrder(t *testing.T) {
	db := openTestDB(t)
	var pid uint64
	id := map[string]uint64{}
	create := func(tx *Tx, title string, index int) error {
		c, err := tx.CreateChapter(pid, title, index)
		id[title] = c.ID
		return err
	}
	must(t, db.Update(func(tx *Tx) error {
		p, err := tx.CreateProject("续集")
		if err != nil {
			return err
		}
		pid = p.ID
		if err := create(tx, "序", 0); err != nil {
			return err
		}
		for _, title := range []string{"甲", "乙", "丙", "丁"} {
			// The first number asked for starts the book (a second
			// volume at 27); later ones are one past the last.
			if err := create(tx, title, 27); err != nil {
				return err
			}
		}
		return nil
	}))
	steps := []struct {
		name string
		do   func(tx *Tx) error
		want string
	}{
		{"created", func(*Tx) error { return nil }, "序0 甲27 乙28 丙29 丁30"},
		{"move the last to the front", func(tx *Tx) error { return tx.MoveChapter(id["丁"], 0) }, "丁27 序0 甲28 乙29 丙30"},
		{"move it back", func(tx *Tx) error { return tx.MoveChapter(id["丁"], 4) }, "序0 甲27 乙28 丙29 丁30"},
		{"delete the first numbered", func(tx *Tx) error { _, err := tx.DeleteChapter(id["甲"]); return err }, "序0 乙27 丙28 丁29"},
		{"append by hand", func(tx *Tx) error { return create(tx, "戊", NextNumber) }, "序0 乙27 丙28 丁29 戊30"},
		{"append front matter", func(tx *Tx) error { return create(tx, "跋", 0) }, "序0 乙27 丙28 丁29 戊30 跋0"},
		{"append after front matter", func(tx *Tx) error { return create(tx, "己", NextNumber) }, "序0 乙27 丙28 丁29 戊30 跋0 己31"},
		{"move into the middle", func(tx *Tx) error { return tx.MoveChapter(id["己"], 2) }, "序0 乙27 己28 丙29 丁30 戊31 跋0"},
		{"delete the front matter", func(tx *Tx) error { _, err := tx.DeleteChapter(id["序"]); return err }, "乙27 己28 丙29 丁30 戊31 跋0"},
	}
	for _, s := range steps {
		if err := db.Update(s.do); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got := chapterNumbers(t, db, pid); got != s.want {
			t.Fatalf("%s: %s, want %s", s.name, got, s.want)
		}
	}
}

// chapterNumbers lists a project's chapters in order as title+number.
func chapterNumbers(t *testing.T, db *DB, projectID uint64) string {
	t.Helper()
	var out []string
	must(t, db.View(func(tx *Tx) error {
		chs, err := tx.Chapters(projectID)
		for _, c := range chs {
			out = append(out, fmt.Sprintf("%s%d", c.Title, c.Index))
		}
		return err
	}))
	return strings.Join(out, " ")
}

func TestProjectNamesAreUnique(t *testing.T) {
	db := openTestDB(t)
	must(t, db.Update(func(tx *Tx) error {
		a, err := tx.CreateProject("  西游记 ")
		if err != nil {
			return err
		}
		if a.Name != "西游记" {
			t.Errorf("name %q not trimmed", a.Name)
		}
		if _, err := tx.CreateProject("西游记"); !errors.Is(err, ErrExists) {
			t.Errorf("duplicate create: err = %v, want ErrExists", err)
		}
		if _, err := tx.CreateProject("   "); !errors.Is(err, ErrInvalid) {
			t.Errorf("empty name: err = %v, want ErrInvalid", err)
		}
		b, err := tx.CreateProject("水浒传")
		if err != nil {
			return err
		}
		if err := tx.RenameProject(b.ID, "西游记"); !errors.Is(err, ErrExists) {
			t.Errorf("rename onto a taken name: err = %v, want ErrExists", err)
		}
		if err := tx.RenameProject(a.ID, "西游记"); err != nil {
			t.Errorf("rename to its own name: %v", err)
		}
		p, ok, err := tx.ProjectByName("水浒传")
		if err != nil || !ok || p.ID != b.ID {
			t.Errorf("ProjectByName = %+v %v %v", p, ok, err)
		}
		return nil
	}))
}

// TestTrashedProjectFreesItsName: a deleted project keeps its record
// but not its name, which another project may take; restored, it gets a
// free name.
func TestTrashedProjectFreesItsName(t *testing.T) {
	db := openTestDB(t)
	must(t, db.Update(func(tx *Tx) error {
		a, err := tx.CreateProject("西游记")
		if err != nil {
			return err
		}
		must(t, tx.TrashProject(a.ID))
		if err := tx.TrashProject(a.ID); !errors.Is(err, ErrInvalid) {
			t.Errorf("trash twice: %v, want ErrInvalid", err)
		}
		if _, ok, _ := tx.ProjectByName("西游记"); ok {
			t.Error("a deleted project is found by name")
		}
		b, err := tx.CreateProject("西游记")
		if err != nil {
			t.Fatalf("a deleted project's name is not free: %v", err)
		}
		back, err := tx.RestoreProject(a.ID)
		if err != nil || back.Name != "西游记 (2)" || !back.Deleted.IsZero() {
			t.Errorf("restored as %+v, %v; want 西游记 (2)", back, err)
		}
		if p, ok, _ := tx.ProjectByName("西游记"); !ok || p.ID != b.ID {
			t.Errorf("the name belongs to %+v", p)
		}
		if _, err := tx.RestoreProject(b.ID); !errors.Is(err, ErrInvalid) {
			t.Errorf("restore a live project: %v, want ErrInvalid", err)
		}
		stored, err := tx.Project(a.ID)
		if err != nil || stored.Name != "西游记 (2)" || !stored.Deleted.IsZero() {
			t.Errorf("stored %+v %v", stored, err)
		}
		return nil
	}))
}

// TestDeleteProjectCascades checks P6 at the storage level: a deleted
// project leaves no chapter, text, block, parent, child, wiki entry or
// summary behind, and other projects are untouched.
func TestDeleteProjectCascades(t *testing.T) {
	db := openTestDB(t)
	var doomed, kept Project
	var doomedChildren []uint64
	var keptChild uint64
	add := func(tx *Tx, p Project, o Owner) ([]uint64, error) {
		text, nb := blocksOf("第一段。", "第二段。")
		if _, err := tx.SaveOwnerText(o, text, nb); err != nil {
			return nil, err
		}
		bs, err := tx.Blocks(o)
		if err != nil {
			return nil, err
		}
		_, chs, err := tx.AddParent(Parent{Owner: o, ProjectID: p.ID, BlockIDs: []uint64{bs[0].ID}, Text: "第一段。"},
			[]Child{{Text: "第一段。", Vector: []float32{1}}})
		if err != nil {
			return nil, err
		}
		return []uint64{chs[0].ID}, nil
	}
	must(t, db.Update(func(tx *Tx) error {
		var err error
		if doomed, err = tx.CreateProject("doomed"); err != nil {
			return err
		}
		if kept, err = tx.CreateProject("kept"); err != nil {
			return err
		}
		c, err := tx.CreateChapter(doomed.ID, "c", 1)
		if err != nil {
			return err
		}
		w, err := tx.CreateWikiEntry(WikiEntry{ProjectID: doomed.ID, Title: "贾宝玉", Type: "character", Aliases: []string{"宝玉"}})
		if err != nil {
			return err
		}
		s, err := tx.CreateSummary(c.ID)
		if err != nil {
			return err
		}
		for _, o := range []Owner{c.Owner(), w.Owner(), s.Owner()} {
			ids, err := add(tx, doomed, o)
			if err != nil {
				return err
			}
			doomedChildren = append(doomedChildren, ids...)
		}
		kc, err := tx.CreateChapter(kept.ID, "k", 1)
		if err != nil {
			return err
		}
		ids, err := add(tx, kept, kc.Owner())
		keptChild = ids[0]
		return err
	}))
	removed, err := TxValue(db.Update, func(tx *Tx) ([]uint64, error) { return tx.DeleteProject(doomed.ID) })
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(removed)
	slices.Sort(doomedChildren)
	if !slices.Equal(removed, doomedChildren) {
		t.Errorf("removed children %v, want %v", removed, doomedChildren)
	}
	must(t, db.View(func(tx *Tx) error {
		c, err := tx.Counts()
		if err != nil {
			return err
		}
		want := Counts{Projects: 1, Chapters: 1, Blocks: 2, DirtyBlocks: 2, Parents: 1, Children: 1, StaleOwners: 1}
		if c != want {
			t.Errorf("counts after delete = %+v, want %+v", c, want)
		}
		if !tx.HasChild(keptChild) {
			t.Error("the other project's child was deleted")
		}
		n := 0
		_ = tx.b(bucketTexts).ForEach(func(k, v []byte) error { n++; return nil })
		if n != 1 {
			t.Errorf("%d texts left, want 1", n)
		}
		for _, name := range [][]byte{bucketChapterOrder, bucketParentsByOwner, bucketChildrenByParent, bucketWikiByProject, bucketSummaryByChapter} {
			want := map[string]int{"chapter_order": 1, "parents_by_owner": 1, "children_by_parent": 1}[string(name)]
			if got := tx.b(name).Stats().KeyN; got != want {
				t.Errorf("index bucket %s has %d keys, want %d", name, got, want)
			}
		}
		return nil
	}))
}

func TestSummaryOnePerChapter(t *testing.T) {
	db := openTestDB(t)
	must(t, db.Update(func(tx *Tx) error {
		c, err := newChapter(tx)
		if err != nil {
			return err
		}
		s, err := tx.CreateSummary(c.ID)
		if err != nil {
			return err
		}
		if _, err := tx.CreateSummary(c.ID); !errors.Is(err, ErrExists) {
			t.Errorf("second summary: err = %v, want ErrExists", err)
		}
		got, ok, err := tx.SummaryOf(c.ID)
		if err != nil || !ok || got.ID != s.ID || got.ProjectID != c.ProjectID {
			t.Errorf("SummaryOf = %+v %v %v", got, ok, err)
		}
		owners, err := tx.OwnersOfProject(c.ProjectID)
		if err != nil {
			return err
		}
		if want := []Owner{c.Owner(), s.Owner()}; !slices.Equal(owners, want) {
			t.Errorf("owners = %v, want %v", owners, want)
		}
		return nil
	}))
}

// TestChapterTitlesAreOneLine: a title is stored as one trimmed line with
// no control characters, when a chapter is made and when it is renamed.
func TestChapterTitlesAreOneLine(t *testing.T) {
	db := openTestDB(t)
	cases := []struct{ in, want string }{
		{"第一章 风起", "第一章 风起"},
		{"  Chapter 1\n", "Chapter 1"},
		{"new\ntitle\x01", "new title"},
		{"a\r\n\r\nb", "a b"},
		{"第二章\u2028云涌\t之时", "第二章 云涌 之时"},
		{"\x1b[31m红\x1b[0m", "[31m红 [0m"},
	}
	must(t, db.Update(func(tx *Tx) error {
		p, err := tx.CreateProject("p")
		if err != nil {
			return err
		}
		for i, tc := range cases {
			c, err := tx.CreateChapter(p.ID, tc.in, i+1)
			if err != nil {
				return err
			}
			if c.Title != tc.want {
				t.Errorf("CreateChapter(%q) title %q, want %q", tc.in, c.Title, tc.want)
			}
			c.Title = "x" + tc.in
			if err := tx.PutChapter(c); err != nil {
				return err
			}
			if got, err := tx.Chapter(c.ID); err != nil || got.Title != CleanTitle("x"+tc.in) || strings.ContainsAny(got.Title, "\n\r\x01\x1b") {
				t.Errorf("PutChapter(%q) title %q (%v)", "x"+tc.in, got.Title, err)
			}
		}
		return nil
	}))
}

// TestPutChapterNewTitleMarksStale: a chapter's first keyword document
// holds its title (engine/index keywordDocs), so a new title leaves the
// chapter stale for the indexer, and the next start re-indexes it if
// nothing did before; a record rewritten with the same title (counts, a
// hash, the title cleaned to what it was) does not.
func TestPutChapterNewTitleMarksStale(t *testing.T) {
	tests := []struct {
		name, title string
		stale       bool
	}{
		{"new title", "第一回 雪夜", true},
		{"same title", "第一回 山寺", false},
		{"same title once cleaned", "  第一回 山寺\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := openTestDB(t)
			var c Chapter
			must(t, db.Update(func(tx *Tx) error {
				p, err := tx.CreateProject("p")
				if err != nil {
					return err
				}
				c, err = tx.CreateChapter(p.ID, "第一回 山寺", 1)
				return err
			}))
			must(t, db.Update(func(tx *Tx) error {
				if tx.IsStale(c.Owner()) {
					t.Fatal("a new chapter without text is stale")
				}
				c.Title, c.Chars = tt.title, 42
				return tx.PutChapter(c)
			}))
			must(t, db.View(func(tx *Tx) error {
				if got := tx.IsStale(c.Owner()); got != tt.stale {
					t.Errorf("title %q: stale %v, want %v", tt.title, got, tt.stale)
				}
				return nil
			}))
		})
	}
}
