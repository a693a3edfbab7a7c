package domain

import "time"

// Scopes known to Carrel: the spec's, plus papers and keys from DECISIONS.md.
const (
	ScopeSearchRead     = "search:read"
	ScopeSearchWrite    = "search:write"
	ScopeDocumentsRead  = "documents:read"
	ScopeDocumentsWrite = "documents:write"
	ScopeChatsRead      = "chats:read"
	ScopeChatsWrite     = "chats:write"
	ScopeCitationsRead  = "citations:read"
	ScopeCitationsWrite = "citations:write"
	ScopeWebhooksRead   = "webhooks:read"
	ScopeWebhooksWrite  = "webhooks:write"
	ScopeUsageRead      = "usage:read"
	ScopePapersRead     = "papers:read"
	ScopePapersWrite    = "papers:write"
	ScopeKeysRead       = "keys:read"
	ScopeKeysWrite      = "keys:write"
)

// AllScopes lists every scope in a stable order.
var AllScopes = []string{
	ScopeSearchRead, ScopeSearchWrite, ScopeDocumentsRead, ScopeDocumentsWrite,
	ScopeChatsRead, ScopeChatsWrite, ScopeCitationsRead, ScopeCitationsWrite,
	ScopePapersRead, ScopePapersWrite, ScopeWebhooksRead, ScopeWebhooksWrite,
	ScopeUsageRead, ScopeKeysRead, ScopeKeysWrite,
}

// DefaultScopes is a new key's access: everything but webhooks:write and usage:read (spec rule 6).
// keys:write is withheld too, so a default key cannot mint itself broader keys.
var DefaultScopes = []string{
	ScopeSearchRead, ScopeSearchWrite, ScopeDocumentsRead, ScopeDocumentsWrite,
	ScopeChatsRead, ScopeChatsWrite, ScopeCitationsRead, ScopeCitationsWrite,
	ScopePapersRead, ScopePapersWrite, ScopeWebhooksRead, ScopeKeysRead,
}

// Key kinds.
const (
	KeyLive = "live"
	KeyTest = "test"
)

// APIKey is a stored key; the secret itself is never kept, only its hash.
type APIKey struct {
	Object    string     `json:"object"`
	ID        string     `json:"id"`
	Name      string     `json:"name"`
	Kind      string     `json:"kind"`
	Prefix    string     `json:"prefix"`
	Scopes    []string   `json:"scopes"`
	CreatedAt time.Time  `json:"created_at"`
	RevokedAt *time.Time `json:"revoked_at"`
	// ExpiresAt is when the key stops authenticating (401 api_key_expired); null never.
	ExpiresAt *time.Time `json:"expires_at"`
	Secret    string     `json:"secret,omitempty"`
}

// HasScope reports whether the key grants scope.
func (k APIKey) HasScope(scope string) bool {
	for _, s := range k.Scopes {
		if s == scope {
			return true
		}
	}
	return false
}
