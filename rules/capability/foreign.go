package capability

import (
	"iter"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pluglint/pluglint/rules/ident"
	"github.com/pluglint/pluglint/rules/prose"
)

// In Chinese, Japanese and Korean a description writes a verb and its
// object without spaces ("删除文件", "タスクの作成", "이슈를 생성"), and
// Russian inflects both ("Удаление файлов", "управление кампаниями"): the
// verb of acting is one of prose.ForeignWords, matched inside words, and
// so is its record. A verb with a record in its clause is an act on the
// record, strong evidence as "delete files" is in English; the verb alone
// stays a weak word.

// describedForeign are verbs of acting that, like their English
// counterparts (update, edit, add, register, manage, cancel, book,
// deploy, upload, send), are too common in a skill's prose to count there
// ("数据更新时间", the time data was updated; "管理画面", an admin
// screen): read in descriptions only, a weak word alone and an act with
// a record.
var describedForeign = [...]struct{ Text, Category string }{
	{"измен", prose.Changes},
	{"редактир", prose.Changes},
	{"обнов", prose.Changes},
	{"управл", prose.Changes},
	{"更新", prose.Changes},
	{"编辑", prose.Changes},
	{"編集", prose.Changes},
	{"添加", prose.Changes},
	{"追加", prose.Changes},
	{"新建", prose.Changes},
	{"登録", prose.Changes},
	{"発行", prose.Changes},
	{"管理", prose.Changes},
	{"取消", prose.Changes},
	{"预订", prose.Changes},
	{"予約", prose.Changes},
	{"キャンセル", prose.Changes},
	{"작성", prose.Changes},
	{"업데이트", prose.Changes},
	{"편집", prose.Changes},
	{"추가", prose.Changes},
	{"관리", prose.Changes},
	{"취소", prose.Changes},
	{"예약", prose.Changes},
	{"部署", prose.Changes},
	{"デプロイ", prose.Changes},
	{"배포", prose.Changes},
	{"上传", prose.Messages},
	{"アップロード", prose.Messages},
	{"업로드", prose.Messages},
	{"보내", prose.Messages},
	{"보냅", prose.Messages},
	{"발송", prose.Messages},
	{"지급", prose.Money},
	// Shops and their orders: putting goods on sale and taking them
	// off ("商品上架下架"), adjusting, shipping ("订单发货"); traditional
	// Chinese forms and acts ("建立", "推播", "回覆", "開立", "作廢",
	// "寄送"); Korean registering, changing and approving ("상품 등록",
	// "가격 변경", "반품 승인").
	{"上架", prose.Changes},
	{"下架", prose.Changes},
	{"调整", prose.Changes},
	{"調整", prose.Changes},
	{"发货", prose.Changes},
	{"發貨", prose.Changes},
	{"建立", prose.Changes},
	{"新增", prose.Changes},
	{"開立", prose.Changes},
	{"开具", prose.Changes},
	{"作廢", prose.Changes},
	{"作废", prose.Changes},
	{"更改", prose.Changes},
	{"등록", prose.Changes},
	{"변경", prose.Changes},
	{"승인", prose.Changes},
	{"推播", prose.Messages},
	{"推送", prose.Messages},
	{"回覆", prose.Messages},
	{"回复", prose.Messages},
	{"寄送", prose.Messages},
	// Korean switching a home's devices on and off and changing them
	// ("조명을 켜고 끄며", "잠금 상태를 바꿉니다").
	{"켜고", prose.Changes},
	{"켭니다", prose.Changes},
	{"끄고", prose.Changes},
	{"끄며", prose.Changes},
	{"끕니다", prose.Changes},
	{"바꿉니다", prose.Changes},
	{"바꾸고", prose.Changes},
	// Locking and unlocking ("スマートロックの施錠・解錠"), a ticket changed
	// or refunded ("改签和退票"), code committed or a request filed ("提交").
	{"施錠", prose.Changes},
	{"解錠", prose.Changes},
	{"改签", prose.Changes},
	{"退票", prose.Changes},
	{"提交", prose.Changes},
}

// foreignVerbs calls f with every verb of acting in these languages:
// prose.ForeignWords, then describedForeign.
func foreignVerbs(f func(text, category string)) {
	for _, fw := range prose.ForeignWords {
		f(fw.Text, fw.Category)
	}
	for _, fw := range describedForeign {
		f(fw.Text, fw.Category)
	}
}

