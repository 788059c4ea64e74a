package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine/assistant"
)

// runAssistant is `inkflow assistant`: test the connection, and store or
// delete the API key in the OS keyring.
func runAssistant(e *env, args []string) error {
	if len(args) == 0 {
		return usageX("cli.usage.assistant", "assistant: give a subcommand: test, key set or key delete")
	}
	if isHelpFlag(args[len(args)-1]) {
		// `assistant test -h`, `assistant key set --help`: its subcommands
		// have no flags, so their help is the command's.
		for _, c := range commands() {
			if c.name == "assistant" {
				printSubcommands(e.stdout, c, subcommandUsage()["assistant"])
			}
		}
		return nil
	}
	switch {
	case args[0] == "test" && len(args) == 1:
		return runAssistantTest(e)
	case args[0] == "key" && len(args) == 2 && args[1] == "set":
		// The key is read from stdin so it stays out of the shell history
		// and the process list.
		raw, err := io.ReadAll(io.LimitReader(e.stdin, 4096))
		if err != nil {
			return kindX("cli.err.key-read", "assistant key set: {{.Err}}", err, map[string]any{"Err": errText(err)})
		}
		key := strings.TrimSpace(string(raw))
		if key == "" {
			return usageX("cli.usage.key-stdin", "assistant key set: give the key on stdin")
		}
		if err := assistant.SetAPIKey(key); err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, lang.X("cli.key-stored", "stored the API key in the OS keyring"))
		return nil
	case args[0] == "key" && len(args) == 2 && args[1] == "delete":
		if err := assistant.SetAPIKey(""); err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, lang.X("cli.key-deleted", "deleted the API key from the OS keyring"))
		return nil
	}
	return suggestName(usageX("cli.usage.assistant-unknown", "assistant: unknown subcommand {{.Q}} (test, key set or key delete)", quoteData(strings.Join(args, " "))),
		strings.Join(args, " "), []string{"test", "key set", "key delete"})
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
		source = lang.X("cli.key-none", "none")
	}
	fmt.Fprintln(e.stdout, lang.X("cli.assistant-answered", "{{.Model}} at {{.URL}} answered {{.Q}} (API key: {{.Source}})",
		map[string]any{"Model": a.Model, "URL": a.BaseURL, "Q": strconv.Quote(strings.TrimSpace(reply)), "Reply": strings.TrimSpace(reply), "Source": source}))
	return nil
}
