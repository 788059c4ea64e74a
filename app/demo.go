package app

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"inkflow/engine/search"
)

// Environment variables that pre-fill the window at start, for
// screenshots and demonstrations (scripts/screenshot.sh uses them). None
// of them changes any data.
const (
	// EnvDemoChapter opens a chapter of the first project: its chapter
	// number (e.g. "1" for 第一回) or text its title contains.
	EnvDemoChapter = "INKFLOW_DEMO_CHAPTER"
	// EnvDemoQuery types a query into the search box, runs it and opens
	// the best result in that chapter (or the best result overall), with
	// the caret at the matched passage in the editor.
	EnvDemoQuery = "INKFLOW_DEMO_QUERY"
	// EnvDemoTab shows a side panel tab: "search" (default) or "related".
	EnvDemoTab = "INKFLOW_DEMO_TAB"
	// EnvDemoSettings opens the settings dialog on a tab: "1" or
	// "writing", "search", "indexing", "model".
	EnvDemoSettings = "INKFLOW_DEMO_SETTINGS"
	// EnvDemoImport opens the import preview of a file (the path).
	EnvDemoImport = "INKFLOW_DEMO_IMPORT"
	// EnvWindowSize sets the window size as WIDTHxHEIGHT, e.g. 1400x900.
	EnvWindowSize = "INKFLOW_WINDOW_SIZE"
)

// Demo pre-fills the window at start.
type Demo struct {
	Chapter  string
	Query    string
	Tab      string
	Settings string
	Import   string
	// Size, when not zero, is the window size.
	Size fyne.Size
}

// DemoFromEnv reads Demo from the INKFLOW_DEMO_* variables and
// EnvWindowSize.
func DemoFromEnv() Demo {
	d := Demo{
		Chapter:  strings.TrimSpace(os.Getenv(EnvDemoChapter)),
		Query:    strings.TrimSpace(os.Getenv(EnvDemoQuery)),
		Tab:      strings.TrimSpace(os.Getenv(EnvDemoTab)),
		Settings: strings.TrimSpace(os.Getenv(EnvDemoSettings)),
		Import:   strings.TrimSpace(os.Getenv(EnvDemoImport)),
	}
	d.Size, _ = parseSize(os.Getenv(EnvWindowSize))
	return d
}

// parseSize reads WIDTHxHEIGHT.
func parseSize(s string) (fyne.Size, bool) {
	w, h, ok := strings.Cut(strings.TrimSpace(s), "x")
	if !ok {
		return fyne.Size{}, false
	}
	wi, err1 := strconv.Atoi(w)
	hi, err2 := strconv.Atoi(h)
	if err1 != nil || err2 != nil || wi < 200 || hi < 200 {
		return fyne.Size{}, false
	}
	return fyne.NewSize(float32(wi), float32(hi)), true
}

// staged reports whether the demo pre-fills anything in the window (a
// size alone only sizes it).
func (d Demo) staged() bool {
	return d.Chapter != "" || d.Query != "" || d.Tab != "" || d.Settings != "" || d.Import != ""
}

// applyDemo runs once the sidebar has its first data and the model is in.
// Without a demo it does nothing: it chose the Search tab at every
// start, over the tab the author had left (restoreLayout).
func (u *UI) applyDemo() {
	d := u.opts.Demo
	if !d.staged() {
		return
	}
	// The tab is chosen every time: the window otherwise reopens on the
	// tab last used with this data folder, and a Search shot showed the
	// Related tab after a Related one.
	tab := 0
	if d.Tab == "related" {
		tab = 1
	}
	u.rightTab.SelectIndex(tab)
	if d.Settings != "" {
		u.showSettings()
		u.settings.selectTab(d.Settings)
	}
	if d.Import != "" {
		// A demo reads one file the person running it named, once.
		data, err := os.ReadFile(d.Import)
		if err != nil {
			u.showError(lang.L("Import"), err)
		} else {
			u.previewImport(filepath.Base(d.Import), data)
		}
	}
	var chapterID uint64
	if projects := u.state.projectList(); d.Chapter != "" && len(projects) > 0 {
		pid := projects[0].ID
		n, numErr := strconv.Atoi(d.Chapter)
		for _, c := range u.state.chapterList(pid) {
			if (numErr == nil && c.Index == n) || (numErr != nil && strings.Contains(c.Title, d.Chapter)) {
				chapterID = c.ID
				u.state.openChapter(pid, c.ID, nil)
				break
			}
		}
	}
	if d.Query == "" {
		return
	}
	u.search.demo(d.Query, chapterID, func() { u.rightTab.SelectIndex(tab) })
}

// demo types query, runs it and opens the best result in chapterID (or
// the best result overall); then runs after.
func (p *searchPanel) demo(query string, chapterID uint64, after func()) {
	p.onceShown = func() {
		best := 0
		for i, r := range p.results {
			if r.Kind == search.KindChapter && r.OwnerID == chapterID && chapterID != 0 {
				best = i
				break
			}
		}
		p.choose(best)
		after()
	}
	p.query.SetText(query)
	p.runNow()
}
