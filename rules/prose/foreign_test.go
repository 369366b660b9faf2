package prose

import (
	"strings"
	"testing"
)

func TestFoldCyrillic(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Удаление файлов", "удаление файлов"},
		{"ЁЖИК Ѐ Џ Я", "ёжик ѐ џ я"},
		{"no cyrillic, Ä", "no cyrillic, Ä"},
		{"уже строчные", "уже строчные"},
		{"", ""},
	} {
		got := FoldCyrillic(tc.in)
		if got != tc.want {
			t.Errorf("FoldCyrillic(%q) = %q, want %q", tc.in, got, tc.want)
		}
		// Folding only Cyrillic capitals is what strings.ToLower does
		// to them.
		if !strings.EqualFold(tc.in, got) || len(got) != len(tc.in) {
			t.Errorf("FoldCyrillic(%q) = %q: not a same-length lower-casing", tc.in, got)
		}
	}
}

func TestCyrillicWord(t *testing.T) {
	text := "Поиск. Удаление файлов"
	i := strings.Index(FoldCyrillic(text), "удалени")
	s, e := CyrillicWord(text, i, i+len("удалени"))
	if got := text[s:e]; got != "Удаление" {
		t.Errorf("CyrillicWord = %q, want %q", got, "Удаление")
	}
	// Other scripts are not widened.
	cjk := "请删除文件"
	i = strings.Index(cjk, "删除")
	if s, e := CyrillicWord(cjk, i, i+len("删除")); cjk[s:e] != "删除" {
		t.Errorf("CyrillicWord widened %q", cjk[s:e])
	}
}
