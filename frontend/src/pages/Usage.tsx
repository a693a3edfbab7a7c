// Usage: the credit balance and what consumed it, by day and endpoint.
import { useMemo, useState } from "react";
import { BarChart } from "../components/BarChart";
import { ErrorBox } from "../components/ErrorBox";
import { Empty, PageHeader, Spinner } from "../components/bits";
import { GetUsage } from "../lib/api";
import { isoDate, when } from "../lib/format";
import { useAsync } from "../lib/hooks";

const RANGES: Record<string, number | null> = { "Current period": null, "Last 30 days": 30, "Last 90 days": 90, "Last 365 days": 364 };

/** UsagePage shows a balance meter and a stacked chart of credits per day and endpoint. */
export function UsagePage() {
  const [range, setRange] = useState("Current period");
  const [metric, setMetric] = useState<"credits" | "requests">("credits");
  const usage = useAsync(() => {
    const days = RANGES[range];
    const end = new Date();
    const start = new Date(end.getTime() - (days ?? 0) * 86400000);
    return GetUsage(days == null ? { group_by: ["date", "endpoint"] } : { start_date: isoDate(start), end_date: isoDate(end), group_by: ["date", "endpoint"] });
  }, [range]);
  const u = usage.data;
  const chart = useMemo(() => {
    const rows = u?.breakdown ?? [];
    const dates = [...new Set(rows.map((r) => r.date ?? "total"))].sort();
    const series: Record<string, number[]> = {};
    for (const r of rows) {
      const key = r.endpoint ?? "all";
      series[key] ??= dates.map(() => 0);
      series[key][dates.indexOf(r.date ?? "total")] += r[metric];
    }
    return { dates, series };
  }, [u, metric]);
  const pct = u && u.credits.granted > 0 ? Math.min(100, (u.credits.consumed / u.credits.granted) * 100) : 0;

  return (
    <>
      <PageHeader title="Usage" subtitle="What searches, chat messages and PDF parsing have used this month, by day and endpoint." actions={
        <select value={range} onChange={(e) => setRange(e.target.value)} aria-label="Period">{Object.keys(RANGES).map((r) => <option key={r}>{r}</option>)}</select>} />
      <ErrorBox error={usage.error} title="Could not load usage" onRetry={usage.reload} />
      {usage.loading && !u && <Spinner />}
      {u && (
        <>
          <section className="card" aria-label="Balance">
            <div className="stats">
              <div><div className="small muted">Granted</div><div className="stat-value">{u.credits.granted.toLocaleString()}</div></div>
              <div><div className="small muted">Consumed</div><div className="stat-value">{u.credits.consumed.toLocaleString()}</div></div>
              <div><div className="small muted">Remaining</div><div className="stat-value" data-testid="credits-remaining">{u.credits.remaining.toLocaleString()}</div></div>
              <div><div className="small muted">Renews</div><div className="stat-value" style={{ fontSize: 16, marginTop: 6 }}>{when(u.credits.renews_at)}</div></div>
            </div>
            <div className="meter" role="meter" aria-valuemin={0} aria-valuemax={u.credits.granted} aria-valuenow={u.credits.consumed} aria-label="Credits consumed"><div style={{ width: `${pct}%` }} /></div>
            <div className="small muted">{u.period.start_date} – {u.period.end_date} · unused credits do not roll over</div>
            <p className="small muted" data-testid="credits-note">
              Credits meter what API keys ask for (a search 5, 15 or 60 by depth; a chat message 2, 6 or 20; a PDF 1 per 10 pages).
              When none remain, live keys are refused with 402 until {when(u.credits.renews_at)}; the grant is set in Settings.
              This window works as the owner: its own work is counted here but is never refused.
            </p>
          </section>
          <section className="card" aria-label="Consumption">
            <div className="card-head">
              <h3>Consumption by day and endpoint</h3>
              <div className="chips">
                {(["credits", "requests"] as const).map((m) => <button key={m} className={metric === m ? "chip on" : "chip"} onClick={() => setMetric(m)}>{m}</button>)}
              </div>
            </div>
            {chart.dates.length === 0 ? <Empty>Nothing consumed in this period.</Empty> : <BarChart labels={chart.dates} series={chart.series} yTitle={metric} />}
          </section>
        </>
      )}
    </>
  );
}
