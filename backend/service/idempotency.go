package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/store"
)

// IdempotencyService stores the first response of a POST per Idempotency-Key and API key for 24 hours.
type IdempotencyService struct{ s *Service }

// IdempotencyTTL is how long a key's first response is replayed.
const IdempotencyTTL = 24 * time.Hour

// Replay is a stored first response.
type Replay struct {
	Status      int
	ContentType string
	Body        []byte
	Credits     int
}

// Begin claims idemKey for this request; body is the request's canonical form as the transport
// computes it (JSON re-encoded with sorted keys; multipart as part names, headers and content
// hashes), so whitespace, key order or a multipart boundary do not make a retry a conflict. It returns a Replay when the same request already finished.
// Errors: 409 idempotency_key_reused when the key was used with another path or body;
// 409 idempotency_key_in_use while the first request with the key is still running.
func (is *IdempotencyService) Begin(ctx context.Context, idemKey, method, path string, body []byte) (*Replay, error) {
	if len(idemKey) > 255 {
		return nil, apierr.BadParam("Idempotency-Key", "Idempotency-Key must be at most 255 characters.")
	}
	p, _ := PrincipalFrom(ctx)
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	now := is.s.now()
	var replay *Replay
	err := is.s.st.Tx(ctx, func(q store.Q) error {
		rec, ok, err := q.Idem(ctx, p.KeyID(), idemKey, now.Add(-IdempotencyTTL))
		if err != nil {
			return err
		}
		if ok {
			if rec.Method != method || rec.Path != path || rec.BodyHash != hash {
				return apierr.Conflict("idempotency_key_reused",
					"This Idempotency-Key was already used with a different request; use a new key.")
			}
			if rec.Status == 0 {
				return apierr.Conflict("idempotency_key_in_use", "A request with this Idempotency-Key is still in progress.")
			}
			replay = &Replay{Status: rec.Status, ContentType: rec.ContentType, Body: rec.Body, Credits: rec.Credits}
			return nil
		}
		return q.ReserveIdem(ctx, store.IdemRecord{KeyID: p.KeyID(), IdemKey: idemKey, Method: method, Path: path,
			BodyHash: hash, CreatedAt: now})
	})
	return replay, err
}

// Finish stores a JSON response to replay. Server errors (5xx) are not stored, so a retry runs again.
func (is *IdempotencyService) Finish(ctx context.Context, idemKey string, status int, body []byte, credits int) error {
	return is.FinishAs(ctx, idemKey, status, "application/json", body, credits)
}

// FinishAs stores the response to replay with its media type (an SSE stream replays as one).
func (is *IdempotencyService) FinishAs(ctx context.Context, idemKey string, status int, contentType string, body []byte, credits int) error {
	p, _ := PrincipalFrom(ctx)
	if status >= 500 {
		return is.s.st.W().DropIdem(ctx, p.KeyID(), idemKey)
	}
	if contentType == "" {
		contentType = "application/json"
	}
	return is.s.st.W().FinishIdem(ctx, p.KeyID(), idemKey, status, contentType, body, credits)
}

// Sweep forgets expired keys.
func (is *IdempotencyService) Sweep(ctx context.Context) error {
	return is.s.st.W().PurgeIdem(ctx, is.s.now().Add(-IdempotencyTTL))
}
