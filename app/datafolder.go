package app

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"inkflow/engine"
)

// fileRepository is everything Fyne's file repository offers.
type fileRepository interface {
	repository.AppendableRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.DeleteAllRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// guardedFiles is Fyne's file repository with InkFlow's data folder out
// of reach of its writes. A file dialog opens (and so truncates) the file
// the author picks before the app learns its name: an export saved over
// inkflow.db would empty the database under the running app. Writes,
// deletions and moves into the data folder fail instead, with a message
// the dialog shows; reading and listing it stay as they were.
type guardedFiles struct {
	fileRepository
	dataDir string
}

// guardDataFolder wraps the registered file repository in guardedFiles.
// It leaves a repository it cannot wrap (another driver's) alone.
func guardDataFolder(dataDir string) {
	r, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if g, ok := r.(guardedFiles); ok {
		r = g.fileRepository // a second UI in the process (tests)
	}
	if files, ok := r.(fileRepository); ok {
		repository.Register("file", guardedFiles{fileRepository: files, dataDir: dataDir})
	}
}

// refuse says why a write to u is refused, or nil when it is not.
func (g guardedFiles) refuse(u fyne.URI) error {
	if u.Scheme() != "file" || !engine.InDataDir(u.Path(), g.dataDir) {
		return nil
	}
	return errors.New(quotedL("“{{.Path}}” is in InkFlow's data folder ({{.Dir}}), where it keeps your manuscript's database: choose another folder.",
		map[string]any{"Path": u.Path(), "Dir": g.dataDir}))
}

// Writer refuses files in the data folder.
func (g guardedFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	if err := g.refuse(u); err != nil {
		return nil, err
	}
	return g.fileRepository.Writer(u)
}

// Appender refuses files in the data folder.
func (g guardedFiles) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	if err := g.refuse(u); err != nil {
		return nil, err
	}
	return g.fileRepository.Appender(u)
}

// CanWrite says no in the data folder.
func (g guardedFiles) CanWrite(u fyne.URI) (bool, error) {
	if g.refuse(u) != nil {
		return false, nil
	}
	return g.fileRepository.CanWrite(u)
}

// Delete refuses files in the data folder.
func (g guardedFiles) Delete(u fyne.URI) error {
	if err := g.refuse(u); err != nil {
		return err
	}
	return g.fileRepository.Delete(u)
}

// DeleteAll refuses the data folder and what is in it.
func (g guardedFiles) DeleteAll(u fyne.URI) error {
	if err := g.refuse(u); err != nil {
		return err
	}
	return g.fileRepository.DeleteAll(u)
}

// Copy refuses a destination in the data folder.
func (g guardedFiles) Copy(from, to fyne.URI) error {
	if err := g.refuse(to); err != nil {
		return err
	}
	return g.fileRepository.Copy(from, to)
}

// Move refuses to move into or out of the data folder.
func (g guardedFiles) Move(from, to fyne.URI) error {
	for _, u := range []fyne.URI{from, to} {
		if err := g.refuse(u); err != nil {
			return err
		}
	}
	return g.fileRepository.Move(from, to)
}
