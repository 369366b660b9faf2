package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// tarStream reads the tar that `git archive --format=tar` writes: ustar
// headers, a pax global header (the commit id) and pax extended headers
// for long names. It is not archive/tar because archive/tar imports
// os/user, which links cgo into pluglint: the binary becomes dynamically
// linked and every run, `pluglint version` included, pays for the
// dynamic loader and libc (about 1 ms here: BenchmarkStartVersion,
// docs/performance.md; TestLinksNoNetwork keeps it so). It is held to
// archive/tar by TestTarStream.
type tarStream struct {
	r    io.Reader
	left int64 // unread bytes of the current entry's data
	pad  int64 // padding after them
	blk  [512]byte
}

// tarEntry is one entry's header.
type tarEntry struct {
	Name, Linkname string
	Typeflag       byte
	Mode, Size     int64
}

const (
	tarReg     = '0'
	tarSymlink = '2'
	tarDir     = '5'
)

func newTarStream(r io.Reader) *tarStream { return &tarStream{r: r} }

// Next skips the rest of the current entry and returns the next header,
// or io.EOF at the end of the archive.
func (t *tarStream) Next() (*tarEntry, error) {
	var pax map[string]string
	for {
		if _, err := io.CopyN(io.Discard, t.r, t.left+t.pad); err != nil {
			return nil, unexpected(err)
		}
		t.left, t.pad = 0, 0
		if _, err := io.ReadFull(t.r, t.blk[:]); err != nil {
			if errors.Is(err, io.EOF) {
				return nil, io.EOF // git always ends with zero blocks; be lenient
			}
			return nil, unexpected(err)
		}
		b := t.blk[:]
		if bytes.Count(b, []byte{0}) == len(b) {
			return nil, io.EOF
		}
		if err := tarChecksum(b); err != nil {
			return nil, err
		}
		size, err := tarOctal(b[124:136])
		if err != nil {
			return nil, err
		}
		mode, err := tarOctal(b[100:108])
		if err != nil {
			return nil, err
		}
		e := &tarEntry{Typeflag: b[156], Mode: mode, Size: size, Name: tarString(b[0:100]), Linkname: tarString(b[157:257])}
		if string(b[257:263]) == "ustar\x00" {
			if p := tarString(b[345:500]); p != "" {
				e.Name = p + "/" + e.Name
			}
		}
		if e.Typeflag == 0 {
			e.Typeflag = tarReg // pre-POSIX regular file
		}
		t.left, t.pad = size, -size&511
		switch e.Typeflag {
		case 'g', 'x':
			if size > 1<<20 {
				return nil, fmt.Errorf("tar: a pax header of %d bytes", size)
			}
			data := make([]byte, size)
			if _, err := io.ReadFull(t.r, data); err != nil {
				return nil, unexpected(err)
			}
			t.left = 0
			if e.Typeflag == 'x' {
				if pax, err = tarPAX(data); err != nil {
					return nil, err
				}
			}
			continue
		}
		if v, ok := pax["path"]; ok {
			e.Name = v
		}
		if v, ok := pax["linkpath"]; ok {
			e.Linkname = v
		}
		if v, ok := pax["size"]; ok {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("tar: pax size %q", v)
			}
			e.Size, t.left, t.pad = n, n, -n&511
		}
		if e.Typeflag != tarReg && e.Typeflag != '7' {
			// Only regular files have data to read; whatever another
			// entry carries is skipped.
			e.Size = 0
		}
		return e, nil
	}
}

// Read reads the current entry's data.
func (t *tarStream) Read(p []byte) (int, error) {
	if t.left <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > t.left {
		p = p[:t.left]
	}
	n, err := t.r.Read(p)
	t.left -= int64(n)
	if errors.Is(err, io.EOF) && t.left > 0 {
		err = io.ErrUnexpectedEOF
	}
	return n, err
}

func unexpected(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

// tarString is a NUL-terminated header field.
func tarString(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return string(b)
}

// tarOctal is a numeric header field: octal digits padded with spaces
// or NULs.
func tarOctal(b []byte) (int64, error) {
	if len(b) > 0 && b[0]&0x80 != 0 {
		return 0, errors.New("tar: base-256 numbers are not supported")
	}
	s := strings.Trim(string(b), " \x00")
	if s == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(s, 8, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("tar: invalid number %q", b)
	}
	return n, nil
}

// tarChecksum checks a header's checksum: the sum of its bytes with the
// checksum field read as spaces.
func tarChecksum(b []byte) error {
	want, err := tarOctal(b[148:156])
	if err != nil {
		return err
	}
	var sum int64
	for i, c := range b {
		if i >= 148 && i < 156 {
			c = ' '
		}
		sum += int64(c)
	}
	if sum != want {
		return errors.New("tar: invalid header checksum")
	}
	return nil
}

// tarPAX parses pax records: "LEN key=value\n", LEN counting the whole
// record.
func tarPAX(data []byte) (map[string]string, error) {
	m := map[string]string{}
	for len(data) > 0 {
		sp := bytes.IndexByte(data, ' ')
		if sp <= 0 {
			return nil, errors.New("tar: invalid pax record")
		}
		n, err := strconv.Atoi(string(data[:sp]))
		if err != nil || n <= sp+1 || n > len(data) || data[n-1] != '\n' {
			return nil, errors.New("tar: invalid pax record")
		}
		k, v, ok := strings.Cut(string(data[sp+1:n-1]), "=")
		if !ok {
			return nil, errors.New("tar: invalid pax record")
		}
		m[k] = v
		data = data[n:]
	}
	return m, nil
}
