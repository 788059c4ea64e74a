package importer

import "archive/zip"

func parseEPUB(files map[string]*zip.File, opts Options) ([]Chapter, error) {
	return nil, &FormatError{What: "an EPUB book", Advice: "not yet"}
}
