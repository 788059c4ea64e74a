// Package importertest makes files for the tests of every layer that
// imports (the importer, the command line, the app), so that they refuse
// the same damaged file rather than each a copy of its own.
package importertest

import (
	"archive/zip"
	"bytes"
	"strings"
)

// Zip zips files (path → content) in memory, as the Word documents and
// EPUB books the tests build are zipped.
func Zip(files map[string]string) []byte {
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	for name, content := range files {
		w, err := z.Create(name)
		if err == nil {
			_, err = w.Write([]byte(content))
		}
		if err != nil { // writing to memory fails only on a bug here
			panic("importertest: zip " + name + ": " + err.Error())
		}
	}
	if err := z.Close(); err != nil {
		panic("importertest: zip: " + err.Error())
	}
	return buf.Bytes()
}

// CutDocx is a Word document cut short, as a download broken off leaves
// it: a zip holding word/document.xml with its second half, the central
// directory a reader looks for first among it, missing. The importer
// refuses it as a damaged Word document.
func CutDocx() []byte {
	whole := Zip(map[string]string{"word/document.xml": strings.Repeat("<w:document/>", 100)})
	return whole[:len(whole)/2]
}