// describedForeignWords finds the words of describedForeign in a
// description, in text order, outside negated clauses and not before a
// topic noun: weak words.
func describedForeignWords(text string) []recordAct {
	folded := prose.FoldCyrillic(text)
	var out []recordAct
	for _, fw := range describedForeign {
		for o := range unnegated(folded, fw.Text) {
			if modifiesTopic(folded, o) {
				continue
			}
			s, e := prose.CyrillicWord(text, o.start, o.end)
			out = append(out, recordAct{s, e, fw.Text, true, false})
		}
	}
	slices.SortStableFunc(out, func(a, b recordAct) int { return a.Start - b.Start })
	return out
}

// foreignRecords are the records a service keeps, as these languages
// write them (Russian by stem).
var foreignRecords = [...]string{
	// Chinese
	"文件", "文档", "任务", "邮件", "消息", "订单", "项目", "页面", "问题", "评论", "日程", "事件", "表格",
	"数据库", "记录", "笔记", "工单", "联系人", "客户", "帖子", "广告", "活动", "会议",
	"应用", "网站", "函数", "小程序", "商品", "发票", "会员", "库存", "票", "分支", "仓库", "代码",
	// Traditional Chinese
	"檔案", "文件", "訊息", "訂單", "專案", "頁面", "問題", "評論", "行程", "工單", "聯絡人", "客戶", "貼文",
	"廣告", "活動", "會議", "發票", "會員", "庫存", "預約", "時段",
	// Japanese
	"ファイル", "ドキュメント", "タスク", "メール", "メッセージ", "プロジェクト", "ページ", "イシュー",
	"課題", "コメント", "予定", "イベント", "シート", "データベース", "レコード", "ノート", "チケット",
	"連絡先", "顧客", "広告", "キャンペーン", "サーバー", "インスタンス", "会議",
	"アプリ", "サイト", "関数", "請求書", "取引", "経費", "注文", "記事", "エアコン", "照明", "ロック",
	// Korean
	"파일", "문서", "작업", "메일", "메시지", "프로젝트", "페이지", "이슈", "댓글", "일정", "이벤트",
	"시트", "데이터베이스", "레코드", "노트", "티켓", "연락처", "고객", "게시물", "광고", "캠페인", "서버",
	"앱", "사이트", "함수", "쿠폰", "알림", "상품", "가격", "반품", "송장", "주문",
	"조명", "에어컨", "도어락", "전등", "보일러", "플러그",
	// Russian stems
	"файл", "документ", "задач", "письм", "сообщени", "заказ", "проект", "страниц", "комментари",
	"событи", "таблиц", "запис", "заметк", "контакт", "клиент", "объявлени", "кампани", "сервер",
}

// foreignNegations are the words that negate a clause in these
// languages ("不能删除", "削除しません", "삭제하지 않", "не удаляет").
var foreignNegations = [...]string{"不", "无法", "禁止", "没有", "ない", "ません", "않", "못", "금지", "нельзя"}

// foreignClauseMarks end a clause.
const foreignClauseMarks = "。，、；：！？,.;:!?\n()（）"

// maxForeignGap bounds the runes between a verb and its record (a
// Russian adjective and its endings are long: "Управление рекламными
// кампаниями").
const maxForeignGap = 20

// foreignActs finds the verbs of prose.ForeignWords that act on a
// record in the same clause, unless the clause is negated.
func foreignActs(text string) []recordAct {
	var out []recordAct
	text = prose.FoldCyrillic(text) // same offsets
	foreignVerbs(func(verb, category string) {
		if category != prose.Changes && category != prose.Messages {
			return // money words count alone already
		}
		for o := range unnegated(text, verb) {
			if ws, we := prose.CyrillicWord(text, o.start, o.end); prose.CyrillicParticiple(text[ws:we]) {
				continue // "опубликованные посты", published posts
			}
			if modifiesTopic(text, o) {
				continue // "部署指南和文档", a deployment guide and docs
			}
			if rs, re, ok := foreignRecord(text, o.cs, o.ce, o.start, o.end); ok {
				s, _ := prose.CyrillicWord(text, min(o.start, rs), min(o.start, rs))
				_, e := prose.CyrillicWord(text, max(o.end, re), max(o.end, re))
				out = append(out, recordAct{s, e, verb, false, false})
			}
		}
	})
	// Verbs that share a record ("タスクの作成・更新・削除") are one act:
	// the first in the text.
	slices.SortStableFunc(out, func(a, b recordAct) int { return a.Start - b.Start })
	kept := out[:0]
	for _, a := range out {
		if n := len(kept); n == 0 || a.Start >= kept[n-1].End {
			kept = append(kept, a)
		}
	}
	return kept
}

