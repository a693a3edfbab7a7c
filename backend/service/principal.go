package service

import (
	"context"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// Principal is who is calling: the local owner (the window and the watched folder) or an API key.
type Principal struct {
	Owner bool
	Key   domain.APIKey
}

type principalKey struct{}

// WithPrincipal returns ctx carrying p, with every store query scoped to p's mode (live or
// test), so test keys never see live rows and no route can forget the filter.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return store.WithMode(context.WithValue(ctx, principalKey{}, p), p.Mode())
}

// Mode is the data the caller works on: test for a test key, live for everyone else
// (the window and the watched folder work on live data).
func (p Principal) Mode() string {
	if p.IsTest() {
		return store.ModeTest
	}
	return store.ModeLive
}

// OwnerContext is the context of the local owner, who has every scope.
func OwnerContext(ctx context.Context) context.Context {
	return WithPrincipal(ctx, Principal{Owner: true})
}

// PrincipalFrom returns the caller; a context without one has no access at all.
func PrincipalFrom(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(Principal)
	return p, ok
}

// KeyID is the API key id for the ledger, or "" for the owner.
func (p Principal) KeyID() string {
	if p.Owner {
		return ""
	}
	return p.Key.ID
}

// Pool is the credit pool the caller draws on: every test key draws on the one test pool (500
// credits a month, however many test keys exist), everything else on the live pool.
func (p Principal) Pool() string {
	if !p.Owner && p.Key.Kind == domain.KeyTest {
		return PoolTest
	}
	return PoolLive
}

// The credit pools: the organization's live credits and the shared monthly test credits.
const (
	PoolLive = "live"
	PoolTest = "test"
)

// IsTest reports whether the caller uses a test key (shorter retention, own credits).
func (p Principal) IsTest() bool { return !p.Owner && p.Key.Kind == domain.KeyTest }

// require checks one scope and returns the caller. The usage scope has its own 403 code (spec rule 5).
func require(ctx context.Context, scope string) (Principal, error) {
	p, ok := PrincipalFrom(ctx)
	if !ok {
		return p, apierr.Unauthenticated("authentication_required", "No API key provided.")
	}
	if p.Owner || p.Key.HasScope(scope) {
		return p, nil
	}
	code := "permission_denied"
	if scope == domain.ScopeUsageRead {
		code = "scope_missing"
	}
	return p, apierr.Forbidden(code, "This API key lacks the '"+scope+"' scope.")
}

// Require checks that the caller in ctx has scope; transports use it for routes without a service call.
func Require(ctx context.Context, scope string) error {
	_, err := require(ctx, scope)
	return err
}

// requireCorpusWrite checks papers:write for a change to the shared corpus of papers, which both
// modes read but only live keys (and the owner) change. Errors: 401; 403 permission_denied.
func requireCorpusWrite(ctx context.Context) (Principal, error) {
	p, err := require(ctx, domain.ScopePapersWrite)
	if err == nil && p.IsTest() {
		return p, apierr.Forbidden("permission_denied",
			"The corpus of papers is shared with live mode: a test key can read papers but not import, change or delete them.")
	}
	return p, err
}
