package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"inkflow/model"
	"inkflow/model/manifest"
	"inkflow/model/modelgen"
	"inkflow/model/modelpath"
)

// Model folders the suite uses, relative to the module root.
var (
	defaultStaticDir = filepath.Join("assets", "models", modelpath.Default)
	fallbackStatic   = filepath.Join("model", "testdata", "tiny-static")
	benchModelsDir   = filepath.Join(".cache", "bench-models")
	// bgeShapeDir is shared with model/bench_test.go, which generates the
	// same folder the same way: whichever runs first, the other reuses it.
	bgeShapeDir = filepath.Join(benchModelsDir, "bge-small-zh-shape")
	// staticShapeDir holds a random static model with the shipped model's
	// shape (see staticRandomShape).
	staticShapeDir = filepath.Join(benchModelsDir, "static-256-random")
)

// staticRandomShape is the -static-model value that selects a randomly
// initialised static model with the shape scripts/trainstatic ships (256
// dims, 512 tokens) and the bge-small-zh vocabulary: its cost per text is
// the trained model's, so timings are representative before the trained
// model exists, while its vectors are meaningless for retrieval.
const staticRandomShape = "random-shape"

// modelChoice is a resolved model folder and why it was chosen.
type modelChoice struct {
	Dir string `json:"dir"`
	// Note explains a fallback; empty when the requested model is used.
	Note string `json:"note,omitempty"`
}

// resolveStaticModel picks the static model: the -static-model folder, or
// the shipped default, or — while the default is still being trained — the
// tiny test model, which the report then flags.
func resolveStaticModel(root, flagValue, bgeTokenizer string) (modelChoice, error) {
	switch flagValue {
	case "":
		def := filepath.Join(root, defaultStaticDir)
		if isModelDir(def) {
			return modelChoice{Dir: def}, nil
		}
		tiny := filepath.Join(root, fallbackStatic)
		if !isModelDir(tiny) {
			return modelChoice{}, fmt.Errorf("static model: neither %s nor the fallback %s exists", def, tiny)
		}
		return modelChoice{Dir: tiny, Note: fmt.Sprintf(
			"%s does not exist yet (it is being trained), so the static-model figures use the 16-dimension test model %s: "+
				"its per-text cost is lower than the shipped 256-dimension model's; rerun when the default model is in place",
			defaultStaticDir, fallbackStatic)}, nil
	case staticRandomShape:
		dir := filepath.Join(root, staticShapeDir)
		if err := ensureStaticShape(dir, bgeTokenizer); err != nil {
			return modelChoice{}, err
		}
		return modelChoice{Dir: dir, Note: "static figures use a randomly initialised static model with the shipped model's shape " +
			"(256 dims, 512 tokens, bge-small-zh vocabulary): representative cost, meaningless vectors"}, nil
	default:
		if !isModelDir(flagValue) {
			return modelChoice{}, fmt.Errorf("static model: %s is not a model folder (no %s)", flagValue, manifest.FileName)
		}
		return modelChoice{Dir: flagValue}, nil
	}
}

// isModelDir reports whether dir holds a manifest.
func isModelDir(dir string) bool {
	st, err := os.Stat(filepath.Join(dir, manifest.FileName))
	return err == nil && st.Mode().IsRegular()
}

// ensureBGEShape returns the randomly initialised bge-small-zh-v1.5-shape
// model folder, generating it on first use (a minute of CPU; reused after).
func ensureBGEShape(root, bgeTokenizer string) (string, error) {
	dir := filepath.Join(root, bgeShapeDir)
	if loadable(dir) {
		return dir, nil
	}
	tok, err := os.ReadFile(bgeTokenizer)
	if err != nil {
		return "", fmt.Errorf("generate bge-shape model: the bge-small-zh tokenizer: %w", err)
	}
	if _, err := modelgen.WriteBGEShapeDir(dir, tok); err != nil {
		return "", err
	}
	return dir, nil
}

// ensureStaticShape writes the random static model of staticRandomShape
// into dir unless a loadable one is there.
func ensureStaticShape(dir, bgeTokenizer string) error {
	if loadable(dir) {
		return nil
	}
	tok, err := os.ReadFile(bgeTokenizer)
	if err != nil {
		return fmt.Errorf("generate static-shape model: the bge-small-zh tokenizer: %w", err)
	}
	const vocab, dims = 21128, 256 // bge-small-zh's vocabulary; trainstatic's dims
	// [PAD]=0, [CLS]=101, [SEP]=102 in the bge vocabulary weigh nothing,
	// as the trainer's SIF weights make them.
	onnx, err := modelgen.StaticONNX(modelgen.RandomStaticParams(vocab, dims, 1, 0, 101, 102))
	if err != nil {
		return fmt.Errorf("generate static-shape model: %w", err)
	}
	err = modelgen.WriteModelDir(dir, onnx, tok, manifest.Manifest{
		Name: "static-256-random", Kind: manifest.KindStatic, Dims: dims,
		Pooling: manifest.PoolingNone, Normalize: true, MaxTokens: 512,
		Inputs: []string{manifest.InputIDs, manifest.InputAttentionMask},
		Output: manifest.OutputSentence, Source: "random weights, shipped static model shape (benchmarks only)",
	})
	if err != nil {
		return fmt.Errorf("generate static-shape model: %w", err)
	}
	return nil
}

// loadable reports whether dir holds a model that loads (and so passes the
// sha256 check); a half-written folder is regenerated.
func loadable(dir string) bool {
	if !isModelDir(dir) {
		return false
	}
	e, err := model.Load(dir, model.Options{})
	if err != nil {
		return false
	}
	_ = e.Close()
	return true
}

// loadModel loads a model folder for a figure.
func loadModel(dir string) (*model.ONNXEmbedder, error) {
	e, err := model.Load(dir, model.Options{})
	if err != nil {
		return nil, fmt.Errorf("load model: %w", err)
	}
	return e, nil
}

// errNoModel is returned when a figure needs a model that is not set up.
var errNoModel = errors.New("model not configured")