// foreignTopicNouns make the verb before them a noun's modifier, what
// a text is about rather than what the service does: a guide, a
// tutorial, steps, a status, a log, a history ("部署指南", a deployment
// guide; "更新日志", a changelog; "デプロイ手順", deployment steps; "배포
// 상태", deployment status).
var foreignTopicNouns = [...]string{
	"指南", "教程", "说明", "步骤", "流程", "状态", "日志", "历史", "方案",
	"ガイド", "手順", "方法", "状況", "状態", "ログ", "履歴",
	"가이드", "방법", "절차", "상태", "로그", "이력", "내역",
}

// modifiesTopic reports a verb at o in text that one of
// foreignTopicNouns follows in its clause.
func modifiesTopic(text string, o occurrence) bool {
	rest := text[o.end:o.ce]
	for {
		rest = strings.TrimLeft(rest, " ")
		if hasPrefixAny(rest, foreignTopicNouns[:]) {
			return true
		}
		// Past the words joined to it: "승인·취소·환불 상태", the status of
		// an approval, a cancellation or a refund.
		joiner := ""
		for _, j := range foreignJoiners {
			if strings.HasPrefix(rest, j) {
				joiner = j
				break
			}
		}
		if joiner == "" {
			return false
		}
		rest = rest[len(joiner):]
		end := strings.IndexFunc(rest, func(r rune) bool {
			return r == ' ' || slices.Contains(foreignJoiners[:], string(r))
		})
		if end <= 0 {
			return false
		}
		rest = rest[end:]
	}
}

// occurrence is where a verb stands in a text, and its clause.
type occurrence struct{ start, end, cs, ce int }

// unnegated yields the places of verb in folded (a text with its
// Cyrillic folded) whose clause is not negated.
func unnegated(folded, verb string) iter.Seq[occurrence] {
	return func(yield func(occurrence) bool) {
		for off := 0; ; {
			i := strings.Index(folded[off:], verb)
			if i < 0 {
				return
			}
			o := occurrence{start: off + i, end: off + i + len(verb)}
			off = o.end
			o.cs, o.ce = foreignClause(folded, o.start, o.end)
			if !foreignNotDone(folded, o.cs, o.ce) && !yield(o) {
				return
			}
		}
	}
}

// foreignClause returns the clause of text that holds [start, end).
func foreignClause(text string, start, end int) (int, int) {
	cs := start
	for cs > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:cs])
		if strings.ContainsRune(foreignClauseMarks, r) {
			break
		}
		cs -= n
	}
	ce := end
	for ce < len(text) {
		r, n := utf8.DecodeRuneInString(text[ce:])
		if strings.ContainsRune(foreignClauseMarks, r) {
			break
		}
		ce += n
	}
	return cs, ce
}

// foreignRecord finds a record within maxForeignGap runes of [start,
// end) inside the clause [cs, ce): the nearest before or after.
func foreignRecord(text string, cs, ce, start, end int) (int, int, bool) {
	clause := text[cs:ce]
	best, bestGap := -1, maxForeignGap+1
	bestEnd := 0
	for _, rec := range foreignRecords {
		for off := 0; ; {
			i := strings.Index(clause[off:], rec)
			if i < 0 {
				break
			}
			rs := cs + off + i
			re := rs + len(rec)
			off += i + len(rec)
			var gap int
			switch {
			case re <= start:
				gap = utf8.RuneCountInString(text[re:start])
			case rs >= end:
				gap = utf8.RuneCountInString(text[end:rs])
			default:
				continue // overlaps the verb
			}
			if gap < bestGap {
				best, bestGap, bestEnd = rs, gap, re
			}
		}
	}
	return best, bestEnd, best >= 0
}

