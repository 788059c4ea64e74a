package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"inkflow/storage"
)

// ReplaceRecord is the undo record of a project-wide replace (see
// storage.ReplaceRecord).
type ReplaceRecord = storage.ReplaceRecord

// ReplaceRequest is one replace across a project's chapters.
type ReplaceRequest struct {
	ProjectID            uint64
	Pattern, Replacement string
	Options              FindOptions
	// Skip lists match ids (FindMatch.ID) the author unticked.
	Skip []string
	// Only, when set, replaces just these matches (replace one).
	Only []string
}

// ReplacedChapter is one chapter, summary or wiki entry a replace
// changed.
type ReplacedChapter struct {
	// Kind is FindChapter, FindSummary or FindWiki; ID the chapter's (also
	// for a summary) or wiki entry's id.
	Kind         string `json:"kind"`
	ID           uint64 `json:"id"`
	ChapterIndex int    `json:"chapter_index"`
	Title        string `json:"title"`
	Changes      int    `json:"changes"`
	// Snapshot holds a chapter as it was before the replace (0 for wiki
	// entries and summaries, whose text before is in the undo record).
	Snapshot uint64 `json:"snapshot"`
}

// ReplaceResult tells what ReplaceAll did.
type ReplaceResult struct {
	// ID names the replace for UndoReplace (0 when nothing matched).
	ID      uint64 `json:"id"`
	Changes int    `json:"changes"`
	// Chapters are the chapters changed, then the summaries and wiki
	// entries (an entry whose names alone changed among them, its
	// renamed names counted in Changes).
	Chapters []ReplacedChapter `json:"chapters"`
	// Renamed are the wiki entries' titles and aliases rewritten: a
	// replace that includes the story bible renames the entries too, so
	// an entry follows its character's new name.
	Renamed []NameChange `json:"renamed,omitempty"`
	// Clashes are the names left as they were because the new name is
	// another entry's: names stay unique rather than two entries merging.
	Clashes []NameClash `json:"clashes,omitempty"`
}

// NameChange is a wiki entry's title or alias a replace rewrote.
type NameChange struct {
	EntryID uint64 `json:"entry"`
	// Alias is true for an alias, false for the entry's title.
	Alias  bool   `json:"alias"`
	Before string `json:"before"`
	After  string `json:"after"`
}

// NameClash is a wiki entry's name a replace would have renamed to a
// name another entry already has, and so left alone.
type NameClash struct {
	EntryID uint64 `json:"entry"`
	// Title is the entry's title after the replace; Name the name kept.
	Title string `json:"title"`
	Name  string `json:"name"`
	// Want is the name the replace would have given it; TakenBy the
	// title of the entry that has it.
	Want    string `json:"want"`
	TakenBy string `json:"taken_by"`
}

// UndoLabel is the menu text of the replace's undo.
func (r ReplaceResult) UndoLabel() string { return undoLabel(r.Changes, len(r.Chapters)) }

func undoLabel(changes, texts int) string {
	return fmt.Sprintf("Undo replace: %d changes in %d chapters", changes, texts)
}

