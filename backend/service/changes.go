package service

import "sync"

// Change tells the window that a kind of resource changed; the window reloads what it shows.
type Change struct {
	// Topic is "documents", "papers", "searches", "chats" or "libraries".
	Topic string `json:"topic"`
	// ID is the changed resource when one is known.
	ID string `json:"id,omitempty"`
}

// Changes fans change notices out to the window's subscribers (the Wails window and the browser
// bridge). Sends never block: a subscriber that falls behind misses notices, which is harmless
// because each notice only says "reload".
type Changes struct {
	mu   sync.Mutex
	next int
	subs map[int]chan Change
}

// Publish tells every subscriber that topic changed.
func (c *Changes) Publish(topic, id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, ch := range c.subs {
		select {
		case ch <- Change{Topic: topic, ID: id}:
		default:
		}
	}
}

// Subscribe returns a channel of changes and a function that ends the subscription.
func (c *Changes) Subscribe() (<-chan Change, func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.subs == nil {
		c.subs = map[int]chan Change{}
	}
	id := c.next
	c.next++
	ch := make(chan Change, 64)
	c.subs[id] = ch
	return ch, func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		if _, ok := c.subs[id]; ok {
			delete(c.subs, id)
			close(ch)
		}
	}
}

// jobTopics names what a finished job of each kind may have changed.
var jobTopics = map[string][]string{
	JobParseDocument: {"documents", "papers"},
	JobSearchRun:     {"searches"},
}

// jobObserved publishes the topics of a job kind; an empty kind (jobs just enqueued) changes
// documents and searches, whose new rows show as queued.
func (c *Changes) jobObserved(kind, ref string) {
	topics, ok := jobTopics[kind]
	if kind == "" {
		topics = []string{"documents", "searches"}
	} else if !ok {
		return
	}
	for _, t := range topics {
		c.Publish(t, ref)
	}
}
