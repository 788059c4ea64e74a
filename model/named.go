package model

import "inkflow/model/modelpath"

// LoadNamed finds the model called name ("" = the bundled default) the way
// modelpath.Locate does — beside the executable, in dataDir, in a developer
// checkout — and loads it. The CLI and the desktop app both start here.
func LoadNamed(name, dataDir string, opts Options) (*ONNXEmbedder, error) {
	dir, _, err := modelpath.Locate(name, dataDir)
	if err != nil {
		return nil, err
	}
	// Load names dir in every error it returns: wrapped again, the error
	// read "load model D: load model D: ONNX Runtime library not found".
	return Load(dir, opts)
}
