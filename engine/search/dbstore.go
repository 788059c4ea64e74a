package search

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sync"

	"inkflow/engine/passage"
	"inkflow/storage"
)

// DBStore is the Store over InkFlow's bbolt database. Every call is one
// read transaction, so a result never mixes two versions of the data.
type DBStore struct {
	db *storage.DB
	// titles is the one cache of chapter titles (see chapterTitles):
	// each project looked up (ChapterOpenings), its chapters with their
	// titles' parts as of a version of the database.
	titles struct {
		sync.Mutex
		books map[uint64]bookTitles // by project
	}
}

// bookTitles is a project's chapters, in book order, with the parts of
// their titles, as the database was at version.
type bookTitles struct {
	version  uint64
	chapters []titledChapter
}

// titledChapter is a chapter and the parts of its title (titleParts).
type titledChapter struct {
	id    uint64
	title string
	parts []string
}

// NewDBStore returns a Store reading db.
func NewDBStore(db *storage.DB) *DBStore { return &DBStore{db: db} }

// Children implements Store (without vectors).
func (s *DBStore) Children(ids []uint64) (map[uint64]Child, error) {
	rows, err := s.db.Children(ids)
	if err != nil {
		return nil, fmt.Errorf("search: read children: %w", err)
	}
	out := make(map[uint64]Child, len(rows))
	for id, c := range rows {
		out[id] = fromStorageChild(c)
	}
	return out, nil
}

func fromStorageChild(c storage.Child) Child {
	return Child{ID: c.ID, ParentID: c.ParentID, Order: c.Order, Start: c.Start, End: c.End, Text: c.Text, Vector: c.Vector}
}

