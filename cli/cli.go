// Package cli implements InkFlow's command line, the contract of
// docs/ARCHITECTURE.md §8: every engine function is reachable from a terminal,
// with exit code 0 on success, 1 on a runtime error and 2 on a usage error,
// and every error reported as one line on stderr.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// BuildInfo is stamped into the binary at build time (Makefile LDFLAGS).
type BuildInfo struct {
	Version, Commit, Date string
}

// Exit codes of the command-line contract.
const (
	ExitOK      = 0
	ExitRuntime = 1
	ExitUsage   = 2
)

// usageError marks errors caused by how the command was called.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// env is what every command receives: where data lives and where to write.
type env struct {
	dataDir string
	// dataFrom says where dataDir came from: "--data", "INKFLOW_DATA" or
	// "" (the OS default), for the error that it does not exist.
	dataFrom string
	// startsData is set by the commands that start a book (import,
	// project create), the only ones that create a missing data folder
	// (requireDataDir).
	startsData bool
	stdout     io.Writer
	stderr     io.Writer
	stdin      io.Reader
	build      BuildInfo
	// interactive is true when stderr is a terminal, so progress bars are drawn.
	interactive bool
	// warnings collects the engine's log for after the command.
	warnings warnings
}

type command struct {
	name    string
	summary string
	run     func(e *env, args []string) error
}

func commands() []command {
	return []command{
		{"import", lang.X("cli.cmd.import", "import TXT, Markdown, Word (.docx) or EPUB novels as chapters"), runImport},
		{"search", lang.X("cli.cmd.search", "semantic + keyword search, returning whole passages"), runSearch},
		{"context", lang.X("cli.cmd.context", "best passages for a query, in story order, for an AI prompt"), runContext},
		{"related", lang.X("cli.cmd.related", "passages elsewhere in the book related to a paragraph (the app's Related panel)"), runRelated},
		{"ask", lang.X("cli.cmd.ask", "ask the configured chat assistant about the manuscript, with citations"), runAsk},
		{"assistant", lang.X("cli.cmd.assistant", "the optional chat assistant: test | key set|delete"), runAssistant},
		{"eval", lang.X("cli.cmd.eval", "retrieval quality on a TSV of queries"), runEval},
		{"stats", lang.X("cli.cmd.stats", "counts, model, index and size percentiles; --history: writing per day"), runStats},
		{"settings", lang.X("cli.cmd.settings", "live settings: list | get KEY | set KEY VALUE"), runSettings},
		{"export", lang.X("cli.cmd.export", "write a project as EPUB, DOCX, web-novel TXT or Markdown"), runExport},
		{"project", lang.X("cli.cmd.project", "the books: create | list | rename; per-project settings: meta (title, author, language, cover) | goals (targets); delete|deleted|restore|purge"), runProject},
		{"reindex", lang.X("cli.cmd.reindex", "rebuild a project's index from stored text"), runReindex},
		{"wiki", lang.X("cli.cmd.wiki", "story-bible entries: add|update|rm|list, mentions|suggest|ignore|reading|dismiss, history|deleted|restore (undo)"), runWiki},
		{"summary", lang.X("cli.cmd.summary", "chapter summaries: set|show|generate (by the assistant), history|restore (undo)"), runSummary},
		{"chapter", lang.X("cli.cmd.chapter", "the book's chapters: list | add | rename | move | delete | split | merge | write (text from a file or stdin) | renumber (titles that number themselves)"), runChapter},
		{"find", lang.X("cli.cmd.find", "find a text or regexp in every chapter of a project"), runFind},
		{"replace", lang.X("cli.cmd.replace", "replace across a project (--dry-run preview, --undo ID)"), runReplace},
		{"snapshot", lang.X("cli.cmd.snapshot", "chapter snapshots: list|take|show|diff|restore CHAPTER [ID], deleted|undelete ID (a deleted chapter)"), runSnapshot},
		{"backup", lang.X("cli.cmd.backup", "database snapshots: list|now|restore NAME"), runBackup},
		{"model", lang.X("cli.cmd.model", "embedding models: list|install NAME|DIR|use NAME"), runModel},
		{"doctor", lang.X("cli.cmd.doctor", "check runtime, model, database and fonts"), runDoctor},
		{"version", lang.X("cli.cmd.version", "print version, commit and build date"), runVersion},
	}
}

