package install

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/model"
	"inkflow/model/manifest"
	"inkflow/model/registry"
)

// TestInstallEndToEnd downloads a generated model from a local hub through
// the real HTTP code path and loads the result with the real runtime.
func TestInstallEndToEnd(t *testing.T) {
	onnx, tok := tinyModel(t, 1, false)
	spec := tinySpec(onnx, tok)
	h := newHub(t, spec, onnx, tok)
	root := t.TempDir()

	var last Progress
	var calls int
	dir, err := h.downloader().Install(context.Background(), spec, root, func(p Progress) {
		if p.Done < last.Done && p.File == last.File {
			t.Errorf("progress went backwards: %+v after %+v", p, last)
		}
		last, calls = p, calls+1
	})
	if err != nil {
		t.Fatal(err)
	}
	if dir != filepath.Join(root, spec.Name) {
		t.Errorf("installed at %s, want %s", dir, filepath.Join(root, spec.Name))
	}
	if calls == 0 || last.Done != spec.TotalSize() || last.Total != spec.TotalSize() {
		t.Errorf("last progress %+v after %d calls, want Done = Total = %d", last, calls, spec.TotalSize())
	}
	for _, f := range spec.Files() {
		sum, err := manifest.FileSHA256(filepath.Join(dir, f.Name))
		if err != nil || sum != f.SHA256 {
			t.Errorf("%s: sha256 %s (%v), want %s", f.Name, sum, err, f.SHA256)
		}
	}
	m, err := manifest.Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != spec.Name || m.Revision != spec.Revision || m.SHA256 != spec.ONNX.SHA256 || m.QueryPrefix != "query: " {
		t.Errorf("manifest %+v does not describe the spec", m)
	}
	entries, _ := os.ReadDir(root)
	if len(entries) != 1 {
		t.Errorf("destination holds %d entries after install, want only the model folder", len(entries))
	}

	emb, err := model.Load(dir, model.Options{Threads: 1})
	if err != nil {
		t.Fatalf("installed model does not load: %v", err)
	}
	defer emb.Close()
	v, err := emb.EmbedQuery(context.Background(), "月照竹林")
	if err != nil || len(v) != tinyHidden {
		t.Fatalf("EmbedQuery = %d dims, %v", len(v), err)
	}

	// Installing again finds it done without downloading anything.
	before := len(h.requestsFor(""))
	again, err := h.downloader().Install(context.Background(), spec, root, nil)
	if err != nil || again != dir {
		t.Fatalf("second Install = %s, %v", again, err)
	}
	if n := len(h.requestsFor("")) - before; n != 0 {
		t.Errorf("second Install made %d requests, want 0", n)
	}
}

