package engine

import (
	"context"
	"errors"
	"fmt"
	"net"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"inkflow/engine/assistant"
	"inkflow/engine/importer"
	"inkflow/engine/search"
)

// The chat assistant (engine/assistant) is optional: with assistant.model
// empty no client is made and nothing touches the network. Ask still
// builds the context and the exact prompt, so the author can copy them
// into any chat tool.

// assistantDial, when set, replaces the network dialer of every assistant
// client the engine makes; tests count dials through it.
var assistantDial func(ctx context.Context, network, addr string) (net.Conn, error)

// Turn is one message of a conversation with the assistant.
type Turn = assistant.Message

// AssistantClient returns a client for the configured assistant; the
// error wraps assistant.ErrNotConfigured when assistant.model is empty and
// assistant.ErrRemoteNotAllowed for an unconfirmed remote server.
func (e *Engine) AssistantClient() (*assistant.Client, error) {
	a := e.Settings().Assistant
	if a.Model == "" {
		return nil, assistant.ErrNotConfigured
	}
	key, _ := assistant.APIKey()
	return assistant.New(assistant.Config{
		BaseURL: a.BaseURL, Model: a.Model, APIKey: key, AllowRemote: a.AllowRemote,
		Timeout:     time.Duration(a.TimeoutSeconds) * time.Second,
		DialContext: assistantDial, Logger: e.log,
	})
}

// AskRequest is a question about a project's manuscript.
type AskRequest struct {
	Project  uint64
	Question string
	// History is the conversation so far (user and assistant turns),
	// oldest first; the last few make a follow-up question standalone.
	History []Turn
	// Budget bounds the characters of passages; <= 0 means the
	// assistant.context-budget setting.
	Budget int
}

// Citation is a passage given to the assistant, numbered as the prompt
// lists it ([1], [2] … in story order).
type Citation struct {
	N            int    `json:"n"`
	Kind         string `json:"kind"`
	Chapter      string `json:"chapter"`
	ChapterIndex int    `json:"chapter_index"`
	BlockIndex   int    `json:"block_index"`
	// Start and End are rune offsets of the passage in its chapter (or
	// wiki entry, or summary) text.
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	// Passage is the search result, for a front end to open it.
	Passage search.Result `json:"-"`
}

// Answer is the assistant's reply to a question, with what it was given.
type Answer struct {
	Question string `json:"question"`
	// Query is the standalone search query the question became.
	Query string `json:"query"`
	// Answered is false when no assistant is configured: Text is then
	// empty and Prompt is what would have been sent.
	Answered bool   `json:"answered"`
	Text     string `json:"answer"`
	// Cited are the citation numbers the reply refers to, in order of
	// first mention.
	Cited     []int      `json:"cited"`
	Citations []Citation `json:"citations"`
	// Prompt is the exact conversation sent (or to send).
	Prompt []Turn `json:"prompt"`
	// Notes say what was changed on the way (a trimmed context).
	Notes []string `json:"notes"`
}

// askHistoryTurns is how many past turns go with a question: enough for
// "and then?" to make sense, few enough to leave the window to the book.
const askHistoryTurns = 6

const askSystemPrompt = `You answer questions about the author's novel using only the numbered passages given. Cite every claim with the passage number in square brackets, like [2]. If the passages do not contain the answer, say so. Answer in the language of the question.`

const rewriteSystemPrompt = `Rewrite the user's last question as one standalone search query about the novel, replacing pronouns and references with the names they refer to in the conversation. Reply with the query only, in the language of the question.`

// Ask answers a question about the manuscript: the question (with the
// conversation) becomes a standalone query, the product's search builds
// the context (budget, story order, cut windows), and the assistant's
// reply streams to onToken (which may be nil). Without a configured
// assistant it returns the prompt unanswered and no error. When the
// prompt is too large for the model's window the lowest-ranked passages
// are dropped until it fits, and a note says so.
func (e *Engine) Ask(ctx context.Context, req AskRequest, onToken func(string)) (Answer, error) {
	question := strings.TrimSpace(req.Question)
	if question == "" {
		return Answer{}, fmt.Errorf("engine: ask: empty question")
	}
	client, err := e.AssistantClient()
	if err != nil && !errors.Is(err, assistant.ErrNotConfigured) {
		return Answer{}, err
	}
	history := req.History[max(0, len(req.History)-askHistoryTurns):]
	ans := Answer{Question: question, Query: question}
	if client != nil && len(history) > 0 {
		if ans.Query, err = rewriteQuery(ctx, client, history, question); err != nil {
			return ans, err
		}
	}
	budget := req.Budget
	if budget <= 0 {
		budget = e.Settings().Assistant.ContextBudget
	}
	c, err := e.BuildContext(ctx, search.ContextRequest{Query: ans.Query, Project: req.Project, Budget: budget})
	if err != nil {
		return ans, err
	}
	passages := c.Passages
	chinese := e.bookIsChinese(req.Project)
	for {
		ans.Citations, ans.Prompt = askPrompt(passages, history, question, chinese)
		if client == nil {
			return ans, nil
		}
		ans.Text, err = client.Stream(ctx, assistant.Request{Messages: ans.Prompt}, onToken)
		if !errors.Is(err, assistant.ErrContextTooLong) || len(passages) <= 1 || ans.Text != "" {
			break
		}
		kept := dropLowestRanked(passages)
		ans.Notes = append(ans.Notes, fmt.Sprintf("the prompt was too large for the model's window: dropped the %d lowest-ranked of %d passages", len(passages)-len(kept), len(passages)))
		passages = kept
	}
	if err != nil {
		return ans, err
	}
	ans.Answered, ans.Cited = true, citedNumbers(ans.Text, len(ans.Citations))
	return ans, nil
}

