package capability

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/prose"
)

// Descriptions in German, French, Spanish, Portuguese, Italian, Dutch
// and Polish (and Russian, russian.go, and Turkish, turkish.go)
// say what a service does to its records as English ones do, in words of
// their own: "Erstellen und versenden Sie Rechnungen", "Créez et envoyez
// des factures", "Publica mensajes y crea tareas", "Maak facturen aan".
// A verb of acting with a record in its sentence is an act, strong
// evidence as "send invoices" is; German and Dutch may put the record
// first ("Termine erstellen, verschieben und löschen"). A sentence with a
// word of negation says what the service does not do ("Löscht keine
// Dateien"). Only descriptions are read this way, as for English.

// europeanVerb returns the English root of a form (infinitive, the
// forms that address the reader, and the third person) of a verb of
// acting on records in these languages, and whether paying or ordering
// is the act. Forms that are as often nouns or other words ("commande",
// "agenda", "programa", "plan", "reserve") are left out.
func europeanVerb(l string) (root string, money, ok bool) {
	switch l {
	case "erstellen", "erstelle", "erstellt", "anlegen", "créer", "créez", "crée", "créent", "crear", "crea", "cree", "crean",
		"criar", "cria", "crie", "criam", "creare", "creano", "maken", "maak", "maakt", "aanmaken", "utwórz", "twórz", "tworzy",
		"tworzyć", "utworzyć", "dodaj", "dodawaj", "dodaje":
		return "create", false, true
	case "senden", "sende", "sendet", "versenden", "versende", "versendet", "verschicken", "verschickt", "schicken", "schickt",
		"envoyer", "envoyez", "envoie", "envoient", "enviar", "envía", "envia", "envíe", "envie", "envían", "enviam",
		"inviare", "invia", "inviano", "versturen", "verstuur", "verstuurt", "verzenden", "verzend", "verzendt", "sturen",
		"stuur", "stuurt", "wysyłaj", "wysyła", "wysyłać", "wyślij", "wysłać", "nadaje", "nadaj",
		"condividere", "condivide", "condividi",
		"dispara", "disparar", "dispare": // "Dispara mensagens no WhatsApp Business" (probe round 61)
		return "send", false, true
	case "löschen", "lösche", "löscht", "entfernen", "entfernt", "supprimer", "supprimez", "supprime", "eliminar", "elimina",
		"elimine", "borrar", "borra", "excluir", "exclua", "exclui", "apagar", "apaga", "apague", "eliminare", "cancellare",
		"cancella", "verwijderen", "verwijder", "verwijdert", "usuń", "usuwaj", "usuwa", "usuwać", "usunąć":
		return "delete", false, true
	case "aktualisieren", "aktualisiert", "bearbeiten", "bearbeite", "bearbeitet", "ändern", "ändert", "modifier", "modifiez",
		"modifie", "actualizar", "actualiza", "editar", "edita", "modificar", "modifica", "atualizar", "atualiza", "aggiornare",
		"aggiorna", "modificare", "bewerken", "bewerk", "bewerkt", "wijzigen", "wijzig", "wijzigt", "bijwerken", "edytuj",
		"edytuje", "edytować", "aktualizuj", "aktualizuje", "zmieniaj", "zmień", "zmienia", "oznaczaj", "oznacz", "oznacza",
		"marcado", "marcados", "marcada", "marcadas", "rinominare", "rinomina", "spostare", "sposta", "spostano",
		"verplaatsen", "verplaatst", "verplaats", "aanpassen", "mover", "movem":
		return "update", false, true
	// "se encarga de las reservas", "kümmert sich um die Buchhaltung",
	// "s'occupe de vos factures": takes care of them.
	case "encarga", "encargan", "kümmert", "kümmern", "s'occupe", "s’occupe", "s'occupent", "s’occupent",
		"verwalten", "verwalte", "verwaltet", "gérer", "gérez", "gère", "géré", "gérés", "gérée", "gérées", "gestionados", "gestionadas", "gestionar", "gestiona", "gestione", "administrar",
		"administra", "gerenciar", "gerencie", "gerencia", "gerir", "gestire", "gestisci", "gestisce", "beheren", "beheer",
		"beheert", "zarządzaj", "zarządza", "zarządzać", "afhandelen":
		return "manage", false, true
	case "veröffentlichen", "veröffentlicht", "posten", "postet", "publier", "publiez", "publie", "publicar", "publica",
		"publique", "pubblicare", "pubblica", "publiceren", "publiceer", "publiceert", "plaatsen", "plaatst", "publikuj", "publikuje", "opublikuj":
		return "publish", false, true
	case "buchen", "buche", "bucht", "verbuchen", "verbucht", "vereinbaren", "vereinbart", "réserver", "réservez", "réserve", "réservent", "planifier", "planifiez", "planifie", "programmer", "programmez",
		"reservar", "resérvame", "reservame", "resérvanos", "agendar", "agende", "prenotare", "prenota", "pianificare", "pianifica", "boeken", "boekt", "inplannen",
		"reserveren", "reserveer", "boek", "rezerwuj", "zarezerwuj", "rezerwuje", "umawiaj", "umów":
		return "book", false, true
	case "steuern", "steuert", "steuere", "aktivieren", "aktiviert", "aktiviere", "deaktivieren", "deaktiviert",
		"einschalten", "ausschalten", "piloter", "pilote", "pilotez", "pilotent",
		"liga", "ligar", "desliga", "desligar", "accende", "accendere", "spegne", "spegnere", "włącza", "wyłącza":
		// and "Liga e desliga lâmpadas", "accendere e spegnere le luci"
		// (probe round 61).
		// A device or scene at home: "Szenen aktivieren", "Heizung
		// einschalten".
		return "control", false, true
	case "stornieren", "storniert", "absagen", "annuler", "annulez", "annule", "cancelar", "cancela", "annullare", "annulla",
		"annuleren", "annuleer", "annuleert", "anuluj", "anuluje", "anulować", "disdire", "disdice", "disdici", "disdicono", "kündigen", "kündigt", "kündige", "résilier", "résilie", "résiliez":
		return "cancel", false, true
	case "hinzufügen", "ajouter", "ajoutez", "ajoute", "añadir", "añade", "agregar", "agrega", "adicionar", "adiciona",
		"adicione", "aggiungere", "aggiunge", "aggiungi", "toevoegen":
		return "add", false, true
	case "bestellen", "bestelle", "bestellt", "bestel", "bestelt", "aufgeben", "commander", "commandez", "passer", "passez",
		"pedir", "pide", "realizar", "realiza", "fazer", "faça", "effettuare", "effettua", "effectuer", "effectuez",
		"ausführen", "durchführen", "tätigen", "tätigt", "auslösen", "uitvoeren", "zamawiaj", "zamów", "zamawia", "zamówić":
		return "order", true, true
	case "bezahlen", "bezahlt", "zahlen", "zahlt", "überweisen", "überweist", "payer", "payez", "paie", "régler", "réglez",
		"pagar", "paga", "pague", "pagare", "betalen", "betaal", "betaalt", "transferir", "transfiere", "płać", "zapłać",
		"opłać", "płaci", "domiciliar", "domicilia":
		return "pay", true, true
	case "kaufen", "kauft", "verkaufen", "verkauft", "comprar", "vender", "vende", "acheter", "achète", "achetez", "vendre",
		"vend", "vendez", "acquistare", "acquista", "vendere", "kopen", "koopt", "verkopen", "verkoopt", "kupuj", "kup",
		"sprzedawaj", "sprzedaj", "kupuje", "kupić", "kupować":
		return "trade", true, true
	case "erstatten", "erstattet", "rückerstatten", "rembourser", "remboursez", "rembourse", "reembolsar", "reembolsa",
		"reembolse", "estornar", "estorna", "estorne", "rimborsare", "rimborsa", "terugbetalen":
		return "refund", true, true
	// "Abwesenheiten genehmigen", "approuver les congés", "aprobar
	// solicitudes": a request approved.
	case "genehmigen", "genehmigt", "freigeben", "approuver", "approuvez", "approuve", "aprobar", "aprueba", "aprovar",
		"aprova", "approvare", "approva", "goedkeuren", "keur", "zatwierdź", "zatwierdza":
		return "approve", false, true
	// "den Termin verschieben", "décaler le rendez-vous", "reprogramar
	// la cita": an appointment moved.
	case "verschieben", "verschiebt", "verlegen", "verlegt", "décaler", "décalez", "reprogramar", "reprograma", "reprogramá",
		"reagendar", "reagende", "riprogrammare", "riprogramma", "verzetten", "verzet", "remarcar", "remarca":
		return "reschedule", false, true
	// "remplit les questionnaires", "wypełnia plik JPK", "Anträge
	// einreichen": a form filled in or handed in.
	case "remplir", "remplit", "remplissez", "soumettre", "soumet", "soumettez", "rellenar", "rellena", "rellene",
		"preencher", "preenche", "preencha", "submeter", "submete", "compilare", "compila", "ausfüllen", "einreichen",
		"invullen", "indienen", "wypełnia", "wypełnij", "wypełniać", "składa", "złóż", "składać":
		return "submit", false, true
	// "Uruchamia dowolne polecenia powłoki", "exécute les commandes":
	// commands run (probe round 61).
	case "uruchamia", "uruchom", "uruchamiaj", "uruchomić", "exécute", "exécutez", "exécuter", "ejecuta", "ejecutar",
		"executa", "executar", "esegue", "eseguire":
		return "run", false, true
	// "Emite el reembolso", "émettre une facture", "Wystawiaj faktury":
	// a refund or invoice issued.
	case "emitir", "emite", "emita", "émettre", "émettez", "emettere", "emetti", "wystawiaj", "wystaw", "wystawia",
		"wystawiać":
		return "issue", true, true
	}
	if root, money, ok := russianVerb(l); ok {
		return root, money, ok
	}
	if root, money, ok := indonesianVerb(l); ok {
		return root, money, ok
	}
	if root, ok := vietnameseVerb(l); ok {
		return root, false, true
	}
	return turkishVerb(l)
}

