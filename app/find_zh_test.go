package app

import (
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"inkflow/engine"
)

// writeScreenshot renders the window with Fyne's software painter into
// docs/screenshots/name when INKFLOW_WRITE_SCREENSHOTS=1.
func writeScreenshot(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	if os.Getenv("INKFLOW_WRITE_SCREENSHOTS") != "1" {
		return
	}
	f, err := os.Create(filepath.Join("..", "docs", "screenshots", name))
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// sanguoChapters reads the first n chapters (回) of 三国演义 from the
// shared corpus: titles and texts.
func sanguoChapters(t *testing.T, n int) (titles, texts []string) {
	t.Helper()
	book := devBook(t, "sanguoyanyi.txt")
	heads := regexp.MustCompile(`(?m)^第[一二三四五六七八九十百]+回 .*$`).FindAllStringIndex(string(book), n+1)
	for i := 0; i < n; i++ {
		end := len(book)
		if i+1 < len(heads) {
			end = heads[i+1][0]
		}
		titles = append(titles, string(book[heads[i][0]:heads[i][1]]))
		texts = append(texts, strings.TrimSpace(string(book[heads[i][1]:end])))
	}
	return titles, texts
}

// TestChineseFindReplaceAndSnapshots runs the find, replace and snapshot
// panels in the Chinese interface on twelve chapters of 三国演义: 玄德 →
// 刘备 with the counts checked against strings.Count, one match unticked,
// the undo button worded as a Chinese app says it, and the diff of a
// snapshot taken before the replace. With INKFLOW_WRITE_SCREENSHOTS=1 it
// writes docs/screenshots/zh-find-replace.png and zh-snapshots-diff.png.
func TestChineseFindReplaceAndSnapshots(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh, ui: Options{SearchDelay: time.Hour, AutosaveDelay: time.Hour}})
	u := h.u
	u.Window().Resize(fyne.NewSize(1400, 900))
	titles, texts := sanguoChapters(t, 12)
	var (
		p        engine.Project
		ids      []uint64
		total    int
		chapters int
	)
	for i := range titles {
		var c engine.Chapter
		p, c = h.addChapter("三国演义", titles[i], texts[i])
		ids = append(ids, c.ID)
		if n := strings.Count(texts[i], "玄德"); n > 0 {
			total += n
			chapters++
		}
	}
	h.openInTree(p.ID, ids[0])

	// A named snapshot of chapter one before the replace.
	u.command(cmdTakeSnapshot)
	test.Type(u.Window().Canvas().Focused(), "初稿")
	h.tapDialogButton("存快照")
	h.waitFor("the snapshot", func() bool { return len(u.snaps.snaps) == 1 })

	// Find in the chapter, and across the project with a preview.
	ed, rp := u.editor, u.replace
	u.Window().Canvas().Focus(ed.text)
	ed.text.TypedShortcut(scFindInChapter)
	test.Type(ed.find.pattern, "玄德")
	inFirst := strings.Count(texts[0], "玄德")
	if want := "第 1 处，共 " + strconv.Itoa(inFirst) + " 处"; ed.find.status.Text != want {
		t.Fatalf("find bar says %q, want %q", ed.find.status.Text, want)
	}
	u.command(cmdFindReplace)
	test.Type(rp.pattern, "玄德")
	test.Type(rp.replacement, "刘备")
	waitResults(h, rp, "玄德", "刘备")
	if want := "共 " + strconv.Itoa(total) + " 处，分布在 " + strconv.Itoa(chapters) + " 章"; rp.summary.Text != want {
		t.Fatalf("summary %q, want %q (counted with strings.Count)", rp.summary.Text, want)
	}
	first := rp.result.Groups[0].Matches[0]
	_, check, _ := findRowView(t, rp.list, shortBefore(first.Before)+"玄德 → 刘备 "+first.After)
	tapCheck(check)
	writeScreenshot(t, u.Window(), "zh-find-replace.png")

	test.Tap(rp.replaceAll)
	h.tapDialogButton("全部替换") // not 是 (Yes), beside 不 (No)
	h.waitFor("the replace", func() bool { return rp.undo.Visible() })
	if want := "撤销替换：" + strconv.Itoa(total-1) + " 处，" + strconv.Itoa(chapters) + " 章"; rp.undo.Text != want {
		t.Fatalf("undo button %q, want %q", rp.undo.Text, want)
	}
	for i, id := range ids {
		got, _ := h.eng.Chapter(id)
		want := strings.ReplaceAll(texts[i], "玄德", "刘备")
		if i == 0 {
			want = strings.Replace(strings.Replace(texts[0], "玄德", "\x00", 1), "玄德", "刘备", -1)
			want = strings.Replace(want, "\x00", "玄德", 1)
		}
		if got.Text != want {
			t.Fatalf("chapter %d after the replace is not the text with every ticked 玄德 replaced", i+1)
		}
	}

	// The diff of 初稿 against the replaced text: 玄德 deleted, 刘备
	// inserted, character by character.
	h.waitFor("the editor to reload", func() bool { return strings.Count(ed.text.Text(), "刘备") >= inFirst-1 })
	u.rightTab.Select(u.tabOf[cmdTakeSnapshot])
	// The replace found chapter one as 初稿 recorded it, so it took no
	// second snapshot of the same text.
	if len(u.snaps.snaps) != 1 || u.snaps.snaps[0].Name != "初稿" {
		t.Fatalf("snapshots %+v, want 初稿 alone", u.snaps.snaps)
	}
	u.snaps.list.Select(0)
	h.waitFor("the diff", func() bool { return strings.HasPrefix(u.snaps.legend.Text, "自这个快照以来") })
	ins, del := diffRuns(u.snaps)
	if len(del) == 0 || strings.Trim(strings.Join(del, ""), "玄德") != "" || strings.Trim(strings.Join(ins, ""), "刘备") != "" {
		t.Fatalf("diff runs: inserted %q, deleted %q", ins, del)
	}
	writeScreenshot(t, u.Window(), "zh-snapshots-diff.png")

	test.Tap(rp.undo)
	h.waitFor("the undo", func() bool { return !rp.undo.Visible() })
	for i, id := range ids {
		if got, _ := h.eng.Chapter(id); got.Text != texts[i] {
			t.Fatalf("chapter %d after undo differs from the original", i+1)
		}
	}
}
