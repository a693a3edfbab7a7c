// Wire shapes of the Carrel service (snake_case, exactly as the HTTP API returns them).

/** The error object every failing call surfaces. */
export interface ApiErrorBody {
  type: string;
  code: string;
  message: string;
  param?: string | null;
}

/** A cursor-paginated list envelope. */
export interface List<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export type JobStatus = "queued" | "running" | "succeeded" | "failed" | "canceled";
export type Depth = "standard" | "high_quality" | "deep_review";

export interface BBox { x: number; y: number; width: number; height: number }
export interface Location { page: number; bbox: BBox }

export interface Author { given?: string; family?: string; literal?: string }

export interface Paper {
  object: "paper";
  id: string;
  title: string;
  authors: Author[] | null;
  year: number | null;
  venue: string | null;
  doi: string | null;
  abstract: string | null;
  publication_type: string | null;
  open_access: boolean | null;
  url: string | null;
  document_id: string | null;
  external_id?: string | null;
  needs_review: boolean;
  created_at: string;
  /** Review extension (docs/metadata-review.md): the PDF reading's confidence per field it filled. */
  field_confidence?: Record<string, number>;
  /** Fields read from the PDF with low confidence and not edited: shown "check". */
  fields_to_check?: string[];
  /** Fields the user edited or confirmed: no re-parse or re-import overwrites them. */
  edited_fields?: string[];
}

/** PaperSource is where a paper came from (BrowsePapers); "" when not recorded. */
export type PaperSource = "pdf" | "zotero" | "bibtex" | "corpus" | "";
/** PaperSort is an order of the Papers page. */
export type PaperSort = "own" | "recent" | "year" | "title" | "author";

export interface BrowsePapersParams {
  query?: string; library_id?: string; sources?: PaperSource[]; types?: string[];
  year_from?: number; year_to?: number; needs_review?: boolean; sort?: PaperSort; offset?: number; limit?: number;
}

export interface PaperPage { object: "paper_page"; data: (Paper & { source: PaperSource })[]; total: number; offset: number; limit: number; sort: PaperSort }

export type PaperPatch = Partial<Pick<Paper,
  "title" | "authors" | "year" | "venue" | "doi" | "abstract" | "publication_type" | "open_access" | "url">> & {
  needs_review?: boolean;
};

export interface ErrorInfo { type: string; code: string; message: string }

export interface Document {
  object: "document";
  id: string;
  status: JobStatus;
  filename: string;
  page_count: number | null;
  library_id: string | null;
  paper_id?: string | null;
  error: ErrorInfo | null;
  created_at: string;
  /** What a running document is doing ("reading scanned page 3 of 12"). */
  status_detail?: string;
  /** Pages read by OCR (scans) and Tesseract's mean confidence. */
  ocr?: { pages: number[]; mean_confidence: number; languages: string; engine: string };
}

export interface Library { object: "library"; id: string; name: string; created_at: string }

export interface Deleted { object: string; id: string; deleted: boolean }

export interface Paragraph { text: string; page: number; bbox: BBox }
export interface DocumentContent {
  object: "document_content";
  document_id: string;
  page_count: number;
  sections: { heading: string; level: number; page_start: number; page_end: number; paragraphs: Paragraph[] }[];
  tables: { page: number; bbox: BBox; caption: string; rows: string[][] }[];
  figures: { page: number; bbox: BBox; caption: string }[];
}

export interface PaperImport {
  object: "paper_import";
  created: number;
  duplicates: number;
  /** merged counts the papers already there that a duplicate completed with fields they lacked. */
  merged?: number;
  failed: { line: number; error: string }[] | null;
  warnings?: { field: string; lines: number }[] | null;
}

/** DuplicatePair is two stored papers that look like one work; keep is the fuller record. */
export interface DuplicatePair {
  keep: Paper;
  drop: Paper;
  /** Where each record came from: pdf, zotero, bibtex (reference files), corpus, or "" when not recorded. */
  keep_source: string;
  drop_source: string;
  /** "arxiv" (one arXiv identifier) or "title" (folded title, first author and year). */
  reason: string;
}

/** PaperMerge is what MergePapers did (service.PaperMerge). */
export interface PaperMerge {
  object: "paper_merge";
  paper: Paper;
  dropped_id: string;
  pdf_linked: boolean;
  documents_moved: number;
  searches_updated: number;
  chats_updated: number;
  filled: string[];
  summary: string;
}

/** ZoteroImport is the summary of a Zotero library import (service.ZoteroImport). */
export interface ZoteroImport {
  object: "zotero_import";
  items: number;
  created: number;
  duplicates: number;
  libraries: string[];
  libraries_created: number;
  documents: number;
  documents_existing: number;
  failed: { key: string; error: string }[];
  notes_skipped: number;
  annotations_skipped: number;
  summary: string;
}

/** ZoteroProgress is the window's Zotero import: running, then a result or an error. */
export interface ZoteroProgress {
  running: boolean;
  done: number;
  total: number;
  result: ZoteroImport | null;
  error: { type: string; code?: string; message: string } | null;
}

export type WatchFileStatus = "pending" | "imported" | "duplicate" | "failed" | "ignored";
export interface WatchStatus {
  dir: string;
  running: boolean;
  files: {
    path: string;
    status: WatchFileStatus;
    document_id: string | null;
    duplicate_of: string | null;
    duplicate?: { document_id: string; filename: string; paper_id: string | null; paper_title: string | null } | null;
    error_code: string | null;
    updated_at: string;
  }[] | null;
}
