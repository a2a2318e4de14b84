#!/usr/bin/python3
"""Generate testdata/allclose_golden.json: numpy.allclose(a, b, rtol, atol)
for random pairs of float and complex arrays, the golden cases of the
dtype packages' AllClose (internal/approx, internal/ndtest).

Run from the repository root (Debian's python3-numpy 1.24; no pip):

    /usr/bin/python3 testdata/gen_allclose_golden.py

Deterministic (numpy.random.default_rng(SEED)).

Case format
-----------
    dtype       "float32", "float64", "complex64" or "complex128"
    a, b        {"shape": [...], "values": [...]}: the flat row-major
                values, encoded as in print_golden.json.gz (hex of the IEEE
                bits; complex as [re, im])
    rtol, atol  the tolerances (JSON numbers, float64)
    close       numpy.allclose(a, b, rtol, atol), except where NumPy 1.24
                finds equal complex infinities not close (see make_case):
                there close is true and numpy124_close holds NumPy's false
    error       "shape" when NumPy refuses to broadcast the shapes (no
                "close" then)

Values sit near the tolerance boundary (b * (1 + rtol*u) + atol*v with u,
v around 1) so that both answers occur and float32 rounding decides some;
nan, +-inf and -0.0 are mixed in; shapes include broadcasting ones (size-1
and missing leading dimensions), empty ones and incompatible ones.
"""

import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from goldenlib import float_hex  # noqa: E402

SEED = 20261124
OUT = "testdata/allclose_golden.json"
DTYPES = {"float32": "float32", "float64": "float64",
          "complex64": "float32", "complex128": "float64"}


def encode(arr):
    flat = arr.reshape(-1)
    if np.iscomplexobj(flat):
        vals = [[float_hex(c.real), float_hex(c.imag)] for c in flat]
    else:
        vals = [float_hex(v) for v in flat]
    return {"shape": list(arr.shape), "values": vals}


def shapes(rng):
    """Two shapes: equal, broadcasting, empty or incompatible."""
    rank = int(rng.integers(0, 4))
    s = [int(rng.integers(1, 5)) for _ in range(rank)]
    r = rng.random()
    if r < 0.4:
        return s, list(s)
    if r < 0.75:  # broadcast: drop leading dims and/or set some to 1
        t = [d if rng.random() < 0.6 else 1 for d in s]
        t = t[int(rng.integers(0, rank + 1)):] if rank else t
        return (s, t) if rng.random() < 0.5 else (t, s)
    if r < 0.85:
        s = s + [0]
        return s, list(s)
    t = list(s) + [int(rng.integers(2, 4))]
    u = list(s) + [t[-1] + 1]
    return t, u


def values(rng, part, shape, near=None, rtol=0.0, atol=0.0):
    n = int(np.prod(shape)) if shape else 1
    if near is None:
        mag = 10.0 ** rng.uniform(-8, 8, size=n)
        v = mag * rng.choice([-1.0, 1.0], size=n)
        if rng.random() < 0.3:
            v = np.round(v)
    else:
        u = rng.uniform(-1.2, 1.2, size=n)
        w = rng.uniform(-1.2, 1.2, size=n)
        flat = near.reshape(-1)
        v = flat + np.abs(flat) * rtol * u + atol * w
        if rng.random() < 0.2:
            v = flat.copy()
    v = v.astype(part)
    if rng.random() < 0.2 and n:
        for _ in range(int(rng.integers(1, 3))):
            v[int(rng.integers(n))] = rng.choice([np.nan, np.inf, -np.inf, -0.0])
    return v.reshape(shape)


def join(re, im, dt):
    """The complex array re + i*im (without 1j*inf turning into nan)."""
    c = np.empty(re.shape, dtype=dt)
    c.real, c.imag = re, im
    return c


def make_case(rng, dt):
    part = DTYPES[dt]
    sa, sb = shapes(rng)
    rtol = float(rng.choice([0.0, 1e-5, 1e-3, 0.1, 1e-8]))
    atol = float(rng.choice([0.0, 1e-8, 1e-5, 1e-2, 1.0]))
    try:
        full = np.broadcast_shapes(tuple(sa), tuple(sb))
    except ValueError:
        full = None

    def pair():
        """b, and a near b where a has the broadcast shape."""
        b = values(rng, part, sb)
        near = None
        if full == tuple(sa):
            near = np.broadcast_to(b.astype(np.float64), full)
        with np.errstate(invalid="ignore", over="ignore"):
            a = values(rng, part, sa, near=near, rtol=rtol, atol=atol)
        return a, b

    a, b = pair()
    if dt.startswith("complex"):
        ai, bi = pair()
        a, b = join(a, ai, dt), join(b, bi, dt)
    case = {"dtype": dt, "a": encode(a), "b": encode(b), "rtol": rtol, "atol": atol}
    try:
        with np.errstate(all="ignore"):
            case["close"] = bool(np.allclose(a, b, rtol=rtol, atol=atol))
            if dt.startswith("complex") and not (np.isfinite(a).all() and np.isfinite(b).all()):
                # NumPy 1.24's isclose multiplies non-finite values by 1
                # (1+0j for complex), which turns a complex infinity into
                # nan+infj: equal complex infinities are never close there.
                # AllClose keeps the rule of float arrays:
                # non-finite pairs are close when equal.
                rule = np.isclose(a, b, rtol=rtol, atol=atol) | (
                    (a == b) & ~(np.isfinite(a) & np.isfinite(b)))
                if bool(rule.all()) != case["close"]:
                    case["numpy124_close"] = case["close"]
                    case["close"] = bool(rule.all())
    except ValueError:
        case["error"] = "shape"
    return case


def main():
    rng = np.random.default_rng(SEED)
    cases = []
    for dt in DTYPES:
        for _ in range(250):
            cases.append(make_case(rng, dt))
    # float16 (computed in float16 by NumPy) from its own generator, so that
    # the cases above stay as they were.
    DTYPES["float16"] = "float16"
    rng16 = np.random.default_rng(SEED + 16)
    for _ in range(250):
        cases.append(make_case(rng16, "float16"))
    with open(OUT, "w") as f:
        f.write('{"cases":[\n')
        f.write(",\n".join(json.dumps(c, separators=(",", ":")) for c in cases))
        f.write("\n]}\n")
    closes = sum(1 for c in cases if c.get("close"))
    errors = sum(1 for c in cases if "error" in c)
    quirks = sum(1 for c in cases if "numpy124_close" in c)
    print("wrote %s: %d cases, %d close, %d shape errors, %d complex-infinity cases" % (
        OUT, len(cases), closes, errors, quirks), file=sys.stderr)


if __name__ == "__main__":
    main()
