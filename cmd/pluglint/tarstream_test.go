package main

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
)

// TestTarStream holds tarStream to archive/tar on archives written the
// way git archive writes them: a pax global header, pax records for long
// names and link targets, directories, files and symlinks.
func TestTarStream(t *testing.T) {
	long := strings.Repeat("long-directory-name/", 8) + "SKILL.md"
	entries := []struct {
		h    tar.Header
		data string
	}{
		{h: tar.Header{Typeflag: tar.TypeXGlobalHeader, Name: "pax_global_header", PAXRecords: map[string]string{"comment": "0123456789abcdef0123456789abcdef01234567"}}},
		{h: tar.Header{Typeflag: tar.TypeDir, Name: "pkg/", Mode: 0o775}},
		{h: tar.Header{Typeflag: tar.TypeReg, Name: "pkg/plugin.json", Mode: 0o664}, data: `{"name":"x"}`},
		{h: tar.Header{Typeflag: tar.TypeReg, Name: "pkg/run.sh", Mode: 0o775}, data: "#!/bin/sh\n" + strings.Repeat("x", 1000)},
		{h: tar.Header{Typeflag: tar.TypeReg, Name: "pkg/empty", Mode: 0o664}},
		{h: tar.Header{Typeflag: tar.TypeReg, Name: "pkg/" + long, Mode: 0o664, Format: tar.FormatPAX}, data: "---\nname: a\n---\n"},
		{h: tar.Header{Typeflag: tar.TypeSymlink, Name: "pkg/link", Linkname: "../" + long, Format: tar.FormatPAX}},
		{h: tar.Header{Typeflag: tar.TypeReg, Name: "pkg/é-ünïcode", Mode: 0o664, Format: tar.FormatPAX}, data: "x"},
		{h: tar.Header{Typeflag: tar.TypeReg, Name: "pkg/exact512", Mode: 0o664}, data: strings.Repeat("y", 512)},
	}
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, e := range entries {
		h := e.h
		h.Size = int64(len(e.data))
		if err := tw.WriteHeader(&h); err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(tw, e.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}

	want := readAll(t, tar.NewReader(bytes.NewReader(buf.Bytes())))
	got := readAllStream(t, newTarStream(bytes.NewReader(buf.Bytes())))
	if len(want) != 8 {
		t.Fatalf("archive/tar read %d entries, want 8", len(want))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("tarStream read\n%s\narchive/tar read\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// Reading only some of an entry's data skips the rest.
	ts := newTarStream(bytes.NewReader(buf.Bytes()))
	var names []string
	for {
		h, err := ts.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		_, _ = ts.Read(make([]byte, 3))
		names = append(names, h.Name)
	}
	if len(names) != 8 || names[7] != "pkg/exact512" {
		t.Errorf("partial reads: entries %q", names)
	}

	// A truncated or corrupted archive is an error, not a short tree.
	for _, bad := range [][]byte{buf.Bytes()[:1500], corrupt(buf.Bytes(), 1024+10)} {
		ts := newTarStream(bytes.NewReader(bad))
		var err error
		for err == nil {
			_, err = ts.Next()
			if err == nil {
				_, err = io.Copy(io.Discard, ts)
			}
		}
		if errors.Is(err, io.EOF) {
			t.Errorf("a damaged archive of %d bytes read to the end without error", len(bad))
		}
	}
}

func corrupt(b []byte, at int) []byte {
	c := bytes.Clone(b)
	c[at] ^= 0x55
	return c
}

func readAll(t *testing.T, tr *tar.Reader) []string {
	t.Helper()
	var out []string
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Typeflag == tar.TypeXGlobalHeader {
			continue // untar has no use for it; tarStream skips it
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, describe(h.Typeflag, h.Name, h.Linkname, h.Mode, data))
	}
}

func readAllStream(t *testing.T, ts *tarStream) []string {
	t.Helper()
	var out []string
	for {
		h, err := ts.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(ts)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, describe(h.Typeflag, h.Name, h.Linkname, h.Mode, data))
	}
}

func describe(typ byte, name, link string, mode int64, data []byte) string {
	return fmt.Sprintf("%c|%s|%s|%o|%s", typ, name, link, mode, data)
}
