package engine

import (
	"errors"
	"fmt"
	"log/slog"
	"sync"

	"inkflow/engine/search"
	"inkflow/model"
	"inkflow/model/modelpath"
)

// lateTable holds the token table search's late interaction reads
// (search.late-interaction-model; engine/search/late.go): a second,
// static model whose token vectors re-score the vector candidates, while
// the search model keeps segmenting and embedding. It is read on the
// first search that wants it (about 0.3 s, 12 MB for v2), in that
// search's goroutine, never the UI's, and kept until the setting names
// another model, which is read on the next search.
type lateTable struct {
	dataDir string
	log     *slog.Logger

	mu   sync.Mutex
	name string // the model tab or err belong to; "" before the first read
	tab  *model.TokenTable
	err  error
}

// scorer returns the table of model name, reading it if it is not the one
// held; a model that is missing or unreadable gives a nil table and the
// reason, logged once per name.
func (l *lateTable) scorer(name string) (*model.TokenTable, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.name == name && (l.tab != nil || l.err != nil) {
		return l.tab, l.err
	}
	l.name, l.tab, l.err = name, nil, nil
	dir, err := modelpath.LocateExact(name, l.dataDir)
	if err == nil {
		l.tab, err = model.LoadTokenTable(dir)
	}
	if err != nil {
		l.err = err
		l.log.Warn("search without word-by-word matching", "model", name, "err", err)
	}
	return l.tab, l.err
}

// withTokens adds the token table the settings ask for to deps, or the
// reason it is missing.
func (l *lateTable) withTokens(deps search.Deps, s search.Settings) search.Deps {
	if s.LateInteraction <= 0 || s.LateInteractionModel == "" {
		return deps
	}
	tab, err := l.scorer(s.LateInteractionModel)
	if errors.Is(err, modelpath.ErrNotFound) {
		// The folders looked in are in the log; the reason stays short.
		deps.TokensMissing = fmt.Sprintf("model %q is not installed", s.LateInteractionModel)
		return deps
	}
	if err != nil {
		deps.TokensMissing = err.Error()
		return deps
	}
	deps.Tokens = tab
	return deps
}
