package crossdtype_test

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"io"
	"math"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbfloat16"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
)

// The golden data of the 16-bit float conversions (testdata/
// gen_float16_golden.py): NumPy's float16 astype, and a bit-level bfloat16
// reference, each through Cast (contiguous arrays and strided views, which
// Cast gathers in chunks first) and the scalar conversions. The SIMD
// kernels against their Go twins: package asm/convert's tests.

type float16Golden struct {
	Seed   uint32 `json:"seed"`
	Random int    `json:"random"`
	Block  int    `json:"block"`
	Sets   map[string]struct {
		Counts map[string]int `json:"counts"`
		SHA256 []string       `json:"sha256"`
	} `json:"sets"`
}

// Every float16 bit pattern converts to float32 as NumPy does, and back;
// every bfloat16 pattern converts to its bits shifted up 16.
func TestFloat16ExhaustiveGolden(t *testing.T) {
	raw := readGzip(t, testdata("float16_exhaustive.bin.gz"))
	require.Len(t, raw, 1<<16*6)
	halves := make([]float16.Float16, 1<<16)
	brains := make([]bfloat16.BFloat16, 1<<16)
	for i := range halves {
		halves[i], brains[i] = float16.Frombits(uint16(i)), bfloat16.FromBits(uint16(i))
	}
	for _, view := range []func(nd.AnyArray) nd.AnyArray{contiguous, strided} {
		to32, err := ndfloat32.Cast(view(ndfloat16.Vector(halves...)))
		require.NoError(t, err)
		back, err := ndfloat16.Cast(view(to32))
		require.NoError(t, err)
		bf32, err := ndfloat32.Cast(view(ndbfloat16.Vector(brains...)))
		require.NoError(t, err)
		got32, gotBack, gotBF := to32.ToSlice(), back.ToSlice(), bf32.ToSlice()
		for i, h := range halves {
			want := binary.LittleEndian.Uint32(raw[4*i:])
			require.Equal(t, want, math.Float32bits(got32[i]), "float16 %04x to float32", i)
			require.Equal(t, want, math.Float32bits(h.Float32()), "float16 %04x Float32", i)
			wantBack := binary.LittleEndian.Uint16(raw[4<<16+2*i:])
			require.Equal(t, wantBack, gotBack[i].Bits(), "float16 %04x and back", i)
			require.Equal(t, uint32(i)<<16, math.Float32bits(gotBF[i]), "bfloat16 %04x", i)
			require.Equal(t, uint32(i)<<16, math.Float32bits(brains[i].Float32()), "bfloat16 %04x", i)
		}
	}
	t.Logf("65536 float16 and 65536 bfloat16 patterns, contiguous and strided")
}

