package app

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/models"
	"inkflow/engine/settings"
)

// settingField is the widget editing one key of the settings table; the
// widget follows from the key's type, so no key has code of its own.
type settingField struct {
	key   settings.Key
	entry *dialogEntry
	check *dialogCheck
	sel   *dialogSelect
	// choices maps a choice's shown name to its value in the table: a
	// Chinese interface offered the raw values (convex, rrf, drop,
	// percentile) in English.
	choices map[string]string
	// names are what the box's list offers (offer), nil for most keys.
	names []string
}

// choiceName is how the settings dialog shows value, a choice of k.
func choiceName(k settings.Key, value string) string {
	return lang.X("setting."+k.Name+".choice."+value, value)
}

// newSettingField makes the widget of key k; installed are the installed
// models, which the search model's box offers in a list.
func newSettingField(k settings.Key, installed []string) (*settingField, fyne.CanvasObject) {
	f := &settingField{key: k}
	switch k.Type {
	case settings.Bool:
		f.check = newDialogCheck("", nil)
		return f, f.check
	case settings.Choice:
		names := make([]string, len(k.Choices))
		f.choices = make(map[string]string, len(k.Choices))
		for i, c := range k.Choices {
			names[i] = choiceName(k, c)
			f.choices[names[i]] = c
		}
		f.sel = newDialogSelect(names, nil)
		return f, f.sel
	}
	f.entry = newDialogEntry()
	f.entry.Validator = func(string) error { return f.validate() }
	if k.Name == "model.name" {
		f.entry.SetPlaceHolder(defaultModel)
		f.offer(installed)
	}
	return f, f.entry
}

// offer gives the field's box a button at its right that lists names to
// pick from, as Fyne's SelectEntry does, the box still taking any name
// typed: the search model's help sent the author to the command line
// (inkflow model list) for the names the box takes.
func (f *settingField) offer(names []string) {
	if len(names) == 0 {
		return
	}
	b := widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), nil)
	b.Importance = widget.LowImportance
	b.OnTapped = func() {
		items := make([]*fyne.MenuItem, len(names))
		for i, n := range names {
			items[i] = fyne.NewMenuItem(n, func() { f.entry.SetText(n) })
		}
		d := fyne.CurrentApp().Driver()
		at := d.AbsolutePositionForObject(f.entry).Add(fyne.NewPos(0, f.entry.Size().Height))
		widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), d.CanvasForObject(f.entry), at)
	}
	f.entry.ActionItem = b
	f.names = names
}

// installedModels are the names of the models the search model can be:
// the one InkFlow comes with first, then those carried beside it and
// those installed in the data folder.
func installedModels(dataDir string) []string {
	names := []string{defaultModel}
	for _, n := range models.Names(dataDir) {
		if n != defaultModel {
			names = append(names, n)
		}
	}
	return names
}

// defaultModel is the model InkFlow comes with.
const defaultModel = models.Default

func (f *settingField) value() string {
	switch {
	case f.check != nil:
		return strconv.FormatBool(f.check.Checked)
	case f.sel != nil:
		return f.choices[f.sel.Selected]
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
		f.sel.SetSelected(choiceName(f.key, v))
	default:
		f.entry.SetText(v)
	}
}

// validate checks the field against its key's own range in the table
// (rules between keys are checked on Apply).
func (f *settingField) validate() error {
	trial := settings.Defaults()
	if err := trial.Set(f.key.Name, f.value()); err != nil {
		return settingValueError(f.key, f.value(), err)
	}
	return nil
}

// saidError is an error of the engine's (err: errors.Is still finds its
// sentinel) said in the interface's words (text), for the settings
// dialog, which shows Error().
type saidError struct {
	text string
	err  error
}

func (e saidError) Error() string { return e.text }
func (e saidError) Unwrap() error { return e.err }

