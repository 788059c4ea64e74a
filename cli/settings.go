package cli

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/models"
	"inkflow/engine/settings"
)

// runSettings reads and changes the live settings of the settings table
// (engine/settings), the same ones the app's settings dialog edits. A
// change applies to the next index task or search, in this process and in
// a running app's next open. An unknown key or a value outside the table
// is a usage error (exit 2) and stores nothing.
func runSettings(e *env, args []string) error {
	if len(args) == 0 {
		args = []string{"list"}
	}
	sub, args := args[0], args[1:]
	fs := newFlags(e, "settings "+sub, map[string]string{"get": "KEY", "set": "KEY VALUE"}[sub])
	if err := parse(fs, args); err != nil {
		return err
	}
	want := map[string]int{"list": 0, "get": 1, "set": 2}
	n, ok := want[sub]
	if !ok {
		return suggestName(usageX("cli.usage.settings", "settings: want list, get KEY or set KEY VALUE"), sub, []string{"list", "get", "set"})
	}
	if fs.NArg() != n {
		switch sub {
		case "get":
			return usageX("cli.usage.settings-get", "settings get: give one KEY (see inkflow settings list)")
		case "set":
			return usageX("cli.usage.settings-set", "settings set: give a KEY and its VALUE (see inkflow settings list)")
		}
		return errNoArguments("settings list")
	}
	// Check the key and the value against the table before opening
	// anything, so a typo never touches the data folder.
	trial := settings.Defaults()
	if n > 0 {
		if _, err := settings.Lookup(fs.Arg(0)); err != nil {
			return settingError(sub, fs.Arg(0), "", err)
		}
	}
	if sub == "set" {
		if err := trial.Set(fs.Arg(0), fs.Arg(1)); err != nil {
			return settingError(sub, fs.Arg(0), fs.Arg(1), err)
		}
	}
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	cur := s.eng.Settings()
	switch sub {
	case "list":
		for _, k := range settings.Keys() {
			v, _ := cur.Get(k.Name)
			fmt.Fprintf(e.stdout, "%s = %s\n", k.Name, v)
		}
	case "get":
		v, _ := cur.Get(fs.Arg(0))
		fmt.Fprintln(e.stdout, v)
	case "set":
		trial = cur
		if err := trial.Set(fs.Arg(0), fs.Arg(1)); err != nil {
			return settingError(sub, fs.Arg(0), fs.Arg(1), err)
		}
		if name := trial.Model.Name; name != "" && name != cur.Model.Name && !models.Exists(name, e.dataDir) {
			// The engine refuses it too, in English ("…is not an
			// installed model"); said here as model use says it.
			d := quoteData(name)
			d["Sub"] = sub
			return usageError{lang.X("cli.err.settings-model-unknown", "settings {{.Sub}}: model.name: no model named {{.Q}} is installed (see `inkflow model list`)", d)}
		}
		if name := trial.Search.LateInteractionModel; name != "" && name != cur.Search.LateInteractionModel && !models.Exists(name, e.dataDir) {
			d := quoteData(name)
			d["Sub"] = sub
			return usageError{lang.X("cli.err.settings-late-model-unknown", "settings {{.Sub}}: search.late-interaction-model: no model named {{.Q}} is installed (see `inkflow model list`)", d)}
		}
		err := s.eng.UpdateSettings(func(st *engine.Settings) { *st = trial })
		if errors.Is(err, engine.ErrInvalid) {
			return usageError{lang.X("cli.err.settings", "settings {{.Sub}}: {{.Detail}}",
				map[string]any{"Sub": sub, "Detail": localizeEngineError(err)})}
		}
		if err != nil {
			return err
		}
		v, _ := trial.Get(fs.Arg(0))
		fmt.Fprintf(e.stdout, "%s = %s\n", fs.Arg(0), v)
	}
	return nil
}

// settingError is the usage error of `settings SUB KEY [VALUE]` about an
// unknown key or a value outside its range (err, from the settings
// table), in the user's language.
func settingError(sub, key, value string, err error) error {
	k, lerr := settings.Lookup(key)
	inner := errUnknownSetting(key)
	if lerr == nil {
		inner = errSettingValue(k, value, err)
	}
	return usageError{lang.X("cli.err.settings", "settings {{.Sub}}: {{.Detail}}", map[string]any{"Sub": sub, "Detail": inner.Error()})}
}
