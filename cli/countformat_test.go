package cli

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
)

// inLocale switches the messages to locale (LANG=locale, TestMain's
// English overrides lifted) until the test ends, as inChinese does.
func inLocale(t *testing.T, locale string) {
	t.Helper()
	t.Cleanup(func() {
		if err := lang.AddTranslationsFS(catalogues, "translations"); err != nil {
			t.Error(err)
		}
	})
	t.Setenv("LANG", locale)
	t.Setenv("LANGUAGE", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LC_ALL", "")
	if err := lang.AddTranslationsFS(catalogues, "translations"); err != nil {
		t.Fatal(err)
	}
}

// commas groups n's digits in threes by hand, apart from the code under
// test: 59718 → "59,718".
func commas(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestCountsGroupedAsTheAppSaysThem: the import preview and summary,
// chapter list, project goals and stats --history say a count as the
// app does outside its chapter tree, exact with its digits grouped and
// its unit (12,960 字, 13,500 words), in both languages. They printed
// 12960 字, and in Chinese goals and history 1.3万 and 20万. --json keeps
// the raw numbers.
func TestCountsGroupedAsTheAppSaysThem(t *testing.T) {
	useFixtureModel(t)
	chinese := "第一章 山\n\n" + strings.Repeat("山中赶路的书生走了很久。", 1000) + "\n\n第二章 水\n\n" + strings.Repeat("水边的人。", 100) + "\n"
	english := "Chapter 1\n\n" + strings.Repeat("The rain fell in torrents all night. ", 2000) + "\n\nChapter 2\n\nIt stopped.\n"
	tests := []struct {
		locale, book, text string
		unit               string // the book's unit as the locale says it
	}{
		{"zh_CN.UTF-8", "书", chinese, "字"},
		{"zh_CN.UTF-8", "Rain", english, "词"},
		{"en_US.UTF-8", "书", chinese, "字"},
		{"en_US.UTF-8", "Rain", english, "words"},
	}
	for _, tt := range tests {
		t.Run(tt.locale+"/"+tt.book, func(t *testing.T) {
			inLocale(t, tt.locale)
			data := t.TempDir()
			file := writeFile(t, tt.book+".txt", tt.text)
			code, preview, stderr := run(t, data, "import", "--dry-run", file)
			if code != 0 {
				t.Fatalf("import --dry-run: exit %d: %s", code, stderr)
			}
			code, imported, stderr := run(t, data, "import", "--no-wait", "--project", tt.book, file)
			if code != 0 {
				t.Fatalf("import: exit %d: %s", code, stderr)
			}
			// The raw counts, from --json.
			code, out, stderr := run(t, data, "chapter", "list", "--project", tt.book, "--json")
			var chs []struct{ Zi, Words int }
			if err := json.Unmarshal([]byte(out), &chs); code != 0 || err != nil || len(chs) != 2 {
				t.Fatalf("chapter list --json: exit %d, %v: %s%s", code, err, out, stderr)
			}
			first, total := chs[0].Zi, chs[0].Zi+chs[1].Zi
			if tt.book == "Rain" {
				first, total = chs[0].Words, chs[0].Words+chs[1].Words
			}
			if first < 10_000 {
				t.Fatalf("first chapter counts %d; the test needs 10,000 or more", first)
			}
			code, list, stderr := run(t, data, "chapter", "list", "--project", tt.book)
			if code != 0 {
				t.Fatalf("chapter list: exit %d: %s", code, stderr)
			}
			code, goals, stderr := run(t, data, "project", "goals", "--project", tt.book, "--target", "20万", "--daily", "2,500", "--deadline", "2099-12-31")
			if code != 0 {
				t.Fatalf("project goals: exit %d: %s", code, stderr)
			}
			code, history, stderr := run(t, data, "stats", "--history", "--project", tt.book)
			if code != 0 {
				t.Fatalf("stats --history: exit %d: %s", code, stderr)
			}
			code, historyJSON, stderr := run(t, data, "stats", "--history", "--project", tt.book, "--json")
			if code != 0 {
				t.Fatalf("stats --history --json: exit %d: %s", code, stderr)
			}
			code, stats, stderr := run(t, data, "stats")
			if code != 0 || strings.Contains(stats, "{{") || !strings.Contains(stats, "1") {
				t.Fatalf("stats: exit %d: %s%s", code, stats, stderr)
			}
			// Until 2096 more than 999 days are left: grouped too.
			if days := regexp.MustCompile(`(还剩 |\()[0-9]{1,3}(,[0-9]{3})+ (天|days left)`); !days.MatchString(history) {
				t.Errorf("stats --history: the days left not grouped in\n%s", history)
			}
			for _, c := range []struct {
				what, out string
				want      []string
			}{
				{"import --dry-run", preview, []string{commas(total) + " " + tt.unit, commas(first) + " " + tt.unit}},
				{"import", imported, []string{commas(total) + " " + tt.unit}},
				{"chapter list", list, []string{commas(first) + " " + tt.unit}},
				{"project goals", goals, []string{"200,000", "2,500"}},
				{"stats --history", history, []string{commas(total) + " " + tt.unit, "200,000"}},
				{"stats", stats, nil},
				{"stats --history --json", historyJSON, []string{`"total": ` + strconv.Itoa(total), `"target": 200000`}},
			} {
				for _, w := range c.want {
					if !strings.Contains(c.out, w) {
						t.Errorf("%s: no %q in\n%s", c.what, w, c.out)
					}
				}
				if strings.Contains(c.out, "万") {
					t.Errorf("%s: a count in 万 in\n%s", c.what, c.out)
				}
			}
		})
	}
}
