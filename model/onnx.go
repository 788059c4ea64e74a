package model

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"

	ort "github.com/yalue/onnxruntime_go"

	"inkflow/internal/vecmath"
	"inkflow/model/manifest"
	"inkflow/model/ortlib"
	"inkflow/model/tokenizer"
)

// ErrClosed is returned by an ONNXEmbedder used after Close.
var ErrClosed = errors.New("model: embedder is closed")

// ONNXEmbedder runs a model folder (manifest.json, an ONNX file and a
// tokenizer.json) on the CPU through ONNX Runtime. It implements Embedder.
//
// One ONNX Runtime session serves every caller: onnxruntime_go's
// DynamicAdvancedSession allows concurrent Run calls (ONNX Runtime's
// Session::Run is thread-safe), so callers are not serialised; the lock
// only keeps Close from destroying the session under a running call.
type ONNXEmbedder struct {
	dir  string
	man  Manifest
	tok  *tokenizer.Tokenizer
	opts Options
	id   string

	mu      sync.RWMutex
	session *ort.DynamicAdvancedSession // nil after Close
}

var _ Embedder = (*ONNXEmbedder)(nil)

// Load opens the model folder dir: it reads the manifest, checks the model
// file's sha256, loads the tokenizer, initialises ONNX Runtime (see
// ortlib.Init) and checks the model's inputs and outputs against the
// manifest before creating the session. Every problem comes back as an
// error naming the folder and what is wrong with it.
func Load(dir string, opts Options) (*ONNXEmbedder, error) {
	opts = opts.withDefaults()
	st, err := os.Stat(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, &LoadError{Dir: dir, Kind: FolderMissing}
		}
		return nil, fmt.Errorf("load model: %w", err)
	}
	if !st.IsDir() {
		return nil, &LoadError{Dir: dir, Kind: NotFolder}
	}
	m, err := ReadManifest(dir)
	if err != nil {
		return nil, fmt.Errorf("load model: %w", err)
	}
	modelPath := filepath.Join(dir, m.ModelFile)
	sum, err := manifest.FileSHA256(modelPath)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, &LoadError{Dir: dir, Kind: ModelFileMissing, File: m.ModelFile}
		}
		return nil, fmt.Errorf("load model %s: %w", dir, err)
	}
	if sum != m.SHA256 {
		return nil, &LoadError{Dir: dir, Kind: Checksum, File: m.ModelFile, Got: sum, Want: m.SHA256}
	}
	tok, err := tokenizer.Load(filepath.Join(dir, m.TokenizerFile))
	if err != nil {
		return nil, &LoadError{Dir: dir, Kind: BadTokenizer, File: m.TokenizerFile, Err: err}
	}
	if err := ortlib.Init(); err != nil {
		return nil, fmt.Errorf("load model %s: %w", dir, err)
	}

	so, err := ort.NewSessionOptions()
	if err != nil {
		return nil, fmt.Errorf("load model %s: session options: %w", dir, err)
	}
	defer so.Destroy() // the session keeps its own copy
	if err := so.SetIntraOpNumThreads(opts.Threads); err != nil {
		return nil, fmt.Errorf("load model %s: set intra-op threads: %w", dir, err)
	}
	// Sessions run in ONNX Runtime's sequential mode, where the inter-op
	// pool would only hold idle threads; all parallelism is intra-op.
	if err := so.SetInterOpNumThreads(1); err != nil {
		return nil, fmt.Errorf("load model %s: set inter-op threads: %w", dir, err)
	}
	// Idle ONNX Runtime workers busy-wait by default. InkFlow embeds in the
	// background of a desktop app, so parked threads must sleep and leave
	// the cores to the editor.
	if err := so.AddSessionConfigEntry("session.intra_op.allow_spinning", "0"); err != nil {
		return nil, fmt.Errorf("load model %s: disable thread spinning: %w", dir, err)
	}

	inputs, outputs, err := probeModelIO(modelPath)
	if err != nil {
		return nil, &LoadError{Dir: dir, Kind: NotONNX, File: m.ModelFile, Err: err}
	}
	if err := checkModelIO(m, inputs, outputs); err != nil {
		return nil, &LoadError{Dir: dir, Kind: Mismatch, File: m.ModelFile, Err: err}
	}
	sess, err := ort.NewDynamicAdvancedSession(modelPath, m.Inputs, []string{m.Output}, so)
	if err != nil {
		return nil, fmt.Errorf("load model %s: create ONNX Runtime session: %w", dir, err)
	}
	e := &ONNXEmbedder{
		dir:     dir,
		man:     m,
		tok:     tok,
		opts:    opts,
		id:      m.Name + "@" + m.SHA256[:12],
		session: sess,
	}
	// One real run before anyone relies on the model: an output width the
	// file leaves symbolic, or special-token ids the model has no row for,
	// only show up when it runs. It also warms the session up.
	if _, err := e.Embed(context.Background(), []string{""}); err != nil {
		e.Close()
		return nil, &LoadError{Dir: dir, Kind: TestRun, File: m.ModelFile, Err: err}
	}
	return e, nil
}

