// Adding to the library: drop or pick PDFs, fetch one by URL, import reference files.
import { useRef, useState } from "react";
import { useToast } from "../../components/Toast";
import { CreateDocumentFromURL, ImportPapers, UploadDocument } from "../../lib/api";
import { fileToBase64 } from "../../lib/files";
import { importSummary } from "../../lib/format";

const IMPORT_FORMATS: Record<string, string> = { bib: "bibtex", bibtex: "bibtex", ris: "ris", json: "csl_json", jsonl: "jsonl", ndjson: "jsonl" };

/** AddPanel uploads PDFs, adds by URL and imports BibTeX/RIS/CSL-JSON/JSONL. */
export function AddPanel({ libraryId, onAdded }: { libraryId: string | null; onAdded: () => void }) {
  const toast = useToast();
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [url, setUrl] = useState("");
  const [format, setFormat] = useState("auto");
  const pick = useRef<HTMLInputElement>(null);
  const importPick = useRef<HTMLInputElement>(null);

  const upload = async (files: FileList | File[]) => {
    for (const f of Array.from(files)) {
      if (!/\.pdf$/i.test(f.name) && f.type !== "application/pdf") {
        toast.error({ type: "invalid_request_error", code: "unsupported_file_type", message: `${f.name} is not a PDF` });
        continue;
      }
      setBusy(`Uploading ${f.name}…`);
      try {
        const d = await UploadDocument({ filename: f.name, data_base64: await fileToBase64(f), library_id: libraryId });
        toast.ok(`${d.filename} added (${d.status})`);
        onAdded();
      } catch (e) {
        toast.error(e, `Upload of ${f.name} failed`);
      }
    }
    setBusy(null);
  };

  const addUrl = async () => {
    setBusy("Fetching…");
    try {
      const d = await CreateDocumentFromURL({ url: url.trim(), library_id: libraryId });
      toast.ok(`${d.filename || "Document"} added (${d.status})`);
      setUrl("");
      onAdded();
    } catch (e) {
      toast.error(e, "Could not add from URL");
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (f: File) => {
    const fmt = format !== "auto" ? format : IMPORT_FORMATS[f.name.split(".").pop()?.toLowerCase() ?? ""];
    if (!fmt) {
      toast.error({ type: "invalid_request_error", code: "parameter_invalid", param: "format", message: `Cannot tell the format of ${f.name}; choose it first` });
      return;
    }
    setBusy(`Importing ${f.name}…`);
    try {
      const r = await ImportPapers({ filename: f.name, data_base64: await fileToBase64(f), format: fmt });
      const warned = (r.warnings ?? []).map((w) => `${w.field} (${w.lines} lines)`).join(", ");
      toast.ok(`${importSummary(r)}${warned ? `. Fields not imported: ${warned}` : ""}`);
      onAdded();
    } catch (e) {
      toast.error(e, `Import of ${f.name} failed`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="card">
      <div className={over ? "dropzone over" : "dropzone"} data-testid="dropzone"
        onDragOver={(e) => { e.preventDefault(); setOver(true); }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => { e.preventDefault(); setOver(false); void upload(e.dataTransfer.files); }}>
        <div><strong>Drop PDFs here</strong> or <button className="btn btn-small" onClick={() => pick.current?.click()}>Choose files…</button></div>
        <div className="small" style={{ marginTop: 4 }}>{busy ?? "Each PDF becomes a document and, once parsed, a paper in your corpus."}</div>
        <input ref={pick} type="file" accept="application/pdf,.pdf" multiple hidden data-testid="pdf-input"
          onChange={(e) => { if (e.target.files) void upload(e.target.files); e.target.value = ""; }} />
      </div>
      <div className="row" style={{ marginTop: 12 }}>
        <input type="url" className="grow" placeholder="https://… link to a PDF" value={url} onChange={(e) => setUrl(e.target.value)} aria-label="PDF URL" />
        <button className="btn" disabled={!url.trim() || !!busy} onClick={addUrl}>Add by URL</button>
        <span className="muted small" style={{ marginLeft: 8 }}>Import</span>
        <select value={format} onChange={(e) => setFormat(e.target.value)} aria-label="Import format">
          <option value="auto">format from extension</option>
          <option value="bibtex">BibTeX</option>
          <option value="ris">RIS</option>
          <option value="csl_json">CSL-JSON</option>
          <option value="jsonl">JSONL</option>
        </select>
        <button className="btn" disabled={!!busy} onClick={() => importPick.current?.click()}>Import references…</button>
        <input ref={importPick} type="file" accept=".bib,.bibtex,.ris,.json,.jsonl,.ndjson" hidden data-testid="import-input"
          onChange={(e) => { const f = e.target.files?.[0]; if (f) void importFile(f); e.target.value = ""; }} />
      </div>
    </div>
  );
}
