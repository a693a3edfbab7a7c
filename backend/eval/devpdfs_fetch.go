package eval

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"carrel/backend/internal/atomicfile"
)

// evalDevPDFs fetches the dev set's PDFs (make dev-pdfs): each package the truth names is
// downloaded with `apt-get download` (the recorded version, else the archive's current one),
// never installed; each listed file is read out of the package's data tarball, and written to
// pdfs/ only if its sha256 is the recorded one. A mismatch is reported and fails the command,
// so that a label is never scored against a different file.
func evalDevPDFs(env Env, args []string) error {
	fs := flag.NewFlagSet("dev-pdfs", flag.ContinueOnError)
	out := fs.String("out", devDir(), "folder that gets debs/ (the downloaded packages) and pdfs/ (the dev set)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	recs, err := loadDevRecords()
	if err != nil {
		return err
	}
	debs, pdfs := filepath.Join(*out, "debs"), filepath.Join(*out, "pdfs")
	for _, d := range []string{debs, pdfs} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	var pkgs []string
	byPkg := map[string][]devRecord{}
	for _, r := range recs {
		if _, seen := byPkg[r.Package]; !seen {
			pkgs = append(pkgs, r.Package)
		}
		byPkg[r.Package] = append(byPkg[r.Package], r)
	}
	var bad []string
	written := 0
	for _, pkg := range pkgs {
		rs := byPkg[pkg]
		deb, err := fetchDeb(env, debs, pkg, rs[0].Version)
		if err != nil {
			return err
		}
		var paths []string
		for _, r := range rs {
			paths = append(paths, r.Path)
		}
		files, err := debFiles(deb, paths)
		if err != nil {
			return fmt.Errorf("dev-pdfs: %s: %w", filepath.Base(deb), err)
		}
		for _, r := range rs {
			dst := filepath.Join(pdfs, r.File)
			data, err := devPDFBytes(files, r)
			if err == nil {
				err = checkSHA256(data, r.SHA256)
			}
			if err != nil {
				// A stale copy of a file that no longer matches must not be scored either.
				os.Remove(dst)
				bad = append(bad, fmt.Sprintf("%s (%s %s): %v", r.File, pkg, r.Path, err))
				continue
			}
			if err := atomicfile.WriteFile(dst, data); err != nil {
				return err
			}
			written++
		}
	}
	for _, b := range bad {
		fmt.Fprintln(env.Stderr, "dev-pdfs: MISMATCH", b)
	}
	body, _ := json.Marshal(map[string]any{"dir": pdfs, "packages": len(pkgs), "pdfs": written, "mismatched": len(bad)})
	fmt.Fprintln(env.Stdout, string(body))
	if len(bad) > 0 {
		return fmt.Errorf("dev-pdfs: %d of %d PDFs differ from the truth's sha256 and were not written (the archive moved on: re-read their truth)", len(bad), len(recs))
	}
	return nil
}

// fetchDeb returns the path of pkg's .deb in dir, downloading it when no copy of version is
// there. When the archive no longer has version, the current one is downloaded and the
// sha256 check decides whether its files are still the labelled ones.
func fetchDeb(env Env, dir, pkg, version string) (string, error) {
	// apt-get names the file pkg_version_arch.deb with the epoch's colon escaped.
	want := filepath.Join(dir, pkg+"_"+strings.ReplaceAll(version, ":", "%3a")+"_*.deb")
	if m, _ := filepath.Glob(want); len(m) > 0 {
		return m[0], nil
	}
	if err := aptDownload(dir, pkg+"="+version); err != nil {
		fmt.Fprintf(env.Stderr, "dev-pdfs: %s %s is not in the archive (%v); trying the current version\n", pkg, version, err)
		if err := aptDownload(dir, pkg); err != nil {
			return "", fmt.Errorf("dev-pdfs: apt-get download %s: %w", pkg, err)
		}
	}
	m, _ := filepath.Glob(filepath.Join(dir, pkg+"_*.deb"))
	if len(m) == 0 {
		return "", fmt.Errorf("dev-pdfs: apt-get download %s wrote no .deb", pkg)
	}
	slices.Sort(m)
	return m[len(m)-1], nil
}

func aptDownload(dir, spec string) error {
	cmd := exec.Command("apt-get", "download", "-q", spec)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%w: %s", err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// debFiles reads the named files (absolute paths inside the package) out of a .deb's data
// tarball, as dpkg-deb streams it: nothing is installed or unpacked on disk.
func debFiles(deb string, paths []string) (map[string][]byte, error) {
	cmd := exec.Command("dpkg-deb", "--fsys-tarfile", deb)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	tr := tar.NewReader(stdout)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			io.Copy(io.Discard, stdout)
			cmd.Wait()
			return nil, err
		}
		name := "/" + strings.TrimPrefix(strings.TrimPrefix(h.Name, "."), "/")
		if h.Typeflag != tar.TypeReg || !slices.Contains(paths, name) {
			continue
		}
		if out[name], err = io.ReadAll(tr); err != nil {
			io.Copy(io.Discard, stdout)
			cmd.Wait()
			return nil, err
		}
	}
	// The stream is read to its end, not cut off when the files are in: dpkg-deb decompresses
	// in a child process that would keep the pipes open after a kill.
	io.Copy(io.Discard, stdout)
	if err := cmd.Wait(); err != nil {
		return nil, fmt.Errorf("dpkg-deb --fsys-tarfile: %w: %s", err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// devPDFBytes is r's PDF out of the package's files, uncompressed when the package gzips it.
func devPDFBytes(files map[string][]byte, r devRecord) ([]byte, error) {
	data, ok := files[r.Path]
	if !ok {
		return nil, fmt.Errorf("not in the package")
	}
	if !r.Gzip {
		return data, nil
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

func checkSHA256(data []byte, want string) error {
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); got != want {
		return fmt.Errorf("sha256 %s, the truth says %s", got, want)
	}
	return nil
}
