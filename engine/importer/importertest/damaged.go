// Package importertest makes files for the tests of every layer that
// imports (the importer, the command line, the app), so that they refuse
// the same damaged file rather than each a copy of its own.
package importertest

import (
	"archive/zip"
	"bytes"
	"strings"
)

// CutDocx is a Word document cut short, as a download broken off leaves
// it: a zip holding word/document.xml with its second half, the central
// directory a reader looks for first among it, missing. The importer
// refuses it as a damaged Word document.
func CutDocx() []byte {
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	w, err := z.Create("word/document.xml")
	if err == nil {
		_, err = w.Write([]byte(strings.Repeat("<w:document/>", 100)))
	}
	if err == nil {
		err = z.Close()
	}
	if err != nil { // writing to memory fails only on a bug here
		panic("importertest: zip a document: " + err.Error())
	}
	return buf.Bytes()[:buf.Len()/2]
}
