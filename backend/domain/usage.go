package domain

import "time"

// Endpoint labels in the credit ledger.
const (
	LabelSearches     = "searches"
	LabelChatMessages = "chats.messages"
	LabelDocuments    = "documents"
)

// UsagePeriod is the reported window.
type UsagePeriod struct {
	StartDate string `json:"start_date"`
	EndDate   string `json:"end_date"`
}

// UsageCredits is the balance part of a usage report.
type UsageCredits struct {
	Granted   int       `json:"granted"`
	Consumed  int       `json:"consumed"`
	Remaining int       `json:"remaining"`
	RenewsAt  time.Time `json:"renews_at"`
}

// UsageRow is one breakdown row; only requested dimensions are meaningful.
type UsageRow struct {
	Date     *string `json:"date"`
	Endpoint *string `json:"endpoint"`
	APIKey   *string `json:"api_key"`
	Requests int     `json:"requests"`
	Credits  int     `json:"credits"`
}

// Usage is the usage report object.
type Usage struct {
	Object    string       `json:"object"`
	Period    UsagePeriod  `json:"period"`
	Credits   UsageCredits `json:"credits"`
	Breakdown []UsageRow   `json:"breakdown"`
}
