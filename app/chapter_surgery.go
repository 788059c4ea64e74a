package app

import (
	"errors"
	"regexp"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// Chapter surgery mends a bad import in the app: the editor splits the
// open chapter at the caret (cmdSplitChapter), the sidebar merges a
// chapter with the next one (cmdMergeChapter). Each is one engine
// operation (Engine.SplitChapter, Engine.MergeChapterWithNext) that keeps
// the paragraphs' identity; appState.rewriteChapters saves the editor's
// pending edits first and opens the result afterwards.

// maxGuessedTitle is the longest first line after the caret that the
// split dialog offers as the new chapter's title: longer is prose.
const maxGuessedTitle = 30

// askSplit asks for the new chapter's title, then splits the open chapter
// at the caret.
func (e *editor) askSplit() {
	if e.chapterID == 0 {
		return
	}
	text := []rune(e.text.Text())
	at := min(max(e.text.CaretOffset(), 0), len(text))
	if strings.TrimSpace(string(text[:at])) == "" || strings.TrimSpace(string(text[at:])) == "" {
		e.u.showInfo(lang.L("Split chapter"),
			lang.L("Put the cursor where the new chapter should begin: text must stay on both sides of it."))
		return
	}
	title := newKeyEntry(e.u.keys, false)
	title.smartQuotes, title.chineseBook = e.u.smartQuotes, e.title.chineseBook
	title.SetText(e.splitTitle(text[at:]))
	id := e.chapterID
	e.u.askLine(lang.L("Split chapter"), lang.L("Split"), lang.L("Title of the new chapter"), title, func(name string) {
		if e.chapterID != id {
			return
		}
		at := e.text.CaretOffset() // the dialog is modal: still where it was
		before := e.u.chapterUndo.place()
		e.u.state.rewriteChapters(lang.L("Split chapter"), []uint64{id}, func() (engine.Chapter, error) {
			return e.u.eng.SplitChapter(id, at, name)
		}, func(made engine.Chapter) {
			e.u.chapterUndo.offerUndo(made.ProjectID, before)
			if _, numbered := engine.NextChapterHeading(made.Title); numbered {
				e.u.offerRenumber(made.ProjectID, lang.L("The chapters after the new one still carry their old numbers. Renumber the titles in book order?"))
			}
		})
	})
}

// offerRenumber asks, after a split gave the new chapter a numbered
// title (第四章 after 第三章 失恋) or a merge took a numbered chapter into
// the one before it, to renumber the titles that no longer match their
// place: the chapters after it, which still carry their old numbers (two
// 第四章, or 第一回 followed by 第三回). It is asked, not done: a
// serial's published chapters may keep their numbers, and the author sees
// every title that would change; intro says why it is asked.
func (u *UI) offerRenumber(projectID uint64, intro string) {
	fetch(u, lang.L("Renumber chapter titles"), func() ([]engine.RenumberedTitle, error) {
		return u.eng.PlanRenumber(projectID)
	}, func(plan []engine.RenumberedTitle) {
		if len(plan) > 0 {
			u.confirmRenumber(projectID, plan, intro)
		}
	})
}

// splitTitle guesses the new chapter's title from the text after the
// caret: its first line when that is short enough to be a heading (a story
// title an import missed), else the number after the chapter's own when
// its title numbers itself, in its style (第三章 失恋 → 第四章, Chapter
// 3: The Storm → Chapter 4: a web novelist numbers every chapter, and the
// chapters after it are offered a renumber once it is made), else the
// chapter's own title marked as its continuation ("药（续）", marked once
// however often it is split), else the next chapter number.
func (e *editor) splitTitle(after []rune) string {
	line, _, _ := strings.Cut(strings.TrimLeft(string(after), " \t\r\n"), "\n")
	line = strings.TrimSpace(line)
	if n := len([]rune(line)); n > 0 && n <= maxGuessedTitle && !looksLikeProse(line) {
		return line
	}
	if next, ok := engine.NextChapterHeading(e.title.Text); ok {
		return next
	}
	if title := strings.TrimSpace(e.title.Text); title != "" {
		// A continuation split again goes on with the same chapter:
		// 药（续） again, not 药（续）（续）.
		title = strings.TrimSpace(strings.TrimSuffix(title, tr("{{.V}} (continued)", "")))
		return tr("{{.V}} (continued)", title)
	}
	return newChapterTitle(e.u.state.chapterList(e.projectID))
}

// numberedHeading is a Chinese chapter heading (第三章, 第十回 …), which
// may hold any punctuation in its title.
var numberedHeading = regexp.MustCompile(`^第[0-9０-９零〇一二两三四五六七八九十百千万]+[回章节節卷部]`)

// looksLikeProse reports whether a short line is a sentence, not a
// heading: a line of dialogue (“走吧。”他说), a short paragraph (他笑了。
// / He laughed.). Chinese headings hold no sentence or clause marks
// unless they are numbered; an English one may end in a full stop after
// a number (IV.) but not after a sentence of several words.
func looksLikeProse(line string) bool {
	if numberedHeading.MatchString(line) {
		return false
	}
	if strings.ContainsAny(line, "。！？；，、“”「」『』…") {
		return true
	}
	end := strings.TrimRight(line, `"')’”`)
	endsSentence := end != "" && strings.LastIndexAny(end, ".!?;:,") == len(end)-1
	return endsSentence && len(strings.Fields(line)) > 3
}

// hold makes the editor read-only while an engine operation rewrites its
// chapter and returns the save of the pending edits (appState.holdOpen).
func (e *editor) hold() func() error {
	e.stopTimers()
	e.setEnabled(false)
	if e.state != stateEdited && e.state != stateFailed {
		return func() error { return nil }
	}
	id, title, text, seq := e.chapterID, e.title.Text, e.text.Text(), e.u.writes.ticket()
	e.state = stateSaving
	e.refreshIndicator()
	return func() error {
		_, err := e.storeChapter(seq, id, title, text)
		if errors.Is(err, errSuperseded) {
			return nil // a newer text is stored
		}
		return err
	}
}

// release gives the editor back after the save before an operation
// failed: the edits stay, marked unsaved (appState.releaseOpen).
func (e *editor) release(saveErr error) {
	e.setEnabled(true)
	e.state, e.saveErr = stateFailed, saveErr
	e.refreshIndicator()
}

// resume gives the editor back after an operation it was held for
// changed nothing (an undo of a chapter change refused): the chapter,
// its edits saved, is read again as a rewrite of the same text, which
// keeps the text's undo history, so Ctrl+Z then undoes the typing that
// made the undo refuse. Reading it afresh cleared that history, and
// Ctrl+Z went on to older chapter changes instead.
func (e *editor) resume() {
	caret := e.text.CaretOffset()
	e.loadChapterAs(e.projectID, e.chapterID, true, func() { e.text.SetCaret(caret) })
}

// surgeryChapter is the chapter the sidebar's split and merge act on: the
// one selected in the tree, else the one open in the editor.
func (s *sidebar) surgeryChapter() (engine.ChapterInfo, bool) {
	if c, ok := s.selectedChapter(); ok {
		return c, true
	}
	return s.st.chapter(s.st.openChapterRequest().chapterID)
}

// mergePair is the chapter a merge would keep (the selected one, else the
// open one) and the next one, merged into it; ok is false when there is
// no chapter, and next is false when c is its book's last.
func (s *sidebar) mergePair() (c, next engine.ChapterInfo, ok, hasNext bool) {
	c, ok = s.surgeryChapter()
	if !ok {
		return c, next, false, false
	}
	chs := s.st.chapterList(c.ProjectID)
	i := slices.IndexFunc(chs, func(x engine.ChapterInfo) bool { return x.ID == c.ID })
	if i < 0 || i+1 >= len(chs) {
		return c, next, true, false
	}
	return c, chs[i+1], true, true
}

// canMerge reports whether Merge with Next Chapter applies: a chapter
// with a next one. The toolbar, the Edit menu and the context menu grey
// it out otherwise, as Move Down is on the last chapter.
func (s *sidebar) canMerge() bool {
	_, _, _, hasNext := s.mergePair()
	return hasNext
}

// askMerge confirms, then merges the chapter with the next one.
func (s *sidebar) askMerge() {
	c, next, ok, hasNext := s.mergePair()
	if !ok {
		return
	}
	if !hasNext { // greyed out, but the command can still arrive
		s.u.showInfo(lang.L("Merge chapters"),
			tr("“{{.V}}” is the last chapter: there is no next chapter to merge it with.", displayTitle(c.Title)))
		return
	}
	msg := quotedL("Merge “{{.A}}” with the next chapter, “{{.B}}”?\nThe title “{{.B}}” becomes a line of the text. Right after, Undo (Ctrl+Z) takes the merge back; later, restore “Before merge” in Snapshots and bring “{{.B}}” back from Deleted Chapters there.",
		map[string]any{"A": displayTitle(c.Title), "B": displayTitle(next.Title)})
	s.u.newConfirm(lang.L("Merge chapters"), msg, lang.L("Merge"), func(ok bool) {
		if !ok {
			return
		}
		before := s.u.chapterUndo.place()
		s.st.rewriteChapters(lang.L("Merge chapters"), []uint64{c.ID, next.ID}, func() (engine.Chapter, error) {
			return s.u.eng.MergeChapterWithNext(c.ID)
		}, func(merged engine.Chapter) {
			s.u.chapterUndo.offerUndo(merged.ProjectID, before)
			// The next chapter is gone, as a deleted one: the results
			// of Search and Related may show it or its summary.
			s.st.removed()
			// A numbered chapter merged away leaves the ones after it a
			// number ahead of their place (第一回, 第三回 …), as a
			// split leaves them one behind.
			if _, numbered := engine.NextChapterHeading(next.Title); numbered {
				s.u.offerRenumber(merged.ProjectID, lang.L("The chapters after the merged one still carry their old numbers. Renumber the titles in book order?"))
			}
		})
	}).Show()
}

// displayTitle is a chapter's title as the tree shows it.
func displayTitle(title string) string {
	if strings.TrimSpace(title) == "" {
		return lang.L("Untitled chapter")
	}
	return title
}
