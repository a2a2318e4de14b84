#!/usr/bin/python3
"""Writes testdata/tf/scatter_nd_cases.json: the cases of TensorFlow's own
scatter tests (python/kernel_tests/array_ops/scatter_nd_ops_test.py @
16924cf40f7c), transcribed by hand below (see README.md, "Scatter cases").
Expected values are TF's literals where the test states them (asserted
here against gen_scatter_golden's independent NumPy model) and that
model's answer where TF asserts only a shape or a gradient.

    /usr/bin/python3 testdata/tf/build_scatter_cases.py
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.dont_write_bytecode = True
from gen_scatter_golden import mk, run_case  # noqa: E402
from goldenlib import write_cases  # noqa: E402

SRC = "python/kernel_tests/array_ops/scatter_nd_ops_test.py"
CASES = []


def add(test, c, values=None, match=None, kind=None, strings=None, note=None):
    c = dict(source="%s %s" % (SRC, test), **c)
    got = run_case(dict(c))
    if values is not None:
        assert got.get("values") == list(values), (test, got)
    if kind is not None:
        assert got.get("error") == kind, (test, got)
        c["error"] = kind
        if match:
            assert match in got["message"], (test, got["message"])
            c["match"] = match
    else:
        c["values"] = got["values"]
    if strings:
        c.update(strings)
    elif "strings" in got:
        c["strings"] = got["strings"]
    if note:
        c["note"] = note
    CASES.append(c)


V4 = [[4], [3], [1], [7]]
Z = np.zeros
add("StatefulScatterNdTest.testSimple",
    mk("ScatterNdUpdate", [8], V4, [9, 10, 11, 12], tensor=[0] * 8, itype="int32"),
    values=[0, 11, 0, 10, 9, 0, 0, 12])
add("StatefulScatterNdTest.testString",
    mk("ScatterNdUpdate", [8], V4, [5, 6, 7, 8], tensor=[1, 2, 3, 4, 0, 0, 0, 0], itype="int32"),
    values=[1, 7, 3, 6, 5, 0, 0, 8],
    strings={"string_tensor": ["qq", "ww", "ee", "rr", "", "", "", ""],
             "string_updates": ["aa", "dd", "cc", "bb"],
             "string_values": ["qq", "cc", "ee", "dd", "aa", "", "", "bb"]},
    note="numbers: qq,ww,ee,rr,'' -> 1,2,3,4,0 and aa,dd,cc,bb -> 5,6,7,8")
add("StatefulScatterNdTest.testSimple2",
    mk("ScatterNdUpdate", [3, 2], [[1, 0], [1, 1]], [11, 12], tensor=[0] * 6, itype="int32"),
    values=[0, 0, 11, 12, 0, 0])
add("StatefulScatterNdTest.testSimple3",
    mk("ScatterNdUpdate", [3, 2], [[1]], [[11, 12]], tensor=[0] * 6, itype="int32"),
    values=[0, 0, 11, 12, 0, 0])
for op, ok in (("ScatterNdAdd", [-3, 2, 0, 4, 5, 1]), ("ScatterNdUpdate", [-4, 2, -3, 4, 5, -5])):
    t = "StatefulScatterNdTest.testScatterOutOfRangeCpu (%s)" % op
    add(t, mk(op, [6], [[2], [0], [5]], [-3, -4, -5], tensor=[1, 2, 3, 4, 5, 6]), values=ok)
    add(t, mk(op, [6], [[-1], [0], [5]], [-3, -4, -5], tensor=[1, 2, 3, 4, 5, 6]), kind="index",
        match="indices[0] = [-1] does not index into shape [6]")
    add(t, mk(op, [6], [[2], [0], [6]], [-3, -4, -5], tensor=[1, 2, 3, 4, 5, 6]), kind="index",
        match="indices[2] = [6] does not index into shape [6]")
for op in ("ScatterNdUpdate", "ScatterNd"):
    cls = "StatefulScatterNdTest" if op != "ScatterNd" else "ScatterNdTest"
    add(cls + ".testRank3ValidShape", mk(op, [2, 2, 2], Z((2, 2, 2), int), Z((2, 2, 2)),
                                        tensor=[0] * 8, itype="int32"), values=[0] * 8)
    add(cls + ".testExtraIndicesDimensions", mk(op, [2, 2], Z((1, 1, 2), int), Z((1, 1)),
                                               tensor=[0] * 4, itype="int32"), values=[0] * 4)
    add(cls + ".testRank3InvalidShape1", mk(op, [2, 2, 2], Z((3, 2, 2), int), Z((2, 2, 2)),
                                           tensor=[0] * 8, itype="int32"),
        kind="shape", match=") of indices[shape=")
    add(cls + ".testRank3InvalidShape2", mk(op, [2, 2, 2], Z((2, 2, 1), int), Z((2, 2)),
                                           tensor=[0] * 8, itype="int32"),
        kind="shape", match=") of input[shape=")
add("StatefulScatterNdTest.testResVarInvalidOutputShape",
    mk("ScatterNdUpdate", [], [[0]], [0], tensor=[0]), kind="shape",
    match="Output must be at least 1-D", note="the update 0.22 is 0 here")
add("StatefulScatterNdTest.testConcurrentUpdates",
    mk("ScatterNdAdd", [2, 2], [[0, 1]] * 1000, [1] * 1000, tensor=[0] * 4, itype="int32"),
    values=[0, 1000, 0, 0], note="1000 updates of 1, not 10000 random ones")
add("ScatterNdTest.testBool", mk("ScatterNd", [8], V4, [0, 1, 0, 1], itype="int32"),
    values=[0, 0, 0, 1, 0, 0, 0, 1], note="False, True -> 0, 1")
add("ScatterNdTest.testBool (same index twice)",
    mk("ScatterNd", [8], [[4], [3], [3], [7]], [0, 1, 1, 1], itype="int32"),
    values=[0, 0, 0, 2, 0, 0, 0, 1], note="bool: True + True is True")
add("ScatterNdTest.testInvalidShape", mk("ScatterNd", [1], [0], [0], itype="int32"),
    kind="shape", note="indices=[0] where [[0]] was meant")
add("ScatterNdTest.testString", mk("ScatterNd", [8], V4, [4, 3, 1, 7], itype="int32"),
    values=[0, 1, 0, 3, 4, 0, 0, 7],
    strings={"string_updates": ["four", "three", "one", "seven"],
             "string_values": ["", "one", "", "three", "four", "", "", "seven"]},
    note="numbers: four,three,one,seven -> 4,3,1,7")
add("ScatterNdTest.testString (same index twice, same value)",
    mk("ScatterNd", [8], [[4], [3], [3], [7]], [1, 2, 2, 3], itype="int32"),
    values=[0, 0, 0, 4, 1, 0, 0, 3],
    strings={"string_updates": ["a", "b", "b", "c"],
             "string_values": ["", "", "", "bb", "a", "", "", "c"]},
    note="numbers: a,b,c -> 1,2,3")
add("ScatterNdTest.testString (same index twice, different values)",
    mk("ScatterNd", [8], [[4], [3], [3], [7]], [1, 2, 3, 4], itype="int32"),
    values=[0, 0, 0, 5, 1, 0, 0, 4],
    strings={"string_updates": ["a", "b", "c", "d"],
             "string_values": ["", "", "", "bc", "a", "", "", "d"]},
    note="TF accepts bc or cb; this library concatenates in row-major order: bc")
add("ScatterNdTest.testEmptyOutputShape1",
    mk("ScatterNd", [0, 3, 2], Z((2, 2, 2), int), Z((2, 2, 2)), itype="int32"),
    kind="shape", match="Indices and updates specified for empty")
add("ScatterNdTest.testEmptyOutputShape3",
    mk("ScatterNd", [0], Z((0,), int), Z((0,)), itype="int32"), values=[])
add("ScatterNdTest.testUpdatesRankSmallerThanIndicesOuterDimsInvalid",
    mk("ScatterNd", [8], Z((4, 1, 1), int), Z((4,)), itype="int32"), kind="shape",
    match="must match")
add("ScatterNdTest.testGradientsRank2ElementUpdate (forward)",
    mk("ScatterNd", [2, 2], [[0, 0], [1, 1]], [1, 4], itype="int32"), values=[1, 0, 0, 4])
add("ScatterNdTest.testGradientsRank2SliceUpdate (forward)",
    mk("ScatterNd", [2, 2], [[1], [0]], [[3, 4], [1, 2]], itype="int32"), values=[1, 2, 3, 4])
add("ScatterNdTest.testGradientsRank3SliceUpdate (forward)",
    mk("ScatterNd", [2, 2, 2], [[[0, 1], [1, 0]], [[0, 0], [1, 1]]],
       [[[5, 7], [2, 4]], [[1, 3], [6, 8]]], itype="int32"), values=[1, 3, 5, 7, 2, 4, 6, 8])
add("ScatterNdTest.testGradientsRank7SliceUpdate (forward)",
    mk("ScatterNd", [1, 1, 2, 1, 1, 2, 2],
       [[[[[[[0, 0, 0, 0, 0, 1], [0, 0, 1, 0, 0, 0]]]],
          [[[[0, 0, 0, 0, 0, 0], [0, 0, 1, 0, 0, 1]]]]]]],
       [[[[[[[5, 6], [2, 4]]]], [[[[1, 3], [6, 8]]]]]]], itype="int32"),
    values=[1, 3, 5, 6, 2, 4, 6, 8])
add("ScatterNdTest.testScatterNdRepeatedIndicesAdd",
    mk("ScatterNd", [1], Z((1000, 1), int), [1] * 1000, itype="int32"), values=[1000],
    note="1000 updates of 1, not 100000 random ones")
add("ScatterNdTest.testSmokeScatterNdBatch2DSliceDim2",
    mk("ScatterNd", [4, 6, 7], Z((3, 5, 2), int), Z((3, 5, 7)), itype="int32"), values=[0] * 168)
add("ScatterNdTest.testSmokeScatterNdBatch1DSliceDim2",
    mk("ScatterNd", [4, 6, 7], Z((0, 2), int), Z((0, 7)), itype="int32"), values=[0] * 168)
add("ScatterNdTensorTest.testUpdatesRankSmallerThanIndicesOuterDimsInvalid",
    mk("TensorScatterUpdate", [8], [[[4]], [[3]], [[1]], [[7]]], [9, 10, 11, 12], tensor=[1] * 8,
       itype="int32"), kind="shape", match="must match")
for op, want in (("TensorScatterUpdate", [1, 11, 1, 10, 9, 1, 1, 12]),
                 ("TensorScatterAdd", [1, 12, 1, 11, 10, 1, 1, 13]),
                 ("TensorScatterSub", [1, -10, 1, -9, -8, 1, 1, -11])):
    add("ScatterNdTensorTest.testUpdateAddSub (%s)" % op,
        mk(op, [8], V4, [9, 10, 11, 12], tensor=[1] * 8, itype="int32"), values=want)
for op, want in (("TensorScatterUpdate", [1, -1, 1, 2, 0, 1, 1, 2]),
                 ("TensorScatterMin", [1, -1, 1, 1, 0, 1, 1, 1]),
                 ("TensorScatterMax", [1, 1, 1, 2, 1, 1, 1, 2])):
    add("ScatterNdTensorTest.testUpdateMinMax (%s)" % op,
        mk(op, [8], V4, [0, 2, -1, 2], tensor=[1] * 8, itype="int32"), values=want)
add("ScatterNdTensorTest.testTensorScatterUpdateWithStrings",
    mk("TensorScatterUpdate", [8], V4, [2, 2, 2, 12], tensor=[1] * 8, itype="int32"),
    values=[1, 2, 1, 2, 2, 1, 1, 12],
    strings={"string_tensor": ["hello"] * 8, "string_updates": ["there"] * 3 + ["12"],
             "string_values": ["hello", "there", "hello", "there", "there", "hello", "hello",
                               "12"]},
    note="numbers: hello, there, 12 -> 1, 2, 12")
add("ScatterNdTensorTest.testUpdateRepeatedIndices1D",
    mk("TensorScatterUpdate", [10, 1], [[5], [5]], [[4], [8]], tensor=[0] * 10, itype="int32"),
    values=[0, 0, 0, 0, 0, 8, 0, 0, 0, 0])
add("ScatterNdTensorTest.testUpdateRepeatedIndices2D",
    mk("TensorScatterUpdate", [10, 10], [[5], [6], [6]],
       [list(range(10)), list(range(11, 21)), list(range(10, 20))], tensor=[0] * 100,
       itype="int32"),
    note="TF asserts row 6 = 10..19 (the last duplicate wins)")
assert CASES[-1]["values"][60:70] == list(range(10, 20))
add("ScatterNdTensorDeterminismTest.testDeterminism",
    mk("TensorScatterUpdate", [1], Z((1000, 1), int), [i % 50 for i in range(1000)],
       tensor=[0], itype="int32"), values=[999 % 50],
    note="1000 updates, not 100000 random ones: deterministic, the last wins")

write_cases(os.path.join(HERE, "scatter_nd_cases.json"), CASES)
print("wrote %d cases" % len(CASES), file=sys.stderr)
