// Command commonforms writes the lists of strings that the story bible's
// name suggestions (engine/mentions.Suggest) leave out because they are
// common to many unrelated books: words of the language (许多, 东西, 却还;
// God, English, Mr), not names of one story. Run it again whenever
// mentions.Forms changes, and commit the two lists:
//
//	go run ./scripts/commonforms -corpus ../shared/corpus/train
//
// For each language folder (zh, en) it reads every *.txt book in name
// order, counts the candidate forms of each book with mentions.Forms (the
// same scan Suggest uses, so the lists follow the method), and calls a
// form present in a book when it occurs at least -min-count-LANG times and at
// least -min-rate-LANG times per million characters there (a passing
// mention is no sign of a common word). A form present in at least
// -min-share-LANG of the language's books is common. Chinese: a
// character's name belongs to one book (or to a book and its sequels), so
// a form shared by a tenth of a hundred unrelated novels is a word; the
// low rate lets in the words of the few modern books, which the classical
// novels outnumber. English is stricter (a quarter, and a higher rate):
// novels share given names and real places (John, Henry, London), which
// are names all the same. Each form is written with its 90th-percentile
// rate among the books it is present in, which Suggest uses to still
// propose a form that a project uses far more than any book uses the word
// (荆州 in 三国演义). The output is sorted and holds no corpus text beyond
// the forms themselves, so it is deterministic and small.
//
// The books named in holdout are left out, so that suggestions can be
// measured on novels the lists never saw.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"inkflow/engine/mentions"
)

// holdout are the training books kept out of the lists to measure
// suggestions on unseen novels.
var holdout = []string{
	"zh/xiaohong-hulanhezhuan.txt", "zh/rulinwaishi.txt",
	"en/fitzgerald-great-gatsby.txt", "en/stevenson-treasure-island.txt",
	"zh/ershinian-mudu.txt", "zh/luxun-gushixinbian.txt",
	"en/wharton-ethan-frome.txt", "en/conrad-heart-of-darkness.txt",
}

// params are the thresholds of one language (see the package comment).
type params struct {
	minCount          int
	minRate, minShare float64
}

// defaults are the thresholds the committed lists were written with;
// TestListsAreCurrent regenerates the lists with them.
var defaults = map[string]params{
	"zh": {minCount: 2, minRate: 5, minShare: 0.1},
	"en": {minCount: 2, minRate: 20, minShare: 0.25},
}

func main() {
	corpus := flag.String("corpus", "../shared/corpus/train", "training corpus with one folder per language")
	out := flag.String("out", "engine/mentions", "folder to write common-LANG.txt into")
	langs := map[string]*params{}
	for _, lang := range []string{"zh", "en"} {
		p := defaults[lang]
		langs[lang] = &p
		flag.IntVar(&p.minCount, "min-count-"+lang, p.minCount, "fewest occurrences in a "+lang+" book for a form to be present there")
		flag.Float64Var(&p.minRate, "min-rate-"+lang, p.minRate, "fewest occurrences per million characters for a form to be present in a "+lang+" book")
		flag.Float64Var(&p.minShare, "min-share-"+lang, p.minShare, "share of the "+lang+" books a form must be present in to be common")
	}
	flag.Parse()
	for _, lang := range []string{"zh", "en"} {
		data, err := list(*corpus, lang, *langs[lang])
		if err == nil {
			path := filepath.Join(*out, "common-"+lang+".txt")
			if err = os.WriteFile(path, data, 0o644); err != nil {
				err = fmt.Errorf("write %s: %w", path, err)
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "commonforms:", err)
			os.Exit(1)
		}
	}
}

// list returns the common-forms file of one language.
func list(corpus, lang string, p params) ([]byte, error) {
	files, err := filepath.Glob(filepath.Join(corpus, lang, "*.txt"))
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", lang, err)
	}
	slices.Sort(files)
	rates := map[string][]float64{}
	books := 0
	for _, f := range files {
		if slices.Contains(holdout, lang+"/"+filepath.Base(f)) {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f, err)
		}
		text := string(data)
		chars := float64(utf8.RuneCountInString(text))
		for form, n := range mentions.Forms(text) {
			if rate := float64(n) * 1e6 / chars; n >= p.minCount && rate >= p.minRate {
				rates[form] = append(rates[form], rate)
			}
		}
		books++
	}
	if books == 0 {
		return nil, fmt.Errorf("no books in %s", filepath.Join(corpus, lang))
	}
	need := int(p.minShare*float64(books) + 0.999)
	var common []string
	for form, rs := range rates {
		if len(rs) >= need {
			slices.Sort(rs)
			// A high rate among the books that use the word (the 90th
			// percentile): Suggest still proposes a common form only
			// when a project uses it far more than that, so a word that
			// one kind of book favours (夏天 in modern prose, rare in
			// the classical novels) is not taken for a name there.
			common = append(common, fmt.Sprintf("%s\t%.0f", form, rs[len(rs)*9/10]))
		}
	}
	slices.Sort(common)
	var b strings.Builder
	fmt.Fprintf(&b, "# Generated by scripts/commonforms from %d training books (%s): forms present in at least %d of them\n", books, lang, need)
	fmt.Fprintf(&b, "# (at least %d times and %g per million characters each), each with its 90th-percentile rate per\n", p.minCount, p.minRate)
	b.WriteString("# million characters in those books. Do not edit; run the script.\n")
	for _, f := range common {
		b.WriteString(f + "\n")
	}
	fmt.Fprintf(os.Stderr, "common-%s.txt: %d books, %d common forms\n", lang, books, len(common))
	return []byte(b.String()), nil
}
