package cli

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The lead-in rule (leadin.Line, docs/ARCHITECTURE.md §8): a line on
// standard error starts "inkflow：" when its message is Chinese and
// "inkflow: " when it is English. Errors were written under the ASCII
// colon in every language ("inkflow: 没有第 9 章…") while notes and
// warnings, whose catalogue texts carried the name, came under the
// full-width one.

// TestCatalogueTextsLeaveTheNameOut: no catalogue text starts with the
// program's name: lead puts it there, with the colon of the message's
// language, and a text that carried it would be written with it twice
// or with the other colon. Nor does a Chinese text name it with the
// ASCII colon, or an English one with the full-width colon.
func TestCatalogueTextsLeaveTheNameOut(t *testing.T) {
	for _, tc := range []struct{ file, wrongColon string }{
		{"en", "inkflow："},
		{"zh-Hans", "inkflow:"},
	} {
		data, err := catalogues.ReadFile("translations/" + tc.file + ".json")
		if err != nil {
			t.Fatal(err)
		}
		entries := map[string]any{}
		if err := json.Unmarshal(data, &entries); err != nil {
			t.Fatalf("%s.json: %v", tc.file, err)
		}
		for key, v := range entries {
			var texts []string
			switch v := v.(type) {
			case string:
				texts = append(texts, v)
			case map[string]any: // a plural's forms
				for _, f := range v {
					if s, ok := f.(string); ok {
						texts = append(texts, s)
					}
				}
			}
			for _, s := range texts {
				if strings.HasPrefix(s, "inkflow:") || strings.HasPrefix(s, "inkflow：") {
					t.Errorf("%s.json %s starts with the program's name, which lead adds: %q", tc.file, key, s)
				}
				if strings.Contains(s, tc.wrongColon) {
					t.Errorf("%s.json %s names the program with the other language's colon: %q", tc.file, key, s)
				}
			}
		}
	}
}

// TestNoLeadInWrittenByHand: no string in the command line's, the
// desktop app's or main's code starts with the lead-in: each line for
// standard error goes through lead (leadin.Line), which picks the colon.
// cli.go wrote "inkflow: "+msg, a Chinese error under an ASCII colon.
func TestNoLeadInWrittenByHand(t *testing.T) {
	var files []string
	for _, pattern := range []string{"*.go", "../app/*.go", "../*.go"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 20 {
		t.Fatalf("found only %d Go files; is the glob broken?", len(files))
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && (strings.HasPrefix(s, "inkflow:") || strings.HasPrefix(s, "inkflow：")) {
				t.Errorf("%s: %q writes the lead-in by hand; use lead or leadin.Line", fset.Position(lit.Pos()), s)
			}
			return true
		})
	}
}

// TestErrorLeadInFollowsTheLanguage: a refused command's one line
// starts "inkflow: " in English and "inkflow：" in Chinese, for a usage
// error and for a runtime error alike.
func TestErrorLeadInFollowsTheLanguage(t *testing.T) {
	data := importTestBook(t)
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"export", "--format", "txt", "--chapters", "abc", "--out", "-"}, ExitUsage,
			`inkflow: --chapters "abc": want chapter numbers like 1-20, 5- or 7`, "inkflow：--chapters「abc」：", true},
		{[]string{"summary", "show", "9"}, ExitRuntime,
			"inkflow: no chapter 9: the chapters are numbered 1–2", "inkflow：没有第 9 章", true},
	})
}
