package engine

import (
	"context"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/engine/index/indextest"
	"inkflow/storage"
	"inkflow/storage/keyword"
)

// summaryChapter has three paragraphs about one subject (a mountain trip)
// and a digression, so the centroid sits on the trip.
const summaryChapter = `第一回 山中访友

书生清晨上山访友，山路上雾气很重。书生背着竹篓，沿着山路慢慢上山。半路上书生在石头旁边休息，望着山路上的雾气。

他想起小时候家里养的一只黄猫。那猫最爱晒太阳。

到了山顶，书生见到老友，两人在山路边的小屋里喝茶。老友说山上雾气重，书生上山辛苦了。`

const summaryChapterEN = `Chapter 1

The scholar climbed the mountain road at dawn to visit his old friend. Fog lay thick on the mountain road. The scholar rested on a stone beside the mountain road and watched the fog.

He remembered a yellow cat from his childhood. It loved the sun.

At the top the scholar met his old friend, and they drank tea by the mountain road. His friend said the fog on the mountain road was heavy that morning.`

// sentencesInOrder reports whether summary is a concatenation (joined by
// sep) of trimmed sentences of chapter taken in text order.
func sentencesInOrder(chapter, summary, sep string) bool {
	rs := []rune(chapter)
	rest := summary
	n := 0
	for _, sp := range chunk.SplitSentences(chapter) {
		s := strings.TrimSpace(string(rs[sp.Start:sp.End]))
		if s == "" {
			continue
		}
		if n > 0 && strings.HasPrefix(rest, sep+s) {
			rest = rest[len(sep+s):]
			n++
		} else if n == 0 && strings.HasPrefix(rest, s) {
			rest = rest[len(s):]
			n++
		}
	}
	return n > 0 && rest == ""
}

func TestExtractSummary(t *testing.T) {
	emb := indextest.Bigram{}
	long := strings.Repeat("很长的句子没有标点", 40) + "。"
	tests := []struct {
		name, text, sep string
		maxRunes        int
		want            func(string) bool
	}{
		{"chinese", summaryChapter, "", autoSummaryBudgetCJK, func(s string) bool {
			return !strings.Contains(s, "黄猫") && strings.Contains(s, "书生")
		}},
		{"english", summaryChapterEN, " ", autoSummaryBudgetLatin, func(s string) bool {
			return !strings.Contains(s, "cat") && strings.Contains(s, "mountain road")
		}},
		{"one sentence", "书生清晨上山访友。", "", autoSummaryBudgetCJK, func(s string) bool { return s == "书生清晨上山访友。" }},
		{"empty", " \n\n ", "", 0, func(s string) bool { return s == "" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := extractSummary(context.Background(), emb, tt.text)
			must(t, err)
			if !tt.want(got) {
				t.Fatalf("summary %q", got)
			}
			if got == "" {
				return
			}
			if !sentencesInOrder(tt.text, got, tt.sep) {
				t.Errorf("summary %q is not sentences of the chapter in text order", got)
			}
			if n := len([]rune(got)); n > tt.maxRunes {
				t.Errorf("summary has %d runes, budget %d", n, tt.maxRunes)
			}
			if n := len(chunk.SplitSentences(got)); n > autoSummarySentences {
				t.Errorf("summary has %d sentences", n)
			}
		})
	}
	// A sentence longer than the budget is kept whole up to twice the
	// budget; a longer one is cut at the budget under an ellipsis.
	t.Run("over budget", func(t *testing.T) {
		got, err := extractSummary(context.Background(), emb, long)
		must(t, err)
		if got != long {
			t.Fatalf("a sentence of %d runes, over the budget, gave %q", len([]rune(long)), got)
		}
		longer := strings.Repeat("很长的句子没有标点", 50) + "。"
		got, err = extractSummary(context.Background(), emb, longer)
		must(t, err)
		if n := len([]rune(got)); n != autoSummaryBudgetCJK || !strings.HasSuffix(got, "…") {
			t.Fatalf("a sentence over twice the budget gave %d runes: %q", n, got)
		}
	})
}

