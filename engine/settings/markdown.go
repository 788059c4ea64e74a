package settings

import (
	"strings"
)

// Markdown renders the table for the README's settings section (a test
// keeps the README equal to it).
func Markdown() string {
	var b strings.Builder
	b.WriteString("| Key | Default | Accepts | 0 means | Read by | Live | What it does |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	for _, k := range keys {
		def := "`" + k.Default + "`"
		switch {
		case k.Default == "" && k.Reader == ReaderModel:
			def = "(bundled model)"
		case k.Default == "":
			def = "(empty: off)"
		}
		zero := k.Zero
		switch {
		case zero != "":
		case k.Type == Int || k.Type == Float:
			zero = "refused"
		default:
			zero = "—"
		}
		live := "yes"
		if !k.Live {
			live = "next start (the app switches at once)"
		}
		b.WriteString("| `" + k.Name + "` | " + def + " | " + k.Range() + " | " + zero + " | " + k.Reader + " | " + live + " | " + strings.ReplaceAll(k.Help, "|", "\\|") + " |\n")
	}
	return b.String()
}
