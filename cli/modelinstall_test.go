package cli

import (
	"os"
	"path/filepath"
	"testing"
)

// TestModelInstallErrors: a model folder whose manifest names a model
// file the folder lacks, and an unknown model name, are one line in the
// user's language, the registry's names listed with the language's
// separator. Before, English read Go's "model folder DIR: open
// DIR/model.onnx: no such file or directory", and the Chinese listed the
// names with an English ", ".
func TestModelInstallErrors(t *testing.T) {
	data := t.TempDir()
	noModel := t.TempDir()
	for _, name := range []string{"manifest.json", "tokenizer.json"} {
		b, err := os.ReadFile(filepath.Join("..", "model", "testdata", "tiny-static", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(noModel, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"model", "install", noModel}, ExitRuntime,
			"model folder " + noModel + " has no model.onnx, the model file its manifest.json names",
			"模型文件夹 " + noModel + " 中没有 model.onnx（manifest.json 里写的模型文件）", true},
		{[]string{"model", "install", "nope"}, ExitUsage,
			`model install: unknown model "nope": choose one of bge-small-zh-v1.5, all-MiniLM-L6-v2, or give a model folder`,
			"可选 bge-small-zh-v1.5、all-MiniLM-L6-v2，或给出一个模型文件夹", true},
	})
}
