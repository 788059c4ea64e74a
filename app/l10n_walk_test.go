package app

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/models"
	"inkflow/engine/settings"
)

// visibleStrings collects every string o shows: text drawn by any
// renderer inside it, rich-text segments, placeholders, select options
// and tab titles (a tab or option not shown yet is still collected).
func visibleStrings(o fyne.CanvasObject) []string {
	var out []string
	walkObjects(o, func(obj fyne.CanvasObject) bool {
		switch x := obj.(type) {
		case *canvas.Text:
			out = append(out, x.Text)
		case *widget.RichText:
			for _, s := range x.Segments {
				if t, ok := s.(*widget.TextSegment); ok {
					out = append(out, t.Text)
				}
			}
		case *widget.Entry:
			out = append(out, x.PlaceHolder)
		case *widget.Select:
			out = append(out, x.PlaceHolder)
			out = append(out, x.Options...)
		case *dialogSelect:
			out = append(out, x.PlaceHolder)
			out = append(out, x.Options...)
		case *intoSelect:
			out = append(out, x.PlaceHolder)
			out = append(out, x.Options...)
		case *container.AppTabs:
			for _, it := range x.Items {
				out = append(out, it.Text)
			}
		}
		return false
	})
	return out
}

// menuStrings lists the labels of a main menu and its submenus.
func menuStrings(m *fyne.MainMenu) []string {
	var out []string
	var items func([]*fyne.MenuItem)
	items = func(its []*fyne.MenuItem) {
		for _, it := range its {
			out = append(out, it.Label)
			if it.ChildMenu != nil {
				items(it.ChildMenu.Items)
			}
		}
	}
	for _, menu := range m.Items {
		out = append(out, menu.Label)
		items(menu.Items)
	}
	return out
}

var (
	asciiWord = regexp.MustCompile(`[A-Za-z]+`)
	hanRun    = regexp.MustCompile(`\p{Han}+`)
)

