package app

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"inkflow/engine/models"
	"inkflow/engine/search"
)

// reasonSearcher answers as the engine does and adds the fallback reasons
// a test sets: a missing model or index the harness cannot arrange for
// one search at a time.
type reasonSearcher struct {
	inner   Searcher
	mu      sync.Mutex
	reasons []search.Reason
}

func (s *reasonSearcher) set(rs ...search.Reason) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reasons = rs
}

func (s *reasonSearcher) add(resp search.Response, err error) (search.Response, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	resp.Reasons = s.reasons
	var texts []string
	for _, r := range s.reasons {
		texts = append(texts, r.Text)
	}
	resp.Fallback = strings.Join(texts, "; ")
	return resp, err
}

func (s *reasonSearcher) Search(ctx context.Context, req search.Request) (search.Response, error) {
	return s.add(s.inner.Search(ctx, req))
}

func (s *reasonSearcher) Related(ctx context.Context, req search.RelatedRequest) (search.Response, error) {
	return s.add(s.inner.Related(ctx, req))
}

// fallbackReasons are one of each kind of search.Reason, with the
// Chinese the search panel's notice says for it.
var fallbackReasons = []struct {
	reason search.Reason
	zh     string
}{
	{search.Reason{Code: search.ReasonNoVectorIndex, Text: "no vector index; keyword results only"}, "语义搜索暂不可用（语义索引未载入），当前结果仅来自关键词搜索。"},
	{search.Reason{Code: search.ReasonEmbeddingFailed, Text: "embedding failed: onnxruntime: session crashed; keyword results only", Err: errors.New("onnxruntime: session crashed")}, "语义搜索暂不可用（模型处理这次查询时出错），当前结果仅来自关键词搜索。"},
	{search.Reason{Code: search.ReasonDimsMismatch, Text: "model gives 64 dims, vector index has 256; keyword results only", ModelDims: 64, IndexDims: 256}, "索引是用另一个模型建立的，请用「索引 › 重建作品索引…」重建"},
	{search.Reason{Code: search.ReasonInvalidVector, Text: "model returned an invalid vector; keyword results only"}, "模型返回了无效的结果"},
	{search.Reason{Code: search.ReasonNoModel, Text: "no embedding model; keyword results only"}, "语义搜索暂不可用（未加载语义模型）"},
	{search.Reason{Code: search.ReasonNoKeywordIndex, Text: "no keyword index; vector results only"}, "关键词搜索暂不可用（关键词索引未载入），当前结果仅来自语义搜索。"},
	{search.Reason{Code: search.ReasonKeywordFailed, Text: "keyword search failed: segment checksum mismatch; vector results only", Err: errors.New("segment checksum mismatch")}, "关键词搜索暂不可用（关键词索引读取出错）"},
	{search.Reason{Code: search.ReasonLateInteractionOff, Text: search.LateInteractionOff + `model "inkflow-static-v2" is not installed`, Model: "inkflow-static-v2"}, "逐词匹配未启用：所用模型「inkflow-static-v2」没有安装或无法读取（见「设置」的「搜索」页）。"},
}

// In the Chinese window the search panel says why a search fell back in
// Chinese: it showed the engine's English ("注意：word-by-word matching
// off: model "inkflow-static-v2" is not installed。"). The model's name
// is the one Latin word it may hold.
func TestSearchFallbackNoticeInChinese(t *testing.T) {
	rs := &reasonSearcher{}
	o := harnessOptions{language: langZh}
	o.ui.Searcher = rs
	h := newHarness(t, o)
	rs.inner = h.eng
	h.addChapter("三国", "第一回", "雪夜，刘备踏雪访贤，风雪满山，马蹄难行。")
	h.addChapter("三国", "第二回", "雪夜，曹操独坐帐中饮酒，听风雪打帐。")
	h.flush()
	queries := []string{"雪夜", "风雪", "刘备", "曹操", "马蹄", "饮酒", "访贤", "满山"}
	for i, tc := range fallbackReasons {
		t.Run(string(tc.reason.Code), func(t *testing.T) {
			rs.set(tc.reason)
			h.search(queries[i])
			got := h.u.search.notice.Text
			if !strings.Contains(got, tc.zh) || asciiWord.MatchString(strings.ReplaceAll(got, "inkflow-static-v2", "")) {
				t.Errorf("notice %q, want it to hold %q and no English", got, tc.zh)
			}
		})
	}
}

