// Command zipdir writes and lists zip archives for the packaging scripts.
//
//	go run ./scripts/package/zipdir -o OUT.zip DIR   archive DIR as DIR's base name/…
//	go run ./scripts/package/zipdir -l ZIP           list the files in ZIP, one per line
//	go run ./scripts/package/zipdir -x DIR ZIP       extract ZIP into DIR
//
// It exists because the packaging scripts run on Debian, macOS and the
// Windows runners' Git Bash, which do not share a zip tool, while Go is on
// all of them.
package main

import (
	"archive/zip"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("o", "", "write this zip archive from the directory argument")
	list := flag.Bool("l", false, "list the files in the zip archive argument")
	extract := flag.String("x", "", "extract the zip archive argument into this directory")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: zipdir -o OUT.zip DIR | zipdir -l ZIP | zipdir -x DIR ZIP")
	}
	flag.Parse()
	modes := 0
	for _, set := range []bool{*out != "", *list, *extract != ""} {
		if set {
			modes++
		}
	}
	if flag.NArg() != 1 || modes != 1 {
		flag.Usage()
		os.Exit(2)
	}
	var err error
	switch {
	case *list:
		err = listZip(os.Stdout, flag.Arg(0))
	case *extract != "":
		err = extractZip(*extract, flag.Arg(0))
	default:
		err = writeZip(*out, flag.Arg(0))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "zipdir:", err)
		os.Exit(1)
	}
}

// writeZip archives dir into out with every entry under dir's base name, so
// extracting the zip gives one folder. The archive is written beside out and
// renamed into place, so a failed run never leaves a truncated zip behind.
func writeZip(out, dir string) (err error) {
	dir = filepath.Clean(dir)
	st, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("archive source: %w", err)
	}
	if !st.IsDir() {
		return fmt.Errorf("archive source %s is not a directory", dir)
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), ".zipdir-*")
	if err != nil {
		return fmt.Errorf("create archive: %w", err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	zw := zip.NewWriter(tmp)
	top := filepath.Base(dir)
	// WalkDir visits in lexical order, so the same tree gives the same entry order.
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		name := path.Join(top, filepath.ToSlash(rel))
		info, err := d.Info()
		if err != nil {
			return err
		}
		if d.IsDir() {
			h, err := zip.FileInfoHeader(info)
			if err != nil {
				return err
			}
			h.Name = name + "/"
			_, err = zw.CreateHeader(h)
			return err
		}
		if !info.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file or directory", p)
		}
		return addFile(zw, p, name, info)
	})
	if err != nil {
		return fmt.Errorf("archive %s: %w", dir, err)
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("finish archive: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("finish archive: %w", err)
	}
	if err := os.Rename(tmp.Name(), out); err != nil {
		return fmt.Errorf("move archive into place: %w", err)
	}
	return nil
}

func addFile(zw *zip.Writer, src, name string, info fs.FileInfo) error {
	h, err := zip.FileInfoHeader(info)
	if err != nil {
		return err
	}
	h.Name = name
	h.Method = zip.Deflate
	w, err := zw.CreateHeader(h)
	if err != nil {
		return err
	}
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}

// listZip prints the archive's file entries (not directories), one a line.
func listZip(w io.Writer, archive string) error {
	zr, err := zip.OpenReader(archive)
	if err != nil {
		return fmt.Errorf("open %s: %w", archive, err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		if _, err := fmt.Fprintln(w, f.Name); err != nil {
			return errors.Join(fmt.Errorf("list %s", archive), err)
		}
	}
	return nil
}

// extractZip unpacks archive into dir, refusing entries that would land
// outside it (absolute names or ".." components).
func extractZip(dir, archive string) error {
	zr, err := zip.OpenReader(archive)
	if err != nil {
		return fmt.Errorf("open %s: %w", archive, err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		name := path.Clean(f.Name)
		if path.IsAbs(name) || name == ".." || strings.HasPrefix(name, "../") || strings.Contains(f.Name, `\`) {
			return fmt.Errorf("%s: unsafe entry name %q", archive, f.Name)
		}
		dest := filepath.Join(dir, filepath.FromSlash(name))
		if f.FileInfo().IsDir() {
			if err := os.MkdirAll(dest, 0o755); err != nil {
				return fmt.Errorf("extract %s: %w", f.Name, err)
			}
			continue
		}
		if err := extractFile(f, dest); err != nil {
			return fmt.Errorf("extract %s: %w", f.Name, err)
		}
	}
	return nil
}

func extractFile(f *zip.File, dest string) error {
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	w, err := os.OpenFile(dest, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, f.Mode().Perm()|0o200)
	if err != nil {
		return err
	}
	if _, err := io.Copy(w, rc); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}
