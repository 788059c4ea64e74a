package cli

import (
	"errors"
	"fmt"

	"inkflow/storage"
)

// runSettings reads and changes the live settings of DESIGN.md §7, the
// same ones the app's settings dialog edits. A change applies to the next
// index task or search, in this process and in a running app's next open.
func runSettings(e *env, args []string) error {
	if len(args) == 0 {
		args = []string{"list"}
	}
	sub, args := args[0], args[1:]
	fs := newFlags(e, "settings "+sub, "")
	if err := parse(fs, args); err != nil {
		return err
	}
	want := map[string]int{"list": 0, "get": 1, "set": 2}
	n, ok := want[sub]
	if !ok {
		return usagef("settings: want list, get KEY or set KEY VALUE")
	}
	if fs.NArg() != n {
		return usagef("settings %s takes %d argument(s)", sub, n)
	}
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	cur := s.eng.Settings()
	switch sub {
	case "list":
		for _, k := range storage.SettingKeys() {
			v, _ := cur.Get(k)
			fmt.Fprintf(e.stdout, "%s = %s\n", k, v)
		}
	case "get":
		v, err := cur.Get(fs.Arg(0))
		if err != nil {
			return usagef("%v", err)
		}
		fmt.Fprintln(e.stdout, v)
	case "set":
		// Parse on a copy first, so a bad value is a usage error and
		// nothing is stored.
		if err := cur.Set(fs.Arg(0), fs.Arg(1)); err != nil {
			return usagef("%v", err)
		}
		err := s.eng.UpdateSettings(func(st *storage.Settings) { _ = st.Set(fs.Arg(0), fs.Arg(1)) })
		if errors.Is(err, storage.ErrInvalid) {
			return usagef("%v", err)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "%s = %s\n", fs.Arg(0), fs.Arg(1))
	}
	return nil
}
