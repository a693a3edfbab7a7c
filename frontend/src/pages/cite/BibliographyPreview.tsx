// The live bibliography for the chosen style and papers, with copy and file exports.
import { useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { useToast } from "../../components/Toast";
import { CopyButton, Empty, Spinner } from "../../components/bits";
import { ExportPapers, FormatBibliography, SavePapersExport } from "../../lib/api";
import { isBrowserMode } from "../../lib/bridge";
import { downloadBase64 } from "../../lib/files";
import { useAsync } from "../../lib/hooks";
import { sanitizeHTML } from "../../lib/sanitize";
import type { CitationStyle } from "../../lib/types_research";

const EXPORTS: { format: "bibtex" | "ris" | "csl_json"; label: string }[] = [
  { format: "bibtex", label: ".bib" }, { format: "ris", label: ".ris" }, { format: "csl_json", label: "CSL-JSON" },
];

/** BibliographyPreview re-renders whenever the style or the selection changes. */
export function BibliographyPreview({ style, paperIds }: { style: CitationStyle | null; paperIds: string[] }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const ready = !!style && paperIds.length > 0;
  const bib = useAsync(async () => (ready ? FormatBibliography({ style: style!.id, paper_ids: paperIds, format: "html" }) : null), [style?.id, paperIds.join(",")]);
  const html = bib.data ? sanitizeHTML(bib.data.html || bib.data.entries.map((e) => e.html).join("")) : "";
  const text = bib.data ? bib.data.text || bib.data.entries.map((e) => e.text).join("\n") : "";

  const exportAs = async (format: "bibtex" | "ris" | "csl_json") => {
    setBusy(true);
    try {
      if (isBrowserMode()) {
        const f = await ExportPapers({ paper_ids: paperIds, format });
        downloadBase64(f.filename, f.data_base64);
      } else {
        const r = await SavePapersExport({ paper_ids: paperIds, format });
        if (r.path) toast.ok(`Saved ${r.path}`);
      }
    } catch (e) {
      toast.error(e, "Export failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-label="Bibliography preview">
      <div className="card-head">
        <h3>{style ? style.name : "Bibliography"}</h3>
        <div className="row" style={{ gap: 6 }}>
          <CopyButton text={text} label="Copy text" />
          <CopyButton text={text} html={html} label="Copy HTML" />
          {EXPORTS.map((x) => <button key={x.format} className="btn btn-small" disabled={!paperIds.length || busy} onClick={() => exportAs(x.format)}>{x.label}</button>)}
        </div>
      </div>
      {!style && <Empty>Choose a style on the left.</Empty>}
      {style && paperIds.length === 0 && <Empty>Tick one or more papers above.</Empty>}
      {ready && bib.loading && <Spinner />}
      <ErrorBox error={bib.error} title="Could not format the bibliography" onRetry={bib.reload} />
      {ready && bib.data && <div className="bib-preview" data-testid="bib-preview" dangerouslySetInnerHTML={{ __html: html }} />}
    </section>
  );
}
