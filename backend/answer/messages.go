package answer

import (
	"fmt"
	"strings"
)

// message is the answer's own wording in one language. Lead1/LeadN introduce answers
// built on one or several sources; languages whose plural agrees with the number
// (Slavic, Arabic, Hebrew, Romanian) use a "(N)" form to stay grammatical for every N.
type message struct {
	Lead1, LeadN string // LeadN has one %d
	None         string // the plain "nothing found" sentence
	Theme        string // theme heading with one %s: the theme's key terms
	Other        string // heading of sentences that share no theme
	Sep          string // between key terms in a heading
}

func (m message) lead(sources int) string {
	if sources == 1 {
		return m.Lead1
	}
	return fmt.Sprintf(m.LeadN, sources)
}

func (m message) heading(terms []string) string {
	return fmt.Sprintf(m.Theme, strings.Join(terms, m.Sep))
}

// messages holds the wording for every code of domain.Languages.
var messages = map[string]message{
	"en": {"Based on 1 source:", "Based on %d sources:", "No relevant passages were found for this question.", "Theme: %s", "Other findings", ", "},
	"de": {"Auf Grundlage von 1 Quelle:", "Auf Grundlage von %d Quellen:", "Zu dieser Frage wurden keine relevanten Textstellen gefunden.", "Thema: %s", "Weitere Befunde", ", "},
	"fr": {"D'après 1 source :", "D'après %d sources :", "Aucun passage pertinent n'a été trouvé pour cette question.", "Thème : %s", "Autres résultats", ", "},
	"es": {"Según 1 fuente:", "Según %d fuentes:", "No se encontraron pasajes relevantes para esta pregunta.", "Tema: %s", "Otros hallazgos", ", "},
	"it": {"Sulla base di 1 fonte:", "Sulla base di %d fonti:", "Non sono stati trovati passaggi pertinenti per questa domanda.", "Tema: %s", "Altri risultati", ", "},
	"pt": {"Com base em 1 fonte:", "Com base em %d fontes:", "Não foram encontrados trechos relevantes para esta pergunta.", "Tema: %s", "Outros resultados", ", "},
	"nl": {"Op basis van 1 bron:", "Op basis van %d bronnen:", "Er zijn geen relevante passages gevonden voor deze vraag.", "Thema: %s", "Overige bevindingen", ", "},
	"sv": {"Baserat på 1 källa:", "Baserat på %d källor:", "Inga relevanta avsnitt hittades för den här frågan.", "Tema: %s", "Övriga resultat", ", "},
	"da": {"Baseret på 1 kilde:", "Baseret på %d kilder:", "Der blev ikke fundet relevante passager til dette spørgsmål.", "Tema: %s", "Øvrige resultater", ", "},
	"nb": {"Basert på 1 kilde:", "Basert på %d kilder:", "Fant ingen relevante avsnitt for dette spørsmålet.", "Tema: %s", "Andre funn", ", "},
	"fi": {"1 lähteen perusteella:", "%d lähteen perusteella:", "Tähän kysymykseen ei löytynyt olennaisia kohtia.", "Teema: %s", "Muut havainnot", ", "},
	"pl": {"Na podstawie jednego źródła:", "Na podstawie źródeł (%d):", "Nie znaleziono odpowiednich fragmentów dla tego pytania.", "Temat: %s", "Inne ustalenia", ", "},
	"cs": {"Na základě jednoho zdroje:", "Na základě zdrojů (%d):", "K této otázce nebyly nalezeny žádné relevantní pasáže.", "Téma: %s", "Další zjištění", ", "},
	"hu": {"1 forrás alapján:", "%d forrás alapján:", "Ehhez a kérdéshez nem található releváns szövegrész.", "Téma: %s", "További eredmények", ", "},
	"ro": {"Pe baza unei surse:", "Pe baza surselor (%d):", "Nu au fost găsite pasaje relevante pentru această întrebare.", "Temă: %s", "Alte constatări", ", "},
	"el": {"Με βάση 1 πηγή:", "Με βάση %d πηγές:", "Δεν βρέθηκαν σχετικά αποσπάσματα για αυτή την ερώτηση.", "Θέμα: %s", "Άλλα ευρήματα", ", "},
	"tr": {"1 kaynağa dayanarak:", "%d kaynağa dayanarak:", "Bu soru için ilgili bir pasaj bulunamadı.", "Konu: %s", "Diğer bulgular", ", "},
	"ru": {"На основе одного источника:", "На основе источников (%d):", "По этому вопросу не найдено релевантных фрагментов.", "Тема: %s", "Другие выводы", ", "},
	"uk": {"На основі одного джерела:", "На основі джерел (%d):", "Для цього питання не знайдено релевантних фрагментів.", "Тема: %s", "Інші висновки", ", "},
	"ar": {"استنادًا إلى مصدر واحد:", "استنادًا إلى المصادر (%d):", "لم يتم العثور على مقاطع ذات صلة بهذا السؤال.", "الموضوع: %s", "نتائج أخرى", "، "},
	"he": {"על סמך מקור אחד:", "על סמך המקורות (%d):", "לא נמצאו קטעים רלוונטיים לשאלה זו.", "נושא: %s", "ממצאים נוספים", ", "},
	"hi": {"1 स्रोत के आधार पर:", "%d स्रोतों के आधार पर:", "इस प्रश्न के लिए कोई प्रासंगिक अंश नहीं मिला।", "विषय: %s", "अन्य निष्कर्ष", ", "},
	"ja": {"1件の情報源に基づく回答：", "%d件の情報源に基づく回答：", "この質問に関連する箇所は見つかりませんでした。", "テーマ：%s", "その他の知見", "、"},
	"zh": {"根据 1 个来源：", "根据 %d 个来源：", "未找到与此问题相关的段落。", "主题：%s", "其他发现", "、"},
}