// settingValueError says that value is not one key k takes, by the key's
// label and the range its hint gives, in the interface's language. The
// engine's message names the key as the command line does, in English
// ("search.default-top-k: 5000 is not allowed: want 1–1000 results"),
// and was what a Chinese window showed; it stays wrapped (err).
func settingValueError(k settings.Key, value string, err error) error {
	if value == "" {
		value = "“”"
	}
	d := map[string]any{"Label": settingLabel(k), "Value": value, "Range": settingRange(k)}
	switch {
	case d["Range"] != "":
		return saidError{lang.L("{{.Label}}: {{.Value}} is not allowed ({{.Range}})", d), err}
	case k.Type == settings.URL:
		return saidError{lang.L("{{.Label}}: {{.Value}} is not a web address (http:// or https://)", d), err}
	}
	return saidError{lang.L("{{.Label}}: {{.Value}} is not allowed", d), err}
}

// ruleError says a broken rule between keys (settings.Values.BrokenRules,
// a chain of ≤) by the keys' labels and values: "Needs Shortest matched
// piece (300) ≤ Length of a matched piece (200) ≤ …". The engine's
// message named them chunking.min-child-size (300) ≤ …; it stays
// wrapped (err).
func ruleError(v engine.Settings, keys []string, err error) error {
	parts := make([]string, len(keys))
	for i, name := range keys {
		k, err := settings.Lookup(name)
		if err != nil {
			return fmt.Errorf("settings rule: %w", err)
		}
		x, _ := v.Get(name)
		parts[i] = lang.L("{{.Label}} ({{.Value}})", map[string]any{"Label": settingLabel(k), "Value": x})
	}
	// Chinese sets ≤ tight against the full-width brackets before it.
	return saidError{lang.L("Needs {{.Rule}}", map[string]any{"Rule": strings.Join(parts, lang.L(" ≤ "))}), err}
}

// settingsDialog edits every key of the settings table plus the editor
// font size, and applies changes live through engine.UpdateSettings.
type settingsDialog struct {
	u      *UI
	fields []*settingField
	font   *dialogSlider
	errors *proseLabel
	tabs   *container.AppTabs
	dlg    dialog.Dialog
	// open: the dialog is shown (Ctrl+PageDown steps its tabs).
	open bool
	// count and language are display preferences stored in the app's
	// preferences (not the engine's table) as soon as they change.
	count, language *dialogSelect
	smartQuotes     *dialogCheck
	// key is the assistant's API key, kept in the system's keyring, not
	// the table (assistant_key.go).
	key *assistantKeyRow
	// first is each tab's first field, which gets the keyboard when the
	// dialog opens on it or Ctrl+PageDown shows it (nil: none).
	first []fyne.Focusable
	// places says where each key's widget is, for reveal.
	places map[string]settingPlace
}

// settingPlace is where a key's widget is in the settings dialog: the tab
// (its index and scroll) and, for a tuning knob, the Advanced fold it is
// under (nil: shown whenever its tab is).
type settingPlace struct {
	tab    int
	scroll *container.Scroll
	fold   *widget.Accordion
	obj    fyne.CanvasObject
	// path is what holds obj inside the scroll's content, outermost
	// first (the tab's body, the fold, the form, the setting's row):
	// their positions add up to the setting's place in the tab.
	path []fyne.CanvasObject
}

