package cli

import "testing"

// TestFlagValueReasonInChinese: a flag's bad value says why in Chinese as
// in English; the Chinese message dropped the reason ("选项 -k 的值
// "abc" 无效" alone) and the English one gave the flag package's "parse
// error" and "value out of range".
func TestFlagValueReasonInChinese(t *testing.T) {
	checkInBothLanguages(t, t.TempDir(), []langFailure{
		{[]string{"search", "--k", "abc", "x"}, ExitUsage,
			`search: invalid value "abc" for flag -k: not a whole number`, `search：选项 -k 的值 "abc" 无效：不是整数`, true},
		{[]string{"search", "--k", "99999999999999999999", "x"}, ExitUsage,
			`invalid value "99999999999999999999" for flag -k: too large`, `选项 -k 的值 "99999999999999999999" 无效：太大`, true},
		{[]string{"search", "--k", "-99999999999999999999", "x"}, ExitUsage,
			`for flag -k: too small`, `无效：太小`, true},
		{[]string{"search", "--hybrid=maybe", "x"}, ExitUsage,
			`invalid value "maybe" for -hybrid: want true or false`, `选项 -hybrid 的值 "maybe" 无效（应为 true 或 false）`, true},
		{[]string{"project", "goals", "--target", "-5"}, ExitUsage,
			`project goals: invalid value "-5" for flag -target: a goal is never negative (0: none)`, `选项 -target 的值 "-5" 无效：目标不能是负数（0 表示不设）`, true},
		{[]string{"project", "goals", "--daily", "－2千"}, ExitUsage,
			`a goal is never negative`, `目标不能是负数`, true},
		{[]string{"project", "goals", "--target", "1亿"}, ExitUsage,
			`not a whole number such as 200000, 200,000 or 20万`, `无效：不是整数，可写作 200000、200,000 或 20万`, true},
		{[]string{"project", "goals", "--target", "999999999999"}, ExitUsage,
			`too large: at most`, `无效：太大：最多`, true},
		{[]string{"snapshot", "diff", "--against", "-1", "1"}, ExitUsage,
			`invalid value "-1" for flag -against: never negative`, `选项 -against 的值 "-1" 无效：不能是负数`, true},
		{[]string{"snapshot", "diff", "--against", "x", "1"}, ExitUsage,
			`for flag -against: not a whole number`, `无效：不是整数`, true},
	})
}

// TestGlobalFlagAfterTheCommand: --data after the command's name is where
// one types it first (inkflow import --data DIR book.txt); the error says
// where it goes instead of that no such flag exists.
func TestGlobalFlagAfterTheCommand(t *testing.T) {
	checkInBothLanguages(t, t.TempDir(), []langFailure{
		{[]string{"import", "--data", "x", "book.txt"}, ExitUsage,
			`import: --data goes before the command: inkflow --data DIR import …`, `import：--data 要写在命令之前：inkflow --data 目录 import …`, true},
		{[]string{"search", "--data=x", "q"}, ExitUsage,
			`search: --data goes before the command: inkflow --data DIR search …`, `search：--data 要写在命令之前：inkflow --data 目录 search …`, true},
		{[]string{"import", "--bogus", "x"}, ExitUsage,
			`import: flag provided but not defined: -bogus`, `import：没有 -bogus 这个选项`, true},
	})
}
