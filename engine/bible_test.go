package engine

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"inkflow/storage"
)

// flushMentions waits for the mention tracker only (no model needed).
func flushMentions(t testing.TB, e *Engine) {
	t.Helper()
	waitMinute(t, e.mentions.flush)
}

func appearances(t testing.TB, e *Engine, id uint64) Appearances {
	t.Helper()
	a, err := e.Appearances(id)
	must(t, err)
	return a
}

func counts(a Appearances) []int {
	var out []int
	for _, c := range a.Chapters {
		out = append(out, c.Count)
	}
	return out
}

// storedMentions reads every stored mention record (without dismissals)
// of a project's chapters, by block.
func storedMentions(t testing.TB, e *Engine, projectID uint64) map[storage.Owner]map[uint64][]storage.BlockMention {
	t.Helper()
	out := map[storage.Owner]map[uint64][]storage.BlockMention{}
	err := e.DB().View(func(tx *storage.Tx) error {
		ids, err := tx.ChapterIDs(projectID)
		if err != nil {
			return err
		}
		for _, id := range ids {
			o := storage.ChapterOwner(id)
			recs, err := tx.BlockMentionsOf(o)
			if err != nil {
				return err
			}
			out[o] = map[uint64][]storage.BlockMention{}
			for bid, r := range recs {
				out[o][bid] = r.Mentions
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestMentionsFollowEditsAndEntries walks the tracker through the
// author's actions: saves rescan only the changed paragraph, a new alias
// or exclusion only the paragraphs it can affect, a dismissal persists
// across a restart, and deletions leave nothing behind.
func TestMentionsFollowEditsAndEntries(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, newBigram(), testDebounceNever)
	p := mustProject(t, e, "三国")
	c1 := mustChapter(t, e, p.ID, "第一回", "刘玄德见关羽。\n\n玄德曰：善。\n\n曹操大笑。")
	c2 := mustChapter(t, e, p.ID, "第二回", "天下大乱，孔明放孔明灯，满城百姓皆望之。\n\n卧龙先生，刘备拜之。")
	liu, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "刘备", Aliases: []string{"玄德", "刘玄德"}})
	must(t, err)
	kong, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "诸葛亮", Aliases: []string{"孔明"}, Exclusions: []string{"孔明灯"}})
	must(t, err)
	flush(t, e)
	checkInvariants(t, e)

	a := appearances(t, e, liu.ID)
	if a.Total != 3 || a.First != 1 || a.Last != 2 || !slices.Equal(counts(a), []int{2, 1}) {
		t.Fatalf("刘备: %+v", a)
	}
	if m := a.Mentions[0]; m.Name != "刘玄德" || m.Start != 0 || m.End != 3 || m.Context != "刘玄德见关羽。" || m.ChapterTitle != "第一回" {
		t.Fatalf("first mention %+v", m)
	}
	k := appearances(t, e, kong.ID)
	if k.Total != 1 || k.First != 2 || k.Mentions[0].Start != 5 {
		t.Fatalf("诸葛亮 (孔明灯 excluded): %+v", k)
	}

	// One edited paragraph: one block rescanned.
	before := e.MentionsScanned()
	_, err = e.SaveChapter(c1.ID, "第一回", "刘玄德见关羽。\n\n玄德曰：善。刘备笑。\n\n曹操大笑。")
	must(t, err)
	flushMentions(t, e)
	if got := e.MentionsScanned() - before; got != 1 {
		t.Fatalf("an edit of one paragraph rescanned %d blocks", got)
	}
	if a := appearances(t, e, liu.ID); !slices.Equal(counts(a), []int{3, 1}) {
		t.Fatalf("after the edit: %v", counts(a))
	}

	// A new alias rescans the paragraphs it occurs in and those that
	// mention the entry, not the whole book.
	before = e.MentionsScanned()
	kong.Aliases = append(kong.Aliases, "卧龙")
	must(t, e.UpdateWikiEntry(kong))
	flushMentions(t, e)
	if got := e.MentionsScanned() - before; got != 2 {
		t.Fatalf("a new alias rescanned %d blocks, want 2", got)
	}
	if k := appearances(t, e, kong.ID); k.Total != 2 {
		t.Fatalf("with 卧龙: %+v", k)
	}

	// Removing the exclusion makes 孔明灯 count again.
	kong.Exclusions = nil
	must(t, e.UpdateWikiEntry(kong))
	flushMentions(t, e)
	k = appearances(t, e, kong.ID)
	if k.Total != 3 {
		t.Fatalf("without the exclusion: %+v", k)
	}

	// "Not this one" persists across a restart and an edit elsewhere in
	// the paragraph.
	must(t, e.DismissMention(kong.ID, c2.ID, 8, true))
	must(t, e.Close())
	e = openEngine(t, dir, newBigram(), testDebounceNever)
	_, err = e.SaveChapter(c2.ID, "第二回", "是日天下大乱，孔明放孔明灯，满城百姓仰望之。\n\n卧龙先生，刘备拜之。")
	must(t, err)
	flushMentions(t, e)
	k = appearances(t, e, kong.ID)
	if k.Total != 2 || len(k.Mentions) != 3 || !k.Mentions[1].Dismissed || k.Mentions[1].Start != 10 {
		t.Fatalf("dismissal lost: %+v", k)
	}
	if err := e.DismissMention(kong.ID, c2.ID, 1, true); err == nil {
		t.Fatal("dismissing a mention that is not there succeeded")
	}

	// Deleting an entry drops its mentions and lets the shorter name of
	// another entry match where its longer name did.
	xuan, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "玄德"})
	must(t, err)
	flushMentions(t, e)
	if a := appearances(t, e, xuan.ID); a.Total != 0 {
		t.Fatalf("玄德 is 刘备's alias (smaller id wins): %+v", a)
	}
	must(t, e.DeleteWikiEntry(liu.ID))
	flush(t, e)
	checkInvariants(t, e)
	if a := appearances(t, e, xuan.ID); a.Total != 2 {
		t.Fatalf("玄德 after deleting 刘备: %+v", a)
	}
	must(t, e.DeleteChapter(c1.ID))
	flush(t, e)
	checkInvariants(t, e)
	if a := appearances(t, e, xuan.ID); a.Total != 0 || len(a.Chapters) != 1 {
		t.Fatalf("玄德 after deleting chapter 1: %+v", a)
	}
	must(t, e.DeleteProject(p.ID))
	flush(t, e)
	checkInvariants(t, e)
}