// Float32 to float16 and to bfloat16 on the boundary inputs (every value,
// tie and the ties' neighbours) and a million random ones: the digests of
// each block of results equal the golden ones, through Cast on contiguous
// and strided arrays and through the scalar conversions.
func TestFloat16RoundingGolden(t *testing.T) {
	var g float16Golden
	raw, err := os.ReadFile(testdata("float16_golden.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &g))
	inputs := map[string][]float32{
		"boundary_float16":  boundaryInputs(func(h uint16) float32 { return float16.Frombits(h).Float32() }),
		"boundary_bfloat16": boundaryInputs(func(h uint16) float32 { return bfloat16.FromBits(h).Float32() }),
		"random_float16":    randomInputs(g.Seed, g.Random),
	}
	inputs["random_bfloat16"] = inputs["random_float16"]
	for name, set := range g.Sets {
		in := inputs[name]
		require.NotNil(t, in, name)
		require.Equal(t, set.Counts["inputs"], len(in), name)
		x := ndfloat32.Vector(in...)
		for _, view := range []func(nd.AnyArray) nd.AnyArray{contiguous, strided} {
			var got []uint16
			if name == "boundary_float16" || name == "random_float16" {
				a, err := ndfloat16.Cast(view(x))
				require.NoError(t, err)
				got = bits16(a.ToSlice())
			} else {
				a, err := ndbfloat16.Cast(view(x))
				require.NoError(t, err)
				got = bits16(a.ToSlice())
			}
			checkDigests(t, name, got, set.SHA256, g.Block)
		}
		scalar := make([]uint16, len(in))
		for i, v := range in {
			if name == "boundary_float16" || name == "random_float16" {
				scalar[i] = float16.Fromfloat32(v).Bits()
			} else {
				scalar[i] = bfloat16.FromFloat32(v).Bits()
			}
		}
		checkDigests(t, name+" (scalar)", scalar, set.SHA256, g.Block)
		t.Logf("%s: %v", name, set.Counts)
	}
}

func checkDigests(t *testing.T, name string, out []uint16, want []string, block int) {
	t.Helper()
	buf := make([]byte, 2*len(out))
	for i, v := range out {
		binary.LittleEndian.PutUint16(buf[2*i:], v)
	}
	var got []string
	for i := 0; i < len(buf); i += 2 * block {
		sum := sha256.Sum256(buf[i:min(i+2*block, len(buf))])
		got = append(got, hex.EncodeToString(sum[:]))
	}
	assert.Equal(t, want, got, "%s: blocks of %d results (rerun the script to see the values)", name, block)
}

func bits16[T interface{ Bits() uint16 }](s []T) []uint16 {
	out := make([]uint16, len(s))
	for i, v := range s {
		out[i] = v.Bits()
	}
	return out
}

// boundaryInputs are the script's boundary inputs of a format whose
// pattern h has the float32 value value(h).
func boundaryInputs(value func(uint16) float32) []float32 {
	var out []float32
	for h := range 1 << 16 {
		v := value(uint16(h))
		if v != v {
			continue
		}
		out = append(out, v)
		w := value(uint16(h + 1))
		if math.IsInf(float64(v), 0) || w != w || !(math.Abs(float64(w)) > math.Abs(float64(v))) {
			continue
		}
		m := float32((float64(v) + float64(w)) / 2)
		out = append(out, m, math.Nextafter32(m, 0), math.Nextafter32(m, 2*m))
	}
	return out
}

// randomInputs are the script's random inputs: xorshift32 (13, 17, 5).
func randomInputs(seed uint32, n int) []float32 {
	s := seed
	next := func() uint32 {
		s ^= s << 13
		s ^= s >> 17
		s ^= s << 5
		return s
	}
	out := make([]float32, n)
	for i := range out {
		a, b := next(), next()
		if b&1 == 1 {
			a = a&0x807fffff | (101+(b>>1)%44)<<23
		}
		out[i] = math.Float32frombits(a)
	}
	return out
}

func contiguous(x nd.AnyArray) nd.AnyArray { return x }

// strided is x as a strided view: its elements at every other position of
// an array twice as long.
func strided(x nd.AnyArray) nd.AnyArray {
	switch a := x.(type) {
	case *ndfloat32.NdArray:
		return spread(a.ToSlice(), ndfloat32.Vector)
	case *ndfloat16.NdArray:
		return spread(a.ToSlice(), ndfloat16.Vector)
	case *ndbfloat16.NdArray:
		return spread(a.ToSlice(), ndbfloat16.Vector)
	}
	panic("strided: unknown array")
}

func spread[T any, A interface{ Slice(...nd.Index) A }](s []T, vec func(...T) A) A {
	wide := make([]T, 2*len(s))
	for i, v := range s {
		wide[2*i] = v
	}
	return vec(wide...).Slice(nd.Step(2))
}

func readGzip(t *testing.T, path string) []byte {
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	r, err := gzip.NewReader(bytes.NewReader(raw))
	require.NoError(t, err)
	out, err := io.ReadAll(r)
	require.NoError(t, err)
	return out
}
