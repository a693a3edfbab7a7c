// The data folder, the local API server and the watched folder.
import { useEffect, useState } from "react";
import { ErrorBox } from "../../components/ErrorBox";
import { useToast } from "../../components/Toast";
import { Spinner } from "../../components/bits";
import { GetServiceStatus, GetSettings, UpdateSettings } from "../../lib/api";
import { useAsync } from "../../lib/hooks";
import type { Settings } from "../../lib/types_research";
import { APISetting } from "./APISetting";
import { OCRSetting } from "./OCRSetting";

/** GeneralSettings edits GetSettings' fields and saves them with UpdateSettings. */
export function GeneralSettings() {
  const toast = useToast();
  const st = useAsync(() => GetSettings(), []);
  const status = useAsync(() => GetServiceStatus(), [st.data]);
  const [form, setForm] = useState<Settings | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setForm(st.data);
  }, [st.data]);
  const set = <K extends keyof Settings>(k: K, v: Settings[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));
  const dirty = !!form && JSON.stringify(form) !== JSON.stringify(st.data);

  const save = async () => {
    if (!form) return;
    setBusy(true);
    try {
      const { api_running: _r, data_dir: _d, ocr_available: _a, ocr_installed_languages: _i, ...patch } = form;
      void _r; void _d; void _a; void _i;
      st.setData(await UpdateSettings(patch));
      toast.ok("Settings saved");
    } catch (e) {
      toast.error(e, "Could not save settings");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-label="General settings">
      <div className="card-head"><h2>Service</h2>
        <button className="btn btn-primary" disabled={!dirty || busy} onClick={save}>{busy ? "Saving…" : "Save"}</button></div>
      <ErrorBox error={st.error} title="Could not load settings" onRetry={st.reload} />
      {st.loading && !form && <Spinner />}
      {form && (
        <div className="stack">
          <label className="field">Data folder<input type="text" value={form.data_dir} readOnly className="mono" /></label>
          <APISetting form={form} status={status.data} set={set} />
          <div className="row end">
            <label className="field grow">Watched folder<input type="text" value={form.watch_dir} onChange={(e) => set("watch_dir", e.target.value)} placeholder="/home/me/Papers/inbox" /></label>
            <label className="field">Stable for (seconds)<input type="number" min={1} value={form.watch_stable_seconds} onChange={(e) => set("watch_stable_seconds", Number(e.target.value))} style={{ width: 140 }} /></label>
          </div>
          <OCRSetting form={form} set={set} />
          <div className="row end">
            <label className="check"><input type="checkbox" checked={form.allow_private_urls} onChange={(e) => set("allow_private_urls", e.target.checked)} /> Allow fetching PDFs from loopback/private addresses</label>
            <span className="grow" />
            <label className="field">Monthly credit grant for API keys<input type="number" min={0} value={form.monthly_grant} onChange={(e) => set("monthly_grant", Number(e.target.value))} style={{ width: 140 }} aria-describedby="grant-note" /></label>
          </div>
          <p id="grant-note" className="small muted" data-testid="grant-note">
            Credits meter what API keys ask for: a search costs 5, 15 or 60 by depth, a chat message 2, 6 or 20, a PDF 1 per 10 pages.
            Live keys share this grant each calendar month (test keys get their own 500); at zero they are refused (402) until the 1st.
            This window works as the owner: its work is counted in Usage but never refused.
          </p>
        </div>
      )}
    </section>
  );
}
