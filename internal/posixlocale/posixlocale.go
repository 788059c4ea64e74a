// Package posixlocale maps the POSIX "C" locale to American English before
// Fyne reads it.
//
// Fyne's lang package parses the user's locale in its init function and
// logs an error for "C" or "C.UTF-8" (common in containers, CI and ssh
// sessions) on every start, including every command-line call, whose
// contract is a single line on stderr. This package imports only os and strings, so
// Go's initialisation order (by import path, among packages whose imports
// are ready) runs it before fyne.io/fyne/v2/lang, whose imports are many;
// TestFyneLocaleQuiet in package main checks that it does.
package posixlocale

import (
	"os"
	"strings"
)

func init() {
	for _, key := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(key)
		if v == "" {
			continue
		}
		if v == "C" || v == "POSIX" || strings.HasPrefix(v, "C.") || strings.HasPrefix(v, "POSIX.") {
			os.Setenv(key, "en_US.UTF-8")
		}
		return // the first set variable is the one locale lookups use
	}
}
