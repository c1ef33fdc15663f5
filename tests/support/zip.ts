import { buffer } from "node:stream/consumers";
import yauzl from "yauzl";
import type { Storage } from "~/services/platform/storage.server";

export type ZipEntry = { name: string; compressionMethod: number; bytes: Buffer };

/** Every entry of a zip, in the order its central directory lists them, read with yauzl (which checks sizes and CRCs). */
export async function readZip(zip: Buffer): Promise<ZipEntry[]> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, strictFileNames: true });
  const entries: ZipEntry[] = [];
  for await (const entry of file.eachEntry()) {
    entries.push({ name: entry.fileName, compressionMethod: entry.compressionMethod, bytes: await buffer(await file.openReadStreamPromise(entry)) });
  }
  return entries;
}

/** The whole stored object. */
export async function storedBytes(storage: Storage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`no object ${key}`);
  return buffer(object.body);
}

export async function listKeys(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
}
