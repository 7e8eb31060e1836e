/**
 * Stored PDFs under DATA_DIR/minutes, named by their SHA-256 so the same bytes are kept once and a name can
 * never escape the folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** SHA-256 of the bytes, hex. */
export function checksumOf(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** The folder of stored minutes. */
export function minutesDir(dataDir: string): string {
  return path.join(dataDir, 'minutes');
}

/** Path of a stored PDF; null for anything that is not a checksum (no traversal possible). */
export function storedPdfPath(dataDir: string, checksum: string): string | null {
  return /^[a-f0-9]{64}$/.test(checksum) ? path.join(minutesDir(dataDir), `${checksum}.pdf`) : null;
}

/** Writes the PDF atomically (temp file, then rename) unless it is already there. */
export function storePdf(dataDir: string, checksum: string, bytes: Uint8Array): string {
  const target = storedPdfPath(dataDir, checksum)!;
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, target);
  return target;
}
