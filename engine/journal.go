package engine

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"inkflow/storage"
)

// The crash journal keeps the editor's unsaved typing on disk between
// autosaves, so that a crash (kill -9, power cut) loses at most the moment
// since its last write instead of everything since the last save.
//
// Format. One file per chapter, <data>/journal/chapter-<id>.journal,
// holding the difference between the stored chapter (its hash is the
// journal's base) and the editor's text: the lengths of the common prefix
// and suffix and the text between them, plus the title. Typing changes a
// small region, so the file stays a few hundred bytes however long the
// chapter is, and it can never grow past the chapter itself.
//
// Atomicity. Each write replaces the whole file: a temporary file that is
// fsynced, renamed over the old one, and the directory fsynced. A reader
// sees the previous journal or the new one, never a mix. This was chosen
// over an append-only log because the journal is tiny and rewritten a few
// times a second at most: a log would need checksummed records, replay of
// a chain and compaction, all to save rewriting a few hundred bytes. The
// file still carries a CRC of its body, so damage the rename cannot
// prevent (a bad disk, a hand edit) is recognised and the file set aside.
//
// Ordering. The base makes replay safe without trusting clocks: a journal
// is applied only while the stored chapter still has the text it was
// written against; once the chapter is saved the journal is older than
// the stored text and is not applied. The caller journals and saves a
// chapter in the order of the snapshots it hands over (the app runs both
// on one background queue), so a save supersedes every journal written
// before it and SaveChapter simply deletes the chapter's journal.

// JournalDir is the crash journal folder inside the data directory.
const JournalDir = "journal"

// journalSetAside is where damaged and orphaned journals are moved; they
// are kept for the author (or support) and never read again.
const journalSetAside = "set-aside"

const (
	journalPrefix  = "chapter-"
	journalSuffix  = ".journal"
	journalMagic   = "inkflow-journal 1"
	journalVersion = 1
)

// Recovery describes unsaved typing that Open took back from the crash
// journal into a chapter.
type Recovery struct {
	ChapterID uint64
	// Title is the chapter's title after the recovery.
	Title string
	// Chars is how many characters (runes) of typing came back; Removed
	// how many stored characters the journaled edits had deleted.
	Chars, Removed int
}

// journalRecord is a journal file's JSON body.
type journalRecord struct {
	Version int    `json:"version"`
	Chapter uint64 `json:"chapter"`
	// Base is the hex hash of the stored text the edit applies to, and
	// Target the hash of the text it produces (replay checks both).
	Base   string `json:"base"`
	Target string `json:"target"`
	Title  string `json:"title"`
	// Prefix and Suffix are byte lengths of the stored text kept at either
	// end; Insert replaces what lies between them.
	Prefix  int       `json:"prefix"`
	Suffix  int       `json:"suffix"`
	Insert  string    `json:"insert"`
	Written time.Time `json:"written"`
}

// JournalChapter records the editor's unsaved title and text of a chapter
// in the crash journal (see the format above), replacing the chapter's
// previous journal; when they equal what is stored, the journal is
// deleted instead. The editor calls it off the UI goroutine every few
// hundred milliseconds while there are unsaved edits; calls for one
// chapter must come in the order of their snapshots, interleaved with its
// SaveChapter calls in that order (see Ordering above). A chapter that
// does not exist yields an error wrapping ErrNotFound.
func (e *Engine) JournalChapter(id uint64, title, text string) error {
	if !utf8.ValidString(text) || !utf8.ValidString(title) {
		return fmt.Errorf("engine: journal chapter %d: text is not valid UTF-8: %w", id, ErrInvalid)
	}
	title = strings.TrimSpace(title)
	// The base is read under the lock, so a save that lands meanwhile
	// either precedes the read or deletes this journal after it.
	e.jmu.Lock()
	defer e.jmu.Unlock()
	c, err := e.Chapter(id)
	if err != nil {
		return fmt.Errorf("engine: journal chapter %d: %w", id, err)
	}
	if c.Text == text && c.Title == title {
		return e.clearJournalLocked(id)
	}
	if err := e.writeJournal(c, title, text); err != nil {
		return err
	}
	e.journals[id] = true
	return nil
}

// clearJournal deletes the journal this process wrote for a chapter, once
// the chapter is saved or deleted. Failures are logged: the save itself
// succeeded, and a leftover journal is not applied at the next start
// because its base no longer matches.
func (e *Engine) clearJournal(id uint64) {
	e.jmu.Lock()
	defer e.jmu.Unlock()
	if !e.journals[id] {
		return
	}
	if err := e.clearJournalLocked(id); err != nil {
		e.log.Warn("removing the crash journal failed", "chapter", id, "err", err)
	}
}

