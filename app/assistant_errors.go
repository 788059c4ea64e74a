package app

import (
	"errors"
	"net"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine/assistant"
)

// assistantErrorText says the assistant's errors whose remedy is a field
// of Settings › Assistant, naming that page and field: the engine's
// sentences (engine.ErrorText) name the setting's key for the command
// line (assistant.base-url, assistant.timeout-seconds, assistant.model,
// assistant.context-budget), which the window has no use for. ok is
// false for another error, which errorText says. The transport's own
// reason and the server's words are left to the log: one line that says
// what to do.
func assistantErrorText(err error) (text string, ok bool) {
	if e := (*assistant.URLError)(nil); errors.As(err, &e) {
		return tr("The assistant address “{{.V}}” does not start with http:// or https://: correct the “Server address” in Settings › Assistant.", e.URL), true
	}
	e := (*assistant.Error)(nil)
	if !errors.As(err, &e) {
		return "", false
	}
	switch e.Kind {
	case assistant.ErrUnreachable:
		if dns := (*net.DNSError)(nil); errors.As(e.Cause, &dns) {
			return tr("Cannot find the assistant server {{.V}}: check the “Server address” in Settings › Assistant, and the network.", e.BaseURL), true
		}
		// The engine's sentence (why, and "is the server running?")
		// names no setting.
	case assistant.ErrTimeout:
		if e.Status == 0 {
			return lang.L("The assistant server {{.Server}} did not answer within {{.N}} seconds; to wait longer, raise the “Assistant timeout” in Settings › Assistant.",
				map[string]any{"Server": e.BaseURL, "N": int(e.Timeout.Seconds())}), true
		}
	case assistant.ErrModelMissing:
		return lang.L("The assistant server {{.Server}} has no model “{{.Model}}”: download it there (for example ollama pull {{.Model}}) or choose another “Chat model” in Settings › Assistant.",
			map[string]any{"Server": e.BaseURL, "Model": e.Model}), true
	case assistant.ErrContextTooLong:
		return lang.L("The prompt is longer than the model can take: lower the “Book text sent per question” in Settings › Assistant."), true
	case assistant.ErrMalformed:
		if !errors.Is(e, assistant.ErrCutOff) {
			return tr("The reply of the assistant server {{.V}} could not be read: is it an OpenAI-compatible API? Check the “Server address” in Settings › Assistant.", e.BaseURL), true
		}
	}
	return "", false
}
