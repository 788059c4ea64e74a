package main

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Goal is a target a measured value must meet: Value Op Limit.
type Goal struct {
	// Op is one of ">=", "<=", "<", ">".
	Op    string  `json:"op"`
	Limit float64 `json:"limit"`
}

// atLeast, atMost and below build goals.
func atLeast(limit float64) *Goal { return &Goal{Op: ">=", Limit: limit} }
func atMost(limit float64) *Goal  { return &Goal{Op: "<=", Limit: limit} }
func below(limit float64) *Goal   { return &Goal{Op: "<", Limit: limit} }

// Met reports whether v meets the goal. NaN (a figure that could not be
// measured) never does.
func (g Goal) Met(v float64) bool {
	if math.IsNaN(v) {
		return false
	}
	switch g.Op {
	case ">=":
		return v >= g.Limit
	case "<=":
		return v <= g.Limit
	case "<":
		return v < g.Limit
	case ">":
		return v > g.Limit
	default:
		return false
	}
}

// symbol is the operator as printed in the report.
func (g Goal) symbol() string {
	switch g.Op {
	case ">=":
		return "≥"
	case "<=":
		return "≤"
	default:
		return g.Op
	}
}

// Row is one reported figure.
type Row struct {
	// Name says what was measured, e.g. "三国演义 import, static model".
	Name string `json:"name"`
	// Value is the measurement in Unit; NaN when it could not be made.
	Value float64 `json:"value"`
	Unit  string  `json:"unit"`
	// Goal is nil for figures reported for information only.
	Goal *Goal `json:"goal,omitempty"`
	// Detail says how Value was obtained (runs, samples, components).
	Detail string `json:"detail,omitempty"`
}

// Status is PASS or MISS against the goal, "info" without one.
func (r Row) Status() string {
	if r.Goal == nil {
		return "info"
	}
	if r.Goal.Met(r.Value) {
		return "PASS"
	}
	return "MISS"
}

// Measured formats the value with its unit.
func (r Row) Measured() string {
	if math.IsNaN(r.Value) {
		return "not measured"
	}
	return formatValue(r.Value, r.Unit)
}

// GoalText formats the goal with its unit ("—" without one).
func (r Row) GoalText() string {
	if r.Goal == nil {
		return "—"
	}
	return r.Goal.symbol() + " " + formatValue(r.Goal.Limit, r.Unit)
}

// formatValue prints v for a report: thousands separators for large
// values, a precision that keeps two or three significant digits for
// small ones, and the unit ("×" and "%" are attached, others spaced).
func formatValue(v float64, unit string) string {
	if math.IsNaN(v) {
		return "—"
	}
	if math.IsInf(v, 0) {
		return fmt.Sprintf("%v %s", v, unit)
	}
	var num string
	a := math.Abs(v)
	switch {
	case a >= 1000:
		num = groupThousands(strconv.FormatFloat(math.Round(v), 'f', 0, 64))
	case a >= 100:
		num = strconv.FormatFloat(v, 'f', 0, 64)
	case a >= 10:
		num = strconv.FormatFloat(v, 'f', 1, 64)
	case a >= 1 || a == 0:
		num = strconv.FormatFloat(v, 'f', 2, 64)
	default:
		num = strconv.FormatFloat(v, 'f', 3, 64)
	}
	switch unit {
	case "":
		return num
	case "×", "%":
		return num + unit
	default:
		return num + " " + unit
	}
}

// groupThousands inserts commas into an integer string ("-1234567" →
// "-1,234,567").
func groupThousands(s string) string {
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	if len(s) <= 3 {
		return sign + s
	}
	var b strings.Builder
	head := len(s) % 3
	if head > 0 {
		b.WriteString(s[:head])
	}
	for i := head; i < len(s); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(s[i : i+3])
	}
	return sign + b.String()
}

// rowJSON is Row on the wire: JSON has no NaN, so an unmeasured value
// travels as null.
type rowJSON struct {
	Name   string   `json:"name"`
	Value  *float64 `json:"value"`
	Unit   string   `json:"unit"`
	Goal   *Goal    `json:"goal,omitempty"`
	Detail string   `json:"detail,omitempty"`
}

// MarshalJSON encodes NaN as null.
func (r Row) MarshalJSON() ([]byte, error) {
	w := rowJSON{Name: r.Name, Unit: r.Unit, Goal: r.Goal, Detail: r.Detail}
	if !math.IsNaN(r.Value) && !math.IsInf(r.Value, 0) {
		v := r.Value
		w.Value = &v
	}
	return json.Marshal(w)
}

// UnmarshalJSON decodes null as NaN.
func (r *Row) UnmarshalJSON(data []byte) error {
	var w rowJSON
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	*r = Row{Name: w.Name, Value: math.NaN(), Unit: w.Unit, Goal: w.Goal, Detail: w.Detail}
	if w.Value != nil {
		r.Value = *w.Value
	}
	return nil
}
