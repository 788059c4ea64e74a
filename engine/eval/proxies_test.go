package eval_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/engine/importer"
)

// trainDir holds the training books the leave-book-out proxies are built
// from (testdata/eval/README.md).
const trainDir = "../../../shared/corpus/train"

// proxies are the held-out training books with hand-written query sets,
// and the names their paraphrases must avoid.
var proxies = []struct {
	book
	banned []string
}{
	{book{name: "shenlouzhi", file: "zh/shenlouzhi.txt", chapters: 24, front: true},
		[]string{"苏万魁", "万魁", "笑官", "吉士", "素馨", "蕙若", "乌岱云", "岱云", "赫公", "老赫", "申公", "匠山", "霍武", "摩刺", "小乔", "也云", "冯刚", "何武", "雷铁嘴", "海关", "洋行"}},
	{book{name: "fengyuemeng", file: "zh/fengyuemeng.txt", chapters: 32, front: true},
		[]string{"陆书", "吴珍", "袁猷", "贾铭", "魏璧", "月香", "双林", "凤林", "桂林", "巧云", "杜氏", "扬州", "风月"}},
	{book{name: "oz", file: "en/baum-wonderful-wizard-of-oz.txt", chapters: 24, front: true},
		[]string{"Dorothy", "Toto", "Scarecrow", "Woodman", "Lion", "Oz", "Witch", "Munchkin", "Kansas", "Emerald", "Glinda", "Winkie", "silver shoes", "poppies", "monkey", "humbug"}},
	{book{name: "mars", file: "en/burroughs-princess-of-mars.txt", chapters: 28, front: true},
		[]string{"Carter", "Mars", "Martian", "Barsoom", "Dejah", "Thoris", "Tars", "Tarkas", "Sola", "Woola", "Thark", "Helium", "Zodanga", "Warhoon", "thoat", "calot", "Arizona", "Apache"}},
}

// TestProxyQuerySets checks the hand-written proxy sets: at least 25
// queries a book, about half of them paraphrases, no duplicates, chapters
// the book has after a default import, and paraphrases free of the book's
// names and signature words.
func TestProxyQuerySets(t *testing.T) {
	for _, p := range proxies {
		t.Run(p.name, func(t *testing.T) {
			direct, para := load(t, p.name+".tsv"), load(t, p.name+"-paraphrase.tsv")
			if n := len(direct) + len(para); n < 25 || 3*len(para) < n {
				t.Errorf("%d queries, %d paraphrases; want at least 25, a third or more paraphrases", n, len(para))
			}
			seen := map[string]bool{}
			for _, q := range append(direct, para...) {
				if seen[q.Text] {
					t.Errorf("line %d: duplicate query %q", q.Line, q.Text)
				}
				seen[q.Text] = true
				for _, c := range q.Chapters {
					if c > p.chapters || (c == 0 && !p.front) {
						t.Errorf("line %d: chapter %d does not exist", q.Line, c)
					}
				}
			}
			for _, q := range para {
				for _, w := range p.banned {
					if strings.Contains(strings.ToLower(q.Text), strings.ToLower(w)) {
						t.Errorf("%s-paraphrase.tsv:%d: %q uses %q", p.name, q.Line, q.Text, w)
					}
				}
			}
		})
	}
}

// TestProxyBooksImportAsDocumented checks the chapter numbering the proxy
// sets rely on: default detection, chapters 1..n, front matter as chapter
// 0 where the README says so.
func TestProxyBooksImportAsDocumented(t *testing.T) {
	for _, p := range proxies {
		t.Run(p.name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(trainDir, p.file))
			if os.IsNotExist(err) {
				t.Skipf("training corpus not found at %s", trainDir)
			}
			if err != nil {
				t.Fatal(err)
			}
			chs, err := importer.Parse(data, importer.Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkNumbering(t, chs, p.chapters, p.front)
		})
	}
}
