package capability

import "strings"

// Descriptions in Turkish are read as the European ones are
// (european.go), with the verb last, as Turkish puts it: "Trendyol
// mağazanızdaki stok ve fiyatları otomatik olarak günceller" updates
// stock and prices. A verb is known by its forms (the third person, the
// forms that address the reader and the infinitive: "günceller",
// "güncelleyin", "güncellemek"); a negated verb is another word
// ("güncellemez") and is none of them, and the noun of the act is left
// out, as it names what a history or a report is of ("fiyat güncelleme
// geçmişi", the history of price updates). A
// record is known by its stem, as Turkish adds case and number to it
// ("fiyatları", "siparişleri"). Forms that are as often nouns
// ("yayınlar", publications; "ekler", attachments; "planlar", plans)
// are left out.

// turkishVerb returns the English root of a form of a Turkish verb of
// acting on records, and whether paying or trading is the act.
func turkishVerb(l string) (root string, money, ok bool) {
	switch l {
	case "oluşturur", "oluşturun", "oluştur", "oluşturmak", "oluşturabilir", "oluşturabilirsiniz":
		return "create", false, true
	case "gönderir", "gönderin", "gönder", "göndermek", "gönderebilir", "gönderebilirsiniz", "iletir":
		return "send", false, true
	case "siler", "silin", "silmek", "silebilir", "kaldırır", "kaldırın":
		return "delete", false, true
	case "günceller", "güncelleyin", "güncelle", "güncellemek", "güncelleyebilir", "düzenler",
		"düzenleyin", "düzenlemek", "değiştirir", "değiştirin":
		return "update", false, true
	case "yönetir", "yönetin", "yönetmek", "yönetebilir", "yönetebilirsiniz":
		return "manage", false, true
	case "yayınlayın", "yayınla", "yayınlamak", "yayımlar", "paylaşır", "paylaşın":
		return "publish", false, true
	case "ekleyin", "ekle", "eklemek", "ekleyebilir":
		return "add", false, true
	case "planlayın", "planla", "ayırtır", "ayırtın":
		return "book", false, true
	case "öder", "ödeyin", "öde", "ödemek", "ödeyebilir":
		return "pay", true, true
	case "satar", "satın":
		return "trade", true, true
	case "onaylar", "onaylayın", "onayla", "onaylamak":
		return "approve", false, true
	case "kapatır", "kapatın", "çalıştırır", "çalıştırın":
		// a home's devices switched off and run ("ışıkları kapatır",
		// "robot süpürgeyi çalıştırır")
		return "control", false, true
	}
	return "", false, false
}

// turkishRecordStems are the stems of the records a service keeps.
var turkishRecordStems = [...]string{
	"fatura", "sipariş", "stok", "fiyat", "ürün", "mesaj", "e-posta", "eposta", "görev", "dosya", "randevu",
	"toplantı", "müşteri", "kampanya", "etkinlik", "belge", "bilet", "rezervasyon", "ödeme", "gönderi", "kayıt",
	"ilan", "talep", "sözleşme", "takvim", "yorum", "kombi", "ışık", "süpürge", "klima", "priz",
}

// turkishRecord reports a Turkish word that names a record a service
// keeps, in any case and number.
func turkishRecord(l string) bool {
	for _, s := range turkishRecordStems {
		if strings.HasPrefix(l, s) {
			return true
		}
	}
	return false
}

// turkishNegation reports the Turkish words that negate a sentence:
// "değil" (not), "asla" (never), "hiçbir" (no), "olmadan" (without).
func turkishNegation(l string) bool {
	switch l {
	case "değil", "asla", "hiçbir", "hiç", "olmadan":
		return true
	}
	return false
}
