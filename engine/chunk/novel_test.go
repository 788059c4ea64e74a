package chunk

import (
	"context"
	"regexp"
	"slices"
	"testing"
	"time"
)

// splitChapters cuts a book at its chapter headings; text before the first
// heading is chapter 0, as the importer does.
func splitChapters(text string, heading *regexp.Regexp) []string {
	locs := heading.FindAllStringIndex(text, -1)
	var out []string
	prev := 0
	for _, l := range locs {
		if l[0] > prev {
			out = append(out, text[prev:l[0]])
		}
		prev = l[0]
	}
	return append(out, text[prev:])
}

// novelStats runs the indexing pipeline's chunking (SplitBlocks →
// PlanParents → Children) over a whole book, checking P1/P10 and P3/P4 on
// the way, and returns all child sizes.
type novelStats struct {
	chapters, blocks, parents, children int
	childSizes, parentSizes             []int
	smallChildren                       int // children < MinChildSize
	smallOutsideSmallParents            int // ... whose parent is not that small
	cliffs                              int // semantic cliffs found inside parents
	embedCalls, embedTexts              int
}

func chunkNovel(t *testing.T, text string, heading *regexp.Regexp, cfg Config) novelStats {
	t.Helper()
	ctx := context.Background()
	emb := &bigramEmbedder{dims: 256}
	counted := &bigramEmbedder{dims: 256} // for the cliff statistics only
	var st novelStats
	for _, ch := range splitChapters(text, heading) {
		st.chapters++
		blocks := SplitBlocks(ch)
		plans, err := PlanParents(ctx, emb, ch, blocks, cfg)
		if err != nil {
			t.Fatalf("chapter %d: PlanParents: %v", st.chapters-1, err)
		}
		checkParents(t, ch, blocks, plans, cfg) // P1 (one chapter in), P10
		st.blocks += len(blocks)
		st.parents += len(plans)
		rs := []rune(ch)
		for _, p := range plans {
			parent := string(rs[p.Start:p.End])
			st.parentSizes = append(st.parentSizes, p.End-p.Start)
			children, err := Children(ctx, emb, parent, cfg)
			if err != nil {
				t.Fatalf("chapter %d: Children: %v", st.chapters-1, err)
			}
			checkChildren(t, parent, children, cfg) // P3, P4, max child size
			// Count the cliffs the children were built around, to show the
			// semantic path is exercised, not just the size rules.
			if sents := SplitSentences(parent); len(sents) > 1 {
				vecs, _ := counted.Embed(ctx, spanTexts(parent, sents))
				st.cliffs += len(Cliffs(Similarities(vecs), cfg))
			}
			for _, c := range children {
				size := c.End - c.Start
				st.childSizes = append(st.childSizes, size)
				if size < cfg.MinChildSize {
					st.smallChildren++
					if p.End-p.Start >= cfg.MinChildSize {
						st.smallOutsideSmallParents++
					}
				}
			}
		}
	}
	st.children = len(st.childSizes)
	st.embedCalls, st.embedTexts = emb.calls, emb.texts
	slices.Sort(st.childSizes)
	slices.Sort(st.parentSizes)
	return st
}

func percentileInt(sorted []int, p int) int { return sorted[(len(sorted)-1)*p/100] }

// median is the middle value (the mean of the two middle values for an even
// count, rounded down).
func median(sorted []int) int {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// TestRealNovelSizes is the acceptance check on real novels: at
// least 99 % of children are 100–400 characters (the rest only where the
// whole parent is under 100), the median child is 200–300 characters, and
// P4/P10 hold throughout.
func TestRealNovelSizes(t *testing.T) {
	books := []struct {
		name, path string
		heading    *regexp.Regexp
	}{
		{"zh/sanguoyanyi", "../../../shared/corpus/dev/zh/sanguoyanyi.txt", regexp.MustCompile(`(?m)^第[一二三四五六七八九十百零〇]+回`)},
		{"en/frankenstein", "../../../shared/corpus/dev/en/frankenstein.txt", regexp.MustCompile(`(?m)^(?:Letter|Chapter) \d+\s*$`)},
	}
	modes := []CliffMode{CliffDrop, CliffPercentile}
	for _, book := range books {
		text := readCorpus(t, book.path)
		for _, mode := range modes {
			t.Run(book.name+"/"+string(mode), func(t *testing.T) {
				cfg := DefaultConfig()
				cfg.CliffMode = mode
				began := time.Now()
				st := chunkNovel(t, text, book.heading, cfg)
				took := time.Since(began)
				if st.children == 0 {
					t.Fatal("no children")
				}
				inRange := 0
				for _, s := range st.childSizes {
					if s >= cfg.MinChildSize && s <= cfg.MaxChildSize {
						inRange++
					}
				}
				share := float64(inRange) / float64(st.children)
				med := median(st.childSizes)
				t.Logf("%d runes, %d chapters, %d blocks, %d parents (p50 %d, max %d), %d children: in [100,400] %.2f%%, min %d p1 %d p50 %d p99 %d max %d; %d children < 100 (all in parents < 100); %d cliffs; %d embed calls for %d texts; %v",
					runeLen(text), st.chapters, st.blocks, st.parents, median(st.parentSizes), st.parentSizes[len(st.parentSizes)-1],
					st.children, 100*share, st.childSizes[0], percentileInt(st.childSizes, 1), med, percentileInt(st.childSizes, 99), st.childSizes[len(st.childSizes)-1],
					st.smallChildren, st.cliffs, st.embedCalls, st.embedTexts, took.Round(time.Millisecond))
				if share < 0.99 {
					t.Errorf("only %.2f%% of children are 100–400 characters, want ≥ 99%%", 100*share)
				}
				if st.smallOutsideSmallParents > 0 {
					t.Errorf("%d children under 100 characters belong to parents of 100 or more", st.smallOutsideSmallParents)
				}
				if st.cliffs == 0 {
					t.Errorf("no semantic cliffs in a whole novel: the cliff path is not exercised")
				}
				if med < 200 || med > 300 {
					t.Errorf("median child size %d, want 200–300", med)
				}
			})
		}
	}
}