// TestGeneratedSummaryLifecycle: a chapter without a summary gets a
// generated one when it is indexed, searchable as kind "summary", made of
// sentences the indexing already embedded; the author's replaces it and
// survives chapter edits; removing the author's brings a generated one
// back; deleting the chapter leaves nothing (P6).
func TestGeneratedSummaryLifecycle(t *testing.T) {
	emb := newBigram()
	e := openEngine(t, "", emb, testDebounceNever)
	p := mustProject(t, e, "p")
	// Long enough that chunking embeds the sentences of every parent.
	text := summaryChapter + "\n\n" + plainText(7, 1200)
	c := mustChapter(t, e, p.ID, "第一回", text)
	flush(t, e)
	checkInvariants(t, e)

	got, generated, err := e.ChapterSummary(c.ID)
	must(t, err)
	if !generated || got == "" || !sentencesInOrder(text, got, "") {
		t.Fatalf("ChapterSummary = %q, %v: want generated sentences of the chapter in order", got, generated)
	}
	if _, ok, _ := e.Summary(c.ID); ok {
		t.Error("Summary reports the generated summary as the author's")
	}
	// The generator embedded no sentence twice: what chunking embedded
	// came from the cache.
	texts := emb.Texts()
	slices.Sort(texts)
	if d := len(texts) - len(slices.Compact(texts)); d != 0 {
		t.Errorf("%d texts were embedded twice", d)
	}
	// Searchable as a summary.
	hits, err := e.Keyword().Search(keyword.Query{Text: got, Project: p.ID, Kinds: []string{keyword.KindSummary}, K: 3})
	must(t, err)
	if len(hits) == 0 {
		t.Fatal("the generated summary is not in the keyword index")
	}

	// Re-indexing the unchanged chapter embeds nothing and keeps it (P7).
	emb.Reset()
	must(t, e.Reindex(context.Background(), p.ID))
	if n := emb.Count(); n != 0 {
		t.Errorf("re-indexing unchanged content embedded %d texts", n)
	}
	if again, _, _ := e.ChapterSummary(c.ID); again != got {
		t.Errorf("summary changed on re-index: %q → %q", got, again)
	}

	// The author's summary replaces it and survives a chapter edit.
	const mine = "书生上山看望老朋友。"
	_, err = e.SetSummary(c.ID, mine)
	must(t, err)
	_, err = e.SaveChapter(c.ID, "第一回", "书生下山回家。路上又起了大雾。\n\n"+text)
	must(t, err)
	flush(t, e)
	if s, generated, err := e.ChapterSummary(c.ID); err != nil || generated || s != mine {
		t.Fatalf("after an edit: %q, %v, %v; want the author's", s, generated, err)
	}
	checkInvariants(t, e)

	// Adopting the generated text verbatim makes it the author's.
	_, err = e.SetSummary(c.ID, "")
	must(t, err)
	flush(t, e)
	gen, generated, err := e.ChapterSummary(c.ID)
	must(t, err)
	if !generated || gen == "" {
		t.Fatalf("after deleting the author's summary: %q, %v", gen, generated)
	}
	_, err = e.SetSummary(c.ID, gen)
	must(t, err)
	if s, ok, err := e.Summary(c.ID); err != nil || !ok || s.Generated || s.Text != gen {
		t.Fatalf("adopted summary: %+v %v %v", s, ok, err)
	}

	must(t, e.DeleteChapter(c.ID))
	flush(t, e)
	checkInvariants(t, e)
	must(t, e.DB().View(func(tx *storage.Tx) error {
		n, err := tx.Counts()
		if n.Parents+n.Children+n.Blocks+n.Summaries != 0 {
			t.Errorf("left behind: %+v", n)
		}
		return err
	}))
	if _, _, err := e.ChapterSummary(c.ID); err == nil {
		t.Error("ChapterSummary of a deleted chapter succeeded")
	}
}

// TestChapterSummaryBeforeIndexing: a chapter not yet indexed still has a
// generated summary (computed on the spot) when a model is loaded, and an
// error wrapping ErrNoModel when not.
func TestChapterSummaryBeforeIndexing(t *testing.T) {
	e, p := openProject(t, "p")
	c := mustChapter(t, e, p.ID, "c", summaryChapterEN)
	got, generated, err := e.ChapterSummary(c.ID)
	must(t, err)
	if !generated || !sentencesInOrder(summaryChapterEN, got, " ") {
		t.Fatalf("on-the-spot summary %q, %v", got, generated)
	}
	e.SetEmbedder(nil)
	c2 := mustChapter(t, e, p.ID, "c2", summaryChapter)
	if _, _, err := e.ChapterSummary(c2.ID); err == nil {
		t.Fatal("no error without a model")
	}
}