func TestEnglishMentionsAndSuggestions(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "Frankenstein")
	text := strings.Repeat("I saw Victor and Clerval today. Clerval was well; Victorious armies passed, and Elizabeth wrote to Victor Frankenstein.\n\n", 5)
	mustChapter(t, e, p.ID, "Letter 1", text)
	v, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "Victor", Aliases: []string{"Frankenstein"}})
	must(t, err)
	flushMentions(t, e)
	if a := appearances(t, e, v.ID); a.Total != 15 {
		t.Fatalf("Victor: %d mentions, want 15 (not Victorious): %+v", a.Total, a.Mentions)
	}
	got, err := e.SuggestEntries(p.ID, 0)
	must(t, err)
	found := map[string]int{}
	for _, c := range got {
		found[c.Name] = c.Count
	}
	// Every Clerval counts, the one that starts a sentence too: the
	// count is what Appearances shows once the name is an entry (capitals
	// at a sentence start say nothing of a name, but the name is there).
	if found["Clerval"] != 10 || found["Elizabeth"] != 5 || found["Victor"] != 0 || found["Frankenstein"] != 0 {
		t.Fatalf("suggestions %v", got)
	}
	// An ignored name is not proposed again.
	must(t, e.IgnoreSuggestion(p.ID, "Clerval"))
	got, err = e.SuggestEntries(p.ID, 0)
	must(t, err)
	if slices.ContainsFunc(got, func(c NameCandidate) bool { return c.Name == "Clerval" }) || len(got) == 0 {
		t.Fatalf("suggestions after ignoring Clerval: %v", got)
	}
}

