package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/models"
)

// envHubEndpoint points downloads at a Hugging Face mirror (the variable
// huggingface_hub itself reads). The sha256 pins make any mirror safe: a
// mirror can only fail a download, never change the model.
const envHubEndpoint = "HF_ENDPOINT"

func modelHelp() string {
	return lang.X("cli.help.model", `list | install [flags] NAME|DIR | use [--no-wait] NAME

  list           installed models (* marks the active one) and models available to download
  install NAME   download a model from the registry (pinned revision, sha256-checked, resumable;
                 set HF_ENDPOINT to use a Hugging Face mirror)
  install DIR    install a model folder you already have (model.onnx or onnx/model.onnx + tokenizer.json)
  use NAME       switch to an installed model and re-index everything with it`)
}

func runModel(e *env, args []string) error {
	if len(args) == 0 {
		return usageX("cli.usage.model", "model: give a subcommand: list, install NAME|DIR or use NAME")
	}
	switch args[0] {
	case "list":
		return runModelList(e, args[1:])
	case "install":
		return runModelInstall(e, args[1:])
	case "use":
		return runModelUse(e, args[1:])
	case "help", "-h", "--help":
		fmt.Fprintln(e.stdout, lang.X("cli.help.flags", "Usage: inkflow {{.Cmd}} {{.Usage}}", map[string]any{"Cmd": "model", "Usage": modelHelp()}))
		return nil
	}
	return suggestName(usageX("cli.usage.model-unknown", "model: unknown subcommand {{.Q}} (list, install, use)", quoteData(args[0])), args[0], []string{"list", "install", "use"})
}

// interruptible cancels the context on Ctrl-C, so a download stops cleanly
// (its partial file is kept for the next run) and the database is closed.
func interruptible() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

// ---- list -------------------------------------------------------------

// installedModel is one row of `model list`.
type installedModel struct {
	name string
	dir  string
	man  models.Manifest
	err  error // why the folder cannot be used
}

func runModelList(e *env, args []string) error {
	fs := newFlags(e, "model list", "")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	active, err := activeModelName(e.dataDir)
	if err != nil {
		return err
	}
	installed := listInstalled(e.dataDir)
	w := e.stdout
	if env := os.Getenv(models.EnvDir); env != "" {
		fmt.Fprintln(w, lang.X("cli.model-override", "{{.Var}}={{.Dir}} replaces the model lookup: only models there are used.", map[string]any{"Var": models.EnvDir, "Dir": env}))
		if len(installed) == 1 && installed[0].dir == env {
			active = installed[0].name // a model folder serves every name
		}
	}
	fmt.Fprintln(w, lang.X("cli.models-installed", "Installed models (* = active):"))
	activeFound := false
	for _, m := range installed {
		mark := " "
		if m.name == active {
			mark, activeFound = "*", true
		}
		if m.err != nil {
			fmt.Fprintf(w, "%s %-24s %s\n", mark, m.name, lang.X("cli.model-unusable", "unusable: {{.Err}}", map[string]any{"Err": errText(m.err)}))
			continue
		}
		note := m.dir
		if filepath.Dir(m.dir) != filepath.Clean(models.UserDir(e.dataDir)) {
			note = lang.X("cli.model-built-in", "built in, {{.Dir}}", map[string]any{"Dir": m.dir})
		}
		fmt.Fprintf(w, "%s %-24s %s %s  %s\n", mark, m.name, padRight(modelKind(m.man.Kind), 11), lang.X("cli.model-dims", "{{.N}} dims", map[string]any{"N": fmt.Sprintf("%4d", m.man.Dims)}), note)
	}
	if !activeFound {
		fmt.Fprintf(w, "* %-24s %s\n", active, lang.X("cli.model-missing", "not found: install it, or pick another with `inkflow model use NAME`"))
	}

	fmt.Fprintln(w, lang.X("cli.models-available", "\nAvailable to download (inkflow model install NAME):"))
	// A registry model counts as installed only with its exact weights.
	have := map[string]bool{}
	for _, m := range installed {
		if m.err == nil {
			have[m.man.SHA256] = true
		}
	}
	for _, m := range models.Registry() {
		about, why := registryWords(m)
		state := ""
		switch {
		case m.Unsupported != "":
			state = "  " + lang.X("cli.model-unsupported", "[not installable yet: {{.Why}}]", map[string]any{"Why": why})
		case have[m.ONNX.SHA256]:
			state = "  " + lang.X("cli.model-have", "[installed]")
		}
		fmt.Fprintf(w, "  %-24s %7s  %s%s\n", m.Name, humanBytes(m.TotalSize()), about, state)
	}
	return nil
}

