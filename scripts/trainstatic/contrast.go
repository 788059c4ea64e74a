package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"unicode"

	"inkflow/engine/chunk"
	"inkflow/engine/importer"
	"inkflow/model/tokenizer"
)

// Contrastive fine-tuning of the token table (optional, -ict-steps > 0).
//
// PPMI-SVD learns which tokens occur together, not which passage answers
// which question. This step starts from the PPMI-SVD table and trains the
// token vectors so that a sentence lands near its own context: pairs are
// drawn from the training paragraphs as in the Inverse Cloze Task (Lee et
// al. 2019: one sentence against the rest of its paragraph) or, for a
// share of them, a sentence against the next one (the adjacency the
// chunker's cliffs rely on). Every other pair of the batch is a negative
// (in-batch negatives), and the loss is the symmetric InfoNCE of the
// cosine similarities at temperature τ. The SIF weights stay fixed; the
// sentence vector is the graph's weighted mean, so what is trained is
// exactly what the ONNX graph computes (the common components are
// recomputed afterwards, as without this step).
//
// Determinism: pairs come from a generator seeded by -seed, the batch
// order is fixed, per-example work is split among workers into disjoint
// slots, and the gradients are summed in example order, so the table does
// not depend on the number of workers.

// ictConfig holds the contrastive step's settings.
type ictConfig struct {
	// Steps is the number of batches (0: no contrastive training).
	Steps int
	// Batch is the number of pairs per step.
	Batch int
	// LR is Adam's learning rate.
	LR float64
	// Tau is the InfoNCE temperature.
	Tau float64
	// Adjacent is the share of pairs that are a sentence and the next one
	// rather than a sentence and the rest of its paragraph.
	Adjacent float64
	// SameBook is the share of batches whose pairs all come from one
	// book. Their in-batch negatives are passages of the same novel, with
	// its names and its style, which is what a search inside one novel
	// has to tell apart; pairs from other books are easy negatives.
	SameBook float64
	// Titles is the share of pairs that are a chapter's title phrase (the
	// half of a 回目, an English chapter's title line: see
	// importer.Chapter.TitlePhrases) against the whole chapter: a short
	// summary the text does not quote, the way an author remembers a
	// scene, rather than a sentence of the text itself.
	Titles float64
}

// ictLabel is the manifest's words for the contrastive step.
func (c ictConfig) label() string {
	l := fmt.Sprintf("ICT contrastive %d×%d, τ %g, lr %g, adjacent %g", c.Steps, c.Batch, c.Tau, c.LR, c.Adjacent)
	// Each only when set, so that models trained before it keep their bytes.
	if c.SameBook > 0 {
		l += fmt.Sprintf(", same-book batches %g", c.SameBook)
	}
	if c.Titles > 0 {
		l += fmt.Sprintf(", title pairs %g", c.Titles)
	}
	return l
}

func (c ictConfig) validate() error {
	switch {
	case c.Steps < 0:
		return fmt.Errorf("ict steps %d is negative", c.Steps)
	case c.Steps == 0:
		return nil
	case c.Batch < 2:
		return fmt.Errorf("ict batch %d < 2 (in-batch negatives need two pairs)", c.Batch)
	case !(c.LR > 0 && c.LR < 1):
		return fmt.Errorf("ict learning rate %v outside (0, 1)", c.LR)
	case !(c.Tau > 0 && c.Tau <= 1):
		return fmt.Errorf("ict temperature %v outside (0, 1]", c.Tau)
	case !(c.Adjacent >= 0 && c.Adjacent <= 1):
		return fmt.Errorf("ict adjacent share %v outside [0, 1]", c.Adjacent)
	case !(c.SameBook >= 0 && c.SameBook <= 1):
		return fmt.Errorf("ict same-book share %v outside [0, 1]", c.SameBook)
	case !(c.Titles >= 0 && c.Titles < 1):
		return fmt.Errorf("ict title share %v outside [0, 1)", c.Titles)
	}
	return nil
}