// europeanRecord reports the records a service keeps, as these
// languages write them, singular and plural.
func europeanRecord(l string) bool {
	switch l {
	// German
	case "rechnung", "rechnungen", "bestellung", "bestellungen", "nachricht", "nachrichten", "e-mail", "e-mails", "mail",
		"mails", "aufgabe", "aufgaben", "ticket", "tickets", "termin", "termine", "datei", "dateien", "dokument", "dokumente",
		"kontakt", "kontakte", "kunde", "kunden", "projekt", "projekte", "seite", "seiten", "beitrag", "beiträge",
		"kommentar", "kommentare", "notiz", "notizen", "eintrag", "einträge", "datensatz", "datensätze", "kampagne",
		"kampagnen", "anzeige", "anzeigen", "zahlung", "zahlungen", "überweisung", "überweisungen", "buchung", "buchungen",
		"reservierung", "reservierungen", "ordner", "issue", "issues", "server", "instanz", "instanzen", "benutzer", "nutzer",
		"essen", "lebensmittel", "tisch", "tische", "flug", "flüge", "zimmer", "produkt", "produkte", "auftrag", "aufträge",
		"szene", "szenen", "lampe", "lampen", "licht", "lichter", "lautstärke", "wecker", "gerät", "geräte", "heizung",
		"beleg", "belege", "buchhaltung", "bewerber", "bewerberin", "bewerberinnen", "bewerbung", "bewerbungen",
		"abwesenheit", "abwesenheiten", "mitarbeiter", "mitarbeiterin", "mitarbeitende", "mitarbeiterdaten",
		"urlaubsantrag", "urlaubsanträge", "vertrag", "verträge", "mahnung", "mahnungen", "angebot", "angebote", "thermostat", "thermostate", "rollläden", "rollladen":
		return true
	// French
	case "facture", "factures", "commande", "commandes", "message", "messages", "courriel", "courriels", "tâche", "tâches",
		"rendez-vous", "fichier", "fichiers", "document", "documents", "contact", "contacts", "client", "clients", "projet",
		"projets", "page", "pages", "publication", "publications", "commentaire", "commentaires", "note", "notes",
		"enregistrement", "enregistrements", "campagne", "campagnes", "annonce", "annonces", "paiement", "paiements",
		"virement", "virements", "réservation", "réservations", "dossier", "dossiers", "événement", "événements", "serveur",
		"serveurs", "utilisateur", "utilisateurs", "repas", "table", "tables", "vol", "vols", "chambre", "chambres", "billet",
		"billets", "boutique", "boutiques", "produit", "produits", "article", "articles", "brouillon", "brouillons",
		"impression", "impressions", "demande", "demandes", "abonnement", "abonnements", "prix", "stock", "stocks",
		"frais":
		return true
	// Spanish
	case "suscripción", "suscripciones", "factura", "facturas", "pedido", "pedidos", "orden", "órdenes", "mensaje", "mensajes",
		"correo", "correos", "tarea",
		"tareas", "cita", "citas", "archivo", "archivos", "documento", "documentos", "contacto", "contactos", "cliente",
		"clientes", "proyecto", "proyectos", "página", "páginas", "publicación", "publicaciones", "comentario", "comentarios",
		"nota", "notas", "registro", "registros", "campaña", "campañas", "anuncio", "anuncios", "pago", "pagos",
		"transferencia", "transferencias", "reserva", "reservas", "carpeta", "carpetas", "evento", "eventos", "reunión",
		"reuniones", "servidor", "servidores", "usuario", "usuarios", "comida", "comidas", "mesa", "mesas", "vuelo", "vuelos",
		"habitación", "habitaciones", "billete", "billetes", "tienda", "tiendas", "producto", "productos", "reembolso",
		"reembolsos", "solicitud", "solicitudes", "recibo", "recibos", "novedades":
		return true
	// Portuguese
	case "fatura", "faturas", "mensagem", "mensagens", "tarefa", "tarefas", "arquivos", "ficheiro", "ficheiros", "contato",
		"contatos", "projeto", "projetos", "publicação", "publicações", "comentário", "comentários", "campanha", "campanhas",
		"anúncio", "anúncios", "pagamento", "pagamentos", "pasta", "pastas", "reunião", "reuniões", "usuário", "usuários",
		"cobrança", "cobranças", "boleto", "boletos", "transferência", "transferências", "loja", "lojas", "produto", "produtos",
		"solicitação", "solicitações", "vaga", "vagas", "candidato", "candidatos", "entrevista", "entrevistas",
		"estoque", "estoques", "consulta", "consultas", "horário", "horários", "agendamento", "agendamentos",
		"lâmpada", "lâmpadas", "tomada", "tomadas", "ar-condicionado":
		return true
	// Italian
	case "fattura", "fatture", "ordine", "ordini", "messaggio", "messaggi", "compito", "compiti", "appuntamento",
		"appuntamenti", "documenti", "contatto", "contatti", "clienti", "progetto", "progetti", "pagina", "pagine", "commento",
		"commenti", "campagna", "annuncio", "annunci", "pagamenti", "prenotazione", "prenotazioni", "cartella", "cartelle",
		"eventi", "riunione", "riunioni", "utente", "utenti", "cibo", "pasti", "tavolo", "tavoli", "volo", "voli", "camera",
		"camere", "biglietto", "biglietti", "richiesta", "richieste", "prodotto", "prodotti", "variante", "varianti",
		"negozio", "negozi", "prezzi", "prezzo", "giacenze", "giacenza":
		return true
	// Dutch
	case "factuur", "facturen", "bestelling", "bestellingen", "bericht", "berichten", "taak", "taken", "afspraak",
		"afspraken", "bestand", "bestanden", "documenten", "klant", "klanten", "project", "projecten", "pagina's", "reactie",
		"reacties", "notitie", "notities", "advertentie", "advertenties", "betaling", "betalingen", "boeking", "boekingen",
		"reservering", "reserveringen", "map", "mappen", "evenement", "evenementen", "vergadering", "vergaderingen",
		"gebruiker", "gebruikers", "eten", "maaltijd", "maaltijden", "tafel", "tafels", "vlucht", "vluchten", "relatie",
		"relaties", "herinnering", "herinneringen", "betalingsherinnering", "betalingsherinneringen", "offerte", "offertes",
		"product", "producten", "prijs", "prijzen", "retour", "retouren", "voorraad", "lead", "leads", "records",
		"dns-records", "betaalverzoek", "betaalverzoeken", "verzoek", "verzoeken":
		return true
	// Polish, in the cases an object takes
	case "faktura", "faktury", "faktur", "fakturę", "zamówienie", "zamówienia", "wiadomość", "wiadomości", "zadanie",
		"zadania", "spotkanie", "spotkania", "plik", "pliki", "dokumenty", "kontakty", "klienci", "klientów", "klientom",
		"projekty", "płatność", "płatności", "przelew", "przelewy", "rezerwacja", "rezerwacje", "rezerwację", "wpis", "wpisy",
		"oferta", "oferty", "ofert", "cena", "ceny", "cen", "przesyłka", "przesyłkę", "przesyłki", "zwrot", "zwroty", "zwrotów", "korekta", "korekty", "korekt", "bilet", "bilety",
		"ogłoszenie", "ogłoszenia", "polecenie", "polecenia", "komendy":
		return true
	// Forms and filings, in these languages
	case "formulaire", "formulaires", "questionnaire", "questionnaires", "déclaration", "déclarations", "formulario",
		"formularios", "declaración", "declaraciones", "formulário", "formulários", "declaração", "declarações",
		"dichiarazione", "dichiarazioni", "formular", "formulare", "antrag", "anträge", "formulier", "formulieren",
		"aangifte", "aangiftes", "formularz", "formularze", "deklaracja", "deklaracji", "deklarację", "deklaracje",
		"wniosek", "wnioski":
		return true
	}
	return germanCompound(l) || russianRecord(l) || turkishRecord(l) || indonesianRecord(l) || vietnameseRecord(l) ||
		europeanDevice(l)
}

