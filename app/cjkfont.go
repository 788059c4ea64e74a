package app

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/font/opentype/tables"
)

// The interface's text font. Fyne's bundled font has no Chinese; left
// alone, Fyne finds a font for each missing character among the system
// fonts by the language of the locale, so an English locale may draw
// Chinese with a Japanese face (the same code points, other shapes) and a
// system without a CJK font draws boxes. The app theme therefore uses a
// CJK font found at start as its text font (the editor keeps its own
// theme): the first of cjkFontFiles that covers Chinese.

// cjkCoverage is the text a font must cover to be used: common Han
// characters and the full-width punctuation of Chinese prose. (The curly
// quotes come from Fyne's own font: see curlyQuote.)
const cjkCoverage = "汉字中国语说们这，。、：；！？《》（）"

// cjkFontFiles lists where goos keeps a CJK font, best first; exeDir is
// the installed binary's folder, whose ../share/inkflow/fonts a package
// may fill.
func cjkFontFiles(goos, exeDir string) []string {
	var files []string
	switch goos {
	case "windows":
		dir := filepath.Join(orDefault(os.Getenv("WINDIR"), `C:\Windows`), "Fonts")
		for _, f := range []string{"msyh.ttc", "msyh.ttf", "simhei.ttf", "simsun.ttc"} {
			files = append(files, filepath.Join(dir, f))
		}
	case "darwin":
		files = []string{
			"/System/Library/Fonts/PingFang.ttc",
			"/System/Library/Fonts/Hiragino Sans GB.ttc",
			"/System/Library/Fonts/STHeiti Light.ttc",
			"/Library/Fonts/Arial Unicode.ttf",
		}
	default:
		files = []string{
			"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", // Debian, Ubuntu: fonts-noto-cjk
			"/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",      // Arch
			"/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
			"/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", // fonts-wqy-microhei
			"/usr/share/fonts/wqy-microhei/wqy-microhei.ttc",
			"/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
			"/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
		}
	}
	if exeDir != "" {
		shared, _ := filepath.Glob(filepath.Join(exeDir, "..", "share", "inkflow", "fonts", "*.tt[fc]"))
		files = append(files, shared...)
	}
	return files
}

// cjkBoldFontFiles lists where goos keeps the bold face of a CJK font of
// cjkFontFiles: Fyne's font fallback draws bold Chinese with it. The
// fonts Linux systems most often have, WenQuanYi Micro Hei and Droid
// Sans Fallback, have none.
func cjkBoldFontFiles(goos string) []string {
	switch goos {
	case "windows":
		dir := filepath.Join(orDefault(os.Getenv("WINDIR"), `C:\Windows`), "Fonts")
		return []string{filepath.Join(dir, "msyhbd.ttc"), filepath.Join(dir, "msyhbd.ttf")}
	case "darwin":
		return []string{
			"/System/Library/Fonts/PingFang.ttc", // its semibold faces
			"/System/Library/Fonts/Hiragino Sans GB.ttc",
			"/System/Library/Fonts/STHeiti Medium.ttc",
		}
	default:
		return []string{
			"/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
			"/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc",
			"/usr/share/fonts/google-noto-cjk/NotoSansCJK-Bold.ttc",
		}
	}
}

// boldCJKInstalled reports a bold CJK face among cjkBoldFontFiles, looked
// for once.
var boldCJKInstalled = sync.OnceValue(func() bool {
	for _, name := range cjkBoldFontFiles(runtime.GOOS) {
		if _, err := os.Stat(name); err == nil {
			return true
		}
	}
	return false
})

// appBoldFont is the window's bold text font (nil: Fyne's bold) for a
// Chinese interface or not, with text its regular CJK font, when a bold
// CJK face is installed or not (cjkBold). Fyne draws bold text (a
// dialog's title, the project's name in the sidebar) in its Latin bold
// font and the Chinese in it with the system's CJK font; without a bold
// CJK face the Chinese comes out regular beside bold Latin (“导出” thin,
// “Frankenstein” heavy in 导出《Frankenstein》), and Fyne draws no
// synthetic bold. A Chinese interface therefore draws such bold text in
// the regular CJK font throughout, one weight for the whole title, as
// the Chinese in it already was; an English one keeps Fyne's bold, its
// titles being Latin.
func appBoldFont(text fyne.Resource, chinese, cjkBold bool) fyne.Resource {
	if !chinese || cjkBold {
		return nil
	}
	return text
}

