package search_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"inkflow/engine/search"
	"inkflow/engine/search/searchtest"
)

// Each way a search falls back is reported as a typed Reason (a code and
// its parameters), which a front end words in the reader's language, and
// Fallback stays the English it was, the Reasons' texts joined: the app
// showed Fallback's English in the Chinese window, and the command line
// took its words apart by prefix. The JSON keeps "fallback" and adds
// "fallback_reasons".
func TestSearchFallbackReasons(t *testing.T) {
	f := newFixture(t)
	embedErr := errors.New("onnx session crashed")
	kwErr := errors.New("segment checksum mismatch")
	hybrid, vectorOnly := true, false
	late := search.DefaultSettings()
	late.LateInteraction, late.LateInteractionModel = 1, "inkflow-static-v2"
	tests := []struct {
		name     string
		deps     func(d *search.Deps)
		req      search.Request
		s        search.Settings
		want     search.Reason
		fallback string
		keyword  bool // KeywordOnly
		vector   bool // VectorOnly
		err      error
	}{
		{"no embedder", func(d *search.Deps) { d.Embedder = nil }, search.Request{}, search.DefaultSettings(),
			search.Reason{Code: search.ReasonNoModel}, "no embedding model; keyword results only", true, false, nil},
		{"no vector index", func(d *search.Deps) { d.Vectors = nil }, search.Request{}, search.DefaultSettings(),
			search.Reason{Code: search.ReasonNoVectorIndex}, "no vector index; keyword results only", true, false, nil},
		{"embedding failed", func(d *search.Deps) { d.Embedder = searchtest.FailingEmbedder{Err: embedErr, Width: testDims} }, search.Request{}, search.DefaultSettings(),
			search.Reason{Code: search.ReasonEmbeddingFailed}, "embedding failed: onnx session crashed; keyword results only", true, false, embedErr},
		{"dims mismatch", func(d *search.Deps) { d.Embedder = searchtest.NewHashEmbedder(64, "") }, search.Request{}, search.DefaultSettings(),
			search.Reason{Code: search.ReasonDimsMismatch, ModelDims: 64, IndexDims: testDims}, "model gives 64 dims, vector index has 256; keyword results only", true, false, nil},
		{"no keyword index", func(d *search.Deps) { d.Keywords = nil }, search.Request{Hybrid: &hybrid}, search.DefaultSettings(),
			search.Reason{Code: search.ReasonNoKeywordIndex}, "no keyword index; vector results only", false, true, nil},
		{"keyword failed", func(d *search.Deps) { d.Keywords = brokenKeywords{} }, search.Request{Hybrid: &hybrid}, search.DefaultSettings(),
			search.Reason{Code: search.ReasonKeywordFailed}, "keyword search failed: search: keyword index: segment checksum mismatch; vector results only", false, true, kwErr},
		{"late interaction without table", func(d *search.Deps) { d.Tokens, d.TokensMissing = nil, `model "inkflow-static-v2" is not installed` },
			search.Request{Hybrid: &vectorOnly}, late,
			search.Reason{Code: search.ReasonLateInteractionOff, Model: "inkflow-static-v2"}, search.LateInteractionOff + `model "inkflow-static-v2" is not installed`, false, false, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := f.deps()
			tc.deps(&d)
			req := tc.req
			req.Query, req.Project = "商人 银子", projRiver
			resp := mustSearch(t, d, req, tc.s)
			if len(resp.Reasons) != 1 {
				t.Fatalf("Reasons = %+v, want one", resp.Reasons)
			}
			got := resp.Reasons[0]
			if got.Code != tc.want.Code || got.ModelDims != tc.want.ModelDims || got.IndexDims != tc.want.IndexDims || got.Model != tc.want.Model {
				t.Errorf("Reason = %+v, want %+v", got, tc.want)
			}
			if got.Text != tc.fallback || resp.Fallback != tc.fallback {
				t.Errorf("Text %q, Fallback %q, want both %q", got.Text, resp.Fallback, tc.fallback)
			}
			if got.KeywordOnly() != tc.keyword || got.VectorOnly() != tc.vector {
				t.Errorf("KeywordOnly %v, VectorOnly %v, want %v, %v", got.KeywordOnly(), got.VectorOnly(), tc.keyword, tc.vector)
			}
			if tc.err != nil && (got.Err == nil || !strings.HasSuffix(got.Err.Error(), tc.err.Error())) {
				t.Errorf("Err = %v, want %v", got.Err, tc.err)
			}
			// The --json form: fallback as before, and the reasons.
			var js struct {
				Fallback string `json:"fallback"`
				Reasons  []struct {
					Code, Text, Model    string
					ModelDims, IndexDims int `json:",omitempty"`
				} `json:"fallback_reasons"`
			}
			b, err := json.Marshal(resp)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(b, &js); err != nil {
				t.Fatal(err)
			}
			if js.Fallback != tc.fallback || len(js.Reasons) != 1 || js.Reasons[0].Code != string(tc.want.Code) || js.Reasons[0].Text != tc.fallback {
				t.Errorf("JSON %s", b)
			}
		})
	}
	// A search that needed no fallback has no reasons, and none in JSON.
	resp := mustSearch(t, f.deps(), search.Request{Query: "商人 银子", Project: projRiver}, search.DefaultSettings())
	b, _ := json.Marshal(resp)
	if resp.Reasons != nil || resp.Fallback != "" || strings.Contains(string(b), "fallback_reasons") {
		t.Errorf("no fallback: Reasons %+v, JSON %s", resp.Reasons, b)
	}
}

// Related and BuildContext report their reasons the same way.
func TestRelatedAndContextFallbackReasons(t *testing.T) {
	f := newFixture(t)
	d := f.deps()
	d.Embedder = nil
	c, err := search.BuildContext(context.Background(), d, search.ContextRequest{Query: "商人 银子", Project: projRiver}, search.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Reasons) != 1 || c.Reasons[0].Code != search.ReasonNoModel || c.Fallback != c.Reasons[0].Text {
		t.Errorf("context: Reasons %+v, Fallback %q", c.Reasons, c.Fallback)
	}
	r, err := search.Related(context.Background(), d, search.RelatedRequest{Project: projRiver, Text: "商人 银子"}, search.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Reasons) != 1 || r.Reasons[0].Code != search.ReasonNoModel || r.Fallback != r.Reasons[0].Text {
		t.Errorf("related: Reasons %+v, Fallback %q", r.Reasons, r.Fallback)
	}
}
