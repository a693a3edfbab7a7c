package service

// Deleted is the body of every DELETE: {object, id, deleted: true}.
type Deleted struct {
	Object  string `json:"object"`
	ID      string `json:"id"`
	Deleted bool   `json:"deleted"`
}
