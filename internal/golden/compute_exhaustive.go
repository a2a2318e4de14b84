package golden

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"os"
)

// ExhaustiveTable is the result of one unary op on every 16-bit pattern
// of float16 or bfloat16, in order 0x0000..0xffff: Bits[i] is the result
// for input bits i (for a bool result 0 or 1), of dtype DType, within ULP.
type ExhaustiveTable struct {
	Op    string
	DType string
	ULP   int
	Bits  []uint64
}

// ComputeExhaustive reads the exhaustive table file of dtype ("float16"
// or "bfloat16"), whose format testdata/gen_compute_golden.py documents:
// per op a header and the results delta-coded in byte planes.
func ComputeExhaustive(dtype string) ([]ExhaustiveTable, error) {
	rel := ComputeDir + "/" + dtype + "_unary.bin.gz"
	f, err := os.Open(Path(rel))
	if err != nil {
		return nil, fmt.Errorf("%w (%s)", err, regenerate)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rel, err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rel, err)
	}
	var tables []ExhaustiveTable
	r := bytes.NewReader(data)
	for r.Len() > 0 {
		t, err := readTable(r)
		if err != nil {
			return nil, fmt.Errorf("%s: table %d: %w", rel, len(tables)+1, err)
		}
		tables = append(tables, t)
	}
	if len(tables) == 0 {
		return nil, fmt.Errorf("%s has no tables (%s)", rel, regenerate)
	}
	return tables, nil
}

// readTable reads one record: u8-prefixed op and dtype names, u8 ulp, u32
// count, then the planes.
func readTable(r *bytes.Reader) (ExhaustiveTable, error) {
	var t ExhaustiveTable
	name := func() (string, error) {
		n, err := r.ReadByte()
		if err != nil {
			return "", err
		}
		b := make([]byte, n)
		_, err = io.ReadFull(r, b)
		return string(b), err
	}
	var err error
	if t.Op, err = name(); err != nil {
		return t, err
	}
	if t.DType, err = name(); err != nil {
		return t, err
	}
	ulp, err := r.ReadByte()
	if err != nil {
		return t, err
	}
	t.ULP = int(ulp)
	var n uint32
	if err := binary.Read(r, binary.LittleEndian, &n); err != nil {
		return t, err
	}
	planes := 2
	if t.DType == "bool" {
		planes = 1
	}
	raw := make([]byte, int(n)*planes)
	if _, err := io.ReadFull(r, raw); err != nil {
		return t, fmt.Errorf("%s: %w", t.Op, err)
	}
	t.Bits = make([]uint64, n)
	var prev uint16
	for i := range t.Bits {
		d := uint16(raw[i])
		if planes == 2 {
			d |= uint16(raw[int(n)+i]) << 8
		}
		prev += d
		if planes == 1 {
			prev &= 0xff
		}
		t.Bits[i] = uint64(prev)
	}
	return t, nil
}
