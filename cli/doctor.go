package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"text/template"
	"time"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/models"
)

// check is one line of the doctor's report.
type check struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
	// Fix says what to do when OK is false.
	Fix string `json:"fix,omitempty"`
	// Optional checks inform but do not fail the run.
	Optional bool `json:"optional,omitempty"`
	// name, detail and fix are Name, Detail and Fix in the user's
	// language, for the report people read; --json keeps the English.
	name, detail, fix string
}

// said is a text of the doctor's report in English (for --json, whose
// contents never change with the language) and in the user's language.
type said struct{ en, local string }

// say is the catalogue's text for key both ways.
func say(key, fallback string, data ...map[string]any) said {
	var d map[string]any
	if len(data) > 0 {
		d = data[0]
	}
	return said{english(fallback, d), lang.X(key, fallback, d)}
}

// plain is a text that is the same in every language: a path, a
// version.
func plain(s string) said { return said{s, s} }

// errSaid is an error from below the command line: its English for
// --json, and in the user's language as engine.ErrorText words it.
func errSaid(err error) said { return said{err.Error(), errText(err)} }

// english fills in a catalogue fallback, the English text, whatever the
// user's language.
func english(fallback string, data map[string]any) string {
	if !strings.Contains(fallback, "{{") {
		return fallback
	}
	t, err := template.New("").Parse(fallback)
	if err != nil {
		return fallback
	}
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return fallback
	}
	return b.String()
}

// newCheck is a check named name whose detail and, if it fails, fix
// are said both ways.
func newCheck(name, detail, fix said) check {
	return check{Name: name.en, Detail: detail.en, Fix: fix.en, name: name.local, detail: detail.local, fix: fix.local}
}

// The checks' names.
func checkData() said     { return say("cli.doctor.data-dir", "data dir") }
func checkDatabase() said { return say("cli.doctor.database", "database") }
func checkSettings() said { return say("cli.doctor.settings", "settings") }
func checkRuntime() said  { return say("cli.doctor.onnxruntime", "onnxruntime") }
func checkModel() said    { return say("cli.doctor.model", "model") }
func checkFont() said     { return say("cli.doctor.cjk-font", "cjk font") }

// passed marks a check that passed; warned one that only informs.
func passed(c check) check { c.OK = true; return c }
func warned(c check) check { c.Optional = true; return c }

// doctorReport is `inkflow doctor --json`.
type doctorReport struct {
	OK          bool        `json:"ok"`
	Version     string      `json:"version"`
	Checks      []check     `json:"checks"`
	ONNXRuntime ortReport   `json:"onnxruntime"`
	Model       modelReport `json:"model"`
	Data        dataReport  `json:"data"`
}

type ortReport struct {
	Found   bool     `json:"found"`
	Loaded  bool     `json:"loaded"`
	Path    string   `json:"path,omitempty"`
	Version string   `json:"version,omitempty"`
	Tried   []string `json:"tried,omitempty"`
}

type modelReport struct {
	Name           string  `json:"name"`
	Dir            string  `json:"dir,omitempty"`
	ID             string  `json:"id,omitempty"`
	Kind           string  `json:"kind,omitempty"`
	Dims           int     `json:"dims,omitempty"`
	SHA256         string  `json:"sha256,omitempty"`
	SHA256Verified bool    `json:"sha256_verified"`
	EmbedMillis    float64 `json:"test_embedding_ms,omitempty"`
}

type dataReport struct {
	Dir           string `json:"dir"`
	Writable      bool   `json:"writable"`
	Database      string `json:"database"`
	DatabaseState string `json:"database_state"` // new | ok | locked | corrupt | error
	SchemaVersion int    `json:"schema_version,omitempty"`
}

func runDoctor(e *env, args []string) error {
	fs := newFlags(e, "doctor", "[--json]")
	asJSON := fs.Bool("json", false, lang.X("cli.flag.json", "print JSON"))
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	r := diagnose(e)
	if *asJSON {
		if err := printJSON(e.stdout, r); err != nil {
			return err
		}
	} else {
		for _, c := range r.Checks {
			mark := lang.X("cli.doctor.ok", "ok  ")
			if !c.OK {
				mark = lang.X("cli.doctor.fail", "FAIL")
				if c.Optional {
					mark = lang.X("cli.doctor.warn", "warn")
				}
			}
			fmt.Fprintf(e.stdout, "%s %s %s\n", mark, padRight(c.name, 12), c.detail)
			if !c.OK && c.fix != "" {
				fmt.Fprintf(e.stdout, "     %-12s %s\n", "", lang.X("cli.doctor.fix", "fix: {{.Fix}}", map[string]any{"Fix": c.fix}))
			}
		}
	}
	if !r.OK {
		var failed []string
		for _, c := range r.Checks {
			if !c.OK && !c.Optional {
				failed = append(failed, c.name)
			}
		}
		return errors.New(lang.X("cli.err.doctor", "doctor: {{.Names}} broken", map[string]any{"Names": strings.Join(failed, lang.X("cli.list-separator", ", "))}))
	}
	return nil
}