// ReplaceAll replaces every match of a pattern in a project's chapters
// (and, with Options.Summaries and Options.Wiki, the author's summaries
// and the wiki entries, whose titles and aliases it renames too unless
// req.Only picks single matches), except the skipped ones, as one operation: in one
// bbolt transaction it snapshots every chapter it changes, rewrites the
// texts through the block matching SaveChapter uses (only paragraphs that
// changed become dirty, so the indexer re-embeds those and takes the rest
// from the embedding cache) and stores an undo record. A crash leaves all
// of it or none.
func (e *Engine) ReplaceAll(req ReplaceRequest) (ReplaceResult, error) {
	m, err := compileFind(req.Pattern, req.Options)
	if err != nil {
		return ReplaceResult{}, fmt.Errorf("engine: replace: %w", err)
	}
	skip, only := idSet(req.Skip), idSet(req.Only)
	var (
		res     ReplaceResult
		removed []uint64
		changed []storage.Owner
		written TextCounts // the writing history's share
		renamed bool
	)
	err = e.db.Update(func(tx *storage.Tx) error {
		res, removed, changed, written, renamed = ReplaceResult{}, nil, nil, TextCounts{}, false // a retried transaction starts afresh
		targets, err := findTargets(tx, req.ProjectID, req.Options)
		if err != nil {
			return err
		}
		rec := storage.ReplaceRecord{ProjectID: req.ProjectID, At: e.clock(), Pattern: req.Pattern, Replacement: req.Replacement}
		for _, t := range targets {
			text := tx.Text(t.owner)
			var (
				out   strings.Builder
				edits []storage.ReplaceEdit
			)
			last, n := 0, 0
			for _, mt := range m.matches(text) {
				id := matchID(t.group.Kind, t.group.ID, mt.start)
				if skip[id] || (len(only) > 0 && !only[id]) {
					continue
				}
				now := m.replacement(text, mt, req.Replacement)
				out.WriteString(text[last:mt.loc[0]])
				out.WriteString(now)
				edits = append(edits, storage.ReplaceEdit{At: mt.loc[0], Len: mt.loc[1] - mt.loc[0], Now: now})
				last, n = mt.loc[1], n+1
			}
			if n == 0 {
				continue
			}
			out.WriteString(text[last:])
			after := out.String()
			done := ReplacedChapter{Kind: t.group.Kind, ID: t.group.ID, ChapterIndex: t.group.ChapterIndex, Title: t.group.Title, Changes: n}
			if t.owner.Kind == storage.OwnerChapter {
				snap, err := e.snapshotTx(tx, t.owner.ID, "", ReasonReplace)
				if err != nil {
					return err
				}
				done.Snapshot = snap.ID
				rec.Chapters = append(rec.Chapters, storage.ReplacedChapter{
					ChapterID: t.owner.ID, Before: snap.ID, After: storage.HashText(after), Changes: n, Edits: edits,
				})
			} else {
				rec.Texts = append(rec.Texts, storage.ReplacedText{Owner: t.owner, Before: text, After: storage.HashText(after), Changes: n, Edits: edits})
			}
			gone, w, err := rewriteOwnerText(tx, t.owner, after)
			if err != nil {
				return err
			}
			written = written.Add(w)
			removed = append(removed, gone...)
			changed = append(changed, t.owner)
			rec.Changes += n
			res.Chapters = append(res.Chapters, done)
		}
		if req.Options.Wiki && len(only) == 0 {
			if err := renameEntries(tx, m, req, &rec, &res); err != nil {
				return err
			}
			renamed = len(rec.Names) > 0
		}
		if rec.Changes == 0 {
			return nil
		}
		if err := e.addToHistory(tx, req.ProjectID, written); err != nil {
			return err
		}
		if rec, err = tx.PutReplace(rec); err != nil {
			return err
		}
		res.ID, res.Changes = rec.ID, rec.Changes
		return nil
	})
	if err != nil {
		return ReplaceResult{}, fmt.Errorf("engine: replace: %w", err)
	}
	e.addToSession(req.ProjectID, written)
	e.afterRewrite(removed, changed)
	if renamed {
		e.mentions.touchEntries()
	}
	return res, nil
}

// renameEntries rewrites the matches in the wiki entries' titles and
// aliases, in the replace's transaction, noting each name in rec (for
// the undo) and res. A name the rewrite would make another entry's
// stays as it was (res.Clashes). Entries renamed get their mentions
// recomputed, as after an edit of their names.
func renameEntries(tx *storage.Tx, m *matcher, req ReplaceRequest, rec *storage.ReplaceRecord, res *ReplaceResult) error {
	entries, err := tx.WikiEntries(req.ProjectID)
	if err != nil {
		return err
	}
	renames, clashes := planRenames(entries, m, req.Replacement)
	res.Clashes = append(res.Clashes, clashes...)
	for _, r := range renames {
		w := r.now
		if err := putEntryNames(tx, w, r.old); err != nil {
			return err
		}
		for i, c := range r.names {
			rec.Names = append(rec.Names, storage.RenamedName{EntryID: w.ID, Alias: r.alias[i], Before: c.Before, After: c.After})
		}
		res.Renamed = append(res.Renamed, r.names...)
		n := len(r.names)
		rec.Changes += n
		if i := slices.IndexFunc(res.Chapters, func(c ReplacedChapter) bool { return c.Kind == FindWiki && c.ID == w.ID }); i >= 0 {
			res.Chapters[i].Changes += n
			res.Chapters[i].Title = w.Title
		} else {
			res.Chapters = append(res.Chapters, ReplacedChapter{Kind: FindWiki, ID: w.ID, Title: w.Title, Changes: n})
		}
	}
	return nil
}

