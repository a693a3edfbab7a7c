package service

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"path"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/netguard"
)

// fetchURL downloads a URL document once, through the address guard: http(s) only, public
// addresses only unless AllowPrivateURLs, 30 s, domain.MaxDocumentBytes, redirects re-checked.
// Errors: 400 parameter_invalid (url), 400 file_too_large, 400 url_unreachable.
func (ds *DocumentService) fetchURL(ctx context.Context, raw string) (Arrival, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return Arrival{}, apierr.Missing("url")
	}
	allow := ds.s.allowPrivateURLs(ctx)
	if err := netguard.CheckURL(raw, allow); err != nil {
		reason, _ := blockedReason(err)
		return Arrival{}, urlNotAllowed(reason)
	}
	client := ds.httpClient(allow)
	data, _, err := netguard.Fetch(ctx, client, raw, domain.MaxDocumentBytes)
	var status *netguard.StatusError
	reason, blocked := blockedReason(err)
	switch {
	case errors.Is(err, netguard.ErrTooLarge):
		return Arrival{}, apierr.Invalid("file_too_large", "url", tooLargeSaying("The file at the url"))
	case blocked:
		return Arrival{}, urlNotAllowed(reason)
	case errors.As(err, &status):
		return Arrival{}, apierr.Invalid("url_unreachable", "url", "The url answered with an error status: "+status.Error()+".")
	case err != nil:
		return Arrival{}, apierr.Invalid("url_unreachable", "url", "The url could not be fetched: "+fetchFailure(err)+".")
	}
	return Arrival{Origin: OriginURL, Ref: raw, Filename: filenameFromURL(raw), Data: data}, nil
}

// httpClient is the guarded client, one per allowPrivate value (the setting can change at run time).
func (ds *DocumentService) httpClient(allowPrivate bool) *http.Client {
	ds.clientMu.Lock()
	defer ds.clientMu.Unlock()
	i := 0
	if allowPrivate {
		i = 1
	}
	if ds.clients[i] == nil {
		ds.clients[i] = netguard.NewClient(netguard.Options{AllowPrivate: allowPrivate})
	}
	return ds.clients[i]
}

func filenameFromURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "document.pdf"
	}
	name := path.Base(u.Path)
	if name == "." || name == "/" || name == "" {
		return "document.pdf"
	}
	return name
}
