package vector

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"testing"
	"testing/iotest"

	"inkflow/storage/vector/vectortest"
)

// persisted builds one index of each kind with content worth saving:
// tombstones below the compaction threshold, updated ids, an Auto on each
// side of its switch.
func persisted(t testing.TB) map[string]Index {
	t.Helper()
	const dims = 32
	ds := vectortest.NewDataset(dims, 10, 0.6, 21)
	out := map[string]Index{}
	fill := func(name string, ix Index, n int) {
		for i := range n {
			if err := ix.Add(uint64(i*7), ds.Sample()); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < n/10; i++ { // 10 % deletes: tombstones stay in the graph
			ix.Delete(uint64(i * 7 * 9))
		}
		for i := 1; i < n; i += 50 { // updates
			if err := ix.Add(uint64(i*7), ds.Sample()); err != nil {
				t.Fatal(err)
			}
		}
		out[name] = ix
	}
	fill("Flat", NewFlat(dims), 500)
	fill("HNSW", NewHNSW(dims, HNSWConfig{M: 8, EfConstruction: 48, EfSearch: 16, Seed: 3}), 2000)
	fill("AutoFlat", NewAuto(dims, 5000, HNSWConfig{M: 8, EfSearch: 16}), 500)
	fill("AutoHNSW", NewAuto(dims, 300, HNSWConfig{M: 8, EfConstruction: 48, EfSearch: 16}), 1000)
	fill("EmptyHNSW", NewHNSW(dims, HNSWConfig{}), 0)
	return out
}

func saveBytes(t testing.TB, ix Index) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Save(&buf, ix); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestSaveLoadRoundTrip(t *testing.T) {
	queries := vectortest.NewDataset(32, 10, 0.6, 21).Samples(100)
	more := vectortest.NewDataset(32, 10, 0.6, 22)
	for name, ix := range persisted(t) {
		t.Run(name, func(t *testing.T) {
			data := saveBytes(t, ix)
			got, err := Load(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if reflect.TypeOf(got) != reflect.TypeOf(ix) || got.Dims() != ix.Dims() || got.Len() != ix.Len() {
				t.Fatalf("loaded %T dims %d len %d, saved %T dims %d len %d",
					got, got.Dims(), got.Len(), ix, ix.Dims(), ix.Len())
			}
			a, b := ix.IDs(), got.IDs()
			slices.Sort(a)
			slices.Sort(b)
			if !slices.Equal(a, b) {
				t.Fatal("ids differ after round trip")
			}
			compare := func(stage string) {
				for i, q := range queries {
					want, have := ix.Search(q, 10), got.Search(q, 10)
					if !reflect.DeepEqual(want, have) {
						t.Fatalf("%s: query %d: saved %v, loaded %v", stage, i, want, have)
					}
				}
			}
			compare("after load")
			// The level generator's state is saved too, so the same
			// sequential writes keep both copies identical.
			for i := range 200 {
				v := more.Sample()
				id := uint64(100000 + i)
				if err := ix.Add(id, v); err != nil {
					t.Fatal(err)
				}
				if err := got.Add(id, v); err != nil {
					t.Fatal(err)
				}
			}
			compare("after more adds")
			if again := saveBytes(t, got); !bytes.Equal(again, saveBytes(t, ix)) {
				t.Fatal("re-saving the loaded copy gives different bytes")
			}
		})
	}
}

func TestLoadRejectsDamage(t *testing.T) {
	for name, ix := range persisted(t) {
		data := saveBytes(t, ix)
		n := len(data)
		cases := []struct {
			name string
			data []byte
		}{
			{"empty", nil},
			{"magic only", data[:6]},
			{"no kind", data[:8]},
			{"header only", data[:13]},
			{"half", data[:n/2]},
			{"no trailer", data[:n-4]},
			{"one byte short", data[:n-1]},
		}
		flips := []int{0, 5, 6, 8, 9, 12, 13, 20, 40, n / 3, n / 2, 2 * n / 3, n - 5, n - 4, n - 1}
		rng := rand.New(rand.NewPCG(uint64(n), 9))
		for range 20 {
			flips = append(flips, rng.IntN(n))
		}
		for _, pos := range flips {
			bad := bytes.Clone(data)
			bad[pos] ^= 1 << rng.IntN(8)
			cases = append(cases, struct {
				name string
				data []byte
			}{"flip@" + strconv.Itoa(pos), bad})
		}
		for _, c := range cases {
			t.Run(name+"/"+c.name, func(t *testing.T) {
				got, err := Load(bytes.NewReader(c.data))
				if !errors.Is(err, ErrCorrupt) {
					t.Fatalf("Load = %T, %v; want ErrCorrupt", got, err)
				}
				if got != nil {
					t.Fatalf("Load returned an index with an error")
				}
			})
		}
	}
}

// reseal recomputes the checksum trailer after a deliberate edit, so that
// the structural checks (not the checksum) must catch the damage.
func reseal(data []byte) []byte {
	body := data[:len(data)-4]
	return binary.LittleEndian.AppendUint32(bytes.Clone(body), crc32.Checksum(body, castagnoli))
}

func TestLoadRejectsResealedDamage(t *testing.T) {
	hnsw := saveBytes(t, persisted(t)["HNSW"])
	flat := saveBytes(t, persisted(t)["Flat"])
	set := func(data []byte, off int, b ...byte) []byte {
		out := bytes.Clone(data)
		copy(out[off:], b)
		return reseal(out)
	}
	// HNSW header: magic 6, version 2, kind 1, dims 4 → payload at 13:
	// M, efC, efS (u32), seed (u64), state length (u16), state, node
	// count (u64), entry (u32), max level (u8).
	stateLen := int(binary.LittleEndian.Uint16(hnsw[33:]))
	nodesAt := 35 + stateLen
	cases := []struct {
		name string
		data []byte
	}{
		{"version 2", set(hnsw, 6, 2, 0)},
		{"unknown kind", set(hnsw, 8, 9)},
		{"zero dims", set(hnsw, 9, 0, 0, 0, 0)},
		{"huge dims", set(hnsw, 9, 0, 0, 0, 1)},
		{"M zero", set(hnsw, 13, 0, 0, 0, 0)},
		{"bad generator state", set(hnsw, 35, 0xff)},
		{"huge node count", set(hnsw, nodesAt, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f)},
		{"entry out of range", set(hnsw, nodesAt+8, 0xfe, 0xff, 0xff, 0x7f)},
		{"flat duplicate id", set(flat, 21, flat[29:37]...)},
		{"flat huge count", set(flat, 13, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)},
		{"wrong checksum", append(bytes.Clone(hnsw[:len(hnsw)-4]), 1, 2, 3, 4)},
	}
	// A neighbour id beyond the node count, in the first layer-0 list.
	nodes := int(binary.LittleEndian.Uint64(hnsw[nodesAt:]))
	links0 := nodesAt + 13 + nodes*(8+1+1+32*4)
	cases = append(cases, struct {
		name string
		data []byte
	}{"link out of range", set(hnsw, links0+4, 0xff, 0xff, 0xff, 0x0f)},
		struct {
			name string
			data []byte
		}{"link count too big", set(hnsw, links0, 0xff, 0, 0, 0)})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Load(bytes.NewReader(c.data)); !errors.Is(err, ErrCorrupt) {
				t.Fatalf("Load error = %v, want ErrCorrupt", err)
			}
		})
	}
}

