/**
 * Deterministic stand-ins for stored documents, of realistic size: a one-page PDF with a scanned-looking
 * image (noise) on it, and a PNG photo (noise). Noise, because real scans and photos do not compress
 * either, so the zip, the disk and the network carry what they would in production. Both are valid files
 * (the PDF's xref offsets are computed, the PNG's chunks carry their CRC), made from a seed in
 * microseconds per kilobyte instead of the milliseconds pdf-lib would need.
 */
import { createCipheriv, createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** `length` pseudo-random bytes from `seed` (AES-128-CTR keystream): the same on every run. */
export function noise(seed: string, length: number): Buffer {
  const key = createHash('sha256').update(seed).digest();
  const cipher = createCipheriv('aes-128-ctr', key.subarray(0, 16), key.subarray(16, 32));
  return cipher.update(Buffer.alloc(length));
}

/** A one-page PDF of about `size` bytes: a line of text and a grey image of `size` pixels' worth of noise. */
export function samplePdf(seed: string, size: number, title: string): Buffer {
  const width = 600;
  const height = Math.max(1, Math.ceil(Math.max(0, size - 1200) / width));
  const pixels = noise(seed, width * height);
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
  const content = Buffer.from(`BT /F1 14 Tf 56 790 Td (${text}) Tj ET\nq 480 0 0 640 56 120 cm /Im1 Do Q\n`, 'latin1');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 6 0 R >> >> /Contents 5 0 R >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.concat([
      Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`),
      pixels,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of about `size` bytes of noise (a photo of a damage, say). */
export function samplePng(seed: string, size: number): Buffer {
  const width = 400;
  const rowBytes = 1 + width * 3;
  const height = Math.max(1, Math.ceil(size / rowBytes));
  const raw = noise(seed, rowBytes * height);
  // Filter type 0 (none) at the start of every row.
  for (let y = 0; y < height; y++) raw[y * rowBytes] = 0;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
