#!/usr/bin/python3
"""Generate the golden data of the 16-bit float conversions:
testdata/float16_golden.json and testdata/float16_exhaustive.bin.gz.

Run from the repository root (Debian's python3-numpy 1.24; no pip):

    /usr/bin/python3 testdata/gen_float16_golden.py

float16 is NumPy's (astype, which rounds to nearest even); NumPy has no
bfloat16, so bfloat16 is checked against a bit-level reference written
here: truncate the float32 bits to the top 16, then add one if the cut-off
low half is above 0x8000, or exactly 0x8000 with the kept half odd; NaN
keeps its top half with the quiet bit (0x0040) set.

NaNs: NumPy keeps a float16 NaN's signalling bit in both directions; the
library quiets NaNs as F16C's VCVTPH2PS and VCVTPS2PH do (and x448/float16).
The expected NaNs here are NumPy's with the quiet bit set, and from float32
the sign, 0x7E00 and the payload's top 9 bits (the script checks that NumPy
gives a NaN of the same sign).

Inputs are not stored: both sides generate them.
  * exhaustive: every 16-bit pattern.
  * boundary (float32 to float16 and to bfloat16): for every non-NaN 16-bit
    pattern h of the format, with v its float32 value and w that of h+1
    (when |w| > |v| and v is finite): v, the midpoint m = (v+w)/2 (exact in
    float32), and m's float32 neighbours toward zero and away from it.
  * random: 1,000,000 float32 from xorshift32 (13, 17, 5) seeded SEED: two
    draws a and b per value; if b is even the bits are a, else a with its
    exponent replaced by 101 + (b>>1) % 44 (the float16 range and a little
    beyond, subnormals and overflow included).

Outputs: the exhaustive tables in float16_exhaustive.bin.gz (little-endian:
float16 -> float32 bits, 65536 x u32; float16 -> float32 -> float16,
65536 x u16; bfloat16 -> float32 is the bits shifted left 16, which the Go
test checks directly), and SHA-256 digests of the
boundary and random outputs (u16 little-endian) in blocks of BLOCK values in
float16_golden.json, with counts of the cases each set covers.
"""

import gzip
import hashlib
import json
import sys

import numpy as np

SEED = 0x9E3779B9
RANDOM = 1_000_000
BLOCK = 1 << 16
MASK = 0xFFFFFFFF


def f32_to_f16(bits):
    """float32 bits to float16 bits as NumPy rounds, NaNs quieted."""
    x = bits.view(np.float32)
    with np.errstate(over="ignore", invalid="ignore"):
        h = x.astype(np.float16).view(np.uint16)
    nan = np.isnan(x)
    assert np.isnan(h.view(np.float16)[nan]).all()
    assert ((h[nan] >> 15) == (bits[nan] >> 31)).all()
    # NumPy keeps the payload's top 10 bits (making a payload that would
    # vanish 1); the library keeps the top 9 under the quiet bit, as F16C.
    want = (((bits >> 16) & 0x8000) | 0x7E00 | ((bits & 0x7FFFFF) >> 13)).astype(np.uint16)
    out = h.copy()
    out[nan] = want[nan]
    return out


def f32_to_bf16(bits):
    """The bit-level reference of float32 to bfloat16."""
    bits = bits.astype(np.uint64)
    top, low = bits >> 16, bits & 0xFFFF
    up = (low > 0x8000) | ((low == 0x8000) & ((top & 1) == 1))
    out = top + up.astype(np.uint64)
    nan = (bits & 0x7FFFFFFF) > 0x7F800000
    out[nan] = top[nan] | 0x40
    return out.astype(np.uint16)


def boundary(values):
    """The boundary inputs of a format, given the float32 values of all its
    patterns (NaN patterns skipped)."""
    out = []
    for h in range(1 << 16):
        v = values[h]
        if np.isnan(v):
            continue
        out.append(v)
        w = values[(h + 1) & 0xFFFF]
        if np.isinf(v) or np.isnan(w) or not abs(float(w)) > abs(float(v)):
            continue
        m = np.float32((float(v) + float(w)) / 2)
        with np.errstate(over="ignore"):
            out += [m, np.nextafter(m, np.float32(0)), np.nextafter(m, np.float32(2) * m)]
    return np.array(out, dtype=np.float32).view(np.uint32)


def random_bits():
    s = SEED
    out = np.empty(RANDOM, dtype=np.uint32)
    for i in range(RANDOM):
        s ^= (s << 13) & MASK
        s ^= s >> 17
        s ^= (s << 5) & MASK
        a = s
        s ^= (s << 13) & MASK
        s ^= s >> 17
        s ^= (s << 5) & MASK
        b = s
        if b & 1:
            a = (a & 0x807FFFFF) | ((101 + (b >> 1) % 44) << 23)
        out[i] = a
    return out


def digests(out):
    raw = out.astype("<u2").tobytes()
    step = 2 * BLOCK
    return [hashlib.sha256(raw[i:i + step]).hexdigest() for i in range(0, len(raw), step)]


def counts(bits, h, fmt_exp, fmt_frac):
    """How many inputs of each kind: ties, subnormal results, overflows, NaNs."""
    with np.errstate(invalid="ignore"):
        x = bits.view(np.float32).astype(np.float64)
    shift = 23 - fmt_frac
    exp_bias = (1 << (fmt_exp - 1)) - 1
    low = bits & ((1 << shift) - 1)
    normal_tie = (low == (1 << (shift - 1)))
    inf = ((1 << fmt_exp) - 1) << fmt_frac
    finite = np.isfinite(x)
    return {
        "inputs": int(len(bits)),
        "ties_normal": int((normal_tie & finite & (np.abs(x) >= 2.0 ** (1 - exp_bias))).sum()),
        "subnormal_results": int((((h & 0x7FFF) < (1 << fmt_frac)) & ((h & 0x7FFF) != 0)).sum()),
        "overflow_to_inf": int((finite & ((h & 0x7FFF) == inf)).sum()),
        "nan": int(np.isnan(x).sum()),
    }


def main():
    patterns = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    f16 = patterns.view(np.float16)
    nan16 = np.isnan(f16)
    to32 = f16.astype(np.float32).view(np.uint32).copy()
    to32[nan16] |= 0x00400000  # quieted, as VCVTPH2PS
    back = f32_to_f16(to32)
    assert (back[~nan16] == patterns[~nan16]).all()
    bf_to32 = patterns.astype(np.uint32) << 16
    exhaustive = to32.astype("<u4").tobytes() + back.astype("<u2").tobytes()
    with gzip.GzipFile("testdata/float16_exhaustive.bin.gz", "wb", mtime=0) as f:
        f.write(exhaustive)

    b16 = boundary(f16.astype(np.float32))
    bbf = boundary(bf_to32.view(np.float32))
    rnd = random_bits()
    sets = {
        "boundary_float16": (b16, f32_to_f16(b16), 5, 10),
        "boundary_bfloat16": (bbf, f32_to_bf16(bbf), 8, 7),
        "random_float16": (rnd, f32_to_f16(rnd), 5, 10),
        "random_bfloat16": (rnd, f32_to_bf16(rnd), 8, 7),
    }
    doc = {"seed": SEED, "random": RANDOM, "block": BLOCK, "sets": {}}
    for name, (bits, out, e, fr) in sets.items():
        doc["sets"][name] = {"counts": counts(bits, out, e, fr), "sha256": digests(out)}
    with open("testdata/float16_golden.json", "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    for name, s in doc["sets"].items():
        print(name, s["counts"], file=sys.stderr)


if __name__ == "__main__":
    main()
