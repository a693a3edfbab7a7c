// Side panel for one citation: the verbatim quote, the source's details and, for PDF sources, the page with the box.
import { GetDocument, GetPaper } from "../lib/api";
import { authorList, label } from "../lib/format";
import { useAsync } from "../lib/hooks";
import type { Citation } from "../lib/types_research";
import { ErrorBox } from "./ErrorBox";
import { Drawer } from "./Modal";
import { PdfViewer } from "./PdfViewer";
import { Spinner } from "./bits";

interface Resolved { documentId: string | null; title: string; detail: string; abstract: string | null; ocrPages: number[] }

async function resolve(c: Citation): Promise<Resolved> {
  if (c.source.type === "document") {
    const d = await GetDocument(c.source.id);
    return { documentId: d.id, title: c.source.title || d.filename, detail: `${d.filename} · ${d.page_count ?? "?"} pages`, abstract: null, ocrPages: d.ocr?.pages ?? [] };
  }
  const p = await GetPaper(c.source.id);
  const bits = [authorList(p.authors), p.year, p.venue, p.doi ? `doi:${p.doi}` : null].filter(Boolean);
  // A paper's PDF may be a scan: its document says which pages were read by OCR.
  const ocrPages = p.document_id && c.locations?.length ? (await GetDocument(p.document_id)).ocr?.pages ?? [] : [];
  return { documentId: p.document_id, title: p.title, detail: bits.join(" · "), abstract: p.abstract, ocrPages };
}

/** quoteSpan finds the quote in the abstract, ignoring differences of white space; null when absent. */
export function quoteSpan(text: string, quote: string): [number, number] | null {
  const words = quote.trim().split(/\s+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return null;
  const m = new RegExp(words.join("\\s+")).exec(text);
  return m ? [m.index, m.index + m[0].length] : null;
}

/** AbstractWithQuote shows a paper's abstract with the cited sentence marked. */
function AbstractWithQuote({ text, quote }: { text: string; quote: string }) {
  const span = quoteSpan(text, quote);
  return (
    <section className="abstract-quote" aria-label="Abstract" data-testid="citation-abstract">
      <h3 className="small muted">Abstract{span ? "" : " (the quote was not found in it)"}</h3>
      <p>{span ? <>{text.slice(0, span[0])}<mark data-testid="quote-mark">{text.slice(span[0], span[1])}</mark>{text.slice(span[1])}</> : text}</p>
    </section>
  );
}

/** CitationPanel opens beside the text that cites; it closes with Escape. */
export function CitationPanel({ citation, onClose }: { citation: Citation; onClose: () => void }) {
  const src = useAsync(() => resolve(citation), [citation.source.id, citation.index]);
  const first = citation.locations?.[0];
  const marks = (citation.locations ?? []).filter((l) => first && l.page === first.page).map((l) => l.bbox);
  return (
    <Drawer title={<>Citation [{citation.index}] <span className="muted">· {label(citation.source.type)}</span></>} onClose={onClose} width={600}>
      <blockquote className="quote" data-testid="citation-quote">{citation.quote}</blockquote>
      {src.loading && <Spinner />}
      <ErrorBox error={src.error} title="Could not load the source" onRetry={src.reload} />
      {src.data && (
        <div className="source-card">
          <div className="source-title">{src.data.title || citation.source.title || "Untitled"}</div>
          {src.data.detail && <div className="muted small">{src.data.detail}</div>}
        </div>
      )}
      {citation.locations?.length > 0 && (
        <div className="small muted loc-list">
          Cited on {[...new Set(citation.locations.map((l) => l.page))].map((n) => `page ${n}`).join(", ")}
        </div>
      )}
      {first && src.data?.ocrPages.includes(first.page) && (
        <div className="small muted" data-testid="citation-scan-note">A scanned page: the words were read by OCR, and the highlight is where it found them.</div>
      )}
      {first && src.data?.documentId && <PdfViewer documentId={src.data.documentId} page={first.page} highlights={marks} width={552} />}
      {(!citation.locations || citation.locations.length === 0) && (src.data?.abstract
        ? <AbstractWithQuote text={src.data.abstract} quote={citation.quote} />
        : src.data && <p className="muted small">This source has no local PDF; the quote is from its abstract.</p>)}
    </Drawer>
  );
}
