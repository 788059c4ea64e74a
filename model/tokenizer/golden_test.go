package tokenizer

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"inkflow/internal/modroot"
)

// goldenHeader is the first line of a golden file (see
// scripts/golden-tokenizer/gen.mjs).
type goldenHeader struct {
	Tokenizer string          `json:"tokenizer"` // relative to the repo root
	SHA256    string          `json:"sha256"`
	Patch     json.RawMessage `json:"patch"`
	Reference string          `json:"reference"`
}

// goldenCase is one input with the reference ids.
type goldenCase struct {
	Text *string `json:"text"`
	B64  *string `json:"b64"`
	Cat  string  `json:"cat"`
	IDs  []int64 `json:"ids"`
}

// input returns the text to encode: raw bytes for b64 cases, which may be
// invalid UTF-8 on purpose.
func (c goldenCase) input(t *testing.T) string {
	if c.B64 != nil {
		b, err := base64.StdEncoding.DecodeString(*c.B64)
		if err != nil {
			t.Fatalf("bad b64 %q: %v", *c.B64, err)
		}
		return string(b)
	}
	if c.Text == nil {
		t.Fatalf("golden case has neither text nor b64")
	}
	return *c.Text
}

// goldenSet is a loaded golden file.
type goldenSet struct {
	name   string
	header goldenHeader
	tok    *Tokenizer
	cases  []goldenCase
}

// repoRoot finds the module root (the directory holding go.mod) above the
// package directory.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, ok := modroot.OfWorkingDir()
	if !ok {
		t.Fatal("no go.mod above the package folder")
	}
	return root
}

// loadGoldenSets loads every testdata/golden-*.jsonl with its tokenizer.
// A missing tokenizer.json is a failure, not a skip: parity is the point.
func loadGoldenSets(t *testing.T) []goldenSet {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "golden-*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no testdata/golden-*.jsonl files")
	}
	root := repoRoot(t)
	var sets []goldenSet
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<26)
		gs := goldenSet{name: filepath.Base(file)}
		for line := 0; sc.Scan(); line++ {
			if line == 0 {
				if err := json.Unmarshal(sc.Bytes(), &gs.header); err != nil || gs.header.Tokenizer == "" {
					t.Fatalf("%s: bad header line (err %v)", file, err)
				}
				continue
			}
			var c goldenCase
			if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
				t.Fatalf("%s:%d: %v", file, line+1, err)
			}
			gs.cases = append(gs.cases, c)
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		tokPath := filepath.Join(root, filepath.FromSlash(gs.header.Tokenizer))
		data, err := os.ReadFile(tokPath)
		if err != nil {
			t.Fatalf("%s names tokenizer %s (resolved from the repo root %s) but it cannot be read: %v\n"+
				"The golden ids are only meaningful with that exact file; restore it (the shared/ folder must sit beside the repo).",
				file, gs.header.Tokenizer, root, err)
		}
		sum := sha256.Sum256(data)
		if got := hex.EncodeToString(sum[:]); gs.header.SHA256 != "" && got != gs.header.SHA256 {
			t.Fatalf("%s: %s has sha256 %s but the goldens were made from %s; regenerate them (scripts/golden-tokenizer/README.md)",
				file, tokPath, got, gs.header.SHA256)
		}
		if len(gs.header.Patch) > 0 && string(gs.header.Patch) != "null" {
			if data, err = mergePatch(data, gs.header.Patch); err != nil {
				t.Fatalf("%s: applying patch: %v", file, err)
			}
		}
		if gs.tok, err = Parse(data); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		sets = append(sets, gs)
	}
	return sets
}

// parsePatched parses the tokenizer.json base with the JSON merge patch
// applied.
func parsePatched(tb testing.TB, base []byte, patch string) *Tokenizer {
	tb.Helper()
	data, err := mergePatch(base, []byte(patch))
	if err != nil {
		tb.Fatal(err)
	}
	tok, err := Parse(data)
	if err != nil {
		tb.Fatal(err)
	}
	return tok
}

// mergePatch applies an RFC 7386 JSON merge patch, as gen.mjs does.
func mergePatch(doc, patch []byte) ([]byte, error) {
	var d, p any
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	if err := dec.Decode(&d); err != nil {
		return nil, err
	}
	dec = json.NewDecoder(bytes.NewReader(patch))
	dec.UseNumber()
	if err := dec.Decode(&p); err != nil {
		return nil, err
	}
	return json.Marshal(mergeValue(d, p))
}

func mergeValue(target, patch any) any {
	pm, ok := patch.(map[string]any)
	if !ok {
		return patch
	}
	tm, ok := target.(map[string]any)
	if !ok {
		tm = map[string]any{}
	}
	out := make(map[string]any, len(tm))
	for k, v := range tm {
		out[k] = v
	}
	for k, v := range pm {
		if v == nil {
			delete(out, k)
		} else {
			out[k] = mergeValue(out[k], v)
		}
	}
	return out
}

