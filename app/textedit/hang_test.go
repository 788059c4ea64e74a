package textedit

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
)

// TestEditorHangsIntoItsEm: the editor leaves one em past the wrap width
// for closing punctuation to hang into, and no line reaches past that em
// (two hung full-width marks, 。” or ——, reached under the scroll bar);
// —— and …… never hang and are never split between lines.
func TestEditorHangsIntoItsEm(t *testing.T) {
	text := "他说：“好。”她想了想……没说话。中文里是——不是一个。“走吧。”他答道，“天快黑了——快走！”"
	e, w := newTestEditor(t, strings.Repeat(text, 3))
	for width := float32(120); width <= 420; width += 5 {
		w.Resize(fyne.NewSize(width, 300))
		e.m.update(e)
		what := fmt.Sprintf("at %v", width)
		para := e.doc.paras[0].text
		starts := e.lines(0)
		for li, s := range starts {
			end := len(para)
			if li+1 < len(starts) {
				end = starts[li+1]
			}
			line := []rune(strings.TrimRightFunc(string(para[s:end]), unicode.IsSpace))
			var drawn float32
			for _, r := range line {
				drawn += e.m.advanceOf(r)
			}
			if drawn > e.m.wrapWidth+e.m.textSize+0.01 {
				t.Errorf("%s: line %d %q is %v wide, past the wrap width %v and its em", what, li, string(line), drawn, e.m.wrapWidth)
			}
			if li > 0 && s < len(para) {
				if prev := para[s-1]; (prev == '—' || prev == '…') && para[s] == prev {
					t.Errorf("%s: %c%c split at line %d", what, prev, prev, li)
				}
			}
		}
	}
}
