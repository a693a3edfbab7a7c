package store

import "context"

// Modes of owned rows: documents, files, searches, chats, libraries and webhook endpoints belong to
// live or test, fixed by the key that created them (DECISIONS.md "Test mode and key creation").
const (
	ModeLive = "live"
	ModeTest = "test"
)

type modeKey struct{}

// WithMode scopes every query on owned tables made with ctx to one mode: reads see only that
// mode's rows (others are not found) and inserts are stamped with it. The service sets it with
// the caller, so no route can forget it. A context without a mode is the system's own (jobs,
// sweeps, recovery at start): it reads every row, and what it inserts is live.
func WithMode(ctx context.Context, mode string) context.Context {
	return context.WithValue(ctx, modeKey{}, mode)
}

// ModeOf returns ctx's mode and whether it has one.
func ModeOf(ctx context.Context) (string, bool) {
	m, ok := ctx.Value(modeKey{}).(string)
	return m, ok
}

// modeCond is the condition limiting col to ctx's mode (" AND col = ?" plus its argument), or
// nothing for the system's unscoped context.
func modeCond(ctx context.Context, col string) (string, []any) {
	if m, ok := ModeOf(ctx); ok {
		return " AND " + col + " = ?", []any{m}
	}
	return "", nil
}

// insertMode is the mode a new owned row gets: ctx's, or live for the system.
func insertMode(ctx context.Context) string {
	if m, ok := ModeOf(ctx); ok {
		return m
	}
	return ModeLive
}

// withArgs appends the mode argument to args.
func withArgs(args []any, extra []any) []any { return append(args, extra...) }

// Unscoped returns ctx without a mode: the system's view, for bookkeeping that must see a row's
// links whatever their mode (unlinking a deleted document from its paper).
func Unscoped(ctx context.Context) context.Context {
	return context.WithValue(ctx, modeKey{}, nil)
}
