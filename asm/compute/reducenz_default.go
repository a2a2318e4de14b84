//go:build purego || !amd64

package compute

// Without assembly, the nonzero tests' heads are empty and the Go twins
// take the whole run; an empty head decides nothing (Any false, All true).

func anyNonzeroHead([]uint8, uint64) (bool, int) { return false, 0 }

func allNonzero8Head([]uint8) (bool, int) { return true, 0 }

func allNonzero32Head([]uint32, uint32) (bool, int) { return true, 0 }

func allNonzero64Head([]uint64, uint64) (bool, int) { return true, 0 }

func countNonzero8Head([]uint8) (int, int) { return 0, 0 }

func countNonzero32Head([]uint32, uint32) (int, int) { return 0, 0 }

func countNonzero64Head([]uint64, uint64) (int, int) { return 0, 0 }
