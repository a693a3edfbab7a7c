// Reads a RIS file with Citation.js (an independent RIS implementation) and prints
// {"csl": [...CSL-JSON items...]} on stdout, for bibio's Go tests to compare with the export.
'use strict'
const fs = require('fs')
const { plugins } = require('@citation-js/core')
require('@citation-js/plugin-ris')

const text = fs.readFileSync(process.argv[2], 'utf8')
const csl = plugins.input.chain(text, { generateGraph: false, forceType: '@ris/file' })
process.stdout.write(JSON.stringify({ csl }))
