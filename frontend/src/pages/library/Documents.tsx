// The documents table: live status while parsing, a viewer, and a delete that asks first.
import { useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { ConfirmDialog } from "../../components/Modal";
import { Pager } from "../../components/Pager";
import { useToast } from "../../components/Toast";
import { Empty, Spinner, StatusBadge } from "../../components/bits";
import { DeleteDocument, ListDocuments, RetryDocument } from "../../lib/api";
import { when } from "../../lib/format";
import { useChanges } from "../../lib/changes";
import { useCursorList } from "../../lib/paging";
import type { Document, Library } from "../../lib/types";
import { DocumentViewer } from "./DocumentViewer";

/** DocumentsTable lists documents of the chosen library and reloads when the backend says documents changed. */
export function DocumentsTable({ libraryId, refresh, libraries }: { libraryId: string; refresh: number; libraries: Library[] }) {
  const toast = useToast();
  const list = useCursorList((cursor) => ListDocuments({ limit: 25, cursor, library_id: libraryId || undefined }), [libraryId, refresh]);
  const [doomed, setDoomed] = useState<Document | null>(null);
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<Document | null>(null);
  const rows = list.data?.data ?? [];
  useChanges(["documents"], () => void list.reload());
  const libName = (id: string | null) => libraries.find((l) => l.id === id)?.name ?? (id ? id : "—");

  const remove = async () => {
    if (!doomed) return;
    setBusy(true);
    try {
      await DeleteDocument(doomed.id);
      toast.ok(`Deleted ${doomed.filename}`);
      setDoomed(null);
      await list.reload();
    } catch (e) {
      toast.error(e, `Could not delete ${doomed.filename}`);
    } finally {
      setBusy(false);
    }
  };

  // A failed document is parsed again only when asked: importing its file again adds nothing.
  const retry = async (d: Document) => {
    try {
      await RetryDocument(d.id);
      toast.ok(`Parsing ${d.filename} again`);
      await list.reload();
    } catch (e) {
      toast.error(e, `Could not retry ${d.filename}`);
    }
  };

  return (
    <div className="card">
      <ErrorBox error={list.error} title="Could not list documents" onRetry={list.reload} />
      {list.loading && !list.data && <Spinner />}
      {list.data && rows.length === 0 && <Empty>No documents yet. Drop a PDF above to begin.</Empty>}
      {rows.length > 0 && (
        <table className="table" data-testid="documents-table">
          <thead><tr><th>File</th><th>Status</th><th className="num">Pages</th><th>Library</th><th>Added</th><th /></tr></thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id} data-testid="document-row" data-status={d.status}>
                <td className="title-cell">{d.filename}
                  {d.error && <div className="small" style={{ color: "var(--danger)" }}>{d.error.code}: {d.error.message}</div>}
                </td>
                <td><StatusBadge status={d.status} />
                  {d.status_detail && <div className="small muted" data-testid="status-detail">{d.status_detail}</div>}
                </td>
                <td className="num">{d.page_count ?? "—"}</td>
                <td className="small">{libName(d.library_id)}</td>
                <td className="small muted">{when(d.created_at)}</td>
                <td><div className="cell-actions">
                  {d.status === "failed" && <button className="btn btn-small" onClick={() => void retry(d)} data-testid="retry-document">Retry</button>}
                  <button className="btn btn-small" disabled={d.status !== "succeeded"} onClick={() => setViewing(d)}>View</button>
                  <button className="btn btn-small" onClick={() => setDoomed(d)}>Delete</button>
                </div></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager list={list} />
      {doomed && (
        <ConfirmDialog title="Delete document?" confirmLabel="Delete document" busy={busy} onCancel={() => setDoomed(null)} onConfirm={remove}
          message={<>Delete <strong>{doomed.filename}</strong>? Its stored PDF, parsed text and index entries are removed now. This cannot be undone.</>} />
      )}
      {viewing && <DocumentViewer doc={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
