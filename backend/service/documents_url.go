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
	if err := netguard.CheckURL(raw, ds.s.cfg.AllowPrivateURLs); err != nil {
		return Arrival{}, apierr.BadParam("url", "The url is not allowed: "+err.Error()+".")
	}
	client := ds.httpClient()
	data, _, err := netguard.Fetch(ctx, client, raw, domain.MaxDocumentBytes)
	var blocked *netguard.BlockedError
	var status *netguard.StatusError
	switch {
	case errors.Is(err, netguard.ErrTooLarge):
		return Arrival{}, apierr.Invalid("file_too_large", "url", tooLargeSaying("The file at the url"))
	case errors.As(err, &blocked):
		return Arrival{}, apierr.BadParam("url", "The url is not allowed: "+blocked.Error()+".")
	case errors.As(err, &status):
		return Arrival{}, apierr.Invalid("url_unreachable", "url", "The url answered with an error status: "+status.Error()+".")
	case err != nil:
		return Arrival{}, apierr.Invalid("url_unreachable", "url", "The url could not be fetched: "+err.Error())
	}
	return Arrival{Origin: OriginURL, Ref: raw, Filename: filenameFromURL(raw), Data: data}, nil
}

func (ds *DocumentService) httpClient() *http.Client {
	ds.clientOnce.Do(func() {
		ds.client = netguard.NewClient(netguard.Options{AllowPrivate: ds.s.cfg.AllowPrivateURLs})
	})
	return ds.client
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
