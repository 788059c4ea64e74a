package importer

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// ErrFormat reports a file that is not a manuscript InkFlow reads (a
// Word 97–2003 .doc, an RTF, a spreadsheet) or a damaged Word or EPUB
// file. Its *FormatError says what the file is and what to do.
var ErrFormat = errors.New("not a file InkFlow imports")

// FormatError names what a refused file is and what to do with it, as a
// one-line message: "a Word 97–2003 .doc file; open it in Word or WPS and
// save it as .docx". It is an ErrFormat.
type FormatError struct {
	// What the file is, with its article: "a Word 97–2003 .doc file".
	What string
	// Advice is what the author can do, "" for nothing.
	Advice string
	// Err is the cause (a zip or XML error), nil for none.
	Err error
}

func (e *FormatError) Error() string {
	s := e.What
	if e.Err != nil {
		s += " (" + e.Err.Error() + ")"
	}
	if e.Advice != "" {
		s += "; " + e.Advice
	}
	return s
}

// Unwrap makes a FormatError an ErrFormat and its cause.
func (e *FormatError) Unwrap() []error { return []error{ErrFormat, e.Err} }

// Signatures of the container formats a manuscript comes in.
var (
	zipMagic      = []byte("PK\x03\x04")
	emptyZipMagic = []byte("PK\x05\x06")
	// cfbMagic starts an OLE compound file: Word 97–2003 .doc, and also a
	// password-protected .docx, which Word stores encrypted inside one.
	cfbMagic = []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")
	rtfMagic = []byte(`{\rtf`)
)

// saveAsDOCX is the advice for every Word file InkFlow cannot read.
const saveAsDOCX = "open it in Word or WPS and save it as .docx (or .txt), then import that"

// ParseFile reads a manuscript of any format InkFlow imports, told by its
// content and its name's extension: a Word document (.docx, see
// ParseDOCX), an EPUB book (ParseEPUB), else text (Parse). Files of other
// kinds get a *FormatError saying what they are.
func ParseFile(name string, data []byte, opts Options) ([]Chapter, error) {
	ext := strings.ToLower(filepath.Ext(name))
	switch {
	case bytes.HasPrefix(data, cfbMagic):
		return nil, compoundFileError(data)
	case bytes.HasPrefix(data, rtfMagic):
		return nil, &FormatError{What: "an RTF document", Advice: saveAsDOCX}
	case bytes.HasPrefix(data, zipMagic) || bytes.HasPrefix(data, emptyZipMagic) ||
		ext == ".docx" || ext == ".docm" || ext == ".dotx" || ext == ".epub":
		return parseZipped(ext, data, opts)
	case ext == ".doc" || ext == ".wps":
		// A .doc that is not a compound file is often a web page or an
		// RTF saved under that name; read as text it would be markup.
		return nil, &FormatError{What: "not a Word document despite its " + ext + " name", Advice: saveAsDOCX}
	}
	return Parse(data, opts)
}

// compoundFileError says which OLE compound file data is: Word stores a
// password-protected .docx as one with an EncryptedPackage stream.
func compoundFileError(data []byte) error {
	utf16 := func(s string) []byte {
		var b []byte
		for _, r := range s {
			b = append(b, byte(r), 0)
		}
		return b
	}
	switch {
	case bytes.Contains(data, utf16("EncryptedPackage")):
		return &FormatError{What: "a password-protected Word document", Advice: "open it in Word, remove the password (File › Info › Protect Document) and import it again"}
	case bytes.Contains(data, utf16("WordDocument")):
		return &FormatError{What: "a Word 97–2003 .doc file", Advice: saveAsDOCX}
	case bytes.Contains(data, utf16("Workbook")):
		return &FormatError{What: "an Excel 97–2003 workbook, not a manuscript"}
	}
	return &FormatError{What: "an Office 97–2003 file, not a manuscript", Advice: saveAsDOCX}
}

// parseZipped reads a zip container: a Word document or an EPUB.
func parseZipped(ext string, data []byte, opts Options) ([]Chapter, error) {
	kind := map[string]string{".docx": "Word document", ".docm": "Word document", ".dotx": "Word template", ".epub": "EPUB book"}[ext]
	if kind == "" {
		kind = "zip archive"
	}
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		advice := "open it in Word or WPS to repair it, or import a copy saved as .docx or .txt"
		if ext == ".epub" {
			advice = "download it again, or convert it with Calibre"
		}
		return nil, &FormatError{What: "a damaged " + kind, Advice: advice, Err: err}
	}
	files := make(map[string]*zip.File, len(z.File))
	for _, f := range z.File {
		files[f.Name] = f
	}
	mimetype, _ := readZipFile(files["mimetype"], 1<<10)
	switch {
	case files["word/document.xml"] != nil || files["[Content_Types].xml"] != nil && files["_rels/.rels"] != nil && files["xl/workbook.xml"] == nil && files["ppt/presentation.xml"] == nil:
		return parseDOCX(files, opts)
	case files["META-INF/container.xml"] != nil || strings.TrimSpace(string(mimetype)) == "application/epub+zip":
		return parseEPUB(files, opts)
	case strings.HasPrefix(string(mimetype), "application/vnd.oasis.opendocument.text"):
		return nil, &FormatError{What: "an OpenDocument text (.odt)", Advice: "open it in LibreOffice or WPS and save it as .docx, then import that"}
	case files["xl/workbook.xml"] != nil:
		return nil, &FormatError{What: "an Excel workbook, not a manuscript"}
	case files["ppt/presentation.xml"] != nil:
		return nil, &FormatError{What: "a PowerPoint presentation, not a manuscript"}
	}
	return nil, &FormatError{What: "a zip archive that holds no Word document or EPUB book", Advice: "unpack it and import the manuscript inside"}
}

// maxPart bounds one unpacked XML part: a zip bomb must not take the
// machine's memory (a novel's document.xml is tens of megabytes).
const maxPart = 512 << 20

// readZipFile returns a file's content, at most limit bytes (more is an
// error); nil and no error for a nil file.
func readZipFile(f *zip.File, limit int64) ([]byte, error) {
	if f == nil {
		return nil, nil
	}
	r, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Name, err)
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Name, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: larger than %d MB unpacked", f.Name, limit>>20)
	}
	return data, nil
}