// TestDeletedExclusionFreesTheName: an entry's exclusion (孔明灯) hides
// another entry's name (孔明) in a chapter that never mentioned the
// excluding entry; deleting that entry must rescan the chapter (found by
// TestMentionsRebuildEqualsIncremental).
func TestDeletedExclusionFreesTheName(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	mustChapter(t, e, p.ID, "第一回", "孔明灯高挂。")
	kongming, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "孔明"})
	must(t, err)
	zhuge, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "诸葛亮", Exclusions: []string{"孔明灯"}})
	must(t, err)
	flushMentions(t, e)
	count := func() int {
		a, err := e.Appearances(kongming.ID)
		must(t, err)
		return a.Total
	}
	if n := count(); n != 0 {
		t.Fatalf("孔明 appears %d times while 孔明灯 is excluded, want 0", n)
	}
	must(t, e.DeleteWikiEntry(zhuge.ID))
	flushMentions(t, e)
	if n := count(); n != 1 {
		t.Errorf("孔明 appears %d times after the exclusion's entry was deleted, want 1", n)
	}
}

// nahanChapter makes a project with one chapter of text and an entry
// titled each of titles, and waits for their mentions.
func nahanChapter(t *testing.T, e *Engine, text string, titles ...string) (Chapter, []WikiEntry) {
	t.Helper()
	p := mustProject(t, e, "呐喊")
	c := mustChapter(t, e, p.ID, "阿Ｑ正传", text)
	var ws []WikiEntry
	for _, title := range titles {
		w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: title})
		must(t, err)
		ws = append(ws, w)
	}
	flushMentions(t, e)
	return c, ws
}

// TestMentionsAcrossWidths: the entry 阿Q, typed with an ordinary Q,
// finds the full-width 阿Ｑ of 呐喊 as well as 阿Q, and the highlight
// covers the name as written.
func TestMentionsAcrossWidths(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	c, ws := nahanChapter(t, e, "我要给阿Ｑ做正传。\n\n阿Q没有家，ＢＢＣ也。", "阿Q", "BBC")
	q, bbc := ws[0], ws[1]
	a := appearances(t, e, q.ID)
	if a.Total != 2 || a.Mentions[0].Name != "阿Ｑ" || a.Mentions[0].Start != 3 || a.Mentions[1].Name != "阿Q" {
		t.Fatalf("阿Q: %+v", a)
	}
	if a := appearances(t, e, bbc.ID); a.Total != 1 || a.Mentions[0].Name != "ＢＢＣ" {
		t.Fatalf("BBC: %+v", a)
	}
	text, spans, current, err := e.ChapterNames(c.ID)
	must(t, err)
	runes := []rune(text)
	var named []string
	for _, s := range spans {
		named = append(named, string(runes[s.Start:s.End]))
	}
	if !current || !slices.Equal(named, []string{"阿Ｑ", "阿Q", "ＢＢＣ"}) {
		t.Fatalf("highlights %v (current %v), want 阿Ｑ, 阿Q, ＢＢＣ", named, current)
	}
}

// TestIgnoredSuggestionAcrossWidths: a name the author turned down as
// 阿Ｑ is not proposed again as 阿Q once the book writes that more often.
func TestIgnoredSuggestionAcrossWidths(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "呐喊")
	c := mustChapter(t, e, p.ID, "阿Ｑ正传", strings.Repeat("，阿Ｑ走了。，阿Ｑ笑了。，阿Ｑ哭了。", 3))
	names := func() []string {
		got, err := e.SuggestEntries(p.ID, 0)
		must(t, err)
		var out []string
		for _, n := range got {
			out = append(out, n.Name)
		}
		return out
	}
	if got := names(); !slices.Equal(got, []string{"阿Ｑ"}) {
		t.Fatalf("suggestions %v, want 阿Ｑ", got)
	}
	must(t, e.IgnoreSuggestion(p.ID, "阿Ｑ"))
	_, err := e.SaveChapter(c.ID, "阿Ｑ正传", strings.Repeat("，阿Q走了。，阿Q笑了。，阿Ｑ哭了。", 3))
	must(t, err)
	if got := names(); len(got) != 0 {
		t.Fatalf("suggestions after ignoring 阿Ｑ: %v", got)
	}
}

