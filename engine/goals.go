package engine

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/width"

	"inkflow/storage"
)

// Goals are a project's writing targets, counted in Mode.
type Goals struct {
	// Mode is the count the targets use: 字数, 字符数 or English words.
	Mode CountMode `json:"mode"`
	// Target is the size the book should reach (0: none) by Deadline
	// ("2006-01-02", empty: none).
	Target   int    `json:"target"`
	Deadline string `json:"deadline"`
	// Daily is the net amount to write each day; Session each time the
	// app is opened (0: none).
	Daily   int `json:"daily"`
	Session int `json:"session"`
}

// DayWritten is the net amount written into a project on one day: saved
// text added less text deleted, by all three counting rules. Replaces and
// their undo, snapshot restores, merges and splits count as saves; adding
// or deleting whole chapters (an import, a chapter deleted or brought
// back) does not.
type DayWritten struct {
	Date string `json:"date"` // 2006-01-02, in local time
	TextCounts
}

// GoalProgress is where a project stands against its goals.
type GoalProgress struct {
	Goals Goals `json:"goals"`
	// Total is the project's size, Today and Session the net amounts
	// written today and since the engine opened, all in Goals.Mode.
	Total   int `json:"total"`
	Today   int `json:"today"`
	Session int `json:"session"`
	// DaysLeft counts the days to the deadline, today and the deadline
	// included (0 without a deadline or after it); PerDay is what each of
	// them needs to reach the target (0 when reached or no deadline).
	DaysLeft int `json:"days_left"`
	PerDay   int `json:"per_day"`
}

const (
	goalsKey    = "goals"
	historyKey  = "day/" // ‖ 2006-01-02 → TextCounts (JSON)
	dateLayout  = "2006-01-02"
	maxGoalSize = 100_000_000
)

// SetGoals stores a project's goals, the deadline as 2006-01-02 whichever
// way of deadlineLayouts it was written in; the error wraps ErrInvalid for
// a negative or absurd target, an unknown mode or a malformed deadline.
func (e *Engine) SetGoals(projectID uint64, g Goals) error {
	if g.Mode == "" {
		g.Mode = CountZi
	}
	if _, err := ParseCountMode(string(g.Mode)); err != nil {
		return err
	}
	for _, n := range []int{g.Target, g.Daily, g.Session} {
		if n < 0 || n > maxGoalSize {
			return fmt.Errorf("engine: %w", &ValueError{Field: "goal", Value: strconv.Itoa(n), Want: fmt.Sprintf("want 0 to %d", maxGoalSize)})
		}
	}
	if g.Deadline = strings.TrimSpace(g.Deadline); g.Deadline != "" {
		d, ok := normalizeDeadline(g.Deadline)
		if !ok {
			return fmt.Errorf("engine: %w", &ValueError{Field: "deadline", Value: g.Deadline, Want: "want YYYY-MM-DD"})
		}
		g.Deadline = d
	}
	if err := e.db.Update(func(tx *storage.Tx) error { return putProjectJSON(tx, projectID, goalsKey, g) }); err != nil {
		return fmt.Errorf("engine: set goals: %w", err)
	}
	return nil
}

// deadlineLayouts are the ways of writing a date, year first, that a
// deadline may be typed in: a Chinese author writes 2026/12/31, 2026.12.31
// or 2026年12月31日 as often as 2026-12-31, with or without the zeros, and
// the goals dialog refused all but the last. Month-first and day-first
// dates (12/31/2026, 31/12/2026) stay refused: 11/10/2026 is two dates.
var deadlineLayouts = []string{"2006-1-2", "2006/1/2", "2006.1.2", "2006年1月2日"}

// normalizeDeadline is s, a date in one of deadlineLayouts, full-width
// digits and separators (２０２６／１２／３１, as a Chinese input method in
// full-width mode types them) included, as dateLayout; false when s is
// none of them or no real day (2026-02-30).
func normalizeDeadline(s string) (string, bool) {
	s = width.Narrow.String(strings.TrimSpace(s))
	for _, layout := range deadlineLayouts {
		if t, err := time.ParseInLocation(layout, s, time.Local); err == nil {
			return t.Format(dateLayout), true
		}
	}
	return "", false
}

// Goals returns a project's goals: if never set, zero targets counted in
// the book's own count (bookCountMode), so that an English book's goals,
// progress and session count are in words, not 字数 ("75,118 zi so far");
// 字数 for a book with neither text nor a language set (GoalsOr says
// otherwise).
func (e *Engine) Goals(projectID uint64) (Goals, error) {
	return e.GoalsOr(projectID, CountZi)
}

// GoalsOr is Goals for a front end that counts a book of no known language
// (no text yet, none set) in a unit of its own: goals never set of such a
// book are counted in unknown. The app passes its interface language's
// count, the unit its tree and status bar already count the new book in,
// so the goals dialog and focus mode of a new book in the English window
// say words, not 字; once the book has text or a language, its own unit
// wins, as before. An unknown that is no count mode is an error wrapping
// ErrInvalid.
func (e *Engine) GoalsOr(projectID uint64, unknown CountMode) (Goals, error) {
	if _, err := ParseCountMode(string(unknown)); err != nil {
		return Goals{}, fmt.Errorf("engine: goals: %w", err)
	}
	var g Goals
	if err := e.readProjectJSON(projectID, goalsKey, &g); err != nil {
		return Goals{}, fmt.Errorf("engine: goals: %w", err)
	}
	if g.Mode == "" {
		m, err := e.bookCountMode(projectID, unknown)
		if err != nil {
			return Goals{}, fmt.Errorf("engine: goals: %w", err)
		}
		g.Mode = m
	}
	return g, nil
}