func TestLoadPassesReadErrorsThrough(t *testing.T) {
	boom := errors.New("disk on fire")
	_, err := Load(iotest.ErrReader(boom))
	if !errors.Is(err, boom) || errors.Is(err, ErrCorrupt) {
		t.Fatalf("Load error = %v, want the reader's error and not ErrCorrupt", err)
	}
}

// otherIndex is an Index from outside the package.
type otherIndex struct{ Index }

func TestSaveUnsupported(t *testing.T) {
	if err := Save(&bytes.Buffer{}, otherIndex{NewFlat(2)}); err == nil {
		t.Fatal("Save accepted a foreign Index")
	}
	if err := Save(&bytes.Buffer{}, nil); err == nil {
		t.Fatal("Save accepted nil")
	}
	if err := Save(iotest.TruncateWriter(&bytes.Buffer{}, 0), NewFlat(2)); err != nil {
		t.Fatalf("TruncateWriter never fails, got %v", err)
	}
	if err := Save(failWriter{}, persisted(t)["HNSW"]); err == nil {
		t.Fatal("write error not reported")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("no space") }

func TestSaveFileLoadFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "vectors.idx")
	if _, err := LoadFile(path); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("LoadFile of a missing file = %v, want fs.ErrNotExist", err)
	}
	ix := persisted(t)["HNSW"]
	for range 2 { // the second save replaces the first
		if err := SaveFile(path, ix); err != nil {
			t.Fatal(err)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Fatalf("directory holds %d entries, want only the index", len(entries))
	}
	got, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	q := vectortest.NewDataset(32, 10, 0.6, 21).Sample()
	if !reflect.DeepEqual(got.Search(q, 10), ix.Search(q, 10)) {
		t.Fatal("file round trip changed results")
	}
	if err := SaveFile(filepath.Join(dir, "missing", "x.idx"), ix); err == nil {
		t.Fatal("SaveFile into a missing directory succeeded")
	}
	if err := SaveFile(path, otherIndex{}); err == nil {
		t.Fatal("SaveFile accepted a foreign Index")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("failed save left %d entries", len(entries))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 0x10
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadFile(path); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("LoadFile of a damaged file = %v, want ErrCorrupt", err)
	}
}

// FuzzLoad feeds arbitrary bytes to Load: it must return an error or a
// usable index, never panic.
// FuzzLoad feeds Load mutated index files. The seeds are small indexes of
// every kind (flat, HNSW with tombstones and upper layers, both Auto
// modes, empty): with the 60–430 KB files of persisted() the fuzzing
// engine managed 9 executions a minute.
func FuzzLoad(f *testing.F) {
	const dims = 4
	ds := vectortest.NewDataset(dims, 3, 0.5, 5)
	fill := func(ix Index, n int) Index {
		for i := range n {
			if err := ix.Add(uint64(i*3), ds.Sample()); err != nil {
				f.Fatal(err)
			}
		}
		for i := 0; i < n; i += 7 {
			ix.Delete(uint64(i * 3))
		}
		return ix
	}
	for _, ix := range []Index{
		fill(NewFlat(dims), 12),
		fill(NewHNSW(dims, HNSWConfig{M: 2, EfConstruction: 4, EfSearch: 2, Seed: 1}), 40),
		fill(NewAuto(dims, 1000, HNSWConfig{M: 2}), 10),
		fill(NewAuto(dims, 8, HNSWConfig{M: 2, EfConstruction: 4}), 24),
		NewHNSW(dims, HNSWConfig{}),
	} {
		f.Add(saveBytes(f, ix))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ix, err := Load(bytes.NewReader(data))
		if err != nil {
			if ix != nil {
				t.Fatal("index returned with an error")
			}
			return
		}
		q := make([]float32, ix.Dims())
		q[0] = 1
		checkSorted(t, ix.Search(q, 5))
		_ = ix.IDs()
	})
}
