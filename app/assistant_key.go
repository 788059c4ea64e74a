package app

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine/assistant"
)

// assistantKeyRow is the API key row of Settings › Assistant. A cloud
// service needs a key, and the app had no place for one: the author had
// to find `inkflow assistant key set` or an environment variable. The
// key goes to the system's keyring (assistant.SetAPIKey), never into
// InkFlow's database, settings or logs, and the field never shows a
// stored key: it is empty, and its hint says whether a key is kept and
// where it comes from. Apply stores what was typed; Forget deletes it.
type assistantKeyRow struct {
	u      *UI
	entry  *widget.Entry
	forget *widget.Button
	state  *proseLabel
	// source is where the key in use comes from: "" (none), "keyring"
	// or assistant.KeyEnv.
	source string
}

func newAssistantKeyRow(u *UI) *assistantKeyRow {
	r := &assistantKeyRow{u: u}
	r.entry = widget.NewPasswordEntry()
	r.entry.SetPlaceHolder(lang.L("Paste the service's API key"))
	r.forget = widget.NewButton(lang.L("Forget Key"), r.forgetKey)
	r.forget.Disable()
	r.state = newProseLabel("")
	r.state.Importance = widget.LowImportance
	r.state.SizeName = theme.SizeNameCaptionText
	r.reload()
	return r
}

// item is the row as a form item of the Assistant tab.
func (r *assistantKeyRow) item() *widget.FormItem {
	field := container.NewBorder(nil, nil, nil, r.forget, r.entry)
	return widget.NewFormItem(lang.L("API key"), container.NewVBox(field, r.state))
}

// reload reads where the key comes from, in the background (a keyring
// call goes over D-Bus and may wait), and says it under the field.
func (r *assistantKeyRow) reload() {
	r.u.background(func() {
		_, source := assistant.APIKey()
		r.u.do(func() {
			r.source = source
			r.state.SetText(keySourceText(source))
			if source == "keyring" {
				r.forget.Enable()
			} else {
				r.forget.Disable()
			}
		})
	})
}

// keySourceText says where the key in use comes from.
func keySourceText(source string) string {
	switch source {
	case "keyring":
		return lang.L("A key is kept in your system's keyring. Paste another and Apply to replace it.")
	case assistant.KeyEnv:
		return tr("The key comes from the environment variable {{.V}}, which wins over the keyring.", assistant.KeyEnv)
	}
	return lang.L("No key stored. A server on this computer needs none; a cloud service's key is kept in your system's keyring, never in InkFlow's files.")
}

// pending reports whether a key was typed and not yet stored.
func (r *assistantKeyRow) pending() bool { return strings.TrimSpace(r.entry.Text) != "" }

// store keeps the typed key in the keyring (Apply); done gets the error
// in the author's words, or nil once the key is stored and the field
// emptied.
func (r *assistantKeyRow) store(done func(error)) {
	key := strings.TrimSpace(r.entry.Text)
	r.u.background(func() {
		err := assistant.SetAPIKey(key)
		r.u.do(func() {
			if err == nil {
				r.entry.SetText("")
				r.reload()
			}
			done(keyError(err))
		})
	})
}

// forgetKey deletes the key kept in the keyring.
func (r *assistantKeyRow) forgetKey() {
	r.u.background(func() {
		err := assistant.SetAPIKey("")
		r.u.do(func() {
			if err != nil {
				r.state.SetText(keyError(err).Error())
				return
			}
			r.reload()
		})
	})
}

// keyError words a keyring failure for the author; the library's own
// words name D-Bus and the Secret Service.
func keyError(err error) error {
	if errors.Is(err, assistant.ErrNoKeyring) {
		return errors.New(tr("This system has no keyring to keep the API key in. Set it in the environment variable {{.V}} before starting InkFlow.", assistant.KeyEnv))
	}
	return err
}