// TestOpenRescansMentionsOfAnOlderMatcher: a database whose mentions an
// older matcher found (one that told 阿Q from 阿Ｑ) has them found again
// at the next start, the author's dismissals kept; once current, a start
// rescans nothing.
func TestOpenRescansMentionsOfAnOlderMatcher(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, nil, testDebounceNever)
	c, ws := nahanChapter(t, e, "我要给阿Ｑ做正传。\n\n赵太爷打了阿Ｑ，赵太爷笑。", "阿Q", "赵太爷")
	q, zhao := ws[0], ws[1]
	must(t, e.DismissMention(zhao.ID, c.ID, 11, true))
	// What the older matcher stored: 赵太爷 only, at the text's hash.
	must(t, e.DB().Update(func(tx *storage.Tx) error {
		recs, err := tx.BlockMentionsOf(storage.ChapterOwner(c.ID))
		if err != nil {
			return err
		}
		for _, r := range recs {
			r.Mentions = slices.DeleteFunc(r.Mentions, func(m storage.BlockMention) bool { return m.EntryID == q.ID })
			if err := tx.PutBlockMentions(r); err != nil {
				return err
			}
		}
		return tx.SetMentionsVersion(1)
	}))
	must(t, e.Close())

	e = openEngine(t, dir, nil, testDebounceNever)
	flushMentions(t, e)
	if a := appearances(t, e, q.ID); a.Total != 2 {
		t.Fatalf("阿Q after the upgrade: %+v", a)
	}
	z := appearances(t, e, zhao.ID)
	if z.Total != 1 || len(z.Mentions) != 2 || !z.Mentions[0].Dismissed {
		t.Fatalf("赵太爷's dismissal lost in the upgrade: %+v", z)
	}
	must(t, e.DB().View(func(tx *storage.Tx) error {
		if v := tx.MentionsVersion(); v != mentionsVersion {
			t.Errorf("mentions version %d after the upgrade, want %d", v, mentionsVersion)
		}
		bad, err := tx.CheckMentions()
		for _, b := range bad {
			t.Error(b)
		}
		return err
	}))
	must(t, e.Close())

	e = openEngine(t, dir, nil, testDebounceNever)
	flushMentions(t, e)
	if n := e.MentionsScanned(); n != 0 {
		t.Fatalf("a start with current mentions rescanned %d blocks", n)
	}
}

