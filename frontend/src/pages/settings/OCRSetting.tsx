// The "Read scanned pages (OCR)" row of Settings: on when Tesseract is installed, disabled with
// what to install when it is not, and the languages of the installed Tesseract data to read in.
import type { Settings } from "../../lib/types_research";

/** OCRSetting edits ocr and ocr_languages ("eng+deu"), offering only the installed languages. */
export function OCRSetting({ form, set }: {
  form: Settings; set: <K extends keyof Settings>(k: K, v: Settings[K]) => void;
}) {
  const available = form.ocr_available;
  const installed = form.ocr_installed_languages ?? [];
  const chosen = (form.ocr_languages || "eng").split("+").filter(Boolean);
  const toggle = (lang: string, on: boolean) => {
    const next = on ? [...chosen, lang] : chosen.filter((l) => l !== lang);
    // Tesseract needs one language at least: the last one stays.
    if (next.length > 0) set("ocr_languages", installed.filter((l) => next.includes(l)).join("+"));
  };
  return (
    <div className="stack" data-testid="ocr-setting" data-available={available ? "yes" : "no"}>
      <div className="row">
        <label className="check">
          <input type="checkbox" checked={available && form.ocr} disabled={!available} onChange={(e) => set("ocr", e.target.checked)}
            aria-describedby="ocr-note" data-testid="ocr-toggle" />
          Read scanned pages (OCR)
        </label>
      </div>
      {available && installed.length > 0 && (
        <fieldset className="row" disabled={!form.ocr} style={{ border: 0, padding: 0, margin: 0, flexWrap: "wrap" }} data-testid="ocr-languages">
          <span className="small muted">Languages:</span>
          {installed.map((l) => (
            <label key={l} className="check"><input type="checkbox" checked={chosen.includes(l)} onChange={(e) => toggle(l, e.target.checked)} /> {l}</label>
          ))}
        </fieldset>
      )}
      <p id="ocr-note" className="small muted" data-testid="ocr-note">
        {available
          ? "PDFs whose pages are images (scans) are read with Tesseract, so their words can be searched, quoted and highlighted like any other paper's."
          : <>Tesseract, which reads scanned pages, is not installed: install the Debian packages <code>tesseract-ocr</code> and <code>tesseract-ocr-eng</code> (make run installs them). Until then a scan fails as having no text layer.</>}
      </p>
    </div>
  );
}
