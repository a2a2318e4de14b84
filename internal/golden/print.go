package golden

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/x448/float16"
	"math"
	"os"
	"strconv"
)

// PrintFile is the golden file of NumPy's str() (written by
// testdata/gen_print_golden.py, which documents the format), relative to
// a package directory one level below the repository root.
const PrintFile = "../testdata/print_golden.json.gz"

// PrintCase is one array and what NumPy's str() prints for it.
type PrintCase struct {
	DType     string            `json:"dtype"`
	Shape     []int64           `json:"shape"`
	Pool      []json.RawMessage `json:"pool"`
	Seed      uint32            `json:"seed"`
	Ordered   bool              `json:"ordered"`
	Transpose bool              `json:"transpose"`
	Text      string            `json:"text"`
}

// Size returns the number of elements.
func (c PrintCase) Size() int {
	n := 1
	for _, d := range c.Shape {
		n *= int(d)
	}
	return n
}

// Indices returns, for each element of the flat row-major data, the index
// of its value in Pool: xorshift32 (13, 17, 5) numbers from Seed modulo
// len(Pool), as the generator draws them, or 0, 1, ... for Ordered cases.
func (c PrintCase) Indices() []int {
	out := make([]int, c.Size())
	s := c.Seed
	for i := range out {
		if c.Ordered {
			out[i] = i
			continue
		}
		s ^= s << 13
		s ^= s >> 17
		s ^= s << 5
		out[i] = int(s % uint32(len(c.Pool)))
	}
	return out
}

// LoadPrint reads the golden str() cases of one dtype ("float32") from
// PrintFile. The generator writes one case per line, dtype first, so only
// that dtype's lines are decoded.
func LoadPrint(dtype string) ([]PrintCase, error) {
	f, err := os.Open(Path(PrintFile))
	if err != nil {
		return nil, fmt.Errorf("%w (run /usr/bin/python3 testdata/gen_print_golden.py from the repository root)", err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", PrintFile, err)
	}
	prefix := []byte(`{"dtype":"` + dtype + `"`)
	lines := bufio.NewScanner(z)
	lines.Buffer(nil, 1<<24)
	var out []PrintCase
	for lines.Scan() {
		line := bytes.TrimSuffix(lines.Bytes(), []byte(","))
		if !bytes.HasPrefix(line, prefix) {
			continue
		}
		var c PrintCase
		if err := json.Unmarshal(line, &c); err != nil {
			return nil, fmt.Errorf("%s: %w", PrintFile, err)
		}
		out = append(out, c)
	}
	if err := lines.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", PrintFile, err)
	}
	return out, nil
}

// LoadPrintFile reads the golden str() cases from path.
func LoadPrintFile(path string) ([]PrintCase, error) {
	f, err := os.Open(Path(path))
	if err != nil {
		return nil, fmt.Errorf("%w (run /usr/bin/python3 testdata/gen_print_golden.py from the repository root)", err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var file struct {
		Cases []PrintCase `json:"cases"`
	}
	if err := json.NewDecoder(z).Decode(&file); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return file.Cases, nil
}

// PoolValues decodes the case's Pool as values of T, which must be the
// Go type of the case's DType.
func PoolValues[T any](c PrintCase) ([]T, error) {
	out, err := ArrayValues[T](c.Pool)
	if err != nil {
		return nil, fmt.Errorf("%s pool: %w", c.DType, err)
	}
	return out, nil
}

// decodeValue decodes raw as a value of zero's type.
func decodeValue(raw json.RawMessage, zero any) (any, error) {
	var text string
	switch zero.(type) {
	case bool:
		var b bool
		err := json.Unmarshal(raw, &b)
		return b, err
	case complex64, complex128:
		var parts [2]string
		if err := json.Unmarshal(raw, &parts); err != nil {
			return nil, err
		}
		re, err1 := parseBits(parts[0])
		im, err2 := parseBits(parts[1])
		if _, ok := zero.(complex64); ok {
			return complex(math.Float32frombits(uint32(re)), math.Float32frombits(uint32(im))), errors.Join(err1, err2)
		}
		return complex(math.Float64frombits(re), math.Float64frombits(im)), errors.Join(err1, err2)
	}
	if err := json.Unmarshal(raw, &text); err != nil {
		return nil, err
	}
	switch zero.(type) {
	case string:
		return text, nil
	case float32:
		b, err := parseBits(text)
		return math.Float32frombits(uint32(b)), err
	case float64:
		b, err := parseBits(text)
		return math.Float64frombits(b), err
	case float16.Float16:
		b, err := parseBits(text)
		return float16.Frombits(uint16(b)), err
	}
	return parseInt(text, zero)
}

func parseBits(hex string) (uint64, error) { return strconv.ParseUint(hex, 16, 64) }

// parseInt parses decimal text as an integer of zero's type.
func parseInt(text string, zero any) (any, error) {
	i, ierr := strconv.ParseInt(text, 10, 64)
	u, uerr := strconv.ParseUint(text, 10, 64)
	switch zero.(type) {
	case int8:
		return int8(i), ierr
	case int16:
		return int16(i), ierr
	case int32:
		return int32(i), ierr
	case int64:
		return i, ierr
	case uint8:
		return uint8(u), uerr
	case uint16:
		return uint16(u), uerr
	case uint32:
		return uint32(u), uerr
	case uint64:
		return u, uerr
	}
	return nil, fmt.Errorf("no golden values of type %T", zero)
}
