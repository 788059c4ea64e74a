package app

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"syscall"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// errorText is what a dialog says about err: the engine's refusal of a
// value the author typed (a deadline, a language tag, a cover, a goal, a
// chapter range) in the interface language, anything else as
// engine.ErrorText words it for the interface language (a file that is
// not there, a full disk, a bad regular expression; otherwise the
// engine's English), its commands without Markdown (plainCommands). The
// engine's refusals an author meets in the window (refusalText) are the
// catalogue's sentences.
func errorText(err error) string {
	if re := (*engine.ChapterRangeError)(nil); errors.As(err, &re) {
		return chapterRangeText(re)
	}
	ve := (*engine.ValueError)(nil)
	if !errors.As(err, &ve) {
		return engineText(err)
	}
	switch ve.Field {
	case "deadline":
		return tr("The deadline “{{.V}}” is not a date: write it as YYYY-MM-DD.", ve.Value)
	case "language":
		return tr("“{{.V}}” is not a language tag such as zh-CN or en.", ve.Value)
	case "cover":
		return tr("The cover “{{.V}}” is not a .jpg, .png, .gif or .webp image.", ve.Value)
	case "goal":
		return tr("A target is a whole number up to 100,000,000, not “{{.V}}”.", ve.Value)
	}
	return engineText(err)
}

// engineText is err as engine.ErrorText words it for the interface
// language, or, where that is the engine's own English (err.Error()),
// as refusalText words it when it can.
func engineText(err error) string {
	if d, ok := dataText(err); ok {
		return d
	}
	s := engine.ErrorText(err, currentLocale().String())
	if s == err.Error() {
		if r, ok := refusalText(err); ok {
			return r
		}
	}
	return plainCommands(s)
}

// codeSpan is a Markdown code span on one line: `ollama serve`.
var codeSpan = regexp.MustCompile("`([^`\n]+)`")

// plainCommands drops the backticks around the commands the engine's
// sentences name ("for example `ollama serve`", "`make ort`"): they are
// Markdown, which the command line and the README show as code, and the
// app's labels and dialogs, which show text as it is, showed them as
// stray marks. The command reads as itself after "for example".
func plainCommands(s string) string { return codeSpan.ReplaceAllString(s, "$1") }

// chapterRangeText says why a chapter range was refused: a number no
// chapter has, naming the numbers there are, or a range that runs
// backwards.
func chapterRangeText(e *engine.ChapterRangeError) string {
	// engine.FrontMatter is chapter 0.
	from, to, missing := max(e.From, 0), max(e.To, 0), max(e.Missing, 0)
	switch {
	case e.Missing == 0:
		return lang.L("The chapters run backwards: {{.From}} comes after {{.To}}.", map[string]any{"From": from, "To": to})
	case e.First == 0:
		return tr("There is no chapter {{.V}}: this book has no numbered chapters.", missing)
	}
	numbers := strconv.Itoa(e.First)
	if e.Last > e.First {
		numbers = fmt.Sprintf("%d–%d", e.First, e.Last)
	}
	return lang.L("There is no chapter {{.N}}: the chapters are numbered {{.Numbers}}.", map[string]any{"N": missing, "Numbers": numbers})
}

// dataText says what is wrong with the data folder when the engine
// cannot use it: its database damaged (or not InkFlow's), or the folder
// not writable. The engine's chain is English ("engine: storage: open
// …/inkflow.db: database file is corrupt or not an InkFlow database:
// invalid database") or, for a folder that cannot be written, only the
// system's reason (没有权限), which does not say what to do. It is
// tried before engine.ErrorText: the state of the data decides the
// sentence, whatever file error the engine found it by.
func dataText(err error) (string, bool) {
	switch {
	case errors.Is(err, engine.ErrCorrupt):
		return lang.L("InkFlow's database is damaged or is not an InkFlow database: nothing was changed in it."), true
	case errors.Is(err, engine.ErrReadOnly):
		why := lang.L("no permission")
		if errno := syscall.Errno(0); errors.As(err, &errno) {
			why = engine.ErrorText(errno, currentLocale().String())
		}
		return tr("InkFlow cannot write to its data folder ({{.V}}): its database and search indexes are kept there. Make the folder writable, or start InkFlow with another one (--data).", why), true
	}
	return "", false
}

// refusalText words the engine's refusals that reach the window in the
// normal run of writing, which the engine says in English ("storage:
// project \"书\": already exists", "书.txt has no text: invalid
// argument", "… not found") and a Chinese window showed as they were.
func refusalText(err error) (string, bool) {
	if nt := (*engine.NoTextError)(nil); errors.As(err, &nt) {
		return tr("“{{.V}}” has no text to import: it is empty or only blank lines.", nt.Name), true
	}
	switch {
	case errors.Is(err, engine.ErrNoChapters):
		// Every chapter deleted, then File › Export.
		return lang.L("This book has no chapters: there is nothing to export."), true
	case errors.Is(err, engine.ErrExists):
		// Only a project's name is refused as taken (a wiki entry's
		// title may be shared; an export asks before replacing a file).
		return lang.L("Another project has that name already: choose another."), true
	case errors.Is(err, engine.ErrNotFound):
		return lang.L("It is no longer there: it was deleted meanwhile."), true
	}
	return "", false
}
