package cli

import (
	"strings"
	"testing"
)

// TestEveryCommandHelp: `inkflow COMMAND -h` prints the command's usage
// on stdout and exits 0, as the top-level help promises, also for the
// commands made of subcommands (wiki, project, …), which called -h an
// unknown subcommand (exit 2). `inkflow help COMMAND` is the same.
func TestEveryCommandHelp(t *testing.T) {
	data := t.TempDir()
	for _, c := range commands() {
		for _, args := range [][]string{{c.name, "-h"}, {c.name, "--help"}, {"help", c.name}} {
			code, out, stderr := run(t, data, args...)
			if code != ExitOK || !strings.HasPrefix(out, "Usage: inkflow "+c.name) || stderr != "" {
				t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, stderr)
			}
		}
	}
}

// TestFindRegexHelp: find's --regex help says what PATTERN is and no
// more; it said "REPLACEMENT may use $1, ${name}", replace's words, in a
// command that takes no REPLACEMENT. replace keeps them.
func TestFindRegexHelp(t *testing.T) {
	checkHelpTexts(t, []helpCase{
		{[]string{"find", "-h"}, "PATTERN is a Go regular expression\n", "查找内容是 Go 正则表达式\n", "REPLACEMENT", "替换内容"},
		{[]string{"replace", "-h"}, "REPLACEMENT may use $1", "替换内容中可用 $1", "", ""},
	})
}

// TestUsageLineEnglish: in English a usage line is printed as written,
// placeholders and all.
func TestUsageLineEnglish(t *testing.T) {
	for _, usage := range []string{
		"[--project NAME] [--title T] [--author A] [--language zh-CN|en] [--cover IMAGE] [--json]",
		"[--project NAME] ID|TITLE [--title T] [--type T] [--alias A]... [--exclude PHRASE]... [--no-wait] [--file FILE | -]",
		"[--project NAME] [--k N] [--mode …|bm25] [--hybrid=…] [--baseline] [--json] [--misses] QUERIES.tsv",
		"[--project NAME] [--mode zi|chars|words] [--target N] [--deadline YYYY-MM-DD]",
	} {
		if got := usageLine(usage); got != usage {
			t.Errorf("usageLine(%q) = %q", usage, got)
		}
	}
}

// TestFlagValueNamedAsInTheUsageLine: a flag's help names its value as
// the command's usage line does, in the user's language ("-out 文件|-",
// "-project 作品名"), where it said the Go kind ("-out string", in
// Chinese "-out 文字"); a list of values typed as they are, and a
// formula's N after a flag of a Go kind (-k int), keep the kind; a flag
// of a type of its own, whose kind said only "value", shows the N.
func TestFlagValueNamedAsInTheUsageLine(t *testing.T) {
	data := t.TempDir()
	type helpCase struct {
		args   []string
		en, zh string
	}
	tests := []helpCase{
		{[]string{"export", "-h"}, "\n  -out FILE|-\n", "\n  -out 文件|-\n"},
		{[]string{"export", "-h"}, "\n  -project NAME\n", "\n  -project 作品名\n"},
		{[]string{"export", "-h"}, "\n  -chapters FROM-TO\n", "\n  -chapters 起-止\n"},
		{[]string{"export", "-h"}, "\n  -format string\n", "\n  -format 文字\n"},
		{[]string{"wiki", "add", "-h"}, "\n  -alias A\n", "\n  -alias 别名\n"},
		{[]string{"wiki", "add", "-h"}, "\n  -file FILE\n", "\n  -file 文件\n"},
		{[]string{"search", "-h"}, "\n  -k int\n", "\n  -k 整数\n"},
		// A flag of a type of its own is no "value" (值) but what the
		// usage line writes after it, N in both languages.
		{[]string{"project", "goals", "-h"}, "\n  -target N\n", "\n  -target N\n"},
		{[]string{"project", "goals", "-h"}, "\n  -daily N\n", "\n  -daily N\n"},
		{[]string{"project", "goals", "-h"}, "\n  -session N\n", "\n  -session N\n"},
	}
	inBothLanguages(t, tests, func(tt helpCase) (string, string) { return tt.en, tt.zh }, func(tt helpCase, want string, zh bool) {
		code, out, _ := run(t, data, tt.args...)
		if code != ExitOK || !strings.Contains(out, want) {
			t.Errorf("%v (Chinese %v): exit %d, no %q in\n%s", tt.args, zh, code, want, out)
		}
	})
}

// TestHelpSaysNoSentinelOrWrongWords: the texts the --help pass found
// wrong: chapter split -h gave --offset "(default -1)", the value that
// meant "not given"; chapter renumber's --undo read in Chinese "第 ID
// 次" (the ID-th renumber, and an English placeholder); and snapshot's
// summary left out deleted and undelete, which its usage line lists.
func TestHelpSaysNoSentinelOrWrongWords(t *testing.T) {
	checkHelpTexts(t, []helpCase{
		{[]string{"chapter", "split", "-h"}, "offset of the chapter's text\n", "这个字符位置拆分\n", "(default -1)", "（默认 -1）"},
		{[]string{"chapter", "renumber", "-h"}, "from before the renumber ID", "给出编号就撤销那一次", "", "第 ID 次"},
		{[]string{"help"}, "deleted|undelete ID", "deleted|undelete 编号", "", ""},
	})
}

// TestSplitOffsetGivenOrNot: --offset is read as given or not from the
// flag set, not from a -1 default: 0 given is a cut (refused: it leaves
// a part without text), a negative one a usage error, none without --at
// a usage error.
func TestSplitOffsetGivenOrNot(t *testing.T) {
	data := importTestBook(t)
	checkFailures(t, data, []failure{
		{[]string{"chapter", "split", "1", "新章"}, ExitUsage, "chapter split: give --at TEXT or --offset N"},
		{[]string{"chapter", "split", "--offset", "-1", "1", "新章"}, ExitUsage, "chapter split: give --at TEXT or --offset N"},
		{[]string{"chapter", "split", "--offset", "0", "1", "新章"}, ExitRuntime, "would leave one part without text"},
		{[]string{"chapter", "split", "--at", "x", "--offset", "3", "1", "新章"}, ExitUsage, "chapter split: give --at TEXT or --offset N"},
	})
}

// helpCase is a help text that must say en (in English) or zh (in
// Chinese) and must not say notEn or notZh ("" for nothing).
type helpCase struct {
	args         []string
	en, zh       string
	notEn, notZh string
}

// checkHelpTexts runs each case's command in both languages and checks
// its help text.
func checkHelpTexts(t *testing.T, tests []helpCase) {
	t.Helper()
	data := t.TempDir()
	inBothLanguages(t, tests, func(tt helpCase) (string, string) { return tt.en, tt.zh }, func(tt helpCase, want string, zh bool) {
		not := tt.notEn
		if zh {
			not = tt.notZh
		}
		code, out, _ := run(t, data, tt.args...)
		if code != ExitOK || !strings.Contains(out, want) || not != "" && strings.Contains(out, not) {
			t.Errorf("%v (Chinese %v): exit %d, want %q and no %q in\n%s", tt.args, zh, code, want, not, out)
		}
	})
}
