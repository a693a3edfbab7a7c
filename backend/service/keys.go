package service

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"slices"
	"strings"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
)

// KeyService manages API keys.
type KeyService struct{ s *Service }

// CreateKeyParams are the inputs of key creation; Scopes ["all"] means every scope, empty the defaults.
type CreateKeyParams struct {
	Name   string   `json:"name"`
	Scopes []string `json:"scopes"`
	Test   bool     `json:"test"`
	// ExpiresAt (RFC 3339, in the future) is when the key stops authenticating; a key that
	// itself expires creates only keys that expire no later (its own time by default).
	ExpiresAt *string `json:"expires_at"`
}

const firstRunSetting = "first_run_secret"

func hashSecret(secret string) []byte {
	h := sha256.Sum256([]byte(secret))
	return h[:]
}

// Create makes a key and returns it with its secret, which is never shown again.
// A key grants only scopes it holds itself, and a test key creates only test keys
// (DECISIONS.md "Test mode and key creation"); the owner may create any key.
// Errors: 400 parameter_invalid for an unknown scope or an over-long name; 403 without keys:write,
// 403 permission_denied for a scope the caller lacks or a live key asked for by a test key.
func (ks *KeyService) Create(ctx context.Context, p CreateKeyParams) (domain.APIKey, error) {
	caller, err := require(ctx, domain.ScopeKeysWrite)
	if err != nil {
		return domain.APIKey{}, err
	}
	if caller.Owner {
		return ks.create(ctx, p, nil)
	}
	if caller.IsTest() && !p.Test {
		return domain.APIKey{}, apierr.Forbidden("permission_denied", "A test key can create only test keys; set \"test\": true.")
	}
	scopes, err := normalizeScopes(p.Scopes)
	if err != nil {
		return domain.APIKey{}, err
	}
	for _, sc := range scopes {
		if !caller.Key.HasScope(sc) {
			return domain.APIKey{}, apierr.Forbidden("permission_denied",
				"This API key cannot grant the '"+sc+"' scope because it does not hold it.")
		}
	}
	return ks.create(ctx, p, caller.Key.ExpiresAt)
}

// create makes the key; limit is the creating key's own expiry, which the new key may not outlive.
func (ks *KeyService) create(ctx context.Context, p CreateKeyParams, limit *time.Time) (domain.APIKey, error) {
	scopes, err := normalizeScopes(p.Scopes)
	if err != nil {
		return domain.APIKey{}, err
	}
	expires, err := ks.expiry(p.ExpiresAt, limit)
	if err != nil {
		return domain.APIKey{}, err
	}
	name := strings.TrimSpace(p.Name)
	if len(name) > 200 {
		return domain.APIKey{}, apierr.BadParam("name", "name must be at most 200 characters.")
	}
	kind, prefix := domain.KeyLive, "sk_live_"
	if p.Test {
		kind, prefix = domain.KeyTest, "sk_test_"
	}
	if name == "" {
		name = "Unnamed " + kind + " key"
	}
	secret := prefix + domain.RandomString(32)
	k := domain.APIKey{Object: "api_key", ID: domain.NewID(domain.PrefixKey), Name: name, Kind: kind,
		Prefix: secret[:12], Scopes: scopes, CreatedAt: ks.s.now(), ExpiresAt: expires}
	if err := ks.s.st.W().InsertKey(ctx, k, hashSecret(secret)); err != nil {
		return domain.APIKey{}, err
	}
	k.Secret = secret
	return k, nil
}

// expiry reads expires_at: RFC 3339 and in the future, and no later than limit (the creating
// key's own expiry, also the default). Errors: 400 parameter_invalid (expires_at).
func (ks *KeyService) expiry(raw *string, limit *time.Time) (*time.Time, error) {
	if raw == nil || strings.TrimSpace(*raw) == "" {
		return limit, nil
	}
	t, err := time.Parse(time.RFC3339, strings.TrimSpace(*raw))
	if err != nil {
		return nil, apierr.BadParam("expires_at", "expires_at must be an RFC 3339 time such as 2026-12-31T23:59:59Z.")
	}
	t = t.UTC()
	if !t.After(ks.s.now()) {
		return nil, apierr.BadParam("expires_at", "expires_at must be in the future.")
	}
	if limit != nil && t.After(*limit) {
		return nil, apierr.BadParam("expires_at", "A key that expires at "+limit.UTC().Format(time.RFC3339)+" cannot create a key that outlives it.")
	}
	return &t, nil
}

func normalizeScopes(in []string) ([]string, error) {
	if len(in) == 0 {
		return append([]string(nil), domain.DefaultScopes...), nil
	}
	if len(in) == 1 && in[0] == "all" {
		return append([]string(nil), domain.AllScopes...), nil
	}
	seen := map[string]bool{}
	var out []string
	for _, sc := range in {
		sc = strings.TrimSpace(sc)
		known := false
		for _, a := range domain.AllScopes {
			known = known || a == sc
		}
		if !known {
			return nil, apierr.BadParam("scopes", "Unknown scope '"+sc+"'.")
		}
		if !seen[sc] {
			seen[sc] = true
			out = append(out, sc)
		}
	}
	return out, nil
}

