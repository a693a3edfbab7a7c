// Every bound method of the Go App (docs/bound-methods.md); the browser shim defines each one.

/** METHOD_NAMES lists the bound methods in the order of the contract. */
export const METHOD_NAMES = [
  "ListKeys", "CreateKey", "RevokeKey", "FirstRunKey", "GetSettings", "UpdateSettings", "GetUsage",
  "UploadDocument", "CreateDocumentFromURL", "ListDocuments", "GetDocument", "DeleteDocument", "RetryDocument",
  "GetDocumentContent", "GetDocumentPDF",
  "ListPapers", "BrowsePapers", "GetPaper", "UpdatePaper", "DeletePaper", "ImportPapers", "ImportZotero", "GetZoteroImport",
  "ListLibraries", "CreateLibrary", "GetWatchStatus",
  "CreateSearch", "GetSearch", "ListSearches", "ListSearchResults", "CancelSearch",
  "ExportSearch", "SaveSearchExport",
  "CreateChat", "GetChat", "ListChats", "ListMessages", "SendMessage", "StreamMessage",
  "FormatCitation", "ListCitationStyles", "GetCitationStyle", "AddCitationStyle", "RemoveCitationStyle",
  "FormatBibliography",
  "ExportPapers", "SavePapersExport", "StylesAttribution",
  "CreateWebhookEndpoint", "ListWebhookEndpoints", "GetWebhookEndpoint", "DeleteWebhookEndpoint",
  "ListNotices",
  "GetServiceStatus", "WatchFolder", "AddSamplePapers", "ChooseFolder", "RenameChat",
  "ListDuplicatePapers", "MergePapers",
] as const;

/** MethodName is one bound method. */
export type MethodName = (typeof METHOD_NAMES)[number];

type BoundFn = (...args: unknown[]) => Promise<unknown>;

declare global {
  interface Window {
    go?: { main?: { App?: Record<string, BoundFn | undefined> } };
    runtime?: {
      EventsOn?: (name: string, cb: (...data: unknown[]) => void) => () => void;
      EventsOff?: (name: string, ...more: string[]) => void;
      BrowserOpenURL?: (url: string) => void;
      ClipboardSetText?: (text: string) => Promise<boolean>;
    };
  }
}
