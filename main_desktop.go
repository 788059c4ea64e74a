package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"syscall"

	fyneapp "fyne.io/fyne/v2/app"

	"inkflow/app"
	"inkflow/cli"
	"inkflow/engine"
	"inkflow/internal/leadin"
	"inkflow/model"
)

// appID is the Fyne application id (also in FyneApp.toml); preferences
// such as the editor font size are stored under it.
const appID = "app.inkflow.desktop"

// desktopArgs reports whether the command line asks for the desktop app:
// no subcommand, at most the global --data flag. It returns that flag's
// value ("" when absent).
func desktopArgs(args []string) (dataDir string, ok bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--data" || a == "-data":
			if i+1 >= len(args) {
				return "", false // let the CLI report the usage error
			}
			dataDir = args[i+1]
			i++
		case strings.HasPrefix(a, "--data=") || strings.HasPrefix(a, "-data="):
			_, dataDir, _ = strings.Cut(a, "=")
		default:
			return "", false
		}
	}
	return dataDir, true
}

// runDesktop runs the desktop app on a data directory ("" = the default)
// and returns the process exit code.
func runDesktop(dataDir string) int {
	if msg := noDisplay(runtime.GOOS, os.Getenv); msg != "" {
		fmt.Fprintln(os.Stderr, leadin.Line(msg, false)) // msg is English
		return 1
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	a := fyneapp.NewWithID(appID)
	if dataDir == "" {
		d, err := cli.DefaultDataDir()
		if err != nil {
			return app.ShowStartupProblem(a, app.NoDataFolder, "", err)
		}
		dataDir = d
	}
	eng, err := engine.Open(engine.Options{DataDir: dataDir, Logger: logger})
	if err != nil {
		if errors.Is(err, engine.ErrLocked) {
			return app.ShowStartupProblem(a, app.DataLocked, dataDir, err)
		}
		return app.ShowStartupProblem(a, app.DataUnreadable, dataDir, err)
	}
	models := &modelSet{dataDir: dataDir}
	var guard *exitGuard // set before the window can close
	ui, err := app.New(a, eng, app.Options{
		LoadModel:    models.load,
		ModelPending: true,
		Logger:       logger,
		Demo:         app.DemoFromEnv(),
		Quitting:     func() { guard.Arm() },
	})
	if err != nil {
		_ = eng.Close()
		return app.ShowStartupProblem(a, app.CannotStart, dataDir, err)
	}
	// The window comes up at once; the model (ONNX Runtime start-up, a
	// checksum of the weights, a test run) loads behind it.
	go func() {
		emb, err := models.load(eng.Settings().Model.Name)
		if err != nil {
			logger.Warn("no embedding model; search is keyword-only", "err", err)
			ui.ModelLoaded(nil, err)
			return
		}
		ui.ModelLoaded(emb, nil)
	}()
	savePrefs := detachStopHook(a.Lifecycle())
	guard = newExitGuard(exitGrace, exitLimit, func() int {
		// Close touches no widget and no GLFW: it may run here after
		// Fyne's loop has ended, or from the watchdog beside a loop that
		// never will.
		ui.Close()
		// After Close, which stores the layout and the caret; not with
		// Fyne's save (savePrefs), whose file its watcher could read
		// empty once the loop has stopped (writePrefs).
		if err := writePrefs(a.Preferences(), a.Storage().RootURI().Path()); err != nil {
			logger.Warn("preferences not saved by InkFlow; Fyne saves them", "err", err)
			if savePrefs != nil {
				savePrefs()
			}
		}
		code := 0
		if err := eng.Close(); err != nil {
			fmt.Fprintln(os.Stderr, leadin.Line(strings.ReplaceAll(err.Error(), "\n", " "), false)) // the engine's error, in English
			code = 1
		}
		models.closeAll()
		return code
	}, os.Exit)
	// Fyne ends its loop on SIGINT and SIGTERM itself; this only arms the
	// watchdog in case ShowAndRun does not come back (exit_desktop.go).
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-signals
		ui.StopDrawing()
		guard.Arm()
	}()
	ui.Window().ShowAndRun()
	return guard.Finish()
}

// modelSet loads models and closes them all at exit: a model replaced in
// the settings keeps serving search until the engine has re-embedded
// everything with its successor, so it cannot be closed at the switch.
type modelSet struct {
	dataDir string
	mu      sync.Mutex
	loaded  []*model.ONNXEmbedder
}

// load finds the named model ("" = the bundled default) the way the
// command line does and loads it.
func (m *modelSet) load(name string) (model.Embedder, error) {
	// One core stays free for the editor: embedding runs in the background
	// of a desktop app and must never make typing stutter.
	emb, err := model.LoadNamed(name, m.dataDir, model.Options{Threads: max(1, runtime.NumCPU()-1)})
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	m.loaded = append(m.loaded, emb)
	m.mu.Unlock()
	return emb, nil
}

func (m *modelSet) closeAll() {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, emb := range m.loaded {
		_ = emb.Close()
	}
	m.loaded = nil
}

// noDisplay says why no window can open, or "" when one can: on Linux
// and the BSDs a window needs an X11 or Wayland display. Without one Fyne
// panics with a stack trace (GLFW is not initialised) instead of an error,
// and even the start-up problem window (app.ShowStartupProblem) cannot open.
func noDisplay(goos string, getenv func(string) string) string {
	switch goos {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		if getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == "" {
			return "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set): start InkFlow in a desktop session, or see `inkflow help` for the command line"
		}
	}
	return ""
}