// subcommandUsage is the usage of each command made of subcommands:
// `inkflow COMMAND -h` prints it, since such a command has no flags of
// its own for a FlagSet to print. Its placeholders are said in the
// user's language when it is printed (usageLine); the one phrase in
// words is in the catalogue.
func subcommandUsage() map[string]string {
	return map[string]string{
		"assistant": lang.X("cli.help.usage.assistant", "test | key set (the key on stdin) | key delete"),
		"settings":  "list | get KEY | set KEY VALUE",
		"project":   "create NAME | list | rename NAME NEW-NAME | meta|goals [--project NAME] … | delete NAME | deleted | restore ID | purge ID",
		"wiki":      "add|update|rm|list|mentions|suggest|ignore|reading|dismiss|history|deleted|restore [--project NAME] …",
		"summary":   "set|show|generate|history|restore [--project NAME] … CHAPTER …",
		"chapter":   "list|add|rename|move|delete|split|merge|write|renumber [--project NAME] … CHAPTER …",
		"snapshot":  "list|take|show|diff|restore [--project NAME] CHAPTER [ID] | deleted | undelete ID",
		"backup":    "list | now [--keep N] | restore NAME",
	}
}

// runSubcommand runs the subcommand that args[0] names among subs (the
// verbs of a command such as `wiki`), with the rest of args.
func runSubcommand(e *env, cmd string, args []string, subs []command) error {
	names := make([]string, len(subs))
	for i, sub := range subs {
		names[i] = sub.name
	}
	// Chinese lists with 、, as the other choices its catalogue says do.
	sep := lang.X("cli.choices.separator", ", ")
	choices := lang.X("cli.choices", "{{.List}} or {{.Last}}", map[string]any{"List": strings.Join(names[:len(names)-1], sep), "Last": names[len(names)-1]})
	if len(args) == 0 {
		return usageX("cli.usage.subcommand", "{{.Cmd}}: give a subcommand: {{.Choices}}", map[string]any{"Cmd": cmd, "Choices": choices})
	}
	for _, sub := range subs {
		if sub.name == args[0] {
			return sub.run(e, args[1:])
		}
	}
	d := quoteData(args[0])
	d["Cmd"], d["Choices"] = cmd, choices
	return suggestName(usageX("cli.usage.unknown-subcommand", "{{.Cmd}}: unknown subcommand {{.Q}} ({{.Choices}})", d), args[0], names)
}

