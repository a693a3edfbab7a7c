// A stacked bar chart on chart.js, coloured from the page's CSS variables.
import { useEffect, useRef } from "react";
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const PALETTE = ["#2d5f73", "#b5773a", "#6c8f4e", "#8b5a8c", "#a33a2f", "#5b6b8c"];

/** BarChart draws one stacked series per key of series over labels. */
export function BarChart({ labels, series, yTitle }: { labels: string[]; series: Record<string, number[]>; yTitle: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const css = getComputedStyle(document.documentElement);
    const ink = css.getPropertyValue("--muted").trim() || "#666";
    const grid = css.getPropertyValue("--line").trim() || "#ddd";
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels,
        datasets: Object.entries(series).map(([name, data], i) => ({ label: name, data, backgroundColor: PALETTE[i % PALETTE.length], borderRadius: 3, maxBarThickness: 28 })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { labels: { color: ink, boxWidth: 12 } } },
        scales: {
          x: { stacked: true, ticks: { color: ink }, grid: { display: false } },
          y: { stacked: true, beginAtZero: true, ticks: { color: ink, precision: 0 }, grid: { color: grid }, title: { display: true, text: yTitle, color: ink } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, yTitle]);
  return <div className="chart-box"><canvas ref={canvas} role="img" aria-label={`${yTitle} chart`} /></div>;
}
