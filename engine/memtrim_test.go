package engine

import "testing"

func TestWorthReturningHeap(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tasks int
		free  uint64
		want  bool
	}{
		{"a saved chapter", 1, 1 << 20, false},
		{"a few chapters", trimMinTasks - 1, trimMinHeapFree - 1, false},
		{"an import or a re-index", trimMinTasks, 0, true},
		{"one huge chapter", 1, trimMinHeapFree, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			read := false
			got := worthReturningHeap(tc.tasks, func() uint64 { read = true; return tc.free })
			if got != tc.want {
				t.Errorf("worthReturningHeap(%d tasks, %d MB free) = %v, want %v", tc.tasks, tc.free>>20, got, tc.want)
			}
			if read && tc.tasks >= trimMinTasks {
				t.Error("read the heap although the tasks decide")
			}
		})
	}
}