// germanCompound reports a German compound whose head is a record of
// money, orders or requests: "Daueraufträge" (standing orders),
// "Sammelüberweisungen", "Kundenrechnungen", "Abwesenheitsanträge".
// Only long heads, which end no other word.
func germanCompound(l string) bool {
	for _, head := range [...]string{
		"auftrag", "aufträge", "überweisung", "überweisungen", "rechnung", "rechnungen",
		"bestellung", "bestellungen", "lastschrift", "lastschriften", "zahlung", "zahlungen", "buchung", "buchungen",
		"antrag", "anträge", // "Abwesenheitsanträge", "Urlaubsanträge": requests filed
		"thermostat", "thermostate", // "Heizkörperthermostate": a home's devices
	} {
		if len(l) > len(head) && strings.HasSuffix(l, head) {
			return true
		}
	}
	return false
}

// europeanNegation reports the words that negate a sentence in these
// languages.
func europeanNegation(l string) bool {
	switch l {
	case "nicht", "nichts", "kein", "keine", "keinen", "keinem", "keiner", "nie", "niemals", "ohne", "ne", "pas", "jamais", "sans", "rien",
		"aucun", "aucune", "no", "nunca", "sin", "jamás", "ningún", "ninguna", "não", "sem", "nenhum", "nenhuma", "non", "mai",
		"senza", "nessun", "nessuna", "niente", "nulla", "nada", "niet", "niets", "geen", "nooit", "zonder", "bez", "nigdy":
		return true
	}
	return russianNegation(l) || turkishNegation(l) || indonesianNegation(l) || vietnameseNegation(l)
}

