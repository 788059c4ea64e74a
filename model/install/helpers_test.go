package install

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"inkflow/model/manifest"
	"inkflow/model/modelgen"
	"inkflow/model/onnxgraph"
	"inkflow/model/registry"
)

// tinyHidden is the width of the generated test models: small enough that
// generating and running them costs milliseconds.
const tinyHidden = 16

// tinyVocab covers the installer's test sentences, so a test embedding
// exercises real token ids rather than a row of [UNK].
func tinyVocab() []string {
	vocab := []string{modelgen.TokenPad, modelgen.TokenUnk, modelgen.TokenCLS, modelgen.TokenSEP, modelgen.TokenMask}
	seen := map[string]bool{}
	for _, s := range testSentences {
		for _, r := range strings.ToLower(s) {
			if t := string(r); r > 127 && !seen[t] {
				seen[t] = true
				vocab = append(vocab, t)
			}
		}
		for w := range strings.FieldsSeq(strings.ToLower(s)) {
			w = strings.Trim(w, ".")
			if w != "" && w[0] < 128 && !seen[w] {
				seen[w] = true
				vocab = append(vocab, w)
			}
		}
	}
	return append(vocab, ".", ",")
}

// tinyModel generates a BERT ONNX file and its tokenizer.json.
func tinyModel(t *testing.T, seed int64, pooled bool) (onnx, tok []byte) {
	t.Helper()
	vocab := tinyVocab()
	tok, err := modelgen.WordPieceTokenizerJSON(vocab, true)
	if err != nil {
		t.Fatal(err)
	}
	onnx, err = modelgen.BertONNX(modelgen.BertParams{
		Vocab: len(vocab), Hidden: tinyHidden, Layers: 1, Heads: 2, Intermediate: 32, MaxPos: 64,
		Seed: seed, PooledOutput: pooled,
	})
	if err != nil {
		t.Fatal(err)
	}
	return onnx, tok
}

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// tinySpec is a registry entry for the generated model, served by a test
// hub under the layout Hugging Face uses.
func tinySpec(onnx, tok []byte) registry.Model {
	return registry.Model{
		Name:        "tiny-bert-dl",
		Description: "generated test model",
		Repo:        "test/tiny-bert",
		Revision:    "0123456789abcdef0123456789abcdef01234567",
		ONNX:        registry.File{Path: "onnx/model.onnx", Name: "model.onnx", Size: int64(len(onnx)), SHA256: sha(onnx)},
		Tokenizer:   registry.File{Path: "tokenizer.json", Name: "tokenizer.json", Size: int64(len(tok)), SHA256: sha(tok)},
		Dims:        tinyHidden,
		Pooling:     manifest.PoolingMean,
		QueryPrefix: "query: ",
		MaxTokens:   64,
		Inputs:      []string{manifest.InputIDs, manifest.InputAttentionMask, manifest.InputTokenTypeIDs},
	}
}

// hub is a local stand-in for huggingface.co: it serves files under
// /<repo>/resolve/<revision>/<path> with Range support (http.ServeContent),
// records every request, and can misbehave on demand.
type hub struct {
	t     *testing.T
	srv   *httptest.Server
	files map[string][]byte // URL path → bytes

	mu       sync.Mutex
	requests []request
	// dropFirst[path] > 0: that many first requests for path send half the
	// remaining bytes and then break the connection.
	dropFirst map[string]int
	// ignoreRange serves every request in full, as some proxies do.
	ignoreRange bool
}

type request struct {
	path, rangeHeader string
}

func newHub(t *testing.T, spec registry.Model, onnx, tok []byte) *hub {
	h := &hub{t: t, files: map[string][]byte{}, dropFirst: map[string]int{}}
	h.files["/"+spec.Repo+"/resolve/"+spec.Revision+"/"+spec.ONNX.Path] = onnx
	h.files["/"+spec.Repo+"/resolve/"+spec.Revision+"/"+spec.Tokenizer.Path] = tok
	h.srv = httptest.NewServer(http.HandlerFunc(h.serve))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *hub) serve(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	h.requests = append(h.requests, request{r.URL.Path, r.Header.Get("Range")})
	drop := h.dropFirst[r.URL.Path] > 0
	if drop {
		h.dropFirst[r.URL.Path]--
	}
	ignore := h.ignoreRange
	h.mu.Unlock()

	data, ok := h.files[r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	if drop {
		// Announce the whole file, send half of it, then break the
		// connection, as a flaky network does mid-download.
		start := rangeStart(r.Header.Get("Range"))
		rest := data[start:]
		if start > 0 {
			w.Header().Set("Content-Range", "bytes "+itoa(start)+"-"+itoa(int64(len(data))-1)+"/"+itoa(int64(len(data))))
			w.Header().Set("Content-Length", itoa(int64(len(rest))))
			w.WriteHeader(http.StatusPartialContent)
		} else {
			w.Header().Set("Content-Length", itoa(int64(len(rest))))
			w.WriteHeader(http.StatusOK)
		}
		_, _ = w.Write(rest[:len(rest)/2])
		w.(http.Flusher).Flush()
		panic(http.ErrAbortHandler)
	}
	if ignore {
		w.Header().Set("Content-Length", itoa(int64(len(data))))
		_, _ = w.Write(data)
		return
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
}

func (h *hub) requestsFor(path string) []request {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []request
	for _, r := range h.requests {
		if strings.HasSuffix(r.path, path) {
			out = append(out, r)
		}
	}
	return out
}

func (h *hub) downloader() *Downloader {
	return &Downloader{BaseURL: h.srv.URL, StallTimeout: 5 * time.Second}
}

func rangeStart(h string) int64 {
	var n int64
	rest, ok := strings.CutPrefix(h, "bytes=")
	if !ok {
		return 0
	}
	for _, c := range rest {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int64(c-'0')
	}
	return n
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// writeFolder creates a model folder from a map of relative paths.
func writeFolder(t *testing.T, files map[string][]byte) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// customONNX builds a one-node model with the given int64 inputs (all fed
// to a Cast) and one float output, for signatures BertONNX cannot produce.
func customONNX(t *testing.T, input, output string, inputType onnxgraph.DType) []byte {
	t.Helper()
	g := onnxgraph.New("custom")
	b, s := onnxgraph.Symbolic("batch"), onnxgraph.Symbolic("sequence")
	g.Input(input, inputType, b, s)
	g.Output(output, onnxgraph.Float, b, s)
	g.Node("Cast", []string{input}, []string{output}, onnxgraph.Int("to", int64(onnxgraph.Float)))
	data, err := g.Model(modelgen.Opset)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