// registryWords are a registry model's description and the reason it
// cannot be installed yet (model/registry says them in English) in the
// user's language; a model the catalogues do not name keeps the
// registry's words.
func registryWords(m models.RegistryModel) (about, why string) {
	about, why = m.Description, m.Unsupported
	switch m.Name {
	case "bge-small-zh-v1.5":
		about = lang.X("cli.model-about.bge-small-zh", m.Description)
	case "all-MiniLM-L6-v2":
		about = lang.X("cli.model-about.minilm", m.Description)
	case "multilingual-e5-small":
		about = lang.X("cli.model-about.e5-small", m.Description)
		why = lang.X("cli.model-why.e5-small", m.Unsupported)
	}
	return about, why
}

// modelKind is a manifest's model family in the user's language.
func modelKind(kind string) string {
	return sayWord(kind, map[string]string{
		"static":      lang.X("cli.model-kind.static", "static"),
		"transformer": lang.X("cli.model-kind.transformer", "transformer"),
	})
}

// activeModelName reads model.name from the settings without opening the
// engine (and without creating a database in a fresh data directory).
func activeModelName(dataDir string) (string, error) {
	info, err := engine.Peek(dataDir)
	if err != nil {
		return "", kindX("cli.err.read-settings", "read settings: {{.Err}}", err, map[string]any{"Err": errText(err)})
	}
	return orDefault(info.ModelName, models.Default), nil
}

// listInstalled returns the bundled default (when present) and every model
// folder under <data>/models, each resolved the way loading would resolve
// it, sorted by name with the default first.
func listInstalled(dataDir string) []installedModel {
	if env := os.Getenv(models.EnvDir); env != "" {
		return listOverride(env)
	}
	names := map[string]bool{models.Default: true}
	for _, name := range models.Names(dataDir) {
		names[name] = true // the bundled ones too (inkflow-static-v2)
	}
	// Installed folders without a manifest are listed as unusable.
	if entries, err := os.ReadDir(models.UserDir(dataDir)); err == nil {
		for _, ent := range entries {
			// Dot folders are install staging areas, never models.
			if ent.IsDir() && !strings.HasPrefix(ent.Name(), ".") {
				names[ent.Name()] = true
			}
		}
	}
	var out []installedModel
	for name := range names {
		dir, _, err := models.Locate(name, dataDir)
		if err != nil {
			if name == models.Default {
				continue // a build without the bundled model; nothing to list
			}
			dir = filepath.Join(models.UserDir(dataDir), name)
			out = append(out, installedModel{name: name, dir: dir, err: kindX("cli.err.model-no-manifest", "no {{.File}}", engine.ErrNotFound, map[string]any{"File": models.ManifestFile})})
			continue
		}
		m, err := models.ReadManifest(dir)
		out = append(out, installedModel{name: name, dir: dir, man: m, err: err})
	}
	sort.Slice(out, func(i, j int) bool {
		if (out[i].name == models.Default) != (out[j].name == models.Default) {
			return out[i].name == models.Default
		}
		return out[i].name < out[j].name
	})
	return out
}

// listOverride lists what $INKFLOW_MODEL_DIR offers: the folder itself when
// it is a model (it then serves every name), else its model subfolders.
func listOverride(env string) []installedModel {
	m, err := models.ReadManifest(env)
	if err == nil {
		return []installedModel{{name: m.Name, dir: env, man: m}}
	}
	if _, statErr := os.Stat(filepath.Join(env, models.ManifestFile)); statErr == nil {
		// A model folder whose manifest is damaged: say so, rather than
		// look for models inside it.
		return []installedModel{{name: filepath.Base(env), dir: env, err: err}}
	}
	var out []installedModel
	entries, _ := os.ReadDir(env)
	for _, ent := range entries {
		if !ent.IsDir() || strings.HasPrefix(ent.Name(), ".") {
			continue
		}
		dir := filepath.Join(env, ent.Name())
		m, err := models.ReadManifest(dir)
		out = append(out, installedModel{name: ent.Name(), dir: dir, man: m, err: err})
	}
	return out
}

