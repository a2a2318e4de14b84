#!/usr/bin/python3
"""Writes the golden files of package xmath's tests.

  golden.txt.gz   hard and random inputs with mpmath's exact values:
                  "name x [y] value", x and y as float64 bit patterns in hex,
                  value in decimal to 25 digits (float32 cases: name + "32").
  special.txt.gz  NumPy 1.24 results on special inputs (NaN, sNaN, ±0, ±Inf,
                  ±1, subnormals, extremes...): "name dtype x [y] result",
                  all as bit patterns in hex.

Run from internal/xmath/testdata: /usr/bin/python3 gen_xmath.py
(needs python3-numpy and python3-mpmath; deterministic: fixed seed).
"""
import gzip
import math
import random
import struct

import mpmath
import numpy as np

R = random.Random(28)


def fb(b):
    return struct.unpack('<d', struct.pack('<Q', b))[0]


def bits(f):
    return struct.unpack('<Q', struct.pack('<d', f))[0]


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def nxt(x, k):
    """The k-th float64 after x (k may be negative)."""
    b = bits(x)
    if x >= 0:
        return fb(b + k) if b + k >= 0 else -fb(-(b + k))
    return fb(b - k)


def uni(lo, hi):
    return lo + (hi - lo) * R.random()


def logu(elo, ehi, signed=True):
    v = math.ldexp(1 + R.random(), R.randint(elo, ehi))
    return -v if signed and R.random() < 0.5 else v


def around(x, n=8):
    return [nxt(x, k) for k in range(-n, n + 1)]


M = mpmath.mpf


def sigmoid(x):
    return 1 / (1 + mpmath.exp(-x))


FUNCS = {
    'exp': mpmath.exp, 'expm1': mpmath.expm1, 'log': mpmath.log, 'log1p': mpmath.log1p,
    'sin': mpmath.sin, 'cos': mpmath.cos, 'tanh': mpmath.tanh, 'sigmoid': sigmoid,
    'erf': mpmath.erf, 'rsqrt': lambda x: 1 / mpmath.sqrt(x),
}


