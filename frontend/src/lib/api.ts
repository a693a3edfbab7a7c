// Typed calls for every bound method of docs/bound-methods.md. Each goes through
// window.go.main.App (Wails in the window, the bridge shim in a browser), so one code path serves both.
import { ApiError, toApiError } from "./errors";
import type { MethodName } from "./methods";
import type { BrowsePapersParams, PaperPage, Deleted, Document, DocumentContent, Library, List, Paper, PaperImport, PaperMerge, DuplicatePair, PaperPatch, WatchStatus, ZoteroProgress } from "./types";
import type {
  APIKey, Bibliography, Chat, CitationEntry, CitationStyle, CreateSearchParams, FileObject, Message, Notice,
  Search, SearchResult, SendMessageParams, Settings, Usage, WebhookEndpoint,
} from "./types_research";

/** call invokes one bound method and turns any rejection into an ApiError. */
export async function call<T>(method: MethodName, ...args: unknown[]): Promise<T> {
  const fn = window.go?.main?.App?.[method];
  if (typeof fn !== "function") {
    throw new ApiError({ type: "api_error", code: "method_unavailable", message: `${method} is not available in this build of Carrel.` });
  }
  try {
    return (await fn(...args)) as T;
  } catch (e) {
    throw toApiError(e);
  }
}

export interface Page { limit?: number; cursor?: string | null }
type Scoped = { scopes: string[] };

// Keys and settings
export const ListKeys = () => call<List<APIKey>>("ListKeys");
export const CreateKey = (p: { name: string; test: boolean } & Scoped) => call<APIKey>("CreateKey", p);
export const RevokeKey = (id: string) => call<APIKey>("RevokeKey", id);
export const FirstRunKey = () => call<{ secret: string }>("FirstRunKey");
export const GetSettings = () => call<Settings>("GetSettings");
export const UpdateSettings = (s: Partial<Settings>) => call<Settings>("UpdateSettings", s);
export const GetUsage = (p: { start_date?: string; end_date?: string; group_by?: string[] }) => call<Usage>("GetUsage", p);

// Library
export const UploadDocument = (p: { filename: string; data_base64: string; library_id?: string | null }) => call<Document>("UploadDocument", p);
export const CreateDocumentFromURL = (p: { url: string; library_id?: string | null }) => call<Document>("CreateDocumentFromURL", p);
export const ListDocuments = (p: Page & { status?: string; library_id?: string }) => call<List<Document>>("ListDocuments", p);
export const GetDocument = (id: string) => call<Document>("GetDocument", id);
export const DeleteDocument = (id: string) => call<Deleted>("DeleteDocument", id);
export const RetryDocument = (id: string) => call<Document>("RetryDocument", id);
export const GetDocumentContent = (id: string) => call<DocumentContent>("GetDocumentContent", id);
export const GetDocumentPDF = (id: string) => call<{ data_base64: string }>("GetDocumentPDF", id);
export const ListPapers = (p: Page & { query?: string }) => call<List<Paper>>("ListPapers", p);
export const BrowsePapers = (p: BrowsePapersParams) => call<PaperPage>("BrowsePapers", p);
export const GetPaper = (id: string) => call<Paper>("GetPaper", id);
export const UpdatePaper = (id: string, patch: PaperPatch) => call<Paper>("UpdatePaper", id, patch);
export const DeletePaper = (id: string) => call<Deleted>("DeletePaper", id);
export const ListDuplicatePapers = () => call<{ object: "list"; data: DuplicatePair[] }>("ListDuplicatePapers");
export const MergePapers = (p: { keep_id: string; drop_id: string }) => call<PaperMerge>("MergePapers", p);
export const ImportZotero = (p: { dir: string }) => call<ZoteroProgress>("ImportZotero", p);
export const GetZoteroImport = () => call<ZoteroProgress>("GetZoteroImport");
export const ImportPapers = (p: { filename: string; data_base64: string; format: string }) => call<PaperImport>("ImportPapers", p);
export const ListLibraries = () => call<List<Library>>("ListLibraries");
export const CreateLibrary = (p: { name: string }) => call<Library>("CreateLibrary", p);
export const GetWatchStatus = () => call<WatchStatus>("GetWatchStatus");

