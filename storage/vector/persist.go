package vector

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// ErrCorrupt is wrapped by every Load error caused by the data itself:
// truncation, a checksum mismatch, an unknown magic, version or kind, or an
// impossible structure. The caller's answer is to rebuild the index from
// bbolt.
var ErrCorrupt = errors.New("vector index file is corrupt")

// File layout (all integers little-endian):
//
//	magic   "INKVEC"
//	version u16 (formatVersion)
//	kind    u8  (kindFlat, kindHNSW, kindAuto)
//	dims    u32
//	payload kind-specific, see the save* functions
//	crc     u32 CRC-32C of every byte above
//
// The checksum catches bit flips the structural checks cannot see (inside
// vectors, say); the structural checks catch the rest before any value is
// trusted, so even a file with a forged checksum cannot make Load panic.
const (
	fileMagic     = "INKVEC"
	formatVersion = 1

	kindFlat = 1
	kindHNSW = 2
	kindAuto = 3

	maxDims  = 1 << 16
	maxNodes = noNode // node numbers are uint32 and noNode is reserved
)

// Save writes ix, which must be a *Flat, *HNSW or *Auto from this package:
// the magic "INKVEC", a format version, the index kind and dims, the
// payload, and a CRC-32C trailer. An HNSW graph is saved as is, so a loaded
// index answers queries exactly like the saved one. Writers to ix wait
// until Save returns; searchers do not.
func Save(w io.Writer, ix Index) error {
	e := newEncoder(w)
	e.bytes([]byte(fileMagic))
	e.u16(formatVersion)
	switch x := ix.(type) {
	case *Flat:
		e.u8(kindFlat)
		e.u32(uint32(x.dims))
		x.save(e)
	case *HNSW:
		e.u8(kindHNSW)
		e.u32(uint32(x.dims))
		x.save(e)
	case *Auto:
		e.u8(kindAuto)
		e.u32(uint32(x.dims))
		x.save(e)
	default:
		return fmt.Errorf("vector: save: unsupported index type %T", ix)
	}
	if err := e.finish(); err != nil {
		return fmt.Errorf("vector: save: %w", err)
	}
	return nil
}

// Load reads an index written by Save. Any damage — truncation, bit flips,
// a wrong magic, version or kind — yields an error wrapping ErrCorrupt;
// errors from r itself are wrapped unchanged. Load buffers its input, so it
// may read past the end of the index.
func Load(r io.Reader) (Index, error) {
	d := newDecoder(bufio.NewReaderSize(r, 1<<20))
	magic := d.bytesN(len(fileMagic))
	if d.err == nil && string(magic) != fileMagic {
		d.corrupt("bad magic %q", magic)
	}
	if v := d.u16(); d.err == nil && v != formatVersion {
		d.corrupt("unsupported format version %d (want %d)", v, formatVersion)
	}
	kind := d.u8()
	dims := int(d.u32())
	if d.err == nil && (dims <= 0 || dims > maxDims) {
		d.corrupt("dims %d out of range", dims)
	}
	var ix Index
	if d.err == nil {
		switch kind {
		case kindFlat:
			ix = loadFlat(d, dims)
		case kindHNSW:
			ix = loadHNSW(d, dims)
		case kindAuto:
			ix = loadAuto(d, dims)
		default:
			d.corrupt("unknown index kind %d", kind)
		}
	}
	d.verifyTrailer()
	if d.err != nil {
		return nil, fmt.Errorf("vector: load: %w", d.err)
	}
	return ix, nil
}

// readCount reads a u64 element count and rejects values beyond limit.
func (d *decoder) readCount(what string, limit uint64) int {
	n := d.u64()
	if d.err == nil && n > limit {
		d.corrupt("%s count %d exceeds %d", what, n, limit)
		return 0
	}
	return int(n)
}

// save writes the flat payload: count, ids, vectors.
func (f *Flat) save(e *encoder) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	e.u64(uint64(len(f.ids)))
	e.u64s(f.ids)
	e.f32s(f.vecs)
}

func loadFlat(d *decoder, dims int) *Flat {
	n := d.readCount("vector", maxNodes)
	ids := d.u64s(n)
	vecs := d.f32s(n * dims)
	if d.err != nil {
		return nil
	}
	f := NewFlat(dims)
	f.ids, f.vecs = ids, vecs
	for i, id := range ids {
		if _, dup := f.slot[id]; dup {
			d.corrupt("duplicate id %d", id)
			return nil
		}
		f.slot[id] = int32(i)
	}
	return f
}

// saveConfig and loadConfig carry an HNSWConfig.
func (e *encoder) saveConfig(c HNSWConfig) {
	e.u32(uint32(c.M))
	e.u32(uint32(c.EfConstruction))
	e.u32(uint32(c.EfSearch))
	e.u64(uint64(c.Seed))
}

func (d *decoder) loadConfig() HNSWConfig {
	c := HNSWConfig{
		M:              int(d.u32()),
		EfConstruction: int(d.u32()),
		EfSearch:       int(d.u32()),
		Seed:           int64(d.u64()),
	}
	if d.err == nil && c.normalized() != c {
		d.corrupt("invalid HNSW config %+v", c)
	}
	return c
}

