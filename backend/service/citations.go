package service

// CitationService manages citation formatting and the style catalogue.
type CitationService struct{ s *Service }