// reveal shows the author the first setting of keys (the settings an
// error names) that cannot be seen: it opens the tab it is in and the
// Advanced fold over it, scrolls it into view and gives it the keyboard.
// "Needs Shortest matched piece (100) ≤ Length of a matched piece (20)"
// named a setting folded away under Advanced, and the author could not
// see what the message was about. Nothing moves when every key named is
// in sight.
func (d *settingsDialog) reveal(keys []string) {
	shown := d.tabs.SelectedIndex()
	var target *settingPlace
	for _, k := range keys {
		pl, ok := d.places[k]
		if !ok {
			continue
		}
		if pl.tab != shown || (pl.fold != nil && !pl.fold.Items[0].Open) {
			target = &pl
			break
		}
	}
	if target == nil {
		return
	}
	if target.tab != shown {
		d.tabs.SelectIndex(target.tab)
	}
	// Every named key in that tab comes out from under its fold: a rule
	// reads against all of its settings.
	for _, k := range keys {
		if pl, ok := d.places[k]; ok && pl.tab == target.tab && pl.fold != nil {
			pl.fold.Open(0)
		}
	}
	// The grown fold is laid out now, not at the next frame, and the
	// setting's place is added up from its holders' positions: the
	// window's driver knows no place for a widget it has not drawn yet,
	// and the scroll stayed where it was.
	sc := target.scroll
	sc.Content.Resize(sc.Content.MinSize().Max(sc.Size()))
	var y float32
	for _, o := range target.path {
		y += o.Position().Y
	}
	// A row's height above it in view too, and no further than the end
	// (Fyne does not clamp an offset it is given).
	bottom := max(0, sc.Content.Size().Height-sc.Size().Height)
	sc.ScrollToOffset(fyne.NewPos(0, min(bottom, max(0, y-target.obj.Size().Height))))
	sc.Refresh()
	if f, ok := target.obj.(fyne.Focusable); ok {
		d.u.win.Canvas().Focus(f)
	}
}

// besideScrollBar scrolls a settings tab's body up and down, leaving it
// clear of the scroll bar: Fyne draws the bar over the content's right
// edge, and Settings › Assistant's Forget Key button and the fields'
// ends sat under it.
func besideScrollBar(body fyne.CanvasObject) *container.Scroll {
	bar := theme.Size(theme.SizeNameScrollBar)
	return container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, bar), body))
}

// selectTab shows the tab whose title starts with name (case-insensitive).
func (d *settingsDialog) selectTab(name string) {
	for i, t := range d.tabs.Items {
		if t.Text == groupTitle(name) || strings.HasPrefix(strings.ToLower(t.Text), strings.ToLower(name)) {
			d.tabs.SelectIndex(i)
			return
		}
	}
}

// showSettings opens the settings dialog.
func (u *UI) showSettings() {
	d := newSettingsDialog(u)
	u.settings = d
	d.open = true
	d.dlg.Show()
	// The keyboard in the first field, as in the goals and export
	// dialogs: nothing had it, and Tab from nowhere was the only way in.
	d.focusTab()
}

// focusTab gives the keyboard to the first field of the tab shown, or to
// nothing when it has none: nothing keeps it in a tab left behind.
func (d *settingsDialog) focusTab() {
	c := d.u.win.Canvas()
	if i := d.tabs.SelectedIndex(); i >= 0 && i < len(d.first) && d.first[i] != nil {
		c.Focus(d.first[i])
		return
	}
	c.Unfocus()
}

