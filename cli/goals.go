package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// historyJSON is `stats --history --json`: the goals, where the project
// stands, and every day with writing, oldest first.
type historyJSON struct {
	Project  string              `json:"project"`
	Progress engine.GoalProgress `json:"progress"`
	Days     []engine.DayWritten `json:"days"`
}

func printHistory(e *env, project string, asJSON bool) error {
	s, pid, err := openTextProject(e, project)
	if err != nil {
		return err
	}
	defer s.Close()
	name, err := projectName(s, pid)
	if err != nil {
		return err
	}
	days, err := s.eng.WritingHistory(pid)
	if err != nil {
		return err
	}
	pr, err := s.eng.GoalProgressOr(pid, engine.DefaultCountMode(uiLanguage()))
	if err != nil {
		return err
	}
	if asJSON {
		if days == nil {
			days = []engine.DayWritten{}
		}
		return printJSON(e.stdout, historyJSON{Project: name, Progress: pr, Days: days})
	}
	w := e.stdout
	d := map[string]any{"Name": name, "Total": sayNumber(pr.Total), "Unit": countUnit(pr.Goals.Mode, pr.Total), "Target": sayNumber(pr.Goals.Target), "Deadline": pr.Goals.Deadline,
		"DaysLeft": groupDigits(pr.DaysLeft), "PerDay": sayNumber(pr.PerDay), "Today": saySigned(pr.Today), "Daily": sayNumber(pr.Goals.Daily),
		"P": s.projectArg()}
	switch {
	case pr.Goals.Target > 0 && pr.Goals.Deadline != "" && pr.DaysLeft == 0:
		// The engine counts no days after the deadline: "0 days left,
		// 0 a day" read as if the book were done.
		fmt.Fprintln(w, lang.X("cli.history-deadline-passed", "{{.Name}}: {{.Total}} {{.Unit}} of {{.Target}}; the deadline {{.Deadline}} has passed (set another: inkflow project goals{{.P}} --deadline YYYY-MM-DD)", d))
	case pr.Goals.Target > 0 && pr.Goals.Deadline != "":
		fmt.Fprintln(w, lang.X("cli.history-deadline", "{{.Name}}: {{.Total}} {{.Unit}} of {{.Target}} by {{.Deadline}} ({{.DaysLeft}} day{{if ne .DaysLeft \"1\"}}s{{end}} left, {{.PerDay}} a day)", d))
	case pr.Goals.Target > 0:
		fmt.Fprintln(w, lang.X("cli.history-target", "{{.Name}}: {{.Total}} {{.Unit}} of {{.Target}}", d))
	default:
		fmt.Fprintln(w, lang.X("cli.history-total", "{{.Name}}: {{.Total}} {{.Unit}}", d))
	}
	if pr.Goals.Daily > 0 {
		fmt.Fprintln(w, lang.X("cli.history-today", "today {{.Today}} of {{.Daily}}", d))
	}
	if len(days) == 0 {
		fmt.Fprintln(w, lang.X("cli.history-none", "no writing saved yet (imports do not count)"))
		return nil
	}
	for _, d := range days {
		n := d.In(pr.Goals.Mode)
		fmt.Fprintf(w, "%s  %8s %s\n", d.Date, saySigned(n), countUnit(pr.Goals.Mode, n))
	}
	return nil
}

// countUnit names a count mode's unit for people, for a count of n:
// "1 word", "2 words".
func countUnit(m engine.CountMode, n int) string {
	switch {
	case m == engine.CountWords && n == 1:
		return lang.X("cli.unit-word", "word")
	case m == engine.CountWords:
		return lang.X("cli.unit-words", "words")
	case m == engine.CountChars && n == 1:
		return lang.X("cli.unit-char", "character")
	case m == engine.CountChars:
		return lang.X("cli.unit-chars", "characters")
	}
	return "字"
}

// sayNumber is a count for people: the exact count, its digits grouped
// (59,718), in both languages, as the app says counts outside its tight
// chapter tree. Chinese goals and history said 6万 (with one decimal)
// beside an app reading 59,718 字. --json keeps the number.
func sayNumber(n int) string {
	return groupDigits(n)
}

// saySigned is sayNumber of a net count, with its sign: +12,345, -35, +0.
func saySigned(n int) string {
	if n < 0 {
		return sayNumber(n)
	}
	return "+" + sayNumber(n)
}

// goalNumber is sayNumber of a goal, empty when there is none (0), for
// the {{if}} of a message that says "none" then.
func goalNumber(n int) string {
	if n == 0 {
		return ""
	}
	return sayNumber(n)
}

// bookMode is the count a book's readers use, judged from all its
// chapters' counts as `chapter list` does: words for English, 字
// otherwise. A count of one chapter or snapshot is said in it, so that
// an empty chapter of an English book reads "0 words", not "0 字". A
// book with no text yet is counted as the user's language counts (an
// English user's new book has "0 words"), which its text decides later.
func bookMode(chs []engine.ChapterInfo) engine.CountMode {
	var sum engine.TextCounts
	for _, c := range chs {
		sum = sum.Add(c.TextCounts)
	}
	if sum.Chars == 0 {
		return engine.DefaultCountMode(uiLanguage())
	}
	return sum.NaturalMode()
}

// projectMode is bookMode of a project's chapters.
func projectMode(eng *engine.Engine, pid uint64) (engine.CountMode, error) {
	chs, err := eng.Chapters(pid)
	return bookMode(chs), err
}

// sayCount is a length for people in the count mode m, grouped and with
// its unit: "1,764 words", "59,718 字".
func sayCount(c engine.TextCounts, m engine.CountMode) string {
	return lang.X("cli.count", "{{.N}} {{.Unit}}", map[string]any{"N": sayNumber(c.In(m)), "Unit": countUnit(m, c.In(m))})
}

