package cli

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
)

func runBackup(e *env, args []string) error {
	if len(args) == 0 {
		return usageX("cli.usage.backup", "backup: want list, now or restore NAME")
	}
	sub, args := args[0], args[1:]
	usage, ok := map[string]string{"list": "", "now": "[--keep N]", "restore": "NAME"}[sub]
	if !ok {
		return suggestName(usageX("cli.usage.backup-unknown", "backup: unknown action {{.Q}} (want list, now or restore NAME)", quoteData(sub)), sub, []string{"list", "now", "restore"})
	}
	fs := newFlags(e, "backup "+sub, usage)
	keep := engine.DefaultBackupKeep
	if sub == "now" {
		fs.IntVar(&keep, "keep", engine.DefaultBackupKeep, lang.X("cli.flag.keep", "snapshots to keep (older ones are deleted; 0 keeps all)"))
	}
	if err := parse(fs, args); err != nil {
		return err
	}
	if keep < 0 {
		return usageX("cli.usage.backup-keep", "backup now: --keep must not be negative (0 keeps all)")
	}
	if sub == "list" || sub == "restore" {
		// They read the folder without opening the engine, which
		// checks it for the others.
		if err := requireDataDir(e); err != nil {
			return err
		}
	}
	switch sub {
	case "list":
		if fs.NArg() > 0 {
			return errNoArguments("backup list")
		}
		snaps, err := engine.Backups(e.dataDir)
		if err != nil {
			return err
		}
		if len(snaps) == 0 {
			fmt.Fprintln(e.stdout, lang.X("cli.backups-none", "no snapshots in {{.Dir}}", map[string]any{"Dir": engine.BackupDir(e.dataDir)}))
			return nil
		}
		for _, s := range snaps {
			fmt.Fprintf(e.stdout, "%s\t%s\t%.1f MB\n", s.Name, s.Taken.Local().Format("2006-01-02 15:04:05"), float64(s.Size)/1e6)
		}
		return nil
	case "now":
		if fs.NArg() > 0 {
			return errNoArguments("backup now")
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
		fmt.Fprintln(e.stdout, lang.X("cli.backup-saved", "saved {{.Path}} ({{.MB}} MB)", map[string]any{"Path": snap.Path, "MB": fmt.Sprintf("%.1f", float64(snap.Size)/1e6)}))
		return nil
	case "restore":
		if fs.NArg() != 1 || strings.TrimSpace(fs.Arg(0)) == "" {
			return usageX("cli.usage.backup-restore", "backup restore NAME (names from `inkflow backup list`)")
		}
		if name := fs.Arg(0); name != filepath.Base(name) {
			// A path is no backup's name; the engine says so in English.
			return kindX("cli.err.no-backup-named", "no backup named {{.Q}} (see inkflow backup list)", engine.ErrNotFound, quoteData(name))
		}
		kept, err := engine.RestoreBackup(e.dataDir, fs.Arg(0))
		if errors.Is(err, engine.ErrLocked) {
			return errDataInUse(e.dataDir, err)
		}
		if errors.Is(err, engine.ErrNotFound) {
			return kindX("cli.err.no-backup-named", "no backup named {{.Q}} (see inkflow backup list)", err, quoteData(fs.Arg(0)))
		}
		if err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, lang.X("cli.backup-restored", "restored {{.Name}}; search indexes rebuild on next start", map[string]any{"Name": fs.Arg(0)}))
		if kept != "" {
			fmt.Fprintln(e.stdout, lang.X("cli.backup-kept", "the replaced database is kept as {{.Path}} (undo: inkflow backup restore {{.Name}})", map[string]any{"Path": kept, "Name": filepath.Base(kept)}))
		}
		return nil
	}
	return nil // unreachable: sub is one of usage's keys
}