func newSettingsDialog(u *UI) *settingsDialog {
	d := &settingsDialog{u: u}
	cur := u.eng.Settings()
	// Each group's keys, the tuning knobs (Key.Advanced) apart: fusion
	// methods and semantic shares, shown to every writer in one list,
	// buried the few settings a writer changes among the ranking's.
	groups := map[string]*widget.Form{}
	advanced := map[string]*widget.Form{}
	var order []string // groups in table order
	firstOf := map[string]fyne.Focusable{}
	d.places = map[string]settingPlace{}
	objs, rows := map[string]fyne.CanvasObject{}, map[string]fyne.CanvasObject{}
	installed := installedModels(u.eng.DataDir())
	for _, k := range settings.Keys() {
		f, obj := newSettingField(k, installed)
		objs[k.Name] = obj
		v, _ := cur.Get(k.Name)
		f.set(v)
		d.fields = append(d.fields, f)
		if groups[k.Group()] == nil {
			groups[k.Group()], advanced[k.Group()] = widget.NewForm(), widget.NewForm()
			order = append(order, k.Group())
		}
		form := groups[k.Group()]
		if k.Advanced {
			form = advanced[k.Group()]
		}
		rows[k.Name] = hinted(withUnit(obj, k, unitWidth(k.Group())), settingHint(k))
		form.AppendItem(widget.NewFormItem(settingLabel(k), rows[k.Name]))
		if k.Name == "assistant.base-url" {
			// The key belongs with the server it opens.
			d.key = newAssistantKeyRow(u)
			form.AppendItem(d.key.item())
		}
		if !k.Advanced && firstOf[k.Group()] == nil {
			firstOf[k.Group()] = obj.(fyne.Focusable)
		}
	}

	d.font = newDialogSlider(minFontSize, maxFontSize)
	d.font.SetValue(float64(u.editor.fontSize))
	fontValue := widget.NewLabel(tr("{{.V}} pt", fmt.Sprintf("%.0f", u.editor.fontSize)))
	d.font.OnChanged = func(v float64) {
		fontValue.SetText(tr("{{.V}} pt", fmt.Sprintf("%.0f", v)))
		u.editor.setFontSize(float32(v)) // a display preference: live at once
	}
	writing := widget.NewForm(
		widget.NewFormItem(lang.L("Editor font size"), hinted(container.NewBorder(nil, nil, nil, fontValue, d.font),
			lang.L("Ctrl+= and Ctrl+- change it from the editor too."))),
		widget.NewFormItem(lang.L("Count"), hinted(d.countChoice(),
			lang.L("Following the book counts a Chinese book in 字 and an English one in words, whatever the interface language. English words: as English word processors count them. 字 (zi): as Chinese publishers count, each Chinese character and each Latin word once, without punctuation. Characters: every character but spaces."))),
		widget.NewFormItem(lang.L("Smart punctuation"), hinted(d.smartQuotesCheck(),
			lang.L("Typed \" and ' become “ ” and ‘ ’, the apostrophe in don’t too; -- becomes — and ... becomes … (—— and …… in Chinese); Ctrl+Z right after takes it back. Curly quotes, typed or from an input method, stay as they are."))),
		widget.NewFormItem(lang.L("Language"), hinted(d.languageChoice(),
			lang.L("Takes effect the next time InkFlow starts."))),
	)

	_, modelErr := u.state.modelState()
	modelInfo := newProseLabel(modelDescription(u.eng.Embedder(), modelErr))

	d.errors = noticeLabel(widget.DangerImportance)

	// One tab per group of the table, so a new key or group shows up
	// without dialog code; the model tab adds the active model's account.
	d.tabs = container.NewAppTabs(container.NewTabItem(lang.L("Writing"), besideScrollBar(writing)))
	d.first = []fyne.Focusable{d.font}
	slices.SortStableFunc(order, func(a, b string) int { return tabRank(a) - tabRank(b) })
	for _, g := range order {
		body := container.NewVBox(groups[g])
		if g == "model" {
			body = container.NewVBox(modelInfo, widget.NewSeparator(), groups[g])
		}
		var fold *widget.Accordion
		if len(advanced[g].Items) > 0 {
			fold = widget.NewAccordion(widget.NewAccordionItem(lang.L("Advanced"), advanced[g]))
			body.Add(fold)
		}
		scroll := besideScrollBar(body)
		d.tabs.Append(container.NewTabItem(groupTitle(g), scroll))
		d.first = append(d.first, firstOf[g])
		for _, k := range settings.Keys() {
			if k.Group() != g {
				continue
			}
			pl := settingPlace{tab: len(d.tabs.Items) - 1, scroll: scroll, obj: objs[k.Name],
				path: []fyne.CanvasObject{body, groups[g], rows[k.Name]}}
			if k.Advanced {
				pl.fold = fold
				pl.path = []fyne.CanvasObject{body, fold, advanced[g], rows[k.Name]}
			}
			d.places[k.Name] = pl
		}
	}
	buttons := container.NewHBox(
		widget.NewButton(lang.L("Restore defaults"), d.restoreDefaults),
		layout.NewSpacer(),
		dismissButton(lang.L("Close"), func() { d.dlg.Hide() }),
		&widget.Button{Text: lang.L("Apply"), Importance: widget.HighImportance, OnTapped: d.apply},
	)
	body := container.NewBorder(nil, container.NewVBox(d.errors, buttons), nil, nil, d.tabs)
	d.dlg = dialog.NewCustomWithoutButtons(lang.L("Settings"), body, u.win)
	u.imeBackOnClose(d.dlg, func() { d.open = false })
	d.dlg.Resize(fyne.NewSize(640, 560))
	return d
}

