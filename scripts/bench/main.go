// Command bench runs InkFlow's benchmark suite on the real pipeline (bbolt,
// ONNX Runtime, the vector and keyword indexes) and writes BENCHMARKS.md:
// the machine, the commit, and each figure beside its goal with PASS or
// MISS.
//
//	go run ./scripts/bench -out BENCHMARKS.md          the full suite (long)
//	go run ./scripts/bench -quick -out /tmp/b.md        a smoke run on small inputs
//	go run ./scripts/bench -only import-static,cache    a subset (-list names them)
//	go run ./scripts/bench -only import-static -cpuprofile cpu.pprof
//
// Every figure runs in a child process of its own (the same executable,
// re-run with -figure), so one figure's memory, goroutines and ONNX Runtime
// threads cannot disturb another's timings or resident-memory readings.
// Figures that compare sizes start further children, one per size.
//
// The machine is assumed to be shared and noisy: short measurements are
// repeated and reported as medians, and ratios compare two quantities
// measured in the same run.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err := run(ctx, os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		if _, ok := errors.AsType[usageError](err); ok {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// usageError marks command-line mistakes (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// run dispatches between the three roles of the executable: the
// orchestrator (default), a figure's child process (-figure) and a size
// job started by a figure (-job).
func run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	var f flags
	f.register(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("unexpected arguments: %s", strings.Join(fs.Args(), " "))}
	}
	switch {
	case f.job != "":
		return runJobProcess(ctx, f.job, f.result)
	case f.figure != "":
		return runFigureProcess(ctx, f.figure, f.config, f.result)
	case f.list:
		for _, fig := range figures {
			fmt.Printf("%-15s %s\n", fig.name, fig.title)
		}
		return nil
	default:
		return orchestrate(ctx, f, args)
	}
}

// flags are the command line.
type flags struct {
	out        string
	only       string
	quick      bool
	runs       int
	longRuns   int
	list       bool
	root       string
	corpus     string
	reference  string
	static     string
	cpuProfile string
	keep       bool

	// Internal: the child-process roles.
	figure, config, job, result string
}

func (f *flags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.out, "out", "", "write the Markdown report to FILE (default: standard output)")
	fs.StringVar(&f.only, "only", "", "run only these figures (comma-separated; -list names them)")
	fs.BoolVar(&f.quick, "quick", false, "smoke run: small inputs, minutes instead of hours")
	fs.IntVar(&f.runs, "runs", 3, "repetitions of each short measurement (the median is reported)")
	fs.IntVar(&f.longRuns, "long-runs", 1, "repetitions of long measurements (the full transformer import)")
	fs.BoolVar(&f.list, "list", false, "list the figures and exit")
	fs.StringVar(&f.root, "root", "", "module root (default: found from the working directory)")
	fs.StringVar(&f.corpus, "corpus", "", "shared corpus folder (default: ROOT/../shared/corpus)")
	fs.StringVar(&f.reference, "reference", "", "reference models folder holding bge-small-zh-v1.5/tokenizer.json (default: ROOT/../shared/reference)")
	fs.StringVar(&f.static, "static-model", "", "static model folder (default: assets/models/"+
		"inkflow-static-v1, else the tiny test model); \""+staticRandomShape+"\" generates a random model of the shipped shape")
	fs.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile of the measured section to FILE (needs exactly one -only figure)")
	fs.BoolVar(&f.keep, "keep", false, "keep the temporary data directories")
	fs.StringVar(&f.figure, "figure", "", "internal: run one figure in this process")
	fs.StringVar(&f.config, "config", "", "internal: the figure's configuration file")
	fs.StringVar(&f.job, "job", "", "internal: run a size job described by this file")
	fs.StringVar(&f.result, "result", "", "internal: where a child writes its result")
}
