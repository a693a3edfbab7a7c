package answer

import "fmt"

// noneSettles is a claim's lead when every cited study is neutral: no study supports or
// contradicts the claim, and "0 of 2 studies support this; 0 contradict it" would bury that.
// %d is the number of neutral studies, written as a count so that no plural has to agree.
var noneSettles = map[string]string{
	"en": "No cited study supports or contradicts this (neutral: %d).",
	"de": "Keine zitierte Studie stützt oder widerlegt dies (neutral: %d).",
	"fr": "Aucune étude citée ne confirme ni ne contredit ceci (neutres : %d).",
	"es": "Ningún estudio citado lo respalda ni lo contradice (neutrales: %d).",
	"it": "Nessuno studio citato lo conferma o lo contraddice (neutri: %d).",
	"pt": "Nenhum estudo citado apoia ou contradiz isto (neutros: %d).",
	"nl": "Geen geciteerde studie ondersteunt of weerspreekt dit (neutraal: %d).",
	"sv": "Ingen citerad studie stöder eller motsäger detta (neutrala: %d).",
	"da": "Intet citeret studie understøtter eller modsiger dette (neutrale: %d).",
	"nb": "Ingen siterte studier støtter eller motsier dette (nøytrale: %d).",
	"fi": "Yksikään lainattu tutkimus ei tue eikä kumoa tätä (neutraaleja: %d).",
	"pl": "Żadne z cytowanych badań tego nie potwierdza ani nie obala (neutralne: %d).",
	"cs": "Žádná citovaná studie to nepodporuje ani nevyvrací (neutrální: %d).",
	"hu": "Egyik idézett tanulmány sem támasztja alá és nem is cáfolja ezt (semleges: %d).",
	"ro": "Niciun studiu citat nu susține și nu contrazice acest lucru (neutre: %d).",
	"el": "Καμία από τις μελέτες που παρατίθενται δεν το υποστηρίζει ούτε το αντικρούει (ουδέτερες: %d).",
	"tr": "Alıntılanan hiçbir çalışma bunu desteklemiyor ya da bununla çelişmiyor (nötr: %d).",
	"ru": "Ни одно из цитируемых исследований не подтверждает и не опровергает это (нейтральны: %d).",
	"uk": "Жодне з цитованих досліджень не підтверджує і не спростовує цього (нейтральні: %d).",
	"ar": "لا تؤيد أي دراسة مستشهد بها هذا ولا تعارضه (المحايدة: %d).",
	"he": "אף מחקר מצוטט אינו תומך בכך או סותר זאת (ניטרליים: %d).",
	"hi": "कोई भी उद्धृत अध्ययन इसका न समर्थन करता है न खंडन (तटस्थ: %d)।",
	"ja": "引用した研究のいずれもこれを支持も否定もしていません（中立: %d件）。",
	"zh": "所引用的研究均未支持或反对这一点（中立：%d 项）。",
}

// neutralOne is the singular neutral clause where a language's plural one would read wrong.
var neutralOne = map[string]string{"en": "; %d is neutral."}

// verdictLead is the lead sentence of a claim's answer in lang.
func verdictLead(lang string, sup, con, neu int) string {
	if f, ok := noneSettles[lang]; ok && sup+con == 0 && neu > 0 {
		return fmt.Sprintf(f, neu)
	}
	m := verdictMessages[lang]
	neutral := m.Neutral
	if one, ok := neutralOne[lang]; ok && neu == 1 {
		neutral = one
	}
	return m.lead(sup, con, neu, neutral)
}
