package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// FigureResult is what one figure produced; it crosses the process
// boundary from a figure's child process as JSON.
type FigureResult struct {
	// Name is the figure's -only key; Title its heading.
	Name  string `json:"name"`
	Title string `json:"title"`
	Rows  []Row  `json:"rows"`
	// Notes explain the setup and anything that makes a number less
	// comparable (a fallback model, a busy machine).
	Notes []string `json:"notes,omitempty"`
	// Err is set when the figure could not finish; rows measured before
	// the failure are kept.
	Err string `json:"err,omitempty"`
	// Took is the figure's wall-clock time, setup included.
	Took time.Duration `json:"took"`
}

// Report is the content of BENCHMARKS.md.
type Report struct {
	Date    time.Time
	Commit  string
	Command string
	Quick   bool
	// Facts are the environment lines (machine, Go, ONNX Runtime,
	// models), in print order.
	Facts   [][2]string
	Figures []FigureResult
}

// counts returns how many rows passed, missed, and figures failed.
func (r Report) counts() (pass, miss, failed int) {
	for _, f := range r.Figures {
		if f.Err != "" {
			failed++
		}
		for _, row := range f.Rows {
			switch row.Status() {
			case "PASS":
				pass++
			case "MISS":
				miss++
			}
		}
	}
	return pass, miss, failed
}

// WriteMarkdown renders the report.
func (r Report) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("# InkFlow benchmarks\n\n")
	b.WriteString("Written by `make bench` (scripts/bench); regenerate rather than edit. ")
	b.WriteString("Timings come from a shared machine: short figures are the median of several runs, ")
	b.WriteString("and ratios compare quantities measured in the same run.\n\n")
	if r.Quick {
		b.WriteString("> **Quick (smoke) run:** inputs are scaled down, so these numbers show that the suite works; ")
		b.WriteString("they are not comparable with the goals, which are stated for the full sizes.\n\n")
	}
	b.WriteString("| | |\n|---|---|\n")
	fmt.Fprintf(&b, "| Date | %s |\n", r.Date.UTC().Format("2006-01-02 15:04 MST"))
	fmt.Fprintf(&b, "| Commit | `%s` |\n", cell(r.Commit))
	fmt.Fprintf(&b, "| Command | `%s` |\n", cell(r.Command))
	for _, f := range r.Facts {
		fmt.Fprintf(&b, "| %s | %s |\n", cell(f[0]), cell(f[1]))
	}
	pass, miss, failed := r.counts()
	fmt.Fprintf(&b, "\n## Summary\n\n%d PASS, %d MISS", pass, miss)
	if failed > 0 {
		fmt.Fprintf(&b, ", %d figure(s) failed to run", failed)
	}
	b.WriteString(".\n\n| Figure | Measured | Goal | Result |\n|---|---:|---:|---|\n")
	for _, f := range r.Figures {
		for _, row := range f.Rows {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", cell(row.Name), row.Measured(), row.GoalText(), statusCell(row.Status()))
		}
		if f.Err != "" {
			fmt.Fprintf(&b, "| %s | failed: %s | | ERROR |\n", cell(f.Title), cell(f.Err))
		}
	}
	for _, f := range r.Figures {
		fmt.Fprintf(&b, "\n## %s\n\n", f.Title)
		fmt.Fprintf(&b, "`-only %s` · took %s\n\n", f.Name, f.Took.Round(time.Second))
		if len(f.Rows) > 0 {
			b.WriteString("| Measurement | Measured | Goal | Result | How |\n|---|---:|---:|---|---|\n")
			for _, row := range f.Rows {
				fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n",
					cell(row.Name), row.Measured(), row.GoalText(), statusCell(row.Status()), cell(row.Detail))
			}
			b.WriteString("\n")
		}
		if f.Err != "" {
			fmt.Fprintf(&b, "**Error:** %s\n\n", f.Err)
		}
		for _, n := range f.Notes {
			fmt.Fprintf(&b, "- %s\n", n)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// statusCell emphasises misses so they stand out in the table.
func statusCell(s string) string {
	if s == "MISS" {
		return "**MISS**"
	}
	return s
}

// cell makes text safe inside a Markdown table cell.
func cell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.ReplaceAll(s, "\n", " ")
}
