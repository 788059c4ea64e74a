package storage

import (
	"errors"
	"math"
	"reflect"
	"testing"
	"time"
)

func TestRecordRoundTrip(t *testing.T) {
	now := time.Unix(1700000000, 123456789)
	child := Child{ID: 7, ParentID: 3, Order: 2, Start: 10, End: 250, ModelID: "m@1", Text: "林黛玉进贾府。", Vector: []float32{0.5, -0.25, 1e-8}}
	parent := Parent{ID: 3, Owner: ChapterOwner(9), ProjectID: 1, BlockIDs: []uint64{4, 5, 1 << 40}, Start: 1, End: 999, TextHash: HashText("x"), ModelID: "m@1", Text: "正文"}
	block := Block{Owner: WikiOwner(2), ID: 11, Order: 3, Start: 5, End: 9, Hash: HashText("y"), Dirty: true, LastChunkedAt: now, Text: "段落"}
	chapter := Chapter{ID: 4, ProjectID: 1, Title: "第一回", Index: 1, Order: 0, Hash: HashText("z"), Zi: 90, Chars: 100, Words: 70, CreatedAt: now, UpdatedAt: now}

	gotChild, err := decodeChild(child.ID, encodeChild(child), true, true)
	if err != nil || !reflect.DeepEqual(gotChild, child) {
		t.Errorf("child round trip = %+v, %v", gotChild, err)
	}
	lean, err := decodeChild(child.ID, encodeChild(child), false, false)
	if err != nil || lean.Text != "" || lean.Vector != nil || lean.Len() != 240 || lean.ModelID != "m@1" {
		t.Errorf("lean child decode = %+v, %v", lean, err)
	}
	gotParent, err := decodeParent(parent.ID, encodeParent(parent))
	if err != nil || !reflect.DeepEqual(gotParent, parent) {
		t.Errorf("parent round trip = %+v, %v", gotParent, err)
	}
	gotBlock, err := decodeBlock(block.Owner, block.ID, encodeBlock(block))
	if err != nil || !gotBlock.LastChunkedAt.Equal(now) {
		t.Errorf("block round trip = %+v, %v", gotBlock, err)
	}
	gotBlock.LastChunkedAt = block.LastChunkedAt
	if !reflect.DeepEqual(gotBlock, block) {
		t.Errorf("block round trip = %+v, want %+v", gotBlock, block)
	}
	gotChapter, err := decodeChapter(chapter.ID, encodeChapter(chapter))
	if err != nil || !gotChapter.UpdatedAt.Equal(now) || gotChapter.Title != chapter.Title || gotChapter.Hash != chapter.Hash ||
		gotChapter.Zi != 90 || gotChapter.Chars != 100 || gotChapter.Words != 70 {
		t.Errorf("chapter round trip = %+v, %v", gotChapter, err)
	}
}

// TestTruncatedRecordsFail checks that every prefix of a record decodes to
// an error, never a panic or a silently short value.
func TestTruncatedRecordsFail(t *testing.T) {
	records := map[string][]byte{
		"child":  encodeChild(Child{ParentID: 1, ModelID: "m", Text: "文本", Vector: []float32{1, 2, 3}}),
		"parent": encodeParent(Parent{BlockIDs: []uint64{1, 2}, Owner: ChapterOwner(1), ModelID: "m", Text: "文本"}),
		"block":  encodeBlock(Block{Text: "文本"}),
	}
	for name, raw := range records {
		for n := 0; n < len(raw); n++ {
			var err error
			switch name {
			case "child":
				_, err = decodeChild(1, raw[:n], true, true)
			case "parent":
				_, err = decodeParent(1, raw[:n])
			case "block":
				_, err = decodeBlock(ChapterOwner(1), 1, raw[:n])
			}
			if err == nil {
				t.Errorf("%s truncated to %d of %d bytes decoded without error", name, n, len(raw))
			}
		}
	}
}

func FuzzDecodeChild(f *testing.F) {
	f.Add(encodeChild(Child{ParentID: 1, ModelID: "m", Text: "文本", Vector: []float32{1, 2}}))
	f.Add([]byte{1, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, raw []byte) {
		c, err := decodeChild(1, raw, true, true)
		if err == nil && c.ID != 1 {
			t.Fatal("id not kept")
		}
	})
}

