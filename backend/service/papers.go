package service

// PaperService manages the corpus of papers: retrieval, listing, editing, deletion and imports.
type PaperService struct{ s *Service }
