package vector

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/viterin/vek/vek32"
)

func TestDotMatchesFloat64(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 3, 7, 16, 31, 32, 33, 64, 255, 256, 257, 384, 1024} {
		a, b := make([]float32, n), make([]float32, n)
		var want float64
		for i := range a {
			a[i], b[i] = rng.Float32()*2-1, rng.Float32()*2-1
			want += float64(a[i]) * float64(b[i])
		}
		if got := dot(a, b); math.Abs(float64(got)-want) > 1e-4*math.Sqrt(float64(n)) {
			t.Errorf("dot over %d dims = %v, want %v", n, got, want)
		}
	}
}

// BenchmarkDot compares vek32.Dot with the plain loop; simdMinDims in
// dot.go is set from its crossover.
func BenchmarkDot(b *testing.B) {
	for _, n := range []int{8, 16, 32, 64, 256, 384, 768} {
		x, y := make([]float32, n), make([]float32, n)
		for i := range x {
			x[i], y[i] = float32(i%7)*0.1, float32(i%5)*0.2
		}
		var sink float32
		b.Run(fmt.Sprintf("vek32/%d", n), func(b *testing.B) {
			for b.Loop() {
				sink += vek32.Dot(x, y)
			}
		})
		b.Run(fmt.Sprintf("loop/%d", n), func(b *testing.B) {
			for b.Loop() {
				sink += dotLoop(x, y)
			}
		})
		_ = sink
	}
}
