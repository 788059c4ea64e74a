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
	"time"

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
}

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
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseArgs(fs, args, 0, usageX("cli.usage.no-arguments", "{{.Cmd}} takes no arguments", map[string]any{"Cmd": "doctor"})); err != nil {
		return err
	}
	r := diagnose(e)
	if *asJSON {
		if err := printJSON(e.stdout, r); err != nil {
			return err
		}
	} else {
		for _, c := range r.Checks {
			mark := "ok  "
			if !c.OK {
				mark = "FAIL"
				if c.Optional {
					mark = "warn"
				}
			}
			fmt.Fprintf(e.stdout, "%s %-12s %s\n", mark, c.Name, c.Detail)
			if !c.OK && c.Fix != "" {
				fmt.Fprintf(e.stdout, "     %-12s fix: %s\n", "", c.Fix)
			}
		}
	}
	if !r.OK {
		var failed []string
		for _, c := range r.Checks {
			if !c.OK && !c.Optional {
				failed = append(failed, c.Name)
			}
		}
		return fmt.Errorf("doctor: %s broken", strings.Join(failed, ", "))
	}
	return nil
}

func diagnose(e *env) doctorReport {
	r := doctorReport{Version: orDefault(e.build.Version, "dev"), Data: dataReport{Dir: e.dataDir}}
	add := func(c check) { r.Checks = append(r.Checks, c) }

	// Data directory and database first: the model name lives in settings.
	modelName := ""
	r.Data.Writable = dirWritable(e.dataDir)
	if r.Data.Writable {
		add(check{Name: "data dir", OK: true, Detail: e.dataDir})
	} else {
		add(check{Name: "data dir", Detail: e.dataDir + " is not writable", Fix: "pass --data DIR or set INKFLOW_DATA to a folder you can write"})
	}
	info, err := engine.Peek(e.dataDir)
	r.Data.Database = info.Database
	switch {
	case err == nil && !info.Exists:
		r.Data.DatabaseState = "new"
		add(check{Name: "database", OK: true, Detail: "none yet; created on first use"})
	case err == nil:
		r.Data.DatabaseState = "ok"
		r.Data.SchemaVersion = info.SchemaVersion
		modelName = info.ModelName
		add(check{Name: "database", OK: true, Detail: fmt.Sprintf("%s (schema v%d, %.1f MB)", info.Database, info.SchemaVersion, float64(info.Size)/1e6)})
		if info.SettingsErr != nil {
			// InkFlow runs with the defaults; the author's choices are not
			// applied until they are set again.
			add(check{Name: "settings", Optional: true, Detail: info.SettingsErr.Error(), Fix: "inkflow settings set KEY VALUE (see `inkflow settings list`)"})
		}
	case errors.Is(err, engine.ErrLocked):
		r.Data.DatabaseState = "locked"
		add(check{Name: "database", OK: true, Optional: true, Detail: "in use by another InkFlow (that is fine while the app runs)"})
	case errors.Is(err, engine.ErrCorrupt):
		r.Data.DatabaseState = "corrupt"
		add(check{Name: "database", Detail: err.Error(), Fix: "restore a snapshot: inkflow backup list, then inkflow backup restore NAME"})
	default:
		r.Data.DatabaseState = "error"
		add(check{Name: "database", Detail: err.Error(), Fix: "check the folder's permissions"})
	}

	// ONNX Runtime.
	path, tried, err := models.LocateRuntime()
	r.ONNXRuntime.Tried = tried
	if err != nil {
		add(check{Name: "onnxruntime", Detail: err.Error(), Fix: "reinstall InkFlow, or run `make ort` in a source checkout, or set INKFLOW_ORT_LIB"})
	} else {
		r.ONNXRuntime.Found, r.ONNXRuntime.Path = true, path
		if err := models.InitRuntime(); err != nil {
			add(check{Name: "onnxruntime", Detail: err.Error(), Fix: "the library at " + path + " does not load: reinstall InkFlow or run `make ort`"})
		} else {
			r.ONNXRuntime.Loaded, r.ONNXRuntime.Version = true, models.RuntimeVersion()
			add(check{Name: "onnxruntime", OK: true, Detail: fmt.Sprintf("%s (%s)", r.ONNXRuntime.Version, path)})
		}
	}

	// Model: located, hash verified (by Load), and a real embedding.
	r.Model.Name = orDefault(modelName, models.Default)
	dir, _, err := models.Locate(modelName, e.dataDir)
	if err != nil {
		add(check{Name: "model", Detail: err.Error(), Fix: "reinstall InkFlow, or `inkflow model use " + models.Default + "`, or set INKFLOW_MODEL_DIR"})
	} else if r.ONNXRuntime.Loaded {
		r.Model.Dir = dir
		r.Model.EmbedMillis, err = testEmbedding(dir, &r.Model)
		if err != nil {
			add(check{Name: "model", Detail: err.Error(), Fix: "the model files in " + dir + " are damaged: reinstall InkFlow or the model (`inkflow model install NAME`)"})
		} else {
			add(check{Name: "model", OK: true, Detail: fmt.Sprintf("%s (%s, %d dims, sha256 %s… verified, test embedding %.1f ms)",
				r.Model.ID, r.Model.Kind, r.Model.Dims, r.Model.SHA256[:12], r.Model.EmbedMillis)})
		}
	} else {
		r.Model.Dir = dir
		add(check{Name: "model", Detail: "found at " + dir + " but cannot run without ONNX Runtime", Fix: "fix onnxruntime first"})
	}

	// A font that renders Chinese (Linux has no guaranteed one).
	if runtime.GOOS == "linux" {
		if font := cjkFont(); font != "" {
			add(check{Name: "cjk font", OK: true, Detail: font})
		} else {
			add(check{Name: "cjk font", Optional: true, Detail: "no Chinese font found; Chinese text will show as boxes", Fix: "install one, e.g. `sudo apt install fonts-wqy-microhei` or fonts-noto-cjk"})
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

func dirWritable(dir string) bool {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return false
	}
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
