package app

import (
	"io/fs"
	"os"
	"path/filepath"
)

// tightenDataDir makes the data folder private to the user: the folder and every folder in it
// 0700, every file 0600 (carrel.db holds webhook secrets and key hashes). It runs at every start,
// so a folder created by an older build, or by hand, is fixed too; carrel.db is created 0600
// before SQLite opens it, and SQLite gives its -wal and -shm files the database's mode.
func tightenDataDir(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	db := filepath.Join(dir, "carrel.db")
	if f, err := os.OpenFile(db, os.O_CREATE|os.O_RDWR, 0o600); err == nil {
		f.Close()
	}
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // a file vanishing mid-walk is not a reason to refuse to start
		}
		if d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		mode := fs.FileMode(0o600)
		if d.IsDir() {
			mode = 0o700
		}
		info, err := d.Info()
		if err == nil && info.Mode().Perm() != mode {
			_ = os.Chmod(path, mode)
		}
		return nil
	})
}
