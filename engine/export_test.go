package engine

import "inkflow/storage"

// DB gives the engine's own tests read access to the database, to check
// what was stored. Outside tests nothing reaches the database except
// through the Engine's methods.
func (e *Engine) DB() *storage.DB { return e.db }
