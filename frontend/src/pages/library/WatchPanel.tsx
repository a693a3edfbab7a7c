// The watched folder: where it is, whether it runs, and what became of each file.
import { useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { Empty, StatusBadge } from "../../components/bits";
import { GetWatchStatus } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { useAsync } from "../../lib/hooks";
import { PaperDrawer } from "./PaperDrawer";

/** WatchPanel shows the watcher status, reloaded when the backend reports watched files or documents. */
export function WatchPanel({ refresh }: { refresh: number }) {
  const st = useAsync(() => GetWatchStatus(), [refresh]);
  useChanges(["watch", "documents"], () => void st.reload());
  const files = st.data?.files ?? [];
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="card" aria-label="Watched folder">
      <div className="card-head">
        <h3>Watched folder</h3>
        {st.data && <StatusBadge status={st.data.running ? "running" : "stopped"} />}
      </div>
      <ErrorBox error={st.error} title="Watcher status unavailable" onRetry={st.reload} />
      {st.data && (
        <>
          <div className="mono small truncate" title={st.data.dir}>{st.data.dir || "No folder set (see Settings)"}</div>
          <div style={{ marginTop: 10 }}>
            {files.length === 0 ? <Empty>No files seen yet.</Empty> : files.slice(0, 50).map((f) => (
              <div key={f.path} className="watch-file" data-testid="watch-file" data-status={f.status}>
                <div className="watch-file-head">
                  <span className="watch-file-name" title={f.path}>{f.path.split(/[\\/]/).pop()}</span>
                  <StatusBadge status={f.status} />
                </div>
                {f.error_code && <div className="mono small muted">{f.error_code}</div>}
                {f.duplicate_of && (
                  <div className="small muted watch-dup" data-testid="watch-duplicate">
                    Same file as <span className="mono">{f.duplicate?.filename ?? f.duplicate_of}</span>
                    {f.duplicate?.paper_id && <>{": "}
                      <button type="button" className="btn btn-link btn-small inline-link" onClick={() => setOpen(f.duplicate!.paper_id)}>
                        {f.duplicate.paper_title || "open its paper"}</button></>}
                  </div>
                )}
              </div>
            ))}
          </div>
        </>
      )}
      {open && <PaperDrawer paperId={open} onClose={() => setOpen(null)} onChanged={() => void st.reload()} />}
    </section>
  );
}
