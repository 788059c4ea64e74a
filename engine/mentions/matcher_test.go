package mentions

import (
	"slices"
	"testing"
)

// hit is a mention as a test names it: the entry and the text matched.
type hit struct {
	id   uint64
	text string
}

// found is what m finds in text, as hits.
func found(m *Matcher, text string) []hit {
	runes := []rune(text)
	var out []hit
	for _, mt := range m.Find(text) {
		out = append(out, hit{mt.EntryID, string(runes[mt.Start:mt.End])})
	}
	return out
}

func TestFind(t *testing.T) {
	entries := []Entry{
		{ID: 1, Names: []string{"刘备", "玄德", "刘玄德", "刘皇叔"}},
		{ID: 2, Names: []string{"诸葛亮", "孔明", "卧龙", "诸葛孔明"}, Exclusions: []string{"孔明灯"}},
		{ID: 3, Names: []string{"Victor", "Frankenstein"}},
		{ID: 4, Names: []string{"Elizabeth"}},
		{ID: 5, Names: []string{"wolf"}},
		{ID: 6, Names: []string{"玄德公"}},
	}
	m := New(entries)
	tests := []struct {
		name string
		text string
		want []hit
	}{
		{"longest wins", "刘玄德曰：玄德在此。", []hit{{1, "刘玄德"}, {1, "玄德"}}},
		{"longer name of another entry wins", "玄德公至。", []hit{{6, "玄德公"}}},
		{"compound alias", "诸葛孔明与孔明", []hit{{2, "诸葛孔明"}, {2, "孔明"}}},
		{"exclusion swallows", "放孔明灯，孔明笑。", []hit{{2, "孔明"}}},
		{"word boundaries", "Victorious Victor met Frankensteins and Frankenstein.", []hit{{3, "Victor"}, {3, "Frankenstein"}}},
		{"possessive and punctuation", "Elizabeth's hand; (Elizabeth)", []hit{{4, "Elizabeth"}, {4, "Elizabeth"}}},
		{"case as written or capitals", "victor VICTOR Victor", []hit{{3, "VICTOR"}, {3, "Victor"}}},
		{"lower-case alias capitalised", "Wolf! the wolf, wolves, WOLF, wOLF", []hit{{5, "Wolf"}, {5, "wolf"}, {5, "WOLF"}}},
		{"Latin name beside Han", "见Victor来", []hit{{3, "Victor"}}},
		{"nothing", "曹操引兵。", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := found(m, tc.text)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("Find(%q) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
}

// TestNamesWithApostrophesMatchEitherForm: smart quotes store the
// author's typed apostrophe as ’ (O’Neill), while the story bible's name
// fields keep the keyboard's ' — the entry "O'Neill" found nothing in a
// manuscript typed with smart quotes on. Either form finds the other,
// and the offsets are those of the text as written.
func TestNamesWithApostrophesMatchEitherForm(t *testing.T) {
	m := New([]Entry{
		{ID: 1, Names: []string{"O'Neill"}},
		{ID: 2, Names: []string{"D’Arcy"}, Exclusions: []string{"D'Arcy Street"}},
	})
	tests := []struct {
		name, text string
		want       []hit
	}{
		{"a straight name in curly text", "“Jane O’Neill’s lamp,” she said.", []hit{{1, "O’Neill"}}},
		{"and in straight text", "Jane O'Neill", []hit{{1, "O'Neill"}}},
		{"a curly name in straight text", "D'Arcy came.", []hit{{2, "D'Arcy"}}},
		{"and in curly text, after one that was not", "‘O’Neill’ and D’Arcy", []hit{{1, "O’Neill"}, {2, "D’Arcy"}}},
		{"an exclusion in either form", "D’Arcy Street, D'Arcy Street", nil},
		{"word boundaries still hold", "O’Neills", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := found(m, tc.text); !slices.Equal(got, tc.want) {
				t.Fatalf("Find(%q) = %v, want %v", tc.text, got, tc.want)
			}
			if len(tc.want) > 0 && !m.Occurs(tc.text) {
				t.Errorf("Occurs(%q) = false", tc.text)
			}
		})
	}
}

func TestDuplicateNamesBelongToTheSmallestID(t *testing.T) {
	m := New([]Entry{{ID: 9, Names: []string{"阿斗"}}, {ID: 3, Names: []string{"阿斗", "刘禅"}}})
	got := m.Find("阿斗")
	if len(got) != 1 || got[0].EntryID != 3 {
		t.Fatalf("got %v, want entry 3", got)
	}
}

func TestOccurs(t *testing.T) {
	m := New([]Entry{{ID: 1, Names: []string{"Victor"}, Exclusions: []string{"孔明灯"}}})
	for text, want := range map[string]bool{"Victorious": true, "点孔明灯": true, "nothing": false} {
		if got := m.Occurs(text); got != want {
			t.Errorf("Occurs(%q) = %v, want %v", text, got, want)
		}
	}
	if !New(nil).Empty() || New(nil).Occurs("x") || New(nil).Find("x") != nil {
		t.Error("an empty matcher found something")
	}
}

func TestSuggest(t *testing.T) {
	var texts []string
	for i := range 6 {
		after := []string{"结义", "大怒", "曰", "至", "笑", "走"}[i]
		texts = append(texts, "刘玄德与关羽、张飞"+after+"。刘玄德曰：“诸葛亮何在？”曹操大怒。")
		texts = append(texts, "Then Clerval said to Justine that Clerval would go. The sun rose and the day was fine.")
	}
	got := Suggest(texts, []string{"诸葛亮", "曹操"}, SuggestOptions{})
	names := map[string]int{}
	for _, c := range got {
		names[c.Name] = c.Count
	}
	for name, n := range map[string]int{"刘玄德": 12, "关羽": 6, "张飞": 6, "Clerval": 12, "Justine": 6} {
		if names[name] != n {
			t.Errorf("candidate %s: count %d, want %d (all: %v)", name, names[name], n, got)
		}
	}
	for _, bad := range []string{"刘玄", "诸葛亮", "曹操", "The", "Then", "刘玄德曰"} {
		if _, ok := names[bad]; ok {
			t.Errorf("%s suggested: %v", bad, got)
		}
	}
}

// TestFindAcrossWidths: a name matches its full-width and half-width
// forms alike (呐喊 writes 阿Ｑ; the author types 阿Q), and the offsets
// cover the text as written.
func TestFindAcrossWidths(t *testing.T) {
	m := New([]Entry{
		{ID: 1, Names: []string{"阿Q"}},
		{ID: 2, Names: []string{"ＢＢＣ"}},
		{ID: 3, Names: []string{"Victor Frankenstein"}},
		{ID: 4, Names: []string{"小D"}, Exclusions: []string{"小Ｄ子"}},
		{ID: 5, Names: []string{"R2"}},
		{ID: 6, Names: []string{"ｶﾀﾘﾅ"}},
	})
	tests := []struct {
		name string
		text string
		want []hit
	}{
		{"full-width letter in the text", "我要给阿Ｑ做正传，阿Q也。", []hit{{1, "阿Ｑ"}, {1, "阿Q"}}},
		{"full-width name, half-width text", "听BBC广播，又听ＢＢＣ。", []hit{{2, "BBC"}, {2, "ＢＢＣ"}}},
		{"ideographic space inside a name", "Victor　Frankenstein said", []hit{{3, "Victor　Frankenstein"}}},
		{"exclusion across widths", "小D子和小Ｄ", []hit{{4, "小Ｄ"}}},
		{"full-width digits", "Ｒ２ and R2, not R２D", []hit{{5, "Ｒ２"}, {5, "R2"}}},
		{"word boundary after a full-width letter", "阿Ｑｘ", nil},
		{"case still applies", "阿ｑ", nil},
		{"half-width katakana", "カタリナとｶﾀﾘﾅ", []hit{{6, "カタリナ"}, {6, "ｶﾀﾘﾅ"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := found(m, tc.text)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("Find(%q) = %v, want %v", tc.text, got, tc.want)
			}
			if len(got) > 0 && !m.Occurs(tc.text) {
				t.Errorf("Occurs(%q) = false, Find found %v", tc.text, got)
			}
		})
	}
}

// TestNamesAcrossWidthsAreOneName: 阿Q and 阿Ｑ of two entries are one name,
// which belongs to the smaller id.
func TestNamesAcrossWidthsAreOneName(t *testing.T) {
	m := New([]Entry{{ID: 9, Names: []string{"阿Ｑ"}}, {ID: 3, Names: []string{"阿Q"}}})
	got := m.Find("阿Ｑ")
	if len(got) != 1 || got[0].EntryID != 3 {
		t.Fatalf("got %v, want entry 3", got)
	}
}