// List returns every key (never secrets), newest first. Errors: 403 without keys:read.
func (ks *KeyService) List(ctx context.Context) (domain.List[domain.APIKey], error) {
	caller, err := require(ctx, domain.ScopeKeysRead)
	if err != nil {
		return domain.List[domain.APIKey]{}, err
	}
	keys, err := ks.s.st.R().Keys(ctx)
	if caller.IsTest() {
		// Keys follow test mode too: a test key sees only test keys.
		keys = slices.DeleteFunc(keys, func(k domain.APIKey) bool { return k.Kind != domain.KeyTest })
	}
	return domain.NewList(keys, false, func(k domain.APIKey) string { return k.ID }), err
}

// Revoke revokes a key at once; a test key can revoke only test keys (a live one is 404 to it).
// Errors: 404 resource_not_found; 403 without keys:write.
func (ks *KeyService) Revoke(ctx context.Context, id string) (domain.APIKey, error) {
	caller, err := require(ctx, domain.ScopeKeysWrite)
	if err != nil {
		return domain.APIKey{}, err
	}
	if caller.IsTest() {
		if k, err := ks.s.st.R().Key(ctx, id); err != nil || k.Kind != domain.KeyTest {
			return domain.APIKey{}, apierr.NoSuch("api key", id, "id")
		}
	}
	if err := ks.s.st.W().RevokeKey(ctx, id, ks.s.now()); err != nil {
		if errors.Is(err, domain.ErrNotFound) {
			return domain.APIKey{}, apierr.NoSuch("api key", id, "id")
		}
		return domain.APIKey{}, err
	}
	return ks.s.st.R().Key(ctx, id)
}

// Authenticate resolves a bearer secret to a principal. Errors: 401 authentication_error.
func (ks *KeyService) Authenticate(ctx context.Context, secret string) (Principal, error) {
	if !strings.HasPrefix(secret, "sk_live_") && !strings.HasPrefix(secret, "sk_test_") {
		return Principal{}, apierr.Unauthenticated("api_key_invalid", "Invalid API key.")
	}
	if len(secret) < 12 {
		return Principal{}, apierr.Unauthenticated("api_key_invalid", "Invalid API key.")
	}
	cands, err := ks.s.st.R().KeysByPrefix(ctx, secret[:12])
	if err != nil {
		return Principal{}, err
	}
	h := hashSecret(secret)
	var k domain.APIKey
	found := false
	for _, c := range cands {
		if subtle.ConstantTimeCompare(h, c.Hash) == 1 {
			k, found = c.Key, true
		}
	}
	if !found {
		return Principal{}, apierr.Unauthenticated("api_key_invalid", "Invalid API key.")
	}
	if k.RevokedAt != nil {
		return Principal{}, apierr.Unauthenticated("api_key_revoked", "This API key has been revoked.")
	}
	if k.ExpiresAt != nil && !ks.s.now().Before(*k.ExpiresAt) {
		return Principal{}, apierr.Unauthenticated("api_key_expired", "This API key expired at "+k.ExpiresAt.UTC().Format(time.RFC3339)+".")
	}
	return Principal{Key: k}, nil
}

// EnsureFirstKey creates the first-start live key with the default scopes when no key exists yet,
// returning its secret (and keeping it until the window has shown it once).
func (ks *KeyService) EnsureFirstKey(ctx context.Context) (secret string, created bool, err error) {
	n, err := ks.s.st.R().CountKeys(ctx)
	if err != nil || n > 0 {
		return "", false, err
	}
	k, err := ks.create(ctx, CreateKeyParams{Name: "First key"}, nil)
	if err != nil {
		return "", false, err
	}
	if err := ks.s.st.W().SetSetting(ctx, firstRunSetting, k.Secret); err != nil {
		return "", false, err
	}
	return k.Secret, true, nil
}

// TakeFirstRunSecret returns the first-start secret once and forgets it. Owner only.
func (ks *KeyService) TakeFirstRunSecret(ctx context.Context) (string, error) {
	if p, _ := PrincipalFrom(ctx); !p.Owner {
		return "", apierr.Forbidden("permission_denied", "Only the local owner can read the first-start key.")
	}
	v, ok, err := ks.s.st.R().Setting(ctx, firstRunSetting)
	if err != nil || !ok {
		return "", err
	}
	return v, ks.s.st.W().DeleteSetting(ctx, firstRunSetting)
}

// ListPage is List a page at a time (GET /v1/keys): limit and cursor as every list.
// Errors: those of List; 400 parameter_invalid (limit, cursor).
func (ks *KeyService) ListPage(ctx context.Context, p ListParams) (domain.List[domain.APIKey], error) {
	all, err := ks.List(ctx)
	if err != nil {
		return all, err
	}
	return pageOf(all.Data, p, func(k domain.APIKey) string { return k.ID })
}
