package storage

import (
	"testing"
	"time"
)

// TestSummaryRecordGenerated: the Generated flag round-trips, and records
// written before it existed (without the trailing byte) read as the
// author's.
func TestSummaryRecordGenerated(t *testing.T) {
	at := time.Unix(1_700_000_000, 5).UTC()
	for _, gen := range []bool{false, true} {
		s := Summary{ID: 7, ProjectID: 2, ChapterID: 3, Hash: HashText("x"), CreatedAt: at, UpdatedAt: at, Generated: gen}
		raw := encodeSummary(s)
		got, err := decodeSummary(7, raw)
		if err != nil || got.Generated != gen || got.ChapterID != 3 || got.Hash != s.Hash || !got.UpdatedAt.Equal(at) {
			t.Fatalf("generated=%v: decoded %+v, %v", gen, got, err)
		}
		withoutAssistant := raw[:len(raw)-1-len(Hash{})]
		if got, err := decodeSummary(7, withoutAssistant); err != nil || got.Generated != gen || got.ByAssistant {
			t.Fatalf("record without the assistant fields: %+v, %v", got, err)
		}
		old, err := decodeSummary(7, withoutAssistant[:len(withoutAssistant)-1])
		if err != nil || old.Generated || old.ChapterID != 3 {
			t.Fatalf("record without the flag: %+v, %v", old, err)
		}
	}
	s := Summary{ID: 7, ChapterID: 3, Generated: true, ByAssistant: true, Source: HashText("chapter")}
	if got, err := decodeSummary(7, encodeSummary(s)); err != nil || !got.ByAssistant || got.Source != s.Source {
		t.Fatalf("assistant summary decoded %+v, %v", got, err)
	}
}
