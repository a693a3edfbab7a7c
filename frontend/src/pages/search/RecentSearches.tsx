// The recent searches beside the form.
import { ErrorBox } from "../../components/ErrorBox";
import { Empty, StatusBadge } from "../../components/bits";
import { ListSearches } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { when } from "../../lib/format";
import { useAsync } from "../../lib/hooks";

/** RecentSearches lists the last searches; clicking one reopens it. */
export function RecentSearches({ refresh, current, onOpen }: { refresh: number; current: string | null; onOpen: (id: string) => void }) {
  const list = useAsync(() => ListSearches({ limit: 15 }), [refresh]);
  useChanges(["searches"], () => void list.reload());
  const rows = list.data?.data ?? [];
  return (
    <section className="card" aria-label="Recent searches">
      <div className="card-head"><h3>Recent</h3></div>
      <ErrorBox error={list.error} title="Could not list searches" onRetry={list.reload} />
      {list.data && rows.length === 0 && <Empty>No searches yet.</Empty>}
      {rows.map((s) => (
        <button type="button" key={s.id} className={s.id === current ? "chat-item active" : "chat-item"} onClick={() => onOpen(s.id)}
          aria-current={s.id === current ? "true" : undefined} data-testid="recent-search" title={s.query || s.id}>
          <div className="truncate" style={{ fontFamily: "var(--serif)" }}>{s.query || s.id}</div>
          <div className="row small muted" style={{ gap: 6 }}><StatusBadge status={s.status} />{when(s.created_at)}</div>
        </button>
      ))}
    </section>
  );
}
