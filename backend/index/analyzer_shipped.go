//go:build !tuning

package index

// The shipped analysis has no alternatives; analyzer_tuning.go (build tag "tuning") adds the
// ones compared on SciFact train in RANKING.md.

func altStem(string) (string, bool) { return "", false }

func stopSet() map[string]bool { return stopWords }

func indexCompounds() bool { return false }
