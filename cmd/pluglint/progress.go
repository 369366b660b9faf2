package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/pluglint/pluglint/cmd/internal/cli"
)

// progressMin is how many packages make a run long enough to show
// progress for.
const progressMin = 50

// progress shows "linted N/M packages" on a terminal's stderr during long
// runs, at most ten times a second; in pipes and CI it stays silent.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	total int
	n     int
	last  time.Time
}

func newProgress(stderr io.Writer, total int) *progress {
	if total < progressMin || !cli.IsTerminal(stderr) || os.Getenv("CI") != "" || cli.DumbTerminal(os.Getenv) {
		return nil
	}
	return &progress{w: stderr, total: total}
}

func (p *progress) done() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	if now := time.Now(); now.Sub(p.last) >= 100*time.Millisecond || p.n == p.total {
		p.last = now
		fmt.Fprintf(p.w, "\rpluglint: linted %d/%d packages", p.n, p.total)
	}
}

func (p *progress) finish() {
	if p == nil {
		return
	}
	fmt.Fprint(p.w, "\r\033[K")
}
