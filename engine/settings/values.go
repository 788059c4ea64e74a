package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// ErrInvalid matches (errors.Is) every error about an unknown key or a
// value outside the table, so front ends can tell a usage error from a
// failure.
var ErrInvalid = errors.New("invalid setting")

// invalidError is a one-line message about a setting that matches
// ErrInvalid without repeating its text.
type invalidError string

func (e invalidError) Error() string      { return string(e) }
func (invalidError) Is(target error) bool { return target == ErrInvalid }

func invalidf(format string, args ...any) error { return invalidError(fmt.Sprintf(format, args...)) }

// defaults holds the product defaults, parsed from the table once.
var defaults = func() Values {
	var v Values
	for _, k := range keys {
		if err := k.parse(&v, k.Default); err != nil {
			panic(fmt.Sprintf("settings: default of %s: %v", k.Name, err))
		}
	}
	if msg := firstBroken(v); msg != "" {
		panic("settings: defaults break a rule: " + msg)
	}
	return v
}()

// Defaults returns the product defaults.
func Defaults() Values { return defaults }

// Keys returns the table, in the order users see it.
func Keys() []Key { return append([]Key(nil), keys...) }

// Lookup returns the key called name.
func Lookup(name string) (Key, error) {
	for _, k := range keys {
		if k.Name == name {
			return k, nil
		}
	}
	return Key{}, invalidf("unknown setting %q (see `inkflow settings list`)", name)
}

// Group is the part of the name before the dot ("chunking").
func (k Key) Group() string { g, _, _ := strings.Cut(k.Name, "."); return g }

// Range says in words which values the key accepts, with its unit.
func (k Key) Range() string {
	switch k.Type {
	case Bool:
		return "true or false"
	case Choice:
		return strings.Join(k.Choices, " or ")
	case Text:
		return "a name, or empty"
	case URL:
		return "an http(s) URL"
	case Ident:
		return "a name, or empty"
	}
	r := str(k.Min) + "–" + str(k.Max)
	if k.Unit != "" {
		r += " " + k.Unit
	}
	if k.Zero != "" && k.Min > 0 {
		r = "0, or " + r
	}
	return r
}

// Get formats the key's value in v.
func (v Values) Get(name string) (string, error) {
	k, err := Lookup(name)
	if err != nil {
		return "", err
	}
	return k.format(&v), nil
}

// Set parses text into the key and checks it against the key's own range;
// on error v is unchanged. Rules between keys are checked by Validate, so
// that a batch of changes (the dialog's) may pass through an
// intermediate state.
func (v *Values) Set(name, text string) error {
	k, err := Lookup(name)
	if err != nil {
		return err
	}
	trial := *v
	if err := k.parse(&trial, strings.TrimSpace(text)); err != nil {
		return err
	}
	*v = trial
	return nil
}

// Validate reports every value outside its key's range and every broken
// rule between keys, on one line.
func (v Values) Validate() error {
	var msgs []string
	for _, k := range keys {
		if err := k.check(&v); err != nil {
			msgs = append(msgs, err.Error())
		}
	}
	if len(msgs) == 0 {
		for _, c := range constraints {
			if msg := c.check(v); msg != "" {
				msgs = append(msgs, msg)
			}
		}
	}
	if len(msgs) == 0 {
		return nil
	}
	return invalidError(strings.Join(msgs, "; "))
}

// BrokenRules returns the keys of every rule between keys that v breaks,
// each in the order the rule wants their values (every rule is a chain:
// the first ≤ the second ≤ …), nil when v keeps them all. A front end
// says the rule with its own names for the keys; Validate's message
// names them as the command line does (chunking.min-child-size).
func (v Values) BrokenRules() [][]string {
	var broken [][]string
	for _, c := range constraints {
		if c.check(v) != "" {
			broken = append(broken, slices.Clone(c.keys))
		}
	}
	return broken
}

// firstBroken returns the message of the first broken rule between keys.
func firstBroken(v Values) string {
	for _, c := range constraints {
		if msg := c.check(v); msg != "" {
			return msg
		}
	}
	return ""
}

// Encode is the stored form: JSON objects per group, keyed by the rest of
// the name ({"search": {"rrf-k": 60}}), the format every release wrote.
func (v Values) Encode() ([]byte, error) {
	groups := map[string]map[string]any{}
	for _, k := range keys {
		g, rest, _ := strings.Cut(k.Name, ".")
		if groups[g] == nil {
			groups[g] = map[string]any{}
		}
		groups[g][rest] = k.field(&v)
	}
	return json.Marshal(groups)
}

