package service

import (
	"context"
	"strconv"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/store"
)

// CreditService keeps the credit ledger: periods are calendar months (UTC); unused credits do not roll over.
type CreditService struct{ s *Service }

// TestKeyGrant is a test key's monthly credits.
const TestKeyGrant = 500

// Period returns the billing period containing t: [start, renews).
func Period(t time.Time) (start, renews time.Time) {
	t = t.UTC()
	start = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	return start, start.AddDate(0, 1, 0)
}

func (cs *CreditService) monthlyGrant(ctx context.Context, q store.Q) int {
	if v, ok, _ := q.Setting(ctx, "monthly_grant"); ok {
		if n, err := strconv.Atoi(v); err == nil && n >= 0 {
			return n
		}
	}
	return cs.s.cfg.MonthlyGrant
}

// Balance is a pool's position in the current period.
type Balance struct {
	Granted, Consumed, Remaining int
	RenewsAt                     time.Time
}

func (cs *CreditService) balance(ctx context.Context, q store.Q, pool string) (Balance, error) {
	start, renews := Period(cs.s.now())
	grant := TestKeyGrant
	if pool == "live" {
		grant = cs.monthlyGrant(ctx, q)
	}
	top, err := q.TopUps(ctx, pool, start, renews)
	if err != nil {
		return Balance{}, err
	}
	used, err := q.Consumed(ctx, pool, start.Format("2006-01-02"), renews.AddDate(0, 0, -1).Format("2006-01-02"))
	if err != nil {
		return Balance{}, err
	}
	b := Balance{Granted: grant + top, Consumed: used, RenewsAt: renews}
	b.Remaining = max(b.Granted-b.Consumed, 0)
	return b, nil
}

// BalanceFor returns the caller's pool balance.
func (cs *CreditService) BalanceFor(ctx context.Context, p Principal) (Balance, error) {
	return cs.balance(ctx, cs.s.st.R(), p.Pool())
}

// Reserve takes the planned price of a metered call when it is accepted, inside the caller's
// write transaction: the ledger gets a charge row at once (so balance minus open reservations
// is simply the balance, and concurrent requests, serialized by the single writer, can never
// overspend), and Settle later refunds whatever is not finally due (docs/credits.md).
// The owner (the window, `carrel` commands) is never refused: credits meter API keys, and the
// owner's own work is recorded in the live pool (so it shows in usage and keys feel it) but a
// one-person desk is not rationed against itself (issue 26, docs/credits.md).
// Errors: 402 insufficient_credits for keys (nothing recorded).
func (cs *CreditService) Reserve(ctx context.Context, q store.Q, p Principal, endpoint string, credits int, ref string) error {
	b, err := cs.balance(ctx, q, p.Pool())
	if err != nil {
		return err
	}
	if b.Remaining < credits && !p.Owner {
		return apierr.InsufficientCredits(credits, b.Remaining)
	}
	return q.InsertLedger(ctx, store.LedgerRow{CreatedAt: cs.s.now(), Endpoint: endpoint, KeyID: p.KeyID(),
		Pool: p.Pool(), Requests: 1, Credits: credits, Ref: ref})
}

// Charge is Reserve for calls whose price is final at acceptance (documents, chat messages).
func (cs *CreditService) Charge(ctx context.Context, q store.Q, p Principal, endpoint string, credits int, ref string) error {
	return cs.Reserve(ctx, q, p, endpoint, credits, ref)
}

// Settle makes what ref has cost equal final: the unspent part of its reservation comes back as
// a negative ledger row. It is idempotent (it compares with the ledger's net for ref), and never
// charges beyond the reservation, except for work accepted before reservations existed, which
// is charged up to what remains. It returns the final charge.
func (cs *CreditService) Settle(ctx context.Context, q store.Q, p Principal, endpoint string, final int, ref string) (int, error) {
	net, err := q.ChargedFor(ctx, ref)
	if err != nil {
		return 0, err
	}
	switch {
	case net > final:
		return final, q.InsertLedger(ctx, store.LedgerRow{CreatedAt: cs.s.now(), Endpoint: endpoint, KeyID: p.KeyID(),
			Pool: p.Pool(), Requests: 0, Credits: final - net, Ref: ref})
	case net == 0 && final > 0:
		reserved, err := q.HasLedgerRows(ctx, ref)
		if err != nil || reserved {
			return net, err // a reservation fully refunded already is not charged again
		}
		return cs.ChargeUpTo(ctx, q, p, endpoint, final, ref)
	}
	return net, nil
}

// ChargeUpTo records at most credits, capped by what remains; used where work already done must be
// billed and refusing is no longer possible. It returns the amount charged.
func (cs *CreditService) ChargeUpTo(ctx context.Context, q store.Q, p Principal, endpoint string, credits int, ref string) (int, error) {
	b, err := cs.balance(ctx, q, p.Pool())
	if err != nil {
		return 0, err
	}
	credits = min(credits, b.Remaining)
	return credits, q.InsertLedger(ctx, store.LedgerRow{CreatedAt: cs.s.now(), Endpoint: endpoint, KeyID: p.KeyID(),
		Pool: p.Pool(), Requests: 1, Credits: credits, Ref: ref})
}

// Refund records a negative row against the pool of an earlier charge for ref.
func (cs *CreditService) Refund(ctx context.Context, q store.Q, p Principal, endpoint string, credits int, ref string) error {
	return q.InsertLedger(ctx, store.LedgerRow{CreatedAt: cs.s.now(), Endpoint: endpoint, KeyID: p.KeyID(),
		Pool: p.Pool(), Requests: 0, Credits: -credits, Ref: ref})
}

// TopUp adds credits to the live pool for the current period. Owner only.
func (cs *CreditService) TopUp(ctx context.Context, amount int) error {
	if p, _ := PrincipalFrom(ctx); !p.Owner {
		return apierr.Forbidden("permission_denied", "Only the local owner can add credits.")
	}
	if amount <= 0 {
		return apierr.BadParam("amount", "amount must be a positive integer.")
	}
	return cs.s.st.W().InsertTopUp(ctx, "live", amount, cs.s.now())
}
