package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// The verdict: which rows are behind. A row is behind a twin (its naive
// loop, or for the getter loops their contract's limit; NumPy; zarr-python)
// when the twin was faster beyond the noise of the run. The noise is read
// from the run itself: each round times a row's columns alternately, so a
// round's time ratio (twin's ÷ ours) cancels the phase of the machine both
// shared, and what still moves the ratio from round to round is noise. A
// row is behind when the upper quartile of its per-round ratios is below
// 1 − noiseFloor: the median ratio below 1 − noiseFloor by more than the
// ratios' upper spread, so that one round's luck on either side neither
// makes nor clears a verdict once there are a few rounds.

// noiseFloor is the least loss ever flagged, however tight the rounds: the
// paired medians of a copy that is copy() itself scatter by about 2% on a
// shared machine, which the spread of three rounds may not show.
const noiseFloor = 0.03

// behindIn reports whether ours lost to a twin beyond the noise, given the
// rounds' time ratios q (twin's time ÷ ours, one per round). No rounds (no
// twin figure): not behind.
func behindIn(q []float64) bool {
	return len(q) > 0 && upperQuartile(q) < 1-noiseFloor
}

// upperQuartile is the 0.75 quantile of v, linearly interpolated between
// the sorted values (NumPy's default): for three rounds, halfway between
// the median and the best.
func upperQuartile(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	pos := 0.75 * float64(len(s)-1)
	i := int(pos)
	if i+1 >= len(s) {
		return s[i]
	}
	return s[i] + (pos-float64(i))*(s[i+1]-s[i])
}

// lag is one twin a row is behind: the twin's name and the median of the
// per-round ratios (twin's time ÷ ours).
type lag struct {
	twin  string
	ratio float64
}

func (l lag) String() string { return fmt.Sprintf("%s %.2f×", l.twin, l.ratio) }

// lagsOf is the twins among twins (named by names, each with its rounds'
// ratios) that a row is behind.
func lagsOf(names []string, rounds ...[]float64) []lag {
	var out []lag
	for i, q := range rounds {
		if behindIn(q) {
			out = append(out, lag{names[i], median(q)})
		}
	}
	return out
}

// lagsCell is the table's "behind" cell: the twins and median ratios, or
// "" for a row that is not behind.
func lagsCell(ls []lag) string {
	s := make([]string, len(ls))
	for i, l := range ls {
		s[i] = l.String()
	}
	return strings.Join(s, ", ")
}

// verdictLegend explains the "behind" column; the report's header carries it.
var verdictLegend = fmt.Sprintf("behind: slower on one core than its twin (the naive loop; for the getter "+
	"loops, their contract's limit) or NumPy beyond the noise: the upper quartile of the per-round time "+
	"ratios (twin's ÷ ours) below %.2f; the ratios' spread over rounds is the run's own noise, the %.0f%% "+
	"floor what copy() against copy() scatters by on a shared machine", 1-noiseFloor, 100*noiseFloor)

// verdict is the report's last line: how many of the judged rows are
// behind, and which, with their twins.
type verdict struct {
	judged int      // rows with at least one twin figure
	behind []string // "row dtype (twin ratio×, ...)"
}

// add judges one row: name, and the twins it is behind (none: on par).
func (v *verdict) add(name string, ls []lag) {
	v.judged++
	if len(ls) > 0 {
		v.behind = append(v.behind, fmt.Sprintf("%s (%s)", name, lagsCell(ls)))
	}
}

// write writes the verdict's one line.
func (v verdict) write(w io.Writer) {
	switch {
	case v.judged == 0:
		fmt.Fprintln(w, "\nndbench: no row with a twin was measured: nothing to judge")
	case len(v.behind) == 0:
		fmt.Fprintf(w, "\nndbench: no row behind: none of the %d rows is slower than its twin or NumPy beyond the noise\n",
			v.judged)
	default:
		fmt.Fprintf(w, "\nndbench: %d of %d rows behind their twin or NumPy beyond the noise: %s\n",
			len(v.behind), v.judged, strings.Join(v.behind, "; "))
	}
}