// maxEuropeanGap bounds the words between a verb and its record: the
// article, a possessive, an adjective, "Sie" or "vous", and verbs joined
// to the first ("Créez et envoyez des factures").
const maxEuropeanGap = 5

// maxEuropeanBefore bounds the words from a record before its verb, as
// German and Dutch write an infinitive last ("Termine erstellen,
// verschieben und löschen").
const maxEuropeanBefore = 6

// europeanActs finds the verbs of acting of these languages with a
// record in their sentence, outside sentences that a word of negation
// negates: each verb once, the phrase from the first of the two words to
// the last.
func europeanActs(toks []token) []recordAct {
	var out []recordAct
	sentence := 0 // the index of the first token of the current sentence
	for i, t := range toks {
		if !t.word {
			if sentenceMark(t.lower) {
				sentence = i + 1
			}
			continue
		}
		root, money, ok := europeanVerb(europeanLower(t))
		if !ok {
			root, money, ok = articleVerb(toks, i)
		}
		if !ok && unsubscribes(toks, i) {
			root, ok = "cancel", true
		}
		if !ok {
			root, rec, ok := romanceNominal(toks, i)
			if !ok {
				root, rec, ok = polishNominal(toks, i)
			}
			if ok && !europeanNegated(toks, sentence, rec) {
				out = append(out, recordAct{t.start, toks[rec].end, root, false, false})
			}
			continue
		}
		rec, found := europeanRecordNear(toks, i, sentence)
		if !found || europeanNegated(toks, sentence, max(i, rec)) || europeanUsersAct(toks, i) {
			continue
		}
		start, end := t.start, toks[rec].end
		if rec < i {
			start, end = toks[rec].start, t.end
		}
		if n := len(out); n > 0 && start < out[n-1].End {
			continue // "erstellen" in "Termine erstellen, verschieben"
		}
		out = append(out, recordAct{start, end, root, false, money})
	}
	return out
}

