// Renders CSL-JSON items with citeproc-js, the engine behind Zotero and Mendeley, for the
// service's citation tests to compare with Carrel. Reads a job on stdin:
//   {"locales": DIR, "styles": [{"key", "xml", "lang"}], "items": [CSL-JSON items]}
// and prints {"results": {styleKey: {itemId: {"text", "html", "in_text"} | {"error"}}}}.
// Each item is rendered alone in a fresh engine, as POST /v1/citations renders one item.
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

function engine (xml, lang, item, format) {
  const sys = { retrieveLocale, retrieveItem: (id) => (id === item.id ? item : undefined) }
  const e = new CSL.Engine(sys, xml, lang)
  e.setOutputFormat(format)
  e.updateItems([item.id])
  return e
}

// bibliography returns the one entry's inner HTML or text; a style without a bibliography
// gives its citation, as Carrel's reference list does for such note styles.
function bibliography (e, item) {
  if (!e.bibliography || !e.bibliography.tokens || e.bibliography.tokens.length === 0) return null
  const out = e.makeBibliography()
  if (!out || out[1].length === 0) return ''
  return out[1][0]
}

function render (xml, lang, item) {
  const th = engine(xml, lang, item, 'html')
  const html = bibliography(th, item)
  const tt = engine(xml, lang, item, 'text')
  const text = bibliography(tt, item)
  const inText = tt.makeCitationCluster([{ id: item.id }])
  return {
    html: html === null ? null : html.trim(),
    text: text === null ? null : text.replace(/\n$/, ''),
    in_text: inText
  }
}

const results = {}
for (const st of job.styles) {
  const xml = st.xml
  const byItem = {}
  for (const item of job.items) {
    try {
      byItem[item.id] = render(xml, st.lang, item)
    } catch (err) {
      byItem[item.id] = { error: String(err && err.message ? err.message : err) }
    }
  }
  results[st.key] = byItem
}
process.stdout.write(JSON.stringify({ results }))