// Parents implements Store. A parent whose owner or project no longer
// exists is left out, like a missing parent.
func (s *DBStore) Parents(ids []uint64) (map[uint64]Parent, error) {
	out := make(map[uint64]Parent, len(ids))
	err := s.db.View(func(tx *storage.Tx) error {
		o := newOwnerCache(tx)
		for _, id := range ids {
			p, err := tx.Parent(id)
			if errors.Is(err, storage.ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			sp, ok, err := o.parent(p)
			if err != nil {
				return err
			}
			if ok {
				out[id] = sp
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("search: read parents: %w", err)
	}
	return out, nil
}

// ChapterChildren implements Store: the chapter's children with vectors,
// parents in text order.
func (s *DBStore) ChapterChildren(chapterID uint64) ([]Child, error) {
	var out []Child
	err := s.db.View(func(tx *storage.Tx) error {
		parents, err := tx.ParentsOf(storage.ChapterOwner(chapterID))
		if err != nil {
			return err
		}
		slices.SortFunc(parents, func(a, b storage.Parent) int { return a.Start - b.Start })
		for _, p := range parents {
			kids, err := tx.ChildrenOf(p.ID, true)
			if err != nil {
				return err
			}
			for _, c := range kids {
				out = append(out, fromStorageChild(c))
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("search: read children of chapter %d: %w", chapterID, err)
	}
	return out, nil
}

// ChapterOpenings implements TitleStore. It reads the chapter records
// (without their text) of the project, or of every project that is not
// deleted, or takes them from the last lookup when nothing was written
// since, and for each match the chapter's parents.
func (s *DBStore) ChapterOpenings(projectID uint64, allProjects bool, match func(parts []string) bool) ([]uint64, error) {
	var out []uint64
	err := s.db.View(func(tx *storage.Tx) error {
		books, err := s.chapterTitles(tx, projectID, allProjects)
		if err != nil {
			return err
		}
		for _, chapters := range books {
			for _, c := range chapters {
				if !match(c.parts) {
					continue
				}
				id, ok, err := openingChild(tx, c.id)
				if err != nil {
					return err
				}
				if ok {
					out = append(out, id)
				}
			}
		}
		return nil
	})
	if err != nil {
		if allProjects {
			return nil, fmt.Errorf("read chapter titles of every project: %w", err)
		}
		return nil, fmt.Errorf("read chapter titles of project %d: %w", projectID, err)
	}
	return out, nil
}

// openingChild returns the first child, in text order, of a chapter;
// ok is false for a chapter not indexed yet.
func openingChild(tx *storage.Tx, chapterID uint64) (uint64, bool, error) {
	parents, err := tx.ParentsOf(storage.ChapterOwner(chapterID))
	if err != nil || len(parents) == 0 {
		return 0, false, err
	}
	first := slices.MinFunc(parents, func(a, b storage.Parent) int { return a.Start - b.Start })
	kids, err := tx.ChildIDsOf(first.ID)
	if err != nil || len(kids) == 0 {
		return 0, false, err
	}
	return kids[0], true, nil
}

// chapterTitles returns the chapters of the project, and with
// allProjects those of every other project that is not deleted (in the
// order the projects were made), each project's in book order with the
// parts of their titles. A project's are kept from the last call while
// the database is at the same version: a title lookup reads every
// chapter of the book, 3,000 records of a web novel, at every search
// (BenchmarkChapterOpenings), while the author writes between searches
// and renames a chapter rarely; a search across all projects reads every
// book's (BenchmarkCrossProjectSearch in engine). After a write the
// records are read again, but a chapter whose title is unchanged keeps
// its parts: folding every title anew was 40 % of the lookup's time.
func (s *DBStore) chapterTitles(tx *storage.Tx, projectID uint64, allProjects bool) ([][]titledChapter, error) {
	ids := []uint64{projectID}
	if allProjects {
		projects, err := tx.Projects()
		if err != nil {
			return nil, err
		}
		for _, p := range projects {
			if p.ID != projectID && p.Deleted.IsZero() {
				ids = append(ids, p.ID)
			}
		}
	}
	s.titles.Lock()
	defer s.titles.Unlock()
	if s.titles.books == nil {
		s.titles.books = make(map[uint64]bookTitles)
	}
	out := make([][]titledChapter, 0, len(ids))
	for _, id := range ids {
		book, err := s.bookTitles(tx, id)
		if err != nil {
			return nil, err
		}
		out = append(out, book)
	}
	if allProjects {
		// Every project there is was just listed: forget the ones gone.
		for id := range s.titles.books {
			if !slices.Contains(ids, id) {
				delete(s.titles.books, id)
			}
		}
	}
	return out, nil
}

// bookTitles is chapterTitles for one project; s.titles is locked.
func (s *DBStore) bookTitles(tx *storage.Tx, projectID uint64) ([]titledChapter, error) {
	kept, ok := s.titles.books[projectID]
	if ok && kept.version == tx.Version() {
		return kept.chapters, nil
	}
	records, err := tx.Chapters(projectID)
	if err != nil {
		return nil, err
	}
	known := make(map[uint64]titledChapter, len(kept.chapters))
	for _, c := range kept.chapters {
		known[c.id] = c
	}
	chapters := make([]titledChapter, len(records))
	for i, c := range records {
		if k, ok := known[c.ID]; ok && k.title == c.Title {
			chapters[i] = k
		} else {
			chapters[i] = titledChapter{id: c.ID, title: c.Title, parts: titleParts(c.Title)}
		}
	}
	s.titles.books[projectID] = bookTitles{version: tx.Version(), chapters: chapters}
	return chapters, nil
}

// ownerInfo is what results show about an owner.
type ownerInfo struct {
	projectID    uint64
	title        string
	chapterIndex int
	wikiType     string
	aliases      []string
	summaryOf    uint64
}

// ownerCache resolves owners and project names once per transaction:
// the parents of one search mostly share a few owners.
type ownerCache struct {
	tx       *storage.Tx
	owners   map[storage.Owner]*ownerInfo // nil value: owner gone
	projects map[uint64]string            // "": gone or deleted (names are never empty)
	blocks   map[blockRef]int
}

// blockRef names a block: block ids are unique per owner.
type blockRef struct {
	owner storage.Owner
	id    uint64
}

func newOwnerCache(tx *storage.Tx) *ownerCache {
	return &ownerCache{tx: tx, owners: map[storage.Owner]*ownerInfo{}, projects: map[uint64]string{}, blocks: map[blockRef]int{}}
}

// parent converts a stored parent; ok is false if its owner is gone.
func (c *ownerCache) parent(p storage.Parent) (Parent, bool, error) {
	info, err := c.owner(p.Owner)
	if err != nil || info == nil {
		return Parent{}, false, err
	}
	name, ok := c.projects[info.projectID]
	if !ok {
		pr, err := c.tx.Project(info.projectID)
		if err != nil && !errors.Is(err, storage.ErrNotFound) {
			return Parent{}, false, err
		}
		if err == nil && pr.Deleted.IsZero() {
			name = pr.Name
		}
		c.projects[info.projectID] = name
	}
	if name == "" { // the project is gone, or deleted by the author
		return Parent{}, false, nil
	}
	block, err := c.blockIndex(p)
	if err != nil {
		return Parent{}, false, err
	}
	return Parent{
		ID: p.ID, ProjectID: info.projectID, Project: name, Kind: p.Owner.Kind.String(),
		OwnerID: p.Owner.ID, OwnerTitle: info.title, ChapterIndex: info.chapterIndex,
		BlockIndex: block, OwnerStart: p.Start, Text: p.Text,
		WikiType: info.wikiType, Aliases: slices.Clone(info.aliases), SummaryOf: info.summaryOf,
	}, true, nil
}

// blockIndex is the position of the parent's first block in its owner,
// -1 when the block is gone (the owner was edited after indexing).
func (c *ownerCache) blockIndex(p storage.Parent) (int, error) {
	first := p.FirstBlockID()
	key := blockRef{p.Owner, first}
	if i, ok := c.blocks[key]; ok {
		return i, nil
	}
	b, err := c.tx.Block(p.Owner, first)
	i := b.Order
	if errors.Is(err, storage.ErrNotFound) {
		i, err = -1, nil
	}
	if err != nil {
		return 0, err
	}
	c.blocks[key] = i
	return i, nil
}

// owner resolves an owner; nil means it no longer exists.
func (c *ownerCache) owner(o storage.Owner) (*ownerInfo, error) {
	if info, ok := c.owners[o]; ok {
		return info, nil
	}
	info, err := c.readOwner(o)
	if errors.Is(err, storage.ErrNotFound) {
		info, err = nil, nil
	}
	if err != nil {
		return nil, err
	}
	c.owners[o] = info
	return info, nil
}

func (c *ownerCache) readOwner(o storage.Owner) (*ownerInfo, error) {
	switch o.Kind {
	case storage.OwnerChapter:
		ch, err := c.tx.Chapter(o.ID)
		if err != nil {
			return nil, err
		}
		return &ownerInfo{projectID: ch.ProjectID, title: ch.Title, chapterIndex: ch.Index}, nil
	case storage.OwnerWiki:
		w, err := c.tx.WikiEntry(o.ID)
		if err != nil {
			return nil, err
		}
		return &ownerInfo{projectID: w.ProjectID, title: w.Title, chapterIndex: -1, wikiType: w.Type, aliases: w.Aliases}, nil
	case storage.OwnerSummary:
		sm, err := c.tx.Summary(o.ID)
		if err != nil {
			return nil, err
		}
		ch, err := c.tx.Chapter(sm.ChapterID)
		if err != nil {
			return nil, err
		}
		return &ownerInfo{projectID: sm.ProjectID, title: ch.Title, chapterIndex: ch.Index, summaryOf: sm.ChapterID}, nil
	}
	return nil, fmt.Errorf("owner %s: %w", o, storage.ErrInvalid)
}

// KeywordPieces implements PassageStore. It files the passages of each
// child's owner as the indexer did (engine/index keywordDocs: passage
// AssignSpans over the owner's text and all its children), one owner
// once, and cuts each child's passages at its owner's parents. This reads
// and cuts the owner's whole text, so search asks only for the few
// results whose own parent misses words their keyword document matched.
func (s *DBStore) KeywordPieces(childIDs []uint64) (map[uint64][]Piece, error) {
	out := make(map[uint64][]Piece, len(childIDs))
	want := make(map[uint64]bool, len(childIDs))
	for _, id := range childIDs {
		want[id] = true
	}
	err := s.db.View(func(tx *storage.Tx) error {
		done := make(map[storage.Owner]bool)
		for _, id := range childIDs {
			if _, ok := out[id]; ok {
				continue
			}
			c, err := tx.ChildNoVector(id)
			if errors.Is(err, storage.ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			p, err := tx.Parent(c.ParentID)
			if errors.Is(err, storage.ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			if done[p.Owner] {
				continue // the owner was filed and id is not among its children
			}
			done[p.Owner] = true
			if err := ownerPieces(tx, p.Owner, want, out); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("search: read keyword passages: %w", err)
	}
	return out, nil
}

// ownerPieces adds the keyword passages of the children of an owner that
// want holds to out, cut at the owner's parents.
func ownerPieces(tx *storage.Tx, o storage.Owner, want map[uint64]bool, out map[uint64][]Piece) error {
	text, err := tx.OwnerText(o)
	if err != nil {
		return err
	}
	parents, err := tx.ParentsOf(o)
	if err != nil {
		return err
	}
	slices.SortFunc(parents, func(a, b storage.Parent) int { return a.Start - b.Start })
	type kid struct {
		id     uint64
		parent int // index in parents
		span   passage.Span
	}
	var kids []kid
	for i, p := range parents {
		chs, err := tx.ChildrenOf(p.ID, false)
		if err != nil {
			return err
		}
		for _, c := range chs {
			kids = append(kids, kid{c.ID, i, passage.Span{Start: p.Start + c.Start, End: p.Start + c.End}})
		}
	}
	slices.SortFunc(kids, func(a, b kid) int { return a.span.Start - b.span.Start })
	spans := make([]passage.Span, len(kids))
	for i, k := range kids {
		spans[i] = k.span
	}
	// The kids of parent j are kids[first[j]:first[j+1]]: parents do not
	// overlap, so sorting by start keeps each parent's kids together.
	first := make([]int, len(parents)+1)
	for _, k := range kids {
		first[k.parent+1]++
	}
	for j := range parents {
		first[j+1] += first[j]
	}
	for i, ps := range passage.AssignSpans(text, spans) {
		if !want[kids[i].id] {
			continue
		}
		var pieces []Piece
		for _, sp := range ps {
			j, _ := slices.BinarySearchFunc(parents, sp.Start, func(p storage.Parent, at int) int { return cmp.Compare(p.End, at+1) })
			for ; j < len(parents) && parents[j].Start < sp.End; j++ {
				p := parents[j]
				cut := passage.Span{Start: max(sp.Start, p.Start), End: min(sp.End, p.End)}
				if cut.End <= cut.Start {
					continue
				}
				best, bestOv := uint64(0), 0 // the parent's child the piece overlaps most
				for _, k := range kids[first[j]:first[j+1]] {
					if ov := min(cut.End, k.span.End) - max(cut.Start, k.span.Start); ov > bestOv {
						best, bestOv = k.id, ov
					}
				}
				if bestOv == 0 {
					continue // no child of the parent holds any of it
				}
				rel := Span{Start: cut.Start - p.Start, End: cut.End - p.Start}
				pieces = append(pieces, Piece{ParentID: p.ID, ChildID: best, Start: rel.Start, End: rel.End, Text: runeSlice(p.Text, rel.Start, rel.End)})
			}
		}
		out[kids[i].id] = pieces
	}
	return nil
}