// hasJournal reports whether a chapter has a crash journal: typing the
// editor has not saved yet, written by this process or left by one that
// crashed.
func (e *Engine) hasJournal(id uint64) bool {
	e.jmu.Lock()
	defer e.jmu.Unlock()
	if e.journals[id] {
		return true
	}
	_, err := os.Stat(e.journalPath(id))
	return err == nil
}

func (e *Engine) clearJournalLocked(id uint64) error {
	delete(e.journals, id)
	return removeJournal(e.journalPath(id), id)
}

func removeJournal(path string, id uint64) error {
	err := os.Remove(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("engine: clear journal of chapter %d: %w", id, err)
	}
	return nil
}

func (e *Engine) journalPath(id uint64) string {
	return filepath.Join(e.dir, JournalDir, journalPrefix+strconv.FormatUint(id, 10)+journalSuffix)
}

// writeJournal writes the journal turning stored chapter c into (title,
// text), atomically.
func (e *Engine) writeJournal(c storage.Chapter, title, text string) error {
	prefix, suffix := commonEnds(c.Text, text)
	rec := journalRecord{
		Version: journalVersion, Chapter: c.ID,
		Base: hex.EncodeToString(c.Hash[:]), Target: hashHex(text),
		Title: title, Prefix: prefix, Suffix: suffix,
		Insert: text[prefix : len(text)-suffix], Written: time.Now().UTC(),
	}
	body, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("engine: journal chapter %d: %w", c.ID, err)
	}
	data := fmt.Appendf(nil, "%s %08x\n", journalMagic, crc32.Checksum(body, crcTable))
	data = append(data, body...)
	if err := writeFileSynced(e.journalPath(c.ID), data); err != nil {
		return fmt.Errorf("engine: journal chapter %d: %w", c.ID, err)
	}
	return nil
}

var crcTable = crc32.MakeTable(crc32.Castagnoli)

func hashHex(s string) string {
	h := storage.HashText(s)
	return hex.EncodeToString(h[:])
}

// commonEnds returns the byte lengths of the longest common prefix and
// suffix of a and b that do not overlap and end on rune boundaries.
func commonEnds(a, b string) (prefix, suffix int) {
	n := min(len(a), len(b))
	for prefix < n && a[prefix] == b[prefix] {
		prefix++
	}
	for prefix > 0 && prefix < len(b) && !utf8.RuneStart(b[prefix]) {
		prefix--
	}
	for suffix < n-prefix && a[len(a)-1-suffix] == b[len(b)-1-suffix] {
		suffix++
	}
	for suffix > 0 && !utf8.RuneStart(b[len(b)-suffix]) {
		suffix--
	}
	return prefix, suffix
}

// writeFileSynced replaces path with data atomically: temporary file,
// fsync, rename, fsync of the directory (skipped on Windows, which cannot
// open a directory for it and whose renames NTFS already journals).
func writeFileSynced(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return err
	}
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// replayJournal applies the crash journal at Open, before the engine is
// shared (so it needs no lock): every journal newer than its stored
// chapter is saved into it and reported. Nothing here may stop the data
// directory from opening, and no journal is thrown away unread: a damaged
// one, one for a deleted chapter and one older than its chapter are moved
// to journal/set-aside with one log line; one that cannot be applied now
// stays for the next start.
func (e *Engine) replayJournal() []Recovery {
	dir := filepath.Join(e.dir, JournalDir)
	entries, err := os.ReadDir(dir)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			e.log.Error("reading the crash journal failed", "dir", dir, "err", err)
		}
		return nil
	}
	var out []Recovery
	for _, ent := range entries {
		name := ent.Name()
		path := filepath.Join(dir, name)
		if strings.HasPrefix(name, ".tmp-") {
			// A write cut short by the crash; the journal it was to
			// replace is still in place.
			os.Remove(path)
			continue
		}
		id, ok := journalID(name)
		if !ok || ent.IsDir() {
			continue
		}
		r, ok, err := e.replayOne(id, path)
		switch {
		case errors.Is(err, ErrNotFound):
			e.setAside(path, "crash journal of a deleted chapter set aside", err)
		case errors.Is(err, ErrCorrupt):
			e.setAside(path, "damaged crash journal set aside", err)
		case errors.Is(err, errStaleJournal):
			e.setAside(path, "crash journal older than its chapter set aside", err)
		case err != nil:
			e.log.Error("applying the crash journal failed; it is kept for the next start", "file", path, "err", err)
		case ok:
			e.log.Warn("recovered unsaved typing from the crash journal", "chapter", r.ChapterID, "title", r.Title, "chars", r.Chars, "removed", r.Removed)
			out = append(out, r)
		}
	}
	return out
}

