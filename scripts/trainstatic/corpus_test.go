package main

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// writeTree creates files (relative path → content) under a temp dir.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for rel, content := range files {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestListCorpus(t *testing.T) {
	root := writeTree(t, map[string]string{
		"zh/b.txt":    "乙",
		"zh/a.txt":    "甲",
		"en/c.txt":    "c",
		"en/notes.md": "not a text",
		"top.txt":     "top",
	})
	tests := []struct {
		name    string
		holdout []string
		only    []string
		want    []string
		blocks  []string
	}{
		{"all", nil, nil, []string{"en/c.txt", "top.txt", "zh/a.txt", "zh/b.txt"}, []string{"", "en", "zh"}},
		{"holdout", []string{"zh/a.txt"}, nil, []string{"en/c.txt", "top.txt", "zh/b.txt"}, []string{"", "en", "zh"}},
		{"holdout block", []string{"en/c.txt", "top.txt"}, nil, []string{"zh/a.txt", "zh/b.txt"}, []string{"zh"}},
		{"file list", nil, []string{"zh/b.txt", "en/c.txt"}, []string{"en/c.txt", "zh/b.txt"}, []string{"en", "zh"}},
		{"file list and holdout", []string{"zh/b.txt"}, []string{"zh/b.txt", "en/c.txt"}, []string{"en/c.txt"}, []string{"en"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			files, err := listCorpus(root, tc.holdout, tc.only)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range files {
				got = append(got, f.Rel)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("files %v, want %v", got, tc.want)
			}
			if b := blocksOf(files); !slices.Equal(b, tc.blocks) {
				t.Errorf("blocks %v, want %v", b, tc.blocks)
			}
		})
	}
}

func TestListCorpusErrors(t *testing.T) {
	root := writeTree(t, map[string]string{"zh/a.txt": "甲"})
	if _, err := listCorpus(root, nil, []string{"zh/a.txt", "zh/missing.txt"}); err == nil {
		t.Error("a listed file that does not exist was accepted")
	}
	if _, err := listCorpus(root, []string{"zh/missing.txt"}, nil); err == nil {
		t.Error("unknown holdout file accepted")
	}
	if _, err := listCorpus(filepath.Join(root, "nowhere"), nil, nil); err == nil {
		t.Error("missing corpus accepted")
	}
	empty := writeTree(t, map[string]string{"zh/a.md": "x"})
	if _, err := listCorpus(empty, nil, nil); err == nil {
		t.Error("corpus without .txt accepted")
	}
	dev := writeTree(t, map[string]string{"dev/zh/a.txt": "甲", "train/zh/b.txt": "乙"})
	if _, err := listCorpus(filepath.Join(dev, "dev"), nil, nil); !errors.Is(err, errDevCorpus) {
		t.Errorf("dev corpus: err %v, want errDevCorpus", err)
	}
	if _, err := listCorpus(dev, nil, nil); !errors.Is(err, errDevCorpus) {
		t.Errorf("corpus containing dev: err %v, want errDevCorpus", err)
	}
}

func TestReadParagraphs(t *testing.T) {
	root := writeTree(t, map[string]string{
		"a.txt":   "第一回 标题\n\n\u3000\u3000第一段。\n第一段续。\n\u3000\u3000\n\n第二段。\n",
		"bad.txt": "ok\xff",
	})
	got, err := readParagraphs(filepath.Join(root, "a.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"第一回 标题", "第一段。\n第一段续。", "第二段。"}
	if !slices.Equal(got, want) {
		t.Errorf("paragraphs %q, want %q", got, want)
	}
	if _, err := readParagraphs(filepath.Join(root, "bad.txt")); err == nil {
		t.Error("invalid UTF-8 accepted")
	}
}

// TestV1FileList: the embedded list is v1's corpus (94 files, the 2026-11-25
// additions not among them), and the flag's other forms resolve.
func TestV1FileList(t *testing.T) {
	v1, err := fileList("v1")
	if err != nil {
		t.Fatal(err)
	}
	if len(v1) != 94 || slices.Contains(v1, "en/alcott-little-men.txt") || !slices.Contains(v1, "zh/shuihuzhuan.txt") {
		t.Fatalf("v1 list has %d files (want 94, without the 2026-11-25 additions): %v", len(v1), v1)
	}
	if all, err := fileList("all"); err != nil || all != nil {
		t.Fatalf("all: %v, %v; want nil, nil", all, err)
	}
	list := filepath.Join(t.TempDir(), "files.txt")
	if err := os.WriteFile(list, []byte("# comment\n\nzh/a.txt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := fileList(list); err != nil || !slices.Equal(got, []string{"zh/a.txt"}) {
		t.Fatalf("list file: %v, %v", got, err)
	}
	if _, err := fileList(filepath.Join(t.TempDir(), "none")); err == nil {
		t.Fatal("a missing list file was accepted")
	}
}

// TestHoldoutList: "eval" expands to the proxies of make eval, which must
// be the books scripts/eval.sh imports from the training corpus, so that a
// model trained with -holdout eval never saw a book it is measured on.
func TestHoldoutList(t *testing.T) {
	tests := []struct {
		spec string
		want []string
	}{
		{"", nil},
		{"zh/a.txt", []string{"zh/a.txt"}},
		{"zh/a.txt, en/b.txt,", []string{"zh/a.txt", "en/b.txt"}},
		{"eval", evalProxies},
		{"zh/a.txt,eval", append([]string{"zh/a.txt"}, evalProxies...)},
	}
	for _, tc := range tests {
		if got := holdoutList(tc.spec); !slices.Equal(got, tc.want) {
			t.Errorf("holdoutList(%q) = %q, want %q", tc.spec, got, tc.want)
		}
	}
	script, err := os.ReadFile("../eval.sh")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range evalProxies {
		if !strings.Contains(string(script), "=train/"+f) {
			t.Errorf("scripts/eval.sh does not import train/%s", f)
		}
	}
	if got := strings.Count(string(script), "=train/"); got != len(evalProxies) {
		t.Errorf("scripts/eval.sh imports %d training books, evalProxies lists %d", got, len(evalProxies))
	}
}
