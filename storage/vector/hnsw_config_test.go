package vector

import "testing"

func TestScaledEf(t *testing.T) {
	tests := []struct {
		name  string
		ef, n int
		want  int
	}{
		{"empty graph", 96, 0, 96},
		{"novel-sized graph", 96, 45_000, 96},
		{"at the threshold", 96, efScaleFrom, 96},
		{"four times the threshold", 96, 400_000, 272},          // 96·4^¾ = 271.5
		{"a million nodes", 96, 1_000_000, 540},                 // 96·10^¾ = 539.8
		{"a small configured ef scales too", 10, 1_000_000, 57}, // 10·10^¾ = 56.2
		{"clamped", maxEf, 10_000_000, maxEf},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := scaledEf(tt.ef, tt.n); got != tt.want {
				t.Errorf("scaledEf(%d, %d) = %d, want %d", tt.ef, tt.n, got, tt.want)
			}
		})
	}
}