// entryRename is one wiki entry a replace renames: the entry before and
// with its new names, and each name it changes with where the name is
// (alias: its index among the aliases, -1 for the title).
type entryRename struct {
	old, now WikiEntry
	names    []NameChange
	alias    []int
}

// planRenames works out which of the entries' titles and aliases a
// replace of m with repl rewrites, and which it leaves because the new
// name is another entry's (two entries of one name would be one
// character split in two). It changes nothing: ReplaceAll stores the
// renames, PreviewRenames only tells of them.
func planRenames(entries []WikiEntry, m *matcher, repl string) ([]entryRename, []NameClash) {
	owner := map[string]uint64{} // each name, folded as names match, to its entry
	for _, w := range entries {
		for _, n := range entryNames(w) {
			owner[nameKey(n)] = w.ID
		}
	}
	var (
		renames []entryRename
		clashes []NameClash
	)
	for _, w := range entries {
		old := w
		old.Aliases = slices.Clone(w.Aliases)
		w.Aliases = slices.Clone(w.Aliases)
		var (
			names []NameChange
			alias []int
		)
		for i, name := range entryNames(old) {
			now := replaceIn(m, name, repl)
			if now == name || strings.TrimSpace(now) == "" {
				continue // an emptied name would drop the entry's title or alias
			}
			if by, ok := owner[nameKey(now)]; ok && by != w.ID {
				clashes = append(clashes, NameClash{EntryID: w.ID, Title: w.Title, Name: name, Want: now, TakenBy: entryTitle(entries, by)})
				continue
			}
			delete(owner, nameKey(name))
			owner[nameKey(now)] = w.ID
			if i == 0 {
				w.Title = now
			} else {
				w.Aliases[i-1] = now
			}
			names = append(names, NameChange{EntryID: w.ID, Alias: i > 0, Before: name, After: now})
			alias = append(alias, i-1)
		}
		if len(names) > 0 {
			renames = append(renames, entryRename{old: old, now: w, names: names, alias: alias})
		}
	}
	return renames, clashes
}

