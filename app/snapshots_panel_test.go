package app

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

const snapDraft = "　　孔明笑曰：“吾有一计。”\n\n　　玄德问何计。Zhuge Liang smiled."

// snapRowText is snapshot row i as read: its head and its length.
func snapRowText(p *snapshotsPanel, i int) string {
	head, size := p.rowParts(i)
	return head + " · " + size
}

// diffRuns lists the inserted and deleted runs the diff view shows, as
// read: without the space after a replaced word.
func diffRuns(p *snapshotsPanel) (inserted, deleted []string) {
	trim := func(runs []string) []string {
		for i, r := range runs {
			runs[i] = strings.TrimSpace(r)
		}
		return runs
	}
	return trim(p.diff.styled(styleInserted)), trim(p.diff.styled(styleDeleted))
}

// TestSnapshotDiffAndRestore: Ctrl+Shift+S in the editor takes a named
// snapshot; after edits, the diff against it shows the inserted and
// deleted runs (a Chinese character alone, a Latin word whole); Restore
// gives the chapter its text back in the editor and the store, and the
// text before the restore is kept in a snapshot.
func TestSnapshotDiffAndRestore(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	u := h.u
	p, c := h.addChapter("三国", "第三十八回", snapDraft)
	h.openInTree(p.ID, c.ID)
	ed, sp := u.editor, u.snaps
	// A chapter without snapshots says when it gets one, in the empty
	// list's place.
	h.waitFor("the empty list's note", func() bool { return sp.empty.Visible() })
	if !strings.Contains(sp.empty.Text, "every 30 minutes while you edit") {
		t.Fatalf("empty list note %q", sp.empty.Text)
	}
	u.Window().Canvas().Focus(ed.text)

	ed.text.TypedShortcut(scTakeSnapshot)
	if selectedTabName(u) != "Snapshots" {
		t.Fatalf("Ctrl+Shift+S shows tab %q", selectedTabName(u))
	}
	test.Type(u.Window().Canvas().Focused(), "初稿")
	h.tapDialogButton("Take Snapshot")
	h.waitFor("the snapshot in the list", func() bool { return len(sp.snaps) == 1 && sp.snaps[0].Name == "初稿" })
	if sp.empty.Visible() {
		t.Fatal("the empty list's note stays over the snapshot")
	}
	if row := snapRowText(sp, 0); !strings.Contains(row, " · 初稿 · ") || !strings.HasSuffix(row, " 字") { // a Chinese chapter, in 字 under English too
		t.Fatalf("list row %q", row)
	}

	// Edit without saving: replace 笑 by 叹, a Latin word by another.
	text := strings.Replace(strings.Replace(snapDraft, "笑", "叹", 1), "smiled", "laughed", 1)
	ed.text.Replace(0, len([]rune(snapDraft)), text)
	sp.list.Select(0)
	h.waitFor("the diff", func() bool { return sp.diff.Text() != "" })
	ins, del := diffRuns(sp)
	if strings.Join(ins, "|") != "叹|laughed" || strings.Join(del, "|") != "笑|smiled" {
		t.Fatalf("diff runs: inserted %q, deleted %q; want 叹, laughed and 笑, smiled", ins, del)
	}
	if sp.legend.Text != "Since this snapshot: 2 字 written (green), 2 字 removed (red)." {
		t.Fatalf("legend %q", sp.legend.Text)
	}
	if got, _ := h.eng.Chapter(c.ID); got.Text != text {
		t.Fatal("the diff did not save the editor's text first")
	}

	test.Tap(sp.restore)
	if findButton(h.u.Window().Canvas().Overlays().Top(), "No") != nil {
		t.Fatal("the restore question answers Yes or No, which read 是 and 不 in Chinese, not Restore or Cancel")
	}
	h.tapDialogButton("Restore")
	h.waitFor("the editor to show the restored text", func() bool { return ed.text.Text() == snapDraft })
	if got, _ := h.eng.Chapter(c.ID); got.Text != snapDraft {
		t.Fatalf("stored text after restore: %q", got.Text)
	}
	h.waitFor("the pre-restore snapshot in the list", func() bool { return len(sp.snaps) == 2 })
	before := sp.snaps[0]
	if before.Reason != engine.ReasonRestore {
		t.Fatalf("newest snapshot %+v, want the one taken before the restore", before)
	}
	if kept, err := h.eng.SnapshotText(before.ID); err != nil || kept.Text != text {
		t.Fatalf("the snapshot before the restore holds %q (%v), want the edited text", kept.Text, err)
	}
	h.waitFor("the diff against the restored text", func() bool { return sp.legend.Text == "The chapter is as this snapshot recorded it." })

	// Ctrl+Z takes the restore back as it would an edit (the reload
	// cleared the undo history, and Ctrl+Z did nothing), and Ctrl+Y
	// brings it again.
	u.Window().Canvas().Focus(ed.text)
	u.command(cmdUndo)
	if ed.text.Text() != text {
		t.Fatalf("after Ctrl+Z the editor reads %q, want the text before the restore", ed.text.Text())
	}
	u.command(cmdSave)
	h.waitFor("the undone restore to be stored", func() bool { got, _ := h.eng.Chapter(c.ID); return got.Text == text })
	u.command(cmdRedo)
	if ed.text.Text() != snapDraft {
		t.Fatalf("after Ctrl+Y the editor reads %q, want the restored text", ed.text.Text())
	}
}

