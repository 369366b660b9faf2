package capability

import (
	"testing"

	"github.com/pluglint/pluglint/rules/prose"
)

// TestForeignTool pins how a tool's name in another language is read:
// a verb of acting among its words before any preposition acts, a
// Chinese, Japanese or Korean name that holds a verb of acting acts
// unless it ends in a word of reading, and a name with neither says
// nothing.
func TestForeignTool(t *testing.T) {
	tests := []struct {
		name     string
		category string
		writes   bool
		ok       bool
	}{
		{"rechnung_stornieren", prose.Changes, true, true},
		{"mahnung_versenden", prose.Messages, true, true},
		{"marcar_como_pagada", prose.Changes, true, true},
		{"confirmar_pedido", prose.Changes, true, true},
		{"zahlung_erfassen", prose.Changes, true, true},
		{"registrar_pago", prose.Changes, true, true},
		{"zahlungen_auflisten", "", false, false},
		{"rechnung_bezahlen", prose.Money, true, true},
		{"historial_de_pagos", "", false, false},
		{"rechnung_anzeigen", "", false, false},
		{"buscar_productos", "", false, false},
		{"ファイル削除", prose.Changes, true, true},
		{"投稿を予約", prose.Messages, true, true},
		{"投稿一覧", "", false, true},
		{"分析を取得", "", false, true},
		{"交易明细", "", false, true},
		{"注文履歴", "", false, true},
		{"エアコン電源切替", prose.Changes, true, true},
		{"リッチメニュー切り替え", prose.Changes, true, true},
		{"電源切替履歴", "", false, true},
		{"デバイス状態取得", "", false, true},
		{"파일 삭제", prose.Changes, true, true},
		{"get_invoice", "", false, false},
		// Romanized: pinyin, romaji, Vietnamese and Indonesian.
		{"chuangjian_dingdan", prose.Changes, true, true},
		{"chaxun_dingdan", "", false, false},
		{"shebei.kongzhi", prose.Changes, true, true},
		{"yoyaku_torikeshi", prose.Changes, true, true},
		{"yoyaku_kakunin", "", false, false},
		{"huy_don_hang", prose.Changes, true, true},
		{"tra_cuu_don_hang", "", false, false},
		{"thanh_toan_hoa_don", prose.Money, true, true},
		{"kirim_uang", prose.Money, true, true},
		{"kirim_pesan", prose.Messages, true, true},
		{"cek_saldo", "", false, false},
		{"hue_city_guide", "", false, false},
		{"chaxun_tuikuan_zhuangtai", "", false, false},
		{"kiem_tra_trang_thai_gui", "", false, false},
		{"xem_lich_su_thanh_toan", "", false, false},
	}
	for _, tt := range tests {
		c, writes, ok := foreignTool(tt.name)
		if c != tt.category || writes != tt.writes || ok != tt.ok {
			t.Errorf("foreignTool(%q) = %q, %v, %v; want %q, %v, %v", tt.name, c, writes, ok, tt.category, tt.writes, tt.ok)
		}
	}
}
