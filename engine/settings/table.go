// Package settings is the one table of InkFlow's user-tunable settings:
// every key once, with its type, default, range, unit, help text, the
// subsystem that reads it and whether a change applies live. Everything
// else is derived from the table: validation, `inkflow settings
// list|get|set`, the app's settings dialog, the stored form, the README's
// settings section (checked by a test) and the typed structs the indexer
// and search read ([Values.Chunking] embeds [chunk.Config]; engine/search
// defines its Settings over [Search]).
//
// Policies, decided once here: every number has a range that is useful and
// safe for the allocations behind it; 0 is refused unless Key.Zero says
// what it means; rules between keys (min ≤ target ≤ max child size ≤ max
// parent size, min ≤ max parent size) are checked on the whole set after
// a change, so one `settings set` that breaks a rule is refused with a
// message naming the other key; a stored value outside the table is never
// used ([Decode] falls back to the key's default and says so).
//
// The package sits under engine and imports nothing of the project but
// engine/chunk (whose Config it embeds), so every layer can use it without
// an import cycle: engine/search and engine/index read the typed structs,
// engine stores and serves them, and the front ends build their commands
// and widgets from [Keys]. storage persists the encoded bytes without
// knowing a single key ([Values.Encode], [Decode]), which keeps the
// persistence layer below the table instead of beside it.
//
// Adding a key is one entry in keys below plus the typed field it binds.
package settings

import (
	"inkflow/engine/chunk"
)

// Values are the current settings, as the engine holds them and the
// indexer and search read them. Start from [Defaults]; change them with
// [Values.Set] or directly followed by [Values.Validate].
type Values struct {
	Chunking  Chunking
	Search    Search
	Model     Model
	Assistant Assistant
	Snapshots Snapshots
}

// Chunking steers the indexer: the chunker's own configuration plus the
// indexer's timing and batching.
type Chunking struct {
	chunk.Config
	// DebounceMS is the pause after the last save before a chapter is
	// re-indexed.
	DebounceMS int
	// EmbeddingBatchSize is the number of texts per model call.
	EmbeddingBatchSize int
}

// Search steers engine/search; it is passed to every call, so a change
// applies to the next search.
type Search struct {
	// UseParentChild makes parent-child the default mode; off, a request
	// without a mode searches in direct mode.
	UseParentChild bool
	// Hybrid fuses keyword and vector results by default.
	Hybrid bool
	// Fusion is how hybrid search combines the vector and keyword lists:
	// "convex" (a convex combination of normalised scores) or "rrf"
	// (weighted Reciprocal Rank Fusion).
	Fusion string
	// VectorWeight is the vector list's share in fusion for a query in an
	// alphabetic script; the keyword list gets the rest.
	VectorWeight float64
	// VectorWeightCJK is VectorWeight for a query written in CJK
	// characters; a query mixing scripts gets a blend (search.fusion).
	VectorWeightCJK float64
	// VocabularyPower is the power of the share of a query's words the
	// model knows whole by which hybrid search multiplies the vector
	// list's share; 0 turns it off.
	VocabularyPower float64
	// VectorWeightLiteral is the share of the vector list's weight kept
	// for a query one keyword passage holds every term of; the weight
	// falls linearly towards it as that share of terms grows.
	VectorWeightLiteral float64
	// LateInteraction is β of late interaction: search re-scores its
	// vector candidates with (1−β)·cosine + β·MaxSim over the token table
	// of LateInteractionModel; 0 turns it off.
	LateInteraction float64
	// LateInteractionModel names the installed static model whose token
	// table late interaction reads (not the model that embeds); "" turns
	// late interaction off.
	LateInteractionModel string
	// RRFK is k of Reciprocal Rank Fusion, 1/(k + rank).
	RRFK int
	// DefaultTopK is the result count when a request does not say.
	DefaultTopK int
	// PerChapter is how many passages of one chapter a result list shows
	// before every other matching chapter has shown its best; 0 lists
	// passages in plain score order.
	PerChapter int
	// Normalize turns on size normalisation of parent scores.
	Normalize bool
	// ContextWindow is the length in runes of the text returned around a
	// match in a longer parent; 0 returns whole parents.
	ContextWindow int
}

