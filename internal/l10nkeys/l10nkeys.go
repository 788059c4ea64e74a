// Package l10nkeys lists the translation keys a front end's source uses,
// so a test can compare them with its catalogues (no missing, no unused
// keys).
package l10nkeys

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
)

// Scan parses the non-test Go files of dir and returns the constant first
// argument of every lang.L, lang.N, lang.X and lang.XN call, and of every
// call to one of the wrappers (functions taking the key first, like
// lang.L; one whose name ends in N takes a count next, like lang.N),
// each mapped to whether it is used as a plural (N, XN, a wrapper ...N). Keys
// built at run time are not seen; the caller adds them.
func Scan(dir string, wrappers ...string) (map[string]bool, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	keys := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			return nil, fmt.Errorf("l10nkeys: %w", err)
		}
		var scanErr error
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			fn := ""
			switch c := call.Fun.(type) {
			case *ast.SelectorExpr:
				if x, ok := c.X.(*ast.Ident); ok && x.Name == "lang" {
					fn = c.Sel.Name
				}
			case *ast.Ident:
				for _, w := range wrappers {
					if c.Name == w {
						fn = "L"
						if strings.HasSuffix(w, "N") {
							fn = "N"
						}
					}
				}
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if fn == "" || !ok || lit.Kind != token.STRING {
				return true
			}
			key, err := strconv.Unquote(lit.Value)
			if err != nil {
				scanErr = fmt.Errorf("l10nkeys: %s: %w", name, err)
				return false
			}
			keys[key] = keys[key] || fn == "N" || fn == "XN"
			return true
		})
		if scanErr != nil {
			return nil, scanErr
		}
	}
	return keys, nil
}
