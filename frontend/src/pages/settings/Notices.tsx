// Notices from the service, such as a webhook endpoint that was disabled.
import { ErrorBox } from "../../components/ErrorBox";
import { ListNotices } from "../../lib/api";
import { when } from "../../lib/format";
import { useAsync } from "../../lib/hooks";

/** NoticesSection shows notices; it stays quiet when there are none. */
export function NoticesSection() {
  const n = useAsync(() => ListNotices(), []);
  const rows = n.data?.data ?? [];
  if (!n.error && rows.length === 0) return null;
  return (
    <section className="card" aria-label="Notices">
      <div className="card-head"><h2>Notices</h2></div>
      <ErrorBox error={n.error} title="Could not load notices" onRetry={n.reload} />
      {rows.map((x) => (
        <div key={x.id} className="watch-file">
          <span><span className="badge badge-review">{x.kind}</span> {x.message}</span>
          <span className="small muted">{when(x.created_at)}</span>
        </div>
      ))}
    </section>
  );
}