// errStaleJournal: the stored chapter is newer than the journal.
var errStaleJournal = errors.New("journal older than its chapter")

// replayOne applies one journal file. It reports ok when text came back.
func (e *Engine) replayOne(id uint64, path string) (Recovery, bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Recovery{}, false, err
	}
	rec, err := parseJournal(data)
	if err == nil && rec.Chapter != id {
		err = fmt.Errorf("journal names chapter %d: %w", rec.Chapter, ErrCorrupt)
	}
	if err != nil {
		return Recovery{}, false, err
	}
	c, err := e.Chapter(id)
	if err != nil {
		return Recovery{}, false, err
	}
	if hex.EncodeToString(c.Hash[:]) != rec.Base {
		// Saved after the journal was written (a save deletes its own
		// journals, so this is rare: a restored backup, a failed
		// delete). The stored text wins; the journal is kept aside.
		return Recovery{}, false, fmt.Errorf("the chapter was saved after the journal: %w", errStaleJournal)
	}
	if rec.Prefix < 0 || rec.Suffix < 0 || rec.Prefix+rec.Suffix > len(c.Text) {
		return Recovery{}, false, fmt.Errorf("journal edit outside the chapter: %w", ErrCorrupt)
	}
	removed := c.Text[rec.Prefix : len(c.Text)-rec.Suffix]
	text := c.Text[:rec.Prefix] + rec.Insert + c.Text[len(c.Text)-rec.Suffix:]
	if hashHex(text) != rec.Target {
		return Recovery{}, false, fmt.Errorf("journal does not rebuild its text: %w", ErrCorrupt)
	}
	if _, err := e.SaveChapter(id, rec.Title, text); err != nil {
		return Recovery{}, false, err
	}
	if err := removeJournal(path, id); err != nil {
		e.log.Warn("removing an applied crash journal failed", "chapter", id, "err", err)
	}
	r := Recovery{ChapterID: id, Title: strings.TrimSpace(rec.Title),
		Chars: utf8.RuneCountInString(rec.Insert), Removed: utf8.RuneCountInString(removed)}
	return r, true, nil
}

// parseJournal checks a journal file's header and CRC and decodes it.
// Anything wrong wraps ErrCorrupt.
func parseJournal(data []byte) (journalRecord, error) {
	var rec journalRecord
	header, body, ok := bytes.Cut(data, []byte{'\n'})
	sum, ok2 := strings.CutPrefix(string(header), journalMagic+" ")
	if !ok || !ok2 {
		return rec, fmt.Errorf("not a journal header: %w", ErrCorrupt)
	}
	want, err := strconv.ParseUint(sum, 16, 32)
	if err != nil || uint32(want) != crc32.Checksum(body, crcTable) {
		return rec, fmt.Errorf("checksum mismatch: %w", ErrCorrupt)
	}
	if err := json.Unmarshal(body, &rec); err != nil {
		return rec, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	if rec.Version != journalVersion {
		return rec, fmt.Errorf("journal version %d: %w", rec.Version, ErrCorrupt)
	}
	return rec, nil
}

// journalID reads the chapter id from a journal file name.
func journalID(name string) (uint64, bool) {
	s, ok := strings.CutPrefix(name, journalPrefix)
	if !ok {
		return 0, false
	}
	s, ok = strings.CutSuffix(s, journalSuffix)
	if !ok {
		return 0, false
	}
	id, err := strconv.ParseUint(s, 10, 64)
	return id, err == nil
}

// setAside moves a journal that cannot be replayed out of the way, keeping
// it, and logs one line saying why.
func (e *Engine) setAside(path, msg string, cause error) {
	dst := filepath.Join(filepath.Dir(path), journalSetAside,
		filepath.Base(path)+"."+time.Now().UTC().Format("20060102-150405.000"))
	err := os.MkdirAll(filepath.Dir(dst), 0o700)
	if err == nil {
		err = os.Rename(path, dst)
	}
	if err != nil {
		e.log.Error(msg+", but moving it failed", "file", path, "reason", cause, "err", err)
		return
	}
	e.log.Warn(msg, "file", dst, "reason", cause)
}

// Recovered lists the unsaved typing Open took back from the crash
// journal, for the app's notice. It does not change after Open.
func (e *Engine) Recovered() []Recovery { return e.recovered }
