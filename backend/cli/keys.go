package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"
	"text/tabwriter"

	"carrel/backend/app"
	"carrel/backend/service"
)

func keys(env Env, args []string) error {
	if len(args) == 0 {
		return errors.New("usage: carrel keys create|list|revoke [--data DIR] ...")
	}
	sub, args := args[0], args[1:]
	fs := flag.NewFlagSet("keys "+sub, flag.ContinueOnError)
	data := fs.String("data", app.DefaultDataDir(), "data folder")
	name := fs.String("name", "", "key name (create)")
	scopes := fs.String("scopes", "", "all, or comma-separated scopes; default: the spec's defaults (create)")
	test := fs.Bool("test", false, "create an sk_test_ key with its own 500 monthly credits (create)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	b, err := app.Open(app.Options{DataDir: *data, StoreOnly: true})
	if err != nil {
		return err
	}
	defer b.Close()
	ctx := service.OwnerContext(context.Background())
	switch sub {
	case "create":
		var sc []string
		if *scopes != "" {
			sc = strings.Split(*scopes, ",")
		}
		k, err := b.Service.Keys.Create(ctx, service.CreateKeyParams{Name: *name, Scopes: sc, Test: *test})
		if err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "Created %s (%s) with scopes: %s\n", k.ID, k.Name, strings.Join(k.Scopes, ","))
		fmt.Fprintln(env.Stdout, k.Secret) // last line: the secret, for scripts
	case "list":
		l, err := b.Service.Keys.List(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(env.Stdout, 2, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tNAME\tPREFIX\tKIND\tCREATED\tREVOKED\tSCOPES")
		for _, k := range l.Data {
			rev := ""
			if k.RevokedAt != nil {
				rev = k.RevokedAt.Format("2006-01-02 15:04")
			}
			fmt.Fprintf(tw, "%s\t%s\t%s…\t%s\t%s\t%s\t%s\n", k.ID, k.Name, k.Prefix, k.Kind, k.CreatedAt.Format("2006-01-02 15:04"), rev, strings.Join(k.Scopes, ","))
		}
		tw.Flush()
	case "revoke":
		if fs.NArg() != 1 {
			return errors.New("usage: carrel keys revoke [--data DIR] KEY_ID")
		}
		k, err := b.Service.Keys.Revoke(ctx, fs.Arg(0))
		if err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "Revoked %s (%s)\n", k.ID, k.Name)
	default:
		return fmt.Errorf("unknown keys subcommand %q (create, list, revoke)", sub)
	}
	return nil
}
