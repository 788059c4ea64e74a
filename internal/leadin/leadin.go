// Package leadin puts the program's name before a line InkFlow writes on
// standard error (an error, a warning, a note), with the colon of the
// message's language: "inkflow：" (full-width, as Chinese punctuation
// has it) before a message in Chinese, "inkflow: " before one in
// English. The command line and the desktop app's start-up messages both
// write through it, so one rule holds everywhere: a Chinese error under
// an ASCII colon ("inkflow: 没有第 9 章") was the command line's own
// lead-in, while its notes and warnings came under the full-width one.
package leadin

import "unicode"

// Name is the program's name the lead-in gives.
const Name = "inkflow"

// Line returns msg after the program's name. The message is Chinese when
// the interface speaks Chinese (zh) and msg has Chinese in it: under a
// Chinese interface an engine detail the catalogue has no words for stays
// English, and so does its colon; under an English one a message naming
// a Chinese book (no chapter titled "风起") is English all the same.
func Line(msg string, zh bool) string {
	if zh && hasHan(msg) {
		return Name + "：" + msg
	}
	return Name + ": " + msg
}

// hasHan reports whether s holds a Chinese character.
func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}