// TestSnapshotLegendCounts: the diff's legend counts what was written
// and removed as the status bar counts (字 in Chinese: 全部重写。 over a
// chapter of 24 字 read "新写 4 字, 删去 33 字", its punctuation and line
// breaks counted) and groups its digits as the snapshot list above it
// does (+1,500), not 1500.
func TestSnapshotLegendCounts(t *testing.T) {
	tests := []struct {
		language, old, new, want string
	}{
		{langZh, "余下了一夜。\n\n第三张 出发\n\n第二天，他们出发了。\n他们走了很久。", "全部重写。",
			"自这个快照以来：\n新写 4 字（绿色），\n删去 24 字（红色）。"},
		{langEn, "She smiled, and left.", "She laughed and left at once.",
			"Since this snapshot: 3 words written (green), 1 word removed (red)."},
		{langEn, strings.Repeat("word ", 1200), strings.Repeat("new ", 1500),
			"Since this snapshot: 1,500 words written (green), 1,200 words removed (red)."},
	}
	for _, tc := range tests {
		h := newHarness(t, harnessOptions{noModel: true, language: tc.language})
		h.u.snaps.showTextDiff(engine.DiffTexts(tc.old, tc.new))
		if h.u.snaps.legend.Text != tc.want {
			t.Errorf("%s: legend %q, want %q", tc.language, h.u.snaps.legend.Text, tc.want)
		}
	}
}

