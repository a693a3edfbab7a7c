// A researcher's big library for the window tests (issue 26): the 5,183 SciFact abstracts
// imported with `carrel import` before the server starts, plus own PDFs uploaded through the
// bridge; and the two window sizes every point is checked at, with their screenshot names.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { call } from "./bridge.mjs";
import { REPO, sharedPDF } from "./server.mjs";

/** SIZES are the window sizes of issue 26: the small laptop window and a common desktop one. */
export const SIZES = [[1000, 700], [1440, 900]];

/** SHOTS is the folder the browser tests save their screenshots in (read by eye, named in docs). */
export const SHOTS = path.join(REPO, "docs", "screenshots");

/** shot is the path of a screenshot named for what it shows and the window size. */
export const shot = (name, width, height) => path.join(SHOTS, `${name}-${width}x${height}.png`);

const anchor = sharedPDF("sp_bohnet09.pdf");
/** SCIFACT is the shared SciFact corpus (JSONL), or null when the shared data is absent. */
export const SCIFACT = anchor && [path.join(path.dirname(anchor), "..", "..", "datasets", "scifact", "corpus.jsonl")].find((p) => fs.existsSync(p)) || null;

/** scifactRecords reads the corpus records ({_id, title, text, ...}) in file order. */
export function scifactRecords() {
  return fs.readFileSync(SCIFACT, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
}

/** importSciFact is a startCarrel prepare step: `carrel import` of the whole corpus into the data folder. */
export function importSciFact(bin, data) {
  execFileSync(bin, ["import", "--data", data, SCIFACT], { stdio: "ignore", timeout: 600000 });
}

/** uploadPDF sends a PDF through the bridge (filed in libraryId when given) and waits until it is
 * read; it returns the document and the paper made from it. */
export async function uploadPDF(srv, file, libraryId = null, { timeoutMs = 180000 } = {}) {
  const d = await call(srv, "UploadDocument", { filename: path.basename(file), data_base64: fs.readFileSync(file).toString("base64"), library_id: libraryId });
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 300))) {
    const got = await call(srv, "GetDocument", d.id);
    if (got.status === "succeeded" && got.paper_id) return { document: got, paper: await call(srv, "GetPaper", got.paper_id) };
    if (got.status === "failed" || Date.now() > deadline) throw new Error(`${file}: ${got.status}`);
  }
}