// TestVarintRoundTrip covers the signed fields (Order, Start, …) at the
// edges of the zig-zag mapping, and a truncated varint.
func TestVarintRoundTrip(t *testing.T) {
	for _, v := range []int64{0, 1, -1, 63, -64, 64, -65, math.MaxInt64, math.MinInt64} {
		e := newEncoder(0)
		e.varint(v)
		d := newDecoder(e.b)
		if got := d.varint(); got != v || d.err != nil {
			t.Errorf("varint %d decoded as %d, %v", v, got, d.err)
		}
	}
	d := newDecoder([]byte{recordV1, 0x80})
	if got := d.varint(); got != 0 || d.err == nil {
		t.Errorf("truncated varint = %d, %v; want 0 and an error", got, d.err)
	}
}

// TestListFields covers the list layout (encodeList, decoder.count): the
// records with lists round-trip, keeping an empty list of a replace or a
// block's mentions nil, and a count above the bytes left fails as a
// truncated record before it sizes anything.
func TestListFields(t *testing.T) {
	r := ReplaceRecord{ID: 5, ProjectID: 1, Pattern: "a", Replacement: "b", Changes: 2,
		Chapters: []ReplacedChapter{{ChapterID: 3, Before: 8, After: HashText("b"), Changes: 2}}}
	if got, err := decodeReplace(5, encodeReplace(r)); err != nil || !reflect.DeepEqual(got, r) {
		t.Errorf("replace round trip = %+v, %v; want %+v", got, err, r)
	}
	// A record stored before replaces kept their edits ends after its
	// texts: it decodes, without edits.
	legacy := encodeReplace(r)
	legacy = legacy[:len(legacy)-4] // one edit list (empty) per chapter, no texts; no names
	if got, err := decodeReplace(5, legacy); err != nil || !reflect.DeepEqual(got, r) {
		t.Errorf("replace without edits = %+v, %v; want %+v", got, err, r)
	}
	// One stored before replaces kept the entries' names ends after the
	// edits: it decodes, without names.
	beforeNames := encodeReplace(r)
	if got, err := decodeReplace(5, beforeNames[:len(beforeNames)-1]); err != nil || !reflect.DeepEqual(got, r) {
		t.Errorf("replace without names = %+v, %v; want %+v", got, err, r)
	}
	m := BlockMentions{Owner: ChapterOwner(2), BlockID: 4, Hash: HashText("x"), Mentions: []BlockMention{{EntryID: 9, Start: 1, End: 3}}}
	if got, err := decodeBlockMentions(m.Owner, m.BlockID, encodeBlockMentions(m)); err != nil || !reflect.DeepEqual(got, m) {
		t.Errorf("mentions round trip = %+v, %v; want %+v", got, err, m)
	}

	tooMany := func(head func(e *encoder)) []byte {
		e := newEncoder(0)
		head(e)
		e.uvarint(1 << 40)
		e.uvarint(1)
		return e.b
	}
	tests := []struct {
		name    string
		decode  func() error
		wantMsg string
	}{
		{"ids", func() error { d := newDecoder(tooMany(func(*encoder) {})); d.ids(); return d.err }, "record truncated"},
		{"strings", func() error { d := newDecoder(tooMany(func(*encoder) {})); d.strings(); return d.err }, "record truncated"},
		{"replace", func() error {
			_, err := decodeReplace(5, tooMany(func(e *encoder) {
				e.uvarint(1)
				e.time(time.Time{})
				e.string("a")
				e.string("b")
				e.int(0)
				e.bool(false)
			}))
			return err
		}, "storage: replace 5: record truncated"},
		{"mentions", func() error {
			_, err := decodeBlockMentions(ChapterOwner(2), 4, tooMany(func(e *encoder) { e.hash(Hash{}) }))
			return err
		}, "storage: mentions of block 4 of chapter:2: record truncated"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.decode()
			if !errors.Is(err, errShortRecord) || err.Error() != tt.wantMsg {
				t.Errorf("err = %v, want %q wrapping errShortRecord", err, tt.wantMsg)
			}
		})
	}
}
