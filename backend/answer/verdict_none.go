package answer

import (
	"fmt"

	"carrel/backend/domain"
)

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

// notSettled is a claim's lead when the counted studies disagree: some support the claim and some
// contradict it, so the answer says the evidence is mixed before it gives the counts. %[1]d is
// the number supporting, %[2]d contradicting; the neutral clause follows as in verdictMessages.
var notSettled = map[string]string{
	"en": "The studies found do not settle this: %[1]d support it, %[2]d contradict it.",
	"de": "Die gefundenen Studien klären dies nicht: %[1]d stützen es, %[2]d widersprechen.",
	"fr": "Les études trouvées ne tranchent pas : %[1]d vont dans ce sens, %[2]d le contredisent.",
	"es": "Los estudios encontrados no lo resuelven: %[1]d lo respaldan, %[2]d lo contradicen.",
	"it": "Gli studi trovati non lo chiariscono: %[1]d lo confermano, %[2]d lo contraddicono.",
	"pt": "Os estudos encontrados não resolvem a questão: %[1]d apoiam, %[2]d contradizem.",
	"nl": "De gevonden studies beslechten dit niet: %[1]d ondersteunen het, %[2]d spreken het tegen.",
	"sv": "De studier som hittades avgör inte detta: %[1]d stöder det, %[2]d motsäger det.",
	"da": "De fundne studier afgør ikke dette: %[1]d understøtter det, %[2]d modsiger det.",
	"nb": "Studiene som ble funnet, avgjør ikke dette: %[1]d støtter det, %[2]d motsier det.",
	"fi": "Löydetyt tutkimukset eivät ratkaise tätä: %[1]d tukee, %[2]d on ristiriidassa.",
	"pl": "Znalezione badania tego nie rozstrzygają: wspierające: %[1]d, przeczące: %[2]d.",
	"cs": "Nalezené studie to nerozhodují: podporující: %[1]d, odporující: %[2]d.",
	"hu": "A talált tanulmányok nem döntik el ezt: %[1]d alátámasztja, %[2]d ellentmond neki.",
	"ro": "Studiile găsite nu tranșează acest lucru: care susțin: %[1]d, care contrazic: %[2]d.",
	"el": "Οι μελέτες που βρέθηκαν δεν το κρίνουν: %[1]d το υποστηρίζουν, %[2]d το αντικρούουν.",
	"tr": "Bulunan çalışmalar bunu netleştirmiyor: %[1]d destekliyor, %[2]d çelişiyor.",
	"ru": "Найденные исследования этого не решают: поддерживают: %[1]d, опровергают: %[2]d.",
	"uk": "Знайдені дослідження цього не вирішують: підтримують: %[1]d, спростовують: %[2]d.",
	"ar": "الدراسات التي وُجدت لا تحسم هذا: المؤيدة: %[1]d، المعارضة: %[2]d.",
	"he": "המחקרים שנמצאו אינם מכריעים בכך: תומכים: %[1]d, סותרים: %[2]d.",
	"hi": "मिले अध्ययन इसका निर्णय नहीं करते: %[1]d समर्थन करते हैं, %[2]d खंडन करते हैं।",
	"ja": "見つかった研究ではこの点は決着していません。%[1]d件が支持し、%[2]d件が否定しています。",
	"zh": "所找到的研究并未定论：%[1]d 项支持，%[2]d 项反对。",
}

// neutralOne is the singular neutral clause where a language's plural one would read wrong.
var neutralOne = map[string]string{"en": "; %d is neutral."}

// verdictLead is the lead sentence of a claim's answer in lang: the counts when the studies
// settle the claim (decision, from Settle), else that they do not settle it.
func verdictLead(lang string, sup, con, neu int, decision string) string {
	if f, ok := noneSettles[lang]; ok && sup+con == 0 && neu > 0 {
		return fmt.Sprintf(f, neu)
	}
	m := verdictMessages[lang]
	neutral := m.Neutral
	if one, ok := neutralOne[lang]; ok && neu == 1 {
		neutral = one
	}
	if f, ok := notSettled[lang]; ok && sup+con > 0 && decision == domain.VerdictNotSettled {
		return withNeutral(fmt.Sprintf(f, sup, con), neu, neutral)
	}
	return m.lead(sup, con, neu, neutral)
}