// TestScoreByCentroidScores: the two-pass scoring gives, bit for bit, the
// scores of unit vectors held as float64 copies (the code before it),
// for vectors of any length, zero vectors and short ones included.
func TestScoreByCentroidScores(t *testing.T) {
	copies := func(vecs [][]float32) []float64 {
		dims := len(vecs[0])
		centroid := make([]float64, dims)
		unit := make([][]float64, len(vecs))
		for i, v := range vecs {
			u := make([]float64, dims)
			var n float64
			for j := 0; j < dims && j < len(v); j++ {
				u[j] = float64(v[j])
				n += u[j] * u[j]
			}
			if n > 0 {
				n = math.Sqrt(n)
				for j := range u {
					u[j] /= n
				}
			}
			unit[i] = u
			for j := range u {
				centroid[j] += u[j]
			}
		}
		var cn float64
		for _, x := range centroid {
			cn += x * x
		}
		cn = math.Sqrt(cn)
		out := make([]float64, len(vecs))
		for i, u := range unit {
			var dot float64
			for j := range u {
				dot += u[j] * centroid[j]
			}
			if cn > 0 {
				dot /= cn
			}
			out[i] = dot
		}
		return out
	}
	rng := rand.New(rand.NewPCG(3, 4))
	random := func(n, dims int) [][]float32 {
		vecs := make([][]float32, n)
		for i := range vecs {
			vecs[i] = make([]float32, dims)
			for j := range vecs[i] {
				vecs[i][j] = float32(rng.NormFloat64())
			}
		}
		return vecs
	}
	withOdd := random(20, 16)
	withOdd[3] = make([]float32, 16) // a zero vector
	withOdd[7] = withOdd[7][:9]      // a short one
	tests := []struct {
		name string
		vecs [][]float32
	}{
		{"one", random(1, 8)},
		{"many", random(500, 64)},
		{"zero and short vectors", withOdd},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ss := make([]summarySentence, len(tt.vecs))
			scoreByCentroid(ss, tt.vecs)
			for i, want := range copies(tt.vecs) {
				if math.Float64bits(ss[i].score) != math.Float64bits(want) {
					t.Fatalf("sentence %d: score %v, want %v", i, ss[i].score, want)
				}
			}
		})
	}
}

