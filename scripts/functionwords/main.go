// Command functionwords writes engine/mentions/function-zh.txt, the
// Chinese words that the story bible's name suggestions
// (engine/mentions.Suggest) leave out because a dictionary tags them as a
// function class: adverbs (绝对, 差一点), conjunctions (假若), prepositions
// (每当), pronouns, particles, interjections and onomatopoeia. Such a word
// can pass every test Suggest puts a name to (it starts clauses and is
// frequent in one book) and is never anyone's name. Run it again when the
// dictionary or the classes change, and commit the list:
//
//	go run ./scripts/functionwords
//
// The dictionary is jieba's (word, frequency, part-of-speech tag), as the
// Go module github.com/go-ego/gse v0.80.3 ships it (Apache-2.0) in
// data/dict/zh: s_1.txt in simplified characters, t_1.txt in traditional.
// It is fetched into the Go module cache (go mod download) and read there
// at generation time only; InkFlow
// does not depend on gse, and only the forms of the chosen classes, a few
// thousand, are written.
//
// The tags are noisy (温顺 is tagged nr, 平儿 q, 封肃 a), so the classes
// are the ones measured on the top 200 suggestions of the 121 Chinese
// training and dev books: d, c, p, r, u, y, e, o, vd and their subtags
// take 93 wrong suggestions there (in 48 books) and would take one name
// each in four books (kept, see keep); a (重耳, 封肃, 乐进), ad (公然 of
// 施公案), m (七斤, 五儿), t (元春, 春儿) and q (平儿) tag names, and f tags
// two suggestions (东部, 旁侧), too few for its risk. A form that the
// traditional list tags as a name (沉默 is nr there) is left out too.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// module is the Go module whose dictionary is read.
const module = "github.com/go-ego/gse@v0.80.3"

// classes are the function classes whose forms are written: jieba's tags
// and their subtags (ud, uj… of u; rr, rz… of r; df, dg of d).
var classes = map[string]bool{
	"d": true, "df": true, "dg": true,
	"c": true,
	"p": true,
	"r": true, "rr": true, "rz": true, "rg": true,
	"u": true, "ud": true, "ug": true, "uj": true, "ul": true, "uv": true, "uz": true,
	"y":  true,
	"e":  true,
	"o":  true,
	"vd": true,
}

// nameTags are the tags of names: people (nr, nrt, nrfg), places (ns),
// organisations (nt) and other proper nouns (nz).
var nameTags = map[string]bool{"nr": true, "nrt": true, "nrfg": true, "ns": true, "nt": true, "nz": true}

// keep are forms of the classes that are characters' names in the
// training books, found by checking the list against the top 200
// suggestions of each: 继之 (吴继之, the most frequent name of
// 二十年目睹之怪现状, tagged c), 有声 (余有声 of 近世社会龌龊史), 大边 (文明小史)
// and 率真 (a monk of 龙图公案), tagged d. Rare as the words they are
// tagged as.
var keep = []string{"继之", "有声", "大边", "率真"}

func main() {
	dir := flag.String("dict", "", "folder holding s_1.txt and t_1.txt (default: data/dict/zh of "+module+" in the Go module cache)")
	out := flag.String("out", "engine/mentions/function-zh.txt", "file to write")
	flag.Parse()
	if err := run(*dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "functionwords:", err)
		os.Exit(1)
	}
}

func run(dir, out string) error {
	if dir == "" {
		var err error
		if dir, err = dictDir(); err != nil {
			return err
		}
	}
	data, err := list(dir)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	return nil
}

// dictDir finds the dictionary in the Go module cache, downloading the
// module from the Go module proxy the first time (about 12 MB); InkFlow
// itself does not require it.
func dictDir() (string, error) {
	out, err := exec.Command("go", "mod", "download", "-json", module).Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s: %w", module, err)
	}
	var m struct{ Dir, Error string }
	if err := json.Unmarshal(out, &m); err != nil {
		return "", fmt.Errorf("go mod download %s: %w", module, err)
	}
	if m.Error != "" {
		return "", fmt.Errorf("go mod download %s: %s", module, m.Error)
	}
	dir := filepath.Join(m.Dir, "data", "dict", "zh")
	if _, err := os.Stat(filepath.Join(dir, "s_1.txt")); err != nil {
		return "", fmt.Errorf("dictionary missing from %s: %w", module, err)
	}
	return dir, nil
}

// readTags reads a jieba dictionary file: one "word frequency tag" a line.
func readTags(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read dictionary: %w", err)
	}
	defer f.Close()
	tags := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 3 {
			tags[fields[0]] = fields[2]
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return tags, nil
}

// list returns the function-words file from the dictionary in dir.
func list(dir string) ([]byte, error) {
	simplified, err := readTags(filepath.Join(dir, "s_1.txt"))
	if err != nil {
		return nil, err
	}
	traditional, err := readTags(filepath.Join(dir, "t_1.txt"))
	if err != nil {
		return nil, err
	}
	var forms []string
	for form, tag := range simplified {
		if classes[tag] && candidateShape(form) && !nameTags[traditional[form]] && !slices.Contains(keep, form) {
			forms = append(forms, form)
		}
	}
	slices.Sort(forms)
	var b strings.Builder
	b.WriteString("# Generated by scripts/functionwords (go run ./scripts/functionwords) from jieba's dictionary\n")
	fmt.Fprintf(&b, "# as shipped by %s (data/dict/zh/s_1.txt, Apache-2.0): forms of two or more\n", module)
	b.WriteString("# Chinese characters tagged d, c, p, r, u, y, e, o or vd (and subtags), less those tagged as a\n")
	b.WriteString("# name in t_1.txt and the names of the training books. Do not edit; run the script.\n")
	for _, f := range forms {
		b.WriteString(f + "\n")
	}
	fmt.Fprintf(os.Stderr, "function-zh.txt: %d forms\n", len(forms))
	return []byte(b.String()), nil
}

// maxLen is the longest Chinese string Suggest proposes (a surname and
// five more characters).
const maxLen = 6

// candidateShape reports whether form could be suggested at all: two to
// maxLen Chinese characters.
func candidateShape(form string) bool {
	if n := utf8.RuneCountInString(form); n < 2 || n > maxLen {
		return false
	}
	for _, r := range form {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return true
}
