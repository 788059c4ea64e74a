// Package quality holds the quality gates of InkFlow's default embedding
// model and the metric code they share with the trainer's tuning runs:
// hand-written similarity pairs scored by ROC AUC, and synthetic documents
// (paragraphs of one text followed by paragraphs of another) on which the
// semantic-cliff chunker must find the seam.
//
// The package itself depends on nothing of InkFlow's: the embedder, the
// sentence splitter and the cliff finder are passed in as functions, so
// the model layer does not import the engine. The gate tests wire in the
// real ones (model.Load, chunk.SplitSentences, chunk.Cliffs).
package quality
