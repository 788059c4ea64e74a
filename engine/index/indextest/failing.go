package indextest

import (
	"context"
	"errors"
	"sync/atomic"

	"inkflow/model"
)

// ErrInjected is the error Failing returns.
var ErrInjected = errors.New("injected embedder failure")

// Failing wraps an embedder and fails while Fail is set.
type Failing struct {
	model.Embedder
	fail  atomic.Bool
	fails atomic.Int64
}

// NewFailing wraps emb; it starts failing if failing is true.
func NewFailing(emb model.Embedder, failing bool) *Failing {
	f := &Failing{Embedder: emb}
	f.fail.Store(failing)
	return f
}

// SetFailing switches failures on or off.
func (f *Failing) SetFailing(v bool) { f.fail.Store(v) }

// Failures counts the calls that failed.
func (f *Failing) Failures() int64 { return f.fails.Load() }

// Embed fails with ErrInjected while failing, else delegates.
func (f *Failing) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if f.fail.Load() {
		f.fails.Add(1)
		return nil, ErrInjected
	}
	return f.Embedder.Embed(ctx, texts)
}

// Unwrap returns the wrapped embedder.
func (c *Failing) Unwrap() model.Embedder { return c.Embedder }
