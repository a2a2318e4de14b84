//go:build purego || !amd64

package compute

// Without assembly, the reductions' heads are empty and the Go twins take
// the whole run.

func sumInt64Head([]int64) (int64, int) { return 0, 0 }

func sumInt32Head([]int32) (int64, int) { return 0, 0 }

func sumUint8Head([]uint8) (uint64, int) { return 0, 0 }

func maxInt32Head([]int32) (int32, int) { return 0, 0 }

func minInt32Head([]int32) (int32, int) { return 0, 0 }

func maxInt64Head([]int64) (int64, int) { return 0, 0 }

func minInt64Head([]int64) (int64, int) { return 0, 0 }

func maxUint8Head([]uint8) (uint8, int) { return 0, 0 }

func minUint8Head([]uint8) (uint8, int) { return 0, 0 }
