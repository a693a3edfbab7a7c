package answer

import "fmt"

// verdictMessage is the wording of a claim's answer in one language: the lead sentence that
// states the weight of evidence (studies supporting, contradicting, of how many) and the
// headings of the stance groups.
type verdictMessage struct {
	Lead                            string // %[1]d supporting, %[2]d of %[3]d studies, %[4]d contradicting
	Neutral                         string // appended when some are neutral: %d
	Supports, Contradicts, Neutrals string
}

// lead states the weight of evidence, with neutral as the clause for the neutral studies.
func (m verdictMessage) lead(sup, con, neu int, neutral string) string {
	return withNeutral(fmt.Sprintf(m.Lead, sup, sup+con+neu, con), neu, neutral)
}

// withNeutral puts the neutral clause in place of lead's final punctuation when neu > 0.
func withNeutral(lead string, neu int, neutral string) string {
	if neu > 0 {
		lead = lead[:len(lead)-len(lastRune(lead))] + fmt.Sprintf(neutral, neu)
	}
	return lead
}

// lastRune is the sentence's final punctuation, which the neutral clause replaces and restores.
func lastRune(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] < 0x80 || s[i] >= 0xC0 {
			return s[i:]
		}
	}
	return ""
}

// verdictMessages holds the claim wording for every code of domain.Languages.
var verdictMessages = map[string]verdictMessage{
	"en": {"%[1]d of %[2]d studies support this; %[3]d contradict it.", "; %d are neutral.", "Supporting findings", "Contradicting findings", "Neutral findings"},
	"de": {"%[1]d von %[2]d Studien stützen dies; %[3]d widersprechen.", "; %d sind neutral.", "Stützende Befunde", "Widersprechende Befunde", "Neutrale Befunde"},
	"fr": {"%[1]d études sur %[2]d vont dans ce sens ; %[3]d le contredisent.", " ; %d sont neutres.", "Résultats favorables", "Résultats contraires", "Résultats neutres"},
	"es": {"%[1]d de %[2]d estudios lo respaldan; %[3]d lo contradicen.", "; %d son neutrales.", "Hallazgos a favor", "Hallazgos en contra", "Hallazgos neutrales"},
	"it": {"%[1]d studi su %[2]d lo confermano; %[3]d lo contraddicono.", "; %d sono neutri.", "Risultati a favore", "Risultati contrari", "Risultati neutri"},
	"pt": {"%[1]d de %[2]d estudos apoiam isto; %[3]d contradizem.", "; %d são neutros.", "Resultados a favor", "Resultados contrários", "Resultados neutros"},
	"nl": {"%[1]d van %[2]d studies ondersteunen dit; %[3]d spreken het tegen.", "; %d zijn neutraal.", "Ondersteunende bevindingen", "Tegensprekende bevindingen", "Neutrale bevindingen"},
	"sv": {"%[1]d av %[2]d studier stöder detta; %[3]d motsäger det.", "; %d är neutrala.", "Stödjande resultat", "Motsägande resultat", "Neutrala resultat"},
	"da": {"%[1]d af %[2]d studier understøtter dette; %[3]d modsiger det.", "; %d er neutrale.", "Understøttende fund", "Modsigende fund", "Neutrale fund"},
	"nb": {"%[1]d av %[2]d studier støtter dette; %[3]d motsier det.", "; %d er nøytrale.", "Støttende funn", "Motstridende funn", "Nøytrale funn"},
	"fi": {"%[1]d/%[2]d tutkimusta tukee tätä; %[3]d on ristiriidassa.", "; %d on neutraaleja.", "Tukevat havainnot", "Ristiriitaiset havainnot", "Neutraalit havainnot"},
	"pl": {"Badania wspierające: %[1]d z %[2]d; przeczące: %[3]d.", "; neutralne: %d.", "Wyniki wspierające", "Wyniki przeczące", "Wyniki neutralne"},
	"cs": {"Podporující studie: %[1]d z %[2]d; odporující: %[3]d.", "; neutrální: %d.", "Podporující zjištění", "Odporující zjištění", "Neutrální zjištění"},
	"hu": {"%[2]d tanulmányból %[1]d alátámasztja ezt; %[3]d ellentmond neki.", "; %d semleges.", "Alátámasztó eredmények", "Ellentmondó eredmények", "Semleges eredmények"},
	"ro": {"Studii care susțin: %[1]d din %[2]d; care contrazic: %[3]d.", "; neutre: %d.", "Rezultate care susțin", "Rezultate care contrazic", "Rezultate neutre"},
	"el": {"%[1]d από %[2]d μελέτες το υποστηρίζουν· %[3]d το αντικρούουν.", "· %d είναι ουδέτερες.", "Υποστηρικτικά ευρήματα", "Αντίθετα ευρήματα", "Ουδέτερα ευρήματα"},
	"tr": {"%[2]d çalışmadan %[1]d bunu destekliyor; %[3]d çelişiyor.", "; %d nötr.", "Destekleyen bulgular", "Çelişen bulgular", "Nötr bulgular"},
	"ru": {"Поддерживают: %[1]d из %[2]d исследований; опровергают: %[3]d.", "; нейтральны: %d.", "Подтверждающие данные", "Опровергающие данные", "Нейтральные данные"},
	"uk": {"Підтримують: %[1]d з %[2]d досліджень; спростовують: %[3]d.", "; нейтральні: %d.", "Підтвердні дані", "Спростовні дані", "Нейтральні дані"},
	"ar": {"الدراسات المؤيدة: %[1]d من %[2]d؛ المعارضة: %[3]d.", "؛ المحايدة: %d.", "نتائج مؤيدة", "نتائج معارضة", "نتائج محايدة"},
	"he": {"מחקרים תומכים: %[1]d מתוך %[2]d; סותרים: %[3]d.", "; ניטרליים: %d.", "ממצאים תומכים", "ממצאים סותרים", "ממצאים ניטרליים"},
	"hi": {"%[2]d में से %[1]d अध्ययन इसका समर्थन करते हैं; %[3]d इसका खंडन करते हैं।", "; %d तटस्थ हैं।", "समर्थक निष्कर्ष", "विरोधी निष्कर्ष", "तटस्थ निष्कर्ष"},
	"ja": {"%[2]d件の研究のうち%[1]d件が支持し、%[3]d件が否定しています。", "。%d件は中立です。", "支持する知見", "否定する知見", "中立の知見"},
	"zh": {"%[2]d 项研究中有 %[1]d 项支持，%[3]d 项反对。", "；%d 项中立。", "支持的发现", "反对的发现", "中立的发现"},
}

func (m verdictMessage) heading(stance string) string {
	switch stance {
	case "supports":
		return m.Supports
	case "contradicts":
		return m.Contradicts
	}
	return m.Neutrals
}