// TestMentionsRebuildEqualsIncremental: after any sequence of saves,
// entry changes and deletions, the mentions the tracker kept equal a
// rebuild from the text.
func TestMentionsRebuildEqualsIncremental(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	words := []string{"刘备", "玄德", "刘玄德", "孔明", "孔明灯", "诸葛孔明", "卧龙", "曹操", "。", "\n\n", "天下", "Victor", " ", "Victorious"}
	names := []string{"刘备", "玄德", "刘玄德", "孔明", "诸葛亮", "卧龙", "Victor", "曹操"}
	rapid.Check(t, func(rt *rapid.T) {
		p, err := e.CreateProject(rapid.StringMatching(`p[a-z]{8}`).Draw(rt, "project"))
		if err != nil {
			rt.Skip("project name taken")
		}
		defer func() { _ = e.DeleteProject(p.ID) }()
		var chapters []uint64
		var entries []WikiEntry
		text := func(label string) string {
			return strings.Join(rapid.SliceOfN(rapid.SampledFrom(words), 0, 30).Draw(rt, label), "")
		}
		for i := range rapid.IntRange(1, 30).Draw(rt, "steps") {
			switch rapid.IntRange(0, 5).Draw(rt, "op") {
			case 0:
				c, err := e.CreateChapter(p.ID, "c")
				must(t, err)
				chapters = append(chapters, c.ID)
				fallthrough
			case 1:
				if len(chapters) > 0 {
					id := rapid.SampledFrom(chapters).Draw(rt, "chapter")
					_, err := e.SaveChapter(id, "c", text("text"))
					must(t, err)
				}
			case 2:
				w, err := e.CreateWikiEntry(p.ID, WikiEntry{
					Title:      rapid.SampledFrom(names).Draw(rt, "title"),
					Aliases:    rapid.SliceOfN(rapid.SampledFrom(names), 0, 2).Draw(rt, "aliases"),
					Exclusions: rapid.SliceOfN(rapid.SampledFrom([]string{"孔明灯", "Victorious"}), 0, 1).Draw(rt, "exclusions"),
				})
				must(t, err)
				entries = append(entries, w)
			case 3:
				if len(entries) > 0 {
					i := rapid.IntRange(0, len(entries)-1).Draw(rt, "entry")
					entries[i].Aliases = rapid.SliceOfN(rapid.SampledFrom(names), 0, 2).Draw(rt, "new aliases")
					must(t, e.UpdateWikiEntry(entries[i]))
				}
			case 4:
				if len(entries) > 0 {
					i := rapid.IntRange(0, len(entries)-1).Draw(rt, "deleted entry")
					must(t, e.DeleteWikiEntry(entries[i].ID))
					entries = slices.Delete(entries, i, i+1)
				}
			case 5:
				if len(chapters) > 0 {
					i := rapid.IntRange(0, len(chapters)-1).Draw(rt, "deleted chapter")
					must(t, e.DeleteChapter(chapters[i]))
					chapters = slices.Delete(chapters, i, i+1)
				}
			}
			if rapid.Bool().Draw(rt, "flush") || i%7 == 6 {
				flushMentions(t, e)
			}
		}
		flushMentions(t, e)
		kept := storedMentions(t, e, p.ID)
		if _, err := e.RebuildMentions(p.ID); err != nil {
			rt.Fatal(err)
		}
		if rebuilt := storedMentions(t, e, p.ID); !reflect.DeepEqual(kept, rebuilt) {
			rt.Fatalf("kept mentions differ from a rebuild:\nkept    %v\nrebuilt %v", kept, rebuilt)
		}
		for _, err := range invariantErrors(e) {
			if strings.HasPrefix(err.Error(), "P6: mention") || strings.Contains(err.Error(), "mentions") {
				rt.Fatal(err)
			}
		}
	})
}

func TestContinuityReading(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	for i, text := range []string{"甲段：孔明出山。\n\n无关。", "乙段：孔明借箭。", "丙段：孔明祭风。", "丁段：孔明归天。"} {
		mustChapter(t, e, p.ID, fmt.Sprintf("第%d回", i+1), text)
	}
	w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "诸葛亮", Aliases: []string{"孔明"}})
	must(t, err)
	flushMentions(t, e)
	r, err := e.ContinuityReading(ReadingRequest{EntryID: w.ID, Before: 4, Recent: 1})
	must(t, err)
	want := "[第3回]\n丙段：孔明祭风。\n\n[第1回]\n甲段：孔明出山。\n\n[第2回]\n乙段：孔明借箭。"
	if r.Text != want || len(r.Passages) != 3 || r.Chars != len([]rune(want)) {
		t.Fatalf("reading list %q, want %q (%+v)", r.Text, want, r)
	}
	r, err = e.ContinuityReading(ReadingRequest{EntryID: w.ID, Budget: 30, Recent: 2})
	must(t, err)
	if r.Text != "[第3回]\n丙段：孔明祭风。\n\n[第4回]\n丁段：孔明归天。" || r.Chars > 30 {
		t.Fatalf("budgeted list %q", r.Text)
	}
}

// TestContextLine: the line around a mention, cut to contextRadius on
// each side with "…" where it is cut, and where the name starts in it, so
// a narrow list can start the line just before the name.
func TestContextLine(t *testing.T) {
	long := strings.Repeat("风", 40)
	tests := []struct {
		name, text string
		start, end int
		want       string
		wantAt     int
	}{
		{"whole line", "刘玄德见关羽。", 0, 3, "刘玄德见关羽。", 0},
		{"indent trimmed", "　　他见刘琮至。", 4, 6, "他见刘琮至。", 2},
		{"cut before", long + "刘琮至。", 40, 42, "…" + strings.Repeat("风", 30) + "刘琮至。", 31},
		{"cut after", "刘琮" + long, 0, 2, "刘琮" + strings.Repeat("风", 30) + "…", 0},
		{"other lines left out", "上一行。\n　　刘琮至。\n下一行。", 7, 9, "刘琮至。", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runes := []rune(tt.text)
			got, at := contextLine(runes, tt.start, tt.end)
			if got != tt.want || at != tt.wantAt {
				t.Fatalf("%q at %d, want %q at %d", got, at, tt.want, tt.wantAt)
			}
			if name := string(runes[tt.start:tt.end]); !strings.HasPrefix(string([]rune(got)[at:]), name) {
				t.Fatalf("%q at %d does not start %q", got, at, name)
			}
		})
	}
}

