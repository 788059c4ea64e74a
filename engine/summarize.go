package engine

import (
	"context"
	"fmt"
	"strings"

	"inkflow/engine/assistant"
	"inkflow/storage"
)

// Summaries written by the assistant. They are generated summaries
// (storage.Summary.Generated) marked ByAssistant with the hash of the
// chapter text they summarise: the indexer keeps them while the chapter
// is unchanged and falls back to the extractive summary once it changes;
// an author's summary is never touched.

// SummaryProgress reports one chapter of GenerateSummaries.
type SummaryProgress struct {
	Done, Total int
	Chapter     string
	// Skipped is true when the chapter already had the author's summary
	// or the assistant's of its current text.
	Skipped bool
}

// SummaryReport is what GenerateSummaries did.
type SummaryReport struct {
	Generated, Skipped int
	// Notes name chapters cut to fit the context budget.
	Notes []string
}

const summarizeSystemPrompt = `You summarise one chapter of the author's novel in 2 to 4 sentences: who does what, and what changes. Write in the language of the chapter. Reply with the summary only.`

// GenerateSummaries has the assistant write a 2–4 sentence summary of
// each chapter (all of the project's when chapterIDs is empty), in chapter
// order, calling progress after each. It is resumable: chapters with the
// author's summary, or the assistant's of their current text, are
// skipped, so a cancelled run (ctx) continues where it stopped. A chapter
// longer than assistant.context-budget is summarised from its beginning
// and a note says so. It runs on the caller's goroutine; front ends run it
// in the background.
func (e *Engine) GenerateSummaries(ctx context.Context, projectID uint64, chapterIDs []uint64, progress func(SummaryProgress)) (SummaryReport, error) {
	var rep SummaryReport
	client, err := e.AssistantClient()
	if err != nil {
		return rep, fmt.Errorf("engine: summarise chapters: %w", err)
	}
	chs, err := e.Chapters(projectID)
	if err != nil {
		return rep, err
	}
	if len(chapterIDs) > 0 {
		want := make(map[uint64]bool, len(chapterIDs))
		for _, id := range chapterIDs {
			want[id] = true
		}
		var picked []ChapterInfo
		for _, c := range chs {
			if want[c.ID] {
				picked = append(picked, c)
			}
		}
		chs = picked
	}
	budget := e.Settings().Assistant.ContextBudget
	chinese := e.bookIsChinese(projectID)
	for i, c := range chs {
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		text, source, done, err := e.summaryInput(c.ID)
		if err != nil {
			return rep, err
		}
		if !done && strings.TrimSpace(text) != "" {
			if r := []rune(text); len(r) > budget {
				text = string(r[:budget])
				rep.Notes = append(rep.Notes, fmt.Sprintf("chapter %d %s: summarised from its first %d of %d characters (assistant.context-budget)", c.Index, c.Title, budget, len(r)))
			}
			summary, err := client.Complete(ctx, assistant.Request{Messages: []assistant.Message{
				{Role: "system", Content: summarizeSystemPrompt},
				{Role: "user", Content: promptChapterName(c.Index, c.Title, chinese) + "\n\n" + text},
			}})
			if err != nil {
				return rep, fmt.Errorf("engine: summarise chapter %d %s: %w", c.Index, c.Title, err)
			}
			if summary = strings.TrimSpace(summary); summary == "" {
				return rep, fmt.Errorf("engine: summarise chapter %d %s: %w: empty summary", c.Index, c.Title, assistant.ErrMalformed)
			}
			f, err := e.storeGeneratedSummary(c.ID, summary, source)
			if err != nil {
				return rep, err
			}
			e.ix.Remove(f.Remove)
			for _, o := range f.Schedule {
				e.ix.Schedule(o, true)
			}
			rep.Generated++
		} else {
			rep.Skipped++
		}
		if progress != nil {
			progress(SummaryProgress{Done: i + 1, Total: len(chs), Chapter: c.Title, Skipped: done})
		}
	}
	return rep, nil
}

// summaryInput returns a chapter's text and its hash, and whether it needs
// no summary from the assistant (the author wrote one, or the assistant
// already summarised this text).
func (e *Engine) summaryInput(chapterID uint64) (text string, source storage.Hash, done bool, err error) {
	err = e.db.View(func(tx *storage.Tx) error {
		c, err := tx.Chapter(chapterID)
		if err != nil {
			return err
		}
		text = tx.Text(c.Owner())
		source = storage.HashText(text)
		s, ok, err := tx.SummaryOf(chapterID)
		done = ok && (!s.Generated || s.ByAssistant && s.Source == source)
		return err
	})
	if err != nil {
		return "", storage.Hash{}, false, fmt.Errorf("engine: summary of chapter %d: %w", chapterID, err)
	}
	return text, source, done, nil
}

// SummaryByAssistant reports whether the chapter's summary was written by
// the assistant (for the text of the chapter as it is now).
func (e *Engine) SummaryByAssistant(chapterID uint64) (bool, error) {
	_, _, done, err := e.summaryInput(chapterID)
	if err != nil || !done {
		return false, err
	}
	_, author, err := e.Summary(chapterID)
	return !author, err
}
