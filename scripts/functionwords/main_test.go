package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestListIsCurrent regenerates function-zh.txt from the dictionary (the
// module is fetched from the Go module proxy if the cache lacks it) and
// compares it with the committed one, so a change to the classes or to
// keep cannot leave a stale list behind.
func TestListIsCurrent(t *testing.T) {
	dir, err := dictDir()
	if err != nil {
		t.Fatal(err)
	}
	got, err := list(dir)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "..", "engine", "mentions", "function-zh.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("engine/mentions/function-zh.txt is stale: run go run ./scripts/functionwords")
	}
}

func TestList(t *testing.T) {
	dir := t.TempDir()
	simplified := strings.Join([]string{
		"绝对 5260 d", "假若 335 c", "每当 1521 p", "我们 1 r", "呜呼 1 e", "持续 1 vd",
		"沉默 2313 d", // a name in the traditional list
		"继之 100 c",  // in keep
		"平儿 569 q", "元春 1 t", "温顺 107 nr", "公然 574 ad",
		"也 1 d",         // one character is never suggested
		"一时一刻也不能离开 1 d", // nor more than six
		"AA制 3 d",
	}, "\n")
	traditional := "沉默 10 nr\n絕對 1 d\n"
	for name, data := range map[string]string{"s_1.txt": simplified, "t_1.txt": traditional} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := list(dir)
	if err != nil {
		t.Fatal(err)
	}
	var forms []string
	for line := range strings.Lines(string(out)) {
		if !strings.HasPrefix(line, "#") {
			forms = append(forms, strings.TrimSpace(line))
		}
	}
	want := []string{"假若", "呜呼", "我们", "持续", "每当", "绝对"}
	if strings.Join(forms, " ") != strings.Join(want, " ") {
		t.Errorf("forms %v, want %v", forms, want)
	}
	if !bytes.Contains(out, []byte("Apache-2.0")) || !bytes.Contains(out, []byte("go run ./scripts/functionwords")) {
		t.Errorf("the header names no licence or command:\n%s", out)
	}
}
