package cli

import (
	"errors"
	"fmt"
	"path/filepath"

	"inkflow/engine"
)

func runBackup(e *env, args []string) error {
	if len(args) == 0 {
		return usagef("backup: want list, now or restore NAME")
	}
	sub, args := args[0], args[1:]
	fs := newFlags(e, "backup "+sub, "")
	keep := engine.DefaultBackupKeep
	if sub == "now" {
		fs.IntVar(&keep, "keep", engine.DefaultBackupKeep, "snapshots to keep (older ones are deleted; 0 keeps all)")
	}
	if err := parse(fs, args); err != nil {
		return err
	}
	switch sub {
	case "list":
		if fs.NArg() > 0 {
			return usagef("backup list takes no arguments")
		}
		snaps, err := engine.Backups(e.dataDir)
		if err != nil {
			return err
		}
		if len(snaps) == 0 {
			fmt.Fprintf(e.stdout, "no snapshots in %s\n", engine.BackupDir(e.dataDir))
			return nil
		}
		for _, s := range snaps {
			fmt.Fprintf(e.stdout, "%s\t%s\t%.1f MB\n", s.Name, s.Taken.Local().Format("2006-01-02 15:04:05"), float64(s.Size)/1e6)
		}
		return nil
	case "now":
		if fs.NArg() > 0 {
			return usagef("backup now takes no arguments")
		}
		s, err := openSession(e)
		if err != nil {
			return err
		}
		defer s.Close()
		snap, err := s.eng.Backup(keep)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "saved %s (%.1f MB)\n", snap.Path, float64(snap.Size)/1e6)
		return nil
	case "restore":
		if fs.NArg() != 1 {
			return usagef("backup restore NAME (names from `inkflow backup list`)")
		}
		kept, err := engine.RestoreBackup(e.dataDir, fs.Arg(0))
		if errors.Is(err, engine.ErrLocked) {
			return fmt.Errorf("%w (close InkFlow first if it is running)", err)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "restored %s; search indexes rebuild on next start\n", fs.Arg(0))
		if kept != "" {
			fmt.Fprintf(e.stdout, "the replaced database is kept as %s (undo: inkflow backup restore %s)\n", kept, filepath.Base(kept))
		}
		return nil
	}
	return usagef("backup: unknown action %q (want list, now or restore NAME)", sub)
}
