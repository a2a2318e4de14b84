package move

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