// bag is a text as the graph sees it: the table rows it averages and
// each row's share of the weighted mean (w / Σw).
type bag struct {
	rows  []int32
	coefs []float32
}

// ictPair is one positive pair.
type ictPair struct{ query, doc bag }

// ictPairs draws steps×batch pairs from the paragraphs of files: a
// reservoir sample of the paragraphs with at least two sentences (all of
// them when there are fewer), then one pair from each, going round the
// pairs again when more are wanted. Texts whose rows all have weight zero
// are skipped. With c.Titles set, that share of the pairs are chapter
// titles against their chapters (titlePairs) instead, shuffled in among
// the others; with c.SameBook set, the pairs are then grouped into
// batches (sameBookBatches).
func ictPairs(files []corpusFile, m *staticModel, tok *tokenizer.Tokenizer, c ictConfig, seed uint64) ([]ictPair, error) {
	total := c.Steps * c.Batch
	titles := int(math.Round(c.Titles * float64(total)))
	want := total - titles // sentence pairs
	rng := rand.New(rand.NewPCG(seed, 0x1c7))
	type para struct {
		sents []string
		book  int // index into files
	}
	var (
		pool []para // sampled paragraphs
		seen int64
	)
	for fi, f := range files {
		paras, err := readParagraphs(f.Path)
		if err != nil {
			return nil, err
		}
		for _, p := range paras {
			sents := sentencesOf(p)
			if len(sents) < 2 {
				continue
			}
			if len(pool) < want {
				pool = append(pool, para{sents, fi})
			} else if j := rng.Int64N(seen + 1); j < int64(want) {
				pool[j] = para{sents, fi}
			}
			seen++
		}
	}
	if len(pool) < c.Batch {
		return nil, fmt.Errorf("ict: %d paragraphs with two sentences or more, fewer than a batch of %d", len(pool), c.Batch)
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	pairs := make([]ictPair, 0, len(pool))
	books := make([]int, 0, len(pool))
	for _, p := range pool {
		sents := p.sents
		i := rng.IntN(len(sents))
		var q, d string
		if rng.Float64() < c.Adjacent {
			i = min(i, len(sents)-2)
			q, d = sents[i], sents[i+1]
		} else {
			q = sents[i]
			d = strings.Join(append(append([]string{}, sents[:i]...), sents[i+1:]...), "")
		}
		qb, db := m.bagOf(tok.Encode(q, maxTokens)), m.bagOf(tok.Encode(d, maxTokens))
		if len(qb.rows) == 0 || len(db.rows) == 0 {
			continue
		}
		pairs = append(pairs, ictPair{qb, db})
		books = append(books, p.book)
	}
	if titles > 0 {
		tp, tb, err := titlePairs(files, m, tok)
		if err != nil {
			return nil, err
		}
		if len(tp) == 0 {
			return nil, fmt.Errorf("ict: no chapter titles in the corpus for -ict-titles")
		}
		order := rng.Perm(len(tp))
		for i := range titles { // fewer titles than wanted: go round again
			j := order[i%len(order)]
			pairs, books = append(pairs, tp[j]), append(books, tb[j])
		}
		rng.Shuffle(len(pairs), func(i, j int) {
			pairs[i], pairs[j] = pairs[j], pairs[i]
			books[i], books[j] = books[j], books[i]
		})
	}
	if len(pairs) == 0 {
		return nil, fmt.Errorf("ict: no pair with known tokens on both sides")
	}
	if c.SameBook > 0 {
		pairs = sameBookBatches(pairs, books, c.Batch, c.SameBook, rng)
	}
	drawn := len(pairs)
	for len(pairs) < total { // a small corpus, or skipped pairs: go round again
		pairs = append(pairs, pairs[len(pairs)%drawn])
	}
	return pairs[:total], nil
}

// titlePairs pairs each title phrase of the files' chapters (as the
// importer detects them) with its whole chapter, in file and chapter
// order; book[i] is pair i's file.
func titlePairs(files []corpusFile, m *staticModel, tok *tokenizer.Tokenizer) (pairs []ictPair, book []int, err error) {
	for fi, f := range files {
		data, err := os.ReadFile(f.Path)
		if err != nil {
			return nil, nil, fmt.Errorf("ict titles: %w", err)
		}
		// The lines as the file has them, as when these pairs were
		// measured (README), before imports joined hard-wrapped lines.
		chs, err := importer.Parse(data, importer.Options{KeepLineBreaks: true})
		if err != nil {
			return nil, nil, fmt.Errorf("ict titles: %s: %w", f.Rel, err)
		}
		for _, ch := range chs {
			if ch.Index == 0 {
				continue
			}
			doc := m.bagOf(tok.Encode(ch.Text, wholeText))
			for _, t := range ch.TitlePhrases() {
				q := m.bagOf(tok.Encode(t, maxTokens))
				if len(q.rows) > 0 && len(doc.rows) > 0 {
					pairs, book = append(pairs, ictPair{q, doc}), append(book, fi)
				}
			}
		}
	}
	return pairs, book, nil
}

// wholeText is a token limit no chapter reaches: a title's chapter is
// read whole.
const wholeText = 1 << 30

// sameBookBatches reorders pairs (book[i] is pair i's book) so that a
// share of the batches of size b hold pairs of one book only: each book's
// pairs, in their drawn order, are cut into whole batches; a seeded
// shuffle picks share × (all batches) of them; every other pair keeps its
// order and fills the mixed batches; then the batch order is shuffled.
// The result holds the same pairs, so the number of passes is unchanged;
// pairs must not be empty.
func sameBookBatches(pairs []ictPair, book []int, b int, share float64, rng *rand.Rand) []ictPair {
	byBook := map[int][]int{}
	var order []int // books in first-seen order, for a fixed iteration
	for i, bk := range book {
		if _, ok := byBook[bk]; !ok {
			order = append(order, bk)
		}
		byBook[bk] = append(byBook[bk], i)
	}
	var whole [][]int // candidate one-book batches
	for _, bk := range order {
		idx := byBook[bk]
		for len(idx) >= b {
			whole = append(whole, idx[:b])
			idx = idx[b:]
		}
	}
	rng.Shuffle(len(whole), func(i, j int) { whole[i], whole[j] = whole[j], whole[i] })
	whole = whole[:min(len(whole), int(math.Round(share*float64(len(pairs)/b))))]
	used := make([]bool, len(pairs))
	batches := append([][]int{}, whole...)
	for _, w := range whole {
		for _, i := range w {
			used[i] = true
		}
	}
	var mixed []int
	for i := range pairs {
		if !used[i] {
			mixed = append(mixed, i)
		}
	}
	for len(mixed) > 0 {
		n := min(b, len(mixed))
		batches = append(batches, mixed[:n])
		mixed = mixed[n:]
	}
	// A short last batch stays last: the trainer reads whole batches only.
	full := len(batches)
	if len(batches[full-1]) < b {
		full--
	}
	rng.Shuffle(full, func(i, j int) { batches[i], batches[j] = batches[j], batches[i] })
	out := make([]ictPair, 0, len(pairs))
	for _, bt := range batches {
		for _, i := range bt {
			out = append(out, pairs[i])
		}
	}
	return out
}

// sentencesOf splits a paragraph as the indexer does, dropping blank ones.
func sentencesOf(para string) []string {
	rs := []rune(para)
	var out []string
	for _, sp := range chunk.SplitSentences(para) {
		if s := strings.TrimFunc(string(rs[sp.Start:sp.End]), unicode.IsSpace); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// bagOf lists the rows weightedMean would average for ids, with their
// shares of the mean.
func (m *staticModel) bagOf(ids []int64) bag {
	var b bag
	var total float64
	add := func(row int64) {
		if w := m.weights[row]; w != 0 {
			b.rows = append(b.rows, int32(row))
			b.coefs = append(b.coefs, w)
			total += float64(w)
		}
	}
	m.eachRow(ids, add)
	for i := range b.coefs {
		b.coefs[i] = float32(float64(b.coefs[i]) / total)
	}
	return b
}

// trainICT fine-tunes m.emb on pairs (len = Steps×Batch) with Adam and
// returns the mean loss of the first and the last tenth of the steps.
func trainICT(m *staticModel, pairs []ictPair, c ictConfig, workers int, logf logFunc) (first, last float64) {
	d := m.dims
	adam := newSparseAdam(len(m.emb)/d, d, c.LR)
	b := c.Batch
	q := make([][]float64, b) // unit sentence vectors
	k := make([][]float64, b)
	qn := make([]float64, b) // norms before normalisation
	kn := make([]float64, b)
	for i := range q {
		q[i], k[i] = make([]float64, d), make([]float64, d)
	}
	sim := make([]float64, b*b)
	gq, gk := make([][]float64, b), make([][]float64, b)
	for i := range gq {
		gq[i], gk[i] = make([]float64, d), make([]float64, d)
	}
	grad := map[int32][]float64{}
	tenth := max(1, c.Steps/10)
	var sumFirst, sumLast float64
	for step := 0; step < c.Steps; step++ {
		batch := pairs[step*b : (step+1)*b]
		parallelFor(b, workers, func(i int) {
			qn[i] = m.unitMean(batch[i].query, q[i])
			kn[i] = m.unitMean(batch[i].doc, k[i])
		})
		parallelFor(b, workers, func(i int) {
			for j := 0; j < b; j++ {
				sim[i*b+j] = dot64(q[i], k[j]) / c.Tau
			}
		})
		loss := infoNCEGrad(sim, b) // sim now holds dL/dsim
		// dL/dq_i = Σ_j g_ij k_j / τ and dL/dk_j = Σ_i g_ij q_i / τ.
		parallelFor(b, workers, func(i int) {
			clear(gq[i])
			for j := 0; j < b; j++ {
				axpy(gq[i], sim[i*b+j]/c.Tau, k[j])
			}
		})
		parallelFor(b, workers, func(j int) {
			clear(gk[j])
			for i := 0; i < b; i++ {
				axpy(gk[j], sim[i*b+j]/c.Tau, q[i])
			}
		})
		clear(grad)
		for i := 0; i < b; i++ {
			throughNorm(gq[i], q[i], qn[i])
			throughNorm(gk[i], k[i], kn[i])
			scatter(grad, batch[i].query, gq[i], d)
			scatter(grad, batch[i].doc, gk[i], d)
		}
		adam.step(m.emb, grad, d, workers)
		switch {
		case step < tenth:
			sumFirst += loss
		case step >= c.Steps-tenth:
			sumLast += loss
		}
		if (step+1)%max(1, c.Steps/10) == 0 {
			logf("  ict step %d/%d loss %.4f", step+1, c.Steps, loss)
		}
	}
	return sumFirst / float64(tenth), sumLast / float64(tenth)
}

// unitMean writes the unit-length weighted mean of bg into out and returns
// the mean's length.
func (m *staticModel) unitMean(bg bag, out []float64) float64 {
	d := m.dims
	clear(out)
	for t, r := range bg.rows {
		c := float64(bg.coefs[t])
		for j, x := range m.emb[int(r)*d : (int(r)+1)*d] {
			out[j] += c * float64(x)
		}
	}
	n := math.Max(math.Sqrt(dot64(out, out)), 1e-12)
	for j := range out {
		out[j] /= n
	}
	return n
}

// infoNCEGrad replaces the b×b logits by the gradient of the symmetric
// InfoNCE loss ½(CE over rows + CE over columns), averaged over the batch,
// with the diagonal as the positives, and returns the loss.
func infoNCEGrad(logits []float64, b int) float64 {
	g := make([]float64, len(logits))
	var loss float64
	// soft adds one cross-entropy's softmax to the gradient and returns
	// its log-sum-exp, the loss's share of it.
	soft := func(at func(int) int) float64 {
		lse := logSumExp(logits, b, at)
		for x := 0; x < b; x++ {
			g[at(x)] += math.Exp(logits[at(x)]-lse) / (2 * float64(b))
		}
		return lse
	}
	for i := 0; i < b; i++ {
		row := func(j int) int { return i*b + j }
		col := func(j int) int { return j*b + i }
		loss += soft(row) + soft(col) - 2*logits[i*b+i]
		g[i*b+i] -= 1 / float64(b)
	}
	copy(logits, g)
	return loss / (2 * float64(b))
}

func logSumExp(x []float64, b int, at func(int) int) float64 {
	mx := math.Inf(-1)
	for j := 0; j < b; j++ {
		mx = math.Max(mx, x[at(j)])
	}
	var z float64
	for j := 0; j < b; j++ {
		z += math.Exp(x[at(j)] - mx)
	}
	return mx + math.Log(z)
}

// throughNorm turns a gradient with respect to the unit vector u = v/|v|
// into one with respect to v: (g − u (u·g)) / |v|, in place.
func throughNorm(g, u []float64, norm float64) {
	p := dot64(u, g)
	for j := range g {
		g[j] = (g[j] - u[j]*p) / norm
	}
}

// scatter adds coef·g to the gradient of every row of bg.
func scatter(grad map[int32][]float64, bg bag, g []float64, d int) {
	for t, r := range bg.rows {
		acc, ok := grad[r]
		if !ok {
			acc = make([]float64, d)
			grad[r] = acc
		}
		axpy(acc, float64(bg.coefs[t]), g)
	}
}

func axpy(y []float64, a float64, x []float64) {
	for j, v := range x {
		y[j] += a * v
	}
}

// parallelFor runs fn(0..n-1) on workers goroutines, each on its own
// contiguous range.
func parallelFor(n, workers int, fn func(int)) {
	workers = max(1, min(workers, n))
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		lo, hi := n*w/workers, n*(w+1)/workers
		wg.Go(func() {
			for i := lo; i < hi; i++ {
				fn(i)
			}
		})
	}
	wg.Wait()
}

// sparseAdam is Adam applied to the rows that have a gradient ("lazy"
// Adam, as PyTorch's SparseAdam): a row's moments and bias correction
// advance only when it is updated, so rare tokens are not dragged by stale
// momentum.
type sparseAdam struct {
	lr         float64
	m, v       []float64
	t          []int32 // updates of each row so far
	b1, b2, ep float64
}

func newSparseAdam(rows, d int, lr float64) *sparseAdam {
	return &sparseAdam{lr: lr, m: make([]float64, rows*d), v: make([]float64, rows*d), t: make([]int32, rows), b1: 0.9, b2: 0.999, ep: 1e-8}
}

// step updates the rows of emb (d wide) that grad holds.
func (a *sparseAdam) step(emb []float32, grad map[int32][]float64, d, workers int) {
	rows := make([]int32, 0, len(grad))
	for r := range grad {
		rows = append(rows, r)
	}
	parallelFor(len(rows), workers, func(i int) {
		r := int(rows[i])
		a.t[r]++
		c1 := 1 - math.Pow(a.b1, float64(a.t[r]))
		c2 := 1 - math.Pow(a.b2, float64(a.t[r]))
		for j, g := range grad[rows[i]] {
			x := r*d + j
			a.m[x] = a.b1*a.m[x] + (1-a.b1)*g
			a.v[x] = a.b2*a.v[x] + (1-a.b2)*g*g
			emb[x] -= float32(a.lr * (a.m[x] / c1) / (math.Sqrt(a.v[x]/c2) + a.ep))
		}
	})
}