// articleVerb reads the forms europeanVerb leaves out as nouns too
// ("reserva", "commande", "agenda") as the verb they are before an
// article: "reserva una mesa", "commande un taxi", "agenda uma
// consulta".
func articleVerb(toks []token, i int) (root string, money, ok bool) {
	if i+1 >= len(toks) || !romanceArticle(toks[i+1].lower) || i > 0 && romanceArticle(toks[i-1].lower) {
		return "", false, false // "la reserva la realiza el usuario": a noun after its article
	}
	switch europeanLower(toks[i]) {
	case "reserva", "agenda", "programa":
		return "book", false, true
	case "commande":
		return "order", true, true
	}
	return "", false, false
}

// unsubscribes reports Spanish's "dar de baja" (to cancel a
// subscription or an account) or "dar de alta" (to register one) at
// toks[i], in the forms that address the reader and the third person:
// "Da de baja las suscripciones", "Da de alta nuevos contactos".
func unsubscribes(toks []token, i int) bool {
	switch europeanLower(toks[i]) {
	case "dar", "da", "dé", "den", "dan":
	default:
		return false
	}
	return i+2 < len(toks) && toks[i+1].lower == "de" && (toks[i+2].lower == "baja" || toks[i+2].lower == "alta")
}

// romanceArticle reports the articles of Spanish, French and Portuguese.
func romanceArticle(l string) bool {
	switch l {
	case "un", "una", "el", "la", "los", "las", "une", "le", "les", "um", "uma", "o", "os", "as":
		return true
	}
	return false
}

// romanceNominal reads toks[i] as the noun of an act in French,
// Spanish, Portuguese or Italian, followed by "de" (or "di", "des",
// "do", "della"...) and, within three words, the record it is done to:
// "Emissão de notas fiscais", "Création de factures", "envío de
// correos", "Controllo di tapparelle e luci" (a device worked, for
// "control"). It returns the act's root and the record's index.
func romanceNominal(toks []token, i int) (root string, rec int, ok bool) {
	root, ok = romanceActNoun(europeanLower(toks[i]))
	if !ok {
		root, ok = germanActNoun(europeanLower(toks[i]))
	}
	if !ok || i+2 >= len(toks) {
		return "", 0, false
	}
	if i >= 2 && europeanOf(toks[i-1].lower) && prose.LookedAtNoun(europeanLower(toks[i-2])) {
		return "", 0, false // "Storico degli aggiornamenti dei prezzi": a history of them
	}
	switch toks[i+1].lower {
	case "de", "des", "du", "di", "da", "do", "das", "dos", "del", "della", "delle", "dei", "degli", "dello", "von":
	default:
		return "", 0, false
	}
	for j := i + 2; j < len(toks) && j <= i+4 && toks[j].word; j++ {
		l := europeanLower(toks[j])
		if root == "control" && europeanDevice(l) || root != "control" && europeanRecord(l) {
			return root, j, true
		}
	}
	return "", 0, false
}

// polishNominal reads toks[i] as the noun of an act in Polish, followed
// by the record it is done to, in the genitive and with no preposition
// ("wystawianie ofert", "zmiana cen") or after "na" ("odpowiadanie na
// wiadomości"). It returns the act's root and the record's index.
func polishNominal(toks []token, i int) (root string, rec int, ok bool) {
	root, ok = polishActNoun(europeanLower(toks[i]))
	if !ok || i+1 >= len(toks) {
		return "", 0, false
	}
	j := i + 1
	if toks[j].lower == "na" && j+1 < len(toks) {
		j++
	}
	if toks[j].word && europeanRecord(europeanLower(toks[j])) {
		return root, j, true
	}
	return "", 0, false
}

