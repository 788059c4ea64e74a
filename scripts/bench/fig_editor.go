package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"inkflow/app/textedit"
	"inkflow/internal/cputime"
)

// editorSizes are the chapter lengths the editor figure types into (the
// issue's 5k / 20k / 50k / 200k characters).
var editorSizes = []int{5_000, 20_000, 50_000, 200_000}

// figEditor measures keystroke-to-frame latency of the manuscript editor:
// the real widget in a window of Fyne's test driver, a chapter of
// 三国演义 cut to each size, the caret in the middle paragraph. A
// keystroke is the editor's TypedRune (edit, undo record, re-layout of the
// paragraph, rebuilding the visible lines); the frame adds the test
// canvas's software paint of the whole 1000×700 window. Goals: handler +
// layout p99 ≤ 16 ms at every size, flat in chapter length (p50 at 200k ÷
// p50 at 5k ≤ 1.5, both measured here in one run).
func figEditor(r *runCtx) error {
	b, err := loadBook(filepath.Join(r.cfg.Corpus, sanguoPath))
	if err != nil {
		return err
	}
	texts := make([]string, len(b.Chapters))
	for i, c := range b.Chapters {
		texts[i] = c.Text
	}
	book := strings.Join(texts, "\n\n")
	keys, frames := pick(r, 1000, 200), pick(r, 30, 10)
	test.NewApp()
	handlerP50 := map[int]float64{}
	for _, size := range editorSizes {
		chapter := cutAtParagraph(book, size)
		if utf8.RuneCountInString(chapter) < size*9/10 {
			return fmt.Errorf("editor: 三国演义 has no %d-character prefix", size)
		}
		handler, cpu, frame := typeIntoEditor(chapter, keys, frames)
		handlerP50[size] = percentile(handler, 50)
		name := fmt.Sprintf("keystroke, %dk-char chapter", size/1000)
		r.add(Row{Name: name + ": handler + layout, p99", Value: percentile(handler, 99), Unit: "ms", Goal: atMost(16),
			Detail: fmt.Sprintf("%d keys: p50 %s, max %s", len(handler), formatValue(percentile(handler, 50), "ms"), formatValue(percentile(handler, 100), "ms"))})
		r.add(Row{Name: name + ": handler + layout CPU time, p99", Value: percentile(cpu, 99), Unit: "ms",
			Detail: fmt.Sprintf("process CPU time per key (wall time less waiting for a core); p50 %s", formatValue(percentile(cpu, 50), "ms"))})
		r.add(Row{Name: name + ": to painted frame, p99", Value: percentile(frame, 99), Unit: "ms",
			Detail: fmt.Sprintf("%d keys, handler + layout + software paint of the window; p50 %s", len(frame), formatValue(percentile(frame, 50), "ms"))})
	}
	first, last := editorSizes[0], editorSizes[len(editorSizes)-1]
	r.add(Row{Name: fmt.Sprintf("handler + layout p50, %dk ÷ %dk chapter", last/1000, first/1000), Value: handlerP50[last] / handlerP50[first],
		Unit: "×", Goal: atMost(1.5), Detail: fmt.Sprintf("%s ÷ %s", formatValue(handlerP50[last], "ms"), formatValue(handlerP50[first], "ms"))})
	r.notef("Setup: the first 5k/20k/50k/200k characters of 三国演义 (cut at a paragraph break) in a textedit.Editor in a 1000×700 window "+
		"of Fyne's test driver, caret in the middle paragraph; %d keystrokes of 字 after 20 unmeasured ones, then %d more each followed by a frame. "+
		"\"Handler + layout\" times TypedRune, which edits, records undo, re-wraps the paragraph and rebuilds the visible lines; "+
		"\"to painted frame\" adds the test canvas's software rendering of the whole window, glyph by glyph on the CPU "+
		"(the desktop driver paints with OpenGL; scripts/typing-latency.sh times the real window under xvfb).", keys, frames)
	return nil
}

// typeIntoEditor types into the middle of chapter: keys characters timed
// to handle (the editor's own work), then frames more timed to a painted
// frame. The two are separate loops so that the painter's garbage is not
// collected inside the handler timings.
func typeIntoEditor(chapter string, keys, frames int) (handler, cpu, frame []float64) {
	e := textedit.New()
	w := test.NewWindow(e)
	defer w.Close()
	w.Resize(fyne.NewSize(1000, 700))
	e.SetText(chapter)
	w.Canvas().Focus(e)
	runes := []rune(chapter)
	mid := len(runes) / 2
	for mid < len(runes) && runes[mid] != '\n' {
		mid++
	}
	e.SetCaret(mid)
	w.Canvas().Capture()
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	for i := range keys + 20 {
		c0, _ := cputime.Process()
		t0 := time.Now()
		e.TypedRune('字')
		d := time.Since(t0)
		c1, _ := cputime.Process()
		if i >= 20 {
			handler = append(handler, ms(d))
			cpu = append(cpu, ms(c1-c0))
		}
	}
	for range frames {
		t0 := time.Now()
		e.TypedRune('字')
		w.Canvas().Capture()
		frame = append(frame, ms(time.Since(t0)))
	}
	return handler, cpu, frame
}
