package compute

import "testing"

// forEachLevel runs f once per level the CPU has, as a subtest named after
// the level, and restores the level.
func forEachLevel(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	for _, l := range Levels() {
		restore := SetLevel(l)
		t.Run(l.String(), f)
		restore()
	}
}

func TestLevels(t *testing.T) {
	ls := Levels()
	if ls[len(ls)-1] != Go || ls[0] != CurrentLevel() {
		t.Fatalf("Levels() = %v, current %v", ls, CurrentLevel())
	}
	t.Logf("levels on this CPU: %v", ls)
}
