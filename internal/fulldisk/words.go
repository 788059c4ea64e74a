package fulldisk

import (
	"fmt"
	"strings"
)

// Words returns n distinct words (w0q w1q …), ten to a sentence, each
// sentence ended by end: text that fills a disk under Limit as a book
// would. A keyword index of it is about as large as the text, where a
// repeated line would compress to little and never reach the limit.
func Words(n int, end string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "w%dq", i)
		if i%10 == 9 {
			b.WriteString(end)
		} else {
			b.WriteString(" ")
		}
	}
	return b.String()
}
