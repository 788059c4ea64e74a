package engine

import (
	"errors"
	"slices"
	"testing"
)

// importTitles makes a project of chapters with these titles in this
// order; index 0 makes the first of them front matter.
func importTitles(t *testing.T, e *Engine, name string, frontMatter bool, titles ...string) (Project, []Chapter) {
	t.Helper()
	p := mustProject(t, e, name)
	var chs []NewChapter
	for i, title := range titles {
		idx := i + 1
		if frontMatter {
			idx = i
		}
		chs = append(chs, NewChapter{Title: title, Index: idx, Text: "正文" + title + "。"})
	}
	made, err := e.ImportChapters(p.ID, chs)
	must(t, err)
	return p, made
}

func TestRenumberTitles(t *testing.T) {
	tests := []struct {
		name  string
		front bool // the first title is front matter (chapter 0)
		titles,
		want []string
	}{
		{name: "moved, Chinese numerals, titles kept",
			titles: []string{"第一章 风起", "第三章 失恋", "第二章 重逢", "第四章"},
			want:   []string{"第一章 风起", "第二章 失恋", "第三章 重逢", "第四章"}},
		{name: "split, Arabic",
			titles: []string{"第1章 风起", "第2章", "第3章 后来", "第3章 再后来"},
			want:   []string{"第1章 风起", "第2章", "第3章 后来", "第4章 再后来"}},
		{name: "front matter and named chapters alone",
			front:  true,
			titles: []string{"第九章 目录", "楔子", "第二回 甲", "第一回 乙", "尾声"},
			want:   []string{"第九章 目录", "楔子", "第一回 甲", "第二回 乙", "尾声"}},
		{name: "serial volume keeps its first number",
			titles: []string{"第二十七章", "第二十九章", "第二十八章", "第三十一章"},
			want:   []string{"第二十七章", "第二十八章", "第二十九章", "第三十章"}},
		{name: "English, digits and roman numerals in their case",
			titles: []string{"Prologue", "Chapter 1: The Storm", "CHAPTER IV. Calm", "chapter ii"},
			want:   []string{"Prologue", "Chapter 1: The Storm", "CHAPTER II. Calm", "chapter iii"}},
		{name: "a book's first number is its smallest",
			titles: []string{"楔子", "第三回 甲", "第二回 乙"},
			want:   []string{"楔子", "第二回 甲", "第三回 乙"}},
		{name: "sections under chapters start again",
			titles: []string{"第一章", "第一节", "第二节", "第三章", "第一节"},
			want:   []string{"第一章", "第一节", "第二节", "第二章", "第一节"}},
		{name: "numbers that start again in every volume",
			titles: []string{"第一章 风起", "第三章 云涌", "第一章 出山", "第二章 入世", "第一回 甲", "第三回 乙"},
			want:   []string{"第一章 风起", "第三章 云涌", "第一章 出山", "第二章 入世", "第一回 甲", "第二回 乙"}},
		{name: "titles that start with their volume",
			titles: []string{"第一卷 潜龙 · 第二章 风起", "第一卷 潜龙 · 第一章 云涌"},
			want:   []string{"第一卷 潜龙 · 第二章 风起", "第一卷 潜龙 · 第一章 云涌"}},
		{name: "sections alone are numbered",
			titles: []string{"第一节", "第三节", "第四节"},
			want:   []string{"第一节", "第二节", "第三节"}},
		{name: "kinds count apart, full-width digits",
			titles: []string{"第１章", "第一回", "第３章", "第三回"},
			want:   []string{"第１章", "第一回", "第２章", "第二回"}},
		{name: "in order already",
			titles: []string{"序", "第一章", "第二章", "番外 一"},
			want:   []string{"序", "第一章", "第二章", "番外 一"}},
		{name: "zero and unnumbered titles",
			titles: []string{"第零章 缘起", "风", "第五章", "Chapter Three"},
			want:   []string{"第零章 缘起", "风", "第五章", "Chapter Three"}},
		{name: "English words in their case",
			titles: []string{"Chapter One", "Chapter Three: The Storm", "Chapter Two", "CHAPTER FIVE", "chapter four"},
			want:   []string{"Chapter One", "Chapter Two: The Storm", "Chapter Three", "CHAPTER FOUR", "chapter five"}},
		{name: "English words past twenty, as the book writes them",
			titles: []string{"Chapter Nineteen", "Chapter Twenty-one", "Chapter Twenty-two", "Chapter Twenty"},
			want:   []string{"Chapter Nineteen", "Chapter Twenty", "Chapter Twenty-one", "Chapter Twenty-two"}},
		{name: "ordinals",
			titles: []string{"Chapter the First", "Chapter the Third", "Chapter the Second"},
			want:   []string{"Chapter the First", "Chapter the Second", "Chapter the Third"}},
		{name: "brackets kept",
			titles: []string{"【第一章】风起", "【第三章】云涌", "〔第二章〕雨", "「第五章」", "第四章：归"},
			want:   []string{"【第一章】风起", "【第二章】云涌", "〔第三章〕雨", "「第四章」", "第五章：归"}},
		{name: "digit by digit past ten, as the book writes them",
			titles: []string{"第六章", "第七章", "第七章 新", "第八章", "第九章", "第一〇章"},
			want:   []string{"第六章", "第七章", "第八章 新", "第九章", "第一〇章", "第一一章"}},
		{name: "positional past ten",
			titles: []string{"第七章", "第八章", "第八章 新", "第九章", "第十章"},
			want:   []string{"第七章", "第八章", "第九章 新", "第十章", "第十一章"}},
		{name: "zero padding",
			titles: []string{"第097章", "第098章", "第098章 新", "第099章", "第100章"},
			want:   []string{"第097章", "第098章", "第099章 新", "第100章", "第101章"}},
	}
	e := openEngine(t, "", newBigram(), testDebounceNever)
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, chs := importTitles(t, e, "book"+string(rune('a'+i)), tt.front, tt.titles...)
			plan, err := e.PlanRenumber(p.ID)
			must(t, err)
			if got := chapterTitles(t, e, p.ID); !slices.Equal(got, tt.titles) {
				t.Fatalf("the dry run changed titles: %q", got)
			}
			var changes int
			for i := range tt.titles {
				if tt.titles[i] != tt.want[i] {
					changes++
				}
			}
			if len(plan) != changes {
				t.Fatalf("plan %+v; want %d changes", plan, changes)
			}
			for _, x := range plan {
				k := slices.IndexFunc(chs, func(c Chapter) bool { return c.ID == x.ChapterID })
				if k < 0 || x.Old != tt.titles[k] || x.New != tt.want[k] || x.Index != chs[k].Index {
					t.Errorf("plan line %+v; want %q → %q", x, tt.titles[k], tt.want[k])
				}
			}
			rec, err := e.RenumberTitles(p.ID)
			must(t, err)
			if got := chapterTitles(t, e, p.ID); !slices.Equal(got, tt.want) {
				t.Fatalf("titles after renumber %q; want %q", got, tt.want)
			}
			if changes == 0 {
				if rec.ID != 0 {
					t.Fatalf("nothing to renumber stored renumber %d", rec.ID)
				}
				if _, err := e.UndoRenumber(p.ID, 0); !errors.Is(err, ErrInvalid) {
					t.Fatalf("undo with nothing renumbered: %v; want ErrInvalid", err)
				}
				return
			}
			if again, err := e.PlanRenumber(p.ID); err != nil || len(again) != 0 {
				t.Fatalf("a second plan %+v, %v; want nothing", again, err)
			}
			undo, err := e.UndoRenumber(p.ID, rec.ID)
			must(t, err)
			if len(undo.Restored) != changes || len(undo.Kept) != 0 {
				t.Fatalf("undo %+v", undo)
			}
			if got := chapterTitles(t, e, p.ID); !slices.Equal(got, tt.titles) {
				t.Fatalf("titles after undo %q; want %q", got, tt.titles)
			}
			if _, err := e.UndoRenumber(p.ID, rec.ID); !errors.Is(err, ErrInvalid) {
				t.Fatalf("second undo: %v; want ErrInvalid", err)
			}
		})
	}
}

