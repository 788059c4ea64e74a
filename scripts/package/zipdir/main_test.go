package main

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteThenList(t *testing.T) {
	src := filepath.Join(t.TempDir(), "InkFlow")
	files := map[string]string{
		"inkflow.exe":                            "MZ fake exe",
		"onnxruntime.dll":                        "MZ fake dll",
		"models/inkflow-static-v1/manifest.json": `{"name":"x"}`,
		"README.txt":                             "读我",
	}
	for name, body := range files {
		p := filepath.Join(src, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "out.zip")
	if err := writeZip(out, src); err != nil {
		t.Fatal(err)
	}

	var listing strings.Builder
	if err := listZip(&listing, out); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"InkFlow/README.txt",
		"InkFlow/inkflow.exe",
		"InkFlow/models/inkflow-static-v1/manifest.json",
		"InkFlow/onnxruntime.dll",
	}
	if got := strings.Fields(listing.String()); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("listing = %q, want %q", got, want)
	}

	dest := t.TempDir()
	if err := extractZip(dest, out); err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		body, err := os.ReadFile(filepath.Join(dest, "InkFlow", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		if string(body) != want {
			t.Errorf("%s holds %q, want %q", name, body, want)
		}
	}
}

func TestExtractRefusesEscapes(t *testing.T) {
	for _, name := range []string{"../evil.txt", "/abs.txt", "a/../../evil.txt", `a\..\evil.txt`} {
		t.Run(name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "evil.zip")
			f, err := os.Create(p)
			if err != nil {
				t.Fatal(err)
			}
			zw := zip.NewWriter(f)
			w, err := zw.Create(name)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := w.Write([]byte("x")); err != nil {
				t.Fatal(err)
			}
			if err := zw.Close(); err != nil {
				t.Fatal(err)
			}
			f.Close()
			dest := filepath.Join(t.TempDir(), "inside")
			if err := extractZip(dest, p); err == nil {
				t.Fatalf("entry %q was extracted", name)
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(dest), "evil.txt")); !os.IsNotExist(err) {
				t.Fatalf("entry %q escaped the destination", name)
			}
		})
	}
}

func TestWriteRejectsAFile(t *testing.T) {
	dir := t.TempDir()
	notDir := filepath.Join(dir, "file")
	if err := os.WriteFile(notDir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.zip")
	if err := writeZip(out, notDir); err == nil {
		t.Fatal("archiving a plain file succeeded")
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a failed run left %s behind", out)
	}
}

func TestListRejectsGarbage(t *testing.T) {
	p := filepath.Join(t.TempDir(), "bad.zip")
	if err := os.WriteFile(p, []byte("not a zip"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := listZip(io.Discard, p); err == nil {
		t.Fatal("listing a non-zip succeeded")
	}
}
