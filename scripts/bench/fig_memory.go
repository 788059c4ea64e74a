package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"inkflow/engine"
	"inkflow/engine/search"
)

// figMemory measures the resident memory of a process that has imported
// 红楼梦, 三国演义 and 水浒传 (one project each) and answered 100
// searches: what the desktop app holds after a writer loads a library.
// The figure runs in a child process of its own, so nothing else was ever
// allocated in it; RSS is read as is, without forcing a collection.
func figMemory(r *runCtx) error {
	shuihu, err := bookByTitle(r.cfg.Corpus, trainZhDir, shuihuTitle)
	if err != nil {
		return err
	}
	books := []struct{ name, path string }{
		{"红楼梦", filepath.Join(r.cfg.Corpus, hongloumengPath)},
		{"三国演义", filepath.Join(r.cfg.Corpus, sanguoPath)},
		{"水浒传", shuihu},
	}
	queries, err := evalQueries(r.cfg.Root)
	if err != nil {
		return err
	}
	eng, dir, release, err := r.openFreshEngine("memory", 0)
	if err != nil {
		return err
	}
	defer release()
	var projects []uint64
	chars := 0
	for _, b := range books {
		data, n, err := readPrefix(b.path, pick(r, 0, 100_000))
		if err != nil {
			return err
		}
		took, err := importTimed(r.ctx, eng, b.name, data)
		if err != nil {
			return err
		}
		chars += n
		r.logf("imported %s (%s chars) in %v", b.name, formatValue(float64(n), ""), took.Round(time.Millisecond))
		p, ok, err := eng.ProjectByName(b.name)
		if err != nil || !ok {
			return fmt.Errorf("memory: project %s missing after import: %v", b.name, err)
		}
		projects = append(projects, p.ID)
	}
	afterImport, err := readMemUsage()
	if err != nil {
		return err
	}
	hybrid := true
	const searches = 100
	for i := range searches {
		q := queries[i%len(queries)]
		if _, err := eng.Search(r.ctx, search.Request{Query: q, Project: projects[i%len(projects)], Mode: search.ModeParentChild, Hybrid: &hybrid, K: 10}); err != nil {
			return fmt.Errorf("memory: search %q: %w", q, err)
		}
	}
	mem, err := readMemUsage()
	if err != nil {
		return err
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if byFile, err := rssByFile(); err == nil {
		r.notef("Resident memory by mapping: %s.", describeMappings(byFile, dir))
	}
	if sizes, err := dirSizes(dir); err == nil {
		r.notef("Data directory on disk: %s.", sizes)
	}
	st, err := eng.Stats(r.ctx)
	if err != nil {
		return err
	}
	r.notef("Imported (one project each): %s = %s characters, %d children; shuihu file found through MANIFEST.tsv: %s. "+
		"RSS after the imports, before searching: %.0f MB. Go heap in use at the end: %.0f MB (Sys %.0f MB); the rest is ONNX Runtime, the model, "+
		"bbolt's memory map and the keyword index.",
		"红楼梦 + 三国演义 + 水浒传", formatValue(float64(chars), ""), st.Children, relPath(r.cfg.Corpus, shuihu),
		mb(afterImport.RSS), mb(int64(ms.HeapInuse)), mb(int64(ms.Sys)))
	r.add(Row{Name: "RSS after 3 novels + 100 searches", Value: mb(mem.RSS), Unit: "MB", Goal: atMost(400),
		Detail: fmt.Sprintf("VmRSS of the process: %.0f MB private + %.0f MB mapped files; its peak (VmHWM) was %.0f MB",
			mb(mem.Anon), mb(mem.File), mb(mem.Peak))})
	return nil
}

// describeMappings lists the largest resident mappings, naming files
// inside the data directory relative to it and grouping the keyword
// index's segment files.
func describeMappings(byFile map[string]int64, dataDir string) string {
	groups := map[string]int64{}
	for path, n := range byFile {
		name := path
		if rel, err := filepath.Rel(dataDir, path); err == nil && !strings.HasPrefix(rel, "..") {
			name = rel
			if strings.HasPrefix(rel, engine.KeywordDir+string(filepath.Separator)) {
				name = engine.KeywordDir + "/* (keyword index segments)"
			}
		} else if strings.HasPrefix(path, "/") {
			name = filepath.Base(path)
		}
		groups[name] += n
	}
	type kv struct {
		name string
		n    int64
	}
	var list []kv
	for k, v := range groups {
		list = append(list, kv{k, v})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].n > list[j].n })
	var parts []string
	for i, e := range list {
		if i == 6 || e.n < 1<<20 {
			break
		}
		parts = append(parts, fmt.Sprintf("%s %.0f MB", e.name, mb(e.n)))
	}
	return strings.Join(parts, ", ")
}

// dirSizes sums file sizes under dir by top-level entry.
func dirSizes(dir string) (string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return "", fmt.Errorf("data directory sizes: %w", err)
	}
	var parts []string
	for _, e := range ents {
		var n int64
		err := filepath.WalkDir(filepath.Join(dir, e.Name()), func(_ string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if info, err := d.Info(); err == nil && !d.IsDir() {
				n += info.Size()
			}
			return nil
		})
		if err != nil {
			return "", fmt.Errorf("data directory sizes: %w", err)
		}
		parts = append(parts, fmt.Sprintf("%s %.0f MB", e.Name(), mb(n)))
	}
	return strings.Join(parts, ", "), nil
}
