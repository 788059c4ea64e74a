package model

import (
	"testing"

	"pgregory.net/rapid"
)

func TestBatchPlanProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		lengths := rapid.SliceOf(rapid.IntRange(1, 512)).Draw(t, "lengths")
		size := rapid.IntRange(1, 40).Draw(t, "size")
		plan := batchPlan(lengths, size)
		seen := make([]bool, len(lengths))
		prev := 0
		for b, batch := range plan {
			if len(batch) == 0 || len(batch) > size {
				t.Fatalf("batch %d has %d texts, want 1..%d", b, len(batch), size)
			}
			if b < len(plan)-1 && len(batch) != size {
				t.Fatalf("batch %d of %d is not full (%d < %d)", b, len(plan), len(batch), size)
			}
			for _, i := range batch {
				if seen[i] {
					t.Fatalf("text %d planned twice", i)
				}
				seen[i] = true
				if lengths[i] < prev {
					t.Fatalf("plan not sorted by length: %d after %d", lengths[i], prev)
				}
				prev = lengths[i]
			}
		}
		for i, ok := range seen {
			if !ok {
				t.Fatalf("text %d never planned", i)
			}
		}
	})
}

func TestBatchPlanStableForEqualLengths(t *testing.T) {
	plan := batchPlan([]int{3, 3, 1, 3}, 2)
	want := [][]int{{2, 0}, {1, 3}}
	if len(plan) != len(want) {
		t.Fatalf("plan %v, want %v", plan, want)
	}
	for b := range want {
		for j := range want[b] {
			if plan[b][j] != want[b][j] {
				t.Fatalf("plan %v, want %v", plan, want)
			}
		}
	}
}

func TestPad(t *testing.T) {
	b := pad([][]int64{{2, 7, 3}, {2, 3}, {2, 9, 9, 8, 3}}, 0)
	if b.rows != 3 || b.width != 5 {
		t.Fatalf("rows %d width %d, want 3, 5", b.rows, b.width)
	}
	wantIDs := []int64{2, 7, 3, 0, 0, 2, 3, 0, 0, 0, 2, 9, 9, 8, 3}
	wantMask := []int64{1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1}
	for i := range wantIDs {
		if b.ids[i] != wantIDs[i] || b.mask[i] != wantMask[i] || b.types[i] != 0 {
			t.Fatalf("position %d: id %d mask %d type %d, want %d %d 0", i, b.ids[i], b.mask[i], b.types[i], wantIDs[i], wantMask[i])
		}
	}
	// A non-zero pad id must be used for padding, not left as 0.
	if b := pad([][]int64{{5}, {5, 6}}, 99); b.ids[1] != 99 {
		t.Fatalf("pad id not used: %v", b.ids)
	}
}