// rewriteQuery asks the assistant for a standalone search query.
func rewriteQuery(ctx context.Context, client *assistant.Client, history []Turn, question string) (string, error) {
	var b strings.Builder
	for _, t := range history {
		fmt.Fprintf(&b, "%s: %s\n", t.Role, t.Content)
	}
	fmt.Fprintf(&b, "\nLast question: %s", question)
	zero := 0.0
	q, err := client.Complete(ctx, assistant.Request{
		Messages:  []assistant.Message{{Role: "system", Content: rewriteSystemPrompt}, {Role: "user", Content: b.String()}},
		MaxTokens: 100, Temperature: &zero,
	})
	if err != nil {
		return "", err
	}
	q = strings.Trim(strings.TrimSpace(q), `"“”「」`)
	if q == "" || strings.Contains(q, "\n") {
		return question, nil // not a query: search for the question itself
	}
	return q, nil
}

// askPrompt numbers the passages in the order given (story order) and
// builds the conversation, its labels in Chinese for a Chinese book.
func askPrompt(passages []search.Result, history []Turn, question string, chinese bool) ([]Citation, []Turn) {
	cites := make([]Citation, len(passages))
	var b strings.Builder
	words := promptWords[chinese]
	b.WriteString(words.passages)
	for i, p := range passages {
		cites[i] = Citation{N: i + 1, Kind: p.Kind, Chapter: p.Chapter, ChapterIndex: p.ChapterIndex, BlockIndex: p.BlockIndex,
			Start: p.OwnerOffset, End: p.OwnerOffset + len([]rune(p.Text)), Text: p.Text, Passage: p}
		fmt.Fprintf(&b, "[%d] %s\n%s\n\n", i+1, passageLabel(p, chinese), strings.TrimSpace(p.Text))
	}
	if len(passages) == 0 {
		b.WriteString(words.none)
	}
	b.WriteString(words.question + question)
	prompt := []Turn{{Role: "system", Content: askSystemPrompt}}
	prompt = append(prompt, history...)
	return cites, append(prompt, Turn{Role: "user", Content: b.String()})
}

// promptWords are the words of the user's turn around the passages, in
// English and (true) in Chinese: a Chinese book's prompt labelled in
// English had the model answer with "Summary of 孔乙己".
var promptWords = map[bool]struct{ passages, none, question string }{
	false: {"Passages from the novel, in story order:\n\n", "(no passages matched)\n\n", "Question: "},
	true:  {"小说中的段落，按故事顺序：\n\n", "（没有相符的段落）\n\n", "问题："},
}

// passageLabel names a passage's source in the prompt, as the model
// should cite it back to the author, in Chinese for a Chinese book.
func passageLabel(p search.Result, chinese bool) string {
	name := promptChapterName(p.ChapterIndex, p.Chapter, chinese)
	switch {
	case p.Kind == "wiki" && chinese:
		return "设定集：" + p.Chapter
	case p.Kind == "wiki":
		return "Story bible: " + p.Chapter
	case p.Kind == "summary" && chinese:
		return "摘要：" + name
	case p.Kind == "summary":
		return "Summary of " + name
	}
	return name
}

// promptChapterName is a chapter as a prompt names it: its title when the
// title numbers itself ("Chapter 5", "第三十九回 …") or the chapter is
// front matter (index 0), else its number and title ("Chapter 3: The
// Storm"). "Chapter %d %s" wrote "Chapter 5 Chapter 5" for an imported
// book and "Chapter 0 Frankenstein" for its front matter, and the model
// answered that the stranger appears in chapter 0.
func promptChapterName(index int, title string, chinese bool) string {
	title = strings.TrimSpace(title)
	switch _, numbered := importer.ParseNumberedTitle(title); {
	case index == 0 && title == "" && chinese:
		return "扉页"
	case index == 0 && title == "":
		return "Front matter"
	case index == 0, numbered:
		return title
	case title == "" && chinese:
		return fmt.Sprintf("第 %d 章", index)
	case title == "":
		return fmt.Sprintf("Chapter %d", index)
	case chinese:
		return fmt.Sprintf("第 %d 章 %s", index, title)
	}
	return fmt.Sprintf("Chapter %d: %s", index, title)
}

// dropLowestRanked keeps the better-ranked half (at least one) of the
// passages, in their order.
func dropLowestRanked(passages []search.Result) []search.Result {
	ranks := make([]int, len(passages))
	for i, p := range passages {
		ranks[i] = p.Rank
	}
	slices.Sort(ranks)
	cut := ranks[max(0, (len(ranks)+1)/2-1)]
	var kept []search.Result
	for _, p := range passages {
		if p.Rank <= cut {
			kept = append(kept, p)
		}
	}
	return kept
}

var citationMark = regexp.MustCompile(`\[(\d+)\]|【(\d+)】`)

// citedNumbers returns the citation numbers in text that name one of n
// passages, in order of first mention.
func citedNumbers(text string, n int) []int {
	var out []int
	for _, m := range citationMark.FindAllStringSubmatch(text, -1) {
		k, _ := strconv.Atoi(m[1] + m[2])
		if k >= 1 && k <= n && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// CheckAssistant is "Test connection": one tiny request to the configured
// assistant, returning its reply.
func (e *Engine) CheckAssistant(ctx context.Context) (string, error) {
	client, err := e.AssistantClient()
	if err != nil {
		return "", err
	}
	return client.Complete(ctx, assistant.Request{Messages: []assistant.Message{{Role: "user", Content: "Reply with the single word OK."}}, MaxTokens: 5})
}
