package export

import (
	"os/exec"
	"strings"
	"testing"
	"time"

	"inkflow/internal/checktool"
)

// TestDOCXCoreProperties: the Word export names the book's title,
// author and language in its properties (docProps/core.xml), where
// Word's File › Info, python-docx and an import of the file
// (importer's docxCore) read them; a book without an author names none,
// and markup in a title stays text.
func TestDOCXCoreProperties(t *testing.T) {
	python := checktool.PythonWithDocx(t)
	script := `import sys, docx
c = docx.Document(sys.argv[1]).core_properties
print(c.title + "|" + c.author + "|" + c.language)`
	modified := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	chapters := []Chapter{{Number: 1, Title: "第一章 风起", Text: "　　风起了。"}}
	tests := []struct {
		name string
		book Book
		want string
	}{
		{"Chinese", Book{Title: "风雪夜归", Author: "林间", Language: "zh-CN", Modified: modified, Chapters: chapters}, "风雪夜归|林间|zh-CN"},
		{"English", Book{Title: "The Long Road", Author: "A. Writer", Language: "en", Modified: modified, Chapters: chapters}, "The Long Road|A. Writer|en"},
		{"no author", Book{Title: "彷徨", Language: "zh-CN", Modified: modified, Chapters: chapters}, "彷徨||zh-CN"},
		{"markup in the title", Book{Title: "Tom & Jerry <Part 1>", Author: "O'Hara", Language: "en", Modified: modified, Chapters: chapters}, "Tom & Jerry <Part 1>|O'Hara|en"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := exec.Command(python, "-c", script, writeBook(t, tt.book, DOCX)).Output()
			if err != nil {
				t.Fatalf("python-docx: %v", err)
			}
			if got := strings.TrimSpace(string(out)); got != tt.want {
				t.Errorf("python-docx reads the properties %q, want %q", got, tt.want)
			}
		})
	}
}