// Main runs the command line with args (without the program name) and
// returns the process exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, build BuildInfo) (code int) {
	loadLanguage()
	e := &env{stdout: stdout, stderr: stderr, stdin: stdin, build: build, interactive: isTerminal(stderr)}
	// A panic that reaches here is a bug, not a usage error: Go's default
	// exit status for it (2) is the usage code of the contract.
	defer func() {
		if r := recover(); r != nil {
			code = fail(e, errors.New(lang.X("cli.err.internal", "internal error (please report it): {{.Err}}", map[string]any{"Err": fmt.Sprint(r)})))
		}
	}()
	global := flag.NewFlagSet("inkflow", flag.ContinueOnError)
	global.SetOutput(io.Discard)
	global.StringVar(&e.dataDir, "data", "", lang.X("cli.flag.data", "data directory (default $INKFLOW_DATA, else the user config dir)"))
	if err := global.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(stdout)
			return ExitOK
		}
		if m := flagUnknown.FindStringSubmatch(err.Error()); m != nil {
			// `inkflow --json search x`: a command's flag typed before
			// the command, where only --data goes.
			return fail(e, usageX("cli.usage.global-flag", "{{.Flag}} goes after the command (inkflow COMMAND {{.Flag}} …); only --data goes before it",
				map[string]any{"Flag": "--" + strings.TrimLeft(m[1], "-")}))
		}
		return fail(e, usageError{flagError("", err)})
	}
	rest := global.Args()
	if len(rest) == 2 && rest[0] == "help" {
		rest = []string{rest[1], "-h"} // `inkflow help wiki` is `inkflow wiki -h`
	}
	if len(rest) == 0 || rest[0] == "help" || rest[0] == "-h" || rest[0] == "--help" {
		printUsage(stdout)
		return ExitOK
	}
	if e.dataDir != "" {
		e.dataFrom = "--data"
	} else {
		if os.Getenv("INKFLOW_DATA") != "" {
			e.dataFrom = "INKFLOW_DATA"
		}
		dir, err := DefaultDataDir()
		if err != nil {
			return fail(e, err)
		}
		e.dataDir = dir
	}
	defer e.warnings.captureStdLog()()
	for _, c := range commands() {
		if c.name == rest[0] {
			if usage, ok := subcommandUsage()[c.name]; ok && len(rest) == 2 && isHelpFlag(rest[1]) {
				printSubcommands(e.stdout, c, usage)
				return ExitOK
			}
			code := fail(e, c.run(e, rest[1:]))
			if code == ExitOK {
				e.warnings.print(e.stderr)
			}
			return code
		}
	}
	names := []string{"help"}
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return fail(e, suggestName(usageX("cli.usage.unknown-command", "unknown command {{.Q}} (run `inkflow help`)", quoteData(rest[0])), rest[0], names))
}

// fail prints err as one line and maps it to an exit code. `-h` is no
// error: its usage is on stdout, and the exit code is 0.
func fail(e *env, err error) int {
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return ExitOK
	}
	msg := localizeEngineError(err)
	if errors.Is(err, engine.ErrCorrupt) {
		msg += lang.X("cli.err.hint-separator", "; ") + restoreHint(e.dataDir)
	}
	fmt.Fprintln(e.stderr, lead(msg))
	var u usageError
	if errors.As(err, &u) {
		return ExitUsage
	}
	return ExitRuntime
}

// restoreHint names the newest backup of dataDir for a damaged database.
func restoreHint(dataDir string) string {
	snaps, err := engine.Backups(dataDir)
	if err != nil || len(snaps) == 0 {
		return lang.X("cli.err.no-backup", "no backup exists in {{.Dir}}", map[string]any{"Dir": engine.BackupDir(dataDir)})
	}
	return lang.X("cli.err.newest-backup", "the newest backup is {{.Name}} (inkflow backup restore {{.Name}})", map[string]any{"Name": snaps[0].Name})
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, lang.X("cli.help.title", "InkFlow — offline writing app for novelists with semantic search."))
	fmt.Fprintln(w, lang.X("cli.help.usage", "\nUsage:\n  inkflow                     start the desktop app\n  inkflow [--data DIR] COMMAND [flags] [args]"))
	fmt.Fprintln(w, lang.X("cli.help.commands", "\nCommands:"))
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, lang.X("cli.help.more", "\nRun `inkflow COMMAND -h` for a command's flags."))
}

// isHelpFlag reports whether arg asks for help, as -h does of a FlagSet.
func isHelpFlag(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help" || arg == "help"
}

// printSubcommands is `inkflow COMMAND -h` of a command made of
// subcommands: its usage, what it does, and where each subcommand's
// flags are.
func printSubcommands(w io.Writer, c command, usage string) {
	fmt.Fprintln(w, lang.X("cli.help.subcommands", "Usage: inkflow {{.Cmd}} {{.Usage}}\n  {{.Summary}}\n\nRun `inkflow {{.Cmd}} SUBCOMMAND -h` for a subcommand's flags.",
		map[string]any{"Cmd": c.name, "Usage": usageLine(usage), "Summary": c.summary}))
}

// newFlags makes a FlagSet whose parse errors become usage errors and whose
// -h prints the command's flags to stdout.
func newFlags(e *env, name, usage string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(&helpOutput{w: e.stdout})
	fs.Usage = func() {
		// TrimRight: a command that takes nothing has an empty usage.
		fmt.Fprintln(fs.Output(), strings.TrimRight(lang.X("cli.help.flags", "Usage: inkflow {{.Cmd}} {{.Usage}}", map[string]any{"Cmd": name, "Usage": usageLine(usage)}), " "))
		printFlags(fs, usage)
	}
	return fs
}

