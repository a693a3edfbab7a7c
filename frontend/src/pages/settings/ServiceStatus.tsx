// What actually runs: the API listener and the watched folder, whether the window or
// `carrel serve` (and its flags) started them. The saved settings below may differ.
import { ErrorBox } from "../../components/ErrorBox";
import { StatusBadge } from "../../components/bits";
import { GetServiceStatus } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { useAsync } from "../../lib/hooks";

/** ServiceStatusSection shows GetServiceStatus and reloads when watched files change. */
export function ServiceStatusSection() {
  const st = useAsync(() => GetServiceStatus(), []);
  useChanges(["watch", "documents"], () => void st.reload());
  const s = st.data;
  const by = s?.api.started_by === "serve" ? "started by carrel serve" : "started by this window";
  return (
    <section className="card" aria-label="Running now" data-testid="service-status">
      <div className="card-head"><h2>Running now</h2></div>
      <ErrorBox error={st.error} title="Could not read the service status" onRetry={st.reload} />
      {s && (
        <div className="stack">
          <div className="status-line">
            <strong>Local HTTP API</strong>
            <StatusBadge status={s.api.running ? "running" : "stopped"} />
            {s.api.running
              ? <span>at <code data-testid="api-addr">http://{s.api.addr}</code> <span className="muted small">({by})</span></span>
              : <span className="muted">not listening (enable it below)</span>}
          </div>
          <div className="status-line">
            <strong>Watched folder</strong>
            <StatusBadge status={s.watch.running ? "running" : "stopped"} />
            {s.watch.dir
              ? <span><code data-testid="watch-dir">{s.watch.dir}</code> <span className="muted small">
                  {s.watch.files} file{s.watch.files === 1 ? "" : "s"} seen, <span data-testid="watch-pending">{s.watch.pending}</span> pending</span></span>
              : <span className="muted">no folder watched</span>}
          </div>
          <div className="status-line small muted">Data folder <code>{s.data_dir}</code></div>
        </div>
      )}
    </section>
  );
}
