package capability

// Descriptions in Indonesian are read as the European ones are
// (european.go): a verb of acting with a record in its sentence, unless
// a word of negation is there too ("Kirim pesan WhatsApp ke pelanggan",
// sends WhatsApp messages to customers). A verb is known by its forms:
// the base that addresses the reader ("kirim"), the active with its
// prefix ("mengirim") and with "-kan" ("kirimkan", "mengirimkan").
// "Pesan" is a message as often as an order, so only "memesan" and
// "pesankan" order.

// indonesianVerb returns the English root of a form of an Indonesian
// verb of acting on records, and whether paying or ordering is the act.
func indonesianVerb(l string) (root string, money, ok bool) {
	switch l {
	case "kirim", "kirimkan", "mengirim", "mengirimkan", "balas", "membalas", "balaskan":
		return "send", false, true
	case "buat", "buatkan", "membuat":
		return "create", false, true
	case "hapus", "menghapus":
		return "delete", false, true
	case "ubah", "mengubah", "perbarui", "memperbarui", "mengedit", "sunting", "menyunting", "pindahkan", "memindahkan":
		return "update", false, true
	case "tambah", "tambahkan", "menambah", "menambahkan":
		return "add", false, true
	case "batalkan", "membatalkan":
		return "cancel", false, true
	case "kelola", "mengelola":
		return "manage", false, true
	case "unggah", "mengunggah", "terbitkan", "menerbitkan", "memposting", "bagikan", "membagikan":
		return "publish", false, true
	case "jadwalkan", "menjadwalkan":
		return "book", false, true
	case "memesan", "pesankan":
		return "order", true, true
	case "bayar", "membayar", "bayarkan":
		return "pay", true, true
	}
	return "", false, false
}

// indonesianRecord reports an Indonesian word that names a record a
// service keeps.
func indonesianRecord(l string) bool {
	switch l {
	case "pesan", "pesanan", "tagihan", "faktur", "produk", "surel", "berkas", "dokumen", "tiket", "janji", "jadwal",
		"pelanggan", "kontak", "tugas", "ulasan", "komentar", "postingan", "harga", "stok", "pembayaran", "pemesanan",
		"rapat", "acara", "kampanye", "iklan", "tautan":
		return true
	}
	return false
}

// indonesianNegation reports the Indonesian words that negate a
// sentence: "tidak", "tak", "bukan" (not), "tanpa" (without), "jangan"
// (do not).
func indonesianNegation(l string) bool {
	switch l {
	case "tidak", "tak", "bukan", "tanpa", "jangan":
		return true
	}
	return false
}