// Model chooses the embedding model.
type Model struct {
	// Name is the installed model to load; "" means the bundled default.
	Name string
}

// Assistant configures the optional chat assistant (engine/assistant).
// An empty Model means no assistant: nothing touches the network.
type Assistant struct {
	// BaseURL is the OpenAI-compatible API root.
	BaseURL string
	// Model is the chat model's name on that server; "" turns the
	// assistant off.
	Model string
	// TimeoutSeconds bounds connecting, the first byte and every pause
	// between streamed tokens.
	TimeoutSeconds int
	// AllowRemote records the author's confirmation that text may be
	// sent to a BaseURL that is not on this machine.
	AllowRemote bool
	// ContextBudget is the characters of manuscript sent with a question.
	ContextBudget int
}

// Snapshots steers the engine's automatic chapter snapshots.
type Snapshots struct {
	// IntervalMinutes is the least time between two automatic snapshots
	// of a chapter being edited; 0 turns them off.
	IntervalMinutes int
}

// Type is the kind of value a key holds.
type Type string

// The value types of the table.
const (
	Int    Type = "integer"
	Float  Type = "number"
	Bool   Type = "true/false"
	Choice Type = "choice"
	Text   Type = "text"
	// URL is an http(s) URL with a host.
	URL Type = "URL"
	// Ident is a name another program defines (a chat model's name, which
	// may hold slashes and colons): one line, at most 200 bytes.
	Ident Type = "identifier"
)

// The subsystems that read settings (Key.Reader).
const (
	ReaderIndexer   = "indexer"
	ReaderSearch    = "search"
	ReaderModel     = "model loader"
	ReaderAssistant = "assistant"
	ReaderEngine    = "engine"
)

// Key describes one setting. Its value lives in the Values field that
// field returns.
type Key struct {
	// Name is the dotted key users type ("search.rrf-k"); the part before
	// the dot is its group (and the dialog's tab).
	Name string
	// Label and Help are what the dialog shows; Help is the one-line
	// explanation in `settings list` and the README too.
	Label, Help string
	Type        Type
	// Default is the product default in the form Get returns.
	Default string
	// Min and Max bound Int and Float keys (inclusive).
	Min, Max float64
	// Zero, when set, makes 0 valid besides [Min, Max] and says what it
	// means.
	Zero string
	// Unit of Int and Float values ("characters"), "" for none.
	Unit string
	// Choices are the values of a Choice key.
	Choices []string
	// Reader is the subsystem that reads the key.
	Reader string
	// Live is true when a change applies to the next index task or search
	// without a restart; chunking changes apply to text indexed from then
	// on (`inkflow reindex` re-chunks the rest).
	Live bool
	// Advanced keys are tuning knobs most writers never need.
	Advanced bool

	field func(*Values) any // pointer to the bound field
}

