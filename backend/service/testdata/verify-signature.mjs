// An independent verifier of Carrel webhook signatures, as a receiver would write it in Node.
// Usage: node verify-signature.mjs <secret> <signature-header> <body-file> [now-unix]
// Prints "valid" and exits 0, or prints the reason and exits 1.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [secret, header, bodyFile, nowArg] = process.argv.slice(2);
const body = readFileSync(bodyFile); // the exact raw bytes received
const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
const t = Number(parts.t);
const now = nowArg ? Number(nowArg) : Math.floor(Date.now() / 1000);
if (!Number.isInteger(t) || !parts.v1) { console.log('malformed header'); process.exit(1); }
if (Math.abs(now - t) > 300) { console.log('timestamp outside tolerance'); process.exit(1); }
const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
const got = Buffer.from(parts.v1, 'hex');
if (got.length !== expected.length || !timingSafeEqual(got, expected)) { console.log('signature mismatch'); process.exit(1); }
console.log('valid');
