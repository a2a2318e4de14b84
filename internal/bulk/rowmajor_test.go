package bulk

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

func TestRowMajorCopy(t *testing.T) {
	data := []int32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}
	l := nd.RowMajor(3, 4)
	cases := []struct {
		name string
		l    nd.Layout
		want []int32
	}{
		{"whole", l, data},
		{"contiguous rows at an offset", l.Slice(nd.Range(1, 3)), []int32{4, 5, 6, 7, 8, 9, 10, 11}},
		{"strided", l.Slice(nd.Range(0, 3), nd.Slice(1, 4, 2)), []int32{1, 3, 5, 7, 9, 11}},
		{"transposed", l.Transpose(1, 0), []int32{0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11}},
		{"empty", l.Slice(nd.Range(2, 2)), []int32{}},
	}
	for _, c := range cases {
		got := RowMajorCopy(data, c.l)
		assert.Equal(t, c.want, got, c.name)
		if len(got) > 0 {
			got[0] = -1
			assert.NotEqual(t, int32(-1), data[c.l.Offset], "%s: a copy, not a view", c.name)
		}
	}
	strs := []string{"a", "b", "c", "d"}
	assert.Equal(t, []string{"c", "d"}, RowMajorCopy(strs, nd.RowMajor(4).Slice(nd.Range(2, 4))))
}
