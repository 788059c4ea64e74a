package cli

import (
	"context"
	"fmt"
	"io"
	"strings"

	"inkflow/engine/assistant"
)

// runAssistant is `inkflow assistant`: test the connection, and store or
// delete the API key in the OS keyring.
func runAssistant(e *env, args []string) error {
	if len(args) == 0 {
		return usagef("assistant: give a subcommand: test, key set or key delete")
	}
	switch {
	case args[0] == "test" && len(args) == 1:
		return runAssistantTest(e)
	case args[0] == "key" && len(args) == 2 && args[1] == "set":
		// The key is read from stdin so it stays out of the shell history
		// and the process list.
		raw, err := io.ReadAll(io.LimitReader(e.stdin, 4096))
		if err != nil {
			return fmt.Errorf("assistant key set: %w", err)
		}
		key := strings.TrimSpace(string(raw))
		if key == "" {
			return usagef("assistant key set: give the key on stdin")
		}
		if err := assistant.SetAPIKey(key); err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, "stored the API key in the OS keyring")
		return nil
	case args[0] == "key" && len(args) == 2 && args[1] == "delete":
		if err := assistant.SetAPIKey(""); err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, "deleted the API key from the OS keyring")
		return nil
	}
	return usagef("assistant: unknown subcommand %q (test, key set or key delete)", strings.Join(args, " "))
}

func runAssistantTest(e *env) error {
	s, err := openSession(e)
	if err != nil {
		return err
	}
	defer s.Close()
	a := s.eng.Settings().Assistant
	reply, err := s.eng.CheckAssistant(context.Background())
	if err != nil {
		return err
	}
	_, source := assistant.APIKey()
	if source == "" {
		source = "none"
	}
	fmt.Fprintf(e.stdout, "%s at %s answered %q (API key: %s)\n", a.Model, a.BaseURL, strings.TrimSpace(reply), source)
	return nil
}
