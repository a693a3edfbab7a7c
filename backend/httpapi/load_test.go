package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"carrel/backend/service"
)

// TestLoad (issue 16 acceptance "Load") is an eval, skipped unless CARREL_LOAD is set (to a
// duration, e.g. 60s): 50 clients, each with its own key, mix searches, result reads, uploads,
// document lists and exports on loopback. It fails on any 5xx or a non-search p99 over 1 s and
// prints p50/p99 per route:
//
//	CARREL_LOAD=60s go test ./backend/httpapi -run TestLoad -v -timeout 10m
func TestLoad(t *testing.T) {
	d, err := time.ParseDuration(os.Getenv("CARREL_LOAD"))
	if err != nil {
		t.Skip("load eval: set CARREL_LOAD=60s to run it")
	}
	const clients = 50
	e, clk := searchEnv(t, true)
	// searchEnv's clock stands still; here it follows real time, so rate buckets refill.
	stopClock := make(chan struct{})
	defer close(stopClock)
	go func() {
		last := time.Now()
		for {
			select {
			case <-stopClock:
				return
			case <-time.After(10 * time.Millisecond):
				now := time.Now()
				clk.add(now.Sub(last))
				last = now
			}
		}
	}()
	e.setSettings(t, func(st *service.Settings) { st.MonthlyGrant = 100_000_000 })
	owner := service.OwnerContext(context.Background())
	keys := make([]string, clients)
	for i := range keys {
		k, err := e.b.Service.Keys.Create(owner, service.CreateKeyParams{Name: fmt.Sprintf("load%d", i), Scopes: []string{"all"}})
		if err != nil {
			t.Fatal(err)
		}
		keys[i] = k.Secret
	}
	done := e.waitSearch(t, e.postSearch(t, "all", `{"query":"vitamin statin residual"}`).ID)

	type sample struct {
		route  string
		status int
		took   time.Duration
	}
	var mu sync.Mutex
	var samples []sample
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients}}
	call := func(route, key, method, path, ctype string, body []byte) []byte {
		req, err := http.NewRequest(method, e.url+path, bytes.NewReader(body))
		if err != nil {
			t.Errorf("%s: %v", route, err)
			return nil
		}
		req.Header.Set("Authorization", "Bearer "+key)
		if ctype != "" {
			req.Header.Set("Content-Type", ctype)
		}
		start := time.Now()
		res, err := client.Do(req)
		s := sample{route: route, took: time.Since(start)}
		var out []byte
		if err != nil {
			s.status = 599
		} else {
			out, _ = io.ReadAll(res.Body)
			res.Body.Close()
			s.status, s.took = res.StatusCode, time.Since(start)
		}
		mu.Lock()
		samples = append(samples, s)
		mu.Unlock()
		if s.status == http.StatusTooManyRequests {
			time.Sleep(200 * time.Millisecond) // a polite client backs off
		}
		return out
	}
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			key := keys[c]
			r := rand.New(rand.NewPCG(uint64(c), 7))
			for n := 0; time.Now().Before(deadline); n++ {
				switch x := r.IntN(100); {
				case x < 30:
					call("POST /v1/searches", key, "POST", "/v1/searches", "application/json", []byte(`{"query":"statin vitamin trial `+strconv.Itoa(n%7)+`"}`))
				case x < 50:
					call("GET /v1/searches/{id}/results", key, "GET", "/v1/searches/"+done.ID+"/results?limit=20", "", nil)
				case x < 70:
					body, ctype := multipartBody(map[string]string{"purpose": "document"}, "load.pdf", miniPDF(c*100000+n))
					call("POST /v1/files", key, "POST", "/v1/files", ctype, []byte(body))
				case x < 85:
					call("GET /v1/documents", key, "GET", "/v1/documents?limit=20", "", nil)
				default:
					out := call("POST /v1/searches/{id}/export", key, "POST", "/v1/searches/"+done.ID+"/export", "application/json", []byte(`{"format":"csv"}`))
					var f struct {
						DownloadURL string `json:"download_url"`
					}
					if json.Unmarshal(out, &f) == nil && f.DownloadURL != "" {
						if u, err := url.Parse(f.DownloadURL); err == nil {
							call("GET /v1/files/{id}/content", key, "GET", u.RequestURI(), "", nil)
						}
					}
				}
			}
		})
	}
	wg.Wait()

	byRoute := map[string][]time.Duration{}
	codes := map[string]map[int]int{}
	for _, s := range samples {
		byRoute[s.route] = append(byRoute[s.route], s.took)
		if codes[s.route] == nil {
			codes[s.route] = map[int]int{}
		}
		codes[s.route][s.status]++
		if s.status >= 500 {
			t.Errorf("%s answered %d", s.route, s.status)
		}
	}
	routes := make([]string, 0, len(byRoute))
	for r := range byRoute {
		routes = append(routes, r)
	}
	slices.Sort(routes)
	t.Logf("%d clients for %s: %d requests", clients, d, len(samples))
	for _, r := range routes {
		ds := byRoute[r]
		slices.Sort(ds)
		p50, p99 := ds[len(ds)/2], ds[min(len(ds)-1, len(ds)*99/100)]
		t.Logf("%-34s n=%5d p50=%7.1fms p99=%7.1fms statuses=%v", r, len(ds), ms(p50), ms(p99), codes[r])
		if r != "POST /v1/searches" && p99 > time.Second {
			t.Errorf("%s p99 %s over 1 s", r, p99)
		}
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
