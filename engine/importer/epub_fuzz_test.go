package importer

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParseEPUB feeds manifests, spines, a table of contents and a
// content document: any of them imports or is refused as a damaged EPUB,
// never a panic or an endless loop, and what is imported is clean text.
func FuzzParseEPUB(f *testing.F) {
	f.Add(`<item id="a" href="a.xhtml" media-type="application/xhtml+xml"/>`, `<itemref idref="a"/>`,
		`<navPoint><navLabel><text>第一章</text></navLabel><content src="a.xhtml"/></navPoint>`,
		page(`<h1>第一章</h1><p>天色将晚。</p>`))
	f.Add(`<item id="a" href="../../a.xhtml" media-type="application/xhtml+xml"/><item id="a" href="a.xhtml"/>`, `<itemref idref="a"/><itemref idref="a"/><itemref idref="missing"/>`,
		`<navPoint><content src="#"/><navPoint><navPoint/></navPoint></navPoint>`,
		`<html><body><h2>x<h1>y</h2><p><ruby>z<rt>`)
	f.Add(``, ``, ``, page(`<p>第一回 宴桃园</p><p>话说天下大势。</p>`))
	f.Fuzz(func(t *testing.T, manifest, spine, navPoints, content string) {
		data := epubFile(t, manifest+`<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>`, spine, map[string]string{
			"OEBPS/toc.ncx":  `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap>` + navPoints + `</navMap></ncx>`,
			"OEBPS/a.xhtml":  content,
			"OEBPS/b.xhtml":  page(`<p>It ended.</p>`),
			"OEBPS/nav.html": content,
		})
		chs, err := ParseFile("fuzz.epub", data, Options{})
		if err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("unexpected error kind: %v", err)
			}
			if msg := err.Error(); strings.Contains(msg, "\n") {
				t.Fatalf("error of more than one line: %q", msg)
			}
			return
		}
		for _, c := range chs {
			if !utf8.ValidString(c.Text) || !utf8.ValidString(c.Title) || strings.ContainsAny(c.Text, "\r\x00") {
				t.Fatalf("unclean chapter %q: %q", c.Title, c.Text)
			}
		}
	})
}