// hinted puts a form item's hint under its widget, wrapped as its
// language wants. Fyne's own hint (FormItem.HintText) is one line of
// canvas text as wide as it is long: the Count hint made the settings
// dialog 880 px wide in Chinese and 1,264 px in English, cut off at the
// right in a smaller window. The hint is drawn in colorNameHint, which
// reads at 4.5:1 or more; the disabled colour of a low-importance label
// was 1.3:1 on the light theme's white.
func hinted(w fyne.CanvasObject, hint string) fyne.CanvasObject {
	t := newProseLabel(hint)
	t.ColorName = colorNameHint
	t.SizeName = theme.SizeNameCaptionText
	t.Refresh()
	return container.NewVBox(w, t)
}

// settingLabel names a key of the settings table in the interface's
// language. The table is the engine's (English, shared with the command
// line); its texts are translated under "setting.<key>…" catalogue keys,
// which TestCatalogueKeys derives from the table.
func settingLabel(k settings.Key) string { return lang.X("setting."+k.Name, k.Label) }

// settingHint is a key's help with its range and what 0 means.
func settingHint(k settings.Key) string {
	hint := lang.X("setting."+k.Name+".help", k.Help)
	r := settingRange(k)
	if r == "" {
		return hint
	}
	return lang.L("{{.Help}} ({{.Range}})", map[string]any{"Help": hint, "Range": r})
}

// boxUnits are the units a number box shows at its right: amounts an
// author reads with their unit (3000 is milliseconds, 1000 characters).
// A share (0.3) and a percentile (90) read as numbers; the hint names
// them.
var boxUnits = map[string]bool{"ms": true, "seconds": true, "minutes": true, "characters": true, "results": true, "passages": true, "pieces": true}

// withUnit puts a number key's unit beside its box: "Search sees new
// text after [3000]" said nothing of milliseconds (毫秒) but in the
// hint's range under it. The unit stands in a column width wide, the
// widest unit of the key's tab (unitWidth), and a number without a unit
// (a share, a percentile) has the column empty: each box as wide as its
// unit left over, the boxes of a tab ended and their units began at as
// many places as there were units (条, 毫秒, 字符), and a box without one
// ran past the others' units.
func withUnit(box fyne.CanvasObject, k settings.Key, width float32) fyne.CanvasObject {
	if k.Type != settings.Int && k.Type != settings.Float || width == 0 {
		return box
	}
	unit := widget.NewLabel("")
	if boxUnits[k.Unit] {
		unit.SetText(unitText(k.Unit))
	}
	column := container.NewGridWrap(fyne.NewSize(width, unit.MinSize().Height), unit)
	return container.NewBorder(nil, nil, nil, column, box)
}

// unitText is a unit as the settings show it, in the interface language.
func unitText(unit string) string { return lang.X("unit."+unit, unit) }

// unitWidth is the width of the unit column of a settings tab: its
// widest unit as a label draws it, 0 when no number on it has a unit.
func unitWidth(group string) float32 {
	w := float32(0)
	for _, k := range settings.Keys() {
		if k.Group() == group && boxUnits[k.Unit] && (k.Type == settings.Int || k.Type == settings.Float) {
			w = max(w, widget.NewLabel(unitText(k.Unit)).MinSize().Width)
		}
	}
	return w
}

