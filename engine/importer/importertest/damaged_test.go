package importertest

import (
	"errors"
	"testing"

	"inkflow/engine/importer"
)

// TestCutDocxIsRefusedAsDamaged: the importer refuses the cut document
// as a damaged Word document, the refusal the front ends' tests word.
func TestCutDocxIsRefusedAsDamaged(t *testing.T) {
	_, err := importer.ParseFile("半截.docx", CutDocx(), importer.Options{})
	var fe *importer.FormatError
	if !errors.As(err, &fe) || fe.Kind != importer.DamagedDOCX {
		t.Fatalf("ParseFile of the cut document: %v, want a FormatError of kind DamagedDOCX", err)
	}
}
