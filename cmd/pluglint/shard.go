package main

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
)

// shard is --shard K/N: the K-th of N slices of the packages found.
type shard struct {
	k, n uint32
}

// parseShard reads K/N, 1 <= K <= N; nil for "".
func parseShard(s string) (*shard, error) {
	if s == "" {
		return nil, nil
	}
	ks, ns, ok := strings.Cut(s, "/")
	k, kerr := strconv.ParseUint(ks, 10, 32)
	n, nerr := strconv.ParseUint(ns, 10, 32)
	if !ok || kerr != nil || nerr != nil || n == 0 || k == 0 || k > n {
		return nil, fmt.Errorf("--shard wants K/N with 1 <= K <= N, such as 2/4, got %q", s)
	}
	return &shard{k: uint32(k), n: uint32(n)}, nil
}

// slice keeps the package roots of this shard. A package's shard comes
// from a hash of its path from the repository root (its KeyDir), not from
// its place in the list: adding or removing a package moves no other
// package to another shard, so each shard's SARIF category keeps its
// alerts, and every job of a matrix agrees on the slices whichever
// directory it runs in.
func (s *shard) slice(roots []string) []string {
	keys := keyDirs(roots)
	var out []string
	for _, r := range roots {
		h := fnv.New32a()
		h.Write([]byte(keys[rootKey(r)]))
		if h.Sum32()%s.n == s.k-1 {
			out = append(out, r)
		}
	}
	return out
}