// newProjectFlags is newFlags for a command that works in one project:
// it declares the --project flag all such commands take, with one help
// text, and returns its value.
func newProjectFlags(e *env, name, usage string) (*flag.FlagSet, *string) {
	fs := newFlags(e, name, usage)
	return fs, fs.String("project", "", lang.X("cli.flag.project", "project (default: the only one)"))
}

// placeholder is a word of a usage line that stands for what the user
// types (NAME, FILE, QUERY), with the flag before it ("--title T"), if
// any. Flags, subcommands and the values typed as they are (epub|docx,
// true|false, YYYY-MM-DD) are not placeholders: they are all lower case,
// or not in placeholderWords.
var placeholder = regexp.MustCompile(`(--[a-z][a-z0-9-]*[ =])?\b([A-Z]+(?:-[A-Z]+)*)\b`)

// usageLine says a usage line (what follows "inkflow COMMAND") in the
// user's language: each placeholder by the catalogue, the rest as it is,
// so that a Chinese reader sees `search [--project 作品名] … 查询词` and
// types the flags that are the contract. In English it is usage.
func usageLine(usage string) string {
	words := placeholderWords()
	return placeholder.ReplaceAllStringFunc(usage, func(m string) string {
		sub := placeholder.FindStringSubmatch(m)
		flag, word := sub[1], sub[2]
		if w, ok := words[strings.TrimRight(flag, " =")+" "+word]; ok {
			return flag + w
		}
		if w, ok := words[word]; ok {
			return flag + w
		}
		return m
	})
}

// placeholderWords says each placeholder of the usage lines in the
// user's language; one that means a different thing after different
// flags (NAME, the one-letter T and A) is keyed with its flag. N and K
// are not words: they stay, as in a formula.
func placeholderWords() map[string]string {
	return map[string]string{
		"NAME":           lang.X("cli.placeholder.name", "NAME"),
		"--project NAME": lang.X("cli.placeholder.project", "NAME"),
		"--title T":      lang.X("cli.placeholder.title-flag", "T"),
		"--type T":       lang.X("cli.placeholder.type", "T"),
		"--author A":     lang.X("cli.placeholder.author", "A"),
		"--alias A":      lang.X("cli.placeholder.alias", "A"),
		"CHAPTER":        lang.X("cli.placeholder.chapter", "CHAPTER"),
		"CHARS":          lang.X("cli.placeholder.chars", "CHARS"),
		"DIR":            lang.X("cli.placeholder.dir", "DIR"),
		"FILE":           lang.X("cli.placeholder.file", "FILE"),
		"FROM-TO":        lang.X("cli.placeholder.from-to", "FROM-TO"),
		"ID":             lang.X("cli.placeholder.id", "ID"),
		"IMAGE":          lang.X("cli.placeholder.image", "IMAGE"),
		"KEY":            lang.X("cli.placeholder.key", "KEY"),
		"LIST":           lang.X("cli.placeholder.list", "LIST"),
		"NEW-NAME":       lang.X("cli.placeholder.new-name", "NEW-NAME"),
		"NEW-TITLE":      lang.X("cli.placeholder.new-title", "NEW-TITLE"),
		"PATTERN":        lang.X("cli.placeholder.pattern", "PATTERN"),
		"PHRASE":         lang.X("cli.placeholder.phrase", "PHRASE"),
		"QUERIES":        lang.X("cli.placeholder.queries", "QUERIES"),
		"QUERY":          lang.X("cli.placeholder.query", "QUERY"),
		"QUESTION":       lang.X("cli.placeholder.question", "QUESTION"),
		"RE":             lang.X("cli.placeholder.re", "RE"),
		"REPLACEMENT":    lang.X("cli.placeholder.replacement", "REPLACEMENT"),
		"START":          lang.X("cli.placeholder.start", "START"),
		"TEXT":           lang.X("cli.placeholder.text", "TEXT"),
		"TITLE":          lang.X("cli.placeholder.title", "TITLE"),
		"TO":             lang.X("cli.placeholder.to", "TO"),
		"VALUE":          lang.X("cli.placeholder.value", "VALUE"),
		"VERSION":        lang.X("cli.placeholder.version", "VERSION"),
	}
}

