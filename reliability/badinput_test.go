package reliability

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"inkflow/engine"
	"inkflow/engine/search"
)

// bigChapter returns a chapter of about size bytes made of paragraphs of
// real sentences. With distinct > 0 the paragraphs cycle through that many
// different ones (a pasted-in, repetitive manuscript): block splitting,
// storage, chunking and the vector and keyword indexes still run at full
// size, but the embedding cache serves the repeats, which keeps the 20 MB
// case inside make test's budget. distinct == 0 makes every paragraph new
// (make soak).
func bigChapter(size, distinct int) string {
	rng := rand.New(rand.NewPCG(20, 20))
	var paras []string
	var b strings.Builder
	for n := 0; b.Len() < size; n++ {
		var p string
		if distinct > 0 && n >= distinct {
			p = paras[n%distinct]
		} else {
			p = novelText(rng, 1)
			paras = append(paras, p)
		}
		b.WriteString(p)
		b.WriteString("\n\n")
	}
	return b.String()
}

// TestHostileChapterText saves hostile texts through the engine API. The
// rule (documented on SaveChapter): text must be valid UTF-8 and is
// otherwise stored exactly as given; invalid UTF-8 is rejected with
// ErrInvalid and leaves the stored text as it was. Every accepted text
// must come back byte for byte, index to a consistent state, and be
// searchable without errors.
func TestHostileChapterText(t *testing.T) {
	// Indexing 20 MB (about 30,000 children) takes about a minute on two
	// shared cores, over make test's budget, so make test saves and indexes
	// a 4 MB chapter of the same shape and make soak the full 20 MB of
	// distinct text.
	bigSize, distinct := 4<<20, 300
	switch {
	case long():
		bigSize, distinct = 20<<20, 0
	case raceEnabled:
		bigSize = 256 << 10
	}
	// The race run checks code paths, not sizes (the plain run has the
	// full million-character lines): the detector makes them ~15x slower.
	lineRunes := 1_000_000
	if raceEnabled && !long() {
		lineRunes = 50_000
	}
	tests := []struct {
		name, text string
		invalid    bool
		// blocks, when positive, is the number of StoryBlocks expected.
		blocks int
	}{
		{name: "invalid utf-8", text: "前文\xff\xfe后文\n\n第二段\xc3", invalid: true},
		{name: "truncated multibyte", text: "月亮\xe6\x9c", invalid: true},
		{name: "surrogate half", text: "a\xed\xa0\x80b", invalid: true},
		{name: "nul and controls", text: "他说\x00了\x01一句话。\x07\x1b[31m红色\x1b[0m\x7f。\n\n\x0c下一段\x0b内容。", blocks: 2},
		{name: "crlf", text: "第一段第一句。\r\n第一段第二句。\r\n\r\n第二段。\r\n", blocks: 2},
		{name: "cr only", text: "第一段。\r\r第二段。\r\r第三段。", blocks: 3},
		{name: "mixed line ends", text: "甲。\n\n乙。\r\n\r\n丙。\r\r丁。", blocks: 4},
		{name: "million rune line", text: strings.Repeat("风", lineRunes), blocks: 1},
		{name: "million char latin line", text: strings.Repeat("abc ", lineRunes/4), blocks: 1},
		{name: "only punctuation", text: strings.Repeat("。！？……；，、“”《》!?.,;:", 500)},
		{name: "only whitespace", text: " \t\n\n\u3000\u3000\r\n\u00a0\u2028\u2029 "},
		{name: "emoji and zwj", text: "👩‍👩‍👧‍👦一家人在🏞️下散步。🏳️‍🌈 旗帜飘扬！👍🏽 好。\n\n🧑🏻‍💻写作中……✍️"},
		{name: "right to left", text: "שלום עולם. זה פרק ראשון.\n\nمرحبا بالعالم. هذا هو الفصل الأول؟\n\n\u202eمعكوس\u202c mixed עברית and 中文。"},
		{name: "combining marks", text: strings.Repeat("e\u0301\u0302\u0303", 3000) + "。Z̷̢̛a̶l̸g̵o̶"},
		{name: "big chapter (20 MB in make soak)", text: bigChapter(bigSize, distinct)},
	}
	e := openEngine(t, t.TempDir(), nil, time.Hour)
	p, err := e.CreateProject("hostile")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			c, err := e.CreateChapter(p.ID, tt.name)
			if err != nil {
				t.Fatal(err)
			}
			const before = "原来的文字。"
			if _, err := e.SaveChapter(c.ID, tt.name, before); err != nil {
				t.Fatal(err)
			}
			res, err := e.SaveChapter(c.ID, tt.name, tt.text)
			want := tt.text
			if tt.invalid {
				if !errors.Is(err, engine.ErrInvalid) {
					t.Fatalf("SaveChapter(invalid UTF-8): err = %v, want ErrInvalid", err)
				}
				want = before
			} else if err != nil {
				t.Fatalf("SaveChapter: %v", err)
			}
			if tt.blocks > 0 && res.Blocks != tt.blocks {
				t.Errorf("%d StoryBlocks, want %d", res.Blocks, tt.blocks)
			}
			e.IndexNow(c.ID)
			saved := time.Now()
			checkConsistent(t, e)
			indexed := time.Now()
			got, err := e.Chapter(c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Text != want {
				t.Fatalf("stored text differs from the saved one (%d vs %d bytes)", len(got.Text), len(want))
			}
			q := []rune(strings.TrimSpace(want))
			q = q[:min(len(q), 12)]
			for _, mode := range []search.Mode{search.ModeParentChild, search.ModeKeyword} {
				if _, err := e.Search(context.Background(), search.Request{Query: string(q) + " 文字", Project: p.ID, Mode: mode}); err != nil {
					t.Errorf("search (%s) after saving: %v", mode, err)
				}
			}
			t.Logf("%d bytes: saved in %v, indexed in %v, searched in %v", len(tt.text), saved.Sub(start).Round(time.Millisecond),
				indexed.Sub(saved).Round(time.Millisecond), time.Since(indexed).Round(time.Millisecond))
		})
	}
}

