package store

import (
	"context"
	"database/sql"
	"time"
)

// Job is a durable unit of asynchronous work.
type Job struct {
	ID, Kind, RefID, Status string
	Attempts                int
	Crashes                 int // times the process died while the job was running
	Payload                 string
	Error                   string
	RunAfter, CreatedAt     time.Time
}

// InsertJob enqueues a job.
func (q Q) InsertJob(ctx context.Context, j Job) error {
	if j.Payload == "" {
		j.Payload = "{}"
	}
	_, err := q.q.ExecContext(ctx,
		`INSERT INTO jobs (id, kind, ref_id, status, attempts, payload, run_after, created_at, updated_at) VALUES (?, ?, ?, 'queued', 0, ?, ?, ?, ?)`,
		j.ID, j.Kind, j.RefID, j.Payload, ts(j.RunAfter), ts(j.CreatedAt), ts(j.CreatedAt))
	return err
}

const jobCols = `id, kind, ref_id, status, attempts, payload, COALESCE(error, ''), run_after, created_at, crashes`

func scanJob(row interface{ Scan(...any) error }) (Job, error) {
	var j Job
	var runAfter, created string
	err := row.Scan(&j.ID, &j.Kind, &j.RefID, &j.Status, &j.Attempts, &j.Payload, &j.Error, &runAfter, &created, &j.Crashes)
	j.RunAfter, j.CreatedAt = parseTS(runAfter), parseTS(created)
	return j, err
}

// ClaimJob moves the oldest due queued job of a kind to running and returns it; ok is false when none is due.
func (q Q) ClaimJob(ctx context.Context, kind string, now time.Time) (Job, bool, error) {
	j, err := scanJob(q.q.QueryRowContext(ctx,
		`UPDATE jobs SET status = 'running', attempts = attempts + 1, updated_at = ?
		 WHERE id = (SELECT id FROM jobs WHERE kind = ? AND status = 'queued' AND run_after <= ? ORDER BY run_after, created_at, id LIMIT 1)
		 RETURNING `+jobCols, ts(now), kind, ts(now)))
	if err == sql.ErrNoRows {
		return j, false, nil
	}
	return j, err == nil, err
}

// FinishJob records a terminal status.
func (q Q) FinishJob(ctx context.Context, id, status, errMsg string, now time.Time) error {
	var e any
	if errMsg != "" {
		e = errMsg
	}
	_, err := q.q.ExecContext(ctx, `UPDATE jobs SET status = ?, error = ?, updated_at = ? WHERE id = ?`, status, e, ts(now), id)
	return err
}

// RequeueJob puts a job back in the queue to run at runAfter.
func (q Q) RequeueJob(ctx context.Context, id string, runAfter, now time.Time) error {
	_, err := q.q.ExecContext(ctx, `UPDATE jobs SET status = 'queued', run_after = ?, updated_at = ? WHERE id = ?`, ts(runAfter), ts(now), id)
	return err
}

// ResetRunningJobs returns jobs left running by a dead process to the queue, counting the crash.
func (q Q) ResetRunningJobs(ctx context.Context, now time.Time) (int64, error) {
	res, err := q.q.ExecContext(ctx, `UPDATE jobs SET status = 'queued', crashes = crashes + 1, updated_at = ? WHERE status = 'running'`, ts(now))
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// JobByRef returns the newest job for a resource.
func (q Q) JobByRef(ctx context.Context, refID string) (Job, error) {
	j, err := scanJob(q.q.QueryRowContext(ctx, `SELECT `+jobCols+` FROM jobs WHERE ref_id = ? ORDER BY created_at DESC LIMIT 1`, refID))
	return j, notFound(err, "job")
}
