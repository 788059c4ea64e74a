package app

import (
	"testing"

	"inkflow/engine"
)

// TestExportFileName: the save dialog proposes the book's title the
// author gave above it, not the project's name taken from the imported
// file ("frankenstein.epub" under the title Frankenstein), and no
// character a file name may not hold.
func TestExportFileName(t *testing.T) {
	tests := []struct {
		project, title string
		format         engine.ExportFormat
		want           string
	}{
		{"frankenstein", "Frankenstein", "epub", "Frankenstein.epub"},
		{"frankenstein", "  ", "docx", "frankenstein.docx"},
		{"book", "Who? What: Why/Not", "md", "Who What WhyNot.md"},
		{"三国演义", "", "txt", "三国演义.txt"},
		{"draft", `???`, "epub", "draft.epub"},
	}
	for _, tt := range tests {
		if got := exportFileName(tt.project, tt.title, tt.format); got != tt.want {
			t.Errorf("exportFileName(%q, %q, %s) = %q, want %q", tt.project, tt.title, tt.format, got, tt.want)
		}
	}
}
