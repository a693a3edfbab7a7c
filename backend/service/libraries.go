package service

// LibraryService manages libraries of documents.
type LibraryService struct{ s *Service }