// Search
export const CreateSearch = (p: CreateSearchParams) => call<Search>("CreateSearch", p);
export const GetSearch = (id: string) => call<Search>("GetSearch", id);
export const ListSearches = (p: Page & { status?: string; created_after?: string }) => call<List<Search>>("ListSearches", p);
export const ListSearchResults = (id: string, p: Page) => call<List<SearchResult>>("ListSearchResults", id, p);
export const CancelSearch = (id: string) => call<Search>("CancelSearch", id);
export const ExportSearch = (id: string, p: { format: string }) => call<FileObject>("ExportSearch", id, p);
export const SaveSearchExport = (id: string, p: { format: string }) => call<{ path: string }>("SaveSearchExport", id, p);

// Chat
export const CreateChat = (p: { document_ids?: string[]; paper_ids?: string[]; depth?: string; language?: string }) => call<Chat>("CreateChat", p);
export const GetChat = (id: string) => call<Chat>("GetChat", id);
export const RenameChat = (id: string, p: { title: string }) => call<Chat>("RenameChat", id, p);
export const ListChats = (p: Page) => call<List<Chat>>("ListChats", p);
export const ListMessages = (id: string, p: Page) => call<List<Message>>("ListMessages", id, p);
export const SendMessage = (id: string, p: SendMessageParams) => call<Message>("SendMessage", id, p);
export const StreamMessage = (id: string, p: SendMessageParams) => call<{ message_id?: string; stream_id: string }>("StreamMessage", id, p);

// Cite
export const FormatCitation = (p: { style: string; source: { paper_id?: string; doi?: string; csl?: unknown } }) => call<CitationEntry>("FormatCitation", p);
export const ListCitationStyles = (p: Page & { query?: string; category?: string }) => call<List<CitationStyle>>("ListCitationStyles", p);
export const GetCitationStyle = (id: string) => call<CitationStyle>("GetCitationStyle", id);
export const AddCitationStyle = (p: { csl: string }) => call<CitationStyle>("AddCitationStyle", p);
export const RemoveCitationStyle = (id: string) => call<{ id: string; deleted: boolean }>("RemoveCitationStyle", id);
export const FormatBibliography = (p: { style: string; paper_ids?: string[]; search_id?: string; format: "text" | "html" }) => call<Bibliography>("FormatBibliography", p);
export const ExportPapers = (p: { paper_ids: string[]; format: "bibtex" | "ris" | "csl_json" }) => call<{ filename: string; data_base64: string }>("ExportPapers", p);
export const SavePapersExport = (p: { paper_ids: string[]; format: "bibtex" | "ris" | "csl_json" }) => call<{ path: string }>("SavePapersExport", p);
export const StylesAttribution = () => call<{ text: string }>("StylesAttribution");

// Webhooks and notices
export const CreateWebhookEndpoint = (p: { url: string; events: string[]; description?: string }) => call<WebhookEndpoint>("CreateWebhookEndpoint", p);
export const ListWebhookEndpoints = () => call<List<WebhookEndpoint>>("ListWebhookEndpoints");
export const GetWebhookEndpoint = (id: string) => call<WebhookEndpoint>("GetWebhookEndpoint", id);
export const DeleteWebhookEndpoint = (id: string) => call<Deleted>("DeleteWebhookEndpoint", id);
export const ListNotices = () => call<{ data: Notice[] | null }>("ListNotices");

// Status and first run
/** ServiceStatus is the real state of the API listener and the watched folder. */
export interface ServiceStatus {
  object: "service_status";
  api: { running: boolean; addr: string; started_by: "window" | "serve" | "" };
  watch: { running: boolean; dir: string; pending: number; files: number };
  data_dir: string;
  suggested_watch_dir: string;
}
export const GetServiceStatus = () => call<ServiceStatus>("GetServiceStatus");
export const WatchFolder = (p: { dir: string }) => call<Settings>("WatchFolder", p);
export const AddSamplePapers = () => call<{ documents: Document[]; added: number }>("AddSamplePapers");
/** ChooseFolder opens the window's folder chooser ("" when canceled); the browser build has none. */
export const ChooseFolder = (p: { title: string; default_dir: string }) => call<{ path: string }>("ChooseFolder", p);
