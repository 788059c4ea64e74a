package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// Deleting a project moves it out of sight (Engine.TrashProject); File ›
// Deleted Projects… brings it back with everything in it, or removes it
// for good after a second, explicit confirmation.

// showDeletedProjects lists the deleted projects.
func (s *sidebar) showDeletedProjects() {
	fetch(s.u, lang.L("Deleted Projects"), s.u.eng.DeletedProjects, s.deletedProjectsDialog)
}

// deletedProjectsDialog offers each deleted project back, or its removal
// for good.
func (s *sidebar) deletedProjectsDialog(ps []engine.Project) {
	var d dialog.Dialog
	rows := container.NewVBox()
	var buttons []*dialogButton
	if len(ps) == 0 {
		rows.Add(widget.NewLabel(lang.L("No deleted projects to bring back.")))
	}
	for _, p := range ps {
		label := newProseLabel(quotedL("“{{.Name}}”, deleted {{.When}}", map[string]any{"Name": p.Name, "When": p.Deleted.Local().Format("2006-01-02 15:04")}))
		restore := newDialogButton(lang.L("Restore"), func() {
			d.Hide()
			fetch(s.u, lang.L("Deleted Projects"), func() (engine.Project, error) { return s.u.eng.RestoreProject(p.ID) }, func(back engine.Project) {
				s.st.reload(func() { s.st.showProject(back.ID) })
			})
		})
		purge := newDialogButton(lang.L("Delete for Good…"), func() {
			d.Hide()
			s.confirmPurge(p)
		})
		purge.Importance = widget.DangerImportance
		rows.Add(container.NewBorder(nil, nil, nil, container.NewHBox(restore, purge), label))
		buttons = append(buttons, restore, purge)
	}
	d = dialog.NewCustom(lang.L("Deleted Projects"), lang.L("Close"), container.NewVScroll(rows), s.u.win)
	d.Resize(fyne.NewSize(560, 360))
	d.Show()
	focusFirstButton(s.u.win.Canvas(), buttons)
}

// confirmPurge asks once more before a deleted project is removed for
// good: this is the one deletion that cannot be undone.
func (s *sidebar) confirmPurge(p engine.Project) {
	msg := quotedL("Remove “{{.Name}}” for good? Its chapters, wiki entries and snapshots cannot be brought back.", map[string]any{"Name": p.Name})
	d := s.u.newConfirm(lang.L("Delete for Good"), msg, lang.L("Delete for Good"), func(ok bool) {
		if !ok {
			return
		}
		fetch(s.u, lang.L("Delete for Good"), func() (struct{}, error) { return struct{}{}, s.u.eng.DeleteProject(p.ID) }, func(struct{}) {
			s.st.reload(nil) // the empty view stops offering deleted projects
		})
	})
	d.SetConfirmImportance(widget.DangerImportance)
	d.Show()
}
