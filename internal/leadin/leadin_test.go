package leadin

import "testing"

// TestLine: the colon after the name is the message's: full-width before
// Chinese under a Chinese interface, ASCII before English, whichever the
// interface, and before an English message that names a Chinese book.
func TestLine(t *testing.T) {
	tests := []struct {
		msg  string
		zh   bool
		want string
	}{
		{"没有第 9 章：本作品的章节编号为 1–2", true, "inkflow：没有第 9 章：本作品的章节编号为 1–2"},
		{"--chapters「0」：请用 1-20、5- 或 7 这样的章节编号", true, "inkflow：--chapters「0」：请用 1-20、5- 或 7 这样的章节编号"},
		{"engine: open: permission denied", true, "inkflow: engine: open: permission denied"},
		{`no chapter titled "风起"`, false, `inkflow: no chapter titled "风起"`},
		{"no chapter 9: the chapters are numbered 1–2", false, "inkflow: no chapter 9: the chapters are numbered 1–2"},
	}
	for _, tt := range tests {
		if got := Line(tt.msg, tt.zh); got != tt.want {
			t.Errorf("Line(%q, %v) = %q, want %q", tt.msg, tt.zh, got, tt.want)
		}
	}
}