// TestRestoreDeletedChapter: with only the panel and the state, a deleted
// chapter is offered back, its size counted and written as the chapter
// list counts it (字 or words, not characters; 1,234, not 1234), and comes
// back with its text, opened.
func TestRestoreDeletedChapter(t *testing.T) {
	h := newHarness(t, harnessOptions{shellOnly: true, noModel: true})
	sp := newSnapshotsPanel(h.u)
	draft := strings.TrimSpace(strings.Repeat(snapDraft+"\n\n", 30))
	p, c := h.addChapter("三国", "第三十八回", draft)
	h.addChapter("三国", "第三十九回", replaceCh2)
	h.showPanel(sp.content())
	listed, err := h.eng.Chapter(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	shown := engine.TextCounts{Zi: listed.Zi, Chars: listed.Chars, Words: listed.Words}.In(h.u.countMode(p.ID))
	if h.u.countMode(p.ID) == engine.CountChars || shown >= utf8.RuneCountInString(draft) {
		t.Fatalf("count mode %q, %d of %d characters: the test cannot tell the counts apart", h.u.countMode(p.ID), shown, utf8.RuneCountInString(draft))
	}
	if err := h.eng.DeleteChapter(c.ID); err != nil {
		t.Fatal(err)
	}
	h.reloadSidebar()
	sp.showDeleted()
	h.waitFor("the deleted chapters", func() bool {
		top := h.u.Window().Canvas().Overlays().Top()
		return top != nil && findLabel(top, "“第三十八回”, deleted ")
	})
	if size := "(" + countText(h.u.countMode(p.ID), shown) + ")"; !findLabel(h.u.Window().Canvas().Overlays().Top(), size) {
		t.Errorf("the deleted chapter's size is not given as %q", size)
	}
	h.tapDialogButton("Restore")
	var back engine.ChapterInfo
	h.waitFor("the chapter to come back and open", func() bool {
		req := h.u.state.openChapterRequest()
		if req.chapterID == 0 || req.chapterID == c.ID {
			return false
		}
		back, _ = h.u.state.chapter(req.chapterID)
		return req.projectID == p.ID
	})
	if got, _ := h.eng.Chapter(back.ID); got.Text != draft || got.Title != "第三十八回" {
		t.Fatalf("restored chapter %q %q", got.Title, got.Text)
	}
	h.waitFor("the snapshot taken before the delete", func() bool { return len(sp.snaps) == 1 })
	// Its only snapshot has nothing older to differ from: it shows its
	// length, counted as the chapter list counts.
	if row, want := snapRowText(sp, 0), " · "+countText(h.u.countMode(p.ID), shown); !strings.HasSuffix(row, want) {
		t.Errorf("snapshot row %q, want it to end in %q", row, want)
	}
}

// TestSnapshotCount: a snapshot counts as the chapter list does in the
// author's mode (words in words, 字数 in 字数), and in characters when it
// could not be counted (-1).
func TestSnapshotCount(t *testing.T) {
	for _, c := range []struct {
		mode      engine.CountMode
		zi, words int
		wantMode  engine.CountMode
		want      int
	}{
		{engine.CountZi, 90, 70, engine.CountZi, 90},
		{engine.CountWords, 90, 70, engine.CountWords, 70},
		{engine.CountChars, 90, 70, engine.CountChars, 120},
		{engine.CountZi, -1, -1, engine.CountChars, 120},
		{engine.CountWords, 90, -1, engine.CountChars, 120},
	} {
		mode, n := snapshotCount(c.mode, engine.Snapshot{Chars: 120, Zi: c.zi, Words: c.words})
		if mode != c.wantMode || n != c.want {
			t.Errorf("%s with 字数 %d, words %d: %s %d, want %s %d", c.mode, c.zi, c.words, mode, n, c.wantMode, c.want)
		}
	}
}

// TestSnapshotHeadingNamesAnUntitledChapter: the Snapshots tab of a
// chapter without a title names it as the tree does, not with empty
// quotes (zh: 快照：《》).
func TestSnapshotHeadingNamesAnUntitledChapter(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	tests := []struct{ title, want string }{
		{"", "Snapshots of “Untitled chapter”"},
		{"  ", "Snapshots of “Untitled chapter”"},
		{"第三十八回", "Snapshots of “第三十八回”"},
	}
	for _, tt := range tests {
		p, c := h.addChapter("三国", tt.title, "孔明笑曰。")
		h.openInTree(p.ID, c.ID)
		h.waitFor("the Snapshots tab to follow the chapter", func() bool { return h.u.snaps.chapterID == c.ID })
		if got := h.u.snaps.heading.FullText(); got != tt.want {
			t.Errorf("title %q: heading %q, want %q", tt.title, got, tt.want)
		}
	}
}

// TestSnapshotDiffWrapsByChineseRules: the diff view wraps Chinese as
// the editor does, at every width of the side panel: no row starts with
// closing punctuation. Fyne's RichText, which drew it, broke after
// whatever character filled a row, and a row read "。阿强向其了加里的妈妈"
// under a chapter written through the input method.
func TestSnapshotDiffWrapsByChineseRules(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	sp := h.u.snaps
	sp.showTextDiff(engine.DiffTexts("天亮的时候，他们",
		"天亮的时候，他们靠近了灯塔。\n“快来吧，”老人说，“火还烧着。”\n"+
			"他们跟着他爬上了楼梯。楼梯很窄，每走一步都吱呀直响。阿强想起了家里的妈妈，想起了那间小房子，想起了门口的那棵老树。"))
	const noLineStart = "，。、；：！？）》”’…"
	for width := float32(120); width <= 420; width++ {
		rows := diffRows(sp.diff, width)
		for i, row := range rows {
			if r, _ := utf8.DecodeRuneInString(row); i > 0 && strings.ContainsRune(noLineStart, r) {
				t.Fatalf("at %v px a row of the diff starts with %q: %q / %q", width, r, rows[i-1], row)
			}
		}
	}
}

// TestSnapshotRowChange: a snapshot's row says how the length changed
// with its unit; "+0" alone said neither what was counted nor that the
// text may still differ.
func TestSnapshotRowChange(t *testing.T) {
	test.NewTempApp(t)
	applyLanguage(langEn)
	tests := []struct {
		mode engine.CountMode
		n    int
		want string
	}{
		{engine.CountWords, 0, "±0 words"},
		{engine.CountWords, 1, "+1 word"},
		{engine.CountWords, 4883, "+4,883 words"},
		{engine.CountWords, -3, "−3 words"},
		{engine.CountChars, -1, "−1 character"},
	}
	for _, tt := range tests {
		if got := signedCount(tt.mode, tt.n); got != tt.want {
			t.Errorf("signedCount(%s, %d) = %q, want %q", tt.mode, tt.n, got, tt.want)
		}
	}
}

// TestDiffElidesAtWords: a long unchanged stretch of English is cut at
// spaces, not inside words ("a year diff …", "… mmutable laws"); Chinese
// is cut at the 60th character.
func TestDiffElidesAtWords(t *testing.T) {
	en := "We were brought up together; there was not quite a year difference in our ages. " +
		"I need not say that we were strangers to any species of disunion or dispute, for the immutable laws had decreed it."
	head, tail, ok := elideUnchanged(en, true, true)
	if !ok || head != "We were brought up together; there was not quite a year" || tail != "disunion or dispute, for the immutable laws had decreed it." {
		t.Errorf("English elided to %q … %q, want it cut between words", head, tail)
	}
	zh := strings.Repeat("话说天下大势", 30)
	if head, tail, ok := elideUnchanged(zh, true, true); !ok || head != string([]rune(zh)[:60]) || tail != string([]rune(zh)[120:]) {
		t.Errorf("Chinese elided to %q … %q", head, tail)
	}
}

// TestSnapshotDiffWrapsWholeWords: a changed word that starts where its
// row has less room than one letter moves whole to the next row, at every
// width; Fyne 2.7's RichText put such a segment on rows of one letter
// each ("C / l / e / r / v / a / l").
func TestSnapshotDiffWrapsWholeWords(t *testing.T) {
	test.NewTempApp(t)
	for _, spans := range [][]engine.DiffSpan{
		{
			{Op: engine.DiffEqual, Text: "I have written myself into better spirits, dear cousin; and I said to "},
			{Op: engine.DiffDelete, Text: "Clairval"},
			{Op: engine.DiffInsert, Text: "Clerval"},
			{Op: engine.DiffEqual, Text: " that our excellent friend would return before the winter."},
		},
		{
			{Op: engine.DiffEqual, Text: "话说天下大势，分久必合，合久必分。周末七国分争，并入于秦。"},
			{Op: engine.DiffDelete, Text: "及秦灭之后"},
			{Op: engine.DiffInsert, Text: "秦灭之后，楚、汉分争"},
			{Op: engine.DiffEqual, Text: "，又并入于汉。"},
		},
	} {
		view := newPassageText()
		view.SetText(diffPassage(spans))
		for width := float32(120); width <= 420; width++ {
			// Rows of one letter: a legitimate wrap leaves at most one (a
			// short segment's last character), the fault a run of them.
			var lone []string
			for _, row := range diffRows(view, width) {
				if r := []rune(strings.TrimSpace(row)); len(r) == 1 && unicode.IsLetter(r[0]) {
					lone = append(lone, row)
				}
			}
			if len(lone) > 1 {
				t.Fatalf("at %v px the diff of %.12q… has rows of one letter: %q", width, spans[0].Text, lone)
			}
		}
	}
}

// TestChineseSnapshotLegendLinesFit: in Chinese the diff's legend puts
// "since this snapshot", what was written and what was removed on lines
// of their own, each fitting the side panel at 1280 and 1024 px: on one
// line it wrapped at its last space and left "字（红色）。" alone under
// "删去 0".
func TestChineseSnapshotLegendLinesFit(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	for i, it := range h.u.rightTab.Items {
		if it.Text == "快照" {
			h.u.rightTab.SelectIndex(i)
		}
	}
	l := h.u.snaps.legend
	for _, w := range []float32{1280, 1024} {
		h.u.Window().Resize(fyne.NewSize(w, 700))
		h.pump()
		h.u.snaps.showTextDiff(engine.TextDiff{})
		h.pump()
		h.u.snaps.showTextDiff(engine.TextDiff{Inserted: 12345, Deleted: 6789})
		h.pump()
		if !l.Visible() || l.Size().Width == 0 {
			t.Fatalf("%v px: the legend is not shown", w)
		}
		lines := strings.Split(l.Text, "\n")
		if len(lines) != 3 {
			t.Fatalf("legend %q, want three lines", l.Text)
		}
		if lb, rb := l.Position().Y+l.Size().Height, h.u.snaps.restore.Position().Y; l.Size().Height < l.MinSize().Height || rb < lb {
			t.Errorf("%v px window: the legend is %.0f px tall for %.0f, its end at %.0f below the restore button at %.0f", w, l.Size().Height, l.MinSize().Height, lb, rb)
		}
		room := l.Size().Width - 2*theme.InnerPadding()
		for _, line := range lines {
			if need := fyne.MeasureText(line, theme.TextSize(), l.TextStyle).Width; need > room {
				t.Errorf("%v px window: %q needs %.0f px of %.0f", w, line, need, room)
			}
		}
	}
}

// TestSnapshotDiffFollowsSaves: the diff shown compares the snapshot with
// the chapter as saved now. After a restore taken back with Ctrl+Z (or
// any typing), it went on saying "本章与这个快照完全相同" over a chapter that
// no longer was.
func TestSnapshotDiffFollowsSaves(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	p, c := h.addChapter("长河", "第二章 夜雨", "雨下了一夜。")
	if _, err := h.eng.TakeSnapshot(c.ID, "初稿"); err != nil {
		t.Fatal(err)
	}
	h.openInTree(p.ID, c.ID)
	sp, ed := h.u.snaps, h.u.editor
	h.waitFor("the snapshot in the list", func() bool { return len(sp.snaps) == 1 })
	sp.list.Select(0)
	const same = "The chapter is as this snapshot recorded it."
	h.waitFor("the diff", func() bool { return sp.legend.Text == same })

	ed.text.SetCaret(len([]rune(ed.text.Text())))
	typeInto(ed.text, "天亮了。")
	h.u.command(cmdSave)
	deadline := time.Now().Add(5 * time.Second)
	for sp.legend.Text == same && time.Now().Before(deadline) {
		h.pump()
		time.Sleep(5 * time.Millisecond)
	}
	if want := "Since this snapshot: 3 字 written (green), 0 字 removed (red)."; sp.legend.Text != want {
		t.Fatalf("after a save the legend reads %q, want %q", sp.legend.Text, want)
	}
}

// diffRows lays a diff view out at width and returns its rows as drawn,
// each the texts of one line joined.
func diffRows(view fyne.CanvasObject, width float32) []string {
	view.Resize(fyne.NewSize(width, 2000))
	type piece struct {
		y, x float32
		text string
	}
	var pieces []piece
	for _, o := range test.LaidOutObjects(view) {
		text, ok := o.(*canvas.Text)
		if !ok || !text.Visible() {
			continue
		}
		pieces = append(pieces, piece{text.Position().Y, text.Position().X, text.Text})
	}
	var rows []string
	for i, p := range pieces {
		if i > 0 && p.y == pieces[i-1].y && p.x >= pieces[i-1].x {
			rows[len(rows)-1] += p.text
			continue
		}
		rows = append(rows, p.text)
	}
	return rows
}

// TestEnglishDiffKeepsWordsWhole: an English diff wraps only between
// words, at every width, whatever segment a row ends in (a word wider
// than the whole row aside), and starts no row with a space. Fyne 2.7's
// RichText wraps each segment alone: a segment longer than a row whose
// first word did not fit in what was left of the row had that word cut
// at the row's end ("I wa" / "lked through the streets…").
func TestEnglishDiffKeepsWordsWhole(t *testing.T) {
	test.NewTempApp(t)
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	for _, c := range []struct{ oldText, newText string }{
		{ // "had " goes: the unchanged rest starts with a word
			"Morning, dismal and wet, at length dawned, and I had walked through the streets of Ingolstadt at the break of day, and my heart palpitated in the sickness of fear.",
			"Morning, dismal and wet, at length dawned, and I walked through the streets of Ingolstadt at the break of day, and my heart palpitated in the sickness of fear.",
		},
		{ // a word grows, and a long insertion starts with a word
			"The porter opened the gates of the court, which had that night been my asylum, and she would walk home through the fields. It rained.",
			"The porter opened the gates of the court, which had that night been my asylum, and she walked home through the fields, notwithstanding the rain that had not ceased since the morning and the wind from the lake. It rained.",
		},
	} {
		view := newPassageText()
		view.SetText(diffPassage(engine.DiffTexts(c.oldText, c.newText).Spans))
		all := view.Text()
		for width := float32(100); width <= 420; width++ {
			room := width
			at := 0
			rows := diffRows(view, width)
			for i, row := range rows {
				if i > 0 && strings.HasPrefix(row, " ") {
					t.Errorf("at %v px a row starts with a space: %q / %q", width, rows[i-1], row)
				}
				row = strings.TrimSpace(row)
				if row == "" {
					continue
				}
				j := strings.Index(all[at:], row)
				if j < 0 {
					t.Fatalf("at %v px row %d %q is not in the diff's text", width, i, row)
				}
				at += j + len(row)
				last, _ := utf8.DecodeLastRuneInString(row)
				next, _ := utf8.DecodeRuneInString(all[at:])
				if at >= len(all) || !word(last) || !word(next) {
					continue
				}
				// The word cut, whole: a word wider than a row must be cut,
				// and so may one that fits only without its space.
				from := strings.LastIndexFunc(all[:at], func(r rune) bool { return !word(r) }) + 1
				to := at + strings.IndexFunc(all[at:]+" ", func(r rune) bool { return !word(r) })
				w := all[from:to]
				if fyne.MeasureText(w+" ", theme.TextSize(), fyne.TextStyle{Bold: true}).Width < room {
					t.Errorf("at %v px %q is cut across rows: %q / %q", width, w, row, all[at:to])
				}
			}
		}
	}
}

// TestDiffCutMarkIsNotText: the mark where the diff leaves out unchanged
// text was a "…" in the text's colour, and next to the author's own
// ellipsis it read as part of the book ("… … I said nothing"). It is
// bracketed ([…], 〔…〕) and grey, a segment of its own, in both
// languages; the author's ellipsis stays in the text.
func TestDiffCutMarkIsNotText(t *testing.T) {
	cases := []struct {
		language         string
		oldText, newText string
		mark             string
		authors          string
	}{
		{langEn, strings.Repeat("The sea was calm and the keeper slept. ", 6) + "… I said nothing.",
			strings.Repeat("The sea was calm and the keeper slept. ", 6) + "… I said nothing at all.", "[…]", "… I said nothing"},
		{langZh, strings.Repeat("海面很平静，守塔人睡着了。", 12) + "……我什么也没说。",
			strings.Repeat("海面很平静，守塔人睡着了。", 12) + "……我什么也没说，她也没说。", "〔…〕", "……我什么也没说"},
	}
	for _, c := range cases {
		t.Run(c.language, func(t *testing.T) {
			// The harness sets the interface language the catalogue speaks.
			newHarness(t, harnessOptions{noModel: true, shellOnly: true, language: c.language})
			view := newPassageText()
			view.SetText(diffPassage(engine.DiffTexts(c.oldText, c.newText).Spans))
			marks := view.styled(styleMuted)
			for i, m := range marks {
				marks[i] = strings.TrimSpace(m)
			}
			if len(marks) != 1 || marks[0] != c.mark {
				t.Errorf("the diff's grey marks are %q, want one %q", marks, c.mark)
			}
			var plain strings.Builder
			for i, r := range view.text {
				if view.styles[i]&styleMuted == 0 {
					plain.WriteRune(r)
				}
			}
			if got, want := strings.Count(plain.String(), "…"), strings.Count(c.authors, "…"); got != want {
				t.Errorf("the text has %d ellipsis marks, the author wrote %d: %q", got, want, plain.String())
			}
			if !strings.Contains(plain.String(), c.authors) {
				t.Errorf("the author's ellipsis is gone from the text: %q", plain.String())
			}
		})
	}
}

// TestSnapshotRowsGiveLength: every snapshot row gives the chapter's
// length at that snapshot, and beside it, for all but the oldest, the
// change from the snapshot before it, in English and Chinese. The oldest
// row read "5 字" and the newer ones "+4 字", a length and a change that
// read alike.
func TestSnapshotRowsGiveLength(t *testing.T) {
	for _, tc := range []struct {
		language string
		want     []string // the rows' ends, newest first
	}{
		{langEn, []string{" · 初稿 · 5 字", " · 二稿 · 9 字 (+4)", " · 三稿 · 9 字 (±0)", " · 四稿 · 3 字 (−6)"}},
		{langZh, []string{" · 初稿 · 5 字", " · 二稿 · 9 字（+4）", " · 三稿 · 9 字（±0）", " · 四稿 · 3 字（−6）"}},
	} {
		t.Run(tc.language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language, ui: Options{AutosaveDelay: time.Hour}})
			p, c := h.addChapter("长河", "第二章 夜雨", "雨下了一夜。")
			for _, s := range []struct{ text, name string }{
				{"雨下了一夜。", "初稿"},      // 7 字 with its 。
				{"雨下了一夜，天亮才停。", "二稿"}, // 12 字
				{"雨下了一夜，天明才停。", "三稿"}, // 12 字, another word
				{"雨停了", "四稿"},         // 3 字
			} {
				if _, err := h.eng.SaveChapter(c.ID, "第二章 夜雨", s.text); err != nil {
					t.Fatal(err)
				}
				if _, err := h.eng.TakeSnapshot(c.ID, s.name); err != nil {
					t.Fatal(err)
				}
			}
			h.openInTree(p.ID, c.ID)
			sp := h.u.snaps
			h.waitFor("the snapshots in the list", func() bool { return len(sp.snaps) == len(tc.want) })
			for i, want := range tc.want {
				row := len(sp.snaps) - 1 - i // the list is newest first
				if got := snapRowText(sp, row); !strings.HasSuffix(got, want) {
					t.Errorf("row %d reads %q, want it to end in %q", row, got, want)
				}
			}
		})
	}
}

