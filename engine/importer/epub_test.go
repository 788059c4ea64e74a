package importer

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"inkflow/engine/importer/importertest"
)

// epubFile zips an EPUB whose OPF is OEBPS/content.opf with the given
// manifest and spine lines; files are the other parts by path.
func epubFile(t *testing.T, manifest, spine string, files map[string]string) []byte {
	all := map[string]string{
		"mimetype": "application/epub+zip",
		"META-INF/container.xml": `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
		"OEBPS/content.opf": `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/>
<manifest>` + manifest + `</manifest><spine toc="ncx">` + spine + `</spine></package>`,
	}
	for k, v := range files {
		all[k] = v
	}
	return importertest.Zip(all)
}

// page is an XHTML content document with body.
func page(body string) string {
	return `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>x</title><style>p{}</style></head><body>` + body + `</body></html>`
}

func TestParseEPUB(t *testing.T) {
	items := func(ids ...string) (manifest, spine string) {
		for _, id := range ids {
			manifest += `<item id="` + id + `" href="` + id + `.xhtml" media-type="application/xhtml+xml"/>`
			spine += `<itemref idref="` + id + `"/>`
		}
		return
	}
	tests := []struct {
		name            string
		manifest, spine string
		files           map[string]string
		want            []Chapter
	}{
		{"headings name chapters; cover, nav and copyright pages are skipped; notes and ruby are not text",
			`<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`, `<itemref idref="cover" linear="no"/><itemref idref="nav"/>`,
			map[string]string{
				"OEBPS/cover.xhtml":     page(`<img src="c.jpg"/><p>封面字</p>`),
				"OEBPS/nav.xhtml":       page(`<nav epub:type="toc"><ol><li><a href="c1.xhtml">目录一</a></li></ol></nav>`),
				"OEBPS/title.xhtml":     page(`<p class="title">风雪夜归人</p><p class="author">佚名</p>`),
				"OEBPS/copyright.xhtml": page(`<section epub:type="copyright-page"><p>版权所有</p></section>`),
				"OEBPS/c1.xhtml": page(`<h1>第一章</h1>
<h2>风起</h2>
<p>天色
将晚。<a epub:type="noteref" href="#n1">1</a></p><p><ruby>城<rt>chéng</rt></ruby>门&nbsp;开了。<br/>又一行。</p><aside epub:type="footnote" id="n1"><p>注释</p></aside>`),
				"OEBPS/c2.xhtml": page(`<section><h2>第二章 云涌</h2><div>雨下了。</div><blockquote><p>引文。</p></blockquote></section>`),
			},
			[]Chapter{{0, "风雪夜归人", "风雪夜归人\n佚名"}, {1, "第一章 风起", "　　天色将晚。\n　　城门\u00a0开了。\n又一行。"}, {2, "第二章 云涌", "雨下了。\n　　引文。"}}},
		{"em and i come in as _underscores_, the plain-text manuscript's italics, but not in a heading",
			``, ``,
			map[string]string{
				"OEBPS/c1.xhtml": page(`<h1>The <em>Ruins</em></h1><p>She read <em>Ruins of <i>Empires</i> </em>by the fire.</p><p><i>To Mrs. Saville, England.</i></p><p>un<em>believ</em>able</p>`),
			},
			[]Chapter{{1, "The Ruins", "She read _Ruins of Empires_ by the fire.\n\n_To Mrs. Saville, England._\n\nunbelievable"}}},
		{"b and strong come in as **asterisks**, with em as ***both***, but not in a heading or around white space",
			``, ``,
			map[string]string{
				"OEBPS/c1.xhtml": page(`<h1>The <strong>Bold</strong></h1><p>He was <b>very</b><strong> angry</strong> and <strong><em>loud</em></strong>.<b> </b>Then <b>calm <i>and</i> still</b>.</p><p>他<strong>非常</strong>生气。</p>`),
			},
			[]Chapter{{1, "The Bold", "He was **very angry** and ***loud***. Then **calm _and_ still**.\n\n　　他**非常**生气。"}}},
		{"an hr between scenes comes in as a scene break's line; at a page's ends or under a heading it is nothing; an English book's paragraphs are set apart by a blank line",
			``, ``,
			map[string]string{
				"OEBPS/c1.xhtml": page(`<h1>The Well</h1><hr/><p>The well was deep.</p><hr /><p>At dusk the crows came back.</p><hr class="end"/>`),
			},
			[]Chapter{{1, "The Well", "The well was deep.\n\n* * *\n\nAt dusk the crows came back."}}},
		{"an hr between scenes in a Chinese book; its paragraphs are lines, set apart by their indent",
			``, ``,
			map[string]string{
				"OEBPS/c2.xhtml": page(`<h1>第二章</h1><p>雨下了。</p><hr><p>天晴了。</p>`),
			},
			[]Chapter{{1, "第二章", "　　雨下了。\n* * *\n　　天晴了。"}}},
		{"a document without a heading: named by the NCX, else part of the chapter before",
			`<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>`, ``,
			map[string]string{
				"OEBPS/toc.ncx": `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap>
<navPoint><navLabel><text>Chapter One</text></navLabel><content src="a.xhtml#top"/>
<navPoint><navLabel><text>Nested</text></navLabel><content src="b.xhtml"/></navPoint></navPoint></navMap></ncx>`,
				"OEBPS/a.xhtml":  page(`<p>It began.</p>`),
				"OEBPS/a2.xhtml": page(`<p>It went on.</p>`),
				"OEBPS/b.xhtml":  page(`<p>It ended.</p>`),
			},
			[]Chapter{{1, "Chapter One", "It began.\nIt went on."}, {2, "Nested", "It ended."}}},
		{"one h1 over several h2s: the h2s are the chapters",
			``, ``,
			map[string]string{"OEBPS/v.xhtml": page(`<h1>Part One</h1><h2>Chapter 1</h2><p>One.</p><h3>A scene</h3><p>Still one.</p><h2>Chapter 2</h2><p>Two.</p>`)},
			[]Chapter{{0, "Part One", "Part One"}, {1, "Chapter 1", "One.\n\nA scene\n\nStill one."}, {2, "Chapter 2", "Two."}}},
		{"no headings and no table of contents: the text rules",
			``, ``,
			map[string]string{"OEBPS/t.xhtml": page(`<p>第一回 宴桃园</p><p>话说天下大势。</p><p>第二回 张翼德</p><p>且说董卓。</p>`)},
			[]Chapter{{1, "第一回 宴桃园", "　　话说天下大势。"}, {2, "第二回 张翼德", "　　且说董卓。"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			manifest, spine := tt.manifest, tt.spine
			var ids []string
			for path := range tt.files {
				id := strings.TrimSuffix(strings.TrimPrefix(path, "OEBPS/"), ".xhtml")
				if strings.HasSuffix(path, ".xhtml") && !strings.Contains(manifest, `id="`+id+`"`) {
					ids = append(ids, id)
				}
			}
			// Spine order: the test names its documents in reading order.
			order := []string{"cover", "nav", "title", "copyright", "c1", "c2", "a", "a2", "b", "v", "t"}
			var sorted []string
			for _, id := range order {
				for _, x := range ids {
					if x == id {
						sorted = append(sorted, id)
					}
				}
			}
			m, s := items(sorted...)
			chs, err := ParseFile("book.epub", epubFile(t, manifest+m, spine+s, tt.files), Options{})
			if err != nil {
				t.Fatal(err)
			}
			sameChapters(t, chs, tt.want)
		})
	}
}

func TestParseEPUBRefusesDRM(t *testing.T) {
	data := epubFile(t, `<item id="a" href="a.xhtml" media-type="application/xhtml+xml"/>`, `<itemref idref="a"/>`, map[string]string{
		"OEBPS/a.xhtml":           "\x8a\x01encrypted",
		"META-INF/encryption.xml": `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><EncryptedData xmlns="http://www.w3.org/2001/04/xmlenc#"><EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/></EncryptedData></encryption>`,
	})
	_, err := ParseFile("book.epub", data, Options{})
	if !errors.Is(err, ErrFormat) || !strings.HasPrefix(err.Error(), "an EPUB book locked by DRM") {
		t.Fatalf("err = %v, want the DRM error", err)
	}
}

// TestEPUBThirdLevelChapters: a book whose chapter titles are h3s (some
// converters write them so, several chapters to a file) is cut at them
// when the table of contents names the file by its first one; an h3 the
// contents do not confirm stays text under the contents' title.
func TestEPUBThirdLevelChapters(t *testing.T) {
	book := func(t *testing.T, nav, body string) []byte {
		return epubFile(t, `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/>`,
			`<itemref idref="nav"/><itemref idref="c1"/>`, map[string]string{
				"OEBPS/nav.xhtml": page(`<nav epub:type="toc"><ol>` + nav + `</ol></nav>`),
				"OEBPS/c1.xhtml":  page(body),
			})
	}
	tests := []struct {
		name, nav, body string
		want            []Chapter
	}{
		{"several chapters to a file",
			`<li><a href="c1.xhtml#a">第一章 风起</a></li><li><a href="c1.xhtml#b">第二章 云涌</a></li>`,
			`<h3 id="a">第一章 风起</h3><p>天色将晚。</p><h3 id="b">第二章 云涌</h3><p>雨下了。</p>`,
			[]Chapter{{1, "第一章 风起", "　　天色将晚。"}, {2, "第二章 云涌", "　　雨下了。"}}},
		{"the contents give part of the title",
			`<li><a href="c1.xhtml">风起</a></li>`,
			`<h4>第一章 风起</h4><p>天色将晚。</p>`,
			[]Chapter{{1, "第一章 风起", "　　天色将晚。"}}},
		{"an h3 the contents do not name is text",
			`<li><a href="c1.xhtml">Chapter One</a></li>`,
			`<h3>A Note</h3><p>It rained.</p>`,
			[]Chapter{{1, "Chapter One", "A Note\n\nIt rained."}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, err := ParseFile("book.epub", book(t, tt.nav, tt.body), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(chs) != len(tt.want) {
				t.Fatalf("chapters %+v, want %+v", chs, tt.want)
			}
			for i, c := range chs {
				if c != tt.want[i] {
					t.Errorf("chapter %d = %+v, want %+v", i, c, tt.want[i])
				}
			}
		})
	}
}

// TestEPUBPandocTitlePage: pandoc sets the book's title on its title
// page as a heading (<h1 class="title">, then the author, maybe a
// subtitle and a date), in a page of epub:type titlepage. The title is
// no chapter: a page of title and author alone is the TitlePage, one
// with more on it the front matter (chapter 0), never chapter 1.
func TestEPUBPandocTitlePage(t *testing.T) {
	chapter := page(`<section id="c1" class="level1"><h1>第一章 风起</h1><p>天色将晚。</p></section>`)
	tests := []struct {
		name      string
		titlePage string
		want      []Chapter
		wantPage  TitlePage
	}{
		{"title and author: the title page, no chapter",
			`<h1 class="title">青云志</h1><p class="author">风过林梢</p>`,
			[]Chapter{{1, "第一章 风起", "　　天色将晚。"}}, TitlePage{Title: "青云志", Author: "风过林梢"}},
		{"the title alone",
			`<h1 class="title">青云志</h1>`,
			[]Chapter{{1, "第一章 风起", "　　天色将晚。"}}, TitlePage{Title: "青云志"}},
		{"a subtitle and a date besides: front matter",
			`<h1 class="title">青云志</h1><p class="subtitle">少年游</p><p class="author">风过林梢</p><p class="date">2024</p>`,
			[]Chapter{{0, "青云志", "青云志\n少年游\n风过林梢\n2024"}, {1, "第一章 风起", "　　天色将晚。"}}, TitlePage{}},
		{"an h2 subtitle stays a line of the page",
			`<h1 class="title">青云志</h1><h2>少年游</h2>`,
			[]Chapter{{0, "青云志", "青云志\n少年游"}, {1, "第一章 风起", "　　天色将晚。"}}, TitlePage{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{
				"OEBPS/title_page.xhtml": strings.Replace(page(`<section epub:type="titlepage" class="titlepage">`+tt.titlePage+`</section>`),
					"<body>", `<body epub:type="frontmatter">`, 1),
				"OEBPS/ch001.xhtml": chapter,
			}
			manifest := `<item id="tp" href="title_page.xhtml" media-type="application/xhtml+xml"/><item id="c1" href="ch001.xhtml" media-type="application/xhtml+xml"/>`
			chs, tp, err := ParseFilePage("book.epub", epubFile(t, manifest, `<itemref idref="tp"/><itemref idref="c1"/>`, files), Options{})
			if err != nil {
				t.Fatal(err)
			}
			sameChapters(t, chs, tt.want)
			if tp != tt.wantPage {
				t.Errorf("title page %+v, want %+v", tp, tt.wantPage)
			}
		})
	}
}

// TestEPUBVolumePages: a volume's page (epub:type part) heads a volume:
// the chapters after it carry its title, as a text file's volume heading
// gives it, until the next volume's page or a heading ranking above the
// chapters (InkFlow's export: h2 chapters, then an h1 后记); a volume
// page with text of its own is a chapter titled as the volume. Calibre's
// layout, h1 part pages over h1 chapters, nests the same way. The pages
// came in as empty chapters and their chapters without the volume.
func TestEPUBVolumePages(t *testing.T) {
	tests := []struct {
		name  string
		pages []string
		want  []string
	}{
		{"InkFlow's export", []string{
			`<section epub:type="part"><h1>第一卷 潜龙</h1></section>`,
			`<section epub:type="chapter"><h2>第一章 风起</h2><p>风起了。</p></section>`,
			`<section epub:type="chapter"><h2>第二章 雨落</h2><p>雨落了。</p></section>`,
			`<section epub:type="part"><h1>第二卷 在渊</h1><p>这一卷的话。</p></section>`,
			`<section epub:type="chapter"><h2>第三章 夜行</h2><p>夜行。</p></section>`,
			`<section epub:type="chapter"><h1>尾声</h1><p>完。</p></section>`,
		}, []string{"1 第一卷 潜龙 · 第一章 风起", "2 第一卷 潜龙 · 第二章 雨落", "3 第二卷 在渊", "4 第二卷 在渊 · 第三章 夜行", "5 尾声"}},
		{"part pages over h1 chapters", []string{
			`<section epub:type="part"><h1>Part One</h1></section>`,
			`<h1>Chapter 1</h1><p>The wind rose.</p>`,
			`<h1>Chapter 2</h1><p>Rain fell.</p>`,
			`<section epub:type="part"><h1>Part Two</h1></section>`,
			`<h1>Chapter 3</h1><p>Night.</p>`,
			`<h1>Afterword</h1><p>Done.</p>`,
		}, []string{"1 Part One · Chapter 1", "2 Part One · Chapter 2", "3 Part Two · Chapter 3", "4 Afterword"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var manifest, spine string
			files := map[string]string{}
			for i, body := range tt.pages {
				id := fmt.Sprintf("p%d", i)
				manifest += `<item id="` + id + `" href="` + id + `.xhtml" media-type="application/xhtml+xml"/>`
				spine += `<itemref idref="` + id + `"/>`
				files["OEBPS/"+id+".xhtml"] = page(body)
			}
			chs, err := ParseFile("book.epub", epubFile(t, manifest, spine, files), Options{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range chs {
				got = append(got, fmt.Sprintf("%d %s", c.Index, c.Title))
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("chapters %q, want %q", got, tt.want)
			}
		})
	}
}

// TestEPUBMetadataAuthor: an EPUB's metadata names the book's author
// (dc:creator) and its title (dc:title) where its title page does not,
// as a Word document's properties do: a Gutenberg or pandoc EPUB came in
// without its author. A creator whose role is another's (opf:role, or
// an EPUB 3 meta refining it: trl, edt, ill) is not the author; a tool's
// placeholder names nobody; the title page's own author comes first.
func TestEPUBMetadataAuthor(t *testing.T) {
	book := func(metadata, title string) []byte {
		return epubFile(t, `<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/>`,
			`<itemref idref="title"/><itemref idref="c1"/>`, map[string]string{
				"OEBPS/content.opf": `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" xmlns:opf="http://www.idpf.org/2007/opf" version="3.0">` +
					`<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">` + metadata + `</metadata>` +
					`<manifest><item id="title" href="title.xhtml" media-type="application/xhtml+xml"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest>` +
					`<spine><itemref idref="title"/><itemref idref="c1"/></spine></package>`,
				"OEBPS/title.xhtml": page(title),
				"OEBPS/c1.xhtml":    page(`<h1>Chapter 1</h1><p>The fog came in at dusk.</p>`),
			})
	}
	noPage := `<h1>Chapter 0</h1><p>For Lloyd.</p>`
	tests := []struct {
		name, metadata, title string
		want                  TitlePage
	}{
		{"dc:creator and dc:title", `<dc:title>Treasure Island</dc:title><dc:creator>Robert Louis Stevenson</dc:creator>`, noPage,
			TitlePage{"Treasure Island", "Robert Louis Stevenson"}},
		{"EPUB 2 roles: the translator is not the author", `<dc:title>Crime and Punishment</dc:title><dc:creator opf:role="trl">Constance Garnett</dc:creator><dc:creator opf:role="aut">Fyodor Dostoevsky</dc:creator>`, noPage,
			TitlePage{"Crime and Punishment", "Fyodor Dostoevsky"}},
		{"EPUB 3 roles refine the creators", `<dc:title>罪与罚</dc:title><dc:creator id="c1">汝龙</dc:creator><meta refines="#c1" property="role" scheme="marc:relators">trl</meta><dc:creator id="c2">陀思妥耶夫斯基</dc:creator><meta refines="#c2" property="role" scheme="marc:relators">aut</meta>`, noPage,
			TitlePage{"罪与罚", "陀思妥耶夫斯基"}},
		{"a placeholder names nobody", `<dc:title>Treasure Island</dc:title><dc:creator>Unknown</dc:creator>`, noPage,
			TitlePage{Title: "Treasure Island"}},
		{"the title page's author first", `<dc:title>风雪夜归人</dc:title><dc:creator>某编辑</dc:creator>`, `<section epub:type="titlepage"><p class="title">风雪夜归人</p><p class="author">佚名</p></section>`,
			TitlePage{"风雪夜归人", "佚名"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, page, err := ParseFilePage("book.epub", book(tt.metadata, tt.title), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if page != tt.want {
				t.Errorf("title page %+v, want %+v", page, tt.want)
			}
		})
	}
}
