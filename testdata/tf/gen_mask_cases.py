#!/usr/bin/python3
"""Write testdata/tf/mask_cases.json: TensorFlow's own tests of
tf.boolean_mask (array_ops_test.py BooleanMaskTest) and tf.where
(where_op_test.py WhereOpTest), transcribed as cases in the format of
testdata/gen_mask_golden.py (see testdata/tf/README.md, "BooleanMask,
Where and ArgWhere"). Run from the repository root:

    /usr/bin/python3 testdata/tf/gen_mask_cases.py

Where a TF test draws random data, a fixed small instance is drawn here
(numpy.random.RandomState(42), as BooleanMaskTest's own setUp). Every
literal result a TF test states is asserted against the case.
"""

import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gen_mask_golden as g  # noqa: E402
import goldenlib  # noqa: E402

AO = "python/kernel_tests/array_ops/array_ops_test.py:BooleanMaskTest."
WO = "python/kernel_tests/array_ops/where_op_test.py:WhereOpTest."
T, F = True, False


def named(source, case, note=None):
    out = {"source": source}
    out.update(case)
    if note:
        out["note"] = note
    return out


def decode(case, literal):
    """The values of a case whose input a holds the given literals."""
    return [literal[v] for v in case["values"]]


def boolean_mask_cases(rng):
    cases = []

    def versus_numpy(test, ndims_mask, shapes, axis=None, make_mask=None):
        for shape in shapes:
            ax = 0 if axis is None else axis
            mshape = tuple(shape[ax:ax + ndims_mask])
            mask = (make_mask(mshape) if make_mask
                    else rng.randint(0, 2, size=mshape).astype(bool))
            cases.append(named("%s%s (arr_shape=%s)" % (AO, test, tuple(shape)),
                               g.boolean_mask_case(list(shape), mask, ax)))

    small = [(1, 1), (2, 2), (2, 5)]
    versus_numpy("testMaskDim1ArrDim2Axis1", 1, small, axis=1)
    versus_numpy("testMaskDim2ArrDim2Axis1", 2, small, axis=1)
    versus_numpy("testMaskDim1ArrDim1", 1, [(1,), (2,), (3,), (10,)])
    versus_numpy("testMaskDim1ArrDim2", 1, small)
    versus_numpy("testMaskDim2ArrDim2", 2, small)
    versus_numpy("testMaskDim2ArrDim3", 2, [(1, 1, 1), (1, 2, 2), (2, 2, 1)])
    cases.append(named(AO + "testEmptyInput2D", g.boolean_mask_case([2, 0], np.array([T, F]), 0)))
    cases.append(named(AO + "testEmptyInput1D", g.boolean_mask_case([0], np.zeros(0, bool), 0)))
    for ndims_mask in range(1, 4):
        for ndims_arr in range(ndims_mask, ndims_mask + 3):
            for _ in range(3):
                shape = [int(d) for d in rng.randint(1, 5, size=ndims_arr)]
                versus_numpy("testEmptyOutput", ndims_mask, [shape],
                             make_mask=lambda s: np.zeros(s, dtype=bool))
    c = named(AO + "testWorksWithDimensionsEqualToNoneDuringGraphBuild",
              g.boolean_mask_case([2, 2], np.array([F, T]), 0))
    assert decode(c, [1, 2, 3, 4]) == [3, 4]
    cases.append(c)
    cases.append(named(AO + "testMaskHasMoreDimsThanTensorRaises",
                       g.boolean_mask_case([4], np.array([[T, T], [F, F]]), 0)))
    cases.append(named(AO + "testMaskIsScalarRaises", g.boolean_mask_case([], np.array(T), 0)))
    cases.append(named(AO + "testMaskShapeDifferentThanFirstPartOfTensorShapeRaises",
                       g.boolean_mask_case([2, 2], np.array([T, T, T]), 0)))
    c = named(AO + "testStringMask", g.boolean_mask_case([2, 2], np.ones((2, 2), bool), 0),
              "tile([['hello']], [2, 2]): every element is 'hello'; positions here")
    assert c["out_shape"] == [4]
    cases.append(c)
    for test in ("testMaskWithAxisTensor", "testMaskWithAxisNonConstTensor"):
        c = named(AO + test, g.boolean_mask_case([3], np.array([T, F, T]), 0))
        assert decode(c, [1, 2, 3]) == [1, 3]
        cases.append(c)
    return cases


def where_cases(rng):
    cases = []
    for fn in ("", "V2"):
        pre = WO + "test" + fn
        vecs = [([T, F], [[0]]), ([F, T, F], [[1]]), ([F, F, T, F, T], [[2], [4]])]
        for x, truth in vecs:
            c = named(pre + "BasicVec", g.argwhere_case(np.array(x)))
            assert c["values"] == sum(truth, [])
            cases.append(c)
        c = named(pre + "BasicMat", g.argwhere_case(np.array([[T, F], [T, F]])))
        assert c["values"] == [0, 0, 1, 0]
        cases.append(c)
        x3 = np.array([[[T, F], [T, F]], [[F, T], [F, T]], [[F, F], [F, T]]])
        c = named(pre + "Basic3Tensor", g.argwhere_case(x3))
        assert c["values"] == [0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 1, 1, 2, 1, 1]
        cases.append(c)
        cases.append(named(pre + "RandomVec", g.argwhere_case(rng.rand(1000) > 0.5),
                           "TF draws 1000000 elements; 1000 here"))
        cases.append(named(pre + "RandomBool (and the other dtypes)",
                           g.argwhere_case(rng.randn(7, 3, 5) > 0),
                           "TF uses shape [127, 33, 53]; [7, 3, 5] here"))
        x = np.array([[-2, 3, -1], [1, -3, -3]])
        c = named(pre + "ThreeArgument", g.where_case([2, 3], x > 0, [2, 3], [2, 3]),
                  "then = x*x, else = -x; positions here")
        assert decode(c, list((x * x).reshape(-1)) + list((-x).reshape(-1))) == \
            list(np.where(x > 0, x * x, -x).reshape(-1))
        cases.append(c)
    f = rng.normal(0, 1, (3, 5, 1, 1))
    cases.append(named(WO + "testV2Broadcasting", g.where_case([3, 5, 1, 1], f < 0, [7, 11], [7, 11])))
    cases.append(named(WO + "testV2ScalarBroadcasting", g.where_case([], np.array(T), [7, 11], [7, 11])))
    cases.append(named(WO + "testV2VectorBroadcasting", g.where_case([1], np.array([T]), [7], [7])))
    pred = np.array([1, 0, 0]).reshape((3, 1)).astype(bool)
    cases.append(named(WO + "testV2PredBroadcasting", g.where_case([3, 1], pred, [3, 4], [3, 4])))
    c = named(WO + "testBatchSelect", g.where_case([4], np.array([F, T] * 2), [4, 6], [4, 6]),
              "tf.where v1 (Select) picks rows by a vector cond; SelectV2 broadcasts, "
              "and [4] does not broadcast with [4, 6]: an error. TF uses 16384 rows")
    assert c["error"] == "shape"
    cases.append(c)
    return cases


def main():
    rng = np.random.RandomState(42)
    cases = boolean_mask_cases(rng) + where_cases(rng)
    out = os.path.join(HERE, "mask_cases.json")
    goldenlib.write_cases(out, cases)
    print("wrote %s: %d cases" % (out, len(cases)), file=sys.stderr)


if __name__ == "__main__":
    main()
