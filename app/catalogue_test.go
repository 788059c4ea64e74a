package app

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/search"
	"inkflow/engine/settings"
	"inkflow/internal/l10nkeys"
)

// catalogue reads translations/<name>.json: key → text, or key → plural
// forms ("one", "other").
func catalogue(t testing.TB, name string) map[string]any {
	t.Helper()
	data, err := catalogues.ReadFile("translations/" + name + ".json")
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]any{}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s.json: %v", name, err)
	}
	return m
}

// catalogueTexts lists every text of a catalogue, plural forms included.
func catalogueTexts(t testing.TB, name string) []string {
	var out []string
	for _, v := range catalogue(t, name) {
		switch v := v.(type) {
		case string:
			out = append(out, v)
		case map[string]any:
			for _, f := range v {
				s, _ := f.(string)
				out = append(out, s)
			}
		}
	}
	return out
}

// sourceKeys finds the constant keys of every lang.L, lang.N, lang.X,
// lang.XN and tr call in the app's source, and whether each is a plural.
// The manuscript editor (textedit) names its context menu's items too.
func sourceKeys(t *testing.T) map[string]bool {
	t.Helper()
	keys, err := l10nkeys.Scan(".", "tr", "quotedL", "quotedN")
	if err != nil {
		t.Fatal(err)
	}
	edit, err := l10nkeys.Scan("textedit")
	if err != nil {
		t.Fatal(err)
	}
	maps.Copy(keys, edit)
	return keys
}

// dynamicKeys are the catalogue keys the source does not name in a call:
// Fyne's strings the app words again, the file chooser's places, the
// model families, and the settings table's labels,
// help, choices, units, zero meanings and groups.
func dynamicKeys() map[string]bool {
	keys := map[string]bool{}
	for _, k := range slices.Concat(fyneRewordings, placeNames) {
		keys[k] = false
	}
	for _, k := range []string{"static", "transformer"} {
		keys["model.kind."+k] = false // engine.ModelKind
	}
	for _, k := range settings.Keys() {
		keys["setting."+k.Name] = false
		keys["setting."+k.Name+".help"] = false
		for _, c := range k.Choices {
			keys["setting."+k.Name+".choice."+c] = false
		}
		if k.Type == settings.Int || k.Type == settings.Float {
			if k.Unit != "" {
				keys["unit."+k.Unit] = false
			}
			if k.Zero != "" {
				keys["setting."+k.Name+".zero"] = false
			}
		}
		if g := k.Group(); g != "" && g != "chunking" {
			keys["settings.group."+g] = false
		}
	}
	return keys
}

// TestCatalogueKeys checks both catalogues hold exactly the keys the code
// uses, with plural forms where the code asks for a plural.
func TestCatalogueKeys(t *testing.T) {
	want := sourceKeys(t)
	if len(want) < 100 {
		t.Fatalf("found only %d keys in the source; is the scan broken?", len(want))
	}
	maps.Copy(want, dynamicKeys())
	for _, name := range []string{catalogueOf[langZh], catalogueOf[langEn]} {
		got := catalogue(t, name)
		for _, k := range slices.Sorted(maps.Keys(want)) {
			v, ok := got[k]
			if !ok {
				t.Errorf("%s.json: missing %q", name, k)
				continue
			}
			forms, plural := v.(map[string]any)
			if plural && forms["other"] == nil {
				t.Errorf("%s.json: %q has no \"other\" form", name, k)
			}
			if want[k] && name == langEn && (!plural || forms["one"] == nil) {
				t.Errorf("%s.json: %q is used with lang.N but has no \"one\" form", name, k)
			}
		}
		for _, k := range slices.Sorted(maps.Keys(got)) {
			if _, ok := want[k]; !ok {
				t.Errorf("%s.json: unused key %q", name, k)
			}
		}
	}
	// The English settings texts are the engine table's own.
	en := catalogue(t, catalogueOf[langEn])
	for _, k := range settings.Keys() {
		for key, text := range map[string]string{"setting." + k.Name: k.Label, "setting." + k.Name + ".help": k.Help} {
			if en[key] != text {
				t.Errorf("en.json: %q is %q; the settings table says %q", key, en[key], text)
			}
		}
	}
}