// utf16LE is s in UTF-16, little-endian, without a byte-order mark.
func utf16LE(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// TestHostileImportFiles gives `inkflow import`, in a real process, files
// that are not novels. Each must fail with one clear line and exit 1 (or,
// for odd but valid text, succeed), and leave nothing half-imported.
func TestHostileImportFiles(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	write := func(name string, b []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	rng := rand.New(rand.NewPCG(9, 9))
	random := make([]byte, 64<<10)
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	tests := []struct {
		name, path, want string
		code             int
	}{
		{"random bytes", write("random.bin", random), "not a text file", 1},
		{"png", write("cover.png", append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), random[:512]...)), "not a text file", 1},
		// UTF-16 without its byte-order mark is a guess, refused with the
		// flag that converts it; with the mark it is read.
		{"utf-16 text", write("utf16.txt", utf16LE("第一回 甲\n\n正文一。\n")), "looks like UTF-16; re-run with --encoding utf-16", 1},
		{"utf-16 text with its mark", write("utf16bom.txt", []byte("\xff\xfe\x2c\x7b\x00\x4e\xde\x56")), "", 0},
		{"text with a nul", write("nul.txt", []byte("第一回 甲\n正文\x00正文\n")), "not a text file", 1},
		{"empty", write("empty.txt", nil), "has no text", 1},
		{"directory", dir, "is a directory", 1},
		{"crlf book", write("crlf.txt", []byte("第一回 甲\r\n\r\n正文一。\r\n\r\n第二回 乙\r\n\r\n正文二。\r\n")), "", 0},
		{"emoji rtl book", write("emoji.txt", []byte("Chapter 1\n\n👩‍👩‍👧 שלום مرحبا。\n\nChapter 2\n\n✍️ done.\n")), "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, "--data", data, "import", "--project", tt.name, tt.path)
			if code != tt.code {
				t.Fatalf("exit %d, want %d (stdout %q stderr %q)", code, tt.code, stdout, stderr)
			}
			if tt.code != 0 {
				lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
				if len(lines) != 1 || !strings.Contains(stderr, tt.want) {
					t.Fatalf("stderr %q: want one line containing %q", stderr, tt.want)
				}
			}
		})
	}
	e := openEngine(t, data, nil, time.Hour)
	ps, err := e.Projects()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
	}
	if len(ps) != 3 {
		t.Errorf("projects after the imports: %q, want only the three good books", names)
	}
	checkConsistent(t, e)
}