// LoadErrorKind says what Load found wrong with a model folder.
type LoadErrorKind int

// What Load finds wrong with a model folder. A manifest that is missing
// or wrong is a *manifest.ReadError, an ONNX Runtime that does not load
// one of ortlib's errors, each wrapped as it is.
const (
	// FolderMissing: the folder does not exist.
	FolderMissing LoadErrorKind = iota + 1
	// NotFolder: the path is a file.
	NotFolder
	// ModelFileMissing: the manifest's model file is not there.
	ModelFileMissing
	// Checksum: the model file's sha256 is not the manifest's (a
	// truncated download, a damaged disk, a replaced file).
	Checksum
	// BadTokenizer: tokenizer.json is missing or cannot be read as a
	// tokenizer InkFlow runs.
	BadTokenizer
	// NotONNX: ONNX Runtime cannot read the model file.
	NotONNX
	// Mismatch: the model's inputs or outputs are not the manifest's.
	Mismatch
	// TestRun: the model loaded but failed its first embedding.
	TestRun
)

// LoadError is Load's error for a model folder it cannot use: the
// folder, the file at fault, the kind of problem, and the cause, so that
// a front end can say it in the user's language. Error is the English.
type LoadError struct {
	Dir  string
	Kind LoadErrorKind
	// File is the file at fault, relative to Dir.
	File string
	// Got and Want are the model file's sha256 and the manifest's (Checksum).
	Got, Want string
	Err       error
}

func (e *LoadError) Error() string {
	switch e.Kind {
	case FolderMissing:
		return fmt.Sprintf("load model: folder %s does not exist", e.Dir)
	case NotFolder:
		return fmt.Sprintf("load model: %s is not a folder", e.Dir)
	case ModelFileMissing:
		return fmt.Sprintf("load model %s: model file %s is missing", e.Dir, e.File)
	case Checksum:
		return fmt.Sprintf("load model %s: model file %s is corrupt or was replaced: its sha256 is %s, the manifest expects %s",
			e.Dir, e.File, e.Got, e.Want)
	case NotONNX:
		return fmt.Sprintf("load model %s: %s is not a usable ONNX model: %v", e.Dir, e.File, e.Err)
	case TestRun:
		return fmt.Sprintf("load model %s: test run failed: %v", e.Dir, e.Err)
	}
	return fmt.Sprintf("load model %s: %v", e.Dir, e.Err)
}

// Unwrap returns the cause.
func (e *LoadError) Unwrap() error { return e.Err }

// probeModelIO reads the model's declared inputs and outputs. ONNX Runtime
// can only report them from a session, so this builds a throwaway one with
// graph optimisations off and one thread: it parses the file and checks the
// graph (garbage bytes fail here) without paying for a second optimised load.
func probeModelIO(path string) ([]ort.InputOutputInfo, []ort.InputOutputInfo, error) {
	so, err := ort.NewSessionOptions()
	if err != nil {
		return nil, nil, err
	}
	defer so.Destroy()
	if err := so.SetGraphOptimizationLevel(ort.GraphOptimizationLevelDisableAll); err != nil {
		return nil, nil, err
	}
	if err := so.SetIntraOpNumThreads(1); err != nil {
		return nil, nil, err
	}
	return ort.GetInputOutputInfoWithOptions(path, so)
}

