package settings

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"inkflow/engine/chunk"
)

// TestTableWellFormed: each key once, complete, its default inside its
// own range, and every field of Values bound by exactly one key (a field
// without a key could never be set; a key without a field would not be
// read).
func TestTableWellFormed(t *testing.T) {
	seen := map[string]bool{}
	bound := map[uintptr]string{}
	var v Values
	for _, k := range keys {
		if seen[k.Name] {
			t.Errorf("%s is in the table twice", k.Name)
		}
		seen[k.Name] = true
		if g, rest, ok := strings.Cut(k.Name, "."); !ok || g == "" || rest == "" || strings.Contains(rest, ".") {
			t.Errorf("%s is not group.key", k.Name)
		}
		if k.Label == "" || k.Help == "" || k.Reader == "" {
			t.Errorf("%s lacks a label, help or reader", k.Name)
		}
		switch k.Type {
		case Int, Float:
			if !(k.Min <= k.Max) || k.Max <= 0 {
				t.Errorf("%s: range [%v, %v]", k.Name, k.Min, k.Max)
			}
			// What 0 means is decided for every key: refused (Min > 0)
			// or documented in Zero.
			if k.Min <= 0 && k.Zero == "" {
				t.Errorf("%s accepts 0 without saying what it means", k.Name)
			}
		case Choice:
			if len(k.Choices) < 2 {
				t.Errorf("%s: a choice of %v", k.Name, k.Choices)
			}
		}
		trial := Defaults()
		if err := trial.Set(k.Name, k.Default); err != nil {
			t.Errorf("%s: default rejected: %v", k.Name, err)
		}
		p := reflect.ValueOf(k.field(&v)).Pointer()
		if other, dup := bound[p]; dup {
			t.Errorf("%s and %s bind the same field", k.Name, other)
		}
		bound[p] = k.Name
	}
	var walk func(rv reflect.Value, path string)
	walk = func(rv reflect.Value, path string) {
		if rv.Kind() == reflect.Struct {
			for i := range rv.NumField() {
				walk(rv.Field(i), path+"."+rv.Type().Field(i).Name)
			}
			return
		}
		if _, ok := bound[rv.Addr().Pointer()]; !ok {
			t.Errorf("field Values%s has no key in the table", path)
		}
	}
	walk(reflect.ValueOf(&v).Elem(), "")
	if err := Defaults().Validate(); err != nil {
		t.Errorf("defaults invalid: %v", err)
	}
}

// TestDefaultsAreTheChunkersDefaults: the indexer's chunk.Config, derived
// from the table, equals the chunker's own defaults, which its zero Config
// stands for.
func TestDefaultsAreTheChunkersDefaults(t *testing.T) {
	if got := Defaults().Chunking.Config; got != chunk.DefaultConfig() {
		t.Errorf("table defaults %+v, chunk defaults %+v", got, chunk.DefaultConfig())
	}
}