// printFlags is fs.PrintDefaults in the user's language: the flag
// package names the kind of value a flag takes ("-k int") and its
// default ("(default 4000)") in English. The layout is PrintDefaults'
// own.
//
// A flag whose value the usage line names with a placeholder ("--out
// FILE|-", "--project NAME") shows that, as the usage line says it
// (usageLine: "-out 文件|-", "-project 作品名"), rather than the kind
// ("-out string", "-out 文字"). A flag of a type of its own, whose kind
// the flag package calls "value" (值, which says nothing: every flag
// takes one), shows what the usage line writes after it even when that
// is no placeholder: project goals' "-target N", the N of a formula in
// both languages, where it said "-target value".
func printFlags(fs *flag.FlagSet, line string) {
	fs.VisitAll(func(f *flag.Flag) {
		var b strings.Builder
		fmt.Fprintf(&b, "  -%s", f.Name)
		kind, usage := flag.UnquoteUsage(f)
		named := flagPlaceholder(line, f.Name)
		if v := usageValue(line, f.Name); named == "" && kind == "value" && v != "" {
			named = v
		}
		if kind != "" && named != "" {
			b.WriteString(" " + named)
		} else if kind != "" {
			b.WriteString(" " + flagKind(kind))
		}
		// As PrintDefaults: a one-letter boolean flag's help goes on its
		// line, any other's on the next.
		if b.Len() <= 4 {
			b.WriteString("\t")
		} else {
			b.WriteString("\n    \t")
		}
		b.WriteString(strings.ReplaceAll(usage, "\n", "\n    \t"))
		if !isZeroFlag(f) {
			def := f.DefValue
			if kind == "string" {
				def = strconv.Quote(def)
			}
			b.WriteString(lang.X("cli.help.flag-default", " (default {{.V}})", map[string]any{"V": def}))
		}
		fmt.Fprintln(fs.Output(), b.String())
	})
}

// flagPlaceholder is what a command's usage line puts after --name
// ("FILE|-" in "[--out FILE|-]"), in the user's language, when it holds
// a placeholder (placeholderWords); "" when it holds none: a list of the
// values typed as they are (epub|docx|txt|md) or a formula's N.
func flagPlaceholder(usage, name string) string {
	v := usageValue(usage, name)
	if v == "" {
		return ""
	}
	prefix := "--" + name + " "
	words := placeholderWords()
	for _, p := range placeholder.FindAllStringSubmatch(prefix+v, -1) {
		if _, ok := words[strings.TrimRight(p[1], " =")+" "+p[2]]; ok {
			return strings.TrimPrefix(usageLine(prefix+v), prefix)
		}
		if _, ok := words[p[2]]; ok {
			return strings.TrimPrefix(usageLine(prefix+v), prefix)
		}
	}
	return ""
}

// usageValue is what a command's usage line writes after --name, as it
// writes it ("N" in "[--target N]"), or "" when it names no value.
func usageValue(usage, name string) string {
	m := regexp.MustCompile(`--` + regexp.QuoteMeta(name) + `[ =]([^\s\[\]()]+)`).FindStringSubmatch(usage)
	if m == nil {
		return ""
	}
	return m[1]
}

// flagKind says the kind of value flag.UnquoteUsage names (it calls an
// int64 "int" and a uint64 "uint"); a name the usage gives in backquotes
// (none does) stays as written.
func flagKind(kind string) string {
	words := map[string]string{
		"string":   lang.X("cli.help.kind.string", "string"),
		"int":      lang.X("cli.help.kind.int", "int"),
		"uint":     lang.X("cli.help.kind.uint", "uint"),
		"float":    lang.X("cli.help.kind.float", "float"),
		"duration": lang.X("cli.help.kind.duration", "duration"),
		"value":    lang.X("cli.help.kind.value", "value"),
	}
	if w, ok := words[kind]; ok {
		return w
	}
	return kind
}

