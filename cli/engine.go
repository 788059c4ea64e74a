package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"strings"
	"syscall"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/models"
)

// session is an open data directory with its model loaded (when it can be).
type session struct {
	eng      *engine.Engine
	emb      *models.ONNXEmbedder
	modelErr error // why no model is loaded, for commands that need one
	// project is the --project NAME the command was given ("" for none),
	// for the commands its output tells the author to run (projectArg).
	project string
}

// openSession opens the data directory and loads the active model. A
// missing model or runtime is not fatal here: text commands still work, and
// commands that need vectors report modelErr.
func openSession(e *env) (*session, error) {
	eng, err := openEngine(e, e.warnings.logger())
	if err != nil {
		return nil, err
	}
	s := &session{eng: eng}
	s.emb, s.modelErr = loadModel(eng.Settings().Model.Name, e.dataDir)
	if s.modelErr == nil {
		eng.SetEmbedder(s.emb)
	}
	return s, nil
}

// openEngine opens the data directory, saying in the user's language
// when --data names a file or a path through one (the engine's English
// is "engine: open: mkdir …: not a directory").
func openEngine(e *env, logger *slog.Logger) (*engine.Engine, error) {
	if !e.startsData {
		if err := requireDataDir(e); err != nil {
			return nil, err
		}
	}
	eng, err := engine.Open(engine.Options{DataDir: e.dataDir, Logger: logger})
	switch {
	case err == nil:
		noteRecovered(e, eng)
		return eng, nil
	case errors.Is(err, syscall.ENOTDIR):
		return nil, errDataNotDir(e.dataDir)
	case errors.Is(err, engine.ErrLocked):
		return nil, errDataInUse(e.dataDir, err)
	case errors.Is(err, engine.ErrReadOnly):
		return nil, errDataReadOnly(e.dataDir, err)
	case errors.Is(err, engine.ErrCorrupt):
		return nil, errDataCorrupt(e.dataDir, err)
	case errors.Is(err, fs.ErrPermission):
		// The folder could not be made (import into a new --data under a
		// folder of someone else's): the engine's chain reads
		// "engine: open: mkdir …: permission denied".
		return nil, errDataNoPermission(e.dataDir, err)
	}
	return nil, err
}

// noteRecovered says on stderr, one note a chapter, what Open took back
// from the crash journal: typing the app had not saved when it stopped,
// which the app announces in a notice and a command would otherwise put
// into the chapter unsaid (engine.Recovered).
func noteRecovered(e *env, eng *engine.Engine) {
	for _, r := range eng.Recovered() {
		d := quoteData(r.Title)
		d["N"] = groupDigits(r.Chars)
		if r.Chars == 0 {
			fmt.Fprintln(e.stderr, lead(lang.X("cli.recovered-edits", "note: recovered unsaved edits in chapter {{.Q}} (InkFlow stopped before saving them)", d)))
			continue
		}
		fmt.Fprintln(e.stderr, lead(lang.X("cli.recovered-typing", "note: recovered {{.N}} characters of unsaved typing in chapter {{.Q}} (InkFlow stopped before saving them)", d)))
	}
}

// requireDataDir fails when the data folder does not exist. Only the
// commands that start a book (import, project create: env.startsData)
// create it; any other command would otherwise leave an empty folder
// behind a mistyped --data and report zeros, as if the books were gone.
func requireDataDir(e *env) error {
	info, err := os.Stat(e.dataDir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errNoDataDir(e.dataDir, e.dataFrom)
	case errors.Is(err, syscall.ENOTDIR) || (err == nil && !info.IsDir()):
		return errDataNotDir(e.dataDir)
	}
	// Any other error (permissions) is the engine's to say when it opens.
	return nil
}

// loadModel locates and loads the named model ("" = the bundled default).
func loadModel(name, dataDir string) (*models.ONNXEmbedder, error) {
	return models.LoadNamed(name, dataDir, models.Options{})
}

// requireModel is for commands that cannot do their job without vectors.
func (s *session) requireModel() error {
	if s.modelErr != nil {
		return kindX("cli.err.no-embedding-model", "no embedding model: {{.Err}}", s.modelErr, map[string]any{"Err": errText(s.modelErr)})
	}
	return nil
}

func (s *session) Close() error {
	err := s.eng.Close()
	if s.emb != nil {
		err = errors.Join(err, s.emb.Close())
	}
	return err
}

// openProject opens a session, runs the checks on it and resolves
// --project NAME (see projectID). The caller closes the session.
func openProject(e *env, project string, checks ...func(*session) error) (*session, uint64, error) {
	return openProjectWith(openSession, e, project, checks...)
}

// openTextProject is openProject on a session without the model (see
// openTextSession), for commands that only read or write text.
func openTextProject(e *env, project string, checks ...func(*session) error) (*session, uint64, error) {
	return openProjectWith(openTextSession, e, project, checks...)
}

// readProject opens the project with open (openProject or
// openTextProject), reads one thing from it with read and closes it
// again: the whole work in the engine of a command that lists what it
// read, which it prints after.
func readProject[T any](e *env, open func(*env, string, ...func(*session) error) (*session, uint64, error), project string, read func(*engine.Engine, uint64) (T, error)) (T, error) {
	s, pid, err := open(e, project)
	if err != nil {
		var zero T
		return zero, err
	}
	defer s.Close()
	return read(s.eng, pid)
}

// readData is readProject for what belongs to no one project (the
// projects themselves): it opens the data directory without the model,
// reads with read and closes it again.
func readData[T any](e *env, read func(*engine.Engine) (T, error)) (T, error) {
	s, err := openTextSession(e)
	if err != nil {
		var zero T
		return zero, err
	}
	defer s.Close()
	return read(s.eng)
}