// TestSnapshotRowsFitThePanel: in a 1280-px window every snapshot row
// shows its length and change whole inside the list, the long part (a
// name, "Before a large deletion") cut with "…" instead. One label ran
// past the panel's edge: "2026-11-29 10:19 · Before a large deletion ·
// 192 words (+31" in the real window, the change cut off.
func TestSnapshotRowsFitThePanel(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	p, c := h.addChapter("The Lighthouse", "A Knock at Midnight", "A knock came at the door.")
	for _, s := range []struct{ text, name string }{
		{"A knock came at the door.", "first"},
		{"A knock came at the door of the lighthouse just after midnight, three slow blows.", "Before the long rewrite of the opening scene"},
	} {
		if _, err := h.eng.SaveChapter(c.ID, "A Knock at Midnight", s.text); err != nil {
			t.Fatal(err)
		}
		if _, err := h.eng.TakeSnapshot(c.ID, s.name); err != nil {
			t.Fatal(err)
		}
	}
	h.openInTree(p.ID, c.ID)
	h.u.rightTab.Select(tabNamed(h.u, "Snapshots"))
	sp := h.u.snaps
	h.waitFor("the snapshots in the list", func() bool { return len(sp.snaps) == 2 })
	h.pump()
	const size = "15 words (+9)" // the newest row's length
	d := fyne.CurrentApp().Driver()
	listEnd := d.AbsolutePositionForObject(sp.list).X + sp.list.Size().Width
	if sp.list.Size().Width == 0 {
		t.Fatal("the list is not laid out")
	}
	pad := 2 * theme.InnerPadding()
	var shown []string
	walkObjects(sp.list, func(o fyne.CanvasObject) bool {
		var text string
		var style fyne.TextStyle
		switch l := o.(type) {
		case *fitLabel:
			text, style = l.Text, l.TextStyle
		case *widget.Label:
			text, style = l.Text, l.TextStyle
		default:
			return false
		}
		if text == "" || !o.Visible() {
			return false
		}
		shown = append(shown, text)
		if end := d.AbsolutePositionForObject(o).X + pad + fyne.MeasureText(text, theme.TextSize(), style).Width; end > listEnd+0.5 {
			t.Errorf("%q ends at %.0f px, past the list's edge at %.0f", text, end, listEnd)
		}
		return false
	})
	if !slices.ContainsFunc(shown, func(s string) bool { return strings.HasSuffix(s, size) }) {
		t.Errorf("no label shows the length %q whole; the rows show %q", size, shown)
	}
}

