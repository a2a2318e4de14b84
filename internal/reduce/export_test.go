package reduce

// RaceEnabled tells the external tests whether the race detector, whose
// runtime allocates, is on.
const RaceEnabled = raceEnabled