// editProject is the work of project meta and project goals, which show
// a record of a project and change its fields by flags: it opens the
// project without the model, reads the record with get, applies the
// setter of each flag given that has one in set, and saves the record
// with put when any did. It returns the record as put left it.
func editProject[T any](e *env, fs *flag.FlagSet, project string, get func(*engine.Engine, uint64) (T, error),
	put func(*engine.Engine, uint64, *T) error, set map[string]func(*T)) (T, error) {
	s, pid, err := openTextProject(e, project)
	if err != nil {
		var zero T
		return zero, err
	}
	defer s.Close()
	v, err := get(s.eng, pid)
	if err != nil {
		return v, err
	}
	changed := false
	fs.Visit(func(f *flag.Flag) {
		if apply, ok := set[f.Name]; ok {
			apply(&v)
			changed = true
		}
	})
	if changed {
		err = put(s.eng, pid, &v)
	}
	return v, err
}

// countFlag is a goal's count as the author types it: 200000, 200,000
// or 20万 (engine.ParseCount), as the app's goals dialog takes it.
type countFlag int

func (c *countFlag) String() string { return strconv.Itoa(int(*c)) }

func (c *countFlag) Set(s string) error {
	n, err := engine.ParseCount(s)
	if errors.Is(err, engine.ErrCountTooLarge) {
		return errors.New(lang.X("cli.count-too-large", "too large: at most {{.Max}}", map[string]any{"Max": engine.MaxCount}))
	}
	if err != nil && isNegativeCount(s) {
		return errors.New(lang.X("cli.count-negative", "a goal is never negative (0: none)"))
	}
	if err != nil {
		return errors.New(lang.X("cli.count-invalid", "not a whole number such as 200000, 200,000 or 20万"))
	}
	*c = countFlag(n)
	return nil
}

// isNegativeCount: s is a count with a minus sign (-5, －5, -2万), which
// ParseCount refuses as no count, though the author meant one.
func isNegativeCount(s string) bool {
	s = strings.TrimSpace(s)
	for _, minus := range []string{"-", "－", "−"} {
		if rest, ok := strings.CutPrefix(s, minus); ok {
			_, err := engine.ParseCount(rest)
			return err == nil
		}
	}
	return false
}

// runProjectGoals is `project goals`: it shows the goals and sets the
// ones given as flags.
func runProjectGoals(e *env, args []string) error {
	fs, project := newProjectFlags(e, "project goals", "[--project NAME] [--mode zi|chars|words] [--target N] [--deadline YYYY-MM-DD] [--daily N] [--session N] [--json]")
	mode := fs.String("mode", "", lang.X("cli.flag.mode.goals", "what the targets count: zi (字数), chars (字符数) or words"))
	var target, daily, session countFlag
	fs.Var(&target, "target", lang.X("cli.flag.target", "the book's size to reach, e.g. 200000, 200,000 or 20万 (0: none)"))
	deadline := fs.String("deadline", "", lang.X("cli.flag.deadline", "date to reach it by, YYYY-MM-DD (empty: none)"))
	fs.Var(&daily, "daily", lang.X("cli.flag.daily", "net amount to write a day, e.g. 2000 or 2千 (0: none)"))
	fs.Var(&session, "session", lang.X("cli.flag.session", "amount to write each time the app is opened (0: none)"))
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json", "print JSON"))
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	// The engine refuses another mode too, in English and as a runtime
	// error; a word typed wrong is the command's usage.
	if m := strings.TrimSpace(*mode); m != "" {
		if _, err := engine.ParseCountMode(m); err != nil {
			return usageX("cli.usage.goals-mode", "--mode must be zi, chars or words, not {{.Q}}", quoteData(m))
		}
	}
	g, err := editProject(e, fs, *project, usersGoals, putGoals, map[string]func(*engine.Goals){
		"mode":     func(g *engine.Goals) { g.Mode = engine.CountMode(strings.TrimSpace(*mode)) },
		"target":   func(g *engine.Goals) { g.Target = int(target) },
		"deadline": func(g *engine.Goals) { g.Deadline = *deadline },
		"daily":    func(g *engine.Goals) { g.Daily = int(daily) },
		"session":  func(g *engine.Goals) { g.Session = int(session) },
	})
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(e.stdout, g)
	}
	fmt.Fprintln(e.stdout, lang.X("cli.project-goals", "mode:     {{.Mode}}\ntarget:   {{if .Target}}{{.Target}}{{else}}none{{end}}\ndeadline: {{if .Deadline}}{{.Deadline}}{{else}}none{{end}}\ndaily:    {{if .Daily}}{{.Daily}}{{else}}none{{end}}\nsession:  {{if .Session}}{{.Session}}{{else}}none{{end}}",
		map[string]any{"Mode": g.Mode, "Unit": countUnit(g.Mode, g.Target), "Target": goalNumber(g.Target), "Deadline": g.Deadline, "Daily": goalNumber(g.Daily), "Session": goalNumber(g.Session)}))
	return nil
}

// usersGoals is a project's goals with a book of no known language (no
// text, none set) counted as the user's language counts, as bookMode and
// so project list count it: an English user's new book has goals in
// words, not 字.
func usersGoals(eng *engine.Engine, pid uint64) (engine.Goals, error) {
	return eng.GoalsOr(pid, engine.DefaultCountMode(uiLanguage()))
}

// putGoals saves the goals project goals was given; the command shows
// them as given, not read back.
func putGoals(eng *engine.Engine, pid uint64, g *engine.Goals) error {
	return invalidIsUsage(eng.SetGoals(pid, *g))
}
