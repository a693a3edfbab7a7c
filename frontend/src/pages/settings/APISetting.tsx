// The Local HTTP API row of Settings. It tells what runs: under `carrel serve` the server's own
// flags decide and the window cannot stop or move it, so the row shows that state read-only; in
// the desktop window the box starts and stops the API at the saved address.
import { StatusBadge } from "../../components/bits";
import type { ServiceStatus } from "../../lib/api";
import type { Settings } from "../../lib/types_research";

/** APISetting edits api_enabled / api_addr, or shows carrel serve's listener when it runs the API. */
export function APISetting({ form, status, set }: {
  form: Settings; status: ServiceStatus | null; set: <K extends keyof Settings>(k: K, v: Settings[K]) => void;
}) {
  const api = status?.api;
  if (api?.started_by === "serve") {
    return (
      <div className="api-setting" data-testid="api-setting" data-mode="serve">
        <div className="row">
          <label className="check"><input type="checkbox" checked={api.running} disabled aria-describedby="api-serve-note" /> Local HTTP API</label>
          <StatusBadge status={api.running ? "running" : "stopped"} />
          <span>at <code data-testid="api-setting-addr">http://{api.addr}</code></span>
        </div>
        <p id="api-serve-note" className="small muted">
          Started by <code>carrel serve</code>: its <code>--addr</code> flag chose this address, and it stops when that
          process stops. This page cannot turn it off or move it. The desktop window's own API setting
          ({form.api_enabled ? "on" : "off"}, {form.api_addr}) applies only when Carrel runs as a window.
        </p>
      </div>
    );
  }
  const running = !!api?.running;
  const elsewhere = running && api?.addr && api.addr !== form.api_addr;
  return (
    <div className="api-setting" data-testid="api-setting" data-mode="window">
      <div className="row end">
        <label className="check"><input type="checkbox" checked={form.api_enabled} onChange={(e) => set("api_enabled", e.target.checked)} /> Local HTTP API</label>
        <StatusBadge status={running ? "running" : "stopped"} />
        <label className="field grow">Address<input type="text" value={form.api_addr} onChange={(e) => set("api_addr", e.target.value)} placeholder="127.0.0.1:8787" /></label>
      </div>
      <p className="small muted" data-testid="api-setting-note">
        {running
          ? <>Running at <code data-testid="api-setting-addr">http://{api!.addr}</code>, started by this window{elsewhere ? "; a saved change of address applies when you save" : ""}.</>
          : form.api_enabled ? "Saved as on but not listening: save again, or choose another address if this one is taken." : "Off: scripts cannot reach Carrel until you turn it on and save."}
      </p>
    </div>
  );
}