// Decode reads the stored form. Missing keys (an older release) take their
// defaults, unknown ones (a newer release) are ignored. A value outside
// the table (a hand-edited file, an older release's looser range) falls
// back to its default, as do all keys of a broken rule between keys; the
// returned Values are then valid and the error, wrapping ErrInvalid, says
// which keys fell back. nil raw gives the defaults.
func Decode(raw []byte) (Values, error) {
	v := defaults
	if raw == nil {
		return v, nil
	}
	var groups map[string]map[string]json.RawMessage
	if err := json.Unmarshal(raw, &groups); err != nil {
		return v, invalidf("stored settings unreadable, using defaults: %v", err)
	}
	var msgs []string
	for _, k := range keys {
		g, rest, _ := strings.Cut(k.Name, ".")
		val, ok := groups[g][rest]
		if !ok {
			continue
		}
		trial := v
		err := json.Unmarshal(val, k.field(&trial))
		if err == nil {
			err = k.check(&trial)
		}
		if err != nil {
			msgs = append(msgs, fmt.Sprintf("%s: stored %s is invalid, using %s", k.Name, strings.TrimSpace(string(val)), quoteEmpty(k.Default)))
			continue
		}
		v = trial
	}
	for range constraints {
		msg := firstBroken(v)
		if msg == "" {
			break
		}
		msgs = append(msgs, msg+", using defaults")
		for _, c := range constraints {
			if c.check(v) != "" {
				for _, name := range c.keys {
					k, _ := Lookup(name)
					_ = k.parse(&v, k.Default)
				}
			}
		}
	}
	if firstBroken(v) != "" {
		v = defaults // unreachable while the defaults keep every rule
	}
	if len(msgs) == 0 {
		return v, nil
	}
	return v, invalidError(strings.Join(msgs, "; "))
}

// format writes the key's value as Get returns it.
func (k Key) format(v *Values) string {
	rv := reflect.ValueOf(k.field(v)).Elem()
	switch rv.Kind() {
	case reflect.Int:
		return strconv.FormatInt(rv.Int(), 10)
	case reflect.Float64:
		return str(rv.Float())
	case reflect.Bool:
		return strconv.FormatBool(rv.Bool())
	default:
		return rv.String()
	}
}

// parse sets the key from text and checks the key's range.
func (k Key) parse(v *Values, text string) error {
	rv := reflect.ValueOf(k.field(v)).Elem()
	switch k.Type {
	case Int:
		n, err := strconv.Atoi(text)
		if errors.Is(err, strconv.ErrRange) {
			return k.invalid(text, "not allowed: want "+k.Range())
		}
		if err != nil {
			return k.invalid(text, "not a whole number: want "+k.Range())
		}
		rv.SetInt(int64(n))
	case Float:
		x, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return k.invalid(text, "not a number: want "+k.Range())
		}
		rv.SetFloat(x)
	case Bool:
		b, err := strconv.ParseBool(text)
		if err != nil {
			return k.invalid(text, "not allowed: want "+k.Range())
		}
		rv.SetBool(b)
	default:
		rv.SetString(text)
	}
	return k.check(v)
}

// check tests the key's value in v against its range.
func (k Key) check(v *Values) error {
	rv := reflect.ValueOf(k.field(v)).Elem()
	switch k.Type {
	case Int, Float:
		var x float64
		if rv.Kind() == reflect.Int {
			x = float64(rv.Int())
		} else {
			x = rv.Float()
		}
		if math.IsNaN(x) || (x < k.Min || x > k.Max) && !(x == 0 && k.Zero != "") {
			return k.invalid(k.format(v), "not allowed: want "+k.Range())
		}
	case Choice:
		for _, c := range k.Choices {
			if rv.String() == c {
				return nil
			}
		}
		return k.invalid(rv.String(), "not allowed: want "+k.Range())
	case Text:
		s := rv.String()
		if strings.ContainsAny(s, `/\`) || strings.IndexFunc(s, unicode.IsControl) >= 0 || len(s) > 200 || s == "." || s == ".." {
			return k.invalid(s, "a name, not a path")
		}
	case URL:
		u, err := url.Parse(rv.String())
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(rv.String()) > 500 {
			return k.invalid(rv.String(), "not allowed: want "+k.Range())
		}
	case Ident:
		s := rv.String()
		if strings.IndexFunc(s, unicode.IsControl) >= 0 || len(s) > 200 || strings.TrimSpace(s) != s {
			return k.invalid(s, "not allowed: want one line of at most 200 bytes without surrounding spaces")
		}
	}
	return nil
}

func (k Key) invalid(value, why string) error {
	return invalidf("%s: %s is %s", k.Name, quoteEmpty(value), why)
}

func quoteEmpty(s string) string {
	if s == "" || strings.ContainsFunc(s, unicode.IsSpace) {
		return strconv.Quote(s)
	}
	return s
}

// str formats a number the shortest way that reads back exactly.
func str(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

func fmtf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// Invalidf formats a one-line error about a setting that matches
// ErrInvalid, for rules checked outside the table (engine: model.name must
// name an installed model).
func Invalidf(format string, args ...any) error { return invalidf(format, args...) }
