package service

// WebhookService manages webhook endpoints and durable signed deliveries.
type WebhookService struct{ s *Service }
