package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// figScaling imports 0.6 M, 2.4 M and 9.6 M characters of training text
// (-quick: 30 k, 120 k, 480 k), each in a fresh process and data
// directory, and compares time and peak resident memory across sizes.
// The sizes are disjoint parts of the same books (carveTexts).
func figScaling(r *runCtx) error {
	sizes := pick(r, []int{600_000, 2_400_000, 9_600_000}, []int{30_000, 120_000, 480_000})
	files, err := trainFiles(r.cfg.Corpus)
	if err != nil {
		return err
	}
	slices, err := carveTexts(files, sizes)
	if err != nil {
		return err
	}
	var results []jobResult
	for i, size := range sizes {
		dir := filepath.Join(r.tmp, fmt.Sprintf("scale-%d", size))
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return fmt.Errorf("scaling: %w", err)
		}
		var paths []string
		for j, s := range slices[i] {
			p := filepath.Join(dir, fmt.Sprintf("%02d-%s", j, filepath.Base(s.file)))
			if err := os.WriteFile(p, []byte(s.text), 0o600); err != nil {
				return fmt.Errorf("scaling: %w", err)
			}
			paths = append(paths, p)
		}
		data, err := r.newDataDir("scale-data")
		if err != nil {
			return err
		}
		r.logf("importing %s characters from %d text(s) in a child process", formatValue(float64(size), ""), len(paths))
		res, err := runJob(r.ctx, jobSpec{ModelDir: r.cfg.Static.Dir, DataDir: data, Files: paths}, dir)
		r.dropDataDir(data)
		if err != nil {
			return err
		}
		r.logf("%s chars: %.1f s (%s chars/s), %d children, peak RSS %.0f MB", formatValue(float64(res.Runes), ""), res.Seconds,
			formatValue(float64(res.Runes)/res.Seconds, ""), res.Children, mb(res.PeakRSS))
		results = append(results, res)
		firstBook, lastBook := relPath(r.cfg.Corpus, slices[i][0].file), relPath(r.cfg.Corpus, slices[i][len(slices[i])-1].file)
		r.notef("%s characters: parts of %d books, %s to %s in file order; %.1f s, %d children, peak RSS %.0f MB (%.0f MB with the model loaded, before importing; "+
			"when indexing was done %.0f MB private + %.0f MB mapped files; the Go runtime had taken %.0f MB from the OS).",
			formatValue(float64(res.Runes), ""), len(slices[i]), firstBook, lastBook, res.Seconds, res.Children, mb(res.PeakRSS), mb(res.BaseRSS),
			mb(res.EndAnon), mb(res.EndFile), mb(res.GoSys))
	}
	for _, res := range results {
		r.add(Row{Name: fmt.Sprintf("import %s chars: time", sizeLabel(res.Runes)), Value: res.Seconds, Unit: "s",
			Detail: fmt.Sprintf("%s chars/s, one run in a fresh process", formatValue(float64(res.Runes)/res.Seconds, ""))})
	}
	first, last := results[0], results[len(results)-1]
	sizeRatio := float64(last.Runes) / float64(first.Runes)
	r.add(Row{Name: fmt.Sprintf("time %s ÷ time %s", sizeLabel(last.Runes), sizeLabel(first.Runes)), Value: last.Seconds / first.Seconds, Unit: "×",
		Goal: atMost(20), Detail: fmt.Sprintf("the text is %.1f× larger (linear scaling would be %.1f×)", sizeRatio, sizeRatio)})
	// Each size imports the same books as separate projects, so fixed
	// per-project costs weigh most on the smallest size; the last step
	// compares two sizes where they are small.
	if len(results) > 2 {
		prev := results[len(results)-2]
		step := float64(last.Runes) / float64(prev.Runes)
		r.add(Row{Name: fmt.Sprintf("time %s ÷ time %s", sizeLabel(last.Runes), sizeLabel(prev.Runes)), Value: last.Seconds / prev.Seconds, Unit: "×",
			Detail: fmt.Sprintf("the text is %.2f× larger; the %d projects' fixed costs weigh least here", step, len(slices[len(slices)-1]))})
	}
	for i, res := range results {
		row := Row{Name: fmt.Sprintf("import %s chars: peak RSS", sizeLabel(res.Runes)), Value: mb(res.PeakRSS), Unit: "MB",
			Detail: "VmHWM of the import process (model, engine, indexes)"}
		if i > 0 {
			// Sub-linear: each size step multiplies resident memory by
			// less than it multiplies the text.
			prev := results[i-1]
			grow := float64(res.Runes) / float64(prev.Runes)
			r.add(row)
			r.add(Row{Name: fmt.Sprintf("peak RSS %s ÷ %s", sizeLabel(res.Runes), sizeLabel(prev.Runes)),
				Value: float64(res.PeakRSS) / float64(prev.PeakRSS), Unit: "×", Goal: below(grow),
				Detail: fmt.Sprintf("sub-linear means below the text's growth, %.2f×; marginal %.1f MB per million characters",
					grow, mb(res.PeakRSS-prev.PeakRSS)/(float64(res.Runes-prev.Runes)/1e6))})
			continue
		}
		r.add(row)
	}
	return nil
}

// sizeLabel prints a character count as "0.6 M" or "30 k".
func sizeLabel(n int) string {
	if n >= 500_000 {
		return fmt.Sprintf("%.1f M", float64(n)/1e6)
	}
	return fmt.Sprintf("%.0f k", float64(n)/1e3)
}

// textSlice is part of a training file.
type textSlice struct {
	file, text string
}

// carveTexts gives every size the same share of the same books: it reads
// files in order until they hold the sizes' total, then splits each book
// into consecutive runs of whole paragraphs, one per size in proportion to
// it (the first run to the first size). The sizes are disjoint, so none
// profits from another's embedding cache, and alike in content, so the
// ratio of their import times measures size, not which book imports
// faster — single books differ by more than 2× in characters per second.
func carveTexts(files []string, sizes []int) ([][]textSlice, error) {
	total := sumInts(sizes)
	var books []textSlice
	have := 0
	for _, f := range files {
		if have >= total {
			break
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("scaling: %w", err)
		}
		books = append(books, textSlice{f, string(data)})
		have += utf8.RuneCount(data)
	}
	if have < total {
		return nil, fmt.Errorf("scaling: the training texts hold less than %d characters in all", total)
	}
	out := make([][]textSlice, len(sizes))
	for _, b := range books {
		rest := b.text
		n := utf8.RuneCountInString(rest)
		for i, size := range sizes {
			share := int(float64(n) * float64(size) / float64(have))
			head := cutAtParagraph(rest, share)
			if head == "" {
				continue // a share shorter than the book's next paragraph
			}
			out[i] = append(out[i], textSlice{b.file, head})
			rest = strings.TrimLeft(rest[len(head):], "\n")
		}
	}
	for i, parts := range out {
		if len(parts) == 0 {
			return nil, fmt.Errorf("scaling: no whole paragraph fits size %d", sizes[i])
		}
	}
	return out, nil
}

func sumInts(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