// keys is the table. Ranges are what is useful for real writing and safe
// for the allocations behind them (the chunker allocates per rune of
// max-child-size; the model call per text of a batch). Cross-key rules
// are in constraints.
var keys = []Key{
	{Name: "chunking.similarity-threshold", Default: str(chunk.DefaultSimilarityThreshold), Label: "Shift that starts a new piece", Type: Float, Min: 0.01, Max: 2,
		Help: "How far the meaning must shift between two sentences to start a new piece, when pieces break at each shift; lower makes more, shorter pieces (cliff threshold).", Reader: ReaderIndexer, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Chunking.SimilarityThreshold }},
	{Name: "chunking.cliff-mode", Default: string(chunk.DefaultCliffMode), Label: "Where pieces break", Type: Choice, Choices: []string{string(chunk.CliffDrop), string(chunk.CliffPercentile)},
		Help: "At each shift (drop): wherever two sentences' meanings drift apart by the shift that starts a new piece; at the largest shifts (percentile): only at a chapter's largest shifts (cliff mode).", Reader: ReaderIndexer, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Chunking.CliffMode }},
	{Name: "chunking.percentile", Default: str(chunk.DefaultPercentile), Label: "Which shifts count as largest", Type: Float, Min: 1, Max: 100, Unit: "percentile",
		Help: "When pieces break at the largest shifts: a shift larger than this percentage of a chapter's shifts breaks (cliff percentile).", Reader: ReaderIndexer, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Chunking.Percentile }},
	{Name: "chunking.target-child-size", Default: str(chunk.DefaultTargetChildSize), Label: "Length of a matched piece", Type: Int, Min: 20, Max: 2000, Unit: "characters",
		Help: "About how long the pieces of text are that a search compares with what you typed: shorter ones find a single moment, longer ones a whole exchange; between the shortest and the longest.", Reader: ReaderIndexer, Live: true,
		field: func(v *Values) any { return &v.Chunking.TargetChildSize }},
	{Name: "chunking.min-child-size", Default: str(chunk.DefaultMinChildSize), Label: "Shortest matched piece", Type: Int, Min: 10, Max: 2000, Unit: "characters",
		Help: "Shorter pieces join a neighbour.", Reader: ReaderIndexer, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Chunking.MinChildSize }},
	{Name: "chunking.max-child-size", Default: str(chunk.DefaultMaxChildSize), Label: "Longest matched piece", Type: Int, Min: 20, Max: 4000, Unit: "characters",
		Help: "Longer pieces are split at the end of a sentence; no longer than the longest passage around a match.", Reader: ReaderIndexer, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Chunking.MaxChildSize }},
	{Name: "chunking.max-parent-size", Default: str(chunk.DefaultMaxParentSize), Label: "Longest passage around a match", Type: Int, Min: 100, Max: 20000, Unit: "characters",
		Help: "A paragraph longer than this is split where its meaning shifts most (context block maximum).", Reader: ReaderIndexer, Live: true,
		field: func(v *Values) any { return &v.Chunking.MaxParentSize }},
	{Name: "chunking.min-parent-size", Default: str(chunk.DefaultMinParentSize), Label: "Shortest passage around a match", Type: Int, Min: 1, Max: 20000, Unit: "characters",
		Help: "Consecutive shorter paragraphs of a chapter are joined, up to the longest passage (context block minimum).", Reader: ReaderIndexer, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Chunking.MinParentSize }},
	{Name: "chunking.debounce-ms", Default: "3000", Label: "Search sees new text after", Type: Int, Min: 0, Max: 600_000, Unit: "ms", Zero: "as soon as a chapter is saved",
		Help: "How long search waits after a chapter is saved before it reads the new text (index delay).", Reader: ReaderIndexer, Live: true,
		field: func(v *Values) any { return &v.Chunking.DebounceMS }},
	{Name: "chunking.embedding-batch-size", Default: "32", Label: "Pieces read at a time", Type: Int, Min: 1, Max: 512, Unit: "pieces",
		Help: "How many pieces the model reads at once while indexing; it changes only speed and memory use (embedding batch).", Reader: ReaderIndexer, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Chunking.EmbeddingBatchSize }},
	{Name: "search.use-parent-child", Default: "true", Label: "Show the passage around each match", Type: Bool,
		Help: "On: a result shows the paragraphs around the matching sentences, not those sentences alone (parent-child search).", Reader: ReaderSearch, Live: true,
		field: func(v *Values) any { return &v.Search.UseParentChild }},
	{Name: "search.hybrid", Default: "true", Label: "Match your exact words too", Type: Bool,
		Help: "On: finds passages that use your words as well as passages close in meaning (hybrid search); off: by meaning only.", Reader: ReaderSearch, Live: true,
		field: func(v *Values) any { return &v.Search.Hybrid }},
	{Name: "search.fusion", Default: "convex", Label: "How the two searches combine", Type: Choice, Choices: []string{"convex", "rrf"},
		Help: "By score (convex): adds the weighted scores of the search by words and the search by meaning; by rank (rrf): combines their rankings (reciprocal rank fusion).", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.Fusion }},
	{Name: "search.vector-weight", Default: "0.3", Label: "Weight of meaning, English searches", Type: Float, Min: 0.01, Max: 1, Unit: "share",
		Help: "How much the search by meaning counts, against the search by words, when you search in letters such as English; words get the rest (chosen on books the model never saw).", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.VectorWeight }},
	{Name: "search.vector-weight-cjk", Default: "0.4", Label: "Weight of meaning, Chinese searches", Type: Float, Min: 0.01, Max: 1, Unit: "share",
		Help: "How much the search by meaning counts, against the search by words, when you search in Chinese characters; a search mixing both gets a blend of the two weights.", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.VectorWeightCJK }},
	{Name: "search.vocabulary-power", Default: "2", Label: "Less meaning for unfamiliar words", Type: Float, Min: 0.25, Max: 8, Zero: "no lowering",
		Help: "Lowers the weight of meaning when a search has words the model does not know; the higher, the lower (the share of known words, to this power).", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.VocabularyPower }},
	{Name: "search.vector-weight-literal", Default: "0", Label: "Weight of meaning, all words found", Type: Float, Min: 0.01, Max: 1, Zero: "words alone",
		Help: "When one passage holds every word you searched for, the search by meaning keeps this share of its weight.", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.VectorWeightLiteral }},
	{Name: "search.late-interaction", Default: "0.7", Label: "Weight of word-by-word matching", Type: Float, Min: 0.01, Max: 1, Unit: "share", Zero: "off",
		Help: "How much the search by meaning ranks a passage by how well each word you typed matches one of its words, against the meaning of the whole passage (late interaction).", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.LateInteraction }},
	{Name: "search.late-interaction-model", Default: "inkflow-static-v2", Label: "Model for word-by-word matching", Type: Text,
		Help: "The installed static model whose word vectors the word-by-word matching compares (not the search model); empty turns that matching off.", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.LateInteractionModel }},
	{Name: "search.rrf-k", Default: "60", Label: "Evenness of combining by rank", Type: Int, Min: 1, Max: 1000,
		Help: "When the two searches combine by rank: higher values even out the difference between ranks (the k of reciprocal rank fusion, 1/(k + rank)).", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.RRFK }},
	{Name: "search.default-top-k", Default: "10", Label: "Results per search", Type: Int, Min: 1, Max: 1000, Unit: "results",
		Help: "How many results a search lists, unless it asks for another number.", Reader: ReaderSearch, Live: true,
		field: func(v *Values) any { return &v.Search.DefaultTopK }},
	{Name: "search.results-per-chapter", Default: "1", Label: "Results from one chapter before others", Type: Int, Min: 0, Max: 1000, Unit: "passages", Zero: "best first, however many come from one chapter",
		Help: "How many results of one chapter come before every other matching chapter has shown its best; the rest follow, or, when the page has room for them, stand where their match puts them.", Reader: ReaderSearch, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Search.PerChapter }},
	{Name: "search.enable-score-normalization", Default: "true", Label: "Don't favour long passages", Type: Bool,
		Help: "On: a long passage does not rank above a short one just for being long (score normalisation).", Reader: ReaderSearch, Live: true,
		field: func(v *Values) any { return &v.Search.Normalize }},
	{Name: "search.context-window-size", Default: "1000", Label: "Text shown around a match", Type: Int, Min: 50, Max: 20000, Unit: "characters", Zero: "the whole passage",
		Help: "From a long passage, a result shows this many characters around the match.", Reader: ReaderSearch, Live: true,
		field: func(v *Values) any { return &v.Search.ContextWindow }},
	{Name: "model.name", Default: "", Label: "Search model", Type: Text,
		Help: "The installed model search uses to find passages by meaning: pick one from the box’s list of installed models; empty means the one InkFlow comes with. Switching reads the whole book again (embedding model).", Reader: ReaderModel,
		field: func(v *Values) any { return &v.Model.Name }},
	{Name: "assistant.model", Default: "", Label: "Chat model", Type: Ident,
		Help: "Chat model on the assistant server (e.g. qwen2.5:7b); empty turns the assistant off and nothing is sent anywhere.", Reader: ReaderAssistant, Live: true,
		field: func(v *Values) any { return &v.Assistant.Model }},
	{Name: "assistant.base-url", Default: "http://127.0.0.1:11434/v1", Label: "Server address", Type: URL,
		Help: "Where the assistant's server answers: an OpenAI-compatible API root (Ollama, llama.cpp server, LM Studio).", Reader: ReaderAssistant, Live: true,
		field: func(v *Values) any { return &v.Assistant.BaseURL }},
	{Name: "assistant.allow-remote", Default: "false", Label: "Allow a server on another machine", Type: Bool,
		Help: "Your confirmation that manuscript text may leave this machine; needed when the server address is not this computer (localhost).", Reader: ReaderAssistant, Live: true,
		field: func(v *Values) any { return &v.Assistant.AllowRemote }},
	{Name: "assistant.timeout-seconds", Default: "60", Label: "Assistant timeout", Type: Int, Min: 1, Max: 3600, Unit: "seconds",
		Help: "Longest wait to connect, for the first reply and between streamed words.", Reader: ReaderAssistant, Live: true, Advanced: true,
		field: func(v *Values) any { return &v.Assistant.TimeoutSeconds }},
	{Name: "assistant.context-budget", Default: "6000", Label: "Book text sent per question", Type: Int, Min: 500, Max: 200_000, Unit: "characters",
		Help: "How many characters of your book go with each question; lower it for a model that reads little at a time.", Reader: ReaderAssistant, Live: true,
		field: func(v *Values) any { return &v.Assistant.ContextBudget }},
	{Name: "snapshots.interval-minutes", Default: "30", Label: "Snapshot while editing every", Type: Int, Min: 5, Max: 1440, Unit: "minutes", Zero: "no automatic snapshots while editing",
		Help: "At most one automatic snapshot of a chapter per this many minutes of editing (taken before the next change).", Reader: ReaderEngine, Live: true,
		field: func(v *Values) any { return &v.Snapshots.IntervalMinutes }},
}