// TestChineseNumbers: counts read as a Chinese writer expects, in full up
// to 9,999 and in 万 above, with 字 as the unit.
func TestChineseNumbers(t *testing.T) {
	useLanguage(t, langZh)
	for _, tt := range []struct {
		got, want string
	}{
		{shortCountText(engine.CountZi, 4697), "4,697 字"},
		{shortCountText(engine.CountZi, 15681), "1.57万 字"},
		{countText(engine.CountZi, 3841), "3,841 字"},
		{countText(engine.CountChars, 1), "1 字符"},
		{lang.N("{{.N}} chapters", 120, map[string]any{"N": 120}), "120 章"},
	} {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
	applyLanguage(langEn)
	if got := lang.N("{{.N}} chapters", 1, map[string]any{"N": 1}); got != "1 chapter" {
		t.Errorf("English singular: %q", got)
	}
}

// TestChineseBracketsAroundTypes: what the interface puts in brackets
// after a name reads as Chinese in the Chinese interface: full-width
// brackets, no space before them. A story-bible card in the search and
// related panels read 设定集 · 林雪 (人物), the brackets concatenated
// in code around the translated type.
func TestChineseBracketsAroundTypes(t *testing.T) {
	useLanguage(t, langZh)
	wiki := search.Result{Kind: search.KindWiki, Chapter: "林雪", WikiType: "character", Project: "长夜"}
	for _, tt := range []struct {
		name, got, want string
	}{
		{"card", cardTitle(wiki, false), "设定集 · 林雪（人物）"},
		{"card with its project", cardTitle(wiki, true), "长夜 › 设定集 · 林雪（人物）"},
		{"model notice", lang.L("{{.Why}} ({{.Err}})", map[string]any{"Why": "未加载", "Err": "找不到文件"}), "未加载（找不到文件）"},
	} {
		if tt.got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}

// TestEnglishCatalogueHasNoChinese: the English interface shows Chinese
// only where it says Chinese works too: a project name, the chapter
// patterns an import knows. An example name in Chinese ("Name, e.g. 林默")
// read as a leak to an English writer, and so did 桃园结义 in the search
// box's example query. A Chinese book's count is the other exception: its
// unit is 字 in English too, as the command line says it ("zi", its
// romanisation, meant nothing to an English writer).
func TestEnglishCatalogueHasNoChinese(t *testing.T) {
	bilingual := map[string]bool{
		"Chapter pattern (empty: Chapter N, 第X章/回, story titles…)": true,
		"字":                      true,
		"{{.N}} 字":               true,
		"Chinese word count (字)": true,
		"Follow the book (字 for Chinese, words for English)": true,
		"Following the book counts a Chinese book in 字 and an English one in words, whatever the interface language. English words: as English word processors count them. 字 (zi): as Chinese publishers count, each Chinese character and each Latin word once, without punctuation. Characters: every character but spaces.": true,
	}
	for key, v := range catalogue(t, catalogueOf[langEn]) {
		text, _ := json.Marshal(v)
		if !bilingual[key] && slices.ContainsFunc([]rune(string(text)), isPairedScript) {
			t.Errorf("en.json: %q reads %s", key, text)
		}
	}
}

// TestChineseCatalogueNamesEntriesOneWay: a story-bible entry is 词条
// everywhere in the Chinese interface, as the tab's buttons say (新建词条,
// 建议词条…): the menu, the mention filter and two notes called it 条目,
// so an author could take them for two different things.
func TestChineseCatalogueNamesEntriesOneWay(t *testing.T) {
	for _, text := range catalogueTexts(t, catalogueOf[langZh]) {
		if strings.Contains(text, "条目") {
			t.Errorf("zh-Hans.json: %q says 条目, not 词条", text)
		}
	}
}

// TestCataloguesHaveNoMarkdown: the app shows a catalogue's text as it
// is, so a Markdown code span reads with its backticks: the Model tab of
// Settings said "Installed embedding model (`inkflow model list`)" in
// English (the Chinese had the command bare). The command line's
// catalogues, printed to a terminal, keep them.
func TestCataloguesHaveNoMarkdown(t *testing.T) {
	for _, name := range []string{catalogueOf[langEn], catalogueOf[langZh]} {
		for _, text := range catalogueTexts(t, name) {
			if codeSpan.MatchString(text) {
				t.Errorf("%s.json: %q shows its backticks", name, text)
			}
		}
	}
}

// TestEnglishCatalogueSaysStoryBible: the English interface calls the
// story bible one thing, "Story Bible" (its tab "Bible", as 设定 stands
// for 设定集): it said "Wiki" in the tab, the menu, the search cards and
// ten messages, "story bible" or "story-bible" in eight others.
func TestEnglishCatalogueSaysStoryBible(t *testing.T) {
	other := regexp.MustCompile(`(?i)\bwiki\b|story[- ]bible`)
	for _, text := range catalogueTexts(t, catalogueOf[langEn]) {
		for _, m := range other.FindAllString(text, -1) {
			if m != "Story Bible" {
				t.Errorf("en.json: %q says %q, not Story Bible", text, m)
			}
		}
	}
}

// TestChineseStoryBibleWords: the Chinese interface and command line
// name the story bible 设定集 and an entry of it 词条, one pair of words
// throughout: they said 设定词条, 词条 and 设定集词条 for an entry, and 设定
// for the entry's profile page beside 出场. Only the side panel's tab,
// two characters as every tab beside it (搜索 相关 … 快照), shortens 设定集
// to 设定. And a setting measured in characters (字符, as its unit beside
// the box says) is not labelled in 字数, which counts 字 without
// punctuation.
func TestChineseStoryBibleWords(t *testing.T) {
	texts := map[string]string{}
	for k, v := range catalogue(t, catalogueOf[langZh]) {
		texts["app "+k] = fmtText(v)
	}
	data, err := os.ReadFile(filepath.Join("..", "cli", "translations", "zh-Hans.json"))
	if err != nil {
		t.Fatal(err)
	}
	cli := map[string]any{}
	if err := json.Unmarshal(data, &cli); err != nil {
		t.Fatal(err)
	}
	for k, v := range cli {
		texts["cli "+k] = fmtText(v)
	}
	for k, v := range texts {
		if strings.Contains(v, "设定词条") {
			t.Errorf("%s: %q says 设定词条, want 词条", k, v)
		}
		if v == "设定" && k != "app tab.wiki" {
			t.Errorf("%s: %q, want 设定集 (the bible) or another word for what it is", k, v)
		}
	}
	for _, k := range settings.Keys() {
		if k.Unit == "characters" && strings.Contains(texts["app setting."+k.Name], "字数") {
			t.Errorf("setting %s: %q counts in 字数; its unit is 字符", k.Name, texts["app setting."+k.Name])
		}
	}
}

// fmtText is a catalogue value as text: a plural's forms joined.
func fmtText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	var forms []string
	for _, f := range v.(map[string]any) {
		forms = append(forms, f.(string))
	}
	slices.Sort(forms)
	return strings.Join(forms, " | ")
}
