package main

import (
	"fmt"
	"strings"
)

// asm/compute's kernels: the arithmetic, comparison and simple unary
// loops of the dtype packages' math, each in an AVX2 and an AVX-512
// variant. One table (computeKernels) drives both the assembly and the Go
// side (computeGo writes the exported functions, their pure-Go twins, the
// dispatch on compute's level and the tests' table), so that a kernel's
// doc comment, its twin and its assembly cannot drift apart.

// computeFamily emits every kernel's two variants, then the Go files.
func computeFamily() {
	ks := computeKernels()
	for _, k := range ks {
		if k.alias != nil {
			continue
		}
		for _, s := range []isa{avx2, avx512} {
			if k.cmp != nil {
				emitCompare(k, s)
			} else {
				emitElementwise(k, s)
			}
		}
	}
	computeGo(ks)
}

// An elem is an element type of the kernels.
type elem struct {
	name   string // in kernel names: Float32
	goType string
	width  int // bytes
	float  bool
	signed bool
}

var (
	float32E = elem{"Float32", "float32", 4, true, true}
	float64E = elem{"Float64", "float64", 8, true, true}
	int8E    = elem{"Int8", "int8", 1, false, true}
	int16E   = elem{"Int16", "int16", 2, false, true}
	int32E   = elem{"Int32", "int32", 4, false, true}
	int64E   = elem{"Int64", "int64", 8, false, true}
	uint8E   = elem{"Uint8", "uint8", 1, false, false}
	uint16E  = elem{"Uint16", "uint16", 2, false, false}
	uint32E  = elem{"Uint32", "uint32", 4, false, false}
	uint64E  = elem{"Uint64", "uint64", 8, false, false}
	boolE    = elem{"Bool", "bool", 1, false, false}

	floatElems = []elem{float32E, float64E}
	intElems   = []elem{int8E, int16E, int32E, int64E, uint8E, uint16E, uint32E, uint64E}
)

// An operand is one of a kernel's inputs after dst: a slice read element
// by element, or a scalar broadcast to every element.
type operand struct {
	name   string
	scalar bool
}

// The operand lists of the kernel forms.
var (
	formVV    = []operand{{"a", false}, {"b", false}}
	formVS    = []operand{{"a", false}, {"b", true}}
	formSV    = []operand{{"a", true}, {"b", false}}
	formUnary = []operand{{"a", false}}
	formClip  = []operand{{"a", false}, {"lo", true}, {"hi", true}}
)

// A ckernel is one exported kernel of asm/compute.
type ckernel struct {
	name    string // exported: AddVVFloat32
	e       elem   // the inputs' element type
	out     elem   // dst's: e, or bool for comparisons
	ops     []operand
	summary string   // what the doc comment says it writes into dst
	notes   string   // the doc's paragraph after the loop: special values
	ref     []string // the body of the reference loop, over i
	math    bool     // ref uses package math
	body    *vecBody // how the assembly computes one vector (elementwise kernels)
	cmp     *cmpOp   // or one comparison
	alias   *callAs  // or the kernel whose assembly this one calls instead
	nanPair bool     // where both inputs are NaN the twin may return either, quieted
}

// callAs is an alias: the kernel calls kernel k's assembly with its own
// operands in the order args, as LessSV(a, b) calls GreaterVS(b, a).
type callAs struct {
	name string
	k    *ckernel // by name, once the table is whole
	args []string
}

// base is the unexported stem of the kernel's functions: addVVFloat32.
func (k *ckernel) base() string { return strings.ToLower(k.name[:1]) + k.name[1:] }

// asmKernel is the kernel whose assembly runs, and the operands given to
// it in its order.
func (k *ckernel) asmKernel() (*ckernel, []string) {
	if k.alias != nil {
		return k.alias.k, k.alias.args
	}
	var args []string
	for _, o := range k.ops {
		args = append(args, o.name)
	}
	return k, args
}

// operand returns k's operand called name.
func (k *ckernel) operand(name string) operand {
	for _, o := range k.ops {
		if o.name == name {
			return o
		}
	}
	panic("no operand " + name)
}

