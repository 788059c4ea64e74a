package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestStartupProblemsSpeakTheAuthorsLanguage: the window that says why
// InkFlow did not start is in the interface's language; it was English in
// a Chinese session ("InkFlow is already running").
func TestStartupProblemsSpeakTheAuthorsLanguage(t *testing.T) {
	tests := []struct {
		language, title, msg string
	}{
		{langZh, "InkFlow 已在运行", "另一个 InkFlow 窗口已打开数据文件夹 /书稿。"},
		{langEn, "InkFlow is already running", "Another InkFlow window has the data folder /书稿 open."},
	}
	t.Cleanup(func() { applyLanguage(langEn) })
	for _, tt := range tests {
		a := test.NewApp()
		a.Preferences().SetString(prefLanguage, tt.language)
		title, msg := startupText(a, DataLocked, "/书稿", nil)
		if title != tt.title || !strings.Contains(msg, tt.msg) {
			t.Errorf("%s: %q, %q; want %q, %q…", tt.language, title, msg, tt.title, tt.msg)
		}
		a.Quit()
	}
}