// polishActNoun returns the English root of a Polish noun of an act on
// records; in a tool's name it heads the name as a verb would
// ("zmiana_statusu", "tworzenie_przesylki").
func polishActNoun(l string) (string, bool) {
	switch l {
	case "tworzenie", "dodawanie":
		return "create", true
	case "zmiana", "edycja", "aktualizacja":
		return "update", true
	case "usuwanie":
		return "delete", true
	case "wysyłanie", "wysylanie", "odpowiadanie":
		return "send", true
	case "wystawianie":
		return "issue", true
	case "anulowanie":
		return "cancel", true
	case "akceptacja":
		return "approve", true
	case "zwrot":
		return "refund", true
	}
	return "", false
}

// germanActNoun returns the English root of a German noun of an act on
// records, read as romanceNominal reads the Romance ones, before "von"
// ("Stornierung von Rechnungen", "Erstellung von Angeboten").
func germanActNoun(l string) (string, bool) {
	switch l {
	case "erstellung", "anlage":
		return "create", true
	case "versand", "versendung":
		return "send", true
	case "stornierung", "löschung":
		return "cancel", true
	case "bearbeitung", "änderung":
		return "update", true
	}
	return "", false
}

// romanceActNoun returns the English root of the noun of an act on
// records in French, Spanish, Portuguese and Italian ("création",
// "envío", "emissão", "cancellazione"). Nouns that are as often records
// ("publicación", "reserva") are left out.
func romanceActNoun(l string) (string, bool) {
	switch l {
	case "création", "creación", "criação", "creazione":
		return "create", true
	case "envoi", "envío", "envio", "invio":
		return "send", true
	case "émission", "emisión", "emissão", "emissione":
		return "issue", true
	case "suppression", "eliminación", "eliminação", "eliminazione", "exclusão":
		return "delete", true
	case "annulation", "cancelación", "cancelamento", "cancellazione":
		return "cancel", true
	case "modification", "modificación", "modificação", "modifica":
		return "update", true
	case "contrôle", "control", "controle", "controllo":
		return "control", true
	// Portuguese: "cadastro de produtos", "ajuste de estoque", "reembolso
	// de pedidos".
	case "cadastro", "cadastramento":
		return "create", true
	case "aggiornamento", "aggiornamenti", "cambio", "cambios":
		return "update", true
	case "annullamento":
		return "cancel", true
	case "administración", "administração", "amministrazione":
		return "manage", true
	case "ajuste", "ajustes":
		return "update", true
	case "reembolso", "reembolsos":
		return "refund", true
	}
	return "", false
}

// europeanDevice reports the devices of a home that "control" works in
// these languages: lights, shutters, blinds, thermostats, plugs, locks.
func europeanDevice(l string) bool {
	switch l {
	case "lumières", "lumière", "volets", "volet", "stores", "prises", "serrures", "luces", "luz", "persianas", "cortinas",
		"enchufes", "cerraduras", "luzes", "tomadas", "fechaduras", "luci", "luce", "tapparelle", "tende", "prese",
		"serrature", "termostato", "termostati", "thermostat", "thermostats", "radiateurs", "calefacción", "riscaldamento":
		return true
	}
	return false
}

// europeanRecordNear returns the record nearest after toks[i], within
// maxEuropeanGap words of its sentence, or else, for an infinitive (and
// any Turkish verb, only so), the nearest before it within
// maxEuropeanBefore words.
func europeanRecordNear(toks []token, i, sentence int) (int, bool) {
	// Turkish puts every verb last ("fiyatları günceller").
	_, _, turkish := turkishVerb(europeanLower(toks[i]))
	// A German or Dutch infinitive after its record ends its phrase:
	// "Abwesenheiten genehmigen und neue Bewerber anlegen" approves the
	// absences, not the applicants.
	if !turkish && strings.HasSuffix(toks[i].lower, "en") {
		if j, ok := europeanRecordBefore(toks, i, sentence); ok {
			return j, true
		}
	}
	words := 0
	for j := i + 1; j < len(toks) && words < maxEuropeanGap && !turkish; j++ {
		if !toks[j].word {
			// A comma joins verbs ("Créez, modifiez et supprimez des
			// factures"); before anything else it ends the verb's
			// phrase ("Bestellungen aufgeben, Tickets anlegen").
			if sentenceMark(toks[j].lower) || toks[j].lower == "," && !nextIsEuropeanVerb(toks, j) {
				break
			}
			continue
		}
		if europeanRecord(europeanLower(toks[j])) {
			return j, true
		}
		words++
	}
	// Only an infinitive stands after its record ("Termine erstellen"),
	// with nothing but words between: "Rechnungen, die Sie erstellt
	// haben" are invoices the user made.
	// So does a participle in a passive ("Rechnungen werden an Kunden
	// versendet").
	// And a French or Spanish participle after the record it was done
	// to ("Vos rendez-vous Doctolib gérés depuis le chat", "pedidos
	// marcados como enviados").
	if !turkish && !strings.HasSuffix(toks[i].lower, "en") && !(strings.HasSuffix(toks[i].lower, "t") && germanPassive(toks, sentence)) &&
		!romanceParticiple(toks[i].lower) {
		return 0, false
	}
	return europeanRecordBefore(toks, i, sentence)
}

