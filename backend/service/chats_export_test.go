package service

import "time"

// SetPauseForTest slows a stream down so a test can drop the connection in the middle of it.
func (cs *ChatService) SetPauseForTest(d time.Duration) { cs.pause = d }
