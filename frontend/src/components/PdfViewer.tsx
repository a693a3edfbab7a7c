// Renders one page of a document's PDF and highlights boxes given as page fractions (origin top-left).
import { useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { toApiError, type ApiError } from "../lib/errors";
import { loadDocumentPDF } from "../lib/pdf";
import type { BBox } from "../lib/types";
import { ErrorBox } from "./ErrorBox";
import { Spinner } from "./bits";

/** PdfViewer shows documentId at page with highlights drawn over it; the reader may page through. */
export function PdfViewer({ documentId, page, highlights = [], width = 520 }: { documentId: string; page: number; highlights?: BBox[]; width?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const firstMark = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [current, setCurrent] = useState(page);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);

  useEffect(() => {
    setCurrent(page);
  }, [page, documentId]);

  useEffect(() => {
    let live = true;
    setDoc(null);
    setError(null);
    loadDocumentPDF(documentId).then((d) => live && setDoc(d), (e) => live && setError(toApiError(e)));
    return () => {
      live = false;
    };
  }, [documentId]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: RenderTask | null = null;
    let live = true;
    const n = Math.min(Math.max(1, current), doc.numPages);
    doc.getPage(n).then((p) => {
      if (!live || !canvas.current) return;
      const base = p.getViewport({ scale: 1 });
      const scale = width / base.width;
      const vp = p.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const c = canvas.current;
      c.width = Math.floor(vp.width * ratio);
      c.height = Math.floor(vp.height * ratio);
      c.style.width = `${vp.width}px`;
      c.style.height = `${vp.height}px`;
      setSize({ w: vp.width, h: vp.height });
      const ctx = c.getContext("2d");
      if (!ctx) return;
      task = p.render({ canvasContext: ctx, viewport: vp, transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined });
      task.promise.then(() => firstMark.current?.scrollIntoView({ block: "center", behavior: "smooth" }), (e) => {
        if (live && !(e instanceof Error && e.name === "RenderingCancelledException")) setError(toApiError(e));
      });
    }, (e) => live && setError(toApiError(e)));
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, current, width]);

  const marks = current === page ? highlights : [];
  return (
    <div className="pdf-viewer">
      <ErrorBox error={error} title="Could not show the PDF" />
      {!doc && !error && <div className="pdf-loading"><Spinner label="Loading PDF" /> Loading PDF…</div>}
      {doc && (
        <div className="pdf-nav">
          <button className="btn btn-small" disabled={current <= 1} onClick={() => setCurrent((c) => c - 1)}>‹ Prev</button>
          <span className="muted">Page {current} of {doc.numPages}</span>
          <button className="btn btn-small" disabled={current >= doc.numPages} onClick={() => setCurrent((c) => c + 1)}>Next ›</button>
          {current !== page && <button className="btn btn-small btn-link" onClick={() => setCurrent(page)}>Back to cited page {page}</button>}
        </div>
      )}
      <div className="pdf-page" style={size ? { width: size.w, height: size.h } : { display: doc ? undefined : "none" }}>
        <canvas ref={canvas} data-testid="pdf-canvas" />
        {size && marks.map((b, i) => (
          <div key={i} ref={i === 0 ? firstMark : undefined} className="pdf-mark" data-testid="pdf-highlight" style={{
            left: `${b.x * 100}%`, top: `${b.y * 100}%`, width: `${b.width * 100}%`, height: `${b.height * 100}%`,
          }} />
        ))}
      </div>
    </div>
  );
}
