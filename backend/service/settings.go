package service

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/pdf"
)

// SettingsService keeps the owner's preferences in SQLite.
type SettingsService struct{ s *Service }

// Settings are the owner's preferences; DataDir and APIRunning are reported, not stored.
type Settings struct {
	DataDir            string `json:"data_dir"`
	APIEnabled         bool   `json:"api_enabled"`
	APIAddr            string `json:"api_addr"`
	APIRunning         bool   `json:"api_running"`
	WatchDir           string `json:"watch_dir"`
	WatchStableSeconds int    `json:"watch_stable_seconds"`
	AllowPrivateURLs   bool   `json:"allow_private_urls"`
	MonthlyGrant       int    `json:"monthly_grant"`
	// OCR is "Read scanned pages (OCR)": on by default; it takes effect when Tesseract is installed.
	OCR bool `json:"ocr"`
	// OCRLanguages are the Tesseract languages scans are read in, joined by "+"; default "eng".
	OCRLanguages string `json:"ocr_languages"`
	// OCRAvailable and OCRInstalled (the languages of the installed Tesseract data) are reported,
	// not stored.
	OCRAvailable bool     `json:"ocr_available"`
	OCRInstalled []string `json:"ocr_installed_languages"`
}

// DefaultAPIAddr is where the HTTP API listens unless told otherwise.
const DefaultAPIAddr = "127.0.0.1:8787"

// Get returns the settings with defaults filled in. Owner only.
func (ss *SettingsService) Get(ctx context.Context) (Settings, error) {
	if p, _ := PrincipalFrom(ctx); !p.Owner {
		return Settings{}, apierr.Forbidden("permission_denied", "Settings belong to the local owner.")
	}
	st, err := ss.s.preferences(ctx)
	if err != nil {
		return st, err
	}
	st.DataDir = ss.s.cfg.DataDir
	st.OCRInstalled = pdf.OCRLanguages()
	st.OCRAvailable = len(st.OCRInstalled) > 0
	return st, nil
}

// Update validates and stores the settings. Errors: 400 parameter_invalid.
func (ss *SettingsService) Update(ctx context.Context, in Settings) (Settings, error) {
	if p, _ := PrincipalFrom(ctx); !p.Owner {
		return Settings{}, apierr.Forbidden("permission_denied", "Settings belong to the local owner.")
	}
	if in.WatchStableSeconds < 0 || in.WatchStableSeconds > 3600 {
		return Settings{}, apierr.BadParam("watch_stable_seconds", "watch_stable_seconds must be between 0 and 3600.")
	}
	if in.MonthlyGrant < 0 {
		return Settings{}, apierr.BadParam("monthly_grant", "monthly_grant must not be negative.")
	}
	if in.APIAddr == "" {
		in.APIAddr = DefaultAPIAddr
	}
	if err := checkAPIAddr(in.APIAddr); err != nil {
		return Settings{}, err
	}
	if err := checkOCRLanguages(&in); err != nil {
		return Settings{}, err
	}
	if in.WatchDir != "" {
		if !filepath.IsAbs(in.WatchDir) {
			return Settings{}, apierr.BadParam("watch_dir", "watch_dir must be an absolute path to a folder.")
		}
		if st, err := os.Stat(in.WatchDir); err != nil || !st.IsDir() {
			return Settings{}, apierr.BadParam("watch_dir", "watch_dir '"+in.WatchDir+"' is not an existing folder.")
		}
		in.WatchDir = filepath.Clean(in.WatchDir)
	}
	in.DataDir, in.APIRunning, in.OCRAvailable, in.OCRInstalled = "", false, false, nil
	b, _ := json.Marshal(in)
	if err := ss.s.st.W().SetSetting(ctx, "preferences", string(b)); err != nil {
		return Settings{}, err
	}
	if err := ss.s.st.W().SetSetting(ctx, "monthly_grant", jsonInt(in.MonthlyGrant)); err != nil {
		return Settings{}, err
	}
	return ss.Get(ctx)
}

// preferences reads the stored settings over their defaults.
func (s *Service) preferences(ctx context.Context) (Settings, error) {
	st := Settings{APIAddr: DefaultAPIAddr, WatchStableSeconds: 2, MonthlyGrant: s.cfg.MonthlyGrant, AllowPrivateURLs: s.cfg.AllowPrivateURLs,
		OCR: true, OCRLanguages: "eng"}
	if v, ok, err := s.st.R().Setting(ctx, "preferences"); err != nil {
		return st, err
	} else if ok {
		_ = json.Unmarshal([]byte(v), &st)
	}
	if st.OCRLanguages == "" {
		st.OCRLanguages = "eng"
	}
	return st, nil
}

// checkOCRLanguages accepts languages joined by "+", each installed when Tesseract is.
// Errors: 400 parameter_invalid on ocr_languages.
func checkOCRLanguages(in *Settings) error {
	if in.OCRLanguages == "" {
		in.OCRLanguages = "eng"
	}
	installed := pdf.OCRLanguages()
	for _, l := range strings.Split(in.OCRLanguages, "+") {
		if l == "" || strings.ContainsAny(l, " /\\|") || (len(installed) > 0 && !slices.Contains(installed, l)) {
			return apierr.BadParam("ocr_languages", fmt.Sprintf("ocr_languages must be installed Tesseract languages joined by \"+\" (installed: %s).", strings.Join(installed, ", ")))
		}
	}
	return nil
}

// checkAPIAddr accepts host:port on a loopback address only: the API is for this machine.
func checkAPIAddr(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	n, perr := strconv.Atoi(port)
	if err != nil || perr != nil || n < 1 || n > 65535 {
		return apierr.BadParam("api_addr", "api_addr must be host:port, for example 127.0.0.1:8787.")
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return apierr.BadParam("api_addr", "api_addr must be a loopback address such as 127.0.0.1; the API never listens on the network.")
	}
	return nil
}

func jsonInt(n int) string { b, _ := json.Marshal(n); return string(b) }
