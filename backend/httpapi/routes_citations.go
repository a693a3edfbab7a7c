package httpapi

// citationRoutes registers the citation routes; the style list answers under both spellings
// the spec uses (/v1/citation-styles and /v1/citation_styles).
func (a *API) citationRoutes() {
	a.mux.Handle("POST /v1/citations", a.v1(a.createCitation))
	a.mux.Handle("GET /v1/citation-styles", a.v1(a.listCitationStyles))
	a.mux.Handle("GET /v1/citation_styles", a.v1(a.listCitationStyles))
	a.mux.Handle("GET /v1/citation-styles/{id}", a.v1(a.getCitationStyle))
	a.mux.Handle("GET /v1/citation_styles/{id}", a.v1(a.getCitationStyle))
	a.mux.Handle("POST /v1/citation-styles", a.v1(a.addCitationStyle))
	a.mux.Handle("POST /v1/citation_styles", a.v1(a.addCitationStyle))
	a.mux.Handle("DELETE /v1/citation-styles/{id}", a.v1(a.removeCitationStyle))
	a.mux.Handle("DELETE /v1/citation_styles/{id}", a.v1(a.removeCitationStyle))
}