// TestWholeSentences: a chapter's sentences for a summary join the spans
// chunking cuts at a semicolon, inside a quotation and before the words
// that go on after a question ("said he"); a paragraph that is a
// quotation gives its sentences one by one between its marks; a line
// without a stop, a sentence starting with a closing quote or a lowercase
// word is no whole sentence; a stop inside italics or bold ends none (a
// summary showed "_The girl lit the lamp alone." with its marker open).
func TestWholeSentences(t *testing.T) {
	type sent struct {
		text  string
		whole bool
	}
	tests := []struct {
		name, text string
		want       []sent
	}{
		{"semicolon", "他在山路上走了很久；天黑了才到。第二天又下山。",
			[]sent{{"他在山路上走了很久；天黑了才到。", true}, {"第二天又下山。", true}}},
		{"stop inside a quotation", "掌柜忽然说，“老张好久没来了。他还欠十九个钱呢！”大家都不作声。",
			[]sent{{"掌柜忽然说，“老张好久没来了。他还欠十九个钱呢！”", true}, {"大家都不作声。", true}}},
		{"corner brackets", "玄德曰：「吾欲往。汝可同行？」众皆应诺。",
			[]sent{{"玄德曰：「吾欲往。汝可同行？」", true}, {"众皆应诺。", true}}},
		{"speech over paragraphs", "“我还记得那年冬天。雪下得很大，河都冻住了……\n“后来呢？”",
			[]sent{{"“我还记得那年冬天。”", true}, {"“雪下得很大，河都冻住了……”", true}, {"“后来呢？”", true}}},
		{"quotation then narration", "“你先走。”他说完就转身走了。",
			[]sent{{"“你先走。”", true}, {"他说完就转身走了。", true}}},
		{"heading", "第一回 山中访友\n书生上山。",
			[]sent{{"第一回 山中访友", false}, {"书生上山。", true}}},
		{"closing quote first", "”他这才走了。",
			[]sent{{"”他这才走了。", false}}},
		{"said he", "“Is it you?” said he. I nodded.",
			[]sent{{"“Is it you?” said he.", true}, {"I nodded.", true}}},
		{"english semicolon", "He waited; nobody came. The night fell.",
			[]sent{{"He waited; nobody came.", true}, {"The night fell.", true}}},
		{"english speech", "“The spring came at last. The birds sang.\n“Then the rains.”",
			[]sent{{"“The spring came at last.”", true}, {"“The birds sang.”", true}, {"“Then the rains.”", true}}},
		{"apostrophes", "The merchant’s house stood empty. Nobody’d lived there.",
			[]sent{{"The merchant’s house stood empty.", true}, {"Nobody’d lived there.", true}}},
		{"signature and lowercase line", "Robert Walton\nand so it ended.",
			[]sent{{"Robert Walton", false}, {"and so it ended.", false}}},
		{"stop inside italics", "The last line read: _The girl lit the lamp alone. I was afraid._ She closed the book.",
			[]sent{{"The last line read: _The girl lit the lamp alone. I was afraid._ She closed the book.", true}}},
		{"stop inside bold", "**Stop. Now.** He stopped.",
			[]sent{{"**Stop. Now.** He stopped.", true}}},
		{"italics within a sentence", "The _Margaret_ is late. She waits.",
			[]sent{{"The _Margaret_ is late.", true}, {"She waits.", true}}},
		{"italics left open", "She said _no. Then left.",
			[]sent{{"She said _no.", true}, {"Then left.", true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []sent
			for _, s := range wholeSentences(tt.text) {
				got = append(got, sent{s.text, s.whole})
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("wholeSentences(%q)\n got %+v\nwant %+v", tt.text, got, tt.want)
			}
		})
	}
}

// TestExtractSummaryHoldsWholeSentences: a summary of a chapter whose
// sentences go on after semicolons and through quotations is made of
// whole sentences — ending with a stop, its quotations closed, not
// starting in the middle of one. It held 吃人的人，什么事做不出； and
// 忽然说，“孔乙己长久没有来了。 (Lu Xun's 呐喊), and "nor can I doubt …”
// (Frankenstein).
func TestExtractSummaryHoldsWholeSentences(t *testing.T) {
	chapters := []struct{ name, text string }{
		{"chinese", `　　书生清晨上山访友；山路上雾气很重，书生走得很慢。书生在石头旁边坐下，心里想着老友；老友住在山顶的小屋里。
　　到了山顶，老友迎出来，说，“书生来了。山路上雾气重，快进屋喝茶！”书生笑道，“山路不难走。雾气虽重，我还是来了。”
　　“你还记得那年冬天么？山路上雪下得很大；我们在小屋里喝了一夜的茶。
　　“后来书生下山去了，老友一直在山顶等他。”`},
		{"english", `The scholar climbed the mountain road at dawn; the fog lay thick on the road. He rested on a stone by the mountain road; his old friend lived at the top.
“Is the mountain road hard?” asked the friend. “The fog is thick on the mountain road. Come in and drink tea!”
“I climbed the mountain road in the fog. The road was long; the fog was thick.
“Then I reached the top of the mountain road at last.”`},
	}
	stop := regexp.MustCompile(`[。！？!?….][”’」』"]*$`)
	for _, c := range chapters {
		t.Run(c.name, func(t *testing.T) {
			got, err := extractSummary(context.Background(), indextest.Bigram{}, c.text)
			must(t, err)
			first, _ := utf8.DecodeRuneInString(got)
			switch {
			case got == "":
				t.Fatal("empty summary")
			case !stop.MatchString(got):
				t.Errorf("summary %q does not end with a stop", got)
			case strings.Count(got, "“") != strings.Count(got, "”"):
				t.Errorf("summary %q leaves a quotation open", got)
			case strings.ContainsRune("”」』，；;,", first) || unicode.IsLower(first):
				t.Errorf("summary %q starts in the middle of a sentence", got)
			}
			// Each of its sentences is one of the chapter's whole ones.
			whole := map[string]bool{}
			for _, s := range wholeSentences(c.text) {
				whole[s.text] = s.whole
			}
			for _, s := range wholeSentences(got) {
				if !whole[s.text] {
					t.Errorf("summary %q holds %q, not a whole sentence of the chapter", got, s.text)
				}
			}
		})
	}
}
