package app

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestMessagesWrapAsChinese: Fyne's information and error dialogs wrap
// their message at spaces or after whatever character fills the line,
// so a Chinese line could start with ：or ，. InkFlow's messages wrap by
// the editor's rules (a proseLabel), are as tall as their lines, and
// keep what made them Fyne's: a title, one 确定 button that closes them
// (running what waits for the close), and an icon in the corner.
func TestMessagesWrapAsChinese(t *testing.T) {
	tests := []struct {
		name, title, text string
		// show opens the message; closed reports whether what waits
		// for its close has run (nil: nothing waits).
		show func(h *harness) (closed func() bool)
	}{
		{
			name: "information: split with the cursor at the start", title: "拆分章节", text: "光标前后都要有正文",
			show: func(h *harness) func() bool {
				p, c := h.addChapter("长河", "第二章 夜雨", "雨下了一夜。")
				h.openInTree(p.ID, c.ID)
				h.u.editor.text.SetCaret(0)
				h.u.command(cmdSplitChapter)
				return nil
			},
		},
		{
			name: "error, with what waits for its close", title: "错误", text: "磁盘已满",
			show: func(h *harness) func() bool {
				ran := false
				h.u.showErrorThen("导出", errors.New("无法写入 /书/第三章 出发.epub：磁盘已满，请腾出空间、关掉别的程序，再试一次。"), func() { ran = true })
				return func() bool { return ran }
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: langZh})
			h.u.Window().Resize(fyne.NewSize(420, 700)) // the message wraps
			closed := tt.show(h)
			top, ok := h.u.Window().Canvas().Overlays().Top().(*widget.PopUp)
			if !ok {
				t.Fatalf("no message on top: %#v", h.u.Window().Canvas().Overlays().Top())
			}
			if !findLabel(top, tt.title) {
				t.Errorf("the message has no title %q: %q", tt.title, visibleStrings(top))
			}
			var msg *proseLabel
			walkObjects(top, func(o fyne.CanvasObject) bool {
				if l, ok := o.(*proseLabel); ok && strings.Contains(l.Text, tt.text) {
					msg = l
				}
				return msg != nil
			})
			if msg == nil {
				t.Fatalf("the message %q is not in a proseLabel: %q", tt.text, visibleStrings(top))
			}
			if len(msg.body.lines) < 2 {
				t.Fatalf("the message is laid out in %d lines; the test needs it wrapped", len(msg.body.lines))
			}
			for _, l := range msg.body.lines[1:] {
				if r := msg.body.text[l.start:l.end]; len(r) > 0 && strings.ContainsRune("：，。、”》", r[0]) {
					t.Errorf("a line starts with closing punctuation: %q", string(r))
				}
			}
			if got, need := top.Content.Size().Height, top.Content.MinSize().Height; got > need+1 {
				t.Errorf("the message is %.0f high for %.0f of content", got, need)
			}
			if c, ok := top.Content.(*fyne.Container); !ok || len(c.Objects) == 0 {
				t.Error("the message is not laid out as a Fyne dialog")
			} else if img, ok := c.Objects[0].(*canvas.Image); !ok || img.Resource == nil {
				t.Errorf("the message has no icon: %#v", c.Objects[0])
			}
			ok = findButton(top, "确定") != nil
			if !ok {
				t.Fatalf("the message has no 确定 button: %q", visibleStrings(top))
			}
			test.Tap(findButton(top, "确定"))
			if h.u.Window().Canvas().Overlays().Top() != nil {
				t.Error("确定 did not close the message")
			}
			if closed != nil && !closed() {
				t.Error("closing the error did not run what waited for it")
			}
		})
	}
}

// TestMessageLinesComeOutEven: a question as wide as a dialog gets that
// wrapped a paragraph before its last character or two left them alone
// on a line (随时可以找 / 回。 in the restore question, real window,
// zh_CN, 1400 px). The dialog narrows until the lines are even: the last
// line of each wrapped paragraph is at least a third of the longest, and
// the message takes no more lines than at the widest.
func TestMessageLinesComeOutEven(t *testing.T) {
	tests := []struct {
		name, msg string
	}{
		{"the restore question", "把本章恢复为这个快照的标题和正文？恢复前会先为当前正文存一个快照，随时可以找回。"},
		{"the encoding question", "剑来江湖.txt 看起来是 GB18030 编码（Windows 上制作的中文 TXT 常见）。\n转换为 UTF-8 后导入？"},
	}
	h := newHarness(t, harnessOptions{noModel: true, language: langZh, shellOnly: true})
	h.u.Window().Resize(fyne.NewSize(1400, 900))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := h.u.newConfirm("恢复快照", tt.msg, "恢复", func(bool) {})
			d.Show()
			defer d.Hide()
			var msg *proseLabel
			walkObjects(h.u.Window().Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
				if l, ok := o.(*proseLabel); ok && l.Text == tt.msg {
					msg = l
				}
				return msg != nil
			})
			if msg == nil {
				t.Fatal("the question is not in a proseLabel")
			}
			b := msg.body
			width := func(l runeSpan) (w float32) {
				for _, a := range b.adv[l.start:l.end] {
					w += a
				}
				return w
			}
			longest := float32(0)
			for _, l := range b.lines {
				longest = max(longest, width(l))
			}
			wrapped := false
			for i, l := range b.lines {
				if i == 0 || b.text[l.start-1] == '\n' || (l.end < len(b.text) && b.text[l.end] != '\n') {
					continue
				}
				wrapped = true
				if w := width(l); w < longest/3 {
					t.Errorf("%q is alone on its line, %.0f px under %.0f", string(b.text[l.start:l.end]), w, longest)
				}
			}
			if !wrapped {
				t.Fatalf("the question is not wrapped (%d lines); the test needs it wrapped", len(b.lines))
			}
			// At its widest a dialog is as wide as its message unwrapped,
			// up to messageMaxWidth (fitMessage).
			widest := min(widget.NewLabel(tt.msg).MinSize().Width, messageMaxWidth-messagePad-2*theme.Padding())
			wide := newProseLabel(tt.msg)
			wide.Resize(fyne.NewSize(widest, 100))
			if len(b.lines) > len(wide.body.lines) {
				t.Errorf("%d lines, %d at the widest", len(b.lines), len(wide.body.lines))
			}
		})
	}
}