// TestEveryVisibleStringIsTranslated builds the whole UI in Chinese and in
// English on Fyne's test driver, opens every window, dialog, menu and tab
// it has, and fails on any shown string with a word of the other language
// that neither the catalogue of the language nor the author's own text
// (chapters, titles, file and model names) explains: an English word left
// in the Chinese interface, or Chinese left in the English one.
func TestEveryVisibleStringIsTranslated(t *testing.T) {
	book, gb := nahan(t)
	chapter := "　　滚滚长江东逝水，浪花淘尽英雄。是非成败转头空。青山依旧在，几度夕阳红。\n\n" +
		"　　话说天下大势，分久必合，合久必分。玄德、关羽、张飞于桃园结为兄弟，誓同生死。\n\n" +
		"　　次日，于桃园中备下乌牛白马祭礼等项，三人焚香再拜而说誓。"
	for _, tc := range []struct {
		language string
		words    *regexp.Regexp // words of the other language
		native   string         // the other language's name, shown as itself in the language choice
	}{
		{langZh, asciiWord, "English"},
		{langEn, hanRun, "简体中文"},
	} {
		t.Run(tc.language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{language: tc.language})
			u := h.u
			// What the author wrote or named: shown as is in any language.
			// The chapter after the replace-all below (桃园 → 刘备) is the
			// author's text too: the editor may show it before the undo.
			replaced := strings.ReplaceAll(chapter, "桃园", "刘备")
			content := []string{"三国演义", "第一回 宴桃园豪杰三结义", chapter, replaced, "桃园结义", "刘备", "涿郡人氏",
				string(book), "呐喊.txt", "GB18030", "UTF-8", models.Default, tc.native}
			for _, k := range settings.Keys() {
				if k.Type == settings.URL {
					content = append(content, k.Default) // a default address, shown as the entry's text
				}
			}
			if emb := h.eng.Embedder(); emb != nil {
				content = append(content, emb.ModelID())
				if kind := engine.ModelKind(emb); kind != "" {
					content = append(content, kind)
				}
			}
			allowed := strings.Join(append(content, catalogueTexts(t, catalogueOf[tc.language])...), "\n")
			checked := 0
			check := func(where string, strs []string) {
				t.Helper()
				for _, s := range strs {
					if strings.TrimSpace(s) == "" {
						continue
					}
					checked++
					for _, w := range tc.words.FindAllString(s, -1) {
						if !strings.Contains(allowed, w) {
							t.Errorf("%s: %q is not in the %s catalogue (word %q)", where, s, tc.language, w)
							break
						}
					}
				}
			}
			top := func() fyne.CanvasObject { return u.Window().Canvas().Overlays().Top() }
			closeTop := func() {
				t.Helper()
				o := top()
				if o == nil {
					t.Fatal("no dialog open")
				}
				u.Window().Canvas().Overlays().Remove(o)
			}

			// The empty window, then a book with a chapter open.
			check("empty window", visibleStrings(u.Window().Content()))
			p, c := h.addChapter("三国演义", "第一回 宴桃园豪杰三结义", chapter)
			entry, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "刘备", Type: "character", Text: "涿郡人氏。"})
			if err != nil {
				t.Fatal(err)
			}
			h.openInTree(p.ID, c.ID)
			h.flush()
			check("main menu", menuStrings(u.Window().MainMenu()))
			check("main window", visibleStrings(u.Window().Content()))
			// The manuscript's right-click menu (the editor draws its own).
			u.editor.text.TappedSecondary(&fyne.PointEvent{Position: fyne.NewPos(20, 20)})
			h.waitFor("the editor's context menu", func() bool { return top() != nil })
			check("editor context menu", visibleStrings(top()))
			closeTop()

			// Search with results, the related passages and the wiki.
			if cards := h.search("桃园结义"); len(cards) == 0 {
				t.Fatal("no search results")
			}
			check("search results", visibleStrings(u.Window().Content()))
			u.command(cmdRelatedNow)
			h.waitFor("related passages", func() bool {
				s := u.related.summary.Text
				return s != "" && !strings.HasSuffix(s, "…")
			})
			check("related tab", visibleStrings(u.Window().Content()))
			u.rightTab.SelectIndex(2)
			u.state.openWiki(p.ID, entry.ID)
			h.waitFor("the wiki entry", func() bool { return u.wiki.editing && u.wiki.current == entry.ID })
			check("wiki tab", visibleStrings(u.Window().Content()))

			// The Assistant tab, with the answer it gives without an
			// assistant configured and its sources.
			u.rightTab.Select(tabNamed(u, lang.L("Assistant")))
			var question *questionEntry
			walkObjects(u.Window().Content(), func(o fyne.CanvasObject) bool {
				question, _ = o.(*questionEntry)
				return question != nil
			})
			if question == nil {
				t.Fatal("no question box in the Assistant tab")
			}
			question.SetText("桃园结义")
			test.Tap(findButton(u.Window().Content(), lang.L("Ask")))
			unanswered := lang.L("No assistant configured (Settings › Assistant). Show context has the prompt to copy into any chat tool.")
			h.waitFor("the unanswered prompt", func() bool { return findLabel(u.Window().Content(), unanswered) })
			check("assistant tab", visibleStrings(u.Window().Content()))

			// Find & Replace: results with their preview, a bad pattern,
			// the confirmation, the undo button; find in the chapter; the
			// Snapshots tab with a diff and its dialogs.
			rp := u.replace
			u.command(cmdFindReplace)
			rp.pattern.SetText("桃园")
			rp.replacement.SetText("刘备")
			rp.runNow()
			h.waitFor("the find results", func() bool { return rp.result.Total > 0 && rp.request.Replacement == "刘备" })
			check("find and replace tab", visibleStrings(u.Window().Content()))
			rp.checks.regex.SetChecked(true)
			rp.pattern.SetText("桃园(")
			rp.runNow()
			h.waitFor("the bad pattern", func() bool { return rp.problem.Visible() })
			check("bad pattern", visibleStrings(u.Window().Content()))
			rp.checks.regex.SetChecked(false)
			rp.pattern.SetText("桃园")
			rp.runNow()
			h.waitFor("the find results", func() bool { return rp.result.Total > 0 && !rp.problem.Visible() })
			rp.confirmReplaceAll()
			check("replace all question", visibleStrings(top()))
			h.tapDialogButton(lang.L("Replace All"))
			h.waitFor("the replace", func() bool { return rp.undo.Visible() })
			check("undo replace", visibleStrings(u.Window().Content()))
			test.Tap(rp.undo)
			h.waitFor("the undo", func() bool { return !rp.undo.Visible() && u.editor.text.Text() == chapter })
			u.command(cmdReplaceInChapter)
			u.editor.find.pattern.SetText("桃园")
			check("find in chapter", visibleStrings(u.Window().Content()))
			u.editor.find.hide()
			u.command(cmdTakeSnapshot)
			check("take snapshot dialog", visibleStrings(top()))
			test.Type(u.Window().Canvas().Focused(), "刘备")
			h.tapDialogButton(lang.L("Take Snapshot"))
			h.waitFor("the snapshot", func() bool { return len(u.snaps.snaps) > 0 })
			u.snaps.list.Select(0)
			h.waitFor("the snapshot's diff", func() bool { return u.snaps.legend.Text != "" })
			check("snapshots tab", visibleStrings(u.Window().Content()))
			u.snaps.confirmRestore()
			check("restore question", visibleStrings(top()))
			closeTop()
			u.snaps.showDeleted()
			h.waitFor("the deleted chapters", func() bool { return top() != nil })
			check("deleted chapters", visibleStrings(top()))
			closeTop()

			// Goals in the status bar, the goals dialog, focus mode and the
			// export dialog.
			if err := h.eng.SetGoals(p.ID, engine.Goals{Target: 100000, Deadline: "2099-12-31", Daily: 1000, Session: 500}); err != nil {
				t.Fatal(err)
			}
			u.status.goals.refresh()
			h.waitFor("the goals in the status bar", func() bool { return u.status.goals.label.Text != "" })
			check("status bar goals", visibleStrings(u.Window().Content()))
			u.showGoalsDialog()
			h.waitFor("the goals dialog", func() bool { return top() != nil })
			check("goals dialog", visibleStrings(top()))
			closeTop()
			u.focus.toggle()
			h.waitFor("focus mode's session count", func() bool { return u.focus.session.Text != "" })
			check("focus mode", visibleStrings(u.Window().Content()))
			u.focus.toggle()
			u.showExportDialog()
			h.waitFor("the export dialog", func() bool { return top() != nil })
			check("export dialog", visibleStrings(top()))
			closeTop()

			// The settings dialog, every tab of it.
			u.showSettings()
			for i := range u.settings.tabs.Items {
				u.settings.tabs.SelectIndex(i)
				check("settings", visibleStrings(top()))
			}
			closeTop()

			// The sidebar's dialogs.
			u.sidebar.newProject()
			check("new project dialog", visibleStrings(top()))
			closeTop()
			u.sidebar.renameSelected()
			check("rename dialog", visibleStrings(top()))
			closeTop()
			u.sidebar.deleteSelected()
			check("delete dialog", visibleStrings(top()))
			closeTop()
			u.editor.text.SetCaret(0)
			u.command(cmdSplitChapter)
			check("split refused at the start", visibleStrings(top()))
			closeTop()
			u.editor.text.SetCaret(20)
			u.command(cmdSplitChapter)
			check("split dialog", visibleStrings(top()))
			closeTop()
			u.command(cmdMergeChapter) // the only chapter: nothing to merge with
			check("merge refused", visibleStrings(top()))
			closeTop()
			u.confirmReindex()
			check("rebuild index dialog", visibleStrings(top()))
			closeTop()

			// Import: the question to convert a GB18030 file, and the
			// dialog that lists the chapters and chooses the project.
			u.previewImport("呐喊.txt", gb)
			h.waitFor("the question to convert", func() bool { return top() != nil && findLabel(top(), "GB18030") })
			check("convert question", visibleStrings(top()))
			closeTop()
			closeTop()
			prev := u.previewImport("呐喊.txt", book)
			h.waitFor("the preview", func() bool { return len(prev.previews) == 16 && !prev.proceed.Disabled() })
			check("import dialog", visibleStrings(top()))
			test.Tap(prev.proceed)
			h.waitFor("the import to finish", func() bool {
				return top() != nil && findLabel(top(), groupDigits(16)) && !findLabel(top(), lang.L("Saving chapters…"))
			})
			h.flush()
			check("import progress", visibleStrings(top()))
			check("sidebar after the import", visibleStrings(u.Window().Content()))
			closeTop()

			if checked < 150 {
				t.Fatalf("only %d strings checked: the walk missed the UI", checked)
			}
			if tc.language == langZh && !slices.ContainsFunc(visibleStrings(u.Window().Content()), func(s string) bool { return strings.HasSuffix(s, " 字") }) {
				t.Error("the Chinese editor does not count in 字")
			}
		})
	}
}