func diagnose(e *env) doctorReport {
	r := doctorReport{Version: orDefault(e.build.Version, "dev"), Data: dataReport{Dir: e.dataDir}}
	add := func(c check) { r.Checks = append(r.Checks, c) }

	// Data directory and database first: the model name lives in settings.
	modelName := ""
	writable, exists := dirWritable(e.dataDir)
	r.Data.Writable = writable
	switch {
	case writable && exists:
		add(passed(newCheck(checkData(), plain(e.dataDir), said{})))
	case writable:
		add(passed(newCheck(checkData(), say("cli.doctor.data-dir-missing", "{{.Dir}} does not exist yet (inkflow import FILE or inkflow project create NAME creates it)", map[string]any{"Dir": e.dataDir}), said{})))
	default:
		add(newCheck(checkData(), say("cli.doctor.not-writable", "{{.Dir}} is not writable", map[string]any{"Dir": e.dataDir}),
			say("cli.doctor.fix-data", "pass --data DIR or set INKFLOW_DATA to a folder you can write")))
	}
	info, err := engine.Peek(e.dataDir)
	r.Data.Database = info.Database
	switch {
	case err == nil && !info.Exists:
		r.Data.DatabaseState = "new"
		add(passed(newCheck(checkDatabase(), say("cli.doctor.no-database", "none yet; created on first use"), said{})))
	case err == nil:
		r.Data.DatabaseState = "ok"
		r.Data.SchemaVersion = info.SchemaVersion
		modelName = info.ModelName
		add(passed(newCheck(checkDatabase(), say("cli.doctor.database-ok", "{{.Path}} (schema v{{.Schema}}, {{.MB}} MB)",
			map[string]any{"Path": info.Database, "Schema": info.SchemaVersion, "MB": fmt.Sprintf("%.1f", float64(info.Size)/1e6)}), said{})))
		if info.SettingsErr != nil {
			// InkFlow runs with the defaults; the author's choices are not
			// applied until they are set again.
			add(warned(newCheck(checkSettings(), errSaid(info.SettingsErr), say("cli.doctor.fix-settings", "inkflow settings set KEY VALUE (see `inkflow settings list`)"))))
		}
	case errors.Is(err, engine.ErrLocked):
		r.Data.DatabaseState = "locked"
		add(warned(passed(newCheck(checkDatabase(), say("cli.doctor.database-locked", "in use by another InkFlow (that is fine while the app runs)"), said{}))))
	case errors.Is(err, engine.ErrCorrupt):
		r.Data.DatabaseState = "corrupt"
		add(newCheck(checkDatabase(), errSaid(err), say("cli.doctor.fix-corrupt", "restore a snapshot: inkflow backup list, then inkflow backup restore NAME")))
	default:
		r.Data.DatabaseState = "error"
		add(newCheck(checkDatabase(), errSaid(err), say("cli.doctor.fix-permissions", "check the folder's permissions")))
	}

	// ONNX Runtime.
	path, tried, err := models.LocateRuntime()
	r.ONNXRuntime.Tried = tried
	if err != nil {
		add(newCheck(checkRuntime(), errSaid(err), say("cli.doctor.fix-runtime", "reinstall InkFlow, or run `make ort` in a source checkout, or set INKFLOW_ORT_LIB")))
	} else {
		r.ONNXRuntime.Found, r.ONNXRuntime.Path = true, path
		if err := models.InitRuntime(); err != nil {
			add(newCheck(checkRuntime(), errSaid(err), say("cli.doctor.fix-runtime-load", "the library at {{.Path}} does not load: reinstall InkFlow or run `make ort`", map[string]any{"Path": path})))
		} else {
			r.ONNXRuntime.Loaded, r.ONNXRuntime.Version = true, models.RuntimeVersion()
			add(passed(newCheck(checkRuntime(), plain(fmt.Sprintf("%s (%s)", r.ONNXRuntime.Version, path)), said{})))
		}
	}

	// Model: located, hash verified (by Load), and a real embedding.
	r.Model.Name = orDefault(modelName, models.Default)
	dir, _, err := models.Locate(modelName, e.dataDir)
	if err != nil {
		add(newCheck(checkModel(), errSaid(err), say("cli.doctor.fix-model", "reinstall InkFlow, or `inkflow model use {{.Name}}`, or set INKFLOW_MODEL_DIR", map[string]any{"Name": models.Default})))
	} else if r.ONNXRuntime.Loaded {
		r.Model.Dir = dir
		r.Model.EmbedMillis, err = testEmbedding(dir, &r.Model)
		if err != nil {
			add(newCheck(checkModel(), errSaid(err), say("cli.doctor.fix-model-damaged", "the model files in {{.Dir}} are damaged: reinstall InkFlow or the model (`inkflow model install NAME`)", map[string]any{"Dir": dir})))
		} else {
			add(passed(newCheck(checkModel(), say("cli.doctor.model-ok", "{{.ID}} ({{.Kind}}, {{.Dims}} dims, sha256 {{.SHA}}… verified, test embedding {{.MS}} ms)",
				map[string]any{"ID": r.Model.ID, "Kind": r.Model.Kind, "Dims": r.Model.Dims, "SHA": r.Model.SHA256[:12], "MS": fmt.Sprintf("%.1f", r.Model.EmbedMillis)}), said{})))
		}
	} else {
		r.Model.Dir = dir
		add(newCheck(checkModel(), say("cli.doctor.model-no-runtime", "found at {{.Dir}} but cannot run without ONNX Runtime", map[string]any{"Dir": dir}),
			say("cli.doctor.fix-runtime-first", "fix onnxruntime first")))
	}

	// A font that renders Chinese (Linux has no guaranteed one).
	if runtime.GOOS == "linux" {
		if font := cjkFont(); font != "" {
			add(passed(newCheck(checkFont(), plain(font), said{})))
		} else {
			add(warned(newCheck(checkFont(), say("cli.doctor.no-font", "no Chinese font found; Chinese text will show as boxes"),
				say("cli.doctor.fix-font", "install one, e.g. `sudo apt install fonts-wqy-microhei` or fonts-noto-cjk"))))
		}
	}

	r.OK = true
	for _, c := range r.Checks {
		if !c.OK && !c.Optional {
			r.OK = false
		}
	}
	return r
}

