package service

// SearchService manages research searches: creation, the search job, results, cancel and exports.
type SearchService struct{ s *Service }