// TestInstallResumes breaks the connection halfway through the model file
// and checks that the next attempt asks only for the rest.
func TestInstallResumes(t *testing.T) {
	onnx, tok := tinyModel(t, 2, false)
	spec := tinySpec(onnx, tok)
	half := int64(len(onnx) / 2)

	t.Run("retry within one install", func(t *testing.T) {
		h := newHub(t, spec, onnx, tok)
		h.dropFirst["/"+spec.Repo+"/resolve/"+spec.Revision+"/"+spec.ONNX.Path] = 1
		dir, err := h.downloader().Install(context.Background(), spec, t.TempDir(), nil)
		if err != nil {
			t.Fatal(err)
		}
		reqs := h.requestsFor(spec.ONNX.Path)
		if len(reqs) != 2 || reqs[0].rangeHeader != "" || reqs[1].rangeHeader != "bytes="+itoa(half)+"-" {
			t.Fatalf("requests %+v, want a full GET then Range bytes=%d-", reqs, half)
		}
		if sum, _ := manifest.FileSHA256(filepath.Join(dir, "model.onnx")); sum != spec.ONNX.SHA256 {
			t.Errorf("resumed file has sha256 %s, want %s", sum, spec.ONNX.SHA256)
		}
	})

	t.Run("resume in a later install", func(t *testing.T) {
		h := newHub(t, spec, onnx, tok)
		h.dropFirst["/"+spec.Repo+"/resolve/"+spec.Revision+"/"+spec.ONNX.Path] = 1
		root := t.TempDir()
		d := h.downloader()
		d.Attempts = 1
		_, err := d.Install(context.Background(), spec, root, nil)
		if err == nil || !strings.Contains(err.Error(), "run the install again to resume") {
			t.Fatalf("first Install error = %v, want an interrupted download", err)
		}
		if exists(filepath.Join(root, spec.Name)) {
			t.Fatal("an interrupted install left a model folder")
		}
		part := filepath.Join(root, stagingPrefix+spec.Name+"-"+spec.Revision[:12], "model.onnx.part")
		if got := fileSize(part); got != half {
			t.Fatalf("partial file holds %d bytes, want %d", got, half)
		}

		var first Progress
		dir, err := h.downloader().Install(context.Background(), spec, root, func(p Progress) {
			if first.File == "" && p.File == spec.ONNX.Path {
				first = p
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		reqs := h.requestsFor(spec.ONNX.Path)
		if len(reqs) != 2 || reqs[1].rangeHeader != "bytes="+itoa(half)+"-" {
			t.Fatalf("requests %+v, want the second to resume at byte %d", reqs, half)
		}
		if want := spec.Tokenizer.Size + half; first.Done != want {
			t.Errorf("resumed progress starts at %d, want %d (tokenizer + the half already on disk)", first.Done, want)
		}
		if tokReqs := h.requestsFor(spec.Tokenizer.Path); len(tokReqs) != 1 {
			t.Errorf("tokenizer downloaded %d times, want once (kept from the first run)", len(tokReqs))
		}
		if _, err := model.Load(dir, model.Options{Threads: 1}); err != nil {
			t.Fatalf("resumed model does not load: %v", err)
		}
	})

	t.Run("server ignores Range", func(t *testing.T) {
		h := newHub(t, spec, onnx, tok)
		h.dropFirst["/"+spec.Repo+"/resolve/"+spec.Revision+"/"+spec.ONNX.Path] = 1
		h.ignoreRange = true
		dir, err := h.downloader().Install(context.Background(), spec, t.TempDir(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if sum, _ := manifest.FileSHA256(filepath.Join(dir, "model.onnx")); sum != spec.ONNX.SHA256 {
			t.Errorf("file rebuilt from a full response has sha256 %s, want %s", sum, spec.ONNX.SHA256)
		}
	})
}

func TestInstallSHAMismatch(t *testing.T) {
	onnx, tok := tinyModel(t, 3, false)
	spec := tinySpec(onnx, tok)
	bad := append([]byte(nil), onnx...)
	bad[len(bad)/3] ^= 0xff // same length, different bytes
	h := newHub(t, spec, bad, tok)
	root := t.TempDir()
	_, err := h.downloader().Install(context.Background(), spec, root, nil)
	if err == nil || !strings.Contains(err.Error(), "sha256 mismatch") || !strings.Contains(err.Error(), spec.ONNX.SHA256) {
		t.Fatalf("Install error = %v, want a sha256 mismatch naming the expected hash", err)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error spans several lines: %q", err)
	}
	if exists(filepath.Join(root, spec.Name)) {
		t.Error("a model folder was installed from corrupt bytes")
	}
	part := filepath.Join(root, stagingPrefix+spec.Name+"-"+spec.Revision[:12], "model.onnx.part")
	if exists(part) {
		t.Error("the corrupt partial file was kept; a resume would fail the same way")
	}
}

func TestInstallOffline(t *testing.T) {
	// A port that refuses connections: listen, note the address, close.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()

	onnx, tok := tinyModel(t, 4, false)
	spec := tinySpec(onnx, tok)
	root := t.TempDir()
	d := &Downloader{BaseURL: "http://" + addr}
	_, err = d.Install(context.Background(), spec, root, nil)
	if !errors.Is(err, ErrUnreachable) {
		t.Fatalf("Install error = %v, want ErrUnreachable", err)
	}
	msg := err.Error()
	for _, want := range []string{"cannot reach " + addr + ":", "connection refused", "works offline", "`inkflow model install DIR`"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
	if strings.Contains(msg, "\n") || strings.Contains(msg, spec.Revision) {
		t.Errorf("error should be one short line without the long URL: %q", msg)
	}
	if exists(filepath.Join(root, spec.Name)) {
		t.Error("a model folder exists after a failed download")
	}
}

func TestInstallRefusals(t *testing.T) {
	onnx, tok := tinyModel(t, 5, false)
	spec := tinySpec(onnx, tok)
	e5, _ := registry.Lookup("multilingual-e5-small")

	tests := []struct {
		name  string
		setup func(t *testing.T, root string) (registry.Model, *hub)
		want  string
	}{
		{"unsupported registry model", func(t *testing.T, root string) (registry.Model, *hub) {
			return e5, nil
		}, "cannot be installed"},
		{"unpinned revision", func(t *testing.T, root string) (registry.Model, *hub) {
			s := spec
			s.Revision = "main"
			return s, nil
		}, "40-digit commit"},
		{"missing file on the hub", func(t *testing.T, root string) (registry.Model, *hub) {
			s := spec
			s.ONNX.Path = "onnx/missing.onnx"
			return s, newHub(t, spec, onnx, tok)
		}, "HTTP 404"},
		{"another model in the way", func(t *testing.T, root string) (registry.Model, *hub) {
			other, _ := tinyModel(t, 6, false)
			dir := filepath.Join(root, spec.Name)
			os.MkdirAll(dir, 0o755)
			m := spec.Manifest()
			m.SHA256 = sha(other)
			if err := writeManifest(dir, m); err != nil {
				t.Fatal(err)
			}
			return spec, newHub(t, spec, onnx, tok)
		}, "a different model is already installed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			s, h := tt.setup(t, root)
			d := &Downloader{BaseURL: "http://127.0.0.1:9"} // never contacted
			if h != nil {
				d = h.downloader()
			}
			_, err := d.Install(context.Background(), s, root, nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Install error = %v, want %q", err, tt.want)
			}
		})
	}
}

func TestInstallCancelled(t *testing.T) {
	onnx, tok := tinyModel(t, 7, false)
	spec := tinySpec(onnx, tok)
	h := newHub(t, spec, onnx, tok)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	root := t.TempDir()
	_, err := h.downloader().Install(ctx, spec, root, nil)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Install error = %v, want context.Canceled", err)
	}
	if errors.Is(err, ErrUnreachable) {
		t.Error("a cancelled install must not be reported as offline")
	}
}

func TestContentRangeStart(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"bytes 100-199/200", 100, true},
		{"bytes 0-0/1", 0, true},
		{"bytes */200", 0, false},
		{"", 0, false},
		{"items 1-2/3", 0, false},
	}
	for _, tt := range tests {
		got, ok := contentRangeStart(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("contentRangeStart(%q) = %d %v, want %d %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}
