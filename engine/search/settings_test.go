package search_test

import (
	"testing"

	"inkflow/engine/search"
)

func TestSettingsSet(t *testing.T) {
	tests := []struct {
		key, value string
		check      func(search.Settings) bool
		wantErr    bool
	}{
		{"search.use-parent-child", "false", func(s search.Settings) bool { return !s.UseParentChild }, false},
		{"search.hybrid", "false", func(s search.Settings) bool { return !s.Hybrid }, false},
		{"search.enable-score-normalization", "0", func(s search.Settings) bool { return !s.Normalize }, false},
		{"search.rrf-k", "30", func(s search.Settings) bool { return s.RRFK == 30 }, false},
		{"search.default-top-k", "25", func(s search.Settings) bool { return s.DefaultTopK == 25 }, false},
		{"search.context-window-size", "600", func(s search.Settings) bool { return s.ContextWindow == 600 }, false},
		{"search.fusion", "rrf", func(s search.Settings) bool { return s.Fusion == search.FusionRRF }, false},
		{"search.vector-weight", "0.5", func(s search.Settings) bool { return s.VectorWeight == 0.5 }, false},
		{"search.vector-weight", "1", func(s search.Settings) bool { return s.VectorWeight == 1 }, false},
		{"search.fusion", "max", nil, true},
		{"search.vector-weight", "0", nil, true},
		{"search.vector-weight", "1.5", nil, true},
		{"search.vector-weight", "NaN", nil, true},
		{"search.hybrid", "yes", nil, true},
		{"search.rrf-k", "0", nil, true},
		{"search.rrf-k", "sixty", nil, true},
		{"search.default-top-k", "100000", nil, true},
		{"search.context-window-size", "10", nil, true},
		{"search.unknown", "1", nil, true},
		{"chunking.max-child-size", "400", nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.key+"="+tc.value, func(t *testing.T) {
			s := search.DefaultSettings()
			err := s.Set(tc.key, tc.value)
			if (err != nil) != tc.wantErr {
				t.Fatalf("Set: err = %v, wantErr %v", err, tc.wantErr)
			}
			if tc.wantErr {
				if s != search.DefaultSettings() {
					t.Errorf("failed Set changed settings: %+v", s)
				}
				return
			}
			if !tc.check(s) {
				t.Errorf("Set(%s, %s) gave %+v", tc.key, tc.value, s)
			}
		})
	}
}

func TestSettingKeysAllSettable(t *testing.T) {
	want := search.DefaultSettings()
	values := map[string]string{
		"search.use-parent-child":           "true",
		"search.hybrid":                     "true",
		"search.fusion":                     "convex",
		"search.vector-weight":              "0.3",
		"search.rrf-k":                      "60",
		"search.default-top-k":              "10",
		"search.enable-score-normalization": "true",
		"search.context-window-size":        "1000",
	}
	var s search.Settings
	for _, k := range search.SettingKeys() {
		v, ok := values[k]
		if !ok {
			t.Fatalf("no test value for key %s", k)
		}
		if err := s.Set(k, v); err != nil {
			t.Fatalf("Set(%s): %v", k, err)
		}
	}
	if s != want || len(search.SettingKeys()) != len(values) {
		t.Errorf("setting every key to its DESIGN default gave %+v, want %+v", s, want)
	}
}

func TestZeroSettingsUseDefaults(t *testing.T) {
	f := newFixture(t)
	zero := search.Settings{Hybrid: true, UseParentChild: true, Normalize: true}
	a := mustSearch(t, f.deps(), search.Request{Query: "铁匠 长剑 学徒", Project: projRiver}, zero)
	b := mustSearch(t, f.deps(), search.Request{Query: "铁匠 长剑 学徒", Project: projRiver}, search.DefaultSettings())
	if len(a.Results) == 0 || len(a.Results) != len(b.Results) {
		t.Fatalf("zero settings: %d results, defaults: %d", len(a.Results), len(b.Results))
	}
	for i := range a.Results {
		if a.Results[i].ParentID != b.Results[i].ParentID || a.Results[i].Text != b.Results[i].Text || a.Results[i].Score != b.Results[i].Score {
			t.Fatalf("result %d differs between zero and default settings", i)
		}
	}
}
