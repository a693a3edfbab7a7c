// Choosing a chat's sources: search parsed documents and corpus papers, tick up to 50.
import { useEffect, useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { Modal } from "../../components/Modal";
import { useToast } from "../../components/Toast";
import { Spinner } from "../../components/bits";
import { CreateChat, ListDocuments, ListPapers } from "../../lib/api";
import { DEPTHS, LANGUAGES, authorList, label } from "../../lib/format";
import { useAsync } from "../../lib/hooks";

/** NewChatDialog creates a chat from the ticked documents and papers. */
export function NewChatDialog({ onClose, onCreated, libraryId }: { onClose: () => void; onCreated: (id: string) => void; libraryId?: string | null }) {
  const toast = useToast();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [docs, setDocs] = useState<Set<string>>(new Set());
  const [papers, setPapers] = useState<Set<string>>(new Set());
  const [depth, setDepth] = useState("standard");
  const [language, setLanguage] = useState("en");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setQuery(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const docList = useAsync(() => ListDocuments({ limit: 100, status: "succeeded" }), []);
  // Opened from a library: its parsed documents (up to the 50-source limit) start ticked.
  const libDocs = useAsync(() => (libraryId ? ListDocuments({ limit: 50, status: "succeeded", library_id: libraryId }) : Promise.resolve(null)), [libraryId]);
  useEffect(() => {
    if (libDocs.data) setDocs(new Set(libDocs.data.data.map((d) => d.id)));
  }, [libDocs.data]);
  const paperList = useAsync(() => ListPapers({ limit: 50, query: query || undefined }), [query]);
  const q = query.toLowerCase();
  const docRows = (docList.data?.data ?? []).filter((d) => !q || d.filename.toLowerCase().includes(q));
  const paperRows = (paperList.data?.data ?? []).filter((p) => !p.document_id || !docs.has(p.document_id));
  const flip = (set: Set<string>, put: (s: Set<string>) => void, id: string) => {
    const n = new Set(set);
    if (n.has(id)) n.delete(id); else n.add(id);
    put(n);
  };
  const count = docs.size + papers.size;

  const create = async () => {
    setBusy(true);
    try {
      const c = await CreateChat({ document_ids: [...docs], paper_ids: [...papers], depth, language });
      onCreated(c.id);
    } catch (e) {
      toast.error(e, "Could not create the chat");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="New chat" wide onClose={onClose} footer={<>
      <span className="muted small grow">{count} of 50 sources chosen</span>
      <button className="btn" onClick={onClose}>Cancel</button>
      <button className="btn btn-primary" disabled={count === 0 || count > 50 || busy} onClick={create}>Start chat</button>
    </>}>
      <input type="search" placeholder="Search your documents and papers…" value={typed} onChange={(e) => setTyped(e.target.value)} style={{ width: "100%" }} autoFocus aria-label="Search sources" />
      <h3 style={{ margin: "14px 0 6px" }}>Documents</h3>
      <ErrorBox error={docList.error} title="Could not list documents" />
      {docList.loading && <Spinner />}
      <div className="picker" data-testid="doc-picker">
        {docRows.length === 0 && !docList.loading && <div className="picker-row muted">No parsed documents{q ? " match" : ""}.</div>}
        {docRows.map((d) => (
          <label key={d.id} className="picker-row">
            <input type="checkbox" checked={docs.has(d.id)} onChange={() => flip(docs, setDocs, d.id)} />
            <span className="grow">{d.filename}</span><span className="muted small">{d.page_count ?? "?"} pp.</span>
          </label>
        ))}
      </div>
      <h3 style={{ margin: "14px 0 6px" }}>Papers</h3>
      <ErrorBox error={paperList.error} title="Could not list papers" />
      <div className="picker" data-testid="paper-picker">
        {paperRows.length === 0 && !paperList.loading && <div className="picker-row muted">No papers{q ? " match" : ""}.</div>}
        {paperRows.map((p) => (
          <label key={p.id} className="picker-row">
            <input type="checkbox" checked={papers.has(p.id)} onChange={() => flip(papers, setPapers, p.id)} />
            <span className="grow">{p.title}<span className="muted small"> · {authorList(p.authors, 1)} {p.year ?? ""}</span></span>
          </label>
        ))}
      </div>
      <div className="row" style={{ marginTop: 12 }}>
        <label className="field">Depth<select value={depth} onChange={(e) => setDepth(e.target.value)}>{DEPTHS.map((d) => <option key={d} value={d}>{label(d)}</option>)}</select></label>
        <label className="field">Language<select value={language} onChange={(e) => setLanguage(e.target.value)}>{LANGUAGES.map((l) => <option key={l}>{l}</option>)}</select></label>
      </div>
    </Modal>
  );
}
