package service

// Indexer manages the Bleve index kept in step with SQLite through the outbox.
type Indexer struct{ s *Service }