// TestKeysOfTheDesign: the keys of docs/ARCHITECTURE.md §7 (and the percentile of
// percentile mode) are all in the table.
func TestKeysOfTheDesign(t *testing.T) {
	for _, name := range []string{
		"chunking.similarity-threshold", "chunking.cliff-mode", "chunking.percentile", "chunking.target-child-size",
		"chunking.min-child-size", "chunking.max-child-size", "chunking.max-parent-size",
		"chunking.min-parent-size", "chunking.debounce-ms", "chunking.embedding-batch-size",
		"search.use-parent-child", "search.hybrid", "search.rrf-k", "search.default-top-k",
		"search.enable-score-normalization", "search.context-window-size", "model.name",
		"snapshots.interval-minutes",
	} {
		if _, err := Lookup(name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestSetGetValidate(t *testing.T) {
	tests := []struct {
		key, value string
		wantSet    bool // Set succeeds
		wantValid  bool // the result validates (rules between keys)
		check      func(Values) bool
	}{
		{"chunking.similarity-threshold", "0.25", true, true, func(v Values) bool { return v.Chunking.SimilarityThreshold == 0.25 }},
		{"chunking.similarity-threshold", "0", false, false, nil},
		{"chunking.cliff-mode", "percentile", true, true, func(v Values) bool { return v.Chunking.CliffMode == chunk.CliffPercentile }},
		{"chunking.cliff-mode", "sideways", false, false, nil},
		{"chunking.min-child-size", "500", true, false, nil},  // above target
		{"chunking.max-child-size", "3000", true, false, nil}, // above max-parent-size
		{"chunking.max-child-size", "9223372036854775807", false, false, nil},
		{"chunking.min-parent-size", "1600", true, false, nil}, // above max-parent-size
		{"chunking.debounce-ms", "0", true, true, func(v Values) bool { return v.Chunking.DebounceMS == 0 }},
		{"chunking.debounce-ms", "-1", false, false, nil},
		{"chunking.embedding-batch-size", "0", false, false, nil},
		{"search.use-parent-child", "false", true, true, func(v Values) bool { return !v.Search.UseParentChild }},
		{"search.hybrid", "false", true, true, func(v Values) bool { return !v.Search.Hybrid }},
		{"search.hybrid", "yes", false, false, nil},
		{"search.enable-score-normalization", "0", true, true, func(v Values) bool { return !v.Search.Normalize }},
		{"search.rrf-k", "30", true, true, func(v Values) bool { return v.Search.RRFK == 30 }},
		{"search.rrf-k", "0", false, false, nil},
		{"search.rrf-k", "sixty", false, false, nil},
		{"search.default-top-k", "25", true, true, func(v Values) bool { return v.Search.DefaultTopK == 25 }},
		{"search.default-top-k", "0", false, false, nil},
		{"search.default-top-k", "100000", false, false, nil},
		{"search.context-window-size", "600", true, true, func(v Values) bool { return v.Search.ContextWindow == 600 }},
		{"search.context-window-size", "0", true, true, func(v Values) bool { return v.Search.ContextWindow == 0 }},
		{"search.context-window-size", "10", false, false, nil},
		{"search.context-window-size", "-1", false, false, nil},
		{"model.name", "bge-small-zh-v1.5", true, true, func(v Values) bool { return v.Model.Name == "bge-small-zh-v1.5" }},
		{"search.unknown", "1", false, false, nil},
		{"no.such-key", "1", false, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.key+"="+tt.value, func(t *testing.T) {
			s := Defaults()
			err := s.Set(tt.key, tt.value)
			if (err == nil) != tt.wantSet {
				t.Fatalf("Set err = %v, want success %v", err, tt.wantSet)
			}
			if err != nil {
				if !errors.Is(err, ErrInvalid) || s != Defaults() {
					t.Errorf("failed Set: %v (ErrInvalid %v), settings changed %v", err, errors.Is(err, ErrInvalid), s != Defaults())
				}
				return
			}
			if got, _ := s.Get(tt.key); got != tt.value && tt.key != "search.enable-score-normalization" {
				t.Errorf("Get = %q", got)
			}
			if verr := s.Validate(); (verr == nil) != tt.wantValid {
				t.Errorf("Validate = %v, want valid %v", verr, tt.wantValid)
			}
			if tt.check != nil && !tt.check(s) {
				t.Errorf("Set gave %+v", s)
			}
		})
	}
}

// TestSettingEveryKeyToItsDefault: the text form of every key reads back
// into the same Values.
func TestSettingEveryKeyToItsDefault(t *testing.T) {
	var v Values
	for _, k := range keys {
		if err := v.Set(k.Name, k.Default); err != nil {
			t.Fatal(err)
		}
	}
	if v != Defaults() {
		t.Errorf("every key set to its default gave %+v, want %+v", v, Defaults())
	}
}

func TestEncodeDecode(t *testing.T) {
	s := Defaults()
	s.Search.RRFK = 30
	s.Search.ContextWindow = 0
	s.Chunking.CliffMode = chunk.CliffPercentile
	s.Model.Name = "bge-small-zh-v1.5"
	raw, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if got, err := Decode(raw); err != nil || got != s {
		t.Fatalf("round trip: %+v, %v; want %+v", got, err, s)
	}
	// The format every release wrote.
	if !strings.Contains(string(raw), `"search":{`) || !strings.Contains(string(raw), `"rrf-k":30`) {
		t.Errorf("stored form changed: %s", raw)
	}
	if got, err := Decode(nil); err != nil || got != Defaults() {
		t.Errorf("nothing stored: %+v, %v", got, err)
	}

	tests := []struct {
		name, raw string
		want      func(*Values)
		wantErr   string // substring; "" means no error
	}{
		{"older release lacks keys", `{"search":{"rrf-k":45}}`, func(v *Values) { v.Search.RRFK = 45 }, ""},
		{"newer release has more keys", `{"search":{"rrf-k":45,"shiny":1},"editor":{"x":true}}`, func(v *Values) { v.Search.RRFK = 45 }, ""},
		{"crash loop of issue 26", `{"chunking":{"max-child-size":9223372036854775807}}`, nil, "chunking.max-child-size: stored 9223372036854775807 is invalid, using 400"},
		{"too big for an int", `{"chunking":{"max-child-size":1e30},"search":{"rrf-k":45}}`, func(v *Values) { v.Search.RRFK = 45 }, "chunking.max-child-size"},
		{"wrong type", `{"search":{"hybrid":"yes"}}`, nil, "search.hybrid"},
		{"older release's looser range", `{"search":{"context-window-size":-1}}`, nil, "search.context-window-size"},
		{"unknown choice", `{"chunking":{"cliff-mode":"sideways"}}`, nil, "chunking.cliff-mode"},
		{"model path", `{"model":{"name":"../../etc"}}`, nil, "model.name"},
		{"rule between keys broken", `{"chunking":{"min-child-size":300,"max-child-size":200},"search":{"rrf-k":45}}`,
			func(v *Values) { v.Search.RRFK = 45 }, "want chunking.min-child-size (300)"},
		{"garbage", `{not json`, nil, "unreadable"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := Defaults()
			if tt.want != nil {
				tt.want(&want)
			}
			got, err := Decode([]byte(tt.raw))
			if got != want {
				t.Errorf("decoded %+v, want %+v", got, want)
			}
			if got.Validate() != nil {
				t.Errorf("decoded settings invalid: %v", got.Validate())
			}
			if tt.wantErr == "" {
				if err != nil {
					t.Errorf("err = %v", err)
				}
				return
			}
			if err == nil || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.wantErr) || strings.Contains(err.Error(), "\n") {
				t.Errorf("err = %v, want one line with %q", err, tt.wantErr)
			}
		})
	}
}

var update = flag.Bool("update", false, "rewrite the settings tables in the docs from the code")

// TestDocTables: the README's settings section, and any design document
// under docs/ that carries the same markers, hold the table as Markdown
// renders it. Run with -update after changing a key.
func TestDocTables(t *testing.T) {
	const begin, end = "<!-- settings table: generated from engine/settings; go test ./engine/settings -update -->\n", "<!-- end of settings table -->"
	docs, err := filepath.Glob("../../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	want := Markdown()
	for _, path := range append([]string{"../../README.md"}, docs...) {
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc := string(raw)
		i, j := strings.Index(doc, begin), strings.Index(doc, end)
		if i < 0 && !strings.HasSuffix(path, "README.md") {
			continue // a document without the table
		}
		if i < 0 || j < i {
			t.Fatalf("%s lacks the settings table markers %q … %q", path, begin, end)
		}
		if doc[i+len(begin):j] == want {
			continue
		}
		if !*update {
			t.Fatalf("%s: settings table is stale; run go test ./engine/settings -update\nwant:\n%s", path, want)
		}
		if err := os.WriteFile(path, []byte(doc[:i+len(begin)]+want+doc[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBrokenRules: the settings dialog names a broken rule between keys
// by its keys, in the order the rule wants their values; Validate's
// message named them as the command line does, which a Chinese window
// showed as chunking.min-child-size (300) ≤ chunking.target-child-size.
func TestBrokenRules(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  map[string]string
		want [][]string
	}{
		{"defaults", nil, nil},
		{"minimum above target", map[string]string{"chunking.min-child-size": "300", "chunking.target-child-size": "200"},
			[][]string{{"chunking.min-child-size", "chunking.target-child-size", "chunking.max-child-size"}}},
		{"two rules", map[string]string{"chunking.min-parent-size": "3000", "chunking.max-parent-size": "1000", "chunking.max-child-size": "1200", "chunking.target-child-size": "250"},
			[][]string{{"chunking.min-parent-size", "chunking.max-parent-size"}, {"chunking.max-child-size", "chunking.max-parent-size"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := Defaults()
			for k, x := range tc.set {
				if err := v.Set(k, x); err != nil {
					t.Fatal(err)
				}
			}
			got := v.BrokenRules()
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("BrokenRules = %q, want %q", got, tc.want)
			}
			if (v.Validate() == nil) != (len(got) == 0) {
				t.Fatalf("Validate = %v beside %d broken rules", v.Validate(), len(got))
			}
		})
	}
}