// europeanRecordBefore returns the record among the words just before
// toks[i], with nothing but words between (no mark).
func europeanRecordBefore(toks []token, i, sentence int) (int, bool) {
	words := 0
	for j := i - 1; j >= sentence && words < maxEuropeanBefore; j-- {
		if !toks[j].word {
			return 0, false
		}
		if europeanRecord(europeanLower(toks[j])) {
			return j, true
		}
		words++
	}
	return 0, false
}

// romanceParticiple reports the endings of a French or Spanish past
// participle: "gérés", "marcados".
func romanceParticiple(l string) bool {
	for _, end := range [...]string{"é", "és", "ée", "ées", "ado", "ados", "ada", "adas"} {
		if strings.HasSuffix(l, end) {
			return true
		}
	}
	return false
}

// germanPassive reports a passive's auxiliary in the sentence that
// starts at toks[sentence]: "werden", "wird", "wurden", "worden".
func germanPassive(toks []token, sentence int) bool {
	for j := sentence; j < len(toks) && (toks[j].word || !sentenceMark(toks[j].lower)); j++ {
		switch toks[j].lower {
		case "werden", "wird", "wurden", "worden":
			return true
		}
	}
	return false
}

// nextIsEuropeanVerb reports a verb of europeanVerb as the word after
// toks[j].
func nextIsEuropeanVerb(toks []token, j int) bool {
	if j+1 >= len(toks) || !toks[j+1].word {
		return false
	}
	_, _, ok := europeanVerb(europeanLower(toks[j+1]))
	return ok
}

// europeanHitNegated reports a word of acting of these languages (a
// verb of europeanVerb or a noun of money) at the token that starts at
// start, whose sentence holds a word of negation, before or after it
// ("Löscht keine Dateien").
func europeanHitNegated(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	if !ok {
		// A verb after French elided negation, inside its token:
		// "n'envoie aucun courrier".
		k = sort.Search(len(toks), func(i int) bool { return toks[i].end > start }) // the token that holds start
		return k < len(toks) && toks[k].word && toks[k].start < start &&
			(strings.HasPrefix(toks[k].lower, "n'") || strings.HasPrefix(toks[k].lower, "n’"))
	}
	l := europeanLower(toks[k])
	if _, _, ok := europeanVerb(l); !ok && !europeanMoneyNoun(l) {
		return false
	}
	s, e := sentenceOf(toks, k)
	return europeanNegated(toks, s, e)
}

// europeanUsersAct reports a verb at toks[k] that the user does, not
// the server, in these languages: what the user decides to do ("para
// que tú decidas qué publicar", "décidez quoi publier"), or the verbs of
// a clause, after the server's own and a semicolon or a dash, whose
// subject is the user addressed ("Sugere legendas; você copia, ajusta e
// publica", as English's "Shows prices only; you complete the booking";
// not "puedes enviar", which the server lets the user do through it).
func europeanUsersAct(toks []token, k int) bool {
	if k >= 2 && whatToDo(toks[k-1].lower) && decides(europeanLower(toks[k-2])) {
		return true
	}
	// Back to the clause's start over verbs joined by commas and "and":
	// at most three words, and the subject first.
	words := 0
	for j := k - 1; j >= 1; j-- {
		t := toks[j]
		if !t.word {
			if t.lower == "," {
				continue
			}
			return false // a clause's start that is no subject
		}
		l := europeanLower(t)
		switch l {
		case "você", "vocês", "tú", "vous", "du", "jij", "voi":
			switch toks[j-1].lower {
			case ";", "—", "–", "para", "pour":
				// "...; você copia e publica", "para você revisar e enviar"
				return true
			}
			return false
		case "e", "y", "et", "und", "en", "i":
			continue
		}
		if europeanModal(l) {
			return false
		}
		if words++; words > 3 {
			return false
		}
	}
	return false
}

// europeanUsersHit is europeanUsersAct for a hit that starts at start.
func europeanUsersHit(toks []token, start int) bool {
	k, ok := wordAt(toks, start)
	return ok && europeanUsersAct(toks, k)
}

// decides reports the forms of "to decide" in these languages.
func decides(l string) bool {
	return strings.HasPrefix(l, "decid") || strings.HasPrefix(l, "décid") || strings.HasPrefix(l, "entscheid") ||
		strings.HasPrefix(l, "beslis")
}

// whatToDo reports the words of these languages for "what", which a
// verb of deciding puts before the act decided on.
func whatToDo(l string) bool {
	switch l {
	case "qué", "que", "quoi", "cosa", "was", "wat":
		return true
	}
	return false
}

