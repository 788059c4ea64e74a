package app

import "testing"

// TestExportOfABookWithNoChaptersAsksForNoFile: File › Export as Text…,
// Export as Markdown… and Export… on a book whose chapters were all
// deleted say there is nothing to export, in the interface language,
// before any file dialog. The save dialog came first and made the file;
// then the engine refused, in English ("导出：engine: export project 2:
// the project has no chapters: invalid argument"), and an empty 测试.txt
// was left in the folder (real window, zh_CN).
func TestExportOfABookWithNoChaptersAsksForNoFile(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, c := h.addChapter("测试", "第一章", "")
	if err := h.eng.DeleteChapter(c.ID); err != nil {
		t.Fatal(err)
	}
	h.reloadSidebar()
	h.waitFor("the book without chapters", func() bool {
		_, ok := h.u.state.project(p.ID)
		return ok && len(h.u.state.chapterList(p.ID)) == 0
	})
	h.u.state.setProject(p.ID)
	for _, c := range []struct {
		what   string
		export func()
	}{
		{"Export as Text", func() { h.u.exportProject("txt") }},
		{"Export as Markdown", func() { h.u.exportProject("md") }},
		{"Export…", h.u.showExportDialog},
	} {
		c.export()
		h.pump()
		top := h.u.Window().Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%s: nothing was said", c.what)
		}
		if n := len(h.u.Window().Canvas().Overlays().List()); n != 1 {
			t.Errorf("%s: %d dialogs open, want the one message (no file dialog)", c.what, n)
		}
		if !findLabel(top, "这部作品没有章节，没有可导出的内容。") {
			t.Errorf("%s: the message does not say the book has no chapters to export", c.what)
		}
		h.tapDialogButton("确定")
	}
}
