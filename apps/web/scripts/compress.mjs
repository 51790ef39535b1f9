// Precompresses the built client (brotli and gzip) so the server sends the smallest variant the
// browser accepts without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve('build/client');
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry) && statSync(file).size > 512) {
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`web: precompressed ${count} files`);
