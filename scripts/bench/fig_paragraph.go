package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// figOneParagraph imports 2.4 M characters of training text (-quick:
// 120 k) twice, each in a fresh process and data directory: as the
// scaling figure's files (one project per book part, chapters detected)
// and as one file with every line break removed, one chapter of one
// paragraph (a web novel saved without line breaks). Indexing works a
// chapter at a time, so its memory should follow the largest chapter's
// work, not the book; a single chapter of the whole book is where a
// buffer that grows with the chapter shows. The goal is a ratio of the
// two peaks, measured in the same run.
func figOneParagraph(r *runCtx) error {
	size := pick(r, 2_400_000, 120_000)
	files, err := trainFiles(r.cfg.Corpus)
	if err != nil {
		return err
	}
	parts, err := carveTexts(files, []int{size})
	if err != nil {
		return err
	}
	dir := filepath.Join(r.tmp, "one-paragraph")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("one paragraph: %w", err)
	}
	var chapters []string
	var joined strings.Builder
	for j, s := range parts[0] {
		p := filepath.Join(dir, fmt.Sprintf("%02d-%s", j, filepath.Base(s.file)))
		if err := os.WriteFile(p, []byte(s.text), 0o600); err != nil {
			return fmt.Errorf("one paragraph: %w", err)
		}
		chapters = append(chapters, p)
		joined.WriteString(strings.NewReplacer("\r", "", "\n", "").Replace(s.text))
	}
	single := filepath.Join(dir, "one-paragraph.txt")
	if err := os.WriteFile(single, []byte(joined.String()), 0o600); err != nil {
		return fmt.Errorf("one paragraph: %w", err)
	}
	run := func(label string, paths []string) (jobResult, error) {
		data, err := r.newDataDir(label)
		if err != nil {
			return jobResult{}, err
		}
		defer r.dropDataDir(data)
		res, err := runJob(r.ctx, jobSpec{ModelDir: r.cfg.Static.Dir, DataDir: data, Files: paths}, dir)
		if err == nil {
			r.logf("%s: %s chars in %.1f s, peak RSS %.0f MB", label, formatValue(float64(res.Runes), ""), res.Seconds, mb(res.PeakRSS))
		}
		return res, err
	}
	asFiles, err := run("chapters", chapters)
	if err != nil {
		return err
	}
	one, err := run("one-paragraph", []string{single})
	if err != nil {
		return err
	}
	perMB := func(res jobResult, size int64) float64 { return mb(res.PeakRSS-res.BaseRSS) / mb(size) }
	var filesBytes int64
	for _, s := range parts[0] {
		filesBytes += int64(len(s.text))
	}
	r.add(Row{Name: fmt.Sprintf("import %s chars as %d files: peak RSS", sizeLabel(asFiles.Runes), len(chapters)), Value: mb(asFiles.PeakRSS), Unit: "MB",
		Detail: fmt.Sprintf("%.1f s; %.0f MB over the %.0f MB with the model loaded, %.0f MB per MB of text", asFiles.Seconds, mb(asFiles.PeakRSS-asFiles.BaseRSS), mb(asFiles.BaseRSS), perMB(asFiles, filesBytes))})
	r.add(Row{Name: fmt.Sprintf("import %s chars as one paragraph: peak RSS", sizeLabel(one.Runes)), Value: mb(one.PeakRSS), Unit: "MB",
		Detail: fmt.Sprintf("%.1f s; %.0f MB over the %.0f MB with the model loaded, %.0f MB per MB of text", one.Seconds, mb(one.PeakRSS-one.BaseRSS), mb(one.BaseRSS), perMB(one, int64(joined.Len())))})
	// The goal guards what was fixed (one keyword batch for a whole
	// chapter: about 4×; a float64 copy of every sentence vector for its
	// summary: 2.4×). What is left, every sentence vector of the chapter
	// alive at once (its long-paragraph split and its summary), keeps the
	// ratio near 1.8×.
	r.add(Row{Name: "peak RSS: one paragraph ÷ files", Value: float64(one.PeakRSS) / float64(asFiles.PeakRSS), Unit: "×", Goal: atMost(2),
		Detail: "the same text; a chapter's buffers that grow with it (keyword batches, copies of its text, its sentence vectors) show here"})
	r.notef("Input: %d parts of training books (%s to %s, as the scaling figure carves them), %s characters; the one-paragraph file is their concatenation with every line break removed (%d bytes, one chapter). Each import runs in a child process (VmHWM), with the static model.",
		len(parts[0]), relPath(r.cfg.Corpus, parts[0][0].file), relPath(r.cfg.Corpus, parts[0][len(parts[0])-1].file), formatValue(float64(asFiles.Runes), ""), joined.Len())
	return nil
}