// checkModelIO compares the model's declared inputs and output with the
// manifest, so a mismatched folder fails at load instead of at the first
// search (or worse, returning vectors of the wrong length).
func checkModelIO(m Manifest, inputs, outputs []ort.InputOutputInfo) error {
	byName := map[string]ort.InputOutputInfo{}
	var have []string
	for _, in := range inputs {
		byName[in.Name] = in
		have = append(have, in.Name)
		if !slices.Contains(m.Inputs, in.Name) {
			return fmt.Errorf("the model needs input %q, which the manifest does not list (manifest inputs %v)", in.Name, m.Inputs)
		}
	}
	for _, name := range m.Inputs {
		in, ok := byName[name]
		if !ok {
			return fmt.Errorf("the manifest lists input %q, which the model lacks (model inputs %v)", name, have)
		}
		if in.OrtValueType != ort.ONNXTypeTensor || in.DataType != ort.TensorElementDataTypeInt64 || len(in.Dimensions) != 2 {
			return fmt.Errorf("model input %q is %v %v %v, want an int64 tensor [batch, sequence]", name, in.OrtValueType, in.DataType, in.Dimensions)
		}
	}

	var outNames []string
	for _, out := range outputs {
		outNames = append(outNames, out.Name)
		if out.Name != m.Output {
			continue
		}
		rank := 2
		if m.Output == manifest.OutputHidden {
			rank = 3
		}
		if out.OrtValueType != ort.ONNXTypeTensor || out.DataType != ort.TensorElementDataTypeFloat || len(out.Dimensions) != rank {
			return fmt.Errorf("model output %q is %v %v %v, want a float tensor of rank %d", m.Output, out.OrtValueType, out.DataType, out.Dimensions, rank)
		}
		// A symbolic last dimension (-1) is checked on the first run instead.
		if last := out.Dimensions[rank-1]; last > 0 && last != int64(m.Dims) {
			return fmt.Errorf("model output %q has %d dims, the manifest says %d", m.Output, last, m.Dims)
		}
		return nil
	}
	return fmt.Errorf("the model has no output %q named by the manifest (model outputs %v)", m.Output, outNames)
}

// Embed returns one unit vector per text, in input order. Texts longer than
// the model's max_tokens are truncated; an empty text is embedded as the
// bare [CLS] [SEP] sequence (for a static model, whose special tokens weigh
// nothing, that is the zero vector: it has no direction to normalise).
// Cancellation is checked between batches.
func (e *ONNXEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if len(texts) == 0 {
		return [][]float32{}, nil
	}
	// Tokenise outside any lock: it is pure Go and the bulk of the work for
	// small models.
	seqs := make([][]int64, len(texts))
	lengths := make([]int, len(texts))
	for i, t := range texts {
		ids := e.tok.Encode(t, e.man.MaxTokens)
		if len(ids) == 0 || len(ids) > e.man.MaxTokens {
			return nil, fmt.Errorf("embed with %s: tokenizer returned %d tokens for text %d (want 1..%d)", e.id, len(ids), i, e.man.MaxTokens)
		}
		seqs[i] = ids
		lengths[i] = len(ids)
	}

	out := make([][]float32, len(texts))
	batch := make([][]int64, 0, e.opts.BatchSize)
	for _, idx := range batchPlan(lengths, e.opts.BatchSize) {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("embed with %s: %w", e.id, err)
		}
		batch = batch[:0]
		for _, i := range idx {
			batch = append(batch, seqs[i])
		}
		vecs, err := e.run(batch)
		if err != nil {
			return nil, fmt.Errorf("embed with %s: %w", e.id, err)
		}
		for j, i := range idx {
			out[i] = vecs[j]
		}
	}
	return out, nil
}

// EmbedQuery embeds a search query with the manifest's query prefix.
func (e *ONNXEmbedder) EmbedQuery(ctx context.Context, query string) ([]float32, error) {
	vecs, err := e.Embed(ctx, []string{e.man.QueryPrefix + query})
	if err != nil {
		return nil, err
	}
	return vecs[0], nil
}

