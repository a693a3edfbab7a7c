package pdf

import "math"

// Text directions on the displayed page. Characters of rotated text (a table
// turned sideways, an arXiv stamp in the margin) are handled in a local frame
// where their line runs left to right, and mapped back to the page at the end.
const (
	dirRight = iota // normal text
	dirDown         // turned 90° clockwise, read top to bottom
	dirLeft         // upside down
	dirUp           // turned 90° counter-clockwise, read bottom to top
)

// box is an axis-aligned rectangle x0, y0, x1, y1.
type box struct{ x0, y0, x1, y1 float64 }

// toLocal maps a display box into the frame of direction d.
func toLocal(d int, b box) box {
	switch d {
	case dirDown: // local x = y, local y = -x
		return box{b.y0, -b.x1, b.y1, -b.x0}
	case dirLeft:
		return box{-b.x1, -b.y1, -b.x0, -b.y0}
	case dirUp: // local x = -y, local y = x
		return box{-b.y1, b.x0, -b.y0, b.x1}
	}
	return b
}

// toDisplay is the inverse of toLocal.
func toDisplay(d int, b box) box {
	switch d {
	case dirDown:
		return box{-b.y1, b.x0, -b.y0, b.x1}
	case dirLeft:
		return box{-b.x1, -b.y1, -b.x0, -b.y0}
	case dirUp:
		return box{b.y0, -b.x1, b.y1, -b.x0}
	}
	return b
}

// direction quantises a user-space text angle (radians, counter-clockwise)
// into a display direction, given the page geometry.
func (g geometry) direction(angle float64) int {
	x0, y0 := g.point(0, 0)
	x1, y1 := g.point(math.Cos(angle), math.Sin(angle))
	dx, dy := x1-x0, y1-y0
	if math.Abs(dx) >= math.Abs(dy) {
		if dx >= 0 {
			return dirRight
		}
		return dirLeft
	}
	if dy > 0 {
		return dirDown
	}
	return dirUp
}
