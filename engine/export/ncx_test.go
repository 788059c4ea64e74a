package export

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"inkflow/internal/checktool"
)

// ncxPoint is one navPoint of an NCX, with those nested in it.
type ncxPoint struct {
	Order   string     `xml:"playOrder,attr"`
	Label   string     `xml:"navLabel>text"`
	Content ncxContent `xml:"content"`
	Points  []ncxPoint `xml:"navPoint"`
}

// ncxContent is a navPoint's target.
type ncxContent struct {
	Src string `xml:"src,attr"`
}

// manifestItem is one item of an EPUB package's manifest.
type manifestItem struct {
	ID        string `xml:"id,attr"`
	Href      string `xml:"href,attr"`
	MediaType string `xml:"media-type,attr"`
}

// zipText returns one file of an EPUB (or any zip).
func zipText(t *testing.T, path, name string) []byte {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	f, err := zr.Open(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestEPUBNCX: the EPUB carries an EPUB 2 table of contents (toc.ncx),
// which older readers, Kindle conversions, Adobe Digital Editions and
// many Chinese readers use instead of the nav: the spine's toc attribute
// names it, its dtb:uid repeats the package's identifier, and its
// navPoints list the nav's entries in the nav's order and nesting (a
// volume's chapters inside its navPoint), numbered in reading order; the
// book still passes epubcheck without an error or a warning. The export
// wrote no NCX: such readers showed a book without contents.
func TestEPUBNCX(t *testing.T) {
	books := map[string]Book{}
	for name, b := range volumeBooks {
		books["volumes-"+name] = b
	}
	for name, b := range flatBooks {
		books["flat-"+name] = b
	}
	href := regexp.MustCompile(`<a href="([^"]+)"`)
	for name, book := range books {
		t.Run(name, func(t *testing.T) {
			path := writeBook(t, book, EPUB)
			var pkg struct {
				ID       string         `xml:"metadata>identifier"`
				Manifest []manifestItem `xml:"manifest>item"`
				Spine    struct {
					Toc string `xml:"toc,attr"`
				} `xml:"spine"`
			}
			if err := xml.Unmarshal(zipText(t, path, "OEBPS/content.opf"), &pkg); err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(pkg.Manifest, func(it manifestItem) bool { return it.ID == pkg.Spine.Toc })
			if pkg.Spine.Toc == "" || i < 0 || pkg.Manifest[i].MediaType != "application/x-dtbncx+xml" {
				t.Fatalf("the spine's toc %q names no NCX in the manifest %+v", pkg.Spine.Toc, pkg.Manifest)
			}
			var doc struct {
				Metas []struct {
					Name    string `xml:"name,attr"`
					Content string `xml:"content,attr"`
				} `xml:"head>meta"`
				Title  string     `xml:"docTitle>text"`
				Author string     `xml:"docAuthor>text"`
				Points []ncxPoint `xml:"navMap>navPoint"`
			}
			if err := xml.Unmarshal(zipText(t, path, "OEBPS/"+pkg.Manifest[i].Href), &doc); err != nil {
				t.Fatal(err)
			}
			meta := map[string]string{}
			for _, m := range doc.Metas {
				meta[m.Name] = m.Content
			}
			if meta["dtb:uid"] != pkg.ID {
				t.Errorf("dtb:uid %q, the package's identifier %q", meta["dtb:uid"], pkg.ID)
			}
			if doc.Title != book.Title || doc.Author != book.Author {
				t.Errorf("docTitle %q and docAuthor %q, want %q and %q", doc.Title, doc.Author, book.Title, book.Author)
			}
			var outline, srcs []string
			depth := 0
			order := 0
			var walk func([]ncxPoint, int)
			walk = func(points []ncxPoint, d int) {
				for _, p := range points {
					order++
					if p.Order != strconv.Itoa(order) {
						t.Errorf("navPoint %q has playOrder %q, want %d", p.Label, p.Order, order)
					}
					outline = append(outline, fmt.Sprintf("%d %s", d, p.Label))
					srcs = append(srcs, p.Content.Src)
					depth = max(depth, d)
					walk(p.Points, d+1)
				}
			}
			walk(doc.Points, 1)
			if want := navOutline(t, path); !slices.Equal(outline, want) {
				t.Errorf("toc.ncx lists\n%q\nthe nav\n%q", outline, want)
			}
			if v, ok := strings.CutPrefix(name, "volumes-"); ok && !slices.Equal(outline, volumeOutlines[v]) {
				t.Errorf("toc.ncx lists\n%q\nwant\n%q", outline, volumeOutlines[v])
			}
			var navSrcs []string
			for _, m := range href.FindAllSubmatch(zipText(t, path, "OEBPS/nav.xhtml"), -1) {
				navSrcs = append(navSrcs, string(m[1]))
			}
			if !slices.Equal(srcs, navSrcs) {
				t.Errorf("toc.ncx points at %q, the nav at %q", srcs, navSrcs)
			}
			if meta["dtb:depth"] != strconv.Itoa(depth) {
				t.Errorf("dtb:depth %q, the navMap is %d deep", meta["dtb:depth"], depth)
			}
			out, err := checktool.Epubcheck(t, path).CombinedOutput()
			if err != nil || !bytes.Contains(out, []byte("No errors or warnings detected")) {
				t.Fatalf("epubcheck: %v\n%s", err, out)
			}
		})
	}
}
