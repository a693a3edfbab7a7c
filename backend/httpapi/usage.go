package httpapi

import (
	"net/http"

	"carrel/backend/service"
)

func (a *API) getUsage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	p := service.UsageParams{StartDate: q.Get("start_date"), EndDate: q.Get("end_date")}
	p.GroupBy = append(q["group_by[]"], q["group_by"]...)
	u, err := a.svc.Usage.Get(r.Context(), p)
	respond(w, http.StatusOK, u, 0, err)
}
