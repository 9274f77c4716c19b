/**
 * Checks a downloaded zip from its tail (the central directory and end record), so the download itself
 * can stream to a byte counter: every expected file is there once, stored, with the size and CRC-32 of
 * the file that was put in storage, and the directory sits exactly where the byte count says it must.
 * The CRC in the directory is what the server computed from the bytes it streamed, so a truncated or
 * mixed-up file fails here.
 */

export type TExpectedEntry = { size: number; crc32: number };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;

/** Keeps the last `limit` bytes of a stream (enough for the central directory). */
export class TailBuffer {
  private chunks: Buffer[] = [];
  private length = 0;
  constructor(private readonly limit: number) {}

  push(chunk: Uint8Array): void {
    this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    this.length += chunk.byteLength;
    while (this.chunks.length > 1 && this.length - this.chunks[0]!.length >= this.limit) this.length -= this.chunks.shift()!.length;
  }

  bytes(): Buffer {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - this.limit));
  }
}

/** Throws with the first problem found; returns the number of entries checked. */
export function checkZip(tail: Buffer, totalBytes: number, expected: ReadonlyMap<string, TExpectedEntry>): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  let eocd = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 65_535); i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('zip: no end of central directory record');
  let entries = tail.readUInt16LE(eocd + 10);
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  const eocdEnd = eocd + 22 + tail.readUInt16LE(eocd + 20);
  let directoryEnd = eocd;
  if (eocd >= 20 && tail.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) {
    const record = eocd - 20 - 56;
    if (record < 0 || tail.readUInt32LE(record) !== ZIP64_EOCD) throw new Error('zip: zip64 end record not found');
    entries = Number(tail.readBigUInt64LE(record + 32));
    cdSize = Number(tail.readBigUInt64LE(record + 40));
    cdOffset = Number(tail.readBigUInt64LE(record + 48));
    directoryEnd = record;
  }
  // Position of the tail's first byte in the whole download.
  const tailStart = totalBytes - tail.length;
  if (tailStart + eocdEnd !== totalBytes) throw new Error(`zip: ${totalBytes - tailStart - eocdEnd} bytes after the end record`);
  if (cdOffset + cdSize !== tailStart + directoryEnd) throw new Error(`zip: central directory at ${cdOffset} + ${cdSize} does not end where the end record starts (${tailStart + directoryEnd})`);
  if (cdOffset < tailStart) throw new Error('zip: central directory larger than the kept tail');
  if (entries !== expected.size) throw new Error(`zip: ${entries} entries, expected ${expected.size}`);

  const seen = new Set<string>();
  let p = cdOffset - tailStart;
  let previousOffset = -1;
  let dataBytes = 0;
  for (let n = 0; n < entries; n++) {
    if (tail.readUInt32LE(p) !== CENTRAL) throw new Error(`zip: central directory entry ${n + 1} has a bad signature`);
    const method = tail.readUInt16LE(p + 10);
    const crc = tail.readUInt32LE(p + 16);
    const compressed = tail.readUInt32LE(p + 20);
    const size = tail.readUInt32LE(p + 24);
    const nameLength = tail.readUInt16LE(p + 28);
    const extraLength = tail.readUInt16LE(p + 30);
    const commentLength = tail.readUInt16LE(p + 32);
    const localOffset = tail.readUInt32LE(p + 42);
    const name = tail.toString('utf8', p + 46, p + 46 + nameLength);
    const want = expected.get(name);
    if (!want) throw new Error(`zip: unexpected entry ${JSON.stringify(name)}`);
    if (seen.has(name)) throw new Error(`zip: entry ${JSON.stringify(name)} twice`);
    seen.add(name);
    if (method !== 0 || compressed !== size) throw new Error(`zip: ${name} is not stored (method ${method})`);
    if (size !== want.size) throw new Error(`zip: ${name} has ${size} bytes, the stored file ${want.size}`);
    if (crc !== want.crc32) throw new Error(`zip: ${name} has CRC ${crc.toString(16)}, the stored file ${want.crc32.toString(16)}`);
    if (localOffset <= previousOffset) throw new Error(`zip: local header of ${name} out of order`);
    previousOffset = localOffset;
    dataBytes += size;
    p += 46 + nameLength + extraLength + commentLength;
  }
  if (p !== cdOffset - tailStart + cdSize) throw new Error('zip: central directory size does not match its entries');
  if (dataBytes > cdOffset) throw new Error(`zip: entries hold ${dataBytes} bytes, more than the ${cdOffset} before the directory`);
  return entries;
}
