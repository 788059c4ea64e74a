package chunk

import "testing"

func TestSplitSentences(t *testing.T) {
	runSplitCases(t, "SplitSentences", SplitSentences, checkSentenceInvariants, []splitCase{
		{"empty", "", nil},
		{"only spaces", "   ", []string{"   "}},
		{"only blank lines", "\n\n\u3000\r\n", []string{"\n\n\u3000\r\n"}},
		{"one sentence no terminator", "滚滚长江东逝水", []string{"滚滚长江东逝水"}},
		{"chinese full stops", "话说天下大势。分久必合。", []string{"话说天下大势。", "分久必合。"}},
		{"corner quotes close the sentence", "玄德曰：「吾乃中山靖王之后。」飞曰：「然。」",
			[]string{"玄德曰：「吾乃中山靖王之后。」", "飞曰：「然。」"}},
		{"curly quotes close the sentence", "他大叫：“快走！”众人皆惊。",
			[]string{"他大叫：“快走！”", "众人皆惊。"}},
		{"nested closers", "他说：“她问‘为何？’”然后走了。",
			[]string{"他说：“她问‘为何？’”", "然后走了。"}},
		{"question exclamation run", "汝何人也？！吾乃张飞。", []string{"汝何人也？！", "吾乃张飞。"}},
		{"ellipsis run", "他沉默了……良久不语。", []string{"他沉默了……", "良久不语。"}},
		{"semicolons", "秦灭之后；楚汉分争;又并入于汉", []string{"秦灭之后；", "楚汉分争;", "又并入于汉"}},
		{"ascii bang run", "Stop!! Now?! Go", []string{"Stop!! ", "Now?! ", "Go"}},
		{"only punctuation", "。。。！？", []string{"。。。！？"}},
		{"only a full stop", ".", []string{"."}},
		{"english with Mr and decimals", "Mr. Smith paid 3.14 dollars. Then he left.",
			[]string{"Mr. Smith paid 3.14 dollars. ", "Then he left."}},
		{"abbreviation e.g. mid-token and before lowercase", "Use e.g.this or e.g. that. Fine.",
			[]string{"Use e.g.this or e.g. that. ", "Fine."}},
		{"initials", "J. R. R. Tolkien wrote it. Yes.", []string{"J. R. R. Tolkien wrote it. ", "Yes."}},
		{"pronoun I ends a sentence", "It was I. Nobody else.", []string{"It was I. ", "Nobody else."}},
		{"ordinal is not an abbreviation", "He came 1st. Then 2nd.", []string{"He came 1st. ", "Then 2nd."}},
		{"english quotes", `He said "Go!" Then 'fine.' Done`, []string{`He said "Go!" `, `Then 'fine.' `, "Done"}},
		{"ellipsis dots before lowercase", "I thought... maybe not. Right.", []string{"I thought... maybe not. ", "Right."}},
		{"ellipsis dots before capital", "Wait... Then go.", []string{"Wait... ", "Then go."}},
		{"dotted name", "Visit www.example.com today. Ok", []string{"Visit www.example.com today. ", "Ok"}},
		{"newline splits", "第一行\n第二行\n", []string{"第一行\n", "第二行\n"}},
		{"indentation starts the next sentence", "已毕。\n\n　　次日。", []string{"已毕。\n\n", "　　次日。"}},
		{"leading whitespace joins the first sentence", "\n\n　　起。止。", []string{"\n\n　　起。", "止。"}},
		{"trailing whitespace joins the last sentence", "起。止。  \n\n  ", []string{"起。", "止。  \n\n  "}},
		{"crlf", "One.\r\nTwo\r\n\r\nThree", []string{"One.\r\n", "Two\r\n\r\n", "Three"}},
		{"lone cr", "One\rTwo\r", []string{"One\r", "Two\r"}},
		{"newline after abbreviation still splits", "See Mr.\nNext", []string{"See Mr.\n", "Next"}},
		{"emoji zwj stays whole", "家👨‍👩‍👧！好👍🏽。", []string{"家👨‍👩‍👧！", "好👍🏽。"}},
		{"combining mark after terminator", "e!\u0301 x", []string{"e!\u0301 ", "x"}},
		{"flags", "🇨🇳🇺🇸? ok", []string{"🇨🇳🇺🇸? ", "ok"}},
		{"no space between sentences", "Hi!Bye.", []string{"Hi!", "Bye."}},
		{"full stop at end after quote", `"Yes."`, []string{`"Yes."`}},
	})
}

// checkSentenceInvariants is the contract of SplitSentences, shared by the
// table, property and fuzz tests.
func checkSentenceInvariants(tb tester, text string, spans []Span) {
	tb.Helper()
	n := runeLen(text)
	if n == 0 {
		if spans != nil {
			tb.Fatalf("empty text gave %v, want nil", spans)
		}
		return
	}
	checkPartition(tb, "sentences", spans, n)
	if isBlankString(text) {
		if len(spans) != 1 {
			tb.Fatalf("whitespace-only text gave %d sentences, want 1", len(spans))
		}
		return
	}
	for i, s := range spanTexts(text, spans) {
		if isBlankString(s) {
			tb.Fatalf("sentence %d of %q is whitespace-only: %q", i, text, s)
		}
	}
}

func isBlankString(s string) bool { return isBlank([]rune(s)) }