// orDefault returns s, or def when s is empty.
func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// appCJKFont is the CJK font of this system for the interface's language
// (see latinPunctuation), looked for once per language.
func appCJKFont() fyne.Resource {
	if strings.HasPrefix(currentLocale().String(), "en") {
		return englishCJKFont()
	}
	return chineseCJKFont()
}

var (
	chineseCJKFont = sync.OnceValue(func() fyne.Resource { return systemCJKFont(curlyQuote) })
	englishCJKFont = sync.OnceValue(func() fyne.Resource { return systemCJKFont(latinPunctuation) })
	wholeCJKFont   = sync.OnceValue(func() fyne.Resource { return systemCJKFont(func(rune) bool { return false }) })
	// wholeBoldCJKFont is the bold face of cjkBoldFontFiles whole, for a
	// Chinese book's chapter title (bookTitleStyle), or nil when none is
	// installed (most Linux systems: the title then takes wholeCJKFont).
	wholeBoldCJKFont = sync.OnceValue(func() fyne.Resource {
		res, err := loadCJKFont(cjkBoldFontFiles(runtime.GOOS), func(rune) bool { return false })
		if err != nil {
			return nil
		}
		return res
	})
)

// editorFont is the font the manuscript editor measures and draws a book
// in (textedit.Editor.FontSource), by the book's language. A Chinese book
// is drawn in the CJK font whole, its “ ” ‘ ’ and … the full-width forms
// Chinese sets between characters (the window's font leaves the quotes
// out, and Fyne filled them from a system font: DejaVu Sans's ” 8.3 px
// at 16 px between 16 px characters). An English book is drawn in Fyne's
// own font, whose quotes and ellipsis match its letters: with the CJK
// font's letters the quotes came from DejaVu Sans, wider than the CJK
// face's Latin ("“Victor,”  said": ” 8.3 px, Fyne's 5.75), and the CJK
// face has only full-width quotes (16 px), no narrower ones. Chinese
// characters in an English book come from the system's fonts, as Fyne
// fills any character its font lacks. Without a CJK font both are
// Fyne's.
func editorFont(chinese bool) fyne.Resource {
	if chinese {
		if f := wholeCJKFont(); f != nil {
			return f
		}
	}
	return theme.DefaultTextFont()
}

// passageFont is the font a side panel draws the curly quotes and
// ellipsis of a book's passages in (passageText.bookFont): for a Chinese
// book the CJK font whole, as the editor draws it (editorFont), with “ ” ‘ ’
// and … full width; nil, the window's font, for an English book, whose
// quotes are Fyne's narrow ones, and where there is no CJK font.
func passageFont(chinese bool) fyne.Resource {
	if chinese {
		return wholeCJKFont()
	}
	return nil
}

// systemCJKFont is the first CJK font of this system, without the
// characters fromFyne picks (left to Fyne's font), or nil when there is
// none.
func systemCJKFont(fromFyne func(rune) bool) fyne.Resource {
	exe, err := os.Executable()
	dir := ""
	if err == nil {
		dir = filepath.Dir(exe)
	}
	res, err := loadCJKFont(cjkFontFiles(runtime.GOOS, dir), fromFyne)
	if err != nil {
		fyne.LogError("no CJK font found; Chinese text relies on Fyne's font fallback", err)
		return nil
	}
	return res
}

// loadCJKFont returns the first of files that holds a face covering
// cjkCoverage, as a single font Fyne can parse (Fyne reads .ttf and .otf
// only, so a face is taken out of a .ttc collection), without the
// characters fromFyne picks.
func loadCJKFont(files []string, fromFyne func(rune) bool) (fyne.Resource, error) {
	var errs []error
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			if !errors.Is(err, os.ErrNotExist) {
				errs = append(errs, err)
			}
			continue
		}
		face, err := chineseFace(data, fromFyne)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
			continue
		}
		return fyne.NewStaticResource(strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))+".ttf", face), nil
	}
	errs = append(errs, fmt.Errorf("none of %d places holds a font covering Chinese", len(files)))
	return nil, errors.Join(errs...)
}

