package search_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"inkflow/engine/search"
	"inkflow/engine/search/searchtest"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// testDims is small enough for fast tests, large enough that the hash
// embedder's features rarely collide.
const testDims = 256

// Project ids of the fixture.
const (
	projRiver  uint64 = 1
	projHarbor uint64 = 2
)

// Owners of the fixture. Texts are written for these tests.
var (
	chFerry      = searchtest.Owner{ProjectID: projRiver, Project: "长河", Kind: search.KindChapter, OwnerID: 1, Title: "第一回 渡口", ChapterIndex: 1}
	chTemple     = searchtest.Owner{ProjectID: projRiver, Project: "长河", Kind: search.KindChapter, OwnerID: 2, Title: "第二回 山寺", ChapterIndex: 2}
	chForge      = searchtest.Owner{ProjectID: projRiver, Project: "长河", Kind: search.KindChapter, OwnerID: 3, Title: "第三回 铁匠铺", ChapterIndex: 3}
	wikiFerryman = searchtest.Owner{ProjectID: projRiver, Project: "长河", Kind: search.KindWiki, OwnerID: 1, Title: "老艄公", ChapterIndex: -1, WikiType: "人物", Aliases: []string{"陈老大"}}
	sumTemple    = searchtest.Owner{ProjectID: projRiver, Project: "长河", Kind: search.KindSummary, OwnerID: 1, Title: "第二回 山寺", ChapterIndex: 2, SummaryOf: 2}
	chLight      = searchtest.Owner{ProjectID: projHarbor, Project: "Harbor", Kind: search.KindChapter, OwnerID: 10, Title: "Chapter 1", ChapterIndex: 1}
	chWreck      = searchtest.Owner{ProjectID: projHarbor, Project: "Harbor", Kind: search.KindChapter, OwnerID: 11, Title: "Chapter 2", ChapterIndex: 2}
)

const textFerry = `　　天还没亮，老艄公就把渡船撑到了河心。河面上起了一层白雾，对岸的柳树只剩下模糊的影子。他一边摇橹，一边哼着年轻时学来的小调，调子很旧，却很稳。

　　船上坐着一个贩盐的商人，怀里抱着一只蓝布包袱。商人一路上不停地数着包袱里的碎银，数了三遍，脸色越来越白，原来有一锭银子不见了。他站起来大喊，说是有人偷了他的钱，船身跟着摇晃起来。

　　老艄公没有理他，只是指了指船舱底下。那锭银子正卡在木板的缝里，闪着冷冷的光。商人红了脸，弯腰去捡，再也不敢乱嚷。

　　到了午后，天色忽然暗下来，西北方向滚来一片乌云。狂风卷起浪头，拍在船舷上，雨点像石子一样砸下来。老艄公把缆绳系在渡口的老槐树上，叫大家赶快上岸躲雨。`

const textTemple = `　　山寺建在半山腰，只有一个老和尚和一个小沙弥。每天清晨，老和尚都要亲手敲响那口铜钟，钟声顺着山谷一直传到山下的村子。村里的人听见钟声，便知道天亮了，女人们起来烧火做饭，男人们扛着锄头下地。老和尚说，这口钟是他师父的师父留下来的，已经响了一百多年，从来没有误过一个早晨。

　　有一个落第的书生借住在寺里。他每夜点着油灯读书，读到三更也不肯睡。小沙弥常常端一碗热粥给他，两个人便在灯下说些闲话。书生讲京城里的繁华，讲考场上的规矩，小沙弥听得入了迷，总问他什么时候再去赶考。书生只是笑笑，说等明年春天，等他把这几本书读熟了再说。

　　寺后种着一片梅树。腊月里下了大雪，梅花却开得正盛，红白相间，香气飘进了禅房。书生看着梅花，想起家乡的母亲，忍不住流下泪来。他提笔写了一封家书，托下山买米的小沙弥捎到镇上的驿站，信里只说自己一切都好，叫母亲不要挂念。`

const summaryTemple = `书生落第后借住山寺，在和尚与沙弥的照料下夜夜苦读，雪中见梅思念母亲。`

const wikiText = `陈老大，人称老艄公，在渡口撑船四十年。为人沉默寡言，水性极好，熟悉河上每一处暗礁与漩涡。`

const textLight = `The lighthouse keeper climbed the spiral stairs every evening to light the great lamp. He polished the brass and trimmed the wick, and from the gallery he watched the fishing boats come home across the bay.

A letter arrived in spring from his daughter in the city. She wrote that she was going to marry a printer and asked whether her father would come to the wedding. He read the letter by the lamp and folded it into his coat.`

const textWreck = `In the autumn gale a merchant ship struck the rocks below the cliff. The keeper saw the distress rockets and rowed out with two fishermen through the breaking waves.

They pulled eleven sailors from the water. The captain, half drowned, held on to a wooden chest of charts and would not let it go until he was safe by the fire.`

// forgeText builds a long single-block chapter (well over MaxParent) with
// one distinctive sentence in the middle, so windows get cut.
func forgeText() string {
	var b strings.Builder
	b.WriteString("　　")
	for i := 1; i <= 60; i++ {
		if i == 31 {
			b.WriteString("铁匠在炉边打出一把青色的长剑，剑身映着火光，像一汪秋水。")
			continue
		}
		fmt.Fprintf(&b, "第%d天，学徒挑水劈柴，把第%d担木炭搬进了后院。", i, i)
	}
	return b.String()
}

// fixture is a searchable corpus over two projects.
type fixture struct {
	corpus *searchtest.Corpus
	emb    *searchtest.HashEmbedder
	kw     *keyword.Index
}

// memKeyword opens an in-memory keyword index, closed when the test ends.
func memKeyword(t testing.TB) *keyword.Index {
	t.Helper()
	kw, err := keyword.OpenMem()
	if err != nil {
		t.Fatalf("keyword.OpenMem: %v", err)
	}
	t.Cleanup(func() { _ = kw.Close() })
	return kw
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	kw := memKeyword(t)
	emb := searchtest.NewHashEmbedder(testDims, "query: ")
	c := searchtest.NewCorpus(emb, vector.NewFlat(testDims), kw)
	ctx := context.Background()
	for _, it := range []struct {
		o    searchtest.Owner
		text string
	}{
		{chFerry, textFerry}, {chTemple, textTemple}, {chForge, forgeText()},
		{wikiFerryman, wikiText}, {sumTemple, summaryTemple},
		{chLight, textLight}, {chWreck, textWreck},
	} {
		if _, err := c.AddText(ctx, it.o, it.text); err != nil {
			t.Fatalf("add %s: %v", it.o.Title, err)
		}
	}
	return &fixture{corpus: c, emb: emb, kw: kw}
}

func (f *fixture) deps() search.Deps { return f.corpus.Deps() }

// mustSearch runs a search that must succeed.
func mustSearch(t testing.TB, deps search.Deps, req search.Request, s search.Settings) search.Response {
	t.Helper()
	resp, err := search.Search(context.Background(), deps, req, s)
	if err != nil {
		t.Fatalf("Search(%q): %v", req.Query, err)
	}
	return resp
}

// matchText returns the runes [MatchStart, MatchEnd) of a result's text.
func matchText(r search.Result) string {
	rs := []rune(r.Text)
	if r.MatchStart < 0 || r.MatchEnd > len(rs) || r.MatchStart > r.MatchEnd {
		return fmt.Sprintf("<bad match [%d,%d) in %d runes>", r.MatchStart, r.MatchEnd, len(rs))
	}
	return string(rs[r.MatchStart:r.MatchEnd])
}
