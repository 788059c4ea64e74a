package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// The story bible's undo: an entry's earlier versions (what each save,
// the deletion or a restore replaced) and the deleted entries, each of
// which the author can put back (engine/wikihistory.go).

// showHistory lists the versions of the entry in the form.
func (p *wikiPanel) showHistory() {
	if !p.editing || p.current == 0 {
		return
	}
	pid, id, shown := p.formProject, p.current, p.formEntry()
	fetch(p.u, lang.L("Entry History"), func() ([]engine.WikiVersion, error) { return p.u.eng.WikiHistory(pid, id) }, func(vs []engine.WikiVersion) {
		p.versionsDialog(lang.L("Entry History"), lang.L("No earlier versions: the entry has not changed since it was created."), pid, vs, &shown)
	})
}

// showDeleted lists the project's deleted entries.
func (p *wikiPanel) showDeleted() {
	pid := p.u.state.projectID()
	if pid == 0 {
		return
	}
	fetch(p.u, lang.L("Deleted Entries"), func() ([]engine.WikiVersion, error) { return p.u.eng.DeletedWikiEntries(pid) }, func(vs []engine.WikiVersion) {
		p.versionsDialog(lang.L("Deleted Entries"), lang.L("No deleted entries to bring back."), pid, vs, nil)
	})
}

// versionsDialog offers each version back, with the start of its text
// so the author can tell them apart. A version the same as shown, the
// entry in the form, says so and offers nothing: after a deletion is
// undone, the version kept at deletion is the entry as it stands, and
// restoring it changed nothing but added a version.
func (p *wikiPanel) versionsDialog(title, empty string, pid uint64, vs []engine.WikiVersion, shown *engine.WikiEntry) {
	var d dialog.Dialog
	rows := container.NewVBox()
	var buttons []*dialogButton
	if len(vs) == 0 {
		rows.Add(widget.NewLabel(empty))
	}
	for _, v := range vs {
		same := shown != nil && v.Is(*shown)
		heading := versionHeading(v, p.u.countMode(pid))
		if same {
			heading = tr("{{.V}} · as it is now", heading)
		}
		head := newProseLabel(heading)
		head.TextStyle = fyne.TextStyle{Bold: true}
		text := newProseLabel(truncateRunes(strings.Join(strings.Fields(v.Text), " "), 120))
		text.Importance = widget.LowImportance
		restore := newDialogButton(lang.L("Restore"), func() {
			d.Hide()
			p.restoreVersion(pid, v)
		})
		buttons = append(buttons, restore)
		if same {
			restore.Disable()
		}
		rows.Add(container.NewBorder(nil, nil, nil, container.NewVBox(restore), container.NewVBox(head, text)))
	}
	d = dialog.NewCustom(title, lang.L("Close"), container.NewVScroll(rows), p.u.win)
	d.Resize(fyne.NewSize(560, 420))
	d.Show()
	focusFirstButton(p.u.win.Canvas(), buttons)
}

// versionHeading names a version: its title, why it was kept, when, and
// its length in the author's count mode (字 beside the tree's 字).
func versionHeading(v engine.WikiVersion, mode engine.CountMode) string {
	why := lang.L("before a change")
	switch v.Reason {
	case engine.WikiDeleted:
		why = lang.L("deleted")
	case engine.WikiRestored:
		why = lang.L("before a restore")
	}
	return quotedL("“{{.Title}}”, {{.When}}, {{.Why}} ({{.Size}})", map[string]any{
		"Title": v.Title, "Why": why, "When": v.At.Local().Format("2006-01-02 15:04"), "Size": countText(mode, engine.CountText(v.Text).In(mode)),
	})
}

// restoreVersion puts a version back and shows the entry. Unsaved edits
// of that entry in the form are saved first, so the restore keeps them as
// a version too; another entry's are saved as on any switch.
func (p *wikiPanel) restoreVersion(pid uint64, v engine.WikiVersion) {
	same := p.editing && p.current == v.EntryID
	form, saveFirst := p.formEntry(), same && p.dirty
	if p.dirty && !same {
		p.saveEntry()
	}
	p.dirty = false
	fetch(p.u, lang.L("Restore"), func() (engine.WikiEntry, error) {
		if saveFirst {
			if err := p.u.eng.UpdateWikiEntry(form); err != nil {
				return engine.WikiEntry{}, err
			}
		}
		return p.u.eng.RestoreWikiVersion(pid, v.EntryID, v.Version)
	}, func(w engine.WikiEntry) {
		p.u.state.entrySaved()
		if pid == p.u.state.projectID() {
			p.fill(w)
			p.reload()
		}
	})
}
