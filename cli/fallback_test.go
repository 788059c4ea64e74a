package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"inkflow/engine/search"
)

// fallbackCases are the reasons a search falls back, each with the line
// the command line prints for it in English and in Chinese. The reasons
// came as one English string, taken apart by prefix: in Chinese the late-
// interaction line and the dims, invalid-vector and keyword-index reasons
// stayed English, and a search without a keyword index printed "(keyword
// results only: no keyword index; vector results only)", the reverse of
// what happened.
var fallbackCases = []struct {
	name   string
	reason search.Reason
	en, zh string
}{
	{"late interaction off", search.Reason{Code: search.ReasonLateInteractionOff, Model: "inkflow-static-v2", Text: search.LateInteractionOff + `model "inkflow-static-v2" is not installed`},
		"(word-by-word matching off: model inkflow-static-v2 is not installed or cannot be read)\n", "（逐词匹配未启用：模型「inkflow-static-v2」没有安装或无法读取）\n"},
	{"no model", search.Reason{Code: search.ReasonNoModel, Text: "no embedding model; keyword results only"},
		"(keyword results only: no embedding model)\n", "（仅关键词结果：没有嵌入模型）\n"},
	{"no vector index", search.Reason{Code: search.ReasonNoVectorIndex, Text: "no vector index; keyword results only"},
		"(keyword results only: no vector index)\n", "（仅关键词结果：没有向量索引）\n"},
	{"dims", search.Reason{Code: search.ReasonDimsMismatch, ModelDims: 64, IndexDims: 256, Text: "model gives 64 dims, vector index has 256; keyword results only"},
		"(keyword results only: the model's vectors have 64 numbers and the index's 256 (`inkflow reindex` rebuilds the index))\n", "（仅关键词结果：模型的向量有 64 维，索引中的是 256 维（`inkflow reindex` 可重建索引））\n"},
	{"invalid vector", search.Reason{Code: search.ReasonInvalidVector, Text: "model returned an invalid vector; keyword results only"},
		"(keyword results only: the model returned an invalid vector)\n", "（仅关键词结果：模型返回了无效的向量）\n"},
	{"no keyword index", search.Reason{Code: search.ReasonNoKeywordIndex, Text: "no keyword index; vector results only"},
		"(vector results only: no keyword index)\n", "（仅向量结果：没有关键词索引）\n"},
	{"keyword failed", search.Reason{Code: search.ReasonKeywordFailed, Err: errors.New("segment checksum mismatch"), Text: "keyword search failed: segment checksum mismatch; vector results only"},
		"(vector results only: keyword search failed: segment checksum mismatch)\n", "（仅向量结果：关键词搜索失败：segment checksum mismatch）\n"},
}

func TestPrintFallback(t *testing.T) {
	for _, language := range []string{"en", "zh"} {
		if language == "zh" {
			inChinese(t)
		}
		for _, tc := range fallbackCases {
			t.Run(language+"/"+tc.name, func(t *testing.T) {
				var out bytes.Buffer
				printFallback(&env{stdout: &out}, []search.Reason{tc.reason}, nil)
				want := tc.en
				if language == "zh" {
					want = tc.zh
				}
				if out.String() != want {
					t.Errorf("printed %q, want %q", out.String(), want)
				}
			})
		}
	}
	// Reasons of both kinds: one line each.
	var out bytes.Buffer
	printFallback(&env{stdout: &out}, []search.Reason{fallbackCases[1].reason, fallbackCases[5].reason}, nil)
	if got := strings.Count(out.String(), "\n"); got != 2 {
		t.Errorf("two kinds of reason printed %q", out.String())
	}
}
