package cslcat

import "embed"

// embedded holds the archive written by the generator; in a fresh clone it holds only
// .gitkeep, and Open falls back to the installed packages.
//
//go:generate go run ./gen
//go:embed all:data
var embedded embed.FS
