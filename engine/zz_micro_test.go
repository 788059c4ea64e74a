package engine
import ("testing";"inkflow/engine/chunk";"inkflow/storage")
var zzText = plainText(42, 20_000)
func BenchmarkZZSplitBlocksChunk(b *testing.B){ for i:=0;i<b.N;i++{ chunk.SplitBlocks(zzText) } }
func BenchmarkZZSplitBlocksMine(b *testing.B){ for i:=0;i<b.N;i++{ splitBlocks(zzText) } }
func BenchmarkZZCount(b *testing.B){ for i:=0;i<b.N;i++{ countText(zzText) } }
func BenchmarkZZHash(b *testing.B){ for i:=0;i<b.N;i++{ storage.HashText(zzText) } }
