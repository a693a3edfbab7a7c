package service

// FileService manages uploaded files and export files.
type FileService struct{ s *Service }
