package main

import (
	"bytes"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestUpperQuartile(t *testing.T) {
	for _, c := range []struct {
		v    []float64
		want float64
	}{
		{[]float64{0.8}, 0.8},
		{[]float64{0.9, 0.7}, 0.85},
		{[]float64{1.0, 0.8, 0.9}, 0.95}, // halfway between the median and the best
		{[]float64{5, 1, 3, 2, 4}, 4},
		{[]float64{1, 2, 3, 4, 5, 6, 7}, 5.5},
	} {
		assert.InDelta(t, c.want, upperQuartile(c.v), 1e-12, "%v", c.v)
	}
	v := []float64{3, 1, 2}
	upperQuartile(v)
	assert.Equal(t, []float64{3, 1, 2}, v, "the rounds are left in their order")
}

func TestBehindIn(t *testing.T) {
	for _, c := range []struct {
		name string
		q    []float64
		want bool
	}{
		{"no rounds: no twin figure", nil, false},
		{"one round, lost by 5%", []float64{0.95}, true},
		{"one round, lost by 2%: under the floor", []float64{0.98}, false},
		{"lost by exactly the floor", []float64{0.97}, false},
		{"on par", []float64{1.01, 0.99, 1.0}, false},
		{"every round lost by 10%", []float64{0.9, 0.91, 0.89}, true},
		{"median lost by 5%, the best round wins: noise", []float64{0.95, 0.94, 1.05}, false},
		{"median lost by 10%, the best by 2%: upper quartile 0.94", []float64{0.9, 0.98, 0.85}, true},
		{"one round's luck against us does not make a verdict", []float64{0.5, 1.0, 1.0, 0.99, 1.02}, false},
		{"one lucky round does not clear one", []float64{0.8, 0.82, 1.3, 0.79, 0.81}, true},
		{"won", []float64{2, 3, 1.5}, false},
	} {
		assert.Equal(t, c.want, behindIn(c.q), "%s: %v", c.name, c.q)
	}
}

// TestLags: a row is judged against its naive twin, or, for the getter
// loops (contract), against its limit only, however far behind the
// unchecked naive loop; NumPy besides, where it has a figure.
func TestLags(t *testing.T) {
	lost, par := []float64{0.5, 0.6, 0.55}, []float64{1, 1.1, 0.99}
	for _, c := range []struct {
		name string
		r    result
		want []lag
	}{
		{"on par", result{naiveRounds: par}, nil},
		{"behind naive", result{naiveRounds: lost}, []lag{{"naive", 0.55}}},
		{"behind NumPy", result{naiveRounds: par, numpyRounds: lost}, []lag{{"NumPy", 0.55}}},
		{"behind both", result{naiveRounds: lost, numpyRounds: []float64{0.8}},
			[]lag{{"naive", 0.55}, {"NumPy", 0.8}}},
		{"a limit does not judge an ordinary row", result{naiveRounds: par, limitRounds: lost}, nil},
		{"getter loop at its limit, far behind the unchecked loop",
			result{contract: true, naiveRounds: lost, limitRounds: par}, nil},
		{"getter loop behind its limit", result{contract: true, naiveRounds: par, limitRounds: lost},
			[]lag{{"limit", 0.55}}},
		{"getter loop without a limit figure", result{contract: true, naiveRounds: lost}, nil},
	} {
		assert.Equal(t, c.want, c.r.lags(), c.name)
	}
}

func TestVerdict(t *testing.T) {
	for _, c := range []struct {
		name string
		rows map[string][]lag // in name order below
		want string
	}{
		{"nothing judged", nil, "\nndbench: no row with a twin was measured: nothing to judge\n"},
		{"none behind", map[string][]lag{"a f32": nil, "b i64": nil},
			"\nndbench: no row behind: none of the 2 rows is slower than its twin or NumPy beyond the noise\n"},
		{"some behind", map[string][]lag{"a f32": nil, "b i64": {{"naive", 0.9}, {"NumPy", 0.5}},
			"c f32": {{"limit", 0.8}}},
			"\nndbench: 2 of 3 rows behind their twin or NumPy beyond the noise: " +
				"b i64 (naive 0.90×, NumPy 0.50×); c f32 (limit 0.80×)\n"},
	} {
		var v verdict
		for _, name := range []string{"a f32", "b i64", "c f32"} {
			if ls, ok := c.rows[name]; ok {
				v.add(name, ls)
			}
		}
		var out bytes.Buffer
		v.write(&out)
		assert.Equal(t, c.want, out.String(), c.name)
	}
}

func TestZarrRounds(t *testing.T) {
	py := func(cpu, wall time.Duration) *zarrTimes { return &zarrTimes{CPU: cpu, Wall: wall} }
	rounds := []zarrRound{{Go: zarrTimes{CPU: 10, Wall: 40}, ZarrPython: py(5, 80)},
		{Go: zarrTimes{CPU: 20, Wall: 40}, ZarrPython: py(30, 20)}}
	assert.InDeltaSlice(t, []float64{0.5, 1.5}, zarrRounds(1, rounds), 1e-12, "one worker: CPU times")
	assert.InDeltaSlice(t, []float64{2, 0.5}, zarrRounds(2, rounds), 1e-12, "several: wall times")
	rounds[1].ZarrPython = nil
	assert.Nil(t, zarrRounds(1, rounds), "a round without zarr-python")
	assert.Nil(t, zarrRounds(1, nil))
}
