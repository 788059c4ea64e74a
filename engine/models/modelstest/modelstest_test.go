package modelstest

import (
	"os"
	"path/filepath"
	"testing"

	"inkflow/engine/models"
)

// TestWriteBert: a named model is a complete folder whose manifest reads
// back; an unnamed one holds the two files and no manifest.
func TestWriteBert(t *testing.T) {
	for _, tt := range []struct {
		name         string
		wantManifest bool
	}{
		{"gen", true},
		{"", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "m")
			if err := WriteBert(dir, Bert{Words: []string{"雨", "moon"}, Hidden: 8, Seed: 1, Name: tt.name}); err != nil {
				t.Fatal(err)
			}
			for _, f := range []string{"model.onnx", "tokenizer.json"} {
				if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
					t.Errorf("%s: %v", f, err)
				}
			}
			m, err := models.ReadManifest(dir)
			switch {
			case tt.wantManifest && (err != nil || m.Name != tt.name || m.Dims != 8 || m.Pooling != models.PoolingMean):
				t.Errorf("manifest %+v, %v", m, err)
			case !tt.wantManifest && err == nil:
				t.Errorf("an unnamed folder has a manifest: %+v", m)
			}
		})
	}
}
