package digits

import (
	"strconv"
	"testing"
)

func TestGroup(t *testing.T) {
	for _, tt := range []struct {
		n    int
		lang string
		want string
	}{
		{0, "en", "0"},
		{7, "en", "7"},
		{999, "en", "999"},
		{1000, "en", "1,000"},
		{59718, "en", "59,718"},
		{1234567, "en", "1,234,567"},
		{-1, "en", "-1"},
		{-1234, "en", "-1,234"},
		{-1234567, "en", "-1,234,567"},
		{0, "zh-CN", "0"},
		{59718, "zh-CN", "59,718"},
		{59718, "zh-Hans", "59,718"},
		{-180000, "zh", "-180,000"},
		// German groups with a dot: the tag is honoured, not assumed English.
		{1234567, "de", "1.234.567"},
		// A tag that does not parse falls back to English grouping.
		{1234567, "not a tag!", "1,234,567"},
		{-1234, "", "-1,234"},
	} {
		t.Run(tt.lang+"/"+strconv.Itoa(tt.n), func(t *testing.T) {
			if got := Group(tt.n, tt.lang); got != tt.want {
				t.Errorf("Group(%d, %q) = %q, want %q", tt.n, tt.lang, got, tt.want)
			}
		})
	}
}

func TestPrinterIsShared(t *testing.T) {
	first, second := Printer("zh-CN"), Printer("zh-CN")
	if first != second {
		t.Error("Printer made a second printer for the same tag")
	}
}
