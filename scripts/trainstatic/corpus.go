package main

import (
	_ "embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"inkflow/model/quality"
)

// corpusFile is one training text and the language block it belongs to.
type corpusFile struct {
	// Path is the file's path on disk.
	Path string
	// Rel is the path relative to the corpus root, with forward slashes;
	// it is the file's name in logs and in the holdout list.
	Rel string
	// Block is the first folder under the root ("zh", "en"). Statistics
	// (probabilities, PMI) are computed per block, because the languages
	// share no contexts and pooling their counts would inflate the PMI of
	// the smaller one.
	Block string
}

// errDevCorpus guards the rule that the dev texts are never trained on.
var errDevCorpus = errors.New("refusing to train on a folder named dev (dev texts are for evaluation only)")

// listCorpus returns the *.txt files under root, sorted by relative path so
// the reading order (and with it every count and sample) is fixed. When
// only is non-nil, just the files it names are read (the corpus grows; a
// model is reproduced from its own file list). Files named in holdout are
// left out. Naming a file in either list that does not exist is an error,
// so a typo cannot silently train on everything.
func listCorpus(root string, holdout, only []string) ([]corpusFile, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("corpus path %s: %w", root, err)
	}
	for _, part := range strings.Split(filepath.ToSlash(abs), "/") {
		if part == "dev" {
			return nil, fmt.Errorf("corpus %s: %w", root, errDevCorpus)
		}
	}
	skip := map[string]bool{}
	for _, h := range holdout {
		skip[filepath.ToSlash(filepath.Clean(h))] = false
	}
	var keep map[string]bool
	if only != nil {
		keep = make(map[string]bool, len(only))
		for _, f := range only {
			keep[filepath.ToSlash(filepath.Clean(f))] = false
		}
	}
	var files []corpusFile
	err = filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "dev" {
				return fmt.Errorf("corpus %s contains %s: %w", root, path, errDevCorpus)
			}
			return nil
		}
		if !strings.HasSuffix(d.Name(), ".txt") {
			return nil
		}
		rel, err := filepath.Rel(abs, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if keep != nil {
			if _, listed := keep[rel]; !listed {
				return nil
			}
			keep[rel] = true
		}
		if _, held := skip[rel]; held {
			skip[rel] = true
			return nil
		}
		block := ""
		if i := strings.IndexByte(rel, '/'); i > 0 {
			block = rel[:i]
		}
		files = append(files, corpusFile{Path: path, Rel: rel, Block: block})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list corpus %s: %w", root, err)
	}
	for h, found := range skip {
		if !found {
			return nil, fmt.Errorf("holdout file %s is not in corpus %s", h, root)
		}
	}
	for f, found := range keep {
		if !found {
			return nil, fmt.Errorf("listed file %s is not in corpus %s", f, root)
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("corpus %s has no .txt files", root)
	}
	slices.SortFunc(files, func(a, b corpusFile) int { return strings.Compare(a.Rel, b.Rel) })
	return files, nil
}

// blocksOf returns the distinct blocks of files in sorted order.
func blocksOf(files []corpusFile) []string {
	var blocks []string
	for _, f := range files {
		if !slices.Contains(blocks, f.Block) {
			blocks = append(blocks, f.Block)
		}
	}
	slices.Sort(blocks)
	return blocks
}

// readParagraphs returns the paragraphs of a text file: runs of non-blank
// lines joined by "\n", with surrounding whitespace trimmed. A blank line
// is one holding only whitespace (the classical texts indent with U+3000).
// Paragraphs are the co-occurrence unit: a window never spans two of them.
func readParagraphs(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read corpus file: %w", err)
	}
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("corpus file %s is not valid UTF-8", path)
	}
	return quality.Paragraphs(string(data)), nil
}

// v1Files lists the training files of inkflow-static-v1: the corpus as it
// was before the 2026-11-25 additions.
//
//go:embed v1-files.txt
var v1Files string

// fileList resolves the -files flag: "v1" (the embedded list), "all"
// (nil: every file under the corpus root) or the path of a list file. A
// list holds one corpus-relative path per line; blank lines and lines
// starting with # are ignored.
func fileList(spec string) ([]string, error) {
	var text string
	switch spec {
	case "all":
		return nil, nil
	case "v1":
		text = v1Files
	default:
		data, err := os.ReadFile(spec)
		if err != nil {
			return nil, fmt.Errorf("file list: %w", err)
		}
		text = string(data)
	}
	files := []string{}
	for line := range strings.SplitSeq(text, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			files = append(files, line)
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("file list %s names no files", spec)
	}
	return files, nil
}

// evalProxies are the training-corpus books that `make eval` imports as
// leave-book-out proxies (testdata/eval/README.md). A model that is to be
// measured on them must not train on them: "-holdout eval" leaves them out.
var evalProxies = []string{
	"zh/shenlouzhi.txt",
	"zh/fengyuemeng.txt",
	"en/baum-wonderful-wizard-of-oz.txt",
	"en/burroughs-princess-of-mars.txt",
}

// holdoutList resolves the -holdout flag: comma-separated corpus-relative
// paths, where the word "eval" stands for evalProxies.
func holdoutList(spec string) []string {
	var files []string
	for f := range strings.SplitSeq(spec, ",") {
		switch f = strings.TrimSpace(f); f {
		case "":
		case "eval":
			files = append(files, evalProxies...)
		default:
			files = append(files, f)
		}
	}
	return files
}
