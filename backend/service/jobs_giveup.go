package service

import (
	"context"
	"errors"
	"fmt"

	"carrel/backend/apierr"
	"carrel/backend/jobs"
	"carrel/backend/store"
)

// errCrashed is the cause recorded on a resource whose job was given up after jobs.MaxCrashes
// crashes of the process; its code is jobs.CodeCrashed.
var errCrashed = apierr.New(500, apierr.TypeAPI, jobs.CodeCrashed,
	fmt.Sprintf("Processing stopped the app %d times and was given up; its credits were refunded.", jobs.MaxCrashes))

// GiveUpSearch fails a search whose job crashed the process too often, refunding its reservation.
func (ss *SearchService) GiveUpSearch(ctx context.Context, j store.Job) error {
	ss.fail(ctx, j.RefID, errCrashed)
	return nil
}

// GiveUpParse fails a document whose parse crashed the process too often (code
// file_not_parseable, as the spec's list of document codes has it, with a message saying why)
// and refunds it.
func (ds *DocumentService) GiveUpParse(ctx context.Context, j store.Job) error {
	d, err := ds.s.st.R().Document(ctx, j.RefID)
	if err != nil {
		return nil // deleted meanwhile
	}
	return ds.fail(ctx, d, errParseCrashed)
}

var errParseCrashed = errors.New("parsing this PDF stopped the app repeatedly")

// GiveUpMessage fails a chat message whose generation crashed the process too often and refunds it.
func (cs *ChatService) GiveUpMessage(ctx context.Context, j store.Job) error {
	asst, err := cs.s.st.R().Message(ctx, j.RefID)
	if err != nil || asst.Status != store.MessagePending {
		return nil
	}
	_ = cs.fail(ctx, asst, errCrashed)
	return nil
}
