// pdf.js set-up: the worker is bundled by Vite (?url) so the window needs no network.
import * as pdfjs from "pdfjs-dist";
import type { PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { GetDocumentPDF } from "./api";
import { base64ToBytes } from "./files";

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const cache = new Map<string, Promise<PDFDocumentProxy>>();

/** loadDocumentPDF fetches a document's PDF through GetDocumentPDF and opens it once per session. */
export function loadDocumentPDF(documentId: string): Promise<PDFDocumentProxy> {
  let p = cache.get(documentId);
  if (!p) {
    p = GetDocumentPDF(documentId).then((r) => pdfjs.getDocument({ data: base64ToBytes(r.data_base64), isEvalSupported: false }).promise);
    p.catch(() => cache.delete(documentId));
    cache.set(documentId, p);
    if (cache.size > 8) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined && oldest !== documentId) {
        void cache.get(oldest)?.then((d) => d.destroy()).catch(() => {});
        cache.delete(oldest);
      }
    }
  }
  return p;
}