// PreviewRenames tells what a ReplaceAll of pattern with replacement
// would do to the wiki entries' names when it includes the story bible
// (opts.Wiki): the titles and aliases it would rename and the names it
// would leave because another entry has the new name. It changes
// nothing; the app's Replace All counts the renames in its confirmation,
// which counted only the matches (替换 6 处 over 8 changes). Without
// opts.Wiki there are none.
func (e *Engine) PreviewRenames(projectID uint64, pattern, replacement string, opts FindOptions) ([]NameChange, []NameClash, error) {
	if !opts.Wiki {
		return nil, nil, nil
	}
	m, err := compileFind(pattern, opts)
	if err != nil {
		return nil, nil, fmt.Errorf("engine: preview renames: %w", err)
	}
	var (
		renames []entryRename
		clashes []NameClash
	)
	err = e.db.View(func(tx *storage.Tx) error {
		entries, err := tx.WikiEntries(projectID)
		if err != nil {
			return err
		}
		renames, clashes = planRenames(entries, m, replacement)
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("engine: preview renames: %w", err)
	}
	var names []NameChange
	for _, r := range renames {
		names = append(names, r.names...)
	}
	return names, clashes, nil
}

// putEntryNames stores entry w with its new names (old is it before) and
// marks its mentions for recomputing, old names included.
func putEntryNames(tx *storage.Tx, w, old WikiEntry) error {
	cur, err := tx.WikiEntry(w.ID) // the text's hash may have changed since w was read
	if err != nil {
		return err
	}
	cur.Title, cur.Aliases, cur.UpdatedAt = w.Title, w.Aliases, tx.Now()
	if err := tx.PutWikiEntry(cur); err != nil {
		return err
	}
	return tx.MarkMentionsPending(storage.PendingEntry{ProjectID: w.ProjectID, EntryID: w.ID}, entryPatterns(old))
}

// entryNames is an entry's title, then its aliases.
func entryNames(w WikiEntry) []string { return append([]string{w.Title}, w.Aliases...) }

// nameKey folds a name as the uniqueness of names compares them: case
// and surrounding spaces aside.
func nameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

func entryTitle(entries []WikiEntry, id uint64) string {
	for _, w := range entries {
		if w.ID == id {
			return w.Title
		}
	}
	return ""
}

// replaceIn is text with every match of m replaced.
func replaceIn(m *matcher, text, repl string) string {
	mts := m.matches(text)
	if len(mts) == 0 {
		return text
	}
	var out strings.Builder
	last := 0
	for _, mt := range mts {
		out.WriteString(text[last:mt.loc[0]])
		out.WriteString(m.replacement(text, mt, repl))
		last = mt.loc[1]
	}
	out.WriteString(text[last:])
	return out.String()
}

// afterRewrite drops the children of vanished blocks from the indexes and
// queues the rewritten owners as their own saves do: chapters behind the
// debounce, wiki entries and summaries at once. A rewritten chapter's
// names are found again at once, though: a rewrite is not typing, and
// the editor showed it with no name highlighted until the debounce ran
// out (Schedule's pending event touches the tracker with the debounce
// first, so the immediate touch comes after it).
func (e *Engine) afterRewrite(removed []uint64, owners []storage.Owner) {
	e.ix.Remove(removed)
	for _, o := range owners {
		e.ix.Schedule(o, o.Kind != storage.OwnerChapter)
		if o.Kind == storage.OwnerChapter {
			e.mentions.touch(o.ID, true)
		}
	}
}

// putOwnerText stores a chapter's, wiki entry's or summary's new text in
// the caller's transaction, with the record's hash and time (a summary
// written this way is the author's). It returns the ids of children
// deleted with vanished blocks.
func putOwnerText(tx *storage.Tx, o storage.Owner, text string) ([]uint64, error) {
	switch o.Kind {
	case storage.OwnerChapter:
		return putChapterText(tx, o.ID, text)
	case storage.OwnerWiki:
		return putRecordText(tx, o.ID, text, tx.WikiEntry, tx.PutWikiEntry, func(w *WikiEntry, h storage.Hash, now time.Time) {
			w.Hash, w.UpdatedAt = h, now
		})
	case storage.OwnerSummary:
		return putRecordText(tx, o.ID, text, tx.Summary, tx.PutSummary, func(s *Summary, h storage.Hash, now time.Time) {
			s.Hash, s.UpdatedAt, s.Generated = h, now, false
		})
	}
	return nil, fmt.Errorf("owner %s cannot be rewritten: %w", o, ErrInvalid)
}

func idSet(ids []string) map[string]bool {
	set := make(map[string]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	return set
}

// UndoResult tells what UndoReplace did.
type UndoResult struct {
	// Restored are the chapters, summaries and wiki entries given back
	// their text from before the replace (each chapter snapshotted first,
	// as a restore does).
	Restored []storage.Owner
	// Deleted were deleted since the replace and are left alone.
	Deleted []storage.Owner
	// Kept are the restored texts the author edited after the replace:
	// only its replacements were turned back and those edits stayed.
	// Skipped counts the replacements left as they are because an edit
	// since changed them.
	Kept    []storage.Owner
	Skipped int
	// Renamed counts the wiki entries' names given back; NamesKept
	// those left as they are because the author renamed them since or
	// another entry has taken the old name.
	Renamed, NamesKept int
	// Edited are those of Restored edited since a replace recorded
	// without its edits (by an older InkFlow), which the undo could only
	// put back whole: it took those edits out too. A chapter's are in the
	// snapshot taken before it was put back, a wiki entry's or summary's
	// in its newest version (WikiHistory, SummaryHistory).
	Edited []EditedSince
}

// EditedSince is a text an undone replace put back although it had been
// edited since the replace (UndoResult.Edited).
type EditedSince struct {
	Owner storage.Owner
	// ChapterID is the chapter's, or the chapter a summary is of (0 for a
	// wiki entry).
	ChapterID uint64
	// Snapshot holds a chapter's text as it was before the undo, with
	// the edits (0 for a wiki entry or summary).
	Snapshot uint64
}

// UndoReplace takes a replace back, in one transaction. A text nobody
// edited since gets its text from before the replace; in one the author
// edited since, only the replacements still as the replace left them turn
// back and the later edits stay (UndoResult.Kept, Skipped). Each chapter
// is snapshotted first (ReasonUndo), and a wiki entry or summary edited
// since keeps its text as its newest version. The change in size goes
// into the writing history, as a save's does. An undone replace cannot be
// undone again (ErrInvalid).
func (e *Engine) UndoReplace(id uint64) (UndoResult, error) {
	var (
		res     UndoResult
		removed []uint64
		project uint64
		written TextCounts
		renamed bool
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		res, removed, written, renamed = UndoResult{}, nil, TextCounts{}, false
		rec, err := tx.Replace(id)
		if err != nil {
			return err
		}
		if rec.Undone {
			return fmt.Errorf("replace %d was already undone: %w", id, ErrInvalid)
		}
		project = rec.ProjectID
		restore := func(o storage.Owner, before func() (string, error), after storage.Hash, edits []storage.ReplaceEdit) error {
			if !ownerExists(tx, o) {
				res.Deleted = append(res.Deleted, o)
				return nil
			}
			old, err := before()
			if err != nil {
				return err
			}
			text, whole := undoneText(tx, o, old, after, edits, &res)
			since := EditedSince{Owner: o}
			if o.Kind == storage.OwnerChapter {
				snap, err := e.snapshotTx(tx, o.ID, "", ReasonUndo)
				if err != nil {
					return err
				}
				since.ChapterID, since.Snapshot = o.ID, snap.ID
			} else if cur := tx.Text(o); storage.HashText(cur) != after {
				// A wiki entry or summary has no snapshots: the text
				// with the edits becomes a version its history (and
				// restore) can bring back, as a restore over it does.
				if since.ChapterID, err = e.keepEditedText(tx, o, cur); err != nil {
					return err
				}
			}
			if whole {
				res.Edited = append(res.Edited, since)
			}
			gone, w, err := rewriteOwnerText(tx, o, text)
			removed = append(removed, gone...)
			written = written.Add(w)
			res.Restored = append(res.Restored, o)
			return err
		}
		for _, c := range rec.Chapters {
			err := restore(storage.ChapterOwner(c.ChapterID), func() (string, error) {
				text, err := tx.SnapshotText(c.Before)
				if err != nil {
					return "", fmt.Errorf("the snapshot of chapter %d before the replace is gone: %w", c.ChapterID, err)
				}
				return text, nil
			}, c.After, c.Edits)
			if err != nil {
				return err
			}
		}
		for _, t := range rec.Texts {
			if err := restore(t.Owner, func() (string, error) { return t.Before, nil }, t.After, t.Edits); err != nil {
				return err
			}
		}
		if renamed, err = undoNames(tx, rec, &res); err != nil {
			return err
		}
		if err := e.addToHistory(tx, rec.ProjectID, written); err != nil {
			return err
		}
		rec.Undone = true
		_, err = tx.PutReplace(rec)
		return err
	})
	if err != nil {
		return UndoResult{}, fmt.Errorf("engine: undo replace %d: %w", id, err)
	}
	e.addToSession(project, written)
	e.afterRewrite(removed, res.Restored)
	if renamed {
		e.mentions.touchEntries()
	}
	return res, nil
}

// undoNames gives the wiki entries the names a replace rewrote back, in
// the undo's transaction: each name still as the replace left it, unless
// another entry has the old name now (names stay unique). It reports
// whether it renamed any entry.
func undoNames(tx *storage.Tx, rec storage.ReplaceRecord, res *UndoResult) (bool, error) {
	if len(rec.Names) == 0 {
		return false, nil
	}
	entries, err := tx.WikiEntries(rec.ProjectID)
	if err != nil {
		return false, err
	}
	owner := map[string]uint64{}
	byID := map[uint64]int{}
	for i, w := range entries {
		byID[w.ID] = i
		for _, n := range entryNames(w) {
			owner[nameKey(n)] = w.ID
		}
	}
	changed := map[uint64]WikiEntry{} // the entries renamed, as they were
	for _, n := range slices.Backward(rec.Names) {
		i, ok := byID[n.EntryID]
		if !ok {
			continue // deleted since: UndoResult.Deleted tells of its text
		}
		w := &entries[i]
		name := &w.Title
		if n.Alias >= 0 {
			if n.Alias >= len(w.Aliases) {
				res.NamesKept++
				continue
			}
			name = &w.Aliases[n.Alias]
		}
		if *name != n.After {
			res.NamesKept++
			continue
		}
		if by, ok := owner[nameKey(n.Before)]; ok && by != w.ID {
			res.NamesKept++
			continue
		}
		if _, ok := changed[w.ID]; !ok {
			old := *w
			old.Aliases = slices.Clone(w.Aliases)
			changed[w.ID] = old
		}
		delete(owner, nameKey(n.After))
		owner[nameKey(n.Before)] = w.ID
		*name = n.Before
		res.Renamed++
	}
	for id, old := range changed {
		if err := putEntryNames(tx, entries[byID[id]], old); err != nil {
			return false, err
		}
	}
	return len(changed) > 0, nil
}

// ReplaceLeft is what an undo of a replace would still take back
// (ReplaceStillStanding).
type ReplaceLeft struct {
	// Changes counts the replacements still in their texts as the
	// replace wrote them; Texts the chapters, summaries and wiki entries
	// that hold them, of which Chapters are chapters, Summaries
	// summaries and Entries wiki entries (a front end names them apart:
	// "2 changes in 2 chapters" was said of two renamed entries).
	Changes, Texts               int
	Chapters, Summaries, Entries int
}

// tally counts one more text of owner kind k among those left.
func (l *ReplaceLeft) tally(k storage.OwnerKind) {
	l.Texts++
	switch k {
	case storage.OwnerChapter:
		l.Chapters++
	case storage.OwnerSummary:
		l.Summaries++
	case storage.OwnerWiki:
		l.Entries++
	}
}

// ReplaceStillStanding reports how much of replace id an undo would take
// back now: the replacements not yet taken back or changed by edits since
// (an editor's own undo of them, typing over them), in texts not deleted.
// A front end offers the undo by it and stops offering it at zero,
// where UndoReplace would change nothing. A text whose replace was
// recorded without its edits (an older InkFlow) counts whole while it
// differs from the text before, as UndoReplace would put that back. An
// undone replace has nothing left.
func (e *Engine) ReplaceStillStanding(id uint64) (ReplaceLeft, error) {
	left, err := storage.TxValue(e.db.View, func(tx *storage.Tx) (ReplaceLeft, error) {
		var left ReplaceLeft
		rec, err := tx.Replace(id)
		if err != nil || rec.Undone {
			return left, err
		}
		counted := map[storage.Owner]bool{} // the texts with replacements left
		count := func(o storage.Owner, before func() (string, error), after storage.Hash, changes int, edits []storage.ReplaceEdit) error {
			if !ownerExists(tx, o) {
				return nil
			}
			n := changes
			if current := tx.Text(o); storage.HashText(current) != after {
				old, err := before()
				if err != nil {
					return err
				}
				n = standingEdits(old, current, after, changes, edits)
			}
			if n > 0 {
				left.Changes += n
				left.tally(o.Kind)
				counted[o] = true
			}
			return nil
		}
		for _, c := range rec.Chapters {
			if err := count(storage.ChapterOwner(c.ChapterID), func() (string, error) { return tx.SnapshotText(c.Before) }, c.After, c.Changes, c.Edits); err != nil {
				return left, err
			}
		}
		for _, t := range rec.Texts {
			if err := count(t.Owner, func() (string, error) { return t.Before, nil }, t.After, t.Changes, t.Edits); err != nil {
				return left, err
			}
		}
		names, err := namesStanding(tx, rec)
		if err != nil {
			return left, err
		}
		for id, n := range names {
			left.Changes += n
			if !counted[storage.WikiOwner(id)] {
				left.tally(storage.OwnerWiki)
			}
		}
		return left, nil
	})
	if err != nil {
		return ReplaceLeft{}, fmt.Errorf("engine: what is left of replace %d: %w", id, err)
	}
	return left, nil
}

// namesStanding counts, per wiki entry, the names a replace rewrote that
// are still as it left them.
func namesStanding(tx *storage.Tx, rec storage.ReplaceRecord) (map[uint64]int, error) {
	out := map[uint64]int{}
	for _, n := range rec.Names {
		w, err := tx.WikiEntry(n.EntryID)
		if errors.Is(err, storage.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		names := entryNames(w)
		if i := n.Alias + 1; i < len(names) && names[i] == n.After {
			out[n.EntryID]++
		}
	}
	return out, nil
}

// standingEdits counts the replacements of a text edited since the
// replace (current, no longer the text it wrote, whose hash is after)
// that are still as the replace left them, as undoEdits finds them;
// none when current is the text from before again. A record without its
// edits counts changes.
func standingEdits(before, current string, after storage.Hash, changes int, edits []storage.ReplaceEdit) int {
	if current == before { // taken back whole (a replacement by nothing leaves no span to find)
		return 0
	}
	wrote, spans, ok := replayEdits(before, edits)
	if !ok || len(edits) == 0 || storage.HashText(wrote) != after {
		return changes
	}
	_, skipped := undoEdits(before, wrote, current, edits, spans)
	return len(edits) - skipped
}

// undoneText is what undoing a replace makes of owner o's text: before,
// the text from before the replace, when o still has the text the replace
// wrote (hash after) or has that text again; else the current text with the replacements turned
// back (undoEdits), noted in res (Kept, Skipped). A replace recorded
// without its edits can only give before back whole over the edits
// since: whole reports that.
func undoneText(tx *storage.Tx, o storage.Owner, before string, after storage.Hash, edits []storage.ReplaceEdit, res *UndoResult) (text string, whole bool) {
	current := tx.Text(o)
	if storage.HashText(current) == after || current == before {
		// Untouched, or taken back already (an editor's undo): neither
		// kept edits nor skipped replacements to tell of.
		return before, false
	}
	wrote, spans, ok := replayEdits(before, edits)
	if !ok || len(edits) == 0 || storage.HashText(wrote) != after {
		return before, true
	}
	text, skipped := undoEdits(before, wrote, current, edits, spans)
	res.Kept = append(res.Kept, o)
	res.Skipped += skipped
	return text, false
}

// keepEditedText keeps text, a wiki entry's or summary's current text,
// as its newest version before an undone replace puts an older one back.
// It returns the chapter a summary is of (0 for a wiki entry).
func (e *Engine) keepEditedText(tx *storage.Tx, o storage.Owner, text string) (uint64, error) {
	switch o.Kind {
	case storage.OwnerWiki:
		w, err := tx.WikiEntry(o.ID)
		if err != nil {
			return 0, err
		}
		w.Text = text
		return 0, e.keepWikiVersion(tx, w, WikiRestored)
	case storage.OwnerSummary:
		sum, err := tx.Summary(o.ID)
		if err != nil {
			return 0, err
		}
		return sum.ChapterID, e.keepSummaryVersion(tx, sum.ProjectID, sum.ChapterID, text, SummaryRestored)
	}
	return 0, nil
}

// ownerExists reports whether a chapter, wiki entry or summary still
// exists.
func ownerExists(tx *storage.Tx, o storage.Owner) bool {
	var err error
	switch o.Kind {
	case storage.OwnerChapter:
		_, err = tx.Chapter(o.ID)
	case storage.OwnerWiki:
		_, err = tx.WikiEntry(o.ID)
	case storage.OwnerSummary:
		_, err = tx.Summary(o.ID)
	}
	return err == nil
}

// Replaces lists a project's replaces, newest first, for an undo menu
// (ReplaceRecord.Undone marks those already undone).
func (e *Engine) Replaces(projectID uint64) ([]ReplaceRecord, error) {
	out, err := storage.TxValue(e.db.View, func(tx *storage.Tx) ([]ReplaceRecord, error) { return tx.Replaces(projectID) })
	if err != nil {
		return nil, fmt.Errorf("engine: replaces: %w", err)
	}
	slices.Reverse(out)
	return out, nil
}

// ReplaceUndoLabel is the menu text of a stored replace's undo.
func ReplaceUndoLabel(r ReplaceRecord) string {
	return undoLabel(r.Changes, len(r.Chapters)+len(r.Texts)+len(renamedOnly(r)))
}

// renamedOnly are the wiki entries a replace renamed but whose text it
// did not change.
func renamedOnly(r ReplaceRecord) map[uint64]bool {
	out := map[uint64]bool{}
	for _, n := range r.Names {
		out[n.EntryID] = true
	}
	for _, t := range r.Texts {
		if t.Owner.Kind == storage.OwnerWiki {
			delete(out, t.Owner.ID)
		}
	}
	return out
}