// QueryTruncated reports whether EmbedQuery cuts query to the model's
// token limit (returned too): the model reads only that much of a long
// query. Encoding stops one token past the limit, so checking a pasted
// chapter costs no more than checking a short query.
func (e *ONNXEmbedder) QueryTruncated(query string) (truncated bool, maxTokens int) {
	ids := e.tok.Encode(e.man.QueryPrefix+query, e.man.MaxTokens+1)
	return len(ids) > e.man.MaxTokens, e.man.MaxTokens
}

// WholeWord implements Vocabulary: word is one known token of the model's
// tokenizer.
func (e *ONNXEmbedder) WholeWord(word string) bool { return e.tok.WholeWord(word) }

// Dims is the vector length from the manifest (checked against the model).
func (e *ONNXEmbedder) Dims() int { return e.man.Dims }

// ModelID is the manifest name, "@", and the first 12 hex digits of the
// model file's sha256.
func (e *ONNXEmbedder) ModelID() string { return e.id }

// Manifest returns a copy of the model's manifest.
func (e *ONNXEmbedder) Manifest() Manifest {
	m := e.man
	m.Inputs = slices.Clone(m.Inputs)
	return m
}

// Close releases the ONNX Runtime session. It waits for running calls to
// finish; later calls return ErrClosed. Closing twice is harmless.
func (e *ONNXEmbedder) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.session == nil {
		return nil
	}
	err := e.session.Destroy()
	e.session = nil
	if err != nil {
		return fmt.Errorf("close model %s: %w", e.id, err)
	}
	return nil
}

// run embeds one batch of token sequences: pad, run, pool, normalise.
func (e *ONNXEmbedder) run(seqs [][]int64) ([][]float32, error) {
	b := pad(seqs, e.tok.PadID())
	shape := ort.NewShape(int64(b.rows), int64(b.width))
	inputs := make([]ort.Value, 0, len(e.man.Inputs))
	defer func() {
		for _, v := range inputs {
			v.Destroy()
		}
	}()
	for _, name := range e.man.Inputs {
		data := b.ids
		switch name {
		case manifest.InputAttentionMask:
			data = b.mask
		case manifest.InputTokenTypeIDs:
			data = b.types
		}
		t, err := ort.NewTensor(shape, data)
		if err != nil {
			return nil, fmt.Errorf("input %s: %w", name, err)
		}
		inputs = append(inputs, t)
	}

	outputs := []ort.Value{nil} // allocated by ONNX Runtime to the right shape
	e.mu.RLock()
	if e.session == nil {
		e.mu.RUnlock()
		return nil, ErrClosed
	}
	err := e.session.Run(inputs, outputs)
	e.mu.RUnlock()
	if outputs[0] != nil {
		defer outputs[0].Destroy()
	}
	if err != nil {
		return nil, fmt.Errorf("run model: %w", err)
	}
	t, ok := outputs[0].(*ort.Tensor[float32])
	if !ok {
		return nil, fmt.Errorf("model output %s is %T, want a float32 tensor", e.man.Output, outputs[0])
	}
	return e.pool(t.GetShape(), t.GetData(), b)
}

// pool turns the model output into one vector per row, checking its shape
// against the batch and the manifest's dims.
func (e *ONNXEmbedder) pool(got ort.Shape, data []float32, b paddedBatch) ([][]float32, error) {
	d := e.man.Dims
	want := ort.NewShape(int64(b.rows), int64(d))
	if e.man.Output == manifest.OutputHidden {
		want = ort.NewShape(int64(b.rows), int64(b.width), int64(d))
	}
	if !got.Equals(want) || int64(len(data)) != want.FlattenedSize() {
		return nil, fmt.Errorf("model output %s has shape %v, want %v (manifest dims %d)", e.man.Output, got, want, d)
	}
	vecs := make([][]float32, b.rows)
	for r := range vecs {
		var v []float32
		switch e.man.Pooling {
		case manifest.PoolingCLS:
			v = poolCLS(data[r*b.width*d:], d)
		case manifest.PoolingMean:
			v = poolMean(data[r*b.width*d:(r+1)*b.width*d], b.mask[r*b.width:(r+1)*b.width], d)
		default: // PoolingNone: the model already pooled.
			v = slices.Clone(data[r*d : (r+1)*d])
		}
		if e.man.Normalize {
			vecmath.Normalize(v)
		}
		vecs[r] = v
	}
	return vecs, nil
}
