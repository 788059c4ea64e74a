//go:build !race

package engine

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"inkflow/engine/importer"
	"inkflow/engine/search"
)

// nahanHeadings are the chapter headings of 呐喊 as scripts/eval.sh
// imports it, so chapter numbers are those of testdata/eval/nahan*.tsv.
var nahanHeadings = regexp.MustCompile(`^(《呐喊》自序|狂人日记|孔乙己|药|明天|一件小事|头发的故事|风波|故乡|阿Ｑ正传|端午节|白光|兔和猫|鸭的喜剧|社戏)$`)

// TestLateInteractionMovesParaphraseUp: with the shipped models (v1
// searches, v2's token table re-scores), paraphrases of 呐喊's stories
// from testdata/eval/nahan-paraphrase.tsv, searched by meaning alone, find
// their story higher with search.late-interaction on than off, and the
// setting applies to the next search. Before, the engine had no late
// interaction and both runs ranked alike.
func TestLateInteractionMovesParaphraseUp(t *testing.T) {
	e := openShippedEngine(t, Options{})
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "corpus", "dev", "zh", "luxun-nahan.txt"))
	if err != nil {
		t.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	chs, err := importer.Parse(data, importer.Options{HeadingPattern: nahanHeadings})
	if err != nil {
		t.Fatal(err)
	}
	p := mustProject(t, e, "呐喊")
	news := make([]NewChapter, len(chs))
	for i, c := range chs {
		news[i] = NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
	}
	if _, err := e.ImportChapters(p.ID, news); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := e.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	off := false
	rank := func(query string, chapter int) int {
		t.Helper()
		resp, err := e.Search(ctx, search.Request{Query: query, Project: p.ID, Mode: search.ModeParentChild, Hybrid: &off, K: 10})
		if err != nil {
			t.Fatal(err)
		}
		if resp.Fallback != "" {
			t.Fatalf("fallback: %s", resp.Fallback)
		}
		for i, r := range resp.Results {
			if r.ChapterIndex == chapter {
				return i + 1
			}
		}
		return 11
	}
	setBeta := func(beta float64) {
		t.Helper()
		if err := e.UpdateSettings(func(s *Settings) { s.Search.LateInteraction = beta }); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		query   string
		chapter int
	}{
		{"儿时一起捕鸟看瓜的好友多年后重逢，他却恭恭敬敬地用主仆的称呼叫我", 9},
		{"寡妇的独生儿子发烧，请了庸医开药也没救活，她一个人守着空屋", 5},
		{"孩子们夜里划船到邻村看台上的演出，回程路上偷摘田里的庄稼煮着吃", 15},
	} {
		setBeta(0)
		before := rank(tc.query, tc.chapter)
		setBeta(1)
		after := rank(tc.query, tc.chapter)
		t.Logf("chapter %d: rank %d off, %d on", tc.chapter, before, after)
		if after >= before {
			t.Errorf("%q: chapter %d at rank %d with late interaction, %d without; want higher", tc.query, tc.chapter, after, before)
		}
	}
}

// A late-interaction model that is not installed is refused by the
// settings, and one that cannot be read (gone since, or not a static
// model) leaves search without late interaction, saying why, instead of
// failing it.
func TestLateInteractionModelMissing(t *testing.T) {
	e := openShippedEngine(t, Options{})
	err := e.UpdateSettings(func(s *Settings) { s.Search.LateInteractionModel = "no-such-model" })
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("setting an uninstalled model: %v, want ErrInvalid", err)
	}
	s := search.Settings(e.Settings().Search)
	s.LateInteraction = 1 // on, whatever the default
	s.LateInteractionModel = "no-such-model"
	deps := e.late.withTokens(e.searchDeps(), s)
	if deps.Tokens != nil || deps.TokensMissing != `model "no-such-model" is not installed` {
		t.Fatalf("tokens %v, missing %q", deps.Tokens, deps.TokensMissing)
	}
	s.LateInteractionModel = search.DefaultSettings().LateInteractionModel
	if deps := e.late.withTokens(e.searchDeps(), s); deps.Tokens == nil || deps.TokensMissing != "" {
		t.Fatalf("shipped table: tokens %v, missing %q", deps.Tokens, deps.TokensMissing)
	}
}