// foreignNegated reports a clause, its Cyrillic folded, that holds a
// word of negation. Russian "не" counts as a word of its own ("сервер не
// удаляет"), not as the end of one ("в окне", in a window).
func foreignNegated(clause string) bool {
	for _, n := range foreignNegations {
		if strings.Contains(clause, n) && !(n == "不" && unneeded(clause)) {
			return true
		}
	}
	const ne = "не"
	for off := 0; ; {
		i := strings.Index(clause[off:], ne)
		if i < 0 {
			return false
		}
		at := off + i
		off = at + len(ne)
		if (at == 0 || clause[at-1] == ' ') && (off == len(clause) || clause[off] == ' ') {
			return true
		}
	}
}

// unneeded reports a clause whose only "不" is Japanese's 不要 as an
// adjective, "unneeded" ("不要になった予約", a booking no longer needed;
// "不要な"), not Chinese's "不要删除", do not delete.
func unneeded(clause string) bool {
	rest := clause
	for {
		i := strings.Index(rest, "不")
		if i < 0 {
			return true
		}
		after := rest[i+len("不"):]
		if !strings.HasPrefix(after, "要に") && !strings.HasPrefix(after, "要な") && !strings.HasPrefix(after, "要と") {
			return false
		}
		rest = after
	}
}

// foreignHitNegated reports a hit of a word of prose.ForeignWords whose
// clause is negated ("不能删除文件").
func foreignHitNegated(text string, h prose.Hit) bool {
	if _, ok := foreignCategory(h.Root); !ok {
		return false
	}
	folded := prose.FoldCyrillic(text)
	cs, ce := foreignClause(folded, h.Start, h.End)
	// A verb before a topic noun names what a history or a log is of
	// ("送信履歴", the sending history).
	return foreignNotDone(folded, cs, ce) || modifiesTopic(folded, occurrence{h.Start, h.End, cs, ce})
}

// foreignNotDone reports a clause of text, [cs, ce), whose acts the
// server does not do: it is negated, its sentence leaves the act to
// the user ("由你自己决定是否发布", whether to publish is yours to decide;
// "送信するかどうかはご自身で", "실제 발송은 사용자가 직접 합니다", the user
// sends it; "购票、退票、改签请在官方App完成", do those in the official app),
// or its sentence makes a draft and shows it ("답장 초안을
// 작성해 보여 드립니다", writes a draft reply and shows it; "下書きとして
// 作成し、チャットに返します", writes it as a draft and returns it to the
// chat).
func foreignNotDone(text string, cs, ce int) bool {
	// A negation heads the list its clause ends ("不會新增、修改或刪除任何
	// 檔案", adds, changes or deletes no file).
	start := cs
	for strings.HasSuffix(text[:start], "、") {
		start, _ = foreignClause(text, start-len("、"), start-len("、"))
	}
	if foreignNegated(text[start:ce]) {
		return true
	}
	sentence := text[foreignSentenceStart(text, cs):foreignSentenceEnd(text, ce)]
	return hasAny(sentence, foreignUsersOwn[:]) || hasAny(sentence, foreignDrafts[:]) && hasAny(sentence, foreignShown[:])
}

// foreignSentenceStart and foreignSentenceEnd bound the sentence around a
// clause: a full stop, a mark of a question or an exclamation, or a line
// break.
func foreignSentenceStart(text string, i int) int {
	return strings.LastIndexAny(text[:i], "。！？.!?\n") + 1
}

func foreignSentenceEnd(text string, i int) int {
	if j := strings.IndexAny(text[i:], "。！？.!?\n"); j >= 0 {
		return i + j
	}
	return len(text)
}

// foreignUsersOwn are the words that leave an act to the user: whether
// to do it ("是否", "かどうか", "여부") or the user doing it.
var foreignUsersOwn = [...]string{
	"是否", "由你", "你自己", "您自己", "用户自己", "用戶自己", "自行决定", "自行決定", "自行完成",
	"请在", "請在", "請至", // "请在官方App完成": please do it in the official app
	"かどうか", "ご自身", "自分で", "ユーザー自身",
	"여부", "사용자가 직접", "사용자 직접",
}

// foreignDrafts are drafts, and foreignShown the verbs that show or
// return them to the user.
var (
	foreignDrafts = [...]string{"草稿", "文案", "下書き", "초안"}
	foreignShown  = [...]string{"显示", "顯示", "返回", "表示", "返し", "보여"}
)

