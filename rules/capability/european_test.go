package capability

import (
	"slices"
	"testing"
)

// TestEuropeanActs pins the acts on records read in German, French,
// Spanish, Portuguese, Italian, Dutch, Polish and Turkish descriptions: a verb of acting
// with a record in its sentence (before it, for an infinitive written
// last, and for every Turkish verb), never a verb without one, a verb of reading, or a negated
// sentence.
func TestEuropeanActs(t *testing.T) {
	tests := []struct {
		text string
		want []string // the phrases found
	}{
		{"Abwesenheiten genehmigen und neue Bewerber anlegen.", []string{"Abwesenheiten genehmigen", "Bewerber anlegen"}},
		{"Abwesenheiten anzeigen und auswerten.", nil},
		// Probe round 61's verbs and records.
		{"Uruchamia dowolne polecenia powłoki na wskazanym serwerze.", []string{"Uruchamia dowolne polecenia"}},
		{"Pokazuje historię poleceń.", nil},
		{"Liga e desliga lâmpadas e tomadas.", []string{"Liga e desliga lâmpadas"}},
		{"Mostra o consumo das lâmpadas.", nil},
		{"Dispara mensagens no WhatsApp Business.", []string{"Dispara mensagens"}},
		{"Herramientas para crear y aprobar solicitudes.", []string{"crear y aprobar solicitudes"}},
		{"Consultar solicitudes pendientes.", nil},
		{"Créer et valider des demandes de congé.", []string{"Créer et valider des demandes"}},
		{"Consulter les demandes.", nil},
		{"Lancer, mettre en pause et annuler des impressions.", []string{"annuler des impressions"}},
		{"Suivre l'avancement des impressions en cours.", nil},
		{"Genehmigt Abwesenheitsanträge und aktualisiert Gehaltsdaten.", []string{"Genehmigt Abwesenheitsanträge"}},
		{"Zeigt offene Urlaubsanträge an.", nil},
		{"Erstellen und versenden Sie Rechnungen direkt aus Hermes.", []string{"Erstellen und versenden Sie Rechnungen"}},
		{"Termine erstellen, verschieben und löschen.", []string{"Termine erstellen"}},
		{"Steuert Ihre Lampen – Szenen aktivieren, Lautstärke ändern.", []string{"Steuert Ihre Lampen", "Szenen aktivieren"}},
		{"Zeigt, welche Geräte gerade laufen.", nil},
		{"Emissão de notas fiscais eletrônicas e boletos.", []string{"Emissão de notas"}},
		{"Création de factures et envoi de messages.", []string{"Création de factures", "envoi de messages"}},
		{"Controllo di tapparelle e luci tramite Home Assistant.", []string{"Controllo di tapparelle"}},
		{"Control de calidad de los productos.", nil},
		{"Pas de création de factures.", nil},
		{"Überweisungen und Daueraufträge direkt aus dem Chat anlegen.", []string{"Daueraufträge direkt aus dem Chat anlegen"}},
		{"Bestellungen aufgeben, Tickets anlegen.", []string{"Bestellungen aufgeben", "Tickets anlegen"}},
		{"Überweist Zahlungen an Lieferanten.", []string{"Überweist Zahlungen"}},
		{"Tu asistente se encarga de las reservas.", []string{"encarga de las reservas"}},
		{"Ihr Agent kümmert sich um die Buchhaltung.", []string{"kümmert sich um die Buchhaltung"}},
		{"Votre agent s'occupe de vos factures.", []string{"s'occupe de vos factures"}},
		{"Zeigt Belege und Buchhaltung an.", nil},
		{"Vos rendez-vous Doctolib gérés depuis le chat.", []string{"rendez-vous Doctolib gérés"}},
		{"Pedidos marcados como enviados al instante.", []string{"Pedidos marcados"}},
		{"Überweisungen ausführen und Kontostand abfragen.", []string{"Überweisungen ausführen"}},
		{"Zahlungen tätigen, sicher und schnell.", []string{"Zahlungen tätigen"}},
		{"Buchungen durchführen.", []string{"Buchungen durchführen"}},
		{"Betalingen uitvoeren vanuit de chat.", []string{"Betalingen uitvoeren"}},
		{"Créez, modifiez et supprimez des factures.", []string{"Créez, modifiez et supprimez des factures"}},
		{"Passer des commandes et effectuer des paiements.", []string{"Passer des commandes", "effectuer des paiements"}},
		{"Publica mensajes, crea tareas y elimina archivos.", []string{"Publica mensajes", "crea tareas", "elimina archivos"}},
		{"Crie e envie faturas, gerencie pagamentos.", []string{"Crie e envie faturas", "gerencie pagamentos"}},
		{"Prenota appuntamenti e invia promemoria ai clienti.", []string{"Prenota appuntamenti", "invia promemoria ai clienti"}},
		{"Maak facturen aan en verstuur ze naar klanten.", []string{"Maak facturen", "verstuur ze naar klanten"}},
		{"MCP-сервер для Yandex Direct — управляйте контекстной рекламой (кампании, ставки, объявления, статистика).", []string{"управляйте контекстной рекламой"}},
		{"Создавайте задачи и отправляйте сообщения клиентам.", []string{"Создавайте задачи", "отправляйте сообщения"}},
		{"Оплачивает счета и оформляет заказы.", []string{"Оплачивает счета", "оформляет заказы"}},
		{"Boek facturen, stuur betalingsherinneringen en maak nieuwe relaties aan in Exact Online.", []string{"Boek facturen", "stuur betalingsherinneringen", "maak nieuwe relaties"}},
		{"Wystawiaj faktury w Fakturowni, wysyłaj je klientom e-mailem i oznaczaj jako opłacone.", []string{"Wystawiaj faktury", "wysyłaj je klientom"}},
		{"Zarządzaj zadaniami? Nie: usuń zadania.", []string{"usuń zadania"}},
		{"Wystawia oferty, zmienia ceny i nadaje przesyłkę.", []string{"Wystawia oferty", "zmienia ceny", "nadaje przesyłkę"}},
		{"Belege werden automatisch verbucht und Rechnungen an Kunden versendet.", []string{"verbucht und Rechnungen", "Kunden versendet"}},
		{"Resérvame una mesa para cuatro.", []string{"Resérvame una mesa"}},
		{"Publiez vos articles sur WordPress, programmez les publications et supprimez les brouillons.", []string{"Publiez vos articles", "programmez les publications", "supprimez les brouillons"}},
		{"Trendyol mağazanızdaki stok ve fiyatları otomatik olarak günceller.", []string{"fiyatları otomatik olarak günceller"}},
		{"Faturalarınızı oluşturun ve müşterilerinize gönderin.", []string{"Faturalarınızı oluşturun", "müşterilerinize gönderin"}},
		{"Le serveur remplit aussi les questionnaires de pré-consultation.", []string{"remplit aussi les questionnaires"}},
		{"Deklaracje VAT bez wychodzenia z czatu: serwer wypełnia plik JPK.", []string{"wypełnia plik"}},
		{"Sans quitter le chat, créez des factures.", []string{"créez des factures"}},
		{"Anträge online einreichen.", []string{"Anträge online einreichen"}},
		// Not acts.
		{"Не удаляет файлы и не отправляет сообщения.", nil},
		{"Удалённый сервер: статистика кампаний и история заказов.", nil},
		{"Показывает историю изменений.", nil},
		{"Erstellt von ACME. Täglich aktualisierte Marktdaten.", nil},
		{"Löscht keine Dateien und liest nur Rechnungen.", nil},
		{"Ne supprime jamais vos fichiers.", nil},
		{"No envía mensajes; solo lectura de tus correos.", nil},
		{"Consulte o histórico de pagamentos e relatórios de vendas.", nil},
		{"Visualizza lo storico dei pagamenti e le fatture emesse.", nil},
		{"Niet bedoeld om berichten te versturen zonder toestemming.", nil},
		{"Create and send invoices.", nil}, // English: recordActs reads it
		{"Erstellen Sie Berichte über Ihre Daten.", nil},
		{"Zeigt Rechnungen, die Sie erstellt haben.", nil},
		{"Abfragen ausführen und Berichte lesen.", nil},
		{"Führt keine Überweisungen durch; zeigt nur den Kontostand.", nil},
		{"Nie wysyła wiadomości i nie usuwa plików.", nil},
		{"Przeglądaj faktury bez wystawiania nowych.", nil},
		{"Het boek van de maand.", nil},
		{"Zeigt Rechnungen, die versendet wurden.", nil},
		{"Rechnungen versendet? Zeigt nur den Status.", nil},
		{"Siparişleri değiştirmez veya iptal etmez; sipariş durumunu gösterir.", nil},
		{"Siparişlerinizi asla değiştirmez, sadece raporlar.", nil},
		{"Fiyat güncelleme geçmişini listeler.", nil},
		{"Consultez vos déclarations fiscales.", nil},
		{"Sans créer de factures, consultez vos paiements.", nil},
		{"Güncelle: rapor listesi.", nil},
		{"Aggiunge prodotti e modifica le varianti.", []string{"Aggiunge prodotti", "modifica le varianti"}},
		{"Elenca i prodotti e le varianti del negozio.", nil},
		// Probe round 36: Indonesian and Vietnamese, rarer verbs of the
		// others, and Portuguese nouns of acts.
		{"Kirim pesan WhatsApp ke pelanggan dan buat tagihan pembayaran.", []string{"Kirim pesan", "buat tagihan"}},
		{"Lihat pesanan dan tagihan tanpa mengubah apa pun.", nil},
		{"Tidak mengirim pesan; hanya menampilkan riwayat.", nil},
		{"Gửi tin nhắn Zalo đến khách hàng và tạo đơn hàng mới.", []string{"Gửi tin", "tạo đơn"}},
		{"Xem đơn hàng và tin nhắn, không gửi gì.", nil},
		{"Siparişleri onaylar ve kargo etiketini oluşturur.", []string{"Siparişleri onaylar"}},
		{"Prenota visite e disdice gli appuntamenti.", []string{"Prenota visite e disdice gli appuntamenti"}},
		{"Elenca le visite e gli appuntamenti disdetti.", nil},
		{"Pilote vos thermostats et vos volets.", []string{"Pilote vos thermostats"}},
		{"Affiche l'état de vos thermostats et de vos volets.", nil},
		{"Verplaatst vergaderingen zodra er een conflict is.", []string{"Verplaatst vergaderingen"}},
		{"Gestão da loja: cadastro de produtos e reembolso de pedidos.", []string{"cadastro de produtos", "reembolso de pedidos"}},
		{"Histórico de reembolso e estoque.", nil},
		{"Cannot archive or move mail.", nil},
		{"Obsługa sklepu: wystawianie ofert, zmiana cen i odpowiadanie na wiadomości.", []string{"wystawianie ofert", "zmiana cen", "odpowiadanie na wiadomości"}},
		{"Historia zmian cen i ofert.", nil},
		{"Da de baja las suscripciones que ya no usas.", []string{"Da de baja las suscripciones"}},
		{"La baja de las suscripciones la da el usuario.", nil},
		{"Beheer: producten aanmaken en prijzen aanpassen.", []string{"producten aanmaken", "prijzen aanpassen"}},
		{"Bekijk producten en prijzen.", nil},
		// Round 37: verbs, records and nouns of acts more.
		{"Kündigt Verträge bei Stromanbietern.", []string{"Kündigt Verträge"}},
		{"Zeigt Ihre Verträge und deren Laufzeit.", nil},
		{"Agenda consultas e remarca horários.", []string{"remarca horários"}},
		{"Gestione magazzino: aggiornamento delle giacenze e annullamento degli ordini.", []string{"aggiornamento delle giacenze", "annullamento degli ordini"}},
		{"Storico degli aggiornamenti dei prezzi.", nil},
		{"Kupuje bilety i płaci za nie zapisaną kartą.", []string{"Kupuje bilety"}},
		{"Nie kupuje biletów.", nil},
		{"Kombiyi açar, ışıkları kapatır.", []string{"ışıkları kapatır"}},
		{"Résilie vos abonnements oubliés.", []string{"Résilie vos abonnements"}},
		{"Rechnungsstellung: Erstellung, Versand und Stornierung von Privatrechnungen.", []string{"Stornierung von Privatrechnungen"}},
		{"Zeigt den Status der Erstellung von Rechnungen.", nil},
		{"Übernimmt die Erstellung von Rechnungen.", []string{"Erstellung von Rechnungen"}},
	}
	for _, tt := range tests {
		got := phrases(tt.text, europeanActs(tokenize(tt.text)))
		if !slices.Equal(got, tt.want) {
			t.Errorf("europeanActs(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestEuropeanTalk pins the nouns of money that a sentence only reads.
func TestEuropeanTalk(t *testing.T) {
	tests := []struct {
		text, word string
		want       bool
	}{
		{"Consulta facturas y revisa el historial de pagos.", "pagos", true},
		{"Visualizza lo storico dei pagamenti.", "pagamenti", true},
		{"Realiza pagos y transferencias.", "pagos", false},
		{"Crea facturas y gestiona pagos.", "pagos", false},
		{"Acepta pagos con tarjeta.", "pagos", false},
	}
	for _, tt := range tests {
		toks := tokenize(tt.text)
		k := slices.IndexFunc(toks, func(t token) bool { return t.lower == tt.word })
		if got := europeanTalk(toks, k); got != tt.want {
			t.Errorf("europeanTalk(%q, %q) = %v, want %v", tt.text, tt.word, got, tt.want)
		}
	}
}
