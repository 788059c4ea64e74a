package engine

import (
	"testing"
)

func TestSaveFlushInvariants(t *testing.T) {
	emb := newBigram()
	e := openEngine(t, "", emb, testDebounceNever)
	p := mustProject(t, e, "书")
	mustChapter(t, e, p.ID, "第一回", plainText(1, 5000))
	mustChapter(t, e, p.ID, "第二回", plainText(2, 3000))
	flush(t, e)
	checkInvariants(t, e)
	st, err := e.Stats(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("stats %+v, embedded %d texts", st, emb.Count())
	if st.Children == 0 || st.Vectors != st.Children || st.DirtyBlocks != 0 || st.PendingTasks != 0 {
		t.Fatalf("stats after flush = %+v", st)
	}
}
