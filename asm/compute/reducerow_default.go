//go:build purego || !amd64

package compute

// Without assembly, the row and leaf kernels' heads are empty and the Go twins
// take the whole row.

func addRowWidenInt32Head([]int64, []int32) int { return 0 }

func addRowWidenInt8Head([]int64, []int8) int { return 0 }

func addRowWidenInt16Head([]int64, []int16) int { return 0 }

func addRowWidenUint8Head([]uint64, []uint8) int { return 0 }

func addRowWidenUint16Head([]uint64, []uint16) int { return 0 }

func addRowWidenUint32Head([]uint64, []uint32) int { return 0 }

func addSquaredDiffRowFloat32Head(_, _, _ []float32) int { return 0 }

func addSquaredDiffRowFloat64Head(_, _, _ []float64) int { return 0 }

func sumRowsFloat32Head([]float32, [][]float32) int { return 0 }

func sumRowsFloat64Head([]float64, [][]float64) int { return 0 }

func squaredDiffRowsFloat32Head(_ []float32, _ [][]float32, _ []float32) int { return 0 }

func squaredDiffRowsFloat64Head(_ []float64, _ [][]float64, _ []float64) int { return 0 }