// hasAny reports whether s holds one of words.
func hasAny(s string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(s, w) })
}

// foreignCategory returns the category of a verb of foreignVerbs.
func foreignCategory(w string) (string, bool) {
	found := ""
	foreignVerbs(func(verb, category string) {
		if verb == w && found == "" {
			found = category
		}
	})
	return found, found != ""
}

// A word of money in these languages is as often what a service shows as
// what it does: "查看订单和支付记录" views the payment records,
// "支払い履歴と請求書を確認します" checks the payment history, "История
// платежей" is a payment history, "Отображает платежи и счета" shows
// payments. foreignMoneyTalked tells those from "为用户下单并支付" (order
// and pay for the user) and "Оплатить счета" (pay the invoices).

// foreignReadingNouns are records of money kept and shown: history,
// details, status, statistics, lists.
var foreignReadingNouns = [...]string{
	"记录", "記録", "紀錄", "記錄", "历史", "歷史", "履歴", "明细", "明細", "信息", "資訊", "情報", "数据", "資料", "状态", "狀態",
	"状況", "统计", "統計",
	"列表", "一覧", "报表", "レポート", "データ", "내역", "기록", "이력", "정보", "상태", "통계", "목록", "데이터",
	"истори", "статус", "сведени", "спис", "отчет", "отчёт", "статистик", "策略", "戦略", "전략", "行情", "相場", "시세",
}

// foreignShowsBefore are verbs that show, look up or list, written
// before their object (Chinese, Russian: "查看支付和退款", "Отображает
// платежи"); foreignShowsAfter after it (Japanese, Korean: "決済と返金を表示",
// "결제와 환불을 조회").
var (
	foreignShowsBefore = [...]string{
		"查看", "查询", "检索", "搜索", "显示", "获取", "列出", "浏览",
		"檢視", "查詢", "檢索", "搜尋", "顯示", "獲取", "瀏覽",
		"отображ", "показ", "просм", "поиск", "получ", "чита", "чтени",
	}
	foreignShowsAfter = [...]string{"閲覧", "検索", "表示", "取得", "参照", "조회", "검색", "표시"}
)

// foreignJoiners join two nouns ("支付和退款", "決済や返金", "결제와 환불",
// "платежи и счета").
var foreignJoiners = [...]string{"和", "与", "及", "、", "・", "·", "と", "や", "과", "와", "및", ",", "и "}

// foreignMoneyTalked reports a hit of a word of money of
// prose.ForeignWords that its clause only talks about: followed by a
// record of money ("支付记录", "支払い履歴", "결제 내역"), preceded by
// one in Russian ("история платежей"), or a noun joined to another
// ("支付和退款", "платежи и счета") in a clause that shows or looks up.
func foreignMoneyTalked(text string, h prose.Hit) bool {
	if h.Category != prose.Money {
		return false
	}
	if !foreignMoneyWord(h.Root) {
		return false
	}
	folded := prose.FoldCyrillic(text)
	cs, ce := foreignClause(folded, h.Start, h.End)
	// What follows the word: its okurigana or particle ("支払い", "決済の",
	// "支付的", "결제의") and spaces passed over.
	rest := strings.TrimLeft(folded[h.End:ce], " ")
	if strings.HasPrefix(rest, "宝") {
		return true // 支付宝, Alipay: the service named, not a payment
	}
	for _, p := range [...]string{"い", "の", "的", "의"} {
		rest = strings.TrimPrefix(rest, p)
	}
	rest = strings.TrimLeft(rest, " ")
	// Another word of money between them names the same records: "支付的
	// 轉帳紀錄", the payment service's transfer records.
	for _, fw := range prose.ForeignWords {
		if fw.Category == prose.Money && strings.HasPrefix(rest, fw.Text) {
			rest = rest[len(fw.Text):]
			break
		}
	}
	if hasPrefixAny(rest, foreignReadingNouns[:]) {
		return true
	}
	russian := strings.HasPrefix(h.Root, "плат") || h.Root == "оплат"
	before := strings.TrimRight(folded[cs:h.Start], " ")
	if russian && hasPrefixAny(before[strings.LastIndexByte(before, ' ')+1:], foreignReadingNouns[:]) {
		return true
	}
	contains := func(text string) func(string) bool {
		return func(verb string) bool { return strings.Contains(text, verb) }
	}
	reads := slices.ContainsFunc(foreignShowsBefore[:], contains(folded[cs:h.Start])) ||
		slices.ContainsFunc(foreignShowsAfter[:], contains(folded[h.End:ce]))
	if !reads {
		return false
	}
	// A Russian noun of money ("платежи", "оплата") in a clause that shows;
	// not a verb ("оплатить", "оплачивает").
	if russian {
		word := folded[h.Start:h.End]
		return !strings.HasPrefix(word, "оплати") && !strings.HasPrefix(word, "оплачива")
	}
	return hasPrefixAny(rest, foreignJoiners[:])
}

