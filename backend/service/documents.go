package service

// DocumentService manages user PDFs: creation checks, the parse job, listing, content and deletion.
type DocumentService struct{ s *Service }
