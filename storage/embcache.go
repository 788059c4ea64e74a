package storage

import (
	"fmt"
	"strings"

	"github.com/x448/float16"
)

// The embedding cache maps (model id, text hash) to the vector that model
// computed for that text, so unchanged text is never embedded twice (P7)
// across index runs, re-indexes and restarts. It holds a vector for every
// distinct sentence as well as every child, which makes it by far the
// largest bucket, so values are little-endian IEEE half-precision floats
// with no header (schema v2): the components of a unit vector lie well
// inside float16's range, the rounding moves a cosine similarity by about
// 10⁻⁴, and the bucket takes half the space (on 三国演义 it was 62 MB of an
// 85 MB file with float32 values). RoundToCache gives freshly computed
// vectors the same precision, so a vector read back from the cache equals
// the one first computed, bit for bit.

func cacheKey(modelID string, h Hash) []byte {
	k := make([]byte, 0, len(modelID)+1+len(h))
	k = append(k, modelID...)
	k = append(k, 0)
	return append(k, h[:]...)
}

func cachePrefix(modelID string) []byte {
	return append([]byte(modelID), 0)
}

// validModelID rejects ids that would make cache keys ambiguous.
func validModelID(modelID string) error {
	if modelID == "" || strings.IndexByte(modelID, 0) >= 0 {
		return fmt.Errorf("storage: model id %q: %w", modelID, ErrInvalid)
	}
	return nil
}

// CachedVector returns the vector modelID computed for the text with hash
// h, or nil if it is not cached.
func (tx *Tx) CachedVector(modelID string, h Hash) ([]float32, error) {
	raw := tx.b(bucketEmbCache).Get(cacheKey(modelID, h))
	if raw == nil {
		return nil, nil
	}
	v, err := decodeHalfs(raw)
	if err != nil {
		return nil, fmt.Errorf("storage: cached vector %s: %w", h, err)
	}
	return v, nil
}

// RoundToCache rounds v in place to the precision the cache stores.
func RoundToCache(v []float32) {
	for i, x := range v {
		v[i] = float16.Fromfloat32(x).Float32()
	}
}

// PutCachedVector stores the vector modelID computed for the text with
// hash h, rounded to half precision (see RoundToCache).
func (tx *Tx) PutCachedVector(modelID string, h Hash, vec []float32) error {
	if err := validModelID(modelID); err != nil {
		return err
	}
	if err := tx.b(bucketEmbCache).Put(cacheKey(modelID, h), appendHalfs(make([]byte, 0, 2*len(vec)), vec)); err != nil {
		return fmt.Errorf("storage: cache vector: %w", err)
	}
	return nil
}

// CacheLen counts the cached vectors of one model ("" counts all).
func (tx *Tx) CacheLen(modelID string) int {
	b := tx.b(bucketEmbCache)
	if modelID == "" {
		return b.Stats().KeyN
	}
	prefix := cachePrefix(modelID)
	n := 0
	c := b.Cursor()
	for k, _ := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, _ = c.Next() {
		n++
	}
	return n
}

// DropCacheExcept removes the cached vectors of every model but keep, once
// a model change has completed and the old vectors can never be served
// again. It returns how many entries it removed.
func (tx *Tx) DropCacheExcept(keep string) (int, error) {
	b := tx.b(bucketEmbCache)
	prefix := cachePrefix(keep)
	var doomed [][]byte
	c := b.Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		if keep != "" && hasPrefix(k, prefix) {
			continue
		}
		doomed = append(doomed, append([]byte(nil), k...))
	}
	for _, k := range doomed {
		if err := b.Delete(k); err != nil {
			return 0, fmt.Errorf("storage: drop cached vectors: %w", err)
		}
	}
	return len(doomed), nil
}
