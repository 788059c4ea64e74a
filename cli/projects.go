package cli

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

// Starting a book from the command line: `project create` makes an empty
// project to add chapters to (import makes one from a file), and
// `project list` names the projects every --project flag takes.

func runProjectCreate(e *env, args []string) error {
	fs := newFlags(e, "project create", "NAME")
	if err := parseArgs(fs, args, 1, usageX("cli.usage.project-create", "project create: give the new project's NAME")); err != nil {
		return err
	}
	name, err := projectNameArg("project create", fs.Arg(0))
	if err != nil {
		return err
	}
	e.startsData = true // creating the first project may create the folder
	s, err := openTextSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	if err := nameTaken(s, name, 0); err != nil {
		return err
	}
	p, err := s.eng.CreateProject(name)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.project-created", "created project {{.ID}} {{.Q}} (next: inkflow chapter add --project {{.Q}} TITLE)", idData(p.ID, p.Name)))
	return nil
}

// projectNameArg is the NAME a project is to be given by cmd, trimmed as
// the engine trims it: one of spaces alone is no name, and a line break
// would split every message and list that names it (usage errors).
func projectNameArg(cmd, arg string) (string, error) {
	name := strings.TrimSpace(arg)
	if err := checkUTF8(cmd, name); err != nil {
		return "", err
	}
	d := map[string]any{"Cmd": cmd}
	if name == "" {
		return "", usageX("cli.usage.project-empty-name", "{{.Cmd}}: the NAME is empty; give the project a name", d)
	}
	if strings.IndexFunc(name, unicode.IsControl) >= 0 {
		return "", usageX("cli.usage.project-name-control", "{{.Cmd}}: the NAME has a line break or another control character; give it on one line", d)
	}
	return name, nil
}

// nameTaken says, in the user's language, that another project than
// self (0: none) is called name already; the engine refuses it too, in
// English.
func nameTaken(s *session, name string, self uint64) error {
	if other, ok, err := s.eng.ProjectByName(name); err != nil {
		return err
	} else if ok && other.ID != self {
		return kindX("cli.err.project-exists", "a project named {{.Q}} exists already (see inkflow project list)", engine.ErrExists, quoteData(name))
	}
	return nil
}

// runProjectRename renames a project, as the app's Rename… on a book of
// the library does (engine.RenameProject), and prints the rename back
// as its undo.
func runProjectRename(e *env, args []string) error {
	fs := newFlags(e, "project rename", "NAME NEW-NAME")
	wrong := usageX("cli.usage.project-rename", "project rename: give the project's NAME and its NEW-NAME")
	if err := parseArgs(fs, args, 2, wrong); err != nil {
		return err
	}
	// An empty NAME is no name: --project "" means "the only project",
	// and renaming that one unasked is not what "" says.
	if strings.TrimSpace(fs.Arg(0)) == "" {
		return wrong
	}
	name, err := projectNameArg("project rename", fs.Arg(1))
	if err != nil {
		return err
	}
	s, pid, err := openTextProject(e, fs.Arg(0))
	if err != nil {
		return err
	}
	defer s.Close()
	old, err := projectName(s, pid)
	if err != nil {
		return err
	}
	if err := nameTaken(s, name, pid); err != nil {
		return err
	}
	if name == old {
		fmt.Fprintln(e.stdout, lang.X("cli.project-rename-same", "project {{.ID}} is called {{.Q}} already; nothing changed", idData(pid, name)))
		return nil
	}
	if err := s.eng.RenameProject(pid, name); err != nil {
		return err
	}
	d := idData(pid, name)
	d["Old"], d["Undo"] = lang.X("cli.project-name", "{{.Q}}", quoteData(old)), "project rename "+shellWord(name)+" "+shellWord(old)
	fmt.Fprintln(e.stdout, lang.X("cli.project-renamed", "renamed project {{.ID}} {{.Old}} to {{.Q}} (undo: inkflow {{.Undo}})", d))
	return nil
}

// projectJSON is one project of `project list --json`: its chapters'
// number and the three counts of their text (README "Counts").
type projectJSON struct {
	ID       uint64    `json:"id"`
	Name     string    `json:"name"`
	Chapters int       `json:"chapters"`
	Zi       int       `json:"zi"`
	Chars    int       `json:"chars"`
	Words    int       `json:"words"`
	Created  time.Time `json:"created_at"`
	Updated  time.Time `json:"updated_at"`
}

func runProjectList(e *env, args []string) error {
	fs := newFlags(e, "project list", "[--json]")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json.project-list", "print JSON: [{id,name,chapters,zi,chars,words,created_at,updated_at}], oldest first"))
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	modes := map[uint64]engine.CountMode{}
	fronts := map[uint64]bool{} // the project has front matter (chapter 0)
	out, err := readData(e, func(eng *engine.Engine) ([]projectJSON, error) {
		ps, err := eng.Projects()
		if err != nil {
			return nil, err
		}
		out := make([]projectJSON, len(ps))
		for i, p := range ps {
			chs, err := eng.Chapters(p.ID)
			if err != nil {
				return nil, err
			}
			var sum engine.TextCounts
			for _, c := range chs {
				sum = sum.Add(c.TextCounts)
			}
			modes[p.ID] = bookMode(chs)
			fronts[p.ID] = len(chs) > 0 && chs[0].Index == 0
			out[i] = projectJSON{ID: p.ID, Name: p.Name, Chapters: len(chs), Zi: sum.Zi, Chars: sum.Chars, Words: sum.Words,
				Created: p.CreatedAt, Updated: p.UpdatedAt}
		}
		return out, nil
	})
	if err != nil {
		return err
	}
	none := lang.X("cli.projects-none", "no projects yet: import a book (inkflow import FILE) or start one (inkflow project create NAME)")
	return printList(e, *asJSON, out, none, func(p projectJSON) string {
		counts := engine.TextCounts{Zi: p.Zi, Chars: p.Chars, Words: p.Words}
		return lang.X("cli.project-line", "{{.ID}}  {{.Name}}: {{.Chapters}}, {{.Count}}",
			map[string]any{"ID": fmt.Sprintf("%4d", p.ID), "Name": p.Name, "Chapters": sayProjectChapters(p.Chapters, fronts[p.ID]), "Count": sayCount(counts, modes[p.ID])})
	})
}

// sayProjectChapters says n chapters, the front matter among them when
// front, as import and project list say a book's: "15 chapters and front
// matter" (the list said 16 for 呐喊, which its import called 15 and
// front matter).
func sayProjectChapters(n int, front bool) string {
	if front {
		return lang.X("cli.chapters-and-front", "{{.N}} chapter{{if ne .N 1}}s{{end}} and front matter", map[string]any{"N": n - 1})
	}
	return lang.X("cli.chapters-n", "{{.N}} chapter{{if ne .N 1}}s{{end}}", map[string]any{"N": n})
}
