package service

import (
	"context"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
)

// UsageService reports credit balance and consumption.
type UsageService struct{ s *Service }

// UsageParams are the query parameters of GET /v1/usage; dates are YYYY-MM-DD.
type UsageParams struct {
	StartDate string   `json:"start_date"`
	EndDate   string   `json:"end_date"`
	GroupBy   []string `json:"group_by"`
}

// Get returns the caller's usage: its pool's balance for the current period and the breakdown of the
// window (defaults: start of the current period to today). Errors: 403 scope_missing without usage:read;
// 400 parameter_invalid for a bad date, start after end, a window over 365 days or an unknown group_by.
func (us *UsageService) Get(ctx context.Context, p UsageParams) (domain.Usage, error) {
	caller, err := require(ctx, domain.ScopeUsageRead)
	if err != nil {
		return domain.Usage{}, err
	}
	now := us.s.now().UTC()
	periodStart, _ := Period(now)
	start, end := periodStart, time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	if p.StartDate != "" {
		if start, err = time.Parse("2006-01-02", p.StartDate); err != nil {
			return domain.Usage{}, apierr.BadParam("start_date", "start_date must be a date like 2026-08-01.")
		}
	}
	if p.EndDate != "" {
		if end, err = time.Parse("2006-01-02", p.EndDate); err != nil {
			return domain.Usage{}, apierr.BadParam("end_date", "end_date must be a date like 2026-08-31.")
		}
	}
	if start.After(end) {
		return domain.Usage{}, apierr.BadParam("start_date", "start_date must not be after end_date.")
	}
	if end.Sub(start) > 364*24*time.Hour {
		return domain.Usage{}, apierr.BadParam("end_date", "The usage window is at most 365 days.")
	}
	for _, g := range p.GroupBy {
		if g != "date" && g != "endpoint" && g != "api_key" {
			return domain.Usage{}, apierr.BadParam("group_by", "group_by accepts date, endpoint and api_key.")
		}
	}
	bal, err := us.s.Credits.BalanceFor(ctx, caller)
	if err != nil {
		return domain.Usage{}, err
	}
	groups, err := us.s.st.R().UsageBreakdown(ctx, start.Format("2006-01-02"), end.Format("2006-01-02"), []string{caller.Pool()}, p.GroupBy)
	if err != nil {
		return domain.Usage{}, err
	}
	rows := make([]domain.UsageRow, 0, len(groups))
	for _, g := range groups {
		rows = append(rows, domain.UsageRow{Date: g.Date, Endpoint: g.Endpoint, APIKey: g.KeyID, Requests: g.Requests, Credits: g.Credits})
	}
	return domain.Usage{
		Object:    "usage",
		Period:    domain.UsagePeriod{StartDate: start.Format("2006-01-02"), EndDate: end.Format("2006-01-02")},
		Credits:   domain.UsageCredits{Granted: bal.Granted, Consumed: bal.Consumed, Remaining: bal.Remaining, RenewsAt: bal.RenewsAt},
		Breakdown: rows,
	}, nil
}
