package engine
import ("testing";"time";"strings";"fmt";"inkflow/storage";"slices")
func TestZZPhases(t *testing.T){
 e := openEngine(t, "", newBigram(), testDebounceNever)
 p := mustProject(t, e, "p")
 base := plainText(42, 20_000); paras := strings.Split(base, "\n\n")
 c := mustChapter(t, e, p.ID, "c", base)
 var sp, cnt, upd, tot []time.Duration
 for i:=0;i<200;i++{
  ed := slices.Clone(paras); k:=i%len(ed); ed[k]=fmt.Sprintf("%s第%d次。",ed[k],i); text:=strings.Join(ed,"\n\n")
  s0:=time.Now(); bl:=splitBlocks(text); s1:=time.Now(); countText(text); s2:=time.Now()
  _ = bl
  s3:=time.Now(); if _,err:=e.SaveChapter(c.ID,"c",text);err!=nil{t.Fatal(err)}; s4:=time.Now()
  sp=append(sp,s1.Sub(s0)); cnt=append(cnt,s2.Sub(s1)); tot=append(tot,s4.Sub(s3))
 }
 // bare bolt update with 60KB
 for i:=0;i<100;i++{ s:=time.Now(); e.DB().Update(func(tx *storage.Tx) error { return tx.PutCachedVector("x", storage.HashText(fmt.Sprint(i)), make([]float32, 15000)) }); upd=append(upd,time.Since(s)) }
 med:=func(d []time.Duration) time.Duration { slices.Sort(d); return d[len(d)/2] }
 t.Logf("split %v count %v save %v bare-60KB-update %v", med(sp), med(cnt), med(tot), med(upd))
}