// TestSuggestEntriesGuessKinds: a suggested name came without a kind and
// the app added every one as a character, Kansas too. SuggestEntries
// gives the entry type the text's use of the name suggests.
func TestSuggestEntriesGuessKinds(t *testing.T) {
	tests := []struct {
		name, text string
		want       map[string]string
	}{
		{"English", "Dorothy lived in Kansas with Toto. “Home,” said Dorothy, far from Kansas. Toto barked at Dorothy, and the wind blew across Kansas.\n\n",
			map[string]string{"Dorothy": "character", "Kansas": "place", "Toto": "character"}},
		{"Chinese", "阿Q到未庄去，阿Q说：“我回未庄。”魏兵在未庄里，魏兵退了。\n\n",
			map[string]string{"阿Q": "character", "未庄": "place", "魏兵": "faction"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, tt.name)
			mustChapter(t, e, p.ID, "One", strings.Repeat(tt.text, 5))
			got, err := e.SuggestEntries(p.ID, 0)
			must(t, err)
			kinds := map[string]string{}
			for _, c := range got {
				kinds[c.Name] = c.Kind
			}
			for name, kind := range tt.want {
				if kinds[name] != kind {
					t.Errorf("%s: kind %q, want %q (suggestions %+v)", name, kinds[name], kind, got)
				}
			}
		})
	}
}

// TestBookTitleIsNoMention: the book's title on its title page names the
// book, not the character named in it; its name, its export title and a
// rename are followed, and a book titled with a character's very name
// (Emma) leaves every mention of her counted.
func TestBookTitleIsNoMention(t *testing.T) {
	const text = "The Picture of Dorian Gray\n\nby Oscar Wilde\n\nDorian Gray smiled. Then Dorian laughed, and THE PICTURE OF DORIAN GRAY was finished."
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "The Picture of Dorian Gray")
	mustChapter(t, e, p.ID, "Title page", text)
	dorian, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "Dorian Gray", Aliases: []string{"Dorian"}})
	must(t, err)
	// Another entry: a title that is one entry's name must not hide it
	// as the other's exclusion.
	_, err = e.CreateWikiEntry(p.ID, WikiEntry{Title: "Basil Hallward"})
	must(t, err)
	emmaBook := mustProject(t, e, "Emma")
	mustChapter(t, e, emmaBook.ID, "Volume I", "Emma\n\nEmma Woodhouse, handsome, clever, and rich. Emma smiled.")
	emma, err := e.CreateWikiEntry(emmaBook.ID, WikiEntry{Title: "Emma"})
	must(t, err)
	count := func(id uint64) int {
		t.Helper()
		flushMentions(t, e)
		a, err := e.Appearances(id)
		must(t, err)
		return a.Total
	}
	steps := []struct {
		name   string
		change func()
		want   int
	}{
		{"the project's name", func() {}, 2},
		{"renamed to no title the text holds", func() { must(t, e.RenameProject(p.ID, "Draft")) }, 4},
		{"the export title", func() { must(t, e.SetProjectMeta(p.ID, ProjectMeta{Title: "The Picture of Dorian Gray"})) }, 2},
		{"the export title cleared", func() { must(t, e.SetProjectMeta(p.ID, ProjectMeta{})) }, 4},
		{"renamed to the character's name", func() { must(t, e.RenameProject(p.ID, "Dorian")) }, 4},
	}
	for _, s := range steps {
		s.change()
		if n := count(dorian.ID); n != s.want {
			t.Errorf("%s: Dorian Gray has %d mentions, want %d", s.name, n, s.want)
		}
	}
	if n := count(emma.ID); n != 3 {
		t.Errorf("Emma in the book Emma has %d mentions, want 3", n)
	}
}