// isZeroFlag reports whether f's default is its type's zero value, which
// PrintDefaults does not print (the flag package's isZeroValue).
func isZeroFlag(f *flag.Flag) (zero bool) {
	defer func() {
		if recover() != nil {
			zero = true // a Value whose zero String panics: say no default
		}
	}()
	t := reflect.TypeOf(f.Value)
	var z reflect.Value
	if t.Kind() == reflect.Pointer {
		z = reflect.New(t.Elem())
	} else {
		z = reflect.Zero(t)
	}
	return f.DefValue == z.Interface().(flag.Value).String()
}

// helpOutput is a FlagSet's output: it passes writes through only while
// parse prints the usage for -h. The flag package also prints its
// complaint and the whole usage on every parse error; those are dropped,
// so a bad flag is the one line on stderr that parse returns, and nothing
// reaches stdout, where a script reads --json.
type helpOutput struct {
	w    io.Writer
	open bool
}

func (h *helpOutput) Write(p []byte) (int, error) {
	if !h.open {
		return len(p), nil
	}
	return h.w.Write(p)
}

// printHelp prints fs's usage for -h.
func printHelp(fs *flag.FlagSet) {
	if h, ok := fs.Output().(*helpOutput); ok {
		h.open = true
		defer func() { h.open = false }()
	}
	fs.Usage()
}

// parse parses flags and turns errors into usage errors. Flags may follow
// positional arguments (`search QUERY --json`), as users type them, and a
// negative number is a value, not a flag (`settings set KEY -5` needs no
// `--`, and `chapter rename -1 T` is refused as the chapter number it is,
// not as a flag -1 no command has): no flag's name is a number.
func parse(fs *flag.FlagSet, args []string) error {
	var positional []string
	for len(args) > 0 {
		if isNegativeNumber(args[0]) {
			positional = append(positional, args[0])
			args = args[1:]
			continue
		}
		// The flag package would take a negative number for a flag:
		// parse up to it.
		cut := negativeNumberAt(fs, args)
		if err := fs.Parse(args[:cut]); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				printHelp(fs)
				return err
			}
			return usageError{flagError(fs.Name(), err)}
		}
		rest := fs.Args()
		if len(rest) == 0 {
			args = args[cut:]
			continue
		}
		positional = append(positional, rest[0])
		args = append(rest[1:], args[cut:]...)
	}
	return fs.Parse(append([]string{"--"}, positional...))
}

// negativeNumberAt is the index of the first argument of args that is a
// negative number standing for itself, not the value of the flag before
// it (`--k -1`), nor after "--"; len(args) when there is none.
func negativeNumberAt(fs *flag.FlagSet, args []string) int {
	for i, a := range args {
		if a == "--" {
			break
		}
		if i > 0 && isNegativeNumber(a) && !takesValue(fs, args[i-1]) {
			return i
		}
	}
	return len(args)
}

// takesValue reports whether arg is a flag of fs that takes the next
// argument as its value: one that is not boolean, given without "=".
func takesValue(fs *flag.FlagSet, arg string) bool {
	name, ok := strings.CutPrefix(arg, "-")
	if !ok || strings.Contains(name, "=") {
		return false
	}
	f := fs.Lookup(strings.TrimPrefix(name, "-"))
	if f == nil {
		return false
	}
	b, isBool := f.Value.(interface{ IsBoolFlag() bool })
	return !isBool || !b.IsBoolFlag()
}

// parseArgs parses like parse for a command that takes exactly n
// positional arguments; any other number is the error wrong (a usageX,
// in the user's language).
func parseArgs(fs *flag.FlagSet, args []string, n int, wrong error) error {
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != n {
		return wrong
	}
	return nil
}

