package engine_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"strings"

	"inkflow/engine"
	"inkflow/engine/search"
	"inkflow/model"
)

// exampleChapters is the little book the examples write and search.
var exampleChapters = []engine.NewChapter{
	{Title: "桃园结义", Index: 1, Text: "刘备、关羽、张飞三人在桃园中焚香结拜，誓同生死。\n\n他们杀牛宰马，祭告天地，从此以兄弟相称，共图大事。"},
	{Title: "许都屯田", Index: 2, Text: "曹操迎天子到许都，挟天子以令诸侯。\n\n荀彧献计屯田积粮，军中从此不再缺粮。"},
	{Title: "三顾茅庐", Index: 3, Text: "诸葛亮隐居隆中，躬耕陇亩。\n\n刘备冒着风雪三顾茅庐，终于请得孔明出山，定下三分天下之计。"},
}

// openExampleBook opens an engine on a fresh data directory with the
// bundled model, imports exampleChapters into the project 三国 and waits
// until they are indexed. The caller calls the returned cleanup.
func openExampleBook() (*engine.Engine, engine.Project, func()) {
	dir, err := os.MkdirTemp("", "inkflow-example-")
	if err != nil {
		log.Fatal(err)
	}
	emb, err := model.LoadNamed("", dir, model.Options{})
	if err != nil {
		log.Fatal(err)
	}
	eng, err := engine.Open(engine.Options{DataDir: dir, Embedder: emb})
	if err != nil {
		log.Fatal(err)
	}
	p, err := eng.CreateProject("三国")
	if err != nil {
		log.Fatal(err)
	}
	if _, err := eng.ImportChapters(p.ID, exampleChapters); err != nil {
		log.Fatal(err)
	}
	if err := eng.Flush(context.Background()); err != nil {
		log.Fatal(err)
	}
	return eng, p, func() {
		eng.Close()
		emb.Close()
		os.RemoveAll(dir)
	}
}

// Open a data directory with the bundled embedding model. The directory is
// created if missing; the database, the vector index and the keyword index
// live inside it.
func ExampleOpen() {
	dir, err := os.MkdirTemp("", "inkflow-example-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	emb, err := model.LoadNamed("", dir, model.Options{}) // "" is the bundled default
	if err != nil {
		log.Fatal(err)
	}
	defer emb.Close()
	eng, err := engine.Open(engine.Options{DataDir: dir, Embedder: emb})
	if err != nil {
		log.Fatal(err)
	}
	defer eng.Close()

	p, err := eng.CreateProject("三国")
	if err != nil {
		log.Fatal(err)
	}
	projects, err := eng.Projects()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(projects), projects[0].Name == p.Name)
	// Output: 1 true
}

// SaveChapter stores the text at once (one transaction) and leaves the
// embedding to the background indexer; Flush waits for it.
func ExampleEngine_SaveChapter() {
	eng, p, cleanup := openExampleBook()
	defer cleanup()

	ch, err := eng.CreateChapter(p.ID, "赤壁之战")
	if err != nil {
		log.Fatal(err)
	}
	res, err := eng.SaveChapter(ch.ID, ch.Title, "曹操率大军南下。\n\n周瑜用火攻，大破曹军于赤壁。")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("blocks:", res.Blocks, "added:", res.AddedBlocks, "characters:", res.Chars)

	if err := eng.Flush(context.Background()); err != nil {
		log.Fatal(err)
	}
	chapters, err := eng.Chapters(p.ID)
	if err != nil {
		log.Fatal(err)
	}
	last := chapters[len(chapters)-1]
	fmt.Println(last.Title, last.State)
	// Output:
	// blocks: 2 added: 2 characters: 22
	// 赤壁之战 indexed
}

// Search returns whole parent passages ("search small, return big"), best
// first, from the keyword and vector indexes together. The chapter's
// summary (written by the engine once the chapter is indexed) is searched
// too, and it counts as its chapter; but in a chapter this short the
// summary is the chapter's whole text, which its passage already shows,
// so it is left out and the passage comes first. One passage a chapter
// comes first (search.results-per-chapter); the other chapters share
// nothing with the query (score 0) and follow.
func ExampleEngine_Search() {
	eng, p, cleanup := openExampleBook()
	defer cleanup()

	resp, err := eng.Search(context.Background(), search.Request{Query: "诸葛亮隐居隆中", Project: p.ID, K: 2})
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range resp.Results {
		fmt.Println(r.Rank, r.Kind, r.Chapter, strings.Contains(r.Text, "三顾茅庐"))
	}
	// Output:
	// 1 chapter 三顾茅庐 true
	// 2 chapter 桃园结义 false
}

// Related finds passages elsewhere in the project that relate to what the
// author is writing; the passage's own chapter is left out.
func ExampleEngine_Related() {
	eng, p, cleanup := openExampleBook()
	defer cleanup()

	chapters, err := eng.Chapters(p.ID)
	if err != nil {
		log.Fatal(err)
	}
	writing := chapters[2] // 三顾茅庐
	resp, err := eng.Related(context.Background(), search.RelatedRequest{
		Project:   p.ID,
		Text:      "刘备想起当年在桃园与关羽、张飞结拜的誓言。",
		OwnerKind: "chapter",
		OwnerID:   writing.ID,
		K:         1,
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(resp.Results[0].Chapter)
	// Output: 桃园结义
}

// BuildContext gathers the passages that best match a query, within a
// character budget and in story order: material for an AI prompt.
func ExampleEngine_BuildContext() {
	eng, p, cleanup := openExampleBook()
	defer cleanup()

	// Budget bounds the text in characters, labels included (0: 4000).
	req := search.ContextRequest{Query: "孔明", Project: p.ID, Budget: 80}
	c, err := eng.BuildContext(context.Background(), req)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(c.Chars <= c.Budget, strings.Contains(c.Text, "孔明出山"))
	for _, passage := range c.Passages {
		fmt.Println(passage.Chapter)
	}
	// Output:
	// true true
	// 三顾茅庐
}
