package app

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/model"
	"inkflow/model/modelpath"
	"inkflow/storage"
)

// settingKind says which widget edits a setting.
type settingKind int

const (
	kindText settingKind = iota
	kindBool
	kindInt
	kindFloat
	kindChoice
)

// settingSpec describes one DESIGN §7 key for the dialog: label, help,
// widget and the range the dialog accepts. The engine validates again
// (cross-field rules such as min <= target <= max live there).
type settingSpec struct {
	label    string
	help     string
	kind     settingKind
	lo, hi   float64
	choices  []string
	advanced bool
}

var settingSpecs = map[string]settingSpec{
	"chunking.similarity-threshold":     {label: "Cliff threshold", help: "Similarity drop between sentences that starts a new passage (drop mode), 0.01–2.", kind: kindFloat, lo: 0.01, hi: 2},
	"chunking.cliff-mode":               {label: "Cliff mode", help: "drop: cut where similarity falls by the threshold; percentile: cut at the document's largest distances.", kind: kindChoice, choices: []string{"drop", "percentile"}},
	"chunking.percentile":               {label: "Cliff percentile", help: "Distance percentile that cuts in percentile mode, 1–100.", kind: kindFloat, lo: 1, hi: 100, advanced: true},
	"chunking.target-child-size":        {label: "Passage target size", help: "Characters a small searchable passage aims for.", kind: kindInt, lo: 10, hi: 4000},
	"chunking.min-child-size":           {label: "Passage minimum size", help: "Shorter passages merge with a neighbour.", kind: kindInt, lo: 1, hi: 4000},
	"chunking.max-child-size":           {label: "Passage maximum size", help: "Longer passages are split at a sentence boundary.", kind: kindInt, lo: 10, hi: 8000},
	"chunking.max-parent-size":          {label: "Context block maximum", help: "Story blocks longer than this are split at their strongest semantic boundary.", kind: kindInt, lo: 50, hi: 20000},
	"chunking.min-parent-size":          {label: "Context block minimum", help: "Shorter consecutive blocks of a chapter are merged.", kind: kindInt, lo: 1, hi: 20000},
	"chunking.debounce-ms":              {label: "Index delay (ms)", help: "Pause after the last save before a chapter is re-indexed, 0–600000.", kind: kindInt, lo: 0, hi: 600000},
	"chunking.embedding-batch-size":     {label: "Embedding batch", help: "Texts per model call, 1–4096.", kind: kindInt, lo: 1, hi: 4096, advanced: true},
	"search.use-parent-child":           {label: "Return whole context blocks", help: "Parent-child search: match small passages, return the story block around them.", kind: kindBool},
	"search.hybrid":                     {label: "Hybrid search", help: "Fuse keyword and semantic results.", kind: kindBool},
	"search.rrf-k":                      {label: "Fusion constant (RRF k)", help: "Higher values flatten the rank fusion, 1–100000.", kind: kindInt, lo: 1, hi: 100000, advanced: true},
	"search.default-top-k":              {label: "Results per search", help: "1–1000.", kind: kindInt, lo: 1, hi: 1000},
	"search.enable-score-normalization": {label: "Normalise by block size", help: "Keeps long blocks from winning just by being long.", kind: kindBool},
	"search.context-window-size":        {label: "Context window", help: "Characters returned around a match in a long block, 0–100000.", kind: kindInt, lo: 0, hi: 100000},
	"model.name":                        {label: "Model", help: "Installed model to use; empty means the bundled " + modelpath.Default + ". Switching re-embeds everything in the background while search keeps using the current model.", kind: kindText},
}

// settingField is the widget editing one key.
type settingField struct {
	key   string
	spec  settingSpec
	entry *widget.Entry
	check *widget.Check
	sel   *widget.Select
}

func (f *settingField) value() string {
	switch {
	case f.check != nil:
		return strconv.FormatBool(f.check.Checked)
	case f.sel != nil:
		return f.sel.Selected
	default:
		return strings.TrimSpace(f.entry.Text)
	}
}

func (f *settingField) set(v string) {
	switch {
	case f.check != nil:
		b, _ := strconv.ParseBool(v)
		f.check.SetChecked(b)
	case f.sel != nil:
		f.sel.SetSelected(v)
	default:
		f.entry.SetText(v)
	}
}