// constraint is a rule between keys, checked after every change: a single
// `settings set` that would break it is refused with a message naming the
// other key, so the user changes that one first.
type constraint struct {
	// keys are the rule's keys in the order it wants their values: each
	// rule is a chain, keys[0] ≤ keys[1] ≤ … (BrokenRules says so).
	keys  []string
	check func(Values) string // "" when satisfied
}

var constraints = []constraint{
	{[]string{"chunking.min-child-size", "chunking.target-child-size", "chunking.max-child-size"}, func(v Values) string {
		c := v.Chunking
		if c.MinChildSize <= c.TargetChildSize && c.TargetChildSize <= c.MaxChildSize {
			return ""
		}
		return fmtf("want chunking.min-child-size (%d) ≤ chunking.target-child-size (%d) ≤ chunking.max-child-size (%d)", c.MinChildSize, c.TargetChildSize, c.MaxChildSize)
	}},
	{[]string{"chunking.min-parent-size", "chunking.max-parent-size"}, func(v Values) string {
		c := v.Chunking
		if c.MinParentSize <= c.MaxParentSize {
			return ""
		}
		return fmtf("want chunking.min-parent-size (%d) ≤ chunking.max-parent-size (%d)", c.MinParentSize, c.MaxParentSize)
	}},
	{[]string{"chunking.max-child-size", "chunking.max-parent-size"}, func(v Values) string {
		c := v.Chunking
		if c.MaxChildSize <= c.MaxParentSize {
			return ""
		}
		return fmtf("want chunking.max-child-size (%d) ≤ chunking.max-parent-size (%d)", c.MaxChildSize, c.MaxParentSize)
	}},
}