// TestSnapshotHeadingKeepsOneLine: the Snapshots tab names the chapter
// on one line, cut with "…" when the title is long, so its buttons stand
// where they stood for the chapter before. Wrapped, a long title took two
// lines (《第三十一章 邓九公关心身后名 褚大娘得意离筵酒》的快 / 照) and moved
// 存快照… down, and a click aimed where it had been missed it.
func TestSnapshotHeadingKeepsOneLine(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	for i, it := range h.u.rightTab.Items {
		if it.Text == "快照" {
			h.u.rightTab.SelectIndex(i)
		}
	}
	h.u.Window().Resize(fyne.NewSize(1280, 800))
	tests := []struct{ title string }{
		{"第一章 雪"},
		{"第三十一章 邓九公关心身后名 褚大娘得意离筵酒 又一回 安公子奉命回京 何小姐秉烛夜读 张金凤临窗细看"},
		{"第二章 风"},
	}
	sp := h.u.snaps
	var at []float32
	for _, tt := range tests {
		p, c := h.addChapter("儿女英雄传", tt.title, "　　天色将晚。")
		h.openInTree(p.ID, c.ID)
		h.waitFor("the Snapshots tab to follow the chapter", func() bool { return sp.chapterID == c.ID })
		h.pump()
		if want := "快照：《" + tt.title + "》"; sp.heading.FullText() != want {
			t.Errorf("heading %q, want %q", sp.heading.FullText(), want)
		}
		// The window's driver lays the panel out again when the
		// heading's height changes; the test driver waits for a resize.
		h.u.Window().Resize(fyne.NewSize(1281, 800))
		h.u.Window().Resize(fyne.NewSize(1280, 800))
		h.pump()
		if line := widget.NewLabel("快照").MinSize().Height; sp.heading.MinSize().Height > line || sp.heading.Size().Height > line {
			t.Errorf("title %q: the heading asks %.0f px and has %.0f, one line is %.0f", tt.title, sp.heading.MinSize().Height, sp.heading.Size().Height, line)
		}
		at = append(at, fyne.CurrentApp().Driver().AbsolutePositionForObject(sp.take).Y)
	}
	for i := 1; i < len(at); i++ {
		if at[i] != at[0] {
			t.Errorf("存快照… is at y %.0f for %q, %.0f for %q", at[i], tests[i].title, at[0], tests[0].title)
		}
	}
}