def cases():
    c = {}
    ln2 = math.log(2)
    c['exp'] = (around(709.782712893384, 30) + around(-745.1332191019411, 30) +
                around(-708.3964185322641, 30) + around(0.0, 4)[5:] +
                [uni(-745.2, -708) for _ in range(400)] + [uni(-745, 710) for _ in range(800)] +
                [logu(-60, 3) for _ in range(400)] + [k * ln2 / 128 for k in range(-300, 300, 7)])
    c['expm1'] = ([logu(-70, 0) for _ in range(600)] + [uni(-1, 1) for _ in range(400)] +
                  [uni(-45, -30) for _ in range(100)] + around(709.782712893384, 20) +
                  around(ln2 / 2, 20) + around(-ln2 / 2, 20) + [uni(-40, 709) for _ in range(400)])
    c['log'] = ([fb(R.randint(1, 2**52 - 1)) for _ in range(400)] + around(1.0, 60)[:60] +
                around(1.0, 60)[61:] + [uni(0.99, 1.01) for _ in range(300)] +
                around(fb(0x3fe6955500000000), 10) + around(1.7976931348623157e308, 10)[:11] +
                [logu(-1022, 1023, False) for _ in range(800)] + [fb(0x3fe6955500000000 + i * 2**45) for i in range(128)])
    c['log1p'] = ([logu(-70, -1) for _ in range(600)] + [nxt(-1.0, k) for k in range(1, 40)] +
                  [uni(-1, 1) for _ in range(400)] + around(math.sqrt(2) - 1, 20) +
                  around(math.sqrt(2) / 2 - 1, 20) + [logu(-1, 1023, False) for _ in range(400)])
    trig = ([fb(0x4f67f10cbe70f1f8)] +  # not special, just big
            [6381956970095103 * 2.0**797, 5.319372648326541e+255, 1.0e22, 2.0**1023 * 1.5] +
            [n * math.pi / 2 for n in range(1, 1200)] +
            [R.randint(1, 2**40) * math.pi / 2 for _ in range(300)] +
            [logu(-30, 1023) for _ in range(800)] + [uni(-10, 10) for _ in range(400)] +
            around(math.pi / 4, 10) + around(1647099.3291652855, 10) + around(2.0**-26, 3) + around(2.0**-27, 3))
    c['sin'] = trig
    c['cos'] = trig
    c['tanh'] = ([logu(-60, -3) for _ in range(500)] + around(1 / 16, 20) + around(22.0, 10) +
                 around(0.55, 10) + [uni(-23, 23) for _ in range(1000)] + around(19.06, 10))
    c['sigmoid'] = (around(-745.1332191019411, 30) + around(-708.3964185322641, 30) +
                    [uni(-746, -700) for _ in range(300)] + [uni(-40, 40) for _ in range(800)] +
                    around(37.5, 10) + [logu(-60, 0) for _ in range(400)] + [uni(-745, 37) for _ in range(300)])
    c['erf'] = ([uni(-6, 6) for _ in range(1200)] + [logu(-60, 2) for _ in range(600)] +
                around(0.84375, 10) + around(1.25, 10) + around(1 / 0.35, 10) + around(6.0, 10) +
                around(5.9215871957945065, 10))
    c['rsqrt'] = ([fb(R.randint(1, 2**52 - 1)) for _ in range(300)] + around(1.0, 20)[:20] + around(1.0, 20)[21:] +
                  around(2.0, 20) + around(4.0, 20) + [logu(-1022, 1023, False) for _ in range(800)] +
                  around(1.7976931348623157e308, 10)[:11])
    for k in c:
        c[k] = [(x,) for x in c[k]]
    pw = []
    for _ in range(600):  # x near 1, |y log x| near the overflow/underflow edge
        x = nxt(1.0, R.choice([-1, 1]) * R.randint(1, 2**30))
        t = R.choice([709.78, -708.39, -745.13, 700.0, -740.0]) + uni(-0.5, 0.5)
        pw.append((x, t / math.log(x)))
    for _ in range(600):  # results across the whole range, subnormals included
        x = logu(-1074 + 52, 1023, False) if R.random() < 0.5 else fb(R.randint(1, 2**52 - 1))
        t = uni(-745.2, 709.8)
        pw.append((x, t / math.log(x)))
    for _ in range(300):
        pw.append((uni(-10, 10), float(R.randint(-300, 300))))
    for _ in range(500):
        pw.append((uni(0, 10), uni(-300, 300)))
    for _ in range(200):
        pw.append((logu(-30, 30, False), uni(-20, 20)))
    for x in [2.0, 10.0, 3.0, 0.5, 1.5]:
        for y in [1, 2, 3, 0.5, -1, 1023, -1074, 1024]:
            pw.append((x, float(y)))
    c['pow'] = pw
    # float32: hard cases at float32's edges, as float32 values.
    c32 = {}
    c32['exp32'] = [f32(v) for v in [uni(-104, 89) for _ in range(300)] + [88.72283935546875, 88.72284698486328, -103.97207641601562, -87.33654022216797, -103.27892303466797]]
    c32['expm132'] = [f32(v) for v in [logu(-30, 6) for _ in range(300)]]
    c32['log32'] = [f32(v) for v in [logu(-149, 127, False) for _ in range(300)]]
    c32['log1p32'] = [f32(v) for v in [logu(-30, 10) for _ in range(200)] + [uni(-1, 1) for _ in range(100)]]
    c32['sin32'] = [f32(v) for v in [logu(-20, 127) for _ in range(300)] + [uni(-10, 10) for _ in range(100)]]
    c32['cos32'] = c32['sin32']
    c32['tanh32'] = [f32(v) for v in [logu(-30, 4) for _ in range(300)]]
    c32['sigmoid32'] = [f32(v) for v in [uni(-104, 20) for _ in range(300)]]
    c32['erf32'] = [f32(v) for v in [uni(-4, 4) for _ in range(300)]]
    c32['rsqrt32'] = [f32(v) for v in [logu(-149, 127, False) for _ in range(300)]]
    for k in c32:
        c[k] = [(x,) for x in c32[k] if x == x]
    pw32 = []
    for _ in range(300):
        x = f32(uni(0.5, 2))
        t = R.choice([88.7, -87.3, -103.9, 50.0]) + uni(-1, 1)
        pw32.append((x, f32(t / math.log(x)) if x != 1 else 2.0))
    c['pow32'] = pw32
    return c