// settingRange is the values a number key takes, with its unit and what 0
// means ("1–1000 results", "0–600000 ms; 0: …"), "" for other keys.
func settingRange(k settings.Key) string {
	if k.Type != settings.Int && k.Type != settings.Float {
		return ""
	}
	r := strconv.FormatFloat(k.Min, 'f', -1, 64) + "–" + strconv.FormatFloat(k.Max, 'f', -1, 64)
	if k.Unit != "" {
		r += " " + unitText(k.Unit)
	}
	if k.Zero != "" {
		r += lang.L("; 0: ") + lang.X("setting."+k.Name+".zero", k.Zero)
	}
	return r
}

// tabRank puts what writers change most first: search, then indexing,
// then the model; any other group follows in table order.
func tabRank(group string) int {
	if i := slices.Index([]string{"search", "chunking", "model"}, group); i >= 0 {
		return i
	}
	return 3
}

// groupTitle names a group's tab.
func groupTitle(group string) string {
	switch group {
	case "chunking":
		return lang.L("Indexing")
	case "":
		return lang.L("Other settings")
	}
	return lang.X("settings.group."+group, strings.ToUpper(group[:1])+group[1:])
}

// field returns the widget of a key (tests drive the dialog through it).
func (d *settingsDialog) field(key string) *settingField {
	for _, f := range d.fields {
		if f.key.Name == key {
			return f
		}
	}
	return nil
}

// restoreDefaults puts the product defaults into the widgets; Apply
// stores them.
func (d *settingsDialog) restoreDefaults() {
	for _, f := range d.fields {
		f.set(f.key.Default)
	}
}