// Every reason the engine reports has words in both catalogues, and the
// two kinds of fallback are said apart; the English never shows the
// engine's codes or its own sentence.
func TestFallbackNotesSayEveryReason(t *testing.T) {
	h := newHarness(t, harnessOptions{shellOnly: true})
	var both []search.Reason
	for _, tc := range fallbackReasons {
		both = append(both, tc.reason)
		for _, choice := range []string{langEn, langZh} {
			useLanguage(t, choice)
			notes := h.u.fallbackNotes([]search.Reason{tc.reason})
			if len(notes) != 1 || notes[0] == "" {
				t.Errorf("%s in %s: %q", tc.reason.Code, choice, notes)
				continue
			}
			if strings.Contains(notes[0], string(tc.reason.Code)) || strings.Contains(notes[0], tc.reason.Text) {
				t.Errorf("%s in %s says the engine's words: %q", tc.reason.Code, choice, notes[0])
			}
		}
	}
	useLanguage(t, langZh)
	// One sentence for the keyword-only reasons, one for the
	// vector-only, one for word-by-word matching.
	if notes := h.u.fallbackNotes(both); len(notes) != 3 {
		t.Errorf("all reasons: %q, want 3 sentences", notes)
	}
}

// The search panel's own notes in the Chinese window: a search before
// any project exists said "搜索失败：create or import a project to
// search it", and a model that is not installed quoted the engine's
// sentence, the folders it looked in and `inkflow model list` included.
func TestSearchNoticesInChinese(t *testing.T) {
	t.Setenv(models.EnvDir, "")
	_, notInstalled := models.LoadNamed("no-such-model", t.TempDir(), models.Options{})
	if _, _, ok := models.NotInstalled(notInstalled); !ok {
		t.Fatalf("loading a model that is not there: %v", notInstalled)
	}
	for _, tc := range []struct {
		name    string
		chapter bool
		loadErr error
		want    string
	}{
		{"no project", false, nil, "先新建或导入一部作品，才能在其中搜索。"},
		{"model not installed", true, notInstalled, "语义搜索未启用：没有安装模型「no-such-model」。当前结果仅来自关键词搜索；请在设置中选择或安装模型。"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: langZh})
			if tc.chapter {
				// Indexing waits for a model: the notes say what is
				// missing, whatever the index holds.
				h.addChapter("三国", "第一回", "雪夜，刘备踏雪访贤，风雪满山，马蹄难行。")
			}
			h.u.state.setModel(false, tc.loadErr)
			h.search("雪夜")
			got := h.u.search.notice.Text
			if !strings.Contains(got, tc.want) || asciiWord.MatchString(strings.ReplaceAll(got, "no-such-model", "")) {
				t.Errorf("notice %q, want it to hold %q and no English", got, tc.want)
			}
		})
	}
}

// The Related tab's count line says a fallback in the interface
// language too: it appended the engine's English ("· no keyword index;
// vector results only").
func TestRelatedFallbackInChinese(t *testing.T) {
	rs := &reasonSearcher{}
	o := harnessOptions{language: langZh}
	o.ui.Searcher = rs
	h := newHarness(t, o)
	rs.inner = h.eng
	rs.set(search.Reason{Code: search.ReasonNoKeywordIndex, Text: "no keyword index; vector results only"})
	p, first := h.addChapter("灯塔", "第一章", paraLighthouse+"\n"+paraMarket)
	h.addChapter("灯塔", "第二章", paraHarbor+"\n"+paraMountain)
	h.addChapter("灯塔", "第三章", paraMountain+"\n"+paraLighthouse)
	h.flush()
	rp := h.u.related
	h.u.sidebar.openBranch(p.ID)
	h.u.sidebar.tree.Select(chapterUID(first.ID))
	want := "关键词搜索暂不可用（关键词索引未载入），当前结果仅来自语义搜索。"
	h.waitFor("related passages with the fallback said", func() bool {
		return len(rp.cards) > 0 && strings.Contains(rp.summary.Text, want)
	})
	if asciiWord.MatchString(rp.summary.Text) {
		t.Errorf("the count line holds English: %q", rp.summary.Text)
	}
}

// Settings › Model says a model that is not installed with the folders
// looked in and without the command line's advice: it ended in "用
// inkflow model list 查看已安装的模型", a command the window's author
// has no use for.
func TestModelDescriptionNamesNoCommand(t *testing.T) {
	t.Setenv(models.EnvDir, "")
	data := t.TempDir()
	_, err := models.LoadNamed("no-such-model", data, models.Options{})
	_, tried, ok := models.NotInstalled(err)
	if !ok || len(tried) == 0 {
		t.Fatalf("loading a model that is not there: %v", err)
	}
	for _, tc := range []struct{ choice, want string }{
		{langEn, "The model “no-such-model” is not installed (looked in " + tried[0] + ", "},
		{langZh, "没有安装模型「no-such-model」（找过：" + tried[0] + "、"},
	} {
		useLanguage(t, tc.choice)
		got := modelDescription(nil, err)
		if !strings.Contains(got, tc.want) || strings.Contains(got, "inkflow model") {
			t.Errorf("%s: %q, want it to hold %q and no command", tc.choice, got, tc.want)
		}
	}
}
