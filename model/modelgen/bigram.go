package modelgen

import (
	"fmt"
	"math/bits"
)

// Token-bigram lookup for the static model.
//
// A character-level model reads 豪杰 as 豪 plus 杰; a word's meaning is
// often not the mean of its characters'. So the static model may carry
// vectors for frequent pairs of adjacent tokens too. ONNX has no hash map,
// so the pairs live in a two-choice hash table the graph can probe with
// integer arithmetic and Gather: a pair (left, right) of token ids has the
// key left·Vocab + right and two candidate buckets, and a bucket holds the
// key it stores (to reject other pairs that hash there) and the pair's row
// among the bigram vectors. Pairs are placed by cuckoo hashing, which at a
// load below one half places practically every pair, where a single
// bucket per pair would lose one in five to collisions.

// Multipliers and shift of the two bucket hashes: multiplicative hashing
// (Knuth), keeping bits above the shift so that every bit of the key
// reaches the bucket number. Both are odd and below 2³², so with keys
// below 2³¹ the products stay below 2⁶³ in the graph's int64 arithmetic.
const (
	bigramMul1  = 2654435761
	bigramMul2  = 2246822519
	bigramShift = 20
	// maxBigramKey bounds left·Vocab + right so the products cannot overflow.
	maxBigramKey = 1 << 31
)

// BigramTable is the hash table of a static model's token bigrams.
type BigramTable struct {
	// Vocab is the token vocabulary size V; a pair's key is left·V + right.
	Vocab int64
	// Keys holds, per bucket, the key stored there or -1 when empty. Its
	// length is a power of two.
	Keys []int32
	// Rows holds, per bucket, the row of the stored pair among the bigram
	// vectors (0 when empty; Keys decides).
	Rows []int32
}

// NewBigramTable places pairs (earlier ones first, so give them most
// frequent first) into a table of the given number of buckets, a power of
// two; keep the load below one half. A pair that cannot be placed is left
// out; placed[i] says whether pairs[i] got a bucket, and its row is then i.
func NewBigramTable(vocab int, pairs [][2]int32, buckets int) (BigramTable, []bool, error) {
	if buckets < 1 || bits.OnesCount(uint(buckets)) != 1 {
		return BigramTable{}, nil, fmt.Errorf("bigram table: %d buckets is not a power of two", buckets)
	}
	if int64(vocab)*int64(vocab) > maxBigramKey {
		return BigramTable{}, nil, fmt.Errorf("bigram table: vocabulary %d too large for 31-bit pair keys", vocab)
	}
	t := BigramTable{Vocab: int64(vocab), Keys: make([]int32, buckets), Rows: make([]int32, buckets)}
	for i := range t.Keys {
		t.Keys[i] = -1
	}
	placed := make([]bool, len(pairs))
	for i, p := range pairs {
		if p[0] < 0 || p[1] < 0 || int(p[0]) >= vocab || int(p[1]) >= vocab {
			return BigramTable{}, nil, fmt.Errorf("bigram table: pair %d (%d, %d) outside the vocabulary of %d", i, p[0], p[1], vocab)
		}
		if _, dup := t.Lookup(int64(p[0]), int64(p[1])); dup {
			return BigramTable{}, nil, fmt.Errorf("bigram table: pair %d (%d, %d) given twice", i, p[0], p[1])
		}
		placed[i] = t.insert(t.key(int64(p[0]), int64(p[1])), int32(i))
	}
	return t, placed, nil
}

// maxKicks bounds one cuckoo insertion.
const maxKicks = 500

// insert places key with its row by cuckoo hashing (Pagh & Rodler): into a
// free candidate bucket, else it takes its first bucket and the evicted
// entry moves to its other bucket, and so on. If the chain grows too long
// every move is undone and the new key alone is left out, so a pair placed
// earlier (more frequent) is never lost to a later one.
func (t BigramTable) insert(key int64, row int32) bool {
	type move struct {
		bucket   int64
		key, row int32
	}
	var undo []move
	for kick := 0; kick < maxKicks; kick++ {
		bs := t.buckets(key)
		for _, b := range bs {
			if t.Keys[b] < 0 {
				t.Keys[b], t.Rows[b] = int32(key), row
				return true
			}
		}
		// Evict from the bucket the previous eviction did not come from.
		b := bs[0]
		if len(undo) > 0 && undo[len(undo)-1].bucket == b {
			b = bs[1]
		}
		undo = append(undo, move{b, t.Keys[b], t.Rows[b]})
		evicted, evictedRow := int64(t.Keys[b]), t.Rows[b]
		t.Keys[b], t.Rows[b] = int32(key), row
		key, row = evicted, evictedRow
	}
	for i := len(undo) - 1; i >= 0; i-- {
		m := undo[i]
		t.Keys[m.bucket], t.Rows[m.bucket] = m.key, m.row
	}
	return false
}

// Lookup returns the bigram row of the pair (left, right), as the graph
// computes it.
func (t BigramTable) Lookup(left, right int64) (row int, ok bool) {
	key := t.key(left, right)
	for _, b := range t.buckets(key) {
		if int64(t.Keys[b]) == key {
			return int(t.Rows[b]), true
		}
	}
	return 0, false
}

func (t BigramTable) key(left, right int64) int64 { return left*t.Vocab + right }

// buckets returns the pair's two candidate buckets.
func (t BigramTable) buckets(key int64) [2]int64 {
	n := int64(len(t.Keys))
	return [2]int64{(key * bigramMul1 >> bigramShift) % n, (key * bigramMul2 >> bigramShift) % n}
}

// validate checks the table's shape against the number of bigram rows.
func (t BigramTable) validate(rows int) error {
	if len(t.Keys) == 0 || len(t.Keys) != len(t.Rows) || bits.OnesCount(uint(len(t.Keys))) != 1 {
		return fmt.Errorf("bigram table: %d keys and %d rows, want one power-of-two length", len(t.Keys), len(t.Rows))
	}
	if t.Vocab < 1 || t.Vocab*t.Vocab > maxBigramKey {
		return fmt.Errorf("bigram table: vocabulary %d outside [1, 2^15.5]", t.Vocab)
	}
	for b, k := range t.Keys {
		if k >= 0 && (t.Rows[b] < 0 || int(t.Rows[b]) >= rows) {
			return fmt.Errorf("bigram table: bucket %d points at row %d of %d", b, t.Rows[b], rows)
		}
	}
	return nil
}
