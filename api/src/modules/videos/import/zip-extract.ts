import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** A zip the import refuses, with why (shown to the admin as is). */
export class ZipRefusedError extends Error {}

export interface ZipLimits {
  /** One entry unpacked. */
  fileBytes: number;
  /** Every entry unpacked, together. */
  totalBytes: number;
  files: number;
}

/** Above this many times its packed size, an entry of more than BOMB_MIN_BYTES is taken for a zip bomb. */
const BOMB_RATIO = 200;
const BOMB_MIN_BYTES = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** An archive path that stays inside the folder it is unpacked to: relative, forward slashes, no `..`. */
export function safeRelativePath(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) return false;
  return name.split('/').every((part) => part !== '..' && part !== '.' && part !== '');
}

/**
 * Unpacks a zip into `dest`, refusing before a byte is written whatever could escape or exhaust the disk: links,
 * absolute or `../` paths, an entry or a total over the limits (as declared), a packing ratio no video has (a
 * bomb); while unpacking, the bytes are counted again, since a declared size can lie. Returns the files written.
 */
export async function extractZip(zipPath: string, dest: string, limits: ZipLimits): Promise<string[]> {
  const zip = await openZip(zipPath);
  try {
    const entries = await listEntries(zip, limits);
    const written: string[] = [];
    for (const entry of entries) {
      const target = join(dest, entry.fileName);
      await mkdir(dirname(target), { recursive: true });
      const stream = await openEntry(zip, entry);
      let seen = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          if (seen > entry.uncompressedSize || seen > limits.fileBytes) {
            done(new ZipRefusedError(`zip entry ${entry.fileName} holds more than it declares`));
          } else done(null, chunk);
        },
      });
      await pipeline(stream, counter, createWriteStream(target));
      written.push(entry.fileName);
    }
    return written;
  } finally {
    zip.close();
  }
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (err, zip) =>
        err ? reject(new ZipRefusedError(`the file is not a readable zip (${err.message})`)) : resolve(zip),
    ),
  );
}

/** Every file entry, checked (directories left out); throws ZipRefusedError on the first refusal. */
function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    const refuse = (message: string) => reject(new ZipRefusedError(message));
    zip.on('error', (e: Error) => {
      // yauzl refuses such names itself, before our check sees the entry.
      const path = /(?:invalid relative path|absolute path): (.*)$/.exec(e.message);
      refuse(
        path
          ? `zip entry ${path[1]} has an absolute or ../ path; every path must stay inside the zip`
          : `the zip is damaged (${e.message})`,
      );
    });
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (mode === S_IFLNK) return refuse(`zip entry ${name} is a link; links are not imported`);
      if (!safeRelativePath(name.replace(/\/$/, ''))) {
        return refuse(`zip entry ${name} has an absolute or ../ path; every path must stay inside the zip`);
      }
      if (name.endsWith('/')) return zip.readEntry();
      if (entry.uncompressedSize > limits.fileBytes) {
        return refuse(
          `zip entry ${name} unpacks to ${entry.uncompressedSize} bytes, over the limit of ${limits.fileBytes}`,
        );
      }
      if (
        entry.uncompressedSize > BOMB_MIN_BYTES &&
        entry.uncompressedSize > BOMB_RATIO * Math.max(1, entry.compressedSize)
      ) {
        return refuse(
          `zip entry ${name} unpacks to over ${BOMB_RATIO} times its packed size: refused as a zip bomb`,
        );
      }
      total += entry.uncompressedSize;
      if (total > limits.totalBytes)
        return refuse(`the zip unpacks to more than the limit of ${limits.totalBytes} bytes`);
      entries.push(entry);
      if (entries.length > limits.files) return refuse(`the zip holds more than ${limits.files} files`);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err ? reject(new ZipRefusedError(err.message)) : resolve(stream),
    ),
  );
}