// TestRestoreIsOffWithoutASnapshotShown: with no chapter open (the first
// start, or a session that closed none open) the Snapshots tab says to
// open a chapter, and its Restore This Snapshot… button must not look
// pressable: it stood enabled under "打开一章即可查看它的快照。" and did
// nothing when pressed (real window, zh_CN), until a chapter was opened
// and closed again.
func TestRestoreIsOffWithoutASnapshotShown(t *testing.T) {
	for _, tt := range []struct {
		name  string
		books bool
	}{
		{"an empty data folder", false},
		{"a book, no chapter open", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: langZh})
			if tt.books {
				h.addChapter("长河", "第一章 雪夜", "雪下了一夜。")
				h.reloadSidebar()
			}
			h.pump()
			if h.u.snaps.shown != 0 {
				t.Fatalf("a snapshot is shown: %d", h.u.snaps.shown)
			}
			if !h.u.snaps.restore.Disabled() {
				t.Error("Restore This Snapshot… is enabled with no snapshot shown")
			}
		})
	}
}

// TestSnapshotNameDialogHasRoomAboveItsButtons: the Take Snapshot
// dialog leaves as much room between its name box and its buttons as
// the other one-line dialogs (Rename, New project), at least the theme's
// inner padding. Its own form dialog, sized to its minimum, had the
// buttons 4 px under the box, a cramped strip that showed in a
// screenshot beside Rename's 15 px.
func TestSnapshotNameDialogHasRoomAboveItsButtons(t *testing.T) {
	gap := func(h *harness) float32 {
		t.Helper()
		top := h.u.Window().Canvas().Overlays().Top()
		d := fyne.CurrentApp().Driver()
		var entryBottom, buttonsTop float32
		if name, ok := h.u.Window().Canvas().Focused().(*keyEntry); ok { // the box has the keyboard
			entryBottom = d.AbsolutePositionForObject(name).Y + name.Size().Height
		}
		walkPlain(top, func(o fyne.CanvasObject) bool {
			if _, ok := o.(*widget.Button); ok {
				buttonsTop = d.AbsolutePositionForObject(o).Y
			}
			return false
		})
		if entryBottom == 0 || buttonsTop == 0 {
			t.Fatal("the dialog has no name box or no buttons")
		}
		return buttonsTop - entryBottom
	}
	gaps := map[string]float32{}
	for _, tc := range []struct {
		name string
		open func(h *harness)
	}{
		{"take snapshot", func(h *harness) { h.u.snaps.askName() }},
		{"rename", func(h *harness) {
			h.u.askLine(lang.L("Rename chapter"), lang.L("Rename"), lang.L("Chapter title"), newKeyEntry(h.u.keys, false), func(string) {})
		}},
	} {
		h := newHarness(t, harnessOptions{noModel: true})
		p, c := h.addChapter("快照", "第一章", "今天天气很好。")
		h.openInTree(p.ID, c.ID)
		h.waitFor("the snapshots panel on the chapter", func() bool { return h.u.snaps.chapterID == c.ID })
		tc.open(h)
		h.pump()
		gaps[tc.name] = gap(h)
	}
	if g := gaps["take snapshot"]; g < theme.InnerPadding() || g != gaps["rename"] {
		t.Errorf("room above the buttons: Take Snapshot %.1f px, Rename %.1f px; want the same, at least %.0f", g, gaps["rename"], theme.InnerPadding())
	}
}