// chineseFace returns the face of a font file or collection that covers
// cjkCoverage as one font file, preferring a simplified Chinese face (a
// collection such as Noto Sans CJK holds the Japanese, Korean and
// traditional Chinese shapes of the same characters too), with the
// characters fromFyne picks left to Fyne's own font (withoutChars).
func chineseFace(data []byte, fromFyne func(rune) bool) ([]byte, error) {
	loaders, err := opentype.NewLoaders(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("read font: %w", err)
	}
	// Simplified Chinese faces first; coverage is checked in that order
	// (it parses the face, so not for every face of a large collection).
	var order []int
	for i, ld := range loaders {
		if desc, _ := font.Describe(ld, nil); simplifiedFamily(desc.Family) {
			order = slices.Insert(order, 0, i)
		} else {
			order = append(order, i)
		}
	}
	best := -1
	for _, i := range order {
		if coversChinese(loaders[i]) {
			best = i
			break
		}
	}
	if best < 0 {
		return nil, errors.New("no face covers Chinese")
	}
	ld := loaders[best]
	tags := ld.Tables()
	slices.Sort(tags)
	tables := make([]opentype.Table, 0, len(tags))
	for _, tag := range tags {
		raw, err := ld.RawTable(tag)
		if err != nil {
			return nil, fmt.Errorf("read table %s: %w", tag, err)
		}
		if tag == cmapTag {
			if raw, err = withoutChars(raw, fromFyne); err != nil {
				return nil, err
			}
		}
		tables = append(tables, opentype.Table{Tag: tag, Content: raw})
	}
	parsed, err := font.NewFont(ld)
	if err != nil {
		return nil, fmt.Errorf("read face: %w", err)
	}
	if err := roomForDescenders(tables, font.NewFace(parsed)); err != nil {
		return nil, err
	}
	return opentype.WriteTTF(tables), nil
}

var (
	hheaTag = opentype.MustNewTag("hhea")
	os2Tag  = opentype.MustNewTag("OS/2")
)

// descenderProbe holds the characters reaching lowest below the baseline
// in the interface's text: Latin descenders and Chinese punctuation.
const descenderProbe = "gjpqy，；（）《》"

// roundingRoom is the share of an em, below the glyphs' lowest point, the
// line box's descent must leave. Fyne draws a text into a box
// ceil(ascent+descent) pixels high with the baseline ceil(ascent) pixels
// down, so up to a pixel of the descent goes above the baseline; a pixel
// is 1/11 em at the smallest text the interface draws (captions).
const roundingRoom = 1.0 / 11

// roomForDescenders deepens the line box's descent in tables (hhea's, or
// OS/2's typographic one when the face says to use it, as go-text does)
// so that the lowest glyph of descenderProbe, plus roundingRoom, fits
// above the box's bottom. Fyne sizes a text object, and the texture it
// draws it into, by that box: a font whose declared descent barely covers
// its glyphs (WenQuanYi Micro Hei: 483 units, "g" reaches 492) had the
// bottom row of every descender cut off ("meaning", "entry", "snapshot").
func roomForDescenders(tables []opentype.Table, face *font.Face) error {
	upem := int(face.Upem())
	deepest := 0
	for _, r := range descenderProbe {
		gid, ok := face.NominalGlyph(r)
		if !ok {
			continue
		}
		if e, ok := face.GlyphExtents(gid); ok {
			deepest = max(deepest, int(-(e.YBearing + e.Height)))
		}
	}
	need := deepest + int(float64(upem)*roundingRoom+0.999)
	table := func(tag opentype.Tag) []byte {
		for _, t := range tables {
			if t.Tag == tag {
				return t.Content
			}
		}
		return nil
	}
	hhea, os2 := table(hheaTag), table(os2Tag)
	// The descender and line gap's offsets: hhea's, or OS/2's typographic
	// ones when fsSelection's USE_TYPO_METRICS bit is set.
	raw, at := hhea, 6
	if len(os2) >= 74 && binary.BigEndian.Uint16(os2[62:])&(1<<7) != 0 {
		raw, at = os2, 70
	}
	if len(raw) < at+4 {
		return fmt.Errorf("read line metrics: table too short (%d bytes)", len(raw))
	}
	descent := abs(int(int16(binary.BigEndian.Uint16(raw[at:]))))  // go-text takes either sign
	gap := max(0, int(int16(binary.BigEndian.Uint16(raw[at+2:])))) // below the descent in go-text's line box
	if descent+gap >= need {
		return nil
	}
	// RawTable reads each table into a new buffer: the loader keeps its own.
	binary.BigEndian.PutUint16(raw[at:], uint16(int16(-(need - gap))))
	return nil
}

var cmapTag = opentype.MustNewTag("cmap")

