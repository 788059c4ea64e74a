package storage

import (
	"errors"
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
