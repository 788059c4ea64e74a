package app

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// TestThemeFontCoversChinese: the window's theme draws regular text with
// a font whose character map covers Chinese prose and its punctuation,
// and Latin, parsed the way Fyne parses theme fonts (font.ParseTTF, which
// reads no collections), and leaves the curly quotes to Fyne's own font
// (a CJK font draws ’ a full em wide), and in an
// English interface the ellipsis too (a CJK font centres it). The
// machine needs a CJK font, as the app's users do: make deps installs
// fonts-wqy-microhei.
func TestThemeFontCoversChinese(t *testing.T) {
	applyLanguage(langEn)
	res := newAppTheme().Font(fyne.TextStyle{})
	if res == nil || res == theme.DefaultTheme().Font(fyne.TextStyle{}) {
		t.Fatalf("the theme's text font is Fyne's own (no CJK font found among %q)", cjkFontFiles(runtime.GOOS, ""))
	}
	f, err := font.ParseTTF(bytes.NewReader(res.Content()))
	if err != nil {
		t.Fatalf("Fyne cannot parse the theme font %s: %v", res.Name(), err)
	}
	for _, r := range cjkCoverage + "汉语写作软件「」—— \u3000InkFlow 2026" {
		if _, ok := f.NominalGlyph(r); !ok {
			t.Errorf("the theme font %s has no glyph for %q", res.Name(), r)
		}
	}
	latin, err := font.ParseTTF(bytes.NewReader(theme.DefaultTheme().Font(fyne.TextStyle{}).Content()))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range "‘’“”…" {
		if _, ok := f.NominalGlyph(r); ok {
			t.Errorf("the theme font %s draws %q, which Fyne's own font should", res.Name(), r)
		}
		if _, ok := latin.NominalGlyph(r); !ok {
			t.Errorf("Fyne's own font has no glyph for %q", r)
		}
	}
	// Bold text keeps the base bold font (Chinese from Fyne's fallback).
	if newAppTheme().Font(fyne.TextStyle{Bold: true}) != theme.DefaultTheme().Font(fyne.TextStyle{Bold: true}) {
		t.Error("bold text should keep the base theme's bold font")
	}
	// The editor has its own theme (the writing surface's typography).
	if newEditorTheme(17).Font(fyne.TextStyle{}) != theme.DefaultTheme().Font(fyne.TextStyle{}) {
		t.Error("the editor theme changed font")
	}
}

// TestEllipsisFollowsInterfaceLanguage: the interface's "…" (every menu
// item that opens a dialog, "Settings…") is drawn by Fyne's font, on the
// baseline, when the interface is English, and by the CJK font, centred
// as Chinese writes it (……), when it is Chinese; both keep the curly
// quotes out of the CJK font.
func TestEllipsisFollowsInterfaceLanguage(t *testing.T) {
	t.Cleanup(func() { applyLanguage(langEn) })
	for _, c := range []struct {
		choice   string
		ellipsis bool // the CJK font draws …
	}{{langEn, false}, {langZh, true}} {
		applyLanguage(c.choice)
		res := appCJKFont()
		if res == nil {
			t.Fatal("no CJK font on this machine")
		}
		if newAppTheme().Font(fyne.TextStyle{}) != res {
			t.Errorf("%s: the theme's font is not the CJK font for the language", c.choice)
		}
		f, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := f.NominalGlyph('…'); ok != c.ellipsis {
			t.Errorf("%s: the CJK font draws … %v, want %v", c.choice, ok, c.ellipsis)
		}
		if _, ok := f.NominalGlyph('“'); ok {
			t.Errorf("%s: the CJK font draws “", c.choice)
		}
	}
}

// TestBoldTextIsOneWeightInChinese: a Chinese interface on a system
// whose CJK font has no bold face (this machine's WenQuanYi Micro Hei)
// draws bold text, a dialog's title among it, in the regular CJK font,
// so that 导出《Frankenstein》 is not regular Chinese beside bold Latin;
// with a bold CJK face, or in English, bold text keeps Fyne's bold font.
func TestBoldTextIsOneWeightInChinese(t *testing.T) {
	t.Cleanup(func() { applyLanguage(langEn) })
	fyneBold := theme.DefaultTheme().Font(fyne.TextStyle{Bold: true})
	regular := fyne.NewStaticResource("cjk.ttf", nil)
	for _, c := range []struct {
		name             string
		chinese, cjkBold bool
		want             fyne.Resource
	}{
		{"Chinese, no bold CJK face", true, false, regular},
		{"Chinese, a bold CJK face", true, true, fyneBold},
		{"English, no bold CJK face", false, false, fyneBold},
		{"English, a bold CJK face", false, true, fyneBold},
	} {
		t.Run(c.name, func(t *testing.T) {
			th := &inkTheme{base: theme.DefaultTheme(), text: regular, bold: appBoldFont(regular, c.chinese, c.cjkBold)}
			if got := th.Font(fyne.TextStyle{Bold: true}); got != c.want {
				t.Errorf("bold font %v, want %v", got.Name(), c.want.Name())
			}
			if got := th.Font(fyne.TextStyle{Bold: true, Italic: true}); got != theme.DefaultTheme().Font(fyne.TextStyle{Bold: true, Italic: true}) {
				t.Errorf("bold italic font %v, want Fyne's", got.Name())
			}
		})
	}
	if boldCJKInstalled() {
		t.Skip("this machine has a bold CJK face; the window's own theme keeps Fyne's bold")
	}
	applyLanguage(langZh)
	th := newAppTheme()
	if th.Font(fyne.TextStyle{Bold: true}) != th.Font(fyne.TextStyle{}) {
		t.Error("a Chinese window draws bold text in another font than its regular CJK one")
	}
}

// TestLoadCJKFontSkipsFontsWithoutChinese: missing files and a Latin-only
// font are passed over for the first font that covers Chinese.
func TestLoadCJKFontSkipsFontsWithoutChinese(t *testing.T) {
	dir := t.TempDir()
	latin := filepath.Join(dir, "latin.ttf")
	if err := os.WriteFile(latin, theme.DefaultTheme().Font(fyne.TextStyle{}).Content(), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.ttc")
	if _, err := loadCJKFont([]string{missing, latin}, curlyQuote); err == nil || !strings.Contains(err.Error(), "no face covers Chinese") {
		t.Fatalf("a Latin-only font was accepted (err %v)", err)
	}
	res, err := loadCJKFont(append([]string{missing, latin}, cjkFontFiles(runtime.GOOS, "")...), curlyQuote)
	if err != nil {
		t.Fatal(err)
	}
	if res.Name() == "latin.ttf" {
		t.Fatal("the Latin-only font was chosen")
	}
}

func TestSimplifiedFamily(t *testing.T) {
	for fam, want := range map[string]bool{
		"Noto Sans CJK SC": true, "Noto Sans CJK JP": false, "PingFang SC": true, "PingFang TC": false,
		"Hiragino Sans GB": true, "WenQuanYi Micro Hei": false, "Noto Sans Mono CJK SC": true,
	} {
		if got := simplifiedFamily(fam); got != want {
			t.Errorf("simplifiedFamily(%q) = %v", fam, got)
		}
	}
}
