package httpapi_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"testing"

	"carrel/backend/app"
	"carrel/backend/httpapi"
)

// TestDownloadURLFromBoundListener (issue 16 item 15): the API started with --addr 127.0.0.1:0
// (and a configured download host that is the --addr text) gives export download URLs naming
// the port the kernel chose, never ":0", and the URL downloads from that server.
func TestDownloadURLFromBoundListener(t *testing.T) {
	e, _ := searchEnv(t, true, func(o *app.Options) { o.DownloadHost = "http://127.0.0.1:0" })
	s := e.postSearch(t, "all", `{"query":"vitamin statin residual"}`)
	s = e.waitSearch(t, s.ID)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv, err := httpapi.Start(ctx, e.b.Service, httpapi.Options{Addr: "127.0.0.1:0"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	_, port, _ := net.SplitHostPort(srv.Addr)
	if port == "" || port == "0" {
		t.Fatalf("bound address %q", srv.Addr)
	}
	e.url = "http://" + srv.Addr // every request below goes to the server Start bound
	for _, format := range []string{"csv", "ris"} {
		f, data := exportedSearch(t, e, s.ID, format) // downloads from the URL's path on srv
		u, err := url.Parse(*f.DownloadURL)
		if err != nil || u.Host != srv.Addr || u.Port() == "0" || u.Scheme != "http" {
			t.Errorf("%s download_url %q, want host %s", format, *f.DownloadURL, srv.Addr)
		}
		// The URL itself, as a client would use it, serves the export.
		res, err := http.Get(*f.DownloadURL)
		if err != nil {
			t.Fatalf("%s GET download_url: %v", format, err)
		}
		got, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || string(got) != string(data) {
			t.Errorf("%s GET download_url: %d, %d bytes, want %d", format, res.StatusCode, len(got), len(data))
		}
	}
}