// curlyQuote reports the quotation marks the interface takes from Fyne's
// own font rather than the CJK font. Fyne draws each character with the
// first font that has it, and a CJK font draws ‘ ’ “ ” a full em wide:
// right between Chinese characters, wrong in an English sentence ("cook’ s
// uniform" in a search result). The window takes them from Fyne's own
// font, next in its theme's list (the editor has a font of its own by
// the book's language, editorFont, and the side panels draw a book's
// passages' quotes in it: passageFont). Only the
// quotes move: Latin letters taken from Fyne's font would hang below the
// line box, which is measured with the CJK font's metrics, and the space
// must stay (go-text's shaping keeps a space with the text before it, so
// a space after Chinese would be drawn as a missing glyph).
func curlyQuote(r rune) bool { return r >= 0x2018 && r <= 0x201f }

// latinPunctuation reports the characters an English interface takes from
// Fyne's own font: the curly quotes, and the ellipsis, which a Chinese
// font centres on the line as Chinese prose wants it (……) and which the
// English menus and hints end with ("Settings…" read "Settings⋯", and a
// search result opened with "⋯ play, but to utter"). A Chinese interface
// keeps the centred one.
func latinPunctuation(r rune) bool { return curlyQuote(r) || r == '…' }

// withoutChars returns a character map table (raw, a font's "cmap") that
// maps what raw maps except the characters drop picks, as one format 12
// subtable (Windows, full Unicode).
func withoutChars(raw []byte, drop func(rune) bool) ([]byte, error) {
	table, _, err := tables.ParseCmap(raw)
	if err != nil {
		return nil, fmt.Errorf("read cmap: %w", err)
	}
	cmap, _, err := font.ProcessCmap(table, 0)
	if err != nil {
		return nil, fmt.Errorf("read cmap: %w", err)
	}
	type pair struct {
		r rune
		g font.GID
	}
	var pairs []pair
	for it := cmap.Iter(); it.Next(); {
		if r, g := it.Char(); !drop(r) && g != 0 {
			pairs = append(pairs, pair{r, g})
		}
	}
	slices.SortFunc(pairs, func(a, b pair) int { return int(a.r - b.r) })
	// Groups of consecutive characters with consecutive glyphs.
	var groups [][3]uint32 // first character, last character, first glyph
	for i, p := range pairs {
		if n := len(groups); i > 0 && p.r == pairs[i-1].r+1 && p.g == pairs[i-1].g+1 {
			groups[n-1][1] = uint32(p.r)
			continue
		}
		groups = append(groups, [3]uint32{uint32(p.r), uint32(p.r), uint32(p.g)})
	}
	sub := binary.BigEndian.AppendUint16(nil, 12) // format
	sub = binary.BigEndian.AppendUint16(sub, 0)   // reserved
	sub = binary.BigEndian.AppendUint32(sub, uint32(16+12*len(groups)))
	sub = binary.BigEndian.AppendUint32(sub, 0) // language
	sub = binary.BigEndian.AppendUint32(sub, uint32(len(groups)))
	for _, g := range groups {
		for _, v := range g {
			sub = binary.BigEndian.AppendUint32(sub, v)
		}
	}
	out := binary.BigEndian.AppendUint16(nil, 0) // version
	out = binary.BigEndian.AppendUint16(out, 1)  // one subtable:
	out = binary.BigEndian.AppendUint16(out, 3)  // Windows,
	out = binary.BigEndian.AppendUint16(out, 10) // full Unicode,
	out = binary.BigEndian.AppendUint32(out, 12) // right after this header
	return append(out, sub...), nil
}

// coversChinese reports whether a face's character map maps every rune
// of cjkCoverage. It reads the cmap table alone: parsing the whole face
// (font.NewFont) takes a tenth of a second at start for a large CJK font.
func coversChinese(ld *opentype.Loader) bool {
	raw, err := ld.RawTable(cmapTag)
	if err != nil {
		return false
	}
	table, _, err := tables.ParseCmap(raw)
	if err != nil {
		return false
	}
	cmap, _, err := font.ProcessCmap(table, 0)
	if err != nil {
		return false
	}
	for _, r := range cjkCoverage {
		if _, ok := cmap.Lookup(r); !ok {
			return false
		}
	}
	return true
}

// simplifiedFamily reports whether a family name says simplified Chinese
// ("Noto Sans CJK SC", "PingFang SC", "Hiragino Sans GB").
func simplifiedFamily(family string) bool {
	return strings.HasSuffix(family, " SC") || strings.Contains(family, " SC ") || strings.HasSuffix(family, " GB")
}
