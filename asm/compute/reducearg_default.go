//go:build purego || !amd64

package compute

// Without assembly, the arg-reductions' heads are empty and the Go twins
// take the whole run.

func argMaxFloat32Head([]float32) (int, int) { return 0, 0 }

func argMinFloat32Head([]float32) (int, int) { return 0, 0 }

func argMaxFloat64Head([]float64) (int, int) { return 0, 0 }

func argMinFloat64Head([]float64) (int, int) { return 0, 0 }

func argMaxInt32Head([]int32) (int, int) { return 0, 0 }

func argMinInt32Head([]int32) (int, int) { return 0, 0 }

func argMaxInt64Head([]int64) (int, int) { return 0, 0 }

func argMinInt64Head([]int64) (int, int) { return 0, 0 }

func argMaxUint8Head([]uint8) (int, int) { return 0, 0 }

func argMinUint8Head([]uint8) (int, int) { return 0, 0 }