// bookCountMode is the count a book's readers use: English words for an
// English book and 字数 for a Chinese one, by its language as BookChinese
// knows it (the one set for export, else its stored counts, reading no
// text), the same answer the app counts the book's chapters in; unknown
// for a book with neither.
func (e *Engine) bookCountMode(projectID uint64, unknown CountMode) (CountMode, error) {
	chinese, known, err := e.BookChinese(projectID)
	switch {
	case err != nil:
		return "", err
	case !known:
		return unknown, nil
	case chinese:
		return CountZi, nil
	}
	return CountWords, nil
}

// WritingHistory lists the days on which a project's text changed, oldest
// first. Imports are not writing and do not appear; only saved edits do.
func (e *Engine) WritingHistory(projectID uint64) ([]DayWritten, error) {
	var days []DayWritten
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		return tx.ProjectDataPrefix(projectID, historyKey, func(key string, raw []byte) error {
			d := DayWritten{Date: strings.TrimPrefix(key, historyKey)}
			if err := json.Unmarshal(raw, &d.TextCounts); err != nil {
				return fmt.Errorf("history %s: %w", d.Date, storage.ErrCorrupt)
			}
			days = append(days, d)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("engine: writing history: %w", err)
	}
	return days, nil
}

// GoalProgress measures a project against its goals (Goals).
func (e *Engine) GoalProgress(projectID uint64) (GoalProgress, error) {
	return e.GoalProgressOr(projectID, CountZi)
}

// GoalProgressOr is GoalProgress with the goals GoalsOr reads: a book of
// no known language whose goals were never set is measured in unknown.
func (e *Engine) GoalProgressOr(projectID uint64, unknown CountMode) (GoalProgress, error) {
	g, err := e.GoalsOr(projectID, unknown)
	if err != nil {
		return GoalProgress{}, err
	}
	total, err := e.ProjectCounts(projectID)
	if err != nil {
		return GoalProgress{}, err
	}
	now := e.now()
	var today TextCounts
	err = e.db.View(func(tx *storage.Tx) error {
		return getProjectJSON(tx, projectID, historyKey+now.Format(dateLayout), &today)
	})
	if err != nil {
		return GoalProgress{}, fmt.Errorf("engine: goal progress: %w", err)
	}
	e.writtenMu.Lock()
	session := e.written[projectID]
	e.writtenMu.Unlock()
	p := GoalProgress{Goals: g, Total: total.In(g.Mode), Today: today.In(g.Mode), Session: session.In(g.Mode)}
	if g.Deadline != "" {
		deadline, _ := time.ParseInLocation(dateLayout, g.Deadline, now.Location())
		y, m, d := now.Date()
		start := time.Date(y, m, d, 0, 0, 0, 0, now.Location())
		// Round: a day across a daylight-saving change is 23 or 25 hours.
		p.DaysLeft = max(0, int(math.Round(deadline.Sub(start).Hours()/24))+1)
		if remaining := g.Target - p.Total + p.Today; g.Target > 0 && p.DaysLeft > 0 && remaining > 0 {
			// Today's words count towards today's share.
			p.PerDay = (remaining + p.DaysLeft - 1) / p.DaysLeft
		}
	}
	return p, nil
}

// addToHistory adds a save's net counts to today's entry, in the save's
// transaction, so the history always matches the stored text.
func (e *Engine) addToHistory(tx *storage.Tx, projectID uint64, delta TextCounts) error {
	if delta == (TextCounts{}) {
		return nil
	}
	key := historyKey + e.now().Format(dateLayout)
	var day TextCounts
	if err := getProjectJSON(tx, projectID, key, &day); err != nil {
		return err
	}
	return putProjectJSON(tx, projectID, key, day.Add(delta))
}

// rewriteOwnerText is putOwnerText for an edit made outside SaveChapter
// (a replace, its undo, a snapshot restore) that also returns a chapter's
// change in size. The caller adds the sum of its texts' changes to the
// project's writing history once, in the same transaction (addToHistory),
// as a save does, so that text a save deleted and a restore brought back
// nets to nothing for the day; and to the session's once the transaction
// is committed (addToSession). Wiki entries and summaries are not the
// book and count for nothing. It also returns the ids of children deleted
// with vanished blocks.
func rewriteOwnerText(tx *storage.Tx, o storage.Owner, text string) ([]uint64, TextCounts, error) {
	var written TextCounts
	if o.Kind == storage.OwnerChapter {
		written = CountText(text).Sub(CountText(tx.Text(o)))
	}
	gone, err := putOwnerText(tx, o, text)
	if err != nil {
		return nil, TextCounts{}, err
	}
	return gone, written, nil
}

// addToSession adds a committed save's net counts to this session's.
func (e *Engine) addToSession(projectID uint64, delta TextCounts) {
	e.writtenMu.Lock()
	e.written[projectID] = e.written[projectID].Add(delta)
	e.writtenMu.Unlock()
}
