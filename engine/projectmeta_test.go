package engine

import (
	"errors"
	"testing"
)

// TestSetProjectMetaLanguage: the language goes into an EPUB's xml:lang
// and dc:language, so it must be a BCP 47 tag; it is kept in canonical
// form, and anything else is refused (`--language 'zh"><x'` made an EPUB
// that epubcheck rejects).
func TestSetProjectMetaLanguage(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "书")
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"zh-CN", "zh-CN", true},
		{" zh_cn ", "zh-CN", true},
		{"EN", "en", true},
		{"zh-Hans-TW", "zh-Hans-TW", true},
		{"", "", true},
		{`zh"><x`, "", false},
		{"klingon", "", false},
		{"中文", "", false},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			before, err := e.ProjectMeta(p.ID)
			if err != nil {
				t.Fatal(err)
			}
			err = e.SetProjectMeta(p.ID, ProjectMeta{Language: tc.in})
			if tc.ok != (err == nil) || (err != nil && !errors.Is(err, ErrInvalid)) {
				t.Fatalf("SetProjectMeta(%q) = %v, want ok %v", tc.in, err, tc.ok)
			}
			got, err := e.ProjectMeta(p.ID)
			if err != nil {
				t.Fatal(err)
			}
			want := tc.want
			if !tc.ok {
				want = before.Language // a refused change changes nothing
			}
			if got.Language != want {
				t.Errorf("language = %q, want %q", got.Language, want)
			}
		})
	}
}
