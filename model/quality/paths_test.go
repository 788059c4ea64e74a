package quality

import "inkflow/model/modelpath"

// Paths used by the tests, relative to this package.
const (
	pairsPath = "testdata/pairs.tsv"
	// corpusRoot is the shared corpus beside the project.
	corpusRoot = "../../../shared/corpus"
	// shippedModel is the default model folder.
	shippedModel = "../../assets/models/" + modelpath.Default
)
