package indextest

import (
	"context"
	"sync"

	"inkflow/model"
)

// Blocking wraps an embedder; its first Embed call blocks until Release,
// so a test can act while an index task is in progress.
type Blocking struct {
	model.Embedder
	once    sync.Once
	entered chan struct{}
	release chan struct{}
	rel     sync.Once
}

// NewBlocking wraps emb.
func NewBlocking(emb model.Embedder) *Blocking {
	return &Blocking{Embedder: emb, entered: make(chan struct{}), release: make(chan struct{})}
}

// Entered is closed when the first Embed call has started.
func (b *Blocking) Entered() <-chan struct{} { return b.entered }

// Release lets the blocked call (and all later ones) proceed.
func (b *Blocking) Release() { b.rel.Do(func() { close(b.release) }) }

// Embed blocks on the first call until Release, then delegates.
func (b *Blocking) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	b.once.Do(func() {
		close(b.entered)
		<-b.release
	})
	return b.Embedder.Embed(ctx, texts)
}

// Unwrap returns the wrapped embedder.
func (b *Blocking) Unwrap() model.Embedder { return b.Embedder }
