// Webhook endpoints: add (secret shown once), see status and recent deliveries, delete.
import { useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { ConfirmDialog, Drawer, Modal } from "../../components/Modal";
import { useToast } from "../../components/Toast";
import { Empty, SecretOnce, Spinner, StatusBadge } from "../../components/bits";
import { CreateWebhookEndpoint, DeleteWebhookEndpoint, GetWebhookEndpoint, ListWebhookEndpoints } from "../../lib/api";
import { when } from "../../lib/format";
import { useAsync } from "../../lib/hooks";
import type { WebhookEndpoint } from "../../lib/types_research";

const EVENTS = ["search.completed", "search.failed", "search.canceled", "document.succeeded", "document.failed"];

function Deliveries({ id, onClose }: { id: string; onClose: () => void }) {
  const ep = useAsync(() => GetWebhookEndpoint(id), [id]);
  const rows = ep.data?.recent_deliveries ?? [];
  return (
    <Drawer title="Recent deliveries" onClose={onClose}>
      <ErrorBox error={ep.error} onRetry={ep.reload} title="Could not load the endpoint" />
      {ep.data && <p className="mono small">{ep.data.url}</p>}
      {ep.data && rows.length === 0 && <Empty>No deliveries yet.</Empty>}
      {rows.length > 0 && <table className="table"><thead><tr><th>Event</th><th className="num">Try</th><th>Result</th><th>When</th></tr></thead>
        <tbody>{rows.map((d, i) => <tr key={i}><td className="mono">{d.event_id}</td><td className="num">{d.attempt}</td>
          <td className="small">{d.status_code ?? "—"} {d.error && <span style={{ color: "var(--danger)" }}>{d.error}</span>}</td><td className="small muted">{when(d.delivered_at)}</td></tr>)}</tbody></table>}
    </Drawer>
  );
}

/** WebhooksSection manages endpoints. */
export function WebhooksSection() {
  const toast = useToast();
  const list = useAsync(() => ListWebhookEndpoints(), []);
  const [adding, setAdding] = useState(false);
  const [url, setUrl] = useState("https://");
  const [events, setEvents] = useState<string[]>(["*"]);
  const [desc, setDesc] = useState("");
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<WebhookEndpoint | null>(null);
  const [doomed, setDoomed] = useState<WebhookEndpoint | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const add = async () => {
    setBusy(true);
    try {
      const ep = await CreateWebhookEndpoint({ url: url.trim(), events, description: desc.trim() || undefined });
      setAdding(false);
      setCreated(ep);
      await list.reload();
    } catch (e) {
      toast.error(e, "Could not add the endpoint");
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!doomed) return;
    try {
      await DeleteWebhookEndpoint(doomed.id);
      toast.ok(`Deleted ${doomed.url}`);
      setDoomed(null);
      await list.reload();
    } catch (e) {
      toast.error(e, "Could not delete the endpoint");
    }
  };
  const flip = (ev: string) => setEvents((xs) => {
    if (ev === "*") return xs.includes("*") ? [] : ["*"];
    const rest = xs.filter((x) => x !== "*");
    return rest.includes(ev) ? rest.filter((x) => x !== ev) : [...rest, ev];
  });
  const rows = list.data?.data ?? [];

  return (
    <section className="card" aria-label="Webhooks">
      <div className="card-head"><h2>Webhooks</h2><button className="btn" onClick={() => setAdding(true)}>Add endpoint</button></div>
      <ErrorBox error={list.error} title="Could not list webhook endpoints" onRetry={list.reload} />
      {list.loading && !list.data && <Spinner />}
      {list.data && rows.length === 0 && <Empty>No endpoints. Completion events are signed with a per-endpoint secret.</Empty>}
      {rows.length > 0 && <table className="table"><thead><tr><th>URL</th><th>Events</th><th>Status</th><th>Created</th><th /></tr></thead>
        <tbody>{rows.map((ep) => (
          <tr key={ep.id}><td className="mono">{ep.url}{ep.description && <div className="small muted">{ep.description}</div>}</td>
            <td className="small">{ep.events.join(", ")}</td><td><StatusBadge status={ep.status} /></td><td className="small muted">{when(ep.created_at)}</td>
            <td><div className="cell-actions"><button className="btn btn-small" onClick={() => setViewing(ep.id)}>Deliveries</button>
              <button className="btn btn-small" onClick={() => setDoomed(ep)}>Delete</button></div></td></tr>))}</tbody></table>}
      {adding && (
        <Modal title="Add webhook endpoint" onClose={() => setAdding(false)} footer={<>
          <button className="btn" onClick={() => setAdding(false)}>Cancel</button>
          <button className="btn btn-primary" disabled={busy || events.length === 0} onClick={add}>{busy ? "Verifying…" : "Add"}</button></>}>
          <div className="stack">
            <label className="field">HTTPS URL<input type="url" value={url} onChange={(e) => setUrl(e.target.value)} autoFocus /></label>
            <label className="field">Description<input type="text" value={desc} onChange={(e) => setDesc(e.target.value)} /></label>
            <div className="chips">{["*", ...EVENTS].map((ev) => <button key={ev} className={events.includes(ev) ? "chip on" : "chip"} onClick={() => flip(ev)}>{ev === "*" ? "all events" : ev}</button>)}</div>
            <p className="small muted">Carrel sends a signed verification ping; the endpoint must answer 2xx within 10 seconds.</p>
          </div>
        </Modal>
      )}
      {created?.secret && <Modal title="Endpoint added" onClose={() => setCreated(null)} footer={<button className="btn btn-primary" onClick={() => setCreated(null)}>I have saved it</button>}>
        <SecretOnce secret={created.secret} note="Use this signing secret to verify the Service-Signature header. It is shown only once." /></Modal>}
      {doomed && <ConfirmDialog title="Delete endpoint?" confirmLabel="Delete endpoint" onCancel={() => setDoomed(null)} onConfirm={remove}
        message={<>Stop sending events to <strong>{doomed.url}</strong>?</>} />}
      {viewing && <Deliveries id={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
