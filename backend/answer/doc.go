// Package answer writes grounded extractive answers offline, without a language model: it
// picks verbatim sentences from candidate sources that best answer a question and lays
// them out with [n] markers, each backed by a citation whose quote is checked to be the
// exact bytes of its source text at the sentence's span. It is pure: no database, no index.
//
// The caller (a search over abstracts, or a chat over chosen documents' pages) passes
// candidates with their sentence spans; SplitSentences splits abstracts.
//
// The question is read first (kind.go): a claim or yes/no question is answered with one
// finding per study, chosen by a learned evidence model (model.json, fitted on SciFact train
// by `make answer-model`; a study whose best sentence is below its threshold is not cited),
// each with a stance toward the claim, grouped by stance under a lead that states the verdict
// ("3 of 4 studies support this; 1 contradict it."); docs/answers.md has the figures. A
// definition question ("What is X?") puts sentences that say what X is first. Otherwise, and
// for ranking within those kinds, selection is query-focused extractive summarization:
//   - relevance: BM25 of the question's stems over the pool's sentences (IDF estimated over
//     the pool), a bonus for question bigrams kept in order, scaled by how much of the
//     question the whole source covers, by the caller's retrieval rank and score, and up
//     for reported findings / down for stated aims; earlier chat turns add lighter terms,
//     and a follow-up ("what about its side effects?") prefers sources matching them;
//   - a sentence is relevant only if it shares two question terms (all, for a one-term
//     question); with none relevant the answer says so in one sentence, uncited;
//   - maximal marginal relevance against sentences already taken, a penalty per sentence
//     already quoted from the same source, no near-duplicates;
//   - count by depth: standard 3-5, high_quality 5-8, deep_review 8-12 grouped into themes
//     founded by shared key terms and headed by them.
//
// The answer's own words (lead-in, nothing-found sentence, theme labels) follow the request
// language (all 24 of domain.Languages); quotes stay in the source's language. The lead-in
// is the answer's one unsourced sentence; theme headings are labels, not claims.
//
// Figures (go test -run SciFact -v ./backend/answer): on SciFact test claims composed over
// the cited abstracts plus 4 distractors, a cited quote overlaps a gold rationale sentence
// for about 84% of claims; parameters were tuned on the train split.
package answer
