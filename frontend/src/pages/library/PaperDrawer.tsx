// A paper's details with metadata editing; saving clears the needs-review flag when asked.
// Fields read from the PDF with low confidence carry a "check" mark; a save sends only the
// fields changed (all of them when saved as reviewed), which Carrel then keeps as the user's.
import { useEffect, useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { ConfirmDialog, Drawer } from "../../components/Modal";
import { useToast } from "../../components/Toast";
import { Spinner } from "../../components/bits";
import { DeletePaper, GetPaper, UpdatePaper } from "../../lib/api";
import { PUBLICATION_TYPES, label, when } from "../../lib/format";
import { useAsync } from "../../lib/hooks";
import type { Author, Paper, PaperPatch } from "../../lib/types";
import { CheckMark } from "./CheckMark";

function authorsToText(a: Author[] | null): string {
  return (a ?? []).map((x) => x.literal ?? [x.family, x.given].filter(Boolean).join(", ")).join("\n");
}
function textToAuthors(t: string): Author[] {
  return t.split("\n").map((l) => l.trim()).filter(Boolean).map((l) => {
    const [family, given] = l.split(",").map((s) => s.trim());
    return given ? { family, given } : { literal: family };
  });
}

/** PaperDrawer loads a paper, lets the owner correct it, and deletes it after confirmation. */
export function PaperDrawer({ paperId, onClose, onChanged }: { paperId: string; onClose: () => void; onChanged: () => void }) {
  const toast = useToast();
  const p = useAsync(() => GetPaper(paperId), [paperId]);
  const [form, setForm] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  useEffect(() => {
    const d = p.data;
    if (!d) return;
    setForm({ title: d.title ?? "", authors: authorsToText(d.authors), year: d.year?.toString() ?? "", venue: d.venue ?? "", doi: d.doi ?? "",
      publication_type: d.publication_type ?? "", open_access: d.open_access == null ? "" : String(d.open_access), url: d.url ?? "", abstract: d.abstract ?? "" });
  }, [p.data]);
  const set = (k: string) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const orNull = (s: string) => (s.trim() === "" ? null : s.trim());

  const save = async (reviewed: boolean) => {
    const all: PaperPatch = { title: form.title.trim(), authors: textToAuthors(form.authors), year: form.year ? Number(form.year) : null,
      venue: orNull(form.venue), doi: orNull(form.doi), publication_type: orNull(form.publication_type), url: orNull(form.url), abstract: orNull(form.abstract),
      open_access: form.open_access === "" ? null : form.open_access === "true" };
    // Only what changed is sent, so an untouched field is not recorded as the user's edit.
    const orig = p.data as Paper;
    const patch: PaperPatch = {};
    for (const [k, v] of Object.entries(all) as [keyof PaperPatch, unknown][]) {
      const before = k === "authors" ? textToAuthors(authorsToText(orig.authors)) : (orig as unknown as Record<string, unknown>)[k] ?? null;
      if (!reviewed && JSON.stringify(v) === JSON.stringify(before)) continue;
      // A cleared field is sent as "" (year 0), which the API reads as "clear"; null means "unchanged".
      const cleared = v === null && before !== null && k !== "open_access";
      (patch as Record<string, unknown>)[k] = cleared ? (k === "year" ? 0 : "") : v;
    }
    if (reviewed) patch.needs_review = false;
    setBusy(true);
    try {
      p.setData(await UpdatePaper(paperId, patch));
      toast.ok("Paper saved");
      onChanged();
    } catch (e) {
      toast.error(e, "Could not save the paper");
    } finally {
      setBusy(false);
    }
  };
  const remove = async (paper: Paper) => {
    try {
      await DeletePaper(paper.id);
      toast.ok(`Deleted “${paper.title}”`);
      onChanged();
      onClose();
    } catch (e) {
      toast.error(e, "Could not delete the paper");
    }
  };

  const d = p.data;
  return (
    <Drawer title={<>Paper {d?.needs_review && <span className="badge badge-review">needs review</span>}</>} onClose={onClose} width={560}>
      {p.loading && !d && <Spinner />}
      <ErrorBox error={p.error} onRetry={p.reload} title="Could not load the paper" />
      {d && (
        <div className="stack">
          {d.needs_review && <p className="small" style={{ color: "var(--warn)" }}>Some metadata could not be read from the PDF. Check the fields and save as reviewed.</p>}
          {!d.needs_review && (d.fields_to_check?.length ?? 0) > 0 && <p className="small" style={{ color: "var(--warn)" }} data-testid="check-note">
            Fields marked “check” were read from the PDF with low confidence. Correct them or save as reviewed; your values are kept through any re-import.</p>}
          <label className="field"><span>Title<CheckMark paper={d} field="title" /></span><input type="text" value={form.title ?? ""} onChange={set("title")} /></label>
          <label className="field"><span>Authors (one per line, “Family, Given”)<CheckMark paper={d} field="authors" /></span><textarea rows={3} value={form.authors ?? ""} onChange={set("authors")} /></label>
          <div className="grid2">
            <label className="field"><span>Year<CheckMark paper={d} field="year" /></span><input type="number" value={form.year ?? ""} onChange={set("year")} /></label>
            <label className="field"><span>Type<CheckMark paper={d} field="type" /></span><select value={form.publication_type ?? ""} onChange={set("publication_type")}>
              <option value="">—</option>{PUBLICATION_TYPES.map((t) => <option key={t} value={t}>{label(t)}</option>)}</select></label>
            <label className="field"><span>Venue<CheckMark paper={d} field="venue" /></span><input type="text" value={form.venue ?? ""} onChange={set("venue")} /></label>
            <label className="field"><span>DOI<CheckMark paper={d} field="doi" /></span><input type="text" value={form.doi ?? ""} onChange={set("doi")} /></label>
            <label className="field">Open access<select value={form.open_access ?? ""} onChange={set("open_access")}>
              <option value="">unknown</option><option value="true">yes</option><option value="false">no</option></select></label>
            <label className="field">URL<input type="url" value={form.url ?? ""} onChange={set("url")} /></label>
          </div>
          <label className="field"><span>Abstract<CheckMark paper={d} field="abstract" /></span><textarea rows={6} value={form.abstract ?? ""} onChange={set("abstract")} /></label>
          <div className="small muted mono">{d.id} · added {when(d.created_at)}{d.document_id ? ` · PDF ${d.document_id}` : ""}{d.external_id ? ` · ext ${d.external_id}` : ""}</div>
          <div className="row">
            <button className="btn btn-primary" disabled={busy} onClick={() => save(false)}>Save</button>
            {(d.needs_review || (d.fields_to_check?.length ?? 0) > 0) && <button className="btn" disabled={busy} onClick={() => save(true)}>Save as reviewed</button>}
            <span className="grow" />
            <button className="btn" onClick={() => setConfirm(true)}>Delete…</button>
          </div>
        </div>
      )}
      {confirm && d && (
        <ConfirmDialog title="Delete paper?" confirmLabel="Delete paper" onCancel={() => setConfirm(false)} onConfirm={() => remove(d)}
          message={<>Delete <strong>{d.title || d.id}</strong> from your corpus? This cannot be undone.</>} />
      )}
    </Drawer>
  );
}
