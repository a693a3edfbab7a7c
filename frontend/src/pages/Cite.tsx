// Cite: pick a style from the catalogue, pick papers, preview and copy or export the bibliography.
import { useState } from "react";
import { PageHeader } from "../components/bits";
import { StylesAttribution } from "../lib/api";
import { useAsync } from "../lib/hooks";
import type { CitationStyle } from "../lib/types_research";
import { BibliographyPreview } from "./cite/BibliographyPreview";
import { PaperChooser } from "./cite/PaperChooser";
import { StylePicker } from "./cite/StylePicker";

/** CitePage joins the style picker, the paper chooser and the live preview. */
export function CitePage() {
  const [style, setStyle] = useState<CitationStyle | null>(null);
  const [paperIds, setPaperIds] = useState<string[]>([]);
  const attribution = useAsync(() => StylesAttribution(), []);
  return (
    <>
      <PageHeader title="Cite" subtitle="Format your papers in any of the catalogue's citation styles." />
      <div className="cite-layout">
        <StylePicker selected={style} onSelect={setStyle} />
        <div>
          <PaperChooser selected={paperIds} onChange={setPaperIds} />
          <BibliographyPreview style={style} paperIds={paperIds} />
        </div>
      </div>
      <div className="attribution" data-testid="styles-attribution">
        {attribution.data?.text ?? (attribution.error ? `Style attribution unavailable: ${attribution.error.message}` : "")}
      </div>
    </>
  );
}