// TestUndoRenumberKeepsRenames checks that an undo leaves a title the
// author renamed since, and a chapter deleted since, as they are, and
// that the newest renumber not undone is the default.
func TestUndoRenumberKeepsRenames(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	p, chs := importTitles(t, e, "book", false, "第一章", "第三章 失恋", "第四章 雨", "第五章 晴")
	first, err := e.RenumberTitles(p.ID)
	must(t, err)
	if first.ID != 1 || len(first.Titles) != 3 {
		t.Fatalf("renumber %+v", first)
	}
	must(t, e.RenameChapter(chs[1].ID, "第二章 失恋之后"))
	must(t, e.DeleteChapter(chs[3].ID))
	undo, err := e.UndoRenumber(p.ID, 0)
	must(t, err)
	if undo.ID != 1 || len(undo.Restored) != 1 || len(undo.Kept) != 2 {
		t.Fatalf("undo %+v", undo)
	}
	want := []string{"第一章", "第二章 失恋之后", "第四章 雨"}
	if got := chapterTitles(t, e, p.ID); !slices.Equal(got, want) {
		t.Fatalf("titles %q; want %q", got, want)
	}
	second, err := e.RenumberTitles(p.ID)
	must(t, err)
	if second.ID != 2 {
		t.Fatalf("second renumber id %d; want 2", second.ID)
	}
	list, err := e.Renumbers(p.ID)
	must(t, err)
	if len(list) != 2 || list[0].ID != 2 || !list[1].Undone {
		t.Fatalf("renumbers %+v", list)
	}
	if _, err := e.UndoRenumber(p.ID, 9); !errors.Is(err, ErrNotFound) {
		t.Fatalf("undo of an unknown renumber: %v; want ErrNotFound", err)
	}
	// The project's data goes with the project.
	if _, err := e.PlanRenumber(p.ID + 100); !errors.Is(err, ErrNotFound) {
		t.Fatalf("plan of no project: %v", err)
	}
}
