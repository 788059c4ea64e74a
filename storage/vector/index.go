package vector

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// Hit is one search result.
type Hit struct {
	// ID is the caller's key for the vector.
	ID uint64
	// Score is the dot product between the query and the stored vector;
	// higher is more similar.
	Score float32
}

// Index is the contract shared by Flat, HNSW and Auto.
type Index interface {
	// Add stores vec under id, replacing the vector if id is already
	// present. It returns an error wrapping ErrDims when len(vec) differs
	// from Dims, and ErrInvalidVector when vec holds NaN or ±Inf. The
	// vector is copied; the caller may reuse its slice.
	Add(id uint64, vec []float32) error
	// Delete removes id and reports whether it was present.
	Delete(id uint64) bool
	// Search returns up to k hits sorted by Score descending, ties broken by
	// ID ascending. A deleted id is never returned. A query of the wrong
	// length or k <= 0 yields no hits.
	Search(query []float32, k int) []Hit
	// Contains reports whether id is live in the index.
	Contains(id uint64) bool
	// IDs returns the live ids in no particular order.
	IDs() []uint64
	// Len returns the number of live ids.
	Len() int
	// Dims returns the vector length the index was created for.
	Dims() int
}

// ErrDims is wrapped by errors from Add when a vector has the wrong length
// (or the index was created with a non-positive dimension).
var ErrDims = errors.New("vector has wrong dimensions")

// ErrInvalidVector is wrapped by errors from Add when a vector holds NaN or
// infinite components, which would poison every ordering in the index.
var ErrInvalidVector = errors.New("vector holds NaN or infinite values")

// checkVector validates a vector about to be stored.
func checkVector(dims int, vec []float32) error {
	if dims <= 0 {
		return fmt.Errorf("vector: index created with %d dims: %w", dims, ErrDims)
	}
	if len(vec) != dims {
		return fmt.Errorf("vector: got %d dims, index has %d: %w", len(vec), dims, ErrDims)
	}
	for i, x := range vec {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return fmt.Errorf("vector: component %d is %v: %w", i, x, ErrInvalidVector)
		}
	}
	return nil
}

// checkBatch validates a batch about to be added: as many ids as vectors,
// each vector valid (checkVector). The error names the first bad item.
func checkBatch(dims int, ids []uint64, vecs [][]float32) error {
	if len(ids) != len(vecs) {
		return fmt.Errorf("vector: AddBatch got %d ids and %d vectors", len(ids), len(vecs))
	}
	for i, v := range vecs {
		if err := checkVector(dims, v); err != nil {
			return fmt.Errorf("vector: add item %d (id %d): %w", i, ids[i], err)
		}
	}
	return nil
}

// better reports whether a ranks before b in search results: higher score
// first, and on equal scores the smaller id, so that results are
// deterministic.
func better(a, b Hit) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	return a.ID < b.ID
}

// sortHits orders hits by the result order defined by better.
func sortHits(hits []Hit) {
	slices.SortFunc(hits, func(a, b Hit) int {
		switch {
		case better(a, b):
			return -1
		case better(b, a):
			return 1
		default:
			return 0
		}
	})
}
