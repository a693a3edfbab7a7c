// Package domain holds Carrel's plain types and identifier prefixes; it imports only the standard library.
package domain

import (
	"crypto/rand"
	"strings"
)

// Identifier prefixes, as in the service spec.
const (
	PrefixSearch   = "srch_"
	PrefixPaper    = "pap_"
	PrefixFile     = "file_"
	PrefixDocument = "doc_"
	PrefixLibrary  = "lib_"
	PrefixChat     = "chat_"
	PrefixMessage  = "msg_"
	PrefixKey      = "key_"
	PrefixCite     = "cite_"
	PrefixStyle    = "cstl_"
	PrefixWebhook  = "whk_"
	PrefixSecret   = "whsec_"
	PrefixEvent    = "evt_"
	PrefixRequest  = "req_"
	PrefixJob      = "job_"
	PrefixDelivery = "dlv_"
	PrefixImport   = "imp_"
)

const idAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// NewID returns prefix followed by 24 random base62 characters (about 143 bits).
func NewID(prefix string) string {
	return prefix + RandomString(24)
}

// RandomString returns n cryptographically random base62 characters.
func RandomString(n int) string {
	var b strings.Builder
	b.Grow(n)
	buf := make([]byte, n*2)
	for b.Len() < n {
		if _, err := rand.Read(buf); err != nil {
			panic("crypto/rand failed: " + err.Error())
		}
		for _, c := range buf {
			// 248 = 62*4 keeps the distribution uniform.
			if c < 248 && b.Len() < n {
				b.WriteByte(idAlphabet[c%62])
			}
		}
	}
	return b.String()
}

// HasPrefix reports whether id carries prefix and something after it.
func HasPrefix(id, prefix string) bool {
	return len(id) > len(prefix) && strings.HasPrefix(id, prefix)
}