// save writes the HNSW payload: config, generator state, node count,
// entry point, then per-node ids, levels, tombstone flags, vectors, the
// layer-0 slab and the upper-layer lists of nodes above layer 0. The graph
// is saved as is, tombstones included, so a loaded index answers exactly
// like the saved one.
func (h *HNSW) save(e *encoder) {
	h.wmu.Lock() // no writer can change the graph; searchers carry on
	defer h.wmu.Unlock()
	e.saveConfig(h.Config())
	state, err := h.pcg.MarshalBinary()
	if err != nil { // PCG never fails to marshal; keep the error visible anyway
		e.err = fmt.Errorf("marshal level generator: %w", err)
		return
	}
	e.u16(uint16(len(state)))
	e.bytes(state)
	e.u64(uint64(len(h.ids)))
	e.u32(h.entry)
	e.u8(uint8(h.maxLevel))
	e.u64s(h.ids)
	e.bytes(h.levels)
	for _, dead := range h.deleted {
		if dead {
			e.u8(1)
		} else {
			e.u8(0)
		}
	}
	e.f32s(h.vecs)
	e.u32s(h.links0)
	for _, u := range h.upper {
		e.u32s(u)
	}
}

func loadHNSW(d *decoder, dims int) *HNSW {
	cfg := d.loadConfig()
	state := d.bytesN(int(d.u16()))
	n := d.readCount("node", maxNodes)
	entry := d.u32()
	maxLevel := int(d.u8())
	if d.err != nil {
		return nil
	}
	h := NewHNSW(dims, cfg)
	if err := h.pcg.UnmarshalBinary(state); err != nil {
		d.corrupt("level generator state: %v", err)
		return nil
	}
	h.ids = d.u64s(n)
	h.levels = d.u8s(n)
	flags := d.u8s(n)
	h.vecs = d.f32s(n * dims)
	h.links0 = d.u32s(n * h.stride0)
	if d.err != nil {
		return nil
	}
	h.deleted = make([]bool, n)
	h.upper = make([][]uint32, n)
	for i := range n {
		if h.levels[i] > maxLevelCap {
			d.corrupt("node %d level %d", i, h.levels[i])
			return nil
		}
		switch flags[i] {
		case 0:
			if _, dup := h.node[h.ids[i]]; dup {
				d.corrupt("duplicate live id %d", h.ids[i])
				return nil
			}
			h.node[h.ids[i]] = uint32(i)
		case 1:
			h.deleted[i] = true
			h.tombstones++
		default:
			d.corrupt("node %d tombstone flag %d", i, flags[i])
			return nil
		}
		if lv := int(h.levels[i]); lv > 0 {
			h.upper[i] = d.u32s(lv * (h.m + 1))
			if d.err != nil {
				return nil
			}
		}
	}
	if !h.validLinks(d) {
		return nil
	}
	switch {
	case len(h.node) == 0 && entry != noNode:
		d.corrupt("entry point %d in an index without live nodes", entry)
	case len(h.node) > 0 && (entry >= uint32(n) || h.deleted[entry] || int(h.levels[entry]) != maxLevel):
		d.corrupt("bad entry point %d at level %d", entry, maxLevel)
	}
	if d.err != nil {
		return nil
	}
	h.entry, h.maxLevel = entry, maxLevel
	return h
}

// validLinks checks that every neighbour list fits its capacity and points
// at nodes that exist on that layer, so searches on a loaded graph cannot
// index out of range.
func (h *HNSW) validLinks(d *decoder) bool {
	n := uint32(len(h.ids))
	for i := range n {
		for l := 0; l <= int(h.levels[i]); l++ {
			var c uint32
			if l == 0 {
				c = h.links0[int(i)*h.stride0]
			} else {
				c = h.upper[i][(l-1)*(h.m+1)]
			}
			if int(c) > h.maxLinks(l) {
				d.corrupt("node %d layer %d has %d links", i, l, c)
				return false
			}
			for _, x := range h.neighbors(i, l) {
				if x >= n || int(h.levels[x]) < l {
					d.corrupt("node %d layer %d links to invalid node %d", i, l, x)
					return false
				}
			}
		}
	}
	return true
}

// save writes the Auto payload: threshold, graph config, which index is
// active, then that index's payload.
func (a *Auto) save(e *encoder) {
	a.wmu.Lock() // holds off writers and the switch
	defer a.wmu.Unlock()
	e.u64(uint64(a.threshold))
	e.saveConfig(a.cfg)
	if a.hnsw != nil {
		e.u8(kindHNSW)
		a.hnsw.save(e)
		return
	}
	e.u8(kindFlat)
	a.flat.save(e)
}

func loadAuto(d *decoder, dims int) *Auto {
	threshold := d.readCount("threshold", maxNodes)
	cfg := d.loadConfig()
	mode := d.u8()
	if d.err == nil && threshold == 0 {
		d.corrupt("zero threshold")
	}
	if d.err != nil {
		return nil
	}
	a := NewAuto(dims, threshold, cfg)
	switch mode {
	case kindFlat:
		if f := loadFlat(d, dims); f != nil {
			a.cur, a.flat = f, f
			return a
		}
	case kindHNSW:
		if h := loadHNSW(d, dims); h != nil {
			a.cur, a.flat, a.hnsw = h, nil, h
			return a
		}
	default:
		d.corrupt("unknown Auto mode %d", mode)
	}
	return nil
}
