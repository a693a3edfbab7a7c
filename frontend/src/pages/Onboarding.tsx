// The first-run panel: start from the researcher's own papers (a watched folder, a reference
// library, dropped PDFs) or try the bundled samples. No API key is asked for here.
import { useEffect, useRef, useState } from "react";
import { useToast } from "../components/Toast";
import { AddSamplePapers, ChooseFolder, GetServiceStatus, ImportPapers, ImportZotero, GetZoteroImport, ListDocuments, ListKeys, ListPapers, UploadDocument, WatchFolder } from "../lib/api";
import { isBrowserMode } from "../lib/bridge";
import { fileToBase64 } from "../lib/files";
import { importSummary } from "../lib/format";
import { useChanges } from "../lib/changes";
import { useAsync } from "../lib/hooks";

const DONE_KEY = "carrel.onboarded";
const IMPORT_FORMATS: Record<string, string> = { bib: "bibtex", bibtex: "bibtex", ris: "ris", json: "csl_json", jsonl: "jsonl", ndjson: "jsonl" };

/** needsOnboarding is true while the library is empty and the panel was not dismissed. */
async function needsOnboarding(): Promise<{ show: boolean; suggested: string; keys: string }> {
  if (localStorage.getItem(DONE_KEY)) return { show: false, suggested: "", keys: "" };
  const [docs, papers, st, keys] = await Promise.all([ListDocuments({ limit: 1 }), ListPapers({ limit: 1 }), GetServiceStatus(), ListKeys()]);
  const empty = (docs.data?.length ?? 0) === 0 && (papers.data?.length ?? 0) === 0 && !st.watch.dir;
  return { show: empty, suggested: st.suggested_watch_dir, keys: keysNote(keys.data ?? []) };
}

/** keysNote says which API keys exist, exactly: none, or how many and where the first came from. */
export function keysNote(keys: { name: string; revoked_at?: string | null }[]): string {
  const live = keys.filter((k) => !k.revoked_at);
  if (live.length === 0) return "No API key exists yet; create one in Settings → API keys when a script needs it.";
  const first = live.some((k) => k.name === "First key") ? " “First key” was created by carrel serve when it first started and printed once in its terminal." : "";
  return `${live.length} API key${live.length === 1 ? " exists" : "s exist"} for scripts (Settings → API keys).${first}`;
}