// expr is operand o's element i in the reference loop.
func expr(o operand) string {
	if o.scalar {
		return o.name
	}
	return o.name + "[i]"
}

// computeKernels is the table of every kernel, in the order of the files.
func computeKernels() []*ckernel {
	var ks []*ckernel
	forms := []struct {
		name string
		ops  []operand
	}{{"VV", formVV}, {"VS", formVS}, {"SV", formSV}}
	byName := map[string]*ckernel{}
	add := func(k *ckernel) {
		ks = append(ks, k)
		byName[k.name] = k
	}

	// Binary arithmetic.
	for _, e := range append(append([]elem{}, floatElems...), intElems...) {
		for _, op := range binOps {
			if op.floatOnly && !e.float {
				continue
			}
			for _, f := range forms {
				k := &ckernel{
					name: op.name + f.name + e.name, e: e, out: e, ops: f.ops,
					summary: op.summary(e), notes: op.notes(e),
					ref:     op.ref(e, expr(f.ops[0]), expr(f.ops[1])),
					body:    op.body(e),
					nanPair: e.float && op.nanEither,
				}
				if k.nanPair {
					k.notes = "Where a and b are both NaN, the assembly returns a, quieted, as NumPy does; " +
						"the Go twin returns whichever the compiler made the first operand."
				}
				if f.name == "SV" && !e.float && op.commutes {
					k.alias = &callAs{name: op.name + "VS" + e.name, args: []string{"b", "a"}}
					k.body = nil
				}
				add(k)
			}
		}
	}

	// Comparisons.
	for _, e := range append(append([]elem{}, floatElems...), intElems...) {
		for _, c := range cmpOps {
			for _, f := range forms {
				k := &ckernel{
					name: c.name + f.name + e.name, e: e, out: boolE, ops: f.ops,
					summary: fmt.Sprintf("a %s b, as bools", c.sym),
					ref:     []string{fmt.Sprintf("dst[i] = %s %s %s", expr(f.ops[0]), c.sym, expr(f.ops[1]))},
					cmp:     c,
				}
				if e.float {
					if c.name == "NotEqual" {
						k.notes = "Where a or b is NaN, it is true."
					} else {
						k.notes = "Where a or b is NaN, it is false."
					}
				}
				if f.name == "SV" {
					k.alias = &callAs{name: c.flip + "VS" + e.name, args: []string{"b", "a"}}
					k.cmp = nil
				}
				add(k)
			}
		}
	}

	// Unary float kernels.
	for _, e := range floatElems {
		for _, u := range unaryOps {
			add(&ckernel{
				name: u.name + e.name, e: e, out: e, ops: formUnary,
				summary: u.summary, notes: u.notes,
				ref:  []string{"dst[i] = " + u.ref(e)},
				math: strings.Contains(u.ref(e), "math."),
				body: u.body(e),
			})
		}
	}

	// Clip.
	for _, e := range append(append([]elem{}, floatElems...), intElems...) {
		k := &ckernel{
			name: "Clip" + e.name, e: e, out: e, ops: formClip,
			summary: "a clipped to [lo, hi]",
			body:    clipBody(e),
		}
		if e.float {
			k.notes = "A NaN a stays NaN, and a NaN lo or hi gives itself, as NumPy's clip ufunc does " +
				"(np.clip with a scalar NaN bound ignores it instead, deprecated). Where lo > hi the result is hi."
			k.ref = []string{
				"x := a[i]",
				"if x == x && !(x > lo) {",
				"\tx = lo",
				"}",
				"if x == x && !(x < hi) {",
				"\tx = hi",
				"}",
				"dst[i] = x",
			}
		} else {
			k.ref = []string{"dst[i] = min(max(a[i], lo), hi)"}
			k.notes = "Where lo > hi the result is hi."
		}
		add(k)
	}
	for _, k := range ks {
		if k.alias != nil {
			k.alias.k = byName[k.alias.name]
		}
	}
	return ks
}
