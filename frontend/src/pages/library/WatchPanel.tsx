// The watched folder: where it is, whether it runs, and what became of each file.
import { ErrorBox } from "../../components/ErrorBox";
import { Empty, StatusBadge } from "../../components/bits";
import { GetWatchStatus } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { useAsync } from "../../lib/hooks";

/** WatchPanel shows the watcher status, reloaded when the backend reports watched files or documents. */
export function WatchPanel({ refresh }: { refresh: number }) {
  const st = useAsync(() => GetWatchStatus(), [refresh]);
  useChanges(["watch", "documents"], () => void st.reload());
  const files = st.data?.files ?? [];
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
              <div key={f.path} className="watch-file" title={f.path}>
                <span className="truncate">{f.path.split(/[\\/]/).pop()}</span>
                <span className="row" style={{ gap: 4, flexWrap: "nowrap" }}>
                  {f.error_code && <span className="mono small muted">{f.error_code}</span>}
                  {f.duplicate_of && <span className="mono small muted">= {f.duplicate_of}</span>}
                  <StatusBadge status={f.status} />
                </span>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
