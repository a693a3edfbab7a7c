package domain

import "time"

// Chat is a conversation over a fixed set of sources.
type Chat struct {
	Object      string   `json:"object"`
	ID          string   `json:"id"`
	DocumentIDs []string `json:"document_ids"`
	PaperIDs    []string `json:"paper_ids"`
	Depth       string   `json:"depth"`
	Language    string   `json:"language"`
	// Title is the first question until the owner renames the chat ("" before the first one).
	Title     string    `json:"title"`
	CreatedAt time.Time `json:"created_at"`
}

// Message is one turn of a chat.
type Message struct {
	Object              string     `json:"object"`
	ID                  string     `json:"id"`
	ChatID              string     `json:"chat_id"`
	Role                string     `json:"role"`
	Content             string     `json:"content"`
	Citations           []Citation `json:"citations"`
	UnsourcedClaimCount int        `json:"unsourced_claim_count"`
	CreditsCost         int        `json:"credits_cost"`
	CreatedAt           time.Time  `json:"created_at"`
}
