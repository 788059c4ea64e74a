package export

import (
	"strings"

	"inkflow/engine/importer"
)

// A book's volumes are not stored apart: an import that finds 卷 → 章
// (BOOK → CHAPTER) prefixes each chapter's title with its volume's,
// "第一卷 潜龙 · 第三章 风起" (importer.SplitVolume), and a chapter holding
// the text between a volume's heading and its first chapter is titled as
// the volume. The exports read the volumes back from the titles, so that
// the contents nest 章 under 卷 (EPUB nav, DOCX heading levels, Markdown
// # and ##, a TXT volume line) and an import of the export finds the same
// volumes again.

// placement is where one chapter of a book stands among its volumes.
type placement struct {
	// volume is the title of the volume the chapter is in, "" for a
	// chapter outside any (front matter, a flat book's chapters, a 后记
	// after the last volume).
	volume string
	// own is the chapter's title without its volume's.
	own string
	// opens marks the volume's own page: a chapter titled as the volume,
	// holding the text between its heading and its first chapter (a
	// foreword to the volume). Its heading is the volume's.
	opens bool
	// first marks the first chapter of a run of one volume (its own page
	// when it has one): the volume's heading goes before it.
	first bool
}

// placeVolumes finds the volumes of a book's chapters (see above) and
// reports whether it has any. A title's prefix names a volume when more
// than one chapter shares it, when a chapter is titled as it (the
// volume's own page) or when an import reads it as a volume's heading
// (importer.IsVolumeHeading: 第一卷, PART ONE): "第一章 · 风起",
// "第二章 · 雨落" are an author's titles with a middle dot, not two
// volumes of a chapter each. A book without volumes exports as it always
// has.
func placeVolumes(chapters []Chapter) ([]placement, bool) {
	places := make([]placement, len(chapters))
	shared := map[string]int{}
	titled := map[string]bool{}
	for i, c := range chapters {
		title := strings.TrimSpace(c.Title)
		places[i].own = title
		if c.Number == 0 {
			continue
		}
		titled[title] = true
		if v, own := importer.SplitVolume(title); v != "" {
			places[i].volume, places[i].own = v, own
			shared[v]++
		}
	}
	any := false
	for i := range places {
		v := places[i].volume
		if v != "" && shared[v] < 2 && !titled[v] && !importer.IsVolumeHeading(v) {
			places[i].volume, places[i].own = "", strings.TrimSpace(chapters[i].Title)
		}
		any = any || places[i].volume != ""
	}
	if !any {
		return places, false
	}
	for i := range places {
		next := i + 1
		if chapters[i].Number != 0 && places[i].volume == "" && next < len(places) &&
			places[next].volume != "" && places[next].volume == places[i].own {
			places[i].volume, places[i].opens = places[i].own, true
		}
	}
	for i := range places {
		places[i].first = places[i].volume != "" && (i == 0 || places[i-1].volume != places[i].volume || places[i].opens)
	}
	return places, true
}

// chapterHeading is a chapter's heading under its volume: its own title
// as Heading gives it (第三章 风起, or 第3章 for a chapter without one).
func chapterHeading(c Chapter, p placement, chinese bool, fallback string) string {
	c.Title = p.own
	return Heading(c, chinese, fallback)
}