// TestGoldenParity asserts that Encode produces exactly the ids of the
// reference JS implementation for every golden case.
func TestGoldenParity(t *testing.T) {
	for _, gs := range loadGoldenSets(t) {
		t.Run(strings.TrimSuffix(gs.name, ".jsonl"), func(t *testing.T) {
			if len(gs.cases) < 300 {
				t.Errorf("only %d golden cases; the generator writes more than 300", len(gs.cases))
			}
			bad := 0
			for i, c := range gs.cases {
				// Goldens carry no truncation: ask for a limit no text reaches.
				got := gs.tok.Encode(c.input(t), 1<<30)
				if idx := firstDiff(got, c.IDs); idx >= 0 {
					bad++
					if bad <= 5 {
						t.Errorf("case %d (%s) %s: first difference at id %d\n  want %v\n  got  %v",
							i, c.Cat, describe(c), idx, window(c.IDs, idx), window(got, idx))
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d cases differ from %s", bad, len(gs.cases), gs.header.Reference)
			}
		})
	}
}

// TestGoldenTruncation checks truncation against the reference ids. The
// reference JS tokenizer cannot truncate, so the expectation is derived the
// way the Rust tokenizer truncates one sequence: max_length counts the
// special tokens, the content is cut from the right, the special tokens of
// the template stay (when there is room for them).
func TestGoldenTruncation(t *testing.T) {
	for _, gs := range loadGoldenSets(t) {
		t.Run(strings.TrimSuffix(gs.name, ".jsonl"), func(t *testing.T) {
			pre, suf := gs.tok.prefix, gs.tok.suffix
			specials := append(slices.Clone(pre), suf...)
			// Tiny chunks push every input through the chunked path too.
			defer func(n int) { gs.tok.chunkBytes = n }(gs.tok.chunkBytes)
			bad := 0
			for i, c := range gs.cases {
				gs.tok.chunkBytes = []int{defaultChunkBytes, 7, 1}[i%3]
				full := c.IDs
				if len(full) < len(specials) || !slices.Equal(full[:len(pre)], pre) || !slices.Equal(full[len(full)-len(suf):], suf) {
					t.Fatalf("case %d: golden ids %v do not start with %v and end with %v", i, window(full, 0), pre, suf)
				}
				content := full[len(pre) : len(full)-len(suf)]
				text := c.input(t)
				for _, maxLen := range []int{1, 2, 3, 32, 512} {
					var want []int64
					if maxLen <= len(specials) {
						want = specials[:maxLen]
					} else {
						want = slices.Concat(pre, content[:min(len(content), maxLen-len(specials))], suf)
					}
					if got := gs.tok.Encode(text, maxLen); firstDiff(got, want) >= 0 {
						bad++
						if bad <= 5 {
							t.Errorf("case %d %s maxLen %d chunkBytes %d:\n  want %v\n  got  %v", i, describe(c), maxLen, gs.tok.chunkBytes, window(want, 0), window(got, 0))
						}
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d truncated encodings differ", bad)
			}
		})
	}
}

// TestGoldenFileTruncation checks that maxLen <= 0 takes max_length and
// direction from tokenizer.json.
func TestGoldenFileTruncation(t *testing.T) {
	var gs goldenSet
	for _, s := range loadGoldenSets(t) {
		if s.name == "golden-bge.jsonl" {
			gs = s
		}
	}
	if gs.tok == nil {
		t.Fatal("testdata/golden-bge.jsonl is missing")
	}
	root := repoRoot(t)
	base, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(gs.header.Tokenizer)))
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"Right", "Left"} {
		patch := fmt.Sprintf(`{"truncation": {"direction": %q, "max_length": 32, "strategy": "LongestFirst", "stride": 0}}`, dir)
		tok := parsePatched(t, base, patch)
		for i, c := range gs.cases {
			full := c.IDs
			content := full[1 : len(full)-1]
			if n := len(content); n > 30 {
				if dir == "Right" {
					content = content[:30]
				} else {
					content = content[n-30:]
				}
			}
			want := append(append([]int64{full[0]}, content...), full[len(full)-1])
			for _, maxLen := range []int{0, -1} {
				if got := tok.Encode(c.input(t), maxLen); firstDiff(got, want) >= 0 {
					t.Fatalf("direction %s, case %d, maxLen %d:\n  want %v\n  got  %v", dir, i, maxLen, want, got)
				}
			}
			// An explicit maxLen overrides the file's length, not its direction.
			if dir == "Left" && len(full) > 40 {
				got := tok.Encode(c.input(t), 10)
				want := append(append([]int64{full[0]}, full[len(full)-9:len(full)-1]...), full[len(full)-1])
				if firstDiff(got, want) >= 0 {
					t.Fatalf("left truncation with maxLen 10, case %d:\n  want %v\n  got  %v", i, want, got)
				}
			}
		}
	}
}

// firstDiff returns the first index where a and b differ, or -1.
func firstDiff(a, b []int64) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// window shows ids around index i.
func window(ids []int64, i int) string {
	lo, hi := max(i-4, 0), min(i+8, len(ids))
	return fmt.Sprintf("len %d, [%d:%d] = %v", len(ids), lo, hi, ids[lo:hi])
}

// describe quotes a case's input, shortened.
func describe(c goldenCase) string {
	if c.B64 != nil {
		return "b64 " + *c.B64
	}
	r := []rune(*c.Text)
	if len(r) > 60 {
		return fmt.Sprintf("%q… (%d chars)", string(r[:60]), len(r))
	}
	return fmt.Sprintf("%q", *c.Text)
}
