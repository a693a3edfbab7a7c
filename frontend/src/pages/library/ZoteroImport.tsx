// Importing a whole Zotero library: choose its data folder, follow the progress, read the summary.
import { useEffect, useRef, useState } from "react";
import { ChooseFolder, GetZoteroImport, ImportZotero } from "../../lib/api";
import { isBrowserMode } from "../../lib/bridge";
import type { ZoteroProgress } from "../../lib/types";
import { useToast } from "../../components/Toast";

/** ZoteroImport is the Library page's "Import a Zotero library…" action. */
export function ZoteroImport({ onImported }: { onImported: () => void }) {
  const toast = useToast();
  const [dir, setDir] = useState("");
  const [state, setState] = useState<ZoteroProgress | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const follow = () => {
    window.clearInterval(timer.current);
    timer.current = window.setInterval(async () => {
      try {
        const p = await GetZoteroImport();
        setState(p);
        if (!p.running) {
          window.clearInterval(timer.current);
          if (p.error) toast.error(p.error, "Zotero import failed");
          else onImported();
        }
      } catch (e) {
        window.clearInterval(timer.current);
        toast.error(e, "Zotero import failed");
      }
    }, 300);
  };

  const start = async () => {
    let folder = dir.trim();
    try {
      if (!isBrowserMode()) {
        const r = await ChooseFolder({ title: "Zotero data folder (holds zotero.sqlite)", default_dir: folder });
        if (!r.path) return;
        folder = r.path;
        setDir(folder);
      }
      if (!folder) return;
      setState(await ImportZotero({ dir: folder }));
      follow();
    } catch (e) {
      toast.error(e, "Zotero import failed");
    }
  };

  const running = !!state?.running;
  return (
    <div className="row" style={{ marginTop: 12, flexWrap: "wrap" }} data-testid="zotero-import">
      {isBrowserMode() && (
        <input type="text" className="grow" placeholder="Zotero data folder, e.g. /home/me/Zotero" value={dir}
          onChange={(e) => setDir(e.target.value)} aria-label="Zotero data folder" />
      )}
      <button className="btn" disabled={running} onClick={() => void start()}>Import a Zotero library…</button>
      {running && (
        <progress max={state!.total || 1} value={state!.done} aria-label="Zotero import progress" style={{ flex: 1 }} />
      )}
      {state?.result && !running && (
        <div className="small" role="status" style={{ width: "100%" }}>{state.result.summary}
          {state.result.failed.length > 0 && ` First failure: ${state.result.failed[0].key}: ${state.result.failed[0].error}`}
        </div>
      )}
    </div>
  );
}
