package service

// ChatService manages chats over chosen sources and their messages.
type ChatService struct{ s *Service }