// humanBytes formats a download size the way the Hugging Face hub does.
func humanBytes(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.1f GB", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.0f MB", float64(n)/1e6)
	case n >= 1e3:
		return fmt.Sprintf("%.0f kB", float64(n)/1e3)
	}
	return fmt.Sprintf("%d B", n)
}

// ---- install ----------------------------------------------------------

func runModelInstall(e *env, args []string) error {
	fs := newFlags(e, "model install", "[--name NAME] [--pooling cls|mean] [--query-prefix TEXT] [--max-tokens N] [--dims N] [--onnx FILE] NAME|DIR")
	var hints models.Hints
	fs.StringVar(&hints.Name, "name", "", lang.X("cli.flag.name.model", "folder: name to install it under (default: its manifest, a registry match, or the folder name)"))
	fs.StringVar(&hints.Pooling, "pooling", "", lang.X("cli.flag.pooling", "folder: how to pool last_hidden_state: cls or mean (default: manifest or registry match)"))
	fs.StringVar(&hints.QueryPrefix, "query-prefix", "", lang.X("cli.flag.query-prefix", "folder: text prepended to search queries"))
	fs.IntVar(&hints.MaxTokens, "max-tokens", 0, lang.X("cli.flag.max-tokens", "folder: longest token sequence (default: config.json max_position_embeddings, else 512)"))
	fs.IntVar(&hints.Dims, "dims", 0, lang.X("cli.flag.dims", "folder: vector size, if the model does not declare it"))
	fs.StringVar(&hints.ONNXFile, "onnx", "", lang.X("cli.flag.onnx", "folder: which .onnx file to use when there are several (path inside the folder)"))
	if err := parseArgs(fs, args, 1, usageX("cli.usage.model-install", "model install: give one model NAME ({{.Names}}) or one folder", map[string]any{"Names": strings.Join(installableNames(), lang.X("cli.list-separator", ", "))})); err != nil {
		return err
	}
	folderFlags := setFlags(fs)
	hints.HasQueryPrefix = folderFlags["query-prefix"]
	switch hints.Pooling {
	case "", models.PoolingCLS, models.PoolingMean:
	default:
		return usageX("cli.usage.pooling", "model install: --pooling must be cls or mean, not {{.Q}}", quoteData(hints.Pooling))
	}
	if hints.MaxTokens < 0 || hints.Dims < 0 {
		return usageX("cli.usage.model-numbers", "model install: --max-tokens and --dims must be positive")
	}

	ctx, stop := interruptible()
	defer stop()
	target := fs.Arg(0)
	dest := models.UserDir(e.dataDir)
	if st, err := os.Stat(target); err == nil {
		if !st.IsDir() {
			return errors.New(lang.X("cli.err.model-file", "model install: {{.Path}} is a file; give the folder that holds the model and its tokenizer.json", map[string]any{"Path": target}))
		}
		dir, err := models.InstallDir(ctx, target, dest, "", hints)
		if pe := (*os.PathError)(nil); errors.Is(err, os.ErrNotExist) && errors.As(err, &pe) {
			// A file the manifest names is missing. The engine's English
			// is "model folder DIR: open DIR/model.onnx: no such file or
			// directory"; said as a folder without any .onnx file is.
			file := pe.Path
			if rel, err := filepath.Rel(target, pe.Path); err == nil && !strings.HasPrefix(rel, "..") {
				file = rel
			}
			return kindX("cli.err.model-folder-missing", "model folder {{.Dir}} has no {{.File}}, the model file its manifest.json names", err,
				map[string]any{"Dir": target, "File": file})
		}
		if err != nil {
			return err
		}
		name := filepath.Base(dir)
		fmt.Fprintln(e.stdout, lang.X("cli.model-installed-dir", "installed {{.Name}} in {{.Dir}}; switch to it with `inkflow model use {{.Name}}`", map[string]any{"Name": name, "Dir": dir}))
		return nil
	}

	spec, ok := models.LookupRegistry(target)
	if !ok {
		if strings.ContainsAny(target, `/\`) {
			return errors.New(lang.X("cli.err.model-no-folder", "model install: folder {{.Path}} does not exist", map[string]any{"Path": target}))
		}
		d := quoteData(target)
		d["Names"] = strings.Join(installableNames(), lang.X("cli.list-separator", ", "))
		return usageX("cli.usage.model-unknown-name", "model install: unknown model {{.Q}}: choose one of {{.Names}}, or give a model folder", d)
	}
	if len(folderFlags) > 0 {
		return usageX("cli.usage.model-folder-flags", "model install: --name, --pooling, --query-prefix, --max-tokens, --dims and --onnx apply to installing a folder; registry models come configured")
	}
	if spec.Unsupported != "" {
		return errors.New(lang.X("cli.err.model-unsupported", "model install: {{.Name}} cannot be installed yet: {{.Why}}", map[string]any{"Name": spec.Name, "Why": spec.Unsupported}))
	}
	return downloadModel(ctx, e, spec, dest)
}

// downloadModel runs the registry download with a progress bar on a
// terminal and a start line otherwise.
func downloadModel(ctx context.Context, e *env, spec models.RegistryModel, dest string) error {
	final := filepath.Join(dest, spec.Name)
	if m, err := models.ReadManifest(final); err == nil && m.SHA256 == spec.ONNX.SHA256 {
		fmt.Fprintln(e.stdout, lang.X("cli.model-already", "{{.Name}} is already installed in {{.Dir}}", map[string]any{"Name": spec.Name, "Dir": final}))
		return nil
	}
	d := &models.Downloader{BaseURL: os.Getenv(envHubEndpoint)}
	var bar *progressbar.ProgressBar
	if e.interactive {
		bar = progressbar.NewOptions64(spec.TotalSize(),
			progressbar.OptionSetWriter(e.stderr),
			progressbar.OptionSetDescription(lang.X("cli.downloading-bar", "downloading {{.Name}}", map[string]any{"Name": spec.Name})),
			progressbar.OptionShowBytes(true),
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	} else {
		fmt.Fprintln(e.stderr, lang.X("cli.downloading", "downloading {{.Name}} ({{.Size}}) from {{.Host}}/{{.Repo}}",
			map[string]any{"Name": spec.Name, "Size": humanBytes(spec.TotalSize()), "Host": hubHost(d.BaseURL), "Repo": spec.Repo}))
	}
	start := time.Now()
	dir, err := d.Install(ctx, spec, dest, func(p models.Progress) {
		if bar != nil {
			_ = bar.Set64(p.Done)
		}
	})
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return errors.New(lang.X("cli.err.download-interrupted", "model install: interrupted; run it again to resume the download"))
		}
		return err
	}
	fmt.Fprintln(e.stdout, lang.X("cli.model-downloaded", "installed {{.Name}} in {{.Dir}} ({{.Size}}, sha256 verified, {{.Secs}}s); switch to it with `inkflow model use {{.Name}}`",
		map[string]any{"Name": spec.Name, "Dir": dir, "Size": humanBytes(spec.TotalSize()), "Secs": fmt.Sprintf("%.0f", time.Since(start).Seconds())}))
	return nil
}

func hubHost(base string) string {
	if base == "" {
		base = models.DefaultHubURL
	}
	return strings.TrimRight(base, "/")
}

// installableNames lists the registry models that can be installed.
func installableNames() []string {
	var out []string
	for _, m := range models.Registry() {
		if m.Unsupported == "" {
			out = append(out, m.Name)
		}
	}
	return out
}

// setFlags reports which flags appeared on the command line.
func setFlags(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// modelUseError is a step of model use that failed with err.
func modelUseError(err error) error {
	return kindX("cli.err.model-use", "model use: {{.Err}}", err, map[string]any{"Err": errText(err)})
}

// ---- use ----------------------------------------------------------------

// sayOverride tells the user of model use that INKFLOW_MODEL_DIR, when
// set, wins over the model they chose: while it is set InkFlow runs the
// model the override holds (the folder itself, or its folder called
// name), whatever the setting says. An override that holds no model of
// that name leaves nothing to run: the error says to unset it.
func sayOverride(e *env, name string) error {
	override := os.Getenv(models.EnvDir)
	if override == "" {
		return nil
	}
	d := quoteData(name)
	d["Var"], d["Env"] = models.EnvDir, override
	dir, _, err := models.Locate(name, e.dataDir)
	if err != nil {
		return kindX("cli.err.model-use-override-lacks", "model use: {{.Var}}={{.Env}} overrides the model folder and holds no model {{.Q}}; unset {{.Var}} to use it", engine.ErrNotFound, d)
	}
	d["Dir"] = dir
	fmt.Fprintln(e.stderr, lead(lang.X("cli.note", "note: {{.Msg}}", map[string]any{"Msg": lang.X("cli.model-use-override",
		"{{.Var}}={{.Env}} overrides the model folder and wins over the model setting: while it is set, InkFlow runs the model in {{.Dir}}", d)})))
	return nil
}

func runModelUse(e *env, args []string) error {
	fs := newFlags(e, "model use", "[--no-wait] NAME")
	noWait := fs.Bool("no-wait", false, lang.X("cli.flag.no-wait.model", "only record the choice; re-index the next time InkFlow runs"))
	wrong := usageX("cli.usage.model-use", "model use: give one model NAME (see `inkflow model list`)")
	if err := parseArgs(fs, args, 1, wrong); err != nil {
		return err
	}
	name := fs.Arg(0)
	if strings.TrimSpace(name) == "" {
		// The settings read "" as the bundled default: an empty NAME
		// would switch to it and re-index every book unasked.
		return wrong
	}
	// Asked before the model loads: the loader, as INKFLOW_MODEL_DIR
	// says, runs an override that is one model's folder under any name,
	// and a name no model has would stay recorded, to fail once the
	// override is unset.
	if !models.Exists(name, e.dataDir) {
		return kindX("cli.err.model-unknown", "model use: no model named {{.Q}} is installed (see `inkflow model list`)", engine.ErrNotFound, quoteData(name))
	}
	if err := sayOverride(e, name); err != nil {
		return err
	}
	// Load before touching the settings: a model that cannot run must
	// never become the active one.
	emb, err := loadModel(name, e.dataDir)
	if err != nil {
		return modelUseError(err)
	}
	defer emb.Close()

	eng, err := openEngine(e, e.warnings.logger())
	if err != nil {
		return err
	}
	defer eng.Close()
	prev := orDefault(eng.Settings().Model.Name, models.Default)
	if err := eng.UpdateSettings(func(s *engine.Settings) { s.Model.Name = name }); err != nil {
		return modelUseError(err)
	}
	if *noWait {
		fmt.Fprintln(e.stdout, lang.X("cli.model-set", "model set to {{.Name}} (was {{.Prev}}); everything is re-indexed with it the next time InkFlow opens this data", map[string]any{"Name": name, "Prev": prev}))
		return nil
	}

	// The engine was opened without a model, so adopting this one re-embeds
	// every stored text under the new model id (vectors of another model
	// are never mixed in); wait for that like import does.
	ctx, stop := interruptible()
	defer stop()
	start := time.Now()
	owners, err := eng.SwitchModel(emb)
	if err != nil {
		return modelUseError(err)
	}
	if err := waitIndexed(ctx, e, eng, owners, lang.X("cli.reindexing-with", "re-indexing with {{.Name}}", map[string]any{"Name": name})); err != nil {
		if errors.Is(err, context.Canceled) {
			return errors.New(lang.X("cli.err.model-use-interrupted", "model use: interrupted; {{.Name}} stays selected and indexing resumes the next time InkFlow runs", map[string]any{"Name": name}))
		}
		return modelUseError(err)
	}
	st, err := eng.Stats(ctx)
	if err != nil {
		return modelUseError(err)
	}
	fmt.Fprintln(e.stdout, lang.X("cli.model-now-using", "now using {{.ID}} (was {{.Prev}}): {{.Blocks}} block{{if ne .Blocks 1}}s{{end}} re-indexed into {{.Vectors}} vector{{if ne .Vectors 1}}s{{end}} in {{.Secs}}s",
		map[string]any{"ID": st.Model.ID, "Prev": prev, "Blocks": st.Blocks, "Vectors": st.Vectors, "Secs": fmt.Sprintf("%.1f", time.Since(start).Seconds())}))
	return nil
}
