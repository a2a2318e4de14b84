package ndzarr

import (
	"context"
	"iter"
	"sync"
)

// forEach runs f on every job with at most workers at once (as many as
// there are jobs, if fewer), stopping at the first error (and cancelling
// the others' context), which it returns. Jobs are taken from the
// sequence as workers are ready, so a long sequence is never listed.
func forEach[J any](ctx context.Context, workers int, jobs iter.Seq[J],
	f func(context.Context, J) error) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	next := make(chan J)
	var wg sync.WaitGroup
	work := func() {
		for j := range next {
			if ctx.Err() != nil {
				continue
			}
			if err := f(ctx, j); err != nil {
				cancel(err)
			}
		}
	}
	started := 0
feed:
	for j := range jobs {
		if started < workers {
			wg.Go(work)
			started++
		}
		select {
		case next <- j:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	return context.Cause(ctx)
}

// ended gives err, what forEach returned, the package's prefix where it
// is ctx's own error (the caller's context ended the work, not a job):
// the jobs' errors have it already.
func ended(ctx context.Context, err error, op string) error {
	if err != nil && err == context.Cause(ctx) {
		return wrapf(nil, err, "%s", op)
	}
	return err
}
