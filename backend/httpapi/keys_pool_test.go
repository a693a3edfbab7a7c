package httpapi_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

// TestTestKeysShareOneBalance: a test key minting 5 test keys leaves one 500-credit test balance
// for all six; spending with any of them draws on it, and together they can reserve no more
// than 500 (issue 24 item 3).
func TestTestKeysShareOneBalance(t *testing.T) {
	e, _ := searchEnv(t, false)
	names := []string{"test"}
	for i := range 5 {
		res, b := e.do(scenario{method: "POST", path: "/v1/keys", key: "test", body: `{"scopes":["all"],"test":true}`})
		if res.StatusCode != 200 {
			t.Fatalf("mint: %d %s", res.StatusCode, b)
		}
		var k struct{ Secret string }
		json.Unmarshal(b, &k)
		name := fmt.Sprintf("child%d", i)
		e.keys[name] = k.Secret
		names = append(names, name)
	}
	for _, n := range names {
		if consumed, remaining := e.usageOf(t, n); consumed != 0 || remaining != 500 {
			t.Fatalf("%s: consumed %d, remaining %d; want 0 and 500", n, consumed, remaining)
		}
	}
	e.postSearch(t, "child4", `{"query":"vitamin D"}`)
	accepted := 0
	for i := range 12 {
		res, b := e.do(scenario{method: "POST", path: "/v1/searches", key: names[i%len(names)], body: `{"query":"statins","depth":"deep_review"}`})
		switch res.StatusCode {
		case 202:
			accepted++
		case 402:
		default:
			t.Fatalf("search: %d %s", res.StatusCode, b)
		}
	}
	t.Logf("6 test keys, one standard search then 12 deep reviews in turn: %d deep reviews accepted", accepted)
	if accepted != 8 {
		t.Errorf("accepted %d deep reviews after a standard search, want 8 (495 / 60) across all test keys", accepted)
	}
	for _, n := range names {
		if consumed, remaining := e.usageOf(t, n); consumed != 5+8*60 || remaining != 500-5-8*60 {
			t.Errorf("%s: consumed %d, remaining %d; want %d and %d", n, consumed, remaining, 5+8*60, 500-5-8*60)
		}
	}
	if consumed, remaining := e.usageOf(t, "all"); consumed != 0 || remaining < 10000 {
		t.Errorf("live balance touched by test keys: consumed %d, remaining %d", consumed, remaining)
	}
}

// TestKeyExpiry: expires_at is stored and enforced (401 api_key_expired once past), refused when
// malformed or past, and a key that expires cannot mint one that outlives it.
func TestKeyExpiry(t *testing.T) {
	e, clk := searchEnv(t, false)
	at := func(d time.Duration) string { return clk.now().Add(d).UTC().Format(time.RFC3339) }
	res, b := e.do(scenario{method: "POST", path: "/v1/keys", key: "all", body: `{"scopes":["all"],"expires_at":"` + at(time.Hour) + `"}`})
	if res.StatusCode != 200 {
		t.Fatalf("create: %d %s", res.StatusCode, b)
	}
	var k struct {
		Secret    string
		ExpiresAt *time.Time `json:"expires_at"`
	}
	json.Unmarshal(b, &k)
	if k.ExpiresAt == nil {
		t.Fatalf("expires_at not echoed: %s", b)
	}
	e.keys["expiring"] = k.Secret
	e.run(t, []scenario{
		{name: "past expiry", method: "POST", path: "/v1/keys", key: "all", body: `{"expires_at":"` + at(-time.Minute) + `"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"expires_at"`}},
		{name: "not a time", method: "POST", path: "/v1/keys", key: "all", body: `{"expires_at":"tomorrow"}`, status: 400, code: "parameter_invalid"},
		{name: "expiring key works", method: "GET", path: "/v1/usage", key: "expiring", status: 200},
		{name: "child outlives its parent", method: "POST", path: "/v1/keys", key: "expiring", body: `{"scopes":["search:read"],"expires_at":"` + at(2*time.Hour) + `"}`, status: 400, code: "parameter_invalid"},
		{name: "child inherits the expiry", method: "POST", path: "/v1/keys", key: "expiring", body: `{"scopes":["search:read"]}`, status: 200, contain: []string{`"expires_at":"` + k.ExpiresAt.UTC().Format(time.RFC3339)}},
	})
	clk.add(time.Hour + time.Second)
	e.run(t, []scenario{
		{name: "expired key", method: "GET", path: "/v1/usage", key: "expiring", status: 401, code: "api_key_expired", typ: "authentication_error"},
		{name: "others still work", method: "GET", path: "/v1/usage", key: "all", status: 200},
	})
}
