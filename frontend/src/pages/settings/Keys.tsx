// API keys: create with chosen scopes (secret shown once), revoke after confirmation.
import { useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { ConfirmDialog, Modal } from "../../components/Modal";
import { useToast } from "../../components/Toast";
import { Empty, SecretOnce, Spinner, StatusBadge } from "../../components/bits";
import { CreateKey, ListKeys, RevokeKey } from "../../lib/api";
import { when } from "../../lib/format";
import { useAsync } from "../../lib/hooks";
import type { APIKey } from "../../lib/types_research";

/** SCOPES is every scope a key can hold; DEFAULT_SCOPES are ticked for a new key (spec rule 6). */
export const SCOPES = ["search:read", "search:write", "documents:read", "documents:write", "chats:read", "chats:write",
  "citations:read", "citations:write", "papers:read", "papers:write", "webhooks:read", "webhooks:write", "usage:read", "keys:read", "keys:write"];
const DEFAULT_SCOPES = SCOPES.filter((s) => !["webhooks:write", "usage:read", "keys:write"].includes(s));

/** KeysSection lists, creates and revokes API keys. */
export function KeysSection() {
  const toast = useToast();
  const keys = useAsync(() => ListKeys(), []);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState("");
  const [test, setTest] = useState(false);
  const [scopes, setScopes] = useState<string[]>(DEFAULT_SCOPES);
  const [created, setCreated] = useState<APIKey | null>(null);
  const [doomed, setDoomed] = useState<APIKey | null>(null);

  const create = async () => {
    try {
      const k = await CreateKey({ name: name.trim(), scopes: scopes.length === SCOPES.length ? ["all"] : scopes, test });
      setCreating(false);
      setCreated(k);
      setName("");
      await keys.reload();
    } catch (e) {
      toast.error(e, "Could not create the key");
    }
  };
  const revoke = async () => {
    if (!doomed) return;
    try {
      await RevokeKey(doomed.id);
      toast.ok(`Revoked ${doomed.name || doomed.prefix}`);
      setDoomed(null);
      await keys.reload();
    } catch (e) {
      toast.error(e, "Could not revoke the key");
    }
  };
  const flip = (s: string) => setScopes((xs) => (xs.includes(s) ? xs.filter((x) => x !== s) : [...xs, s]));
  const rows = keys.data?.data ?? [];

  return (
    <section className="card" aria-label="API keys">
      <div className="card-head"><h2>API keys</h2><button className="btn" onClick={() => setCreating(true)}>Create key</button></div>
      <ErrorBox error={keys.error} title="Could not list keys" onRetry={keys.reload} />
      {keys.loading && !keys.data && <Spinner />}
      {keys.data && rows.length === 0 && <Empty>No keys.</Empty>}
      {rows.length > 0 && (
        <table className="table">
          <thead><tr><th>Name</th><th>Key</th><th>Scopes</th><th>Created</th><th /></tr></thead>
          <tbody>{rows.map((k) => (
            <tr key={k.id}>
              <td>{k.name || <span className="muted">(unnamed)</span>} <span className="badge">{k.kind}</span></td>
              <td className="mono">{k.prefix}…</td>
              <td className="small muted" style={{ maxWidth: 320 }}>{k.scopes.join(", ")}</td>
              <td className="small muted">{when(k.created_at)}</td>
              <td>{k.revoked_at ? <StatusBadge status="revoked" /> : <button className="btn btn-small" onClick={() => setDoomed(k)}>Revoke</button>}</td>
            </tr>))}
          </tbody>
        </table>
      )}
      {creating && (
        <Modal title="Create API key" wide onClose={() => setCreating(false)} footer={<>
          <button className="btn" onClick={() => setCreating(false)}>Cancel</button>
          <button className="btn btn-primary" disabled={scopes.length === 0} onClick={create}>Create</button></>}>
          <div className="stack">
            <label className="field">Name<input type="text" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. notebook scripts" autoFocus /></label>
            <label className="check"><input type="checkbox" checked={test} onChange={(e) => setTest(e.target.checked)} /> Test key (500 free credits a month, 7-day retention)</label>
            <div className="field">Scopes</div>
            <div className="grid2">{SCOPES.map((s) => <label key={s} className="check mono"><input type="checkbox" checked={scopes.includes(s)} onChange={() => flip(s)} />{s}</label>)}</div>
          </div>
        </Modal>
      )}
      {created?.secret && (
        <Modal title={`Key “${created.name || created.prefix}” created`} onClose={() => setCreated(null)} footer={<button className="btn btn-primary" onClick={() => setCreated(null)}>I have saved it</button>}>
          <SecretOnce secret={created.secret} />
        </Modal>
      )}
      {doomed && <ConfirmDialog title="Revoke key?" confirmLabel="Revoke key" onCancel={() => setDoomed(null)} onConfirm={revoke}
        message={<>Revoke <strong>{doomed.name || "(unnamed)"}</strong> ({doomed.prefix}…)? Scripts using it will get 401 at once.</>} />}
    </section>
  );
}
