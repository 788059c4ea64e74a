package engine

import (
	"strings"
	"testing"
)

// TestDiffTexts: the spans spell both texts; a rewritten paragraph reads
// as the old struck and the new written, not the new word set inside the
// old by a full stop the two share; a word changed in a sentence stays a
// word replaced between the words kept, in English and in Chinese.
func TestDiffTexts(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           string // the spans as [-deleted-]{+inserted+}
	}{
		{"a rewrite is the old struck and the new written",
			"\u201cYou shouldn\u2019t be out here,\u201d said Margaret, pulling her shawl tighter against the wind. \u201cNot tonight.\u201d",
			"Gone.",
			"[-\u201cYou shouldn\u2019t be out here,\u201d said Margaret, pulling her shawl tighter against the wind. \u201cNot tonight.\u201d-]{+Gone.+}"},
		{"a word replaced", "The sea was grey and cold.", "The sea was green and cold.", "The sea was [-grey-]{+green+} and cold."},
		{"a word added", "She waited by the window.", "She waited alone by the window.", "She waited {+alone +}by the window."},
		{"a Chinese character", "他走进了灯塔。", "她走进了灯塔。", "[-他-]{+她+}走进了灯塔。"},
		{"unchanged", "Same.", "Same.", "Same."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := DiffTexts(tt.old, tt.new)
			var got, old, new strings.Builder
			for _, sp := range d.Spans {
				switch sp.Op {
				case DiffDelete:
					got.WriteString("[-" + sp.Text + "-]")
					old.WriteString(sp.Text)
				case DiffInsert:
					got.WriteString("{+" + sp.Text + "+}")
					new.WriteString(sp.Text)
				default:
					got.WriteString(sp.Text)
					old.WriteString(sp.Text)
					new.WriteString(sp.Text)
				}
			}
			if old.String() != tt.old || new.String() != tt.new {
				t.Fatalf("the spans spell %q → %q", old.String(), new.String())
			}
			if got.String() != tt.want {
				t.Errorf("diff\n%s\nwant\n%s", got.String(), tt.want)
			}
		})
	}
}