// TestSnapshotReasonReadsInALaptopWindow: in a 1000×700 window the
// Snapshots list says why each snapshot was taken, whole, beside its time
// and its length, in Chinese and in English. With the full date and time
// (2026-11-29 10:19) a Chinese row read "2026-11-29 10:19 · 恢…".
func TestSnapshotReasonReadsInALaptopWindow(t *testing.T) {
	for _, tc := range []struct{ language, reason string }{
		{langZh, "恢复前"},
		{langEn, "Before restore"},
	} {
		t.Run(tc.language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language, ui: Options{AutosaveDelay: time.Hour}})
			h.u.Window().Resize(fyne.NewSize(1000, 700))
			text := strings.Repeat("雨下了一夜，天亮才停。", 120)
			p, c := h.addChapter("长河", "第二章 夜雨", text)
			snap, err := h.eng.TakeSnapshot(c.ID, "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := h.eng.SaveChapter(c.ID, "第二章 夜雨", text+strings.Repeat("风停了。", 30)); err != nil {
				t.Fatal(err)
			}
			if _, err := h.eng.RestoreSnapshot(snap.ID); err != nil {
				t.Fatal(err)
			}
			h.openInTree(p.ID, c.ID)
			h.u.rightTab.Select(tabNamed(h.u, lang.L("Snapshots")))
			sp := h.u.snaps
			h.waitFor("the snapshots in the list", func() bool { return len(sp.snaps) == 2 })
			h.pump()
			var heads []string
			walkObjects(sp.list, func(o fyne.CanvasObject) bool {
				if l, ok := o.(*fitLabel); ok && l.Visible() && l.Text != "" {
					heads = append(heads, l.Text)
				}
				return false
			})
			if !slices.ContainsFunc(heads, func(s string) bool { return strings.HasSuffix(s, " · "+tc.reason) }) {
				t.Errorf("no row says %q whole; the rows read %q", tc.reason, heads)
			}
		})
	}
}

// TestSnapshotTime: a snapshot's time is as short as tells it apart: the
// time today, month and day this year, the date before.
func TestSnapshotTime(t *testing.T) {
	now := time.Date(2026, 11, 29, 18, 30, 0, 0, time.Local)
	for _, c := range []struct {
		at   time.Time
		want string
	}{
		{time.Date(2026, 11, 29, 10, 19, 0, 0, time.Local), "10:19"},
		{time.Date(2026, 11, 28, 23, 5, 0, 0, time.Local), "11-28 23:05"},
		{time.Date(2026, 1, 3, 8, 0, 0, 0, time.Local), "01-03 08:00"},
		{time.Date(2025, 11, 29, 10, 19, 0, 0, time.Local), "2025-11-29"},
	} {
		if got := snapshotTime(c.at, now); got != c.want {
			t.Errorf("%v: %q, want %q", c.at, got, c.want)
		}
	}
}
