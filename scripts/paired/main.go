// Command paired compares the wall time of programs run with the same
// arguments, alternating them run by run: A B A B ... On a shared machine
// the speed drifts by tens of percent from one minute to the next, and
// timing one program's runs in a block and then the other's measures the
// drift as much as the programs. The median of the differences between
// each pair of runs does not.
//
// usage: go run ./scripts/paired [-n N] PROGRAM... -- ARG...
//
// Programs are compared with the first. Their output is discarded and
// their exit status ignored (pluglint exits 1 when it finds errors).
// Beside the time, each line gives the median number of page faults a
// run took (minor and major, as the kernel counts them for the child):
// on a virtual machine where a fault costs tens of microseconds they are
// much of a short run's time, and unlike the time they do not drift
// with the machine's load.
//
// Compare files written the same way at the same moment: copy the builds
// with cp together just before the comparison. On the VM pluglint was
// measured on, a binary just written by the linker ran 10-16% slower than
// a copy of it made with cp, and a copy ran up to 15% faster in the first
// minutes after it was written than later.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"syscall"
	"time"
)

func main() {
	rounds := flag.Int("n", 200, "runs of each program, after 5 warm-up rounds")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: paired [-n N] PROGRAM... -- ARG...")
		flag.PrintDefaults()
	}
	flag.Parse()
	args := flag.Args()
	sep := slices.Index(args, "--")
	if sep < 1 || *rounds < 1 {
		flag.Usage()
		os.Exit(2)
	}
	progs, progArgs := args[:sep], args[sep+1:]
	times := make([][]float64, len(progs))
	faults := make([][]float64, len(progs))
	for r := range *rounds + 5 {
		for i, p := range progs {
			run, err := runOnce(p, progArgs)
			if err != nil {
				fmt.Fprintf(os.Stderr, "paired: %s: %v\n", p, err)
				os.Exit(2)
			}
			if r >= 5 {
				times[i] = append(times[i], run.ms)
				faults[i] = append(faults[i], float64(run.faults))
			}
		}
	}
	base := median(times[0])
	for i, p := range progs {
		diffs := make([]float64, len(times[i]))
		for k := range diffs {
			diffs[k] = times[i][k] - times[0][k]
		}
		d := median(diffs)
		fmt.Printf("%-40s median %6.3f ms  p10 %6.3f ms  vs first %+.3f ms (%+.1f%%)  page faults %.0f\n",
			p, median(times[i]), percentile(times[i], 10), d, 100*d/base, median(faults[i]))
	}
}

// run is what one run of a program took.
type run struct {
	ms     float64 // wall time in milliseconds
	faults int64   // page faults, minor and major
}

// runOnce runs prog with args and returns its wall time and page
// faults. An exit status other than 0 is not an error: linters report
// findings through it.
func runOnce(prog string, args []string) (run, error) {
	cmd := exec.Command(prog, args...)
	start := time.Now()
	err := cmd.Run()
	elapsed := time.Since(start)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		return run{}, err
	}
	r := run{ms: float64(elapsed.Nanoseconds()) / 1e6}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.faults = ru.Minflt + ru.Majflt
	}
	return r, nil
}

func median(v []float64) float64 { return percentile(v, 50) }

func percentile(v []float64, p int) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)*p/100]
}
