package service

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"

	"carrel/backend/internal/atomicfile"
)

// sha256File is the hex SHA-256 of the file at path, read in pieces.
func sha256File(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// copyFileAtomic copies the file at src to path (a temporary file renamed into place), streaming
// rather than holding it in memory.
func copyFileAtomic(path, src string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	return storeErr(atomicfile.Write(path, in))
}

// writeFileAtomic writes data through a temporary file and a rename, so a crash never leaves half a file.
func writeFileAtomic(path string, data []byte) error {
	return storeErr(atomicfile.WriteFile(path, data))
}

// storeErr names a failed write of a stored file.
func storeErr(err error) error {
	if err != nil {
		return fmt.Errorf("store file: %w", err)
	}
	return nil
}