// testEmbedding loads the model (which verifies its sha256) and times one
// embedding of a mixed Chinese/English sentence.
func testEmbedding(dir string, rep *modelReport) (float64, error) {
	emb, err := models.Load(dir, models.Options{})
	if err != nil {
		return 0, err
	}
	defer emb.Close()
	m := emb.Manifest()
	rep.ID, rep.Kind, rep.Dims, rep.SHA256, rep.SHA256Verified = emb.ModelID(), m.Kind, m.Dims, m.SHA256, true
	start := time.Now()
	vecs, err := emb.Embed(context.Background(), []string{"话说天下大势，分久必合，合久必分。It was a dark and stormy night."})
	if err != nil {
		return 0, fmt.Errorf("test embedding: %w", err)
	}
	if len(vecs) != 1 || len(vecs[0]) != m.Dims {
		return 0, fmt.Errorf("test embedding has the wrong shape")
	}
	return float64(time.Since(start).Microseconds()) / 1000, nil
}

// dirWritable says whether InkFlow can write in dir, or, when dir does
// not exist yet (exists false), create it: the nearest folder above it
// that exists is tried instead. doctor creates nothing, so a mistyped
// --data leaves no empty folder behind.
func dirWritable(dir string) (writable, exists bool) {
	try := dir
	for {
		info, err := os.Stat(try)
		if err == nil {
			if !info.IsDir() {
				return false, try == dir
			}
			break
		}
		if !errors.Is(err, os.ErrNotExist) {
			return false, false
		}
		up := filepath.Dir(try)
		if up == try {
			return false, false
		}
		try = up
	}
	return canCreateIn(try), try == dir
}

// canCreateIn tries to create and remove a file in dir.
func canCreateIn(dir string) bool {
	f, err := os.CreateTemp(dir, ".doctor-*")
	if err != nil {
		return false
	}
	f.Close()
	os.Remove(f.Name())
	return true
}

// cjkFont asks fontconfig for a font covering Chinese, falling back to
// looking for the fonts Debian and Ubuntu ship.
func cjkFont() string {
	if out, err := exec.Command("fc-list", ":lang=zh", "file").Output(); err == nil {
		if line, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n"); line != "" {
			return strings.TrimSuffix(strings.TrimSpace(line), ":")
		}
	}
	for _, pattern := range []string{"/usr/share/fonts/truetype/wqy/*", "/usr/share/fonts/opentype/noto/*CJK*", "/usr/share/fonts/truetype/arphic/*"} {
		if m, _ := filepath.Glob(pattern); len(m) > 0 {
			return m[0]
		}
	}
	return ""
}