// TestChineseFileChooserAndButtons: in Chinese a file chooser is titled
// for what it is for (Fyne's own title glued two words, "打开 文件"), its
// places are 主文件夹 and 计算机 (Fyne names them in English), and a
// dialog's buttons read 确定 and 否 (Fyne's catalogue says 好 and 不).
func TestChineseFileChooserAndButtons(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	c := h.u.Window().Canvas()
	top := func() fyne.CanvasObject { return c.Overlays().Top() }

	h.u.importFile()
	h.waitFor("the file chooser", func() bool { return top() != nil })
	if !findLabel(top(), "选择要导入的稿件") {
		t.Errorf("the import chooser's title is not 选择要导入的稿件: %q", visibleStrings(top()))
	}
	if findLabel(top(), "打开 文件") {
		t.Error("the import chooser still says 打开 文件")
	}
	for _, place := range []string{"主文件夹", "计算机"} {
		if !findLabel(top(), place) {
			t.Errorf("no place %s in the chooser's sidebar: %q", place, visibleStrings(top()))
		}
	}
	if findLabel(top(), "Home") || findLabel(top(), "Computer") {
		t.Errorf("English places in the chooser's sidebar: %q", visibleStrings(top()))
	}
	if got := lang.L("Show Hidden Files"); got != "显示隐藏文件" { // the chooser's options menu
		t.Errorf("Show Hidden Files reads %q", got)
	}
	c.Overlays().Remove(top())

	dialog.ShowInformation("导出", "已导出。", h.u.Window())
	if findButton(top(), "确定") == nil {
		t.Errorf("an information dialog's button is not 确定: %q", visibleStrings(top()))
	}
	c.Overlays().Remove(top())
	dialog.ShowConfirm("删除", "删除这一章？", func(bool) {}, h.u.Window())
	if findButton(top(), "否") == nil || findButton(top(), "是") == nil {
		t.Errorf("a confirmation's buttons are not 是 and 否: %q", visibleStrings(top()))
	}
}