def golden():
    out = []
    for name, cs in cases().items():
        base = name[:-2] if name.endswith('32') else name
        for args in cs:
            if any(math.isinf(a) or math.isnan(a) for a in args):
                continue
            if base == 'pow':
                x, y = args
                if x <= 0 and y != int(y):
                    continue
                mpmath.mp.prec = 300
                v = mpmath.power(M(x), M(y))
                if v == 0 or abs(v) > M(2)**1100 or abs(v) < M(2)**-1100:
                    continue
            else:
                x = args[0]
                if base in ('log', 'rsqrt') and x <= 0 or base == 'log1p' and x <= -1 or x == 0:
                    continue
                mpmath.mp.prec = 1500 if base in ('sin', 'cos') else 300
                v = FUNCS[base](M(x))
            mpmath.mp.prec = 300
            s = mpmath.nstr(v, 25, min_fixed=1, max_fixed=0)
            out.append('%s %s %s' % (name, ' '.join('%016x' % bits(a) for a in args), s))
    return out


SPECIAL64 = [0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0x0, 0x8000000000000000,
             0x7ff0000000000000, 0xfff0000000000000, 0x3ff0000000000000, 0xbff0000000000000,
             0x1, 0x8000000000000001, 0x000fffffffffffff, 0x0010000000000000, 0x7fefffffffffffff,
             0xffefffffffffffff, 0x3fe0000000000000, 0xbfe0000000000000, 0x4000000000000000,
             0xc000000000000000, 0x4008000000000000, 0xc008000000000000, 0x4004000000000000,
             0xc004000000000000, 0x433fffffffffffff, 0xc33fffffffffffff, 0x4340000000000000,
             0x7fe1ccf385ebc8a0, 0x408c000000000000, 0xc08c000000000000, 0x3ff0000000000001,
             0x3fefffffffffffff]
SPECIAL32 = [0x7fc00000, 0xffc00000, 0x7f800001, 0x0, 0x80000000, 0x7f800000, 0xff800000,
             0x3f800000, 0xbf800000, 0x1, 0x80000001, 0x007fffff, 0x00800000, 0x7f7fffff,
             0xff7fffff, 0x3f000000, 0xbf000000, 0x40000000, 0xc0000000, 0x40400000, 0xc0400000,
             0x40200000, 0xc0200000, 0x4b7fffff, 0xcb7fffff, 0x4b800000, 0x43000000, 0xc3000000,
             0x3f800001, 0x3f7fffff]


def special():
    out = []
    np.seterr(all='ignore')
    for dt, ut, vals in [('float64', np.uint64, SPECIAL64), ('float32', np.uint32, SPECIAL32)]:
        a = np.array(vals, dtype=ut).view(dt)
        w = '%016x' if dt == 'float64' else '%08x'
        unary = {
            'exp': np.exp, 'expm1': np.expm1, 'log': np.log, 'log1p': np.log1p, 'sin': np.sin,
            'cos': np.cos, 'tanh': np.tanh, 'rsqrt': lambda v: np.ones_like(v) / np.sqrt(v),
            'sigmoid': lambda v: np.ones_like(v) / (np.ones_like(v) + np.exp(-v)),
        }
        for name, fn in unary.items():
            r = fn(a).view(ut)
            for x, y in zip(vals, r):
                out.append('%s %s %s %s' % (name, dt, w % x, w % y))
        for x in vals:  # NumPy has no erf: math.erf is glibc's, as NumPy would call
            v = a.dtype.type(np.array([x], dtype=ut).view(dt)[0])
            e = np.array([math.erf(float(v))], dtype=dt).view(ut)[0]
            out.append('erf %s %s %s' % (dt, w % x, w % e))
        xs = np.repeat(a, len(vals))
        ys = np.tile(a, len(vals))
        r = np.power(xs, ys).view(ut)
        for x, y, z in zip(xs.view(ut), ys.view(ut), r):
            out.append('pow %s %s %s %s' % (dt, w % x, w % y, w % z))
    return out


if __name__ == '__main__':
    with gzip.open('golden.txt.gz', 'wt', compresslevel=9) as f:
        f.write('\n'.join(golden()) + '\n')
    with gzip.open('special.txt.gz', 'wt', compresslevel=9) as f:
        f.write('\n'.join(special()) + '\n')
