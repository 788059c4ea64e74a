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

// FormatKind is what a refused file is.
type FormatKind int

// Kinds of refused files.
const (
	WordDOC       FormatKind = iota + 1 // Word 97–2003 .doc
	WordEncrypted                       // password-protected .docx
	NotWordDOC                          // a .doc name on something else (a web page)
	Office97                            // another Office 97–2003 file
	Excel97                             // Excel 97–2003 workbook
	RTF                                 // Rich Text Format
	ODT                                 // OpenDocument text
	Excel                               // Excel workbook (.xlsx)
	PowerPoint                          // PowerPoint presentation (.pptx)
	OtherZip                            // a zip holding no manuscript
	DamagedDOCX                         // a Word document that does not unpack or parse
	DamagedEPUB                         // an EPUB that does not unpack or parse
	DamagedZip                          // a zip archive that does not unpack
	EPUBDRM                             // an EPUB whose text is encrypted
)

// formatTexts words each kind: what the file is, what to do.
var formatTexts = map[FormatKind][2]string{
	WordDOC:       {"a Word 97–2003 .doc file", saveAsDOCX},
	WordEncrypted: {"a password-protected Word document", "open it in Word, remove the password (File › Info › Protect Document) and import it again"},
	NotWordDOC:    {"not a Word document despite its .doc name", saveAsDOCX},
	Office97:      {"an Office 97–2003 file, not a manuscript", saveAsDOCX},
	Excel97:       {"an Excel 97–2003 workbook, not a manuscript", ""},
	RTF:           {"an RTF document", saveAsDOCX},
	ODT:           {"an OpenDocument text (.odt)", "open it in LibreOffice or WPS and save it as .docx, then import that"},
	Excel:         {"an Excel workbook, not a manuscript", ""},
	PowerPoint:    {"a PowerPoint presentation, not a manuscript", ""},
	OtherZip:      {"a zip archive that holds no Word document or EPUB book", "unpack it and import the manuscript inside"},
	DamagedDOCX:   {"a damaged Word document", "open it in Word or WPS to repair it, or import a copy saved as .docx or .txt"},
	DamagedEPUB:   {"a damaged EPUB book", "download it again, or convert it with Calibre"},
	DamagedZip:    {"a damaged zip archive", ""},
	EPUBDRM:       {"an EPUB book locked by DRM", "InkFlow reads only books without DRM"},
}

// FormatError says what a refused file is and what to do with it, in
// one line: "book.doc is a Word 97–2003 .doc file; open it in Word or
// WPS and save it as .docx (or .txt), then import that". It is an
// ErrFormat; front ends word it from Kind in other languages.
type FormatError struct {
	// Name is the file's name, "" when not known (ParseBook sets it).
	Name string
	Kind FormatKind
	// Err is the cause (a zip or XML error), nil for none.
	Err error
}

func (e *FormatError) Error() string {
	return e.say(true)
}

// Text is Error without the cause ("zip: not a valid zip file", an XML
// syntax error): what the file is and what to do, the line a front end
// shows the author, as the Chinese one says it (engine.ErrorText).
func (e *FormatError) Text() string {
	return e.say(false)
}

// say words e, with its cause in parentheses when withCause.
func (e *FormatError) say(withCause bool) string {
	t := formatTexts[e.Kind]
	s := t[0]
	if e.Name != "" {
		s = e.Name + " is " + s
	}
	if withCause && e.Err != nil {
		s += " (" + e.Err.Error() + ")"
	}
	if t[1] != "" {
		s += "; " + t[1]
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
	chs, _, err := ParseFilePage(name, data, opts)
	return chs, err
}

// ParseFilePage is ParseFile that also returns the book's title and
// author as the file names them (see TitlePage): a title page it marks
// as one, which makes no chapter; a text file's header or byline, which
// stays in chapter 0; a Word document's or an EPUB's metadata. Zero when
// the file names neither.
func ParseFilePage(name string, data []byte, opts Options) ([]Chapter, TitlePage, error) {
	ext := strings.ToLower(filepath.Ext(name))
	switch {
	case bytes.HasPrefix(data, cfbMagic):
		return nil, TitlePage{}, compoundFileError(data)
	case bytes.HasPrefix(data, rtfMagic):
		return nil, TitlePage{}, &FormatError{Kind: RTF}
	case bytes.HasPrefix(data, zipMagic) || bytes.HasPrefix(data, emptyZipMagic) ||
		ext == ".docx" || ext == ".docm" || ext == ".dotx" || ext == ".epub":
		return parseZipped(ext, data, opts)
	case ext == ".doc":
		// A .doc that is not a compound file is often a web page or an
		// RTF saved under that name; read as text it would be markup.
		return nil, TitlePage{}, &FormatError{Kind: NotWordDOC}
	}
	text, err := normalize(data, opts.Encoding)
	if err != nil {
		return nil, TitlePage{}, err
	}
	chs, tp := split(text, opts, nil, nil)
	return chs, tp, nil
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
		return &FormatError{Kind: WordEncrypted}
	case bytes.Contains(data, utf16("WordDocument")):
		return &FormatError{Kind: WordDOC}
	case bytes.Contains(data, utf16("Workbook")):
		return &FormatError{Kind: Excel97}
	}
	return &FormatError{Kind: Office97}
}

// parseZipped reads a zip container: a Word document or an EPUB.
func parseZipped(ext string, data []byte, opts Options) ([]Chapter, TitlePage, error) {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		kind := DamagedZip
		switch ext {
		case ".docx", ".docm", ".dotx":
			kind = DamagedDOCX
		case ".epub":
			kind = DamagedEPUB
		}
		return nil, TitlePage{}, &FormatError{Kind: kind, Err: err}
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
		return nil, TitlePage{}, &FormatError{Kind: ODT}
	case files["xl/workbook.xml"] != nil:
		return nil, TitlePage{}, &FormatError{Kind: Excel}
	case files["ppt/presentation.xml"] != nil:
		return nil, TitlePage{}, &FormatError{Kind: PowerPoint}
	}
	return nil, TitlePage{}, &FormatError{Kind: OtherZip}
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