// apply validates every field and stores the changed ones in one update.
// The next index task and the next search use them; nothing restarts.
func (d *settingsDialog) apply() {
	var errs []error
	var named []string // the keys the errors name, in order
	before := d.u.eng.Settings()
	trial := before
	changed := map[string]bool{}
	for _, f := range d.fields {
		old, _ := before.Get(f.key.Name)
		if v := f.value(); v != old {
			changed[f.key.Name] = true
			if err := trial.Set(f.key.Name, v); err != nil {
				errs = append(errs, settingValueError(f.key, v, err))
				named = append(named, f.key.Name)
			}
		}
	}
	if len(errs) == 0 {
		if err := trial.Validate(); err != nil {
			rules := trial.BrokenRules()
			for _, keys := range rules {
				errs = append(errs, ruleError(trial, keys, err))
				named = append(named, keys...)
			}
			if len(rules) == 0 {
				errs = append(errs, err) // a value out of range, which Set checked
			}
		}
	}
	if len(errs) > 0 {
		d.showErrors(errors.Join(errs...))
		d.reveal(named)
		return
	}
	d.showErrors(nil)
	if d.key != nil && d.key.pending() {
		d.key.store(func(err error) {
			if err != nil {
				d.showErrors(err)
			}
		})
	}
	if len(changed) == 0 {
		return
	}
	u := d.u
	u.background(func() {
		err := u.eng.UpdateSettings(func(s *engine.Settings) { *s = trial })
		u.do(func() {
			if err != nil {
				d.showErrors(err)
				return
			}
			u.state.settingsChanged()
			if changed["model.name"] {
				u.switchModel(trial.Model.Name)
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
		u.showInfo(lang.L("Model"), lang.L("The new model is used from the next start."))
		return
	}
	u.state.setModel(true, nil)
	u.background(func() {
		emb, err := u.opts.LoadModel(name)
		if err == nil {
			u.eng.SetEmbedder(emb)
		}
		u.do(func() {
			// A failed switch keeps the model that was loaded.
			u.state.setModel(false, nil)
			if err != nil {
				u.showError(tr("Loading model {{.V}}", displayModelName(name)), err)
			}
		})
	})
}

func displayModelName(name string) string {
	if name == "" {
		return models.Default
	}
	return name
}

// modelSummary is the status bar's short model line: the model's name
// without the "@" and digest of its ID, which tell versions apart for the
// settings dialog and bug reports but are noise beside the word count.
func modelSummary(emb engine.Embedder, loadErr error, pending bool) string {
	if pending {
		return lang.L("Loading model…")
	}
	if emb == nil {
		if loadErr != nil {
			return lang.L("No model loaded (see Settings › Model)")
		}
		return lang.L("No model")
	}
	name, _, _ := strings.Cut(emb.ModelID(), "@")
	return tr("Model {{.V}}", name)
}

// modelDescription is the settings dialog's account of the active model.
func modelDescription(emb engine.Embedder, loadErr error) string {
	if emb == nil {
		msg := lang.L("No embedding model is loaded: text is saved, but semantic search and related passages wait for one.")
		if name, tried, ok := models.NotInstalled(loadErr); ok {
			// The engine's sentence ends in a command of the command
			// line (`inkflow model list`); the folders it looked in are
			// what the window can add.
			msg += "\n" + lang.L("The model “{{.Name}}” is not installed (looked in {{.Folders}}).",
				map[string]any{"Name": displayModelName(name), "Folders": strings.Join(tried, lang.L(", "))})
		} else if loadErr != nil {
			msg += "\n" + firstLine(loadErr)
		}
		return msg
	}
	// The catalogue words the family with its separator ("static, ",
	// "静态词向量，"): in Chinese the English "static" showed.
	kind := engine.ModelKind(emb)
	if kind != "" {
		kind = lang.X("model.kind."+kind, kind+", ")
	}
	return lang.L("Active model: {{.Model}} ({{.Kind}}{{.Dims}} dimensions)", map[string]any{"Model": emb.ModelID(), "Kind": kind, "Dims": emb.Dims()})
}

// countChoice picks the count every count of a book is shown in (a
// display preference, applied at once). Its first choice, the default,
// follows the book: 字 for a Chinese book, words for an English one,
// whatever the interface's language (UI.countMode); it is stored as "".
func (d *settingsDialog) countChoice() *dialogSelect {
	follow := lang.L("Follow the book (字 for Chinese, words for English)")
	modes := map[string]engine.CountMode{follow: ""}
	names := []string{follow}
	for _, m := range engine.CountModes {
		modes[countModeName(m)] = m
		names = append(names, countModeName(m))
	}
	d.count = newDialogSelect(names, func(name string) {
		d.u.app.Preferences().SetString(prefCountMode, string(modes[name]))
		d.u.state.countModeChanged()
	})
	d.count.Selected = follow
	if m, ok := d.u.chosenCountMode(); ok {
		d.count.Selected = countModeName(m)
	}
	return d.count
}

// smartQuotesCheck turns the editor's smart quotes on and off, at once
// (a typing preference, like the font size, outside the settings table).
func (d *settingsDialog) smartQuotesCheck() *dialogCheck {
	d.smartQuotes = newDialogCheck(lang.L("Curly quotes, dashes and ellipses as I type"), func(on bool) {
		d.u.app.Preferences().SetBool(PrefSmartQuotes, on)
		d.u.editor.text.SmartQuotes = on
	})
	d.smartQuotes.Checked = d.u.editor.text.SmartQuotes
	return d.smartQuotes
}

// languageChoice picks the interface language: the system's, 简体中文 or
// English. Fyne cannot relabel built widgets, so it applies at the next
// start (the hint says so).
func (d *settingsDialog) languageChoice() *dialogSelect {
	choices := map[string]string{}
	var names []string
	for _, c := range []string{langSystem, langZh, langEn} {
		choices[languageName(c)] = c
		names = append(names, languageName(c))
	}
	d.language = newDialogSelect(names, func(name string) {
		d.u.app.Preferences().SetString(prefLanguage, choices[name])
	})
	d.language.Selected = languageName(d.u.app.Preferences().String(prefLanguage))
	return d.language
}
