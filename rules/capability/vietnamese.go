package capability

// Descriptions in Vietnamese are read as the European ones are
// (european.go), by their syllables, which Vietnamese writes apart: a
// verb of one syllable with a record in its sentence ("gửi tin nhắn",
// sends messages; "tạo đơn hàng", creates orders; "đặt vé", books
// tickets), unless a word of negation is there too. A record is known
// by its first syllable ("tin" of "tin nhắn", "đơn" of "đơn hàng").
// Verbs of two syllables ("thanh toán", "cập nhật") are left to their
// record's other verbs.

// vietnameseVerb returns the English root of a Vietnamese verb of
// acting on records (paying, "thanh toán", is of two syllables).
func vietnameseVerb(l string) (root string, ok bool) {
	switch l {
	case "gửi":
		return "send", true
	case "tạo":
		return "create", true
	case "xóa", "xoá":
		return "delete", true
	case "sửa":
		return "update", true
	case "thêm":
		return "add", true
	case "hủy", "huỷ":
		return "cancel", true
	case "đăng":
		return "publish", true
	case "đặt":
		return "book", true
	}
	return "", false
}

// vietnameseRecord reports the first syllable of a Vietnamese record a
// service keeps: messages ("tin nhắn"), orders and invoices ("đơn
// hàng", "hóa đơn"), tickets ("vé"), products ("sản phẩm"), posts ("bài
// viết"), appointments ("lịch hẹn"), files ("tệp").
func vietnameseRecord(l string) bool {
	switch l {
	case "tin", "đơn", "hóa", "hoá", "vé", "sản", "bài", "lịch", "tệp", "phòng", "bàn":
		return true
	}
	return false
}

// vietnameseNegation reports the Vietnamese words that negate a
// sentence: "không", "chẳng" (not), "đừng" (do not).
func vietnameseNegation(l string) bool {
	switch l {
	case "không", "chẳng", "đừng":
		return true
	}
	return false
}
