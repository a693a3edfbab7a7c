// Export a search's papers: a native save dialog in the window, a download link in a browser.
import { useState } from "react";
import { useToast } from "../../components/Toast";
import { ExportSearch, SaveSearchExport } from "../../lib/api";
import { isBrowserMode } from "../../lib/bridge";

const FORMATS = ["csv", "xlsx", "bibtex", "ris"];

/** ExportButtons calls SaveSearchExport (window) or ExportSearch (browser) per format. */
export function ExportButtons({ searchId }: { searchId: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (format: string) => {
    setBusy(format);
    try {
      if (isBrowserMode()) {
        const f = await ExportSearch(searchId, { format });
        if (f.download_url) window.open(f.download_url, "_blank", "noopener");
        toast.ok(`Export ready: ${f.filename ?? f.id} (link valid one hour)`);
      } else {
        const r = await SaveSearchExport(searchId, { format });
        if (r.path) toast.ok(`Saved ${r.path}`);
      }
    } catch (e) {
      toast.error(e, `Export as ${format} failed`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="row" style={{ gap: 6 }}>
      <span className="small muted">Export</span>
      {FORMATS.map((f) => <button key={f} className="btn btn-small" disabled={!!busy} onClick={() => run(f)}>{busy === f ? "…" : f.toUpperCase()}</button>)}
    </div>
  );
}
