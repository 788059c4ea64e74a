package app

import (
	"testing"

	"inkflow/engine/importer"
)

// TestImportDialogTitleReads: the import's progress dialog names the book
// as each language names a book: “…” after a colon in English (bare,
// "Import The Wonderful Wizard of Oz" read as an order), 《…》 in Chinese.
func TestImportDialogTitleReads(t *testing.T) {
	for _, tt := range []struct {
		language, book, want string
	}{
		{langEn, "The Wonderful Wizard of Oz", "Import: “The Wonderful Wizard of Oz”"},
		{langZh, "呐喊", "导入《呐喊》"},
	} {
		t.Run(tt.language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true}) // starts in the preference's language
			useLanguage(t, tt.language)
			h.u.runImport(tt.book, tt.book, []importer.Chapter{{Title: "One", Text: "Dorothy lived in Kansas."}}, importer.TitlePage{})
			top := h.u.Window().Canvas().Overlays().Top()
			if top == nil || !findLabel(top, tt.want) {
				t.Errorf("the import dialog is not titled %q", tt.want)
			}
			h.u.waitBackground(5e9)
		})
	}
}
