package app

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
)

// sideTab names one side panel tab: name is its full name (the Go menu's
// item, the overflow list's), label the short word its tab shows, icon
// what the tab shows when the labels do not fit.
//
// The tabs held their full names (查找替换, 相关段落, Find & Replace),
// and at a 1000-px window (side panel 292 px in Chinese) 查找替换 and
// 快照 went under Fyne's "…", where an author does not look for them.
// Two characters a tab (搜索 相关 设定 助手 替换 快照) need 284 px, less
// than the Chinese panel's narrowest, so every tab shows its word at
// every width the panel has. Six English words (bold, as tabs are drawn)
// need 399 px, more than the English panel has below a 1366-px window
// (340 at 1024, 376 at 1280); there each tab shows its icon and only the
// open tab its word too (tabFit), so every tab still shows and the author
// sees where she is. The Go menu names them all in full with Ctrl+1…6.
type sideTab struct {
	name, label string
	icon        fyne.Resource
}

// sideTabs are the side panel's tabs in order (Ctrl+1…6).
func sideTabs() [sideTabCount]sideTab {
	return [sideTabCount]sideTab{
		{lang.L("Search"), lang.L("Search"), theme.SearchIcon()},
		{lang.L("Related"), lang.L("tab.related"), theme.MailAttachmentIcon()},
		{lang.L("Wiki"), lang.L("tab.wiki"), theme.AccountIcon()},
		{lang.L("Assistant"), lang.L("tab.assistant"), theme.QuestionIcon()},
		{lang.L("Find & Replace"), lang.L("tab.replace"), theme.SearchReplaceIcon()},
		{lang.L("Snapshots"), lang.L("Snapshots"), theme.HistoryIcon()},
	}
}

// tabFit lays the side panel's tabs out at the panel's width, first
// choosing what each tab shows (fit).
type tabFit struct {
	tabs  *container.AppTabs
	names [sideTabCount]sideTab
	// icons is whether the tabs show icons (the labels did not fit at the
	// last layout).
	icons bool
	width float32
}

func newTabFit(tabs *container.AppTabs) *tabFit {
	return &tabFit{tabs: tabs, names: sideTabs(), width: -1}
}

// labelsWidth is the width the tab bar needs with every tab's label and
// no icon: each button is its text (bold, as Fyne draws a tab's) and
// Fyne's inner padding on either side, with the bar's padding between
// buttons.
func (f *tabFit) labelsWidth() float32 {
	w := theme.Padding() * float32(len(f.tabs.Items)-1)
	for i := range f.tabs.Items {
		w += fyne.MeasureText(f.names[i].label, theme.TextSize(), fyne.TextStyle{Bold: true}).Width + 2*theme.InnerPadding()
	}
	return w
}

// fit sets each tab's text and icon for a panel width wide: the labels
// when they all fit, else every tab's icon and the open tab's label too.
func (f *tabFit) fit(width float32) {
	f.width = width
	icons := f.labelsWidth() > width
	changed := icons != f.icons
	f.icons = icons
	for i, it := range f.tabs.Items {
		text, icon := f.names[i].label, fyne.Resource(nil)
		if icons {
			icon = f.names[i].icon
			if i != f.tabs.SelectedIndex() {
				text = ""
			}
		}
		if it.Text != text || it.Icon != icon {
			it.Text, it.Icon = text, icon
			changed = true
		}
	}
	if changed {
		f.tabs.Refresh()
	}
}

// selected refits the tabs for the tab just opened: in icon mode the
// label moves to it.
func (f *tabFit) selected() {
	if f.width >= 0 {
		f.fit(f.width)
	}
}

// Layout implements fyne.Layout.
func (f *tabFit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size.Width != f.width {
		f.fit(size.Width)
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// panelLeastWidth is the most the side panel asks for to show every
// tab's word (tabFit.MinSize): the Chinese words' 284 px, not the
// English words' 399, which would hide the English panel in a 1000-px
// window (sidePanel: 738 px beside the chapter list, 400 of them the
// manuscript's). 330 px are what the English panel had at its narrowest
// before, and leave the story bible's boxes room for their examples
// ("Other names, comma-separated").
const panelLeastWidth = 330

// MinSize implements fyne.Layout: the tabs', and at least the width of
// every tab's word up to panelLeastWidth. The panel's narrowest was its
// widest tab's, the story bible's three buttons in a row (340 px in
// English); with those narrower (wiki.go) and the Snapshots buttons
// wrapping, the panel could shrink to its Assistant tab's 182 px in
// Chinese, its tabs to icons and a result to a few characters a line.
func (f *tabFit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.Max(fyne.NewSize(min(float32(math.Ceil(float64(f.labelsWidth()))), panelLeastWidth), 0))
}