// europeanModal reports the forms of "can" addressed to the user: what
// the server lets the user do through it ("puedes enviar", "vous pouvez
// publier").
func europeanModal(l string) bool {
	switch l {
	case "pode", "podem", "puedes", "puede", "pueden", "peux", "pouvez", "peut", "kannst", "können", "kunt", "kan",
		"puoi", "può", "potete":
		return true
	}
	return false
}

// europeanNegated reports a word of negation in toks[from:to+1], not
// one that says where the user stays ("sans quitter le chat", "bez
// wychodzenia z czatu").
func europeanNegated(toks []token, from, to int) bool {
	for j := from; j <= to && j < len(toks); j++ {
		if toks[j].word && europeanNegation(europeanLower(toks[j])) &&
			!(j+1 < len(toks) && toks[j+1].word && leaving(europeanLower(toks[j+1]))) && !polishPronoun(toks, j) {
			return true
		}
	}
	return false
}

// polishPronoun reports Polish "nie" after a preposition, where it is
// "them", not "not": "płaci za nie" pays for them.
func polishPronoun(toks []token, j int) bool {
	if toks[j].lower != "nie" || j == 0 {
		return false
	}
	switch toks[j-1].lower {
	case "za", "na", "przez", "o", "w", "po":
		return true
	}
	return false
}

// sentenceOf returns the first and last tokens of the sentence that
// holds toks[k].
func sentenceOf(toks []token, k int) (first, last int) {
	first, last = k, k
	for first > 0 && !(!toks[first-1].word && sentenceMark(toks[first-1].lower)) {
		first--
	}
	for last+1 < len(toks) && !(!toks[last+1].word && sentenceMark(toks[last+1].lower)) {
		last++
	}
	return first, last
}

// sentenceMark reports a mark that ends a sentence (a comma joins the
// verbs of a list: "erstellen, verschieben und löschen").
func sentenceMark(s string) bool {
	switch s {
	case ".", ";", ":", "!", "?", "(", ")", "\n":
		return true
	}
	return false
}

// europeanLower is a word token in lower case: the token's ASCII
// lower-casing leaves "Überweisen" and "Éditer" as written.
func europeanLower(t token) string {
	for i := range len(t.lower) {
		if t.lower[i] >= utf8.RuneSelf {
			return strings.ToLower(t.lower)
		}
	}
	return t.lower
}

// europeanMoneyNoun reports the words of money of the vocabulary in
// these languages that are nouns: payments and transfers that a
// description may only read ("el historial de pagos").
func europeanMoneyNoun(l string) bool {
	switch l {
	case "pago", "pagos", "transferencia", "paiement", "virement", "pagamento", "pagamenti", "überweisung", "compra":
		return true
	}
	return false
}

// europeanTalk reports a noun of money, toks[k], that a sentence in
// these languages reads rather than acts on: no verb of acting comes
// before it in its sentence, and it follows a thing to look at and its
// preposition ("historial de pagos", "storico dei pagamenti") or stands
// in a sentence that a verb of reading starts ("Consulta facturas y
// revisa los pagos").
func europeanTalk(toks []token, k int) bool {
	if !europeanMoneyNoun(europeanLower(toks[k])) {
		return false
	}
	s, _ := sentenceOf(toks, k)
	for i := s; i < k; i++ {
		if !toks[i].word {
			continue
		}
		l := europeanLower(toks[i])
		if _, _, ok := europeanVerb(l); ok {
			return false
		}
		if _, ok := actVerb(l); ok && verbPosition(toks, i) {
			return false
		}
	}
	if k >= 2 && toks[k-1].word && europeanOf(toks[k-1].lower) && toks[k-2].word && prose.LookedAtNoun(europeanLower(toks[k-2])) {
		return true
	}
	return s < k && toks[s].word && europeanReadingVerb(europeanLower(toks[s]))
}

// europeanOf reports the prepositions that join a thing to look at to
// what it is about ("de", "dei", "von").
func europeanOf(l string) bool {
	switch l {
	case "de", "des", "du", "d'", "di", "dei", "delle", "degli", "del", "do", "dos", "da", "das", "von", "der", "van":
		return true
	}
	return false
}

// europeanReadingVerb reports the verbs that start a sentence that
// reads, in the forms that address the reader and the third person.
func europeanReadingVerb(l string) bool {
	switch l {
	case "consulta", "consultar", "consulte", "consultez", "consulter", "revisa", "revisar", "ver", "veja", "visualiza",
		"visualizar", "visualizza", "visualizzare", "muestra", "mostrar", "mostra", "lista", "listar", "busca", "buscar",
		"cerca", "cercare", "suivez", "suivre", "suit", "affiche", "affichez", "afficher", "lesen", "liest", "lies", "anzeigen",
		"zeigt", "zeige", "abrufen", "ruft", "prüfen", "prüft", "bekijk", "bekijken", "lees", "lezen", "leest", "zoek",
		"zoeken", "analiza", "analizar", "analysez", "analizza", "controlla", "verifica", "verificar":
		return true
	}
	return false
}
