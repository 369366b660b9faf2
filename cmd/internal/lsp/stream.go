package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pluglint/pluglint/cmd/internal/lsp/jsonrpc2"
)

// maxMessage bounds one message from the client. A document is at most
// rules.MaxFileSize when pluglint reads it; JSON escaping can make its
// text six times longer on the wire. A longer message is skipped unread,
// so a hostile Content-Length cannot make the server allocate it.
const maxMessage = 64 << 20

// maxHeader bounds one header line.
const maxHeader = 4 << 10

// stream reads and writes messages framed as the LSP base protocol says
// (Content-Length headers), like jsonrpc2.NewStream, but bounds what it
// reads and skips a message it cannot decode instead of ending the
// session: one bad message from an editor should cost that message only.
type stream struct {
	in  *bufio.Reader
	out io.Writer
	// closer ends the session from our side (Close), when there is one.
	closer io.Closer
	// log receives a line per skipped message.
	log func(format string, args ...any)
}

func newStream(r io.Reader, w io.Writer, log func(string, ...any)) *stream {
	s := &stream{in: bufio.NewReaderSize(r, 64<<10), out: w, log: log}
	if c, ok := r.(io.Closer); ok {
		s.closer = c
	}
	return s
}

// errFraming ends the session: after a header that cannot be read, no
// later message boundary can be trusted.
var errFraming = errors.New("lsp: unreadable message header")

// Read implements jsonrpc2.Stream.
func (s *stream) Read(ctx context.Context) (jsonrpc2.Message, int64, error) {
	for {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		length, total, err := s.header()
		if err != nil {
			return nil, total, err
		}
		if length > maxMessage {
			n, err := io.CopyN(io.Discard, s.in, length)
			total += n
			if err != nil {
				return nil, total, fmt.Errorf("skipping a message of %d bytes: %w", length, err)
			}
			s.log("skipped a message of %d bytes (more than %d)", length, maxMessage)
			continue
		}
		data := make([]byte, length)
		n, err := io.ReadFull(s.in, data)
		total += int64(n)
		if err != nil {
			return nil, total, fmt.Errorf("reading a message: %w", err)
		}
		msg, err := jsonrpc2.DecodeMessage(data)
		if err != nil {
			s.log("skipped a message that is not JSON-RPC: %v", err)
			continue
		}
		return msg, total, nil
	}
}

// header reads the headers of one message and returns its length.
func (s *stream) header() (length, total int64, err error) {
	length = -1
	for {
		line, err := s.readLine()
		total += int64(len(line))
		if err != nil {
			if errors.Is(err, io.EOF) && total == 0 {
				return 0, 0, io.EOF
			}
			return 0, total, fmt.Errorf("%w: %w", errFraming, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if length < 0 {
				if total <= 2 {
					continue // a stray blank line between messages
				}
				return 0, total, fmt.Errorf("%w: no Content-Length", errFraming)
			}
			return length, total, nil
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return 0, total, fmt.Errorf("%w: %q", errFraming, line)
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
			if err != nil || n < 0 {
				return 0, total, fmt.Errorf("%w: Content-Length %q", errFraming, value)
			}
			length = n
		}
	}
}

// readLine reads one header line of at most maxHeader bytes.
func (s *stream) readLine() (string, error) {
	var b strings.Builder
	for {
		frag, err := s.in.ReadSlice('\n')
		b.Write(frag)
		if b.Len() > maxHeader {
			return b.String(), errors.New("header line too long")
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return b.String(), err
		}
	}
}

// Write implements jsonrpc2.Stream.
func (s *stream) Write(_ context.Context, msg jsonrpc2.Message) (int64, error) {
	data, err := json.Marshal(msg)
	if err != nil {
		return 0, fmt.Errorf("encoding a message: %w", err)
	}
	// One write per message, so that no other writer's bytes can come
	// between header and body even where the connection does not lock.
	buf := make([]byte, 0, len(data)+32)
	buf = append(buf, "Content-Length: "...)
	buf = strconv.AppendInt(buf, int64(len(data)), 10)
	buf = append(buf, "\r\n\r\n"...)
	buf = append(buf, data...)
	n, err := s.out.Write(buf)
	return int64(n), err
}

// Close implements jsonrpc2.Stream.
func (s *stream) Close() error {
	if s.closer != nil {
		return s.closer.Close()
	}
	return nil
}