// foreignMoneyWord reports a word of money of prose.ForeignWords.
func foreignMoneyWord(w string) bool {
	return slices.ContainsFunc(prose.ForeignWords, func(fw struct{ Text, Category string }) bool {
		return fw.Text == w && fw.Category == prose.Money
	})
}

// hasPrefixAny reports whether s starts with one of prefixes.
func hasPrefixAny(s string, prefixes []string) bool {
	return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(s, p) })
}

// foreignTool classifies a tool's name written in another language:
// German, French, Spanish, Portuguese, Italian, Dutch or Polish words
// joined as English ones are ("rechnung_stornieren",
// "confirmar_pedido"), or Chinese, Japanese or Korean written without
// spaces ("ファイル削除", "投稿を予約"). A name acts when a verb of
// acting is one of its words, before any preposition (what follows "de"
// in "historial_de_pagos" is the object of a noun, not the act), or,
// in Chinese, Japanese and Korean, when it holds a verb of acting and
// does not end in a word of reading ("投稿一覧", a list of posts,
// "分析を取得", getting the analytics). It returns the kind of acting,
// and reads (ok, writes false) for a name that ends in a word of
// reading.
func foreignTool(name string) (category string, writes, ok bool) {
	if cjkReadTool(name) {
		return "", false, true
	}
	parts := ident.Parts(name)
	for i, pt := range parts {
		if i > 0 && prose.NounPreposition(pt) {
			break
		}
		if root, money, ok := europeanVerb(pt); ok {
			switch {
			case money, root == "send" && i+1 < len(parts) && (parts[i+1] == "uang" || parts[i+1] == "dana"):
				// (kirim_uang: money sent)
				return prose.Money, true, true
			case root == "send" || root == "publish":
				return prose.Messages, true, true
			}
			return prose.Changes, true, true
		}
		if _, noun := polishActNoun(pt); europeanToolVerb(pt) || noun && i == 0 {
			return prose.Changes, true, true
		}
	}
	if c, ok := romanizedToolVerb(parts); ok {
		return c, true, true
	}
	if utf8.RuneCountInString(name) == len(name) {
		return "", false, false // no letter of those languages
	}
	foreignVerbs(func(text, c string) {
		if !writes && strings.Contains(name, text) {
			category, writes, ok = c, true, true
		}
	})
	return category, writes, ok
}

// cjkReadTool reports a Chinese, Japanese or Korean tool name that ends
// in a word of reading: a list, a search, a fetch, a view or a check,
// or what is read, details, a history, a report or an analysis ("交易明细",
// the details of transactions; "注文履歴", the order history).
func cjkReadTool(name string) bool {
	for _, end := range [...]string{
		"一覧", "検索", "取得", "表示", "参照", "照会", "確認", "列表", "查询", "查看", "获取", "搜索",
		"조회", "목록", "검색", "확인",
		"明细", "详情", "记录", "历史", "报告", "报表", "分析", "统计", "履歴", "詳細", "明細", "統計",
		"내역", "상세", "분석", "통계",
	} {
		if strings.HasSuffix(name, end) {
			return true
		}
	}
	return false
}

