package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"carrel/backend/app"
	"carrel/backend/desktop"
	"carrel/backend/domain"
	"carrel/backend/httpapi"
	"carrel/backend/service"
)

func serve(env Env, args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	data := fs.String("data", app.DefaultDataDir(), "data folder")
	addr := fs.String("addr", service.DefaultAPIAddr, "listen address (loopback)")
	watch := fs.String("watch", "", "watched folder: PDFs dropped here are imported")
	allowPrivate := fs.Bool("allow-private-urls", false, "allow URL documents and webhooks on loopback/private addresses")
	bridgeSecret := fs.String("bridge-secret", os.Getenv("CARREL_BRIDGE_SECRET"), "secret for the browser window bridge (random when empty)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	b, err := app.Open(app.Options{DataDir: *data, AllowPrivateURLs: *allowPrivate, DownloadHost: "http://" + *addr})
	if err != nil {
		return err
	}
	defer b.Close()
	if err := b.Start(ctx); err != nil {
		return err
	}
	owner := service.OwnerContext(ctx)
	if secret, created, err := b.Service.Keys.EnsureFirstKey(owner); err != nil {
		return err
	} else if created {
		b.Service.Keys.TakeFirstRunSecret(owner)
		fmt.Fprintln(env.Stdout, "Created your first API key (shown once; default scopes):")
		fmt.Fprintln(env.Stdout, "  "+secret)
	}
	if *watch != "" {
		if err := b.StartWatch(ctx, *watch); err != nil {
			return err
		}
	} else if dir, err := b.ResumeWatch(ctx); err != nil {
		// The saved folder is shown stopped in Settings; the API still serves.
		fmt.Fprintln(env.Stderr, "carrel: watched folder", dir+":", err)
	} else if dir != "" {
		fmt.Fprintln(env.Stdout, "Watching", dir)
	}
	if *bridgeSecret == "" {
		*bridgeSecret = domain.RandomString(32)
	}
	methods := desktop.New(b.Service)
	// The browser window's settings apply to this process: a watched folder chosen there starts here.
	methods.OnSettings = func(s service.Settings) {
		if s.WatchDir == "" {
			b.StopWatch()
		} else if err := b.StartWatch(ctx, s.WatchDir); err != nil {
			fmt.Fprintln(env.Stderr, "carrel: watched folder:", err)
		}
	}
	srv, err := httpapi.Start(ctx, b.Service, httpapi.Options{Addr: *addr, Frontend: env.Frontend, Bridge: desktop.NewBridge(methods),
		BridgeSecret: *bridgeSecret}, env.Stderr)
	if err != nil {
		return err
	}
	methods.API = func() desktop.APIState { return desktop.APIState{Running: true, Addr: srv.Addr, StartedBy: "serve"} }
	fmt.Fprintf(env.Stdout, "Carrel API listening on http://%s (data: %s)\n", srv.Addr, *data)
	fmt.Fprintf(env.Stdout, "Open http://%s/#bridge=%s\n", srv.Addr, *bridgeSecret)
	<-ctx.Done()
	fmt.Fprintln(env.Stdout, "Shutting down.")
	return nil
}
