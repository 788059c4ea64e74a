package search

import "testing"

func TestTitleMatcher(t *testing.T) {
	tests := []struct {
		query, title string
		want         bool
	}{
		{"The Cyclone", "Chapter I: The Cyclone", true},
		{"the cyclone", "CHAPTER I. THE CYCLONE", true},
		{"Chapter I", "Chapter I: The Cyclone", true},
		{"Chapter I: The Cyclone", "Chapter I: The Cyclone", true},
		{"The Rescue", "The Rescue of the Tin Woodman", false},
		{"Rescue", "The Rescue of the Tin Woodman", false},
		{"The Witch's Castle", "Chapter XII: The Witch's Castle", true},
		{"Witch", "Chapter XII: The Witch's Castle", false},
		{"Tin-Man", "Chapter V: Tin-Man", true},
		{"通线索计释洋商", "第一回 拥资财讹生关部 通线索计释洋商", true},
		{"拥资财讹生关部", "第一回　拥资财讹生关部　通线索计释洋商", true},
		{"线索", "第一回 拥资财讹生关部 通线索计释洋商", false},
		{"造鬼廟為酬夢裡緣", "第二回\u00a0\u00a0\u00a0\u00a0造鬼廟為酬夢裡緣 做新戲惹出飛來禍", true},
		{"■六美重宴挹翠园", "第二十九回 ■六美重宴挹翠园 多情郎初游云栖寺", true},
		{"Dorothy", "第一章 Dorothy", false},
		{"做新戲惹出飛來禍", "第二回\u00a0\u00a0\u00a0\u00a0造鬼廟為酬夢裡緣 做新戲惹出飛來禍", true},
		{"风起", "第一章：风起", true},
		{"风起", "第一章 风起云涌", false},
		{"ＴＨＥ　ＣＹＣＬＯＮＥ", "Chapter I — The Cyclone", true},
		{"起", "第一章 起", false}, // one character is no title
	}
	for _, tt := range tests {
		m := titleMatcher(tt.query)
		if got := m != nil && m(tt.title); got != tt.want {
			t.Errorf("%q in title %q: %v, want %v (parts %q)", tt.query, tt.title, got, tt.want, titleParts(tt.title))
		}
	}
	if titleMatcher(string(make([]rune, maxTitleRunes+1))) != nil {
		t.Error("a query longer than any title is looked up")
	}
}