// parseNoArgs parses like parse for a command that takes no positional
// arguments, whose usage error names the command by its flag set.
func parseNoArgs(fs *flag.FlagSet, args []string) error {
	return parseArgs(fs, args, 0, errNoArguments(fs.Name()))
}

// errNoArguments is the usage error of command cmd, which takes no
// positional arguments, given some.
func errNoArguments(cmd string) error {
	return usageX("cli.usage.no-arguments", "{{.Cmd}} takes no arguments", map[string]any{"Cmd": cmd})
}

// The flag package's parse errors, which flagError says again.
var (
	flagUnknown  = regexp.MustCompile(`^flag provided but not defined: (-\S+)$`)
	flagNoArg    = regexp.MustCompile(`^flag needs an argument: (-\S+)$`)
	flagBadValue = regexp.MustCompile(`^invalid value ("(?:[^"\\]|\\.)*") for flag (-\S+): (.*)$`)
	flagBadBool  = regexp.MustCompile(`^invalid boolean value ("(?:[^"\\]|\\.)*") for (-\S+): (.*)$`)
)

// globalFlags are the flags Main reads before the command's name.
var globalFlags = map[string]bool{"data": true}

// flagError is a parse error of the flag package, which writes English,
// in the user's language, after the command's name (cmd; "" for the
// global flags). An error it does not know stays as it is.
func flagError(cmd string, err error) string {
	msg := err.Error()
	if m := flagUnknown.FindStringSubmatch(msg); m != nil && cmd != "" && globalFlags[strings.TrimLeft(m[1], "-")] {
		// `inkflow import --data DIR book.txt` is what one types first:
		// the flag exists, in another place.
		msg = lang.X("cli.usage.flag-global", "--{{.Name}} goes before the command: inkflow --{{.Name}} DIR {{.Cmd}} …", map[string]any{"Name": strings.TrimLeft(m[1], "-"), "Cmd": cmd})
	} else if m := flagUnknown.FindStringSubmatch(msg); m != nil {
		msg = lang.X("cli.usage.flag-unknown", "flag provided but not defined: {{.Flag}}", map[string]any{"Flag": m[1]})
	} else if m := flagNoArg.FindStringSubmatch(msg); m != nil {
		msg = lang.X("cli.usage.flag-argument", "flag needs an argument: {{.Flag}}", map[string]any{"Flag": m[1]})
	} else if m := flagBadValue.FindStringSubmatch(msg); m != nil {
		msg = lang.X("cli.usage.flag-value", "invalid value {{.Value}} for flag {{.Flag}}: {{.Err}}", map[string]any{"Value": m[1], "Flag": m[2], "Err": flagValueReason(m[1], m[3])})
	} else if m := flagBadBool.FindStringSubmatch(msg); m != nil {
		// Err is strconv's ("strconv.ParseBool: parsing …: invalid
		// syntax"), no help to an author.
		msg = lang.X("cli.usage.flag-bool", "invalid value {{.Value}} for {{.Flag}}: want true or false", map[string]any{"Value": m[1], "Flag": m[2], "Err": m[3]})
	}
	if cmd == "" {
		return msg
	}
	return lang.X("cli.usage.flag-error", "{{.Cmd}}: {{.Msg}}", map[string]any{"Cmd": cmd, "Msg": msg})
}

// flagValueReason is why the flag package refused value (quoted), in
// the user's language: its own two reasons for a number flag ("parse
// error", "value out of range": every number flag here is a whole
// number), or the text a flag.Value's Set returned, which the command
// line words from the catalogue already.
func flagValueReason(value, reason string) string {
	switch reason {
	case "parse error":
		if isNegativeNumber(strings.Trim(value, `"`)) { // an unsigned flag (an id)
			return lang.X("cli.usage.flag-negative", "never negative")
		}
		return lang.X("cli.usage.flag-not-whole-number", "not a whole number")
	case "value out of range":
		if strings.HasPrefix(value, `"-`) {
			return lang.X("cli.usage.flag-too-small", "too small")
		}
		return lang.X("cli.usage.flag-too-large", "too large")
	}
	return reason
}

func isNegativeNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return strings.HasPrefix(s, "-") && err == nil
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