// validate checks the field's own range.
func (f *settingField) validate() error {
	v := f.value()
	switch f.spec.kind {
	case kindInt:
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("%s: %q is not a whole number", f.spec.label, v)
		}
		if float64(n) < f.spec.lo || float64(n) > f.spec.hi {
			return fmt.Errorf("%s: %d is outside %g–%g", f.spec.label, n, f.spec.lo, f.spec.hi)
		}
	case kindFloat:
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return fmt.Errorf("%s: %q is not a number", f.spec.label, v)
		}
		if x < f.spec.lo || x > f.spec.hi {
			return fmt.Errorf("%s: %g is outside %g–%g", f.spec.label, x, f.spec.lo, f.spec.hi)
		}
	case kindText:
		if strings.ContainsAny(v, `/\`) {
			return fmt.Errorf("%s: a model name, not a path", f.spec.label)
		}
	}
	return nil
}

// settingsDialog edits every key of storage.SettingKeys() plus the editor
// font size, and applies changes live through engine.UpdateSettings.
type settingsDialog struct {
	u      *UI
	fields []*settingField
	font   *widget.Slider
	errors *widget.Label
	tabs   *container.AppTabs
	dlg    dialog.Dialog
}

// selectTab shows the tab whose title starts with name (case-insensitive).
func (d *settingsDialog) selectTab(name string) {
	for i, t := range d.tabs.Items {
		if strings.HasPrefix(strings.ToLower(t.Text), strings.ToLower(name)) {
			d.tabs.SelectIndex(i)
			return
		}
	}
}

// showSettings opens the settings dialog.
func (u *UI) showSettings() {
	d := newSettingsDialog(u)
	u.settings = d
	d.dlg.Show()
}

func newSettingsDialog(u *UI) *settingsDialog {
	d := &settingsDialog{u: u}
	cur := u.eng.Settings()
	groups := map[string]*widget.Form{}
	for _, key := range storage.SettingKeys() {
		spec, ok := settingSpecs[key]
		if !ok {
			// A key added to the engine after this dialog was written is
			// still editable, as text.
			spec = settingSpec{label: key, kind: kindText}
		}
		f := &settingField{key: key, spec: spec}
		var obj fyne.CanvasObject
		switch spec.kind {
		case kindBool:
			f.check = widget.NewCheck("", nil)
			obj = f.check
		case kindChoice:
			f.sel = widget.NewSelect(spec.choices, nil)
			obj = f.sel
		default:
			f.entry = widget.NewEntry()
			f.entry.Validator = func(string) error { return f.validate() }
			if key == "model.name" {
				f.entry.SetPlaceHolder(modelpath.Default)
			}
			obj = f.entry
		}
		v, _ := cur.Get(key)
		f.set(v)
		d.fields = append(d.fields, f)
		group := strings.SplitN(key, ".", 2)[0]
		form := groups[group]
		if form == nil {
			form = widget.NewForm()
			groups[group] = form
		}
		item := widget.NewFormItem(spec.label, obj)
		item.HintText = spec.help
		form.AppendItem(item)
	}

	d.font = widget.NewSlider(minFontSize, maxFontSize)
	d.font.Step = 1
	d.font.SetValue(float64(u.editor.fontSize))
	fontValue := widget.NewLabel(fmt.Sprintf("%.0f pt", u.editor.fontSize))
	d.font.OnChanged = func(v float64) {
		fontValue.SetText(fmt.Sprintf("%.0f pt", v))
		u.editor.setFontSize(float32(v)) // a display preference: live at once
	}
	writing := widget.NewForm(&widget.FormItem{
		Text: "Editor font size", Widget: container.NewBorder(nil, nil, nil, fontValue, d.font),
		HintText: "Ctrl+= and Ctrl+- change it from the editor too.",
	})

	modelInfo := widget.NewLabel(modelDescription(u.eng.Embedder(), u.opts.ModelError))
	modelInfo.Wrapping = fyne.TextWrapWord
	modelTab := container.NewVBox(modelInfo, widget.NewSeparator(), formOrEmpty(groups["model"]))

	d.errors = widget.NewLabel("")
	d.errors.Importance = widget.DangerImportance
	d.errors.Wrapping = fyne.TextWrapWord
	d.errors.Hide()

	d.tabs = container.NewAppTabs(
		container.NewTabItem("Writing", container.NewVScroll(writing)),
		container.NewTabItem("Search", container.NewVScroll(formOrEmpty(groups["search"]))),
		container.NewTabItem("Indexing", container.NewVScroll(formOrEmpty(groups["chunking"]))),
		container.NewTabItem("Model", container.NewVScroll(modelTab)),
	)
	buttons := container.NewHBox(
		widget.NewButton("Restore defaults", d.restoreDefaults),
		layout.NewSpacer(),
		widget.NewButton("Close", func() { d.dlg.Hide() }),
		&widget.Button{Text: "Apply", Importance: widget.HighImportance, OnTapped: d.apply},
	)
	body := container.NewBorder(nil, container.NewVBox(d.errors, buttons), nil, nil, d.tabs)
	d.dlg = dialog.NewCustomWithoutButtons("Settings", body, u.win)
	d.dlg.Resize(fyne.NewSize(640, 560))
	return d
}

func formOrEmpty(f *widget.Form) fyne.CanvasObject {
	if f == nil {
		return widget.NewLabel("No settings.")
	}
	return f
}

// field returns the widget of a key (tests drive the dialog through it).
func (d *settingsDialog) field(key string) *settingField {
	for _, f := range d.fields {
		if f.key == key {
			return f
		}
	}
	return nil
}

// restoreDefaults puts the product defaults into the widgets; Apply
// stores them.
func (d *settingsDialog) restoreDefaults() {
	def := storage.DefaultSettings()
	for _, f := range d.fields {
		v, _ := def.Get(f.key)
		f.set(v)
	}
}

// apply validates every field and stores the changed ones in one update.
// The next index task and the next search use them; nothing restarts.
func (d *settingsDialog) apply() {
	var errs []error
	for _, f := range d.fields {
		if err := f.validate(); err != nil {
			errs = append(errs, err)
		}
	}
	before := d.u.eng.Settings()
	changes := map[string]string{}
	trial := before
	for _, f := range d.fields {
		old, _ := before.Get(f.key)
		if v := f.value(); v != old {
			changes[f.key] = v
			if err := trial.Set(f.key, v); err != nil {
				errs = append(errs, err)
			}
		}
	}
	if len(errs) == 0 {
		if err := trial.Validate(); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		d.showErrors(errors.Join(errs...))
		return
	}
	d.showErrors(nil)
	if len(changes) == 0 {
		return
	}
	u := d.u
	u.background(func() {
		err := u.eng.UpdateSettings(func(s *engine.Settings) {
			for k, v := range changes {
				_ = s.Set(k, v) // checked on the trial copy above
			}
		})
		u.do(func() {
			if err != nil {
				d.showErrors(err)
				return
			}
			u.search.settingsChanged()
			if name, ok := changes["model.name"]; ok {
				u.switchModel(name)
			}
		})
	})
}

func (d *settingsDialog) showErrors(err error) {
	if err == nil {
		d.errors.Hide()
		return
	}
	msg := strings.ReplaceAll(err.Error(), "storage: ", "")
	d.errors.SetText(msg)
	d.errors.Show()
}

// switchModel loads another model in the background and hands it to the
// engine, which re-embeds everything before search switches over.
func (u *UI) switchModel(name string) {
	if u.opts.LoadModel == nil {
		dialog.ShowInformation("Model", "The new model is used from the next start.", u.win)
		return
	}
	u.status.model.SetText("Loading model " + displayModelName(name) + "…")
	u.background(func() {
		emb, err := u.opts.LoadModel(name)
		if err == nil {
			u.eng.SetEmbedder(emb)
		}
		u.do(func() {
			if err != nil {
				u.status.refreshModel()
				u.showError("Loading model "+displayModelName(name), err)
				return
			}
			u.opts.ModelError = nil
			u.status.refreshModel()
		})
	})
}

func displayModelName(name string) string {
	if name == "" {
		return modelpath.Default
	}
	return name
}

// manifester is implemented by models loaded from a folder.
type manifester interface{ Manifest() model.Manifest }

// modelSummary is the status bar's short model line.
func modelSummary(emb model.Embedder, loadErr error, pending bool) string {
	if emb == nil && pending {
		return "Loading model…"
	}
	if emb == nil {
		if loadErr != nil {
			return "No model loaded (see Settings › Model)"
		}
		return "No model"
	}
	return "Model " + emb.ModelID()
}

// modelDescription is the settings dialog's account of the active model.
func modelDescription(emb model.Embedder, loadErr error) string {
	if emb == nil {
		msg := "No embedding model is loaded: text is saved, but semantic search and related passages wait for one."
		if loadErr != nil {
			msg += "\n" + firstLine(loadErr)
		}
		return msg
	}
	kind := ""
	if m, ok := emb.(manifester); ok {
		kind = m.Manifest().Kind + ", "
	}
	return fmt.Sprintf("Active model: %s (%s%d dimensions)", emb.ModelID(), kind, emb.Dims())
}
