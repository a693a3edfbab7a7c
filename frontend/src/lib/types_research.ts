// Wire shapes for searches, chats, citations, usage, keys, settings and webhooks.
import type { BBox, Depth, ErrorInfo, JobStatus, Location, Paper } from "./types";

export interface CitationSource { type: "paper" | "document"; id: string; title?: string; doi?: string | null }

/** The grounding of one [n] marker (not a formatted bibliography entry). */
export type Stance = "supports" | "contradicts" | "neutral";
export interface Citation { index: number; quote: string; source: CitationSource; locations: Location[]; stance?: Stance | null }
export interface Verdict { supports: number; contradicts: number; neutral: number; decision?: "supports" | "contradicts" | "not_settled" }

export interface Answer { object: "answer"; text: string; citations: Citation[]; unsourced_claim_count: number; verdict?: Verdict | null }

export interface SearchFilters {
  year_from: number | null;
  year_to: number | null;
  open_access: boolean | null;
  publication_type: string[] | null;
  venue: string[] | null;
  library_ids?: string[] | null;
}

export interface Search {
  object: "search";
  id: string;
  status: JobStatus;
  depth: Depth;
  query: string;
  filters: SearchFilters;
  max_papers?: number;
  answer_format?: string;
  language?: string;
  answer: Answer | null;
  paper_count: number;
  credits_cost: number;
  metadata: Record<string, unknown> | null;
  created_at: string;
  completed_at: string | null;
  error: ErrorInfo | null;
}

export interface CreateSearchParams {
  query: string;
  depth?: Depth;
  max_papers?: number;
  filters?: Partial<{ year_from: number; year_to: number; open_access: boolean; publication_type: string[]; venue: string[]; library_ids: string[] }>;
  answer_format?: "bulleted" | "paragraph";
  language?: string;
  metadata?: Record<string, unknown>;
}

export interface SearchResult {
  object: "search_result"; rank: number; relevance_score: number; paper: Paper;
  finding?: string | null; stance?: Stance | null; study_design?: string | null; sample_size?: number | null;
}

export interface FileObject {
  object: "file";
  id: string;
  byte_size: number;
  created_at: string;
  filename?: string;
  download_url?: string;
  expires_at?: string;
}

export interface Chat {
  object: "chat";
  id: string;
  /** title is the first question until renamed ("" before it). */
  title?: string;
  document_ids: string[] | null;
  paper_ids: string[] | null;
  depth: Depth;
  language: string;
  created_at: string;
}

export interface Message {
  object: "message";
  id: string;
  chat_id: string;
  role: "user" | "assistant";
  content: string;
  citations: Citation[] | null;
  unsourced_claim_count: number;
  credits_cost: number;
  created_at: string;
}

export interface SendMessageParams { content: string; depth?: Depth; answer_format?: "bulleted" | "paragraph"; stream?: boolean }

export interface CitationStyle {
  object: "citation_style";
  id: string;
  name: string;
  short_name: string;
  category: "numeric" | "author-date" | "note" | "label";
  is_user?: boolean;
  is_numeric?: boolean;
  parent?: string | null;
  updated_at?: string;
}

export interface CitationEntry {
  object: "citation_entry";
  id: string;
  style: { id: string; slug: string; name: string; is_numeric: boolean };
  bibliography_text: string;
  bibliography_html: string;
  in_text: string;
}

export interface Bibliography {
  object: "bibliography";
  style: string | { id: string; name: string };
  entries: { paper_id: string; text: string; html: string }[];
  text: string;
  html: string;
}

export interface Usage {
  object: "usage";
  period: { start_date: string; end_date: string };
  credits: { granted: number; consumed: number; remaining: number; renews_at: string };
  breakdown: { date: string | null; endpoint: string | null; api_key: string | null; requests: number; credits: number }[] | null;
}

export interface APIKey {
  object: "api_key";
  id: string;
  name: string;
  kind: "live" | "test";
  prefix: string;
  scopes: string[];
  created_at: string;
  revoked_at: string | null;
  secret?: string;
}

export interface Settings {
  data_dir: string;
  api_enabled: boolean;
  api_addr: string;
  api_running: boolean;
  watch_dir: string;
  watch_stable_seconds: number;
  allow_private_urls: boolean;
  monthly_grant: number;
  /** "Read scanned pages (OCR)"; it takes effect where Tesseract is installed. */
  ocr: boolean;
  /** Tesseract languages joined by "+" ("eng", "eng+deu"). */
  ocr_languages: string;
  /** Reported: whether Tesseract is installed, and the languages of its data. */
  ocr_available: boolean;
  ocr_installed_languages: string[] | null;
}

export interface WebhookDelivery { event_id: string; attempt: number; status_code: number | null; error: string | null; delivered_at: string }

export interface WebhookEndpoint {
  object: "webhook_endpoint";
  id: string;
  url: string;
  events: string[];
  description?: string | null;
  secret?: string;
  status: string;
  created_at: string;
  recent_deliveries?: WebhookDelivery[] | null;
}

export interface Notice { id: string; kind: string; message: string; created_at: string }

/** One event of a chat stream, in the window (Wails event payload) and in the browser (SSE). */
export interface StreamEvent {
  event: "message.delta" | "citation.added" | "message.completed" | "error";
  data: Record<string, unknown>;
}

export type { BBox };