/** Onboarding shows the three ways to start on an empty library; onStarted reloads the page. */
export function Onboarding({ onStarted, onShown }: { onStarted: () => void; onShown?: (shown: boolean) => void }) {
  const toast = useToast();
  const state = useAsync(() => needsOnboarding(), []);
  const [dir, setDir] = useState<string | null>(null);
  const [zotero, setZotero] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [hidden, setHidden] = useState(false);
  const importPick = useRef<HTMLInputElement>(null);
  const pdfPick = useRef<HTMLInputElement>(null);
  // Papers added another way (the watched folder, a script, another window) end the first run too.
  useChanges(["documents", "papers", "watch"], () => void state.reload());
  const shown = !hidden && !!state.data?.show;
  // While shown, the Library hides its own add controls: one set of ways to start at a time.
  useEffect(() => onShown?.(shown), [shown, onShown]);
  if (!shown || !state.data) return null;
  const folder = dir ?? state.data.suggested;
  const zoteroDir = zotero ?? state.data.suggested.replace(/Papers$/, "Zotero");

  const finish = (msg: string) => {
    localStorage.setItem(DONE_KEY, "1");
    toast.ok(msg);
    setHidden(true);
    onStarted();
  };
  const run = async (label: string, fn: () => Promise<string | null>) => {
    setBusy(label);
    try {
      const msg = await fn();
      if (msg) finish(msg);
    } catch (e) {
      toast.error(e, label.replace(/…$/, "") + " failed");
    } finally {
      setBusy(null);
    }
  };
  const browse = async () => {
    try {
      const r = await ChooseFolder({ title: "Folder to watch for PDFs", default_dir: folder });
      if (r.path) setDir(r.path);
    } catch (e) {
      toast.error(e, "Could not open the folder chooser");
    }
  };
  const importFile = (f: File) => run(`Importing ${f.name}…`, async () => {
    const fmt = IMPORT_FORMATS[f.name.split(".").pop()?.toLowerCase() ?? ""];
    if (!fmt) throw { type: "invalid_request_error", code: "parameter_invalid", param: "format", message: `${f.name}: choose a .bib, .ris, .json or .jsonl file` };
    const r = await ImportPapers({ filename: f.name, data_base64: await fileToBase64(f), format: fmt });
    return importSummary(r, f.name);
  });
  const uploadPDFs = (files: File[]) => run("Adding PDFs…", async () => {
    const pdfs = files.filter((f) => /\.pdf$/i.test(f.name) || f.type === "application/pdf");
    if (pdfs.length === 0) throw { type: "invalid_request_error", code: "unsupported_file_type", message: "Drop PDF files here" };
    for (const f of pdfs) await UploadDocument({ filename: f.name, data_base64: await fileToBase64(f) });
    return `Added ${pdfs.length} PDF${pdfs.length === 1 ? "" : "s"}; they appear below as they are read`;
  });

  return (
    <section className="card onboarding" aria-label="Get started" data-testid="onboarding">
      <h2>Start with your own papers</h2>
      <p className="muted">Carrel works offline on the PDFs and references you already have. Choose one way to begin; you can add the others later.</p>
      <div className="onboarding-choices">
        <div className="onboarding-choice">
          <h3>Watch a folder</h3>
          <p className="small muted">PDFs saved into this folder are added automatically, now and whenever you add more.</p>
          <label className="field small">Folder
            <input type="text" className="mono" value={folder} onChange={(e) => setDir(e.target.value)} aria-label="Folder to watch" /></label>
          <span className="grow-space" />
          <div className="row">
            {!isBrowserMode() && <button className="btn" disabled={!!busy} onClick={browse}>Browse…</button>}
            <button className="btn btn-primary" disabled={!!busy || !folder.trim()}
              onClick={() => run("Watching the folder…", async () => { await WatchFolder({ dir: folder.trim() }); return `Watching ${folder.trim()}`; })}>Watch this folder</button>
          </div>
        </div>
        <div className="onboarding-choice">
          <h3>Import a library</h3>
          <p className="small muted">A BibTeX (.bib), RIS (.ris), CSL-JSON or JSONL export of Zotero, Mendeley or another reference manager.</p>
          <span className="grow-space" />
          <button className="btn btn-primary" disabled={!!busy} onClick={() => importPick.current?.click()}>Choose a file…</button>
          <label className="field small">or a Zotero data folder
            <input type="text" className="mono" value={zoteroDir} onChange={(e) => setZotero(e.target.value)} aria-label="Zotero data folder" /></label>
          <button className="btn" disabled={!!busy || !zoteroDir.trim()}
            onClick={() => run("Importing the Zotero library…", async () => {
              await ImportZotero({ dir: zoteroDir.trim() });
              // A folder that is not a Zotero data folder fails at once, in the background: ask once.
              await new Promise((r) => setTimeout(r, 400));
              const p = await GetZoteroImport();
              if (p.error) throw p.error;
              return `Importing ${zoteroDir.trim()}: papers and PDFs appear below as they are read`; })}>Import Zotero folder</button>
          <input ref={importPick} type="file" accept=".bib,.bibtex,.ris,.json,.jsonl,.ndjson" hidden data-testid="onboarding-import-input"
            onChange={(e) => { const f = e.target.files?.[0]; if (f) void importFile(f); e.target.value = ""; }} />
        </div>
        <div className={over ? "onboarding-choice dropzone over" : "onboarding-choice"}
          onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)}
          onDrop={(e) => { e.preventDefault(); setOver(false); void uploadPDFs(Array.from(e.dataTransfer.files)); }}>
          <h3>Drop PDFs</h3>
          <p className="small muted">Drag PDFs onto this box, or pick them. Each one is read, indexed and ready to search and cite.</p>
          <span className="grow-space" />
          <button className="btn btn-primary" disabled={!!busy} onClick={() => pdfPick.current?.click()}>Choose PDFs…</button>
          <input ref={pdfPick} type="file" accept="application/pdf,.pdf" multiple hidden data-testid="onboarding-pdf-input"
            onChange={(e) => { if (e.target.files) void uploadPDFs(Array.from(e.target.files)); e.target.value = ""; }} />
        </div>
      </div>
      <div className="onboarding-foot">
        <button className="btn" disabled={!!busy}
          onClick={() => run("Adding sample papers…", async () => { const r = await AddSamplePapers(); return `Added ${r.documents.length} sample papers (public domain, written for this tour)`; })}>
          Try with sample papers</button>
        <button className="btn btn-link" disabled={!!busy} onClick={() => { localStorage.setItem(DONE_KEY, "1"); setHidden(true); }}>Not now</button>
        <span className="small muted">{busy ?? state.data.keys}</span>
      </div>
    </section>
  );
}
