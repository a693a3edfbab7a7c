// Renders CSL-JSON items with citeproc-js, the engine behind Zotero and Mendeley, for the
// service's citation tests to compare with Carrel. Reads a job on stdin:
//   {"locales": DIR, "styles": [{"key", "xml", "lang"}], "items": [CSL-JSON items], "bibliography": bool}
// and prints {"results": {styleKey: {itemId: {"text", "html", "in_text"} | {"error"}}}}.
'use strict'
const fs = require('fs')
const path = require('path')
const CSL = require('citeproc')

const job = JSON.parse(fs.readFileSync(0, 'utf8'))
const localeCache = {}

function retrieveLocale (lang) {
  if (!(lang in localeCache)) {
    try {
      localeCache[lang] = fs.readFileSync(path.join(job.locales, 'locales-' + lang + '.xml'), 'utf8')
    } catch (e) {
      localeCache[lang] = false
    }
  }
  return localeCache[lang]
}

// engine builds one engine per style and output format; sys.retrieveItem serves whichever item
// is current, and updateItems([id]) makes it the only registered one, so every item is
// rendered alone, as POST /v1/citations renders one item.
function engine (xml, lang, current, format) {
  const sys = { retrieveLocale, retrieveItem: (id) => current.item }
  const e = new CSL.Engine(sys, xml, lang)
  e.setOutputFormat(format)
  return e
}

// bibliography returns the one entry's inner HTML or text; null for a style without a
// bibliography (Carrel then lists its citation, as such note styles print in a reference list).
function bibliography (e) {
  if (!e.bibliography || !e.bibliography.tokens || e.bibliography.tokens.length === 0) return null
  const out = e.makeBibliography()
  if (!out || out[1].length === 0) return ''
  return out[1][0]
}

function render (th, tt, item) {
  th.updateItems([item.id])
  tt.updateItems([item.id])
  const html = bibliography(th)
  const text = bibliography(tt)
  const inText = tt.makeCitationCluster([{ id: item.id }])
  return {
    html: html === null ? null : html.trim(),
    text: text === null ? null : text.replace(/\n$/, ''),
    in_text: inText
  }
}

// With "bibliography": true the job's items make one bibliography per style, as a reference list
// is made (every item registered at once, sorted and numbered by the style); the result per style
// is {"text": [entry...], "html": [entry...]} in the engine's order.
if (job.bibliography) {
  const results = {}
  const byId = Object.fromEntries(job.items.map((it) => [it.id, it]))
  for (const st of job.styles) {
    try {
      const out = {}
      for (const format of ['text', 'html']) {
        const e = new CSL.Engine({ retrieveLocale, retrieveItem: (id) => byId[id] }, st.xml, st.lang)
        e.setOutputFormat(format)
        e.updateItems(job.items.map((it) => it.id))
        const bib = e.makeBibliography()
        out[format] = bib[1].map((x) => format === 'text' ? x.replace(/\n$/, '') : x.trim())
      }
      results[st.key] = out
    } catch (err) {
      results[st.key] = { error: String(err && err.message ? err.message : err) }
    }
  }
  process.stdout.write(JSON.stringify({ results }))
  process.exit(0)
}

const results = {}
for (const st of job.styles) {
  const current = { item: null }
  const th = engine(st.xml, st.lang, current, 'html')
  const tt = engine(st.xml, st.lang, current, 'text')
  const byItem = {}
  for (const item of job.items) {
    try {
      current.item = item
      byItem[item.id] = render(th, tt, item)
    } catch (err) {
      byItem[item.id] = { error: String(err && err.message ? err.message : err) }
    }
  }
  results[st.key] = byItem
}
process.stdout.write(JSON.stringify({ results }))
