// A document in the side panel: its outline (from parsed content) and the PDF page.
import { useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { Drawer } from "../../components/Modal";
import { PdfViewer } from "../../components/PdfViewer";
import { GetDocumentContent } from "../../lib/api";
import { useAsync } from "../../lib/hooks";
import type { BBox, Document } from "../../lib/types";

/** DocumentViewer shows a succeeded document; clicking a section jumps to its page and marks its first paragraph. */
export function DocumentViewer({ doc, onClose }: { doc: Document; onClose: () => void }) {
  const content = useAsync(() => GetDocumentContent(doc.id), [doc.id]);
  const [at, setAt] = useState<{ page: number; marks: BBox[] }>({ page: 1, marks: [] });
  const sections = content.data?.sections ?? [];
  return (
    <Drawer title={doc.filename} onClose={onClose} width={640}>
      <ErrorBox error={content.error} title="Could not load the outline" />
      {sections.length > 0 && (
        <details className="small" style={{ marginBottom: 8 }}>
          <summary>Outline ({sections.length} sections, {content.data?.tables?.length ?? 0} tables, {content.data?.figures?.length ?? 0} figures)</summary>
          <ul>
            {sections.map((s, i) => (
              <li key={i} style={{ marginLeft: (Math.max(1, s.level) - 1) * 12 }}>
                <button className="btn-link btn" onClick={() => setAt({ page: s.page_start, marks: s.paragraphs?.[0] ? [s.paragraphs[0].bbox] : [] })}>
                  {s.heading || "(untitled)"}
                </button>
                <span className="muted"> p. {s.page_start}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <PdfViewer documentId={doc.id} page={at.page} highlights={at.marks} width={592} />
    </Drawer>
  );
}