// europeanReadVerb reports verbs of reading that head a tool's name in
// German, French, Spanish, Portuguese and Italian ("listar_pagos",
// "consultar_saldo", "anzeigen_rechnung"): the name reads, whatever
// record of money follows.
func europeanReadVerb(pt string) bool {
	switch pt {
	case "listar", "consultar", "leer", "buscar", "obtener", "ver", "mostrar", "ler", "obter", "lister", "consulter",
		"chercher", "afficher", "lire", "obtenir", "auflisten", "anzeigen", "suchen", "abrufen", "lesen", "elencare",
		"cercare", "leggere", "ottenere", "mostrare", "visualizzare",
		"просмотр", "история", "список", "поиск", "получить", "показать", "найти": // Russian: "история_отправленных_писем"
		return true
	}
	return false
}

// europeanReadLast reports a name whose last part is one of these verbs
// of reading, as German and Dutch put the verb last: "rechnung_anzeigen",
// "offene_posten_abrufen" (open items fetched; "posten" here is no verb
// of posting).
func europeanReadLast(parts []string) bool {
	return len(parts) > 1 && europeanReadVerb(parts[len(parts)-1])
}

// europeanToolVerb reports verbs of acting that head a tool's name in
// these languages but are too common in their prose to count there, as
// toolVerb's are in English: to mark ("marcar_como_pagada") and to
// confirm or approve ("confirmar_pedido", "bestellung_bestätigen").
func europeanToolVerb(pt string) bool {
	switch pt {
	case "marcar", "markieren", "marquer", "contrassegnare", "markeren", "confirmar", "bestätigen", "confirmer",
		"confermare", "bevestigen", "potwierdź", "potwierdzić", "aprobar", "aprovar", "genehmigen", "freigeben",
		"approuver", "approvare", "goedkeuren", "zatwierdź",
		// Recording a record (zahlung_erfassen, registrar_pago): in
		// prose "erfasst" as often captures what is read.
		"erfassen", "registrar", "registrare", "enregistrer", "fermer", "répondre", "repondre", "cerrar", "responder", "chiudere", "rispondere", "schließen", "beantworten", "sluiten", "beantwoorden", "pausar", "reactivar":
		return true
	}
	return false
}

// romanizedToolVerb reports a verb of acting among a tool name's parts
// written in Latin letters in Chinese (pinyin: chuangjian_dingdan,
// creating an order), Japanese (romaji: yoyaku_torikeshi, cancelling a
// booking), Vietnamese without its marks (huy_don_hang, cancelling an
// order; a verb of two syllables is two parts, cap_nhat), and its kind
// (Indonesian, written in Latin letters, is read by its own verbs,
// indonesianVerb, as foreignTool reads European names). A name headed
// by a verb of reading reads what follows (chaxun_tuikuan_zhuangtai,
// querying a refund's status; xem_lich_su_thanh_toan, viewing the
// payment history). Only in names: in prose these spellings are other
// languages' words too.
func romanizedToolVerb(parts []string) (string, bool) {
	if len(parts) > 1 && romanizedReadHead(parts) {
		return "", false
	}
	for i, pt := range parts {
		if i+1 < len(parts) {
			switch pt + " " + parts[i+1] {
			case "thanh toan", "chuyen tien", "dat hang":
				return prose.Money, true
			case "gui tin":
				return prose.Messages, true
			case "cap nhat", "dat ve", "dat phong", "tao don", "huy don":
				return prose.Changes, true
			}
		}
		switch pt {
		case "zhifu", "fukuan", "tuikuan", "zhuanzhang", "xiadan", "kessai", "shiharai", "chuumon":
			return prose.Money, true
		case "fasong", "soushin":
			return prose.Messages, true
		case "chuangjian", "shanchu", "xiugai", "gengxin", "kongzhi", "quxiao", "sakujo", "sakusei", "koushin", "henkou",
			"torikeshi", "xoa", "huy":
			return prose.Changes, true
		}
	}
	return "", false
}

// romanizedReadHead reports a tool name whose first part, or first two
// (Vietnamese kiem_tra, tra_cuu), is a verb of reading in pinyin,
// romaji, Vietnamese or Indonesian.
func romanizedReadHead(parts []string) bool {
	switch parts[0] + " " + parts[1] {
	case "kiem tra", "tra cuu":
		return true
	}
	switch parts[0] {
	case "chaxun", "huoqu", "chakan", "sousuo", "liebiao", "kakunin", "kensaku", "shutoku", "ichiran", "hyouji", "xem",
		"lay", "tim", "cek", "lihat", "cari", "ambil", "daftar", "riwayat":
		return true
	}
	return false
}