// openProjectWith is openProject with the session opened by open.
func openProjectWith(open func(*env) (*session, error), e *env, project string, checks ...func(*session) error) (*session, uint64, error) {
	s, err := open(e)
	if err != nil {
		return nil, 0, err
	}
	for _, check := range checks {
		if err := check(s); err != nil {
			s.Close()
			return nil, 0, err
		}
	}
	pid, err := s.projectID(project)
	s.project = project
	return keepIfOK(s, pid, err)
}

// projectArg is the --project part of a command line the output gives
// the author to run (an undo: "inkflow wiki restore --project 呐喊 3"),
// " --project NAME" when the command was given one: in a data folder of
// several projects the line without it stops at "several projects
// exist" (exit 2). "" when none was given: the folder has one project,
// and the line needs none. A NAME a shell would split or expand is
// quoted.
func (s *session) projectArg() string {
	return projectFlagArg(s.project)
}

// projectFlagArg is projectArg for a command that has parsed its
// --project (name) but opened no session yet (a usage error's pointer).
func projectFlagArg(name string) string {
	if name == "" {
		return ""
	}
	return " --project " + shellWord(name)
}

// someProjectArg is the --project part of a pointer from a command that
// takes no --project (snapshot undelete: its id is the data folder's) to
// one that does, when the project is not known: "" when the folder has
// at most one project, and the line runs as printed; else " --project
// NAME" with the placeholder in the user's language, so that the line
// shows what it needs rather than stop at "several projects exist".
func someProjectArg(s *session) (string, error) {
	ps, err := s.eng.Projects()
	if err != nil || len(ps) < 2 {
		return "", err
	}
	return " --project " + lang.X("cli.placeholder.project", "NAME"), nil
}

// projectArgFor is projectArg for a command given no --project that
// names the project itself (a snapshot id of the data folder's): the
// project's --project when the folder has more than one, else "".
func projectArgFor(s *session, pid uint64) (string, error) {
	ps, err := s.eng.Projects()
	if err != nil || len(ps) < 2 {
		return "", err
	}
	for _, p := range ps {
		if p.ID == pid {
			return " --project " + shellWord(p.Name), nil
		}
	}
	return "", nil
}

// shellWord is word as one word of a POSIX shell's command line: as it
// is when it holds no character the shell treats specially, else in
// single quotes (a single quote in it closes the quotes, is escaped with
// a backslash and opens them again).
func shellWord(word string) string {
	if word != "" && !strings.ContainsAny(word, " \t\n'\"\\$`!*?[](){}<>|&;#~") {
		return word
	}
	return "'" + strings.ReplaceAll(word, "'", `'\''`) + "'"
}

// keepIfOK returns s with v, what a command resolved in it, when err is
// nil; otherwise it closes s, so that a command that fails while resolving
// its arguments leaves nothing open.
func keepIfOK[T any](s *session, v T, err error) (*session, T, error) {
	if err != nil {
		s.Close()
		var zero T
		return nil, zero, err
	}
	return s, v, nil
}

// projectID resolves --project NAME; "" picks the only project, or fails
// listing the choices.
func (s *session) projectID(name string) (uint64, error) {
	if name != "" {
		p, ok, err := s.eng.ProjectByName(name)
		if err != nil {
			return 0, err
		}
		if !ok {
			if id, found, err := s.projectByPlainQuotes(name); err != nil || found {
				return id, err
			}
			return 0, s.noProject(name)
		}
		return p.ID, nil
	}
	ps, err := s.eng.Projects()
	if err != nil {
		return 0, err
	}
	switch len(ps) {
	case 0:
		// Every project deleted is not "no projects yet".
		gone, err := s.eng.DeletedProjects()
		if err != nil {
			return 0, err
		}
		if len(gone) > 0 {
			return 0, errOnlyDeletedProjects(len(gone))
		}
		return 0, errNoProjects()
	case 1:
		return ps[0].ID, nil
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = lang.X("cli.project-name", "{{.Q}}", quoteData(p.Name))
	}
	return 0, usageX("cli.usage.several-projects", "several projects exist; choose one with --project ({{.Names}})", map[string]any{"Names": strings.Join(names, lang.X("cli.list-separator", ", "))})
}

// projectByPlainQuotes finds the one project whose name reads as name
// with its curly quotes made straight: the app curls what is typed in a
// project's name (The Keeper’s Daughter), and --project "The Keeper's
// Daughter", as a terminal types it, was "no project named". Two such
// projects find neither.
func (s *session) projectByPlainQuotes(name string) (id uint64, found bool, err error) {
	ps, err := s.eng.Projects()
	if err != nil {
		return 0, false, err
	}
	want := plainQuotes.Replace(name)
	for _, p := range ps {
		if plainQuotes.Replace(p.Name) == want {
			if found {
				return 0, false, nil
			}
			id, found = p.ID, true
		}
	}
	return id, found, nil
}

// plainQuotes makes curly quotes straight.
var plainQuotes = strings.NewReplacer("‘", "'", "’", "'", "“", `"`, "”", `"`)

// noProject is the error for a --project NAME no project has; when a
// deleted project had it, the error names its undo.
func (s *session) noProject(name string) error {
	gone, err := s.eng.DeletedProjects()
	if err != nil {
		return err
	}
	for _, p := range gone { // the newest deletion first
		if p.Name == name {
			return errDeletedProject(name, p.ID)
		}
	}
	return errNoProject(name)
}