// TestChineseOverwriteQuestion: saving an export over a file that is
// there (by Save or by Return in the name box), or over a folder, asks
// in Chinese; Fyne asks "Overwrite?" in English whatever the language.
// The question's answers say what they do, 替换 and 取消 (Replace and
// Cancel), not Fyne's 是 and 否.
func TestChineseOverwriteQuestion(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "长夜.docx"), []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "稿件"), 0o700); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, language, file string
		enter                bool
		want                 []string
		buttons, notButtons  []string
	}{
		{"Save over a file", langZh, "长夜.docx", false, []string{"替换文件？", "已有同名文件“长夜.docx”，要替换它吗？"}, []string{"替换", "取消"}, []string{"是", "否"}},
		{"Return over a file", langZh, "长夜.docx", true, []string{"替换文件？", "已有同名文件“长夜.docx”"}, []string{"替换", "取消"}, []string{"是", "否"}},
		{"Save over a folder", langZh, "稿件", false, []string{"不能替换文件夹", "已有同名的文件夹，请给文件换个名字。"}, nil, nil},
		{"English, over a file", langEn, "长夜.docx", false, []string{"Replace the file?"}, []string{"Replace", "Cancel"}, []string{"Yes", "No"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language})
			h.u.app.Preferences().SetString(prefExportFolder, dir)
			c := h.u.Window().Canvas()
			d := dialog.NewFileSave(func(fyne.URIWriteCloser, error) {}, h.u.Window())
			d.SetFileName(tc.file)
			h.u.showFileDialog(d, lang.L("Export to"), true)
			chooser := c.Overlays().Top()
			save := findButton(chooser, lang.L("Save"))
			if save == nil {
				t.Fatalf("no %s in the chooser: %q", lang.L("Save"), visibleStrings(chooser))
			}
			if tc.enter {
				name := chooserNameBox(t, chooser)
				name.OnSubmitted(name.Text)
			} else {
				test.Tap(save)
			}
			top := c.Overlays().Top()
			if top == chooser {
				t.Fatal("no question over the chooser")
			}
			shown := visibleStrings(top)
			for _, w := range tc.want {
				if !findLabel(top, w) {
					t.Errorf("the question does not say %q: %q", w, shown)
				}
			}
			for _, b := range tc.buttons {
				if findButton(top, b) == nil {
					t.Errorf("the question has no %q button: %q", b, shown)
				}
			}
			for _, b := range tc.notButtons {
				if findButton(top, b) != nil {
					t.Errorf("the question still answers %q: %q", b, shown)
				}
			}
			for _, en := range []string{"Overwrite", "overwrite", "Are you sure", "directory"} {
				if slices.ContainsFunc(shown, func(s string) bool { return strings.Contains(s, en) }) {
					t.Errorf("English %q in the question: %q", en, shown)
				}
			}
		})
	}
}
