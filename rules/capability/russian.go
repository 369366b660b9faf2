package capability

import (
	"strings"

	"github.com/pluglint/pluglint/rules/prose"
)

// Descriptions in Russian, a language of the shared corpus ("управляйте
// контекстной рекламой (кампании, ставки, объявления)"), are read as the
// European ones are (european.go): a verb of acting with a record in its
// sentence, unless a word of negation is there too. Russian inflects
// both by endings, so each is known by its stem: "создайте", "создаёт"
// and "создавать" are one verb, "кампании", "кампаний" and "кампаниями"
// one record.

// russianVerbStems are the stems of the verbs of acting on records, with
// their English roots, longest first where one stem starts another.
var russianVerbStems = []struct {
	stem, root string
	money      bool
}{
	{"созда", "create", false},
	{"отправ", "send", false},
	{"удаля", "delete", false},
	{"удали", "delete", false}, // "удалённый" is remote: neither stem starts it
	{"измен", "update", false},
	{"обнов", "update", false},
	{"редактир", "update", false},
	{"управля", "manage", false},
	{"опублик", "publish", false},
	{"публикуй", "publish", false},
	{"публикует", "publish", false},
	{"публикуют", "publish", false},
	{"публиковать", "publish", false},
	{"заброни", "book", false},
	{"брониру", "book", false},
	{"отмен", "cancel", false},
	{"добав", "add", false},
	{"запуск", "start", false},
	{"запуст", "start", false},
	{"приостанов", "stop", false},
	{"остановит", "stop", false},
	{"оформ", "order", true}, // "оформить заказ"
	{"заказыва", "order", true},
	{"заказать", "order", true},
	{"закажи", "order", true},
	{"оплат", "pay", true},
	{"оплачива", "pay", true},
	{"купит", "trade", true},
	{"покупа", "trade", true},
	{"продат", "trade", true},
	{"продава", "trade", true},
	{"перевести", "transfer", true}, // "перевести_деньги"; "перевод" is as often a translation
	// A home's devices switched and set ("включение света", "регулировка
	// кондиционера"); "включая" is "including", so only the noun and
	// "выключ" are taken.
	{"включени", "control", false},
	{"выключ", "control", false},
	{"регулир", "update", false},
	{"переводит", "transfer", true}, // "переводит деньги", transfers money
	{"пополня", "pay", true},        // "пополняет баланс", tops up a balance
}

// russianVerb returns the English root of a Russian verb of acting on
// records, and whether paying or ordering is the act.
func russianVerb(l string) (root string, money, ok bool) {
	if !cyrillic(l) || prose.CyrillicParticiple(l) {
		return "", false, false
	}
	for _, v := range russianVerbStems {
		if strings.HasPrefix(l, v.stem) {
			return v.root, v.money, true
		}
	}
	return "", false, false
}

// russianRecordStems are the stems of the records a service keeps.
var russianRecordStems = []string{
	"кампани", "объявлени", "реклам", "ставк", "заказ", "сообщени", "письм", "задач", "файл", "документ", "контакт",
	"клиент", "платеж", "платёж", "счет", "счёт", "встреч", "событи", "комментари", "товар", "проект", "страниц",
	"бронировани", "транзакци", "публикаци", "заметк", "напоминани", "подписк",
	// posts, by their forms: "поста" would start "поставщик", a supplier
	"посты", "постов", "постами", "постах",
	// a restaurant's tables and bookings ("брони": "бронза" is bronze)
	"столик", "брони", "броней", "броню", "бронями",
	// a home's devices
	"свет", "кондиционер", "устройств", "термостат", "розетк",
	"деньг", "баланс",
}

// russianRecord reports a Russian word that names a record a service
// keeps, in any case and number.
func russianRecord(l string) bool {
	if !cyrillic(l) {
		return false
	}
	for _, s := range russianRecordStems {
		if strings.HasPrefix(l, s) {
			return true
		}
	}
	return false
}

// cyrillic reports a word that starts with a Cyrillic letter (U+0400 to
// U+047F, whose UTF-8 starts with 0xd0 or 0xd1): every other word is
// none of the stems, and is not compared with them.
func cyrillic(l string) bool {
	return l != "" && (l[0] == 0xd0 || l[0] == 0xd1)
}

// russianNegation reports the Russian words that negate a sentence.
func russianNegation(l string) bool {
	switch l {
	case "не", "нет", "никогда", "без", "ни":
		return true
	}
	return false
}
