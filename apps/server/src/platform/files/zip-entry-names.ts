/**
 * The entry names of a zip held in memory, read from its central directory only (yauzl): nothing is ever
 * decompressed or written, so a zip bomb costs no more than its own bytes. Null when the bytes are not a readable
 * zip (corrupt, truncated, encrypted central directory) or name more entries than any Office document has.
 */
import yauzl from 'yauzl';

/** Office documents have tens of parts; a zip naming more is not one (and is not walked further). */
export const MAX_ZIP_ENTRIES = 5000;

export function zipEntryNames(bytes: Buffer): Promise<ReadonlySet<string> | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false, strictFileNames: false }, (err, zip) => {
      if (err || !zip) return resolve(null);
      if (zip.entryCount > MAX_ZIP_ENTRIES) {
        zip.close();
        return resolve(null);
      }
      const names = new Set<string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  });
}
