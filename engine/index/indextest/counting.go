package indextest

import (
	"context"
	"sync"

	"inkflow/model"
)

// Counting wraps an embedder and records every text sent to Embed.
type Counting struct {
	model.Embedder

	mu    sync.Mutex
	texts []string
	calls int
}

// NewCounting wraps emb.
func NewCounting(emb model.Embedder) *Counting { return &Counting{Embedder: emb} }

// Embed records texts and delegates.
func (c *Counting) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	c.mu.Lock()
	c.texts = append(c.texts, texts...)
	c.calls++
	c.mu.Unlock()
	return c.Embedder.Embed(ctx, texts)
}

// Texts returns a copy of every text embedded so far, in order.
func (c *Counting) Texts() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.texts...)
}

// Count is the number of texts embedded so far.
func (c *Counting) Count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.texts)
}

// Calls is the number of Embed calls so far.
func (c *Counting) Calls() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.calls
}

// Reset forgets what was recorded.
func (c *Counting) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.texts, c.calls = nil, 0
}

// Unwrap returns the wrapped embedder.
func (c *Counting) Unwrap() model.Embedder { return c.Embedder }
