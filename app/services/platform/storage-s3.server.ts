import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { type Storage, type StoredObject, RangeNotSatisfiableError, assertKey, checkRange, contentTypeOf, folderOf, isKey } from "./storage.server";

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible store's address (MinIO, Ceph, R2, s3rver …); AWS's own when left out. */
  endpoint?: string;
  region: string;
  /** The SDK's default chain (environment, profile, instance role) when left out. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path instead of the host name (most self-hosted stores need it). */
  forcePathStyle: boolean;
  /** Prepended to every key (`shop/` keeps the shop's objects apart in a shared bucket); "" for none. */
  prefix: string;
  /** Size of a multipart upload's parts; S3 wants at least 5 MiB for all but the last. */
  partBytes?: number;
};

export const MIN_PART_BYTES = 5 * 1024 * 1024;
const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

type Failure = { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (error: unknown) => (error as Failure).$metadata?.httpStatusCode;
const notFound = (error: unknown) => ["NoSuchKey", "NotFound"].includes((error as Failure).name ?? "") || statusOf(error) === 404;
const badRange = (error: unknown) => (error as Failure).name === "InvalidRange" || statusOf(error) === 416;
const notImplemented = (error: unknown) => (error as Failure).name === "NotImplemented" || statusOf(error) === 501;

/**
 * Objects in a bucket of an S3-compatible store (decision 0105). A put of bytes is one PutObject;
 * a stream is read a part at a time (memory holds one part) and sent as one PutObject when it ends
 * within the first part, else as a multipart upload. Either way the object appears whole when the
 * store commits it, never half-written; a failed multipart upload is aborted. One whose process was
 * killed stays in the bucket, invisible but stored, until `removeAbandonedWrites` aborts it (or the
 * bucket's lifecycle rule does).
 *
 * The SDK is loaded only when this driver is used, so a shop on the local folder never loads it.
 */
export async function s3Storage(options: S3StorageOptions): Promise<Storage & { close(): void }> {
  const sdk = await import("@aws-sdk/client-s3");
  const partBytes = Math.max(MIN_PART_BYTES, options.partBytes ?? DEFAULT_PART_BYTES);
  const client: S3Client = new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
    // CRC headers the SDK would otherwise add to every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const prefix = options.prefix === "" ? "" : `${folderOf(options.prefix)}/`;
  const objectKey = (key: string) => `${prefix}${assertKey(key)}`;

  const head = async (key: string): Promise<StoredObject | null> => {
    try {
      const found = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { size: found.ContentLength ?? 0, modifiedAt: found.LastModified ?? new Date(0) };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };

  const putStream = async (Key: string, stream: Readable, ContentType: string): Promise<void> => {
    let chunks: Buffer[] = [];
    let buffered = 0;
    let uploadId: string | undefined;
    const parts: { PartNumber: number; ETag: string }[] = [];
    const sendPart = async (bytes: Buffer) => {
      const PartNumber = parts.length + 1;
      const sent = await client.send(new sdk.UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: bytes, ContentLength: bytes.length }));
      parts.push({ PartNumber, ETag: sent.ETag! });
    };
    try {
      for await (const chunk of stream) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array);
        chunks.push(bytes);
        buffered += bytes.length;
        if (buffered < partBytes) continue;
        uploadId ??= (await client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key, ContentType }))).UploadId;
        await sendPart(Buffer.concat(chunks, buffered));
        chunks = [];
        buffered = 0;
      }
      const rest = Buffer.concat(chunks, buffered);
      if (uploadId === undefined) {
        await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: rest, ContentLength: rest.length, ContentType }));
        return;
      }
      if (rest.length > 0) await sendPart(rest);
      await client.send(new sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      stream.destroy();
      if (uploadId !== undefined) await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {});
      throw error;
    }
  };

  return {
    async put(key, body, putOptions) {
      const Key = objectKey(key);
      const ContentType = putOptions?.contentType ?? contentTypeOf(key);
      if (body instanceof Readable) {
        await putStream(Key, body, ContentType);
      } else {
        const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
        await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length, ContentType }));
      }
      const written = await head(key);
      if (!written) throw new Error(`${Key} was written to the bucket ${Bucket} but is not there`);
      return written;
    },

    async get(key, range) {
      const Key = objectKey(key);
      if (range) checkRange(range);
      let found;
      try {
        found = await client.send(new sdk.GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      } catch (error) {
        if (notFound(error)) return null;
        if (range && badRange(error)) {
          const whole = await head(key);
          if (!whole) return null;
          throw new RangeNotSatisfiableError(whole.size);
        }
        throw error;
      }
      const body = found.Body as Readable;
      const modifiedAt = found.LastModified ?? new Date(0);
      if (!range) return { size: found.ContentLength ?? 0, modifiedAt, body };
      const read = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(found.ContentRange ?? "");
      if (!read) {
        body.destroy();
        throw new Error(`the store answered a range of ${Key} without Content-Range`);
      }
      return { size: Number(read[3]), modifiedAt, range: { start: Number(read[1]), end: Number(read[2]) }, body };
    },

    head,

    async delete(key) {
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    },

    async *list(listPrefix) {
      const folder = folderOf(listPrefix);
      const Prefix = folder === "" ? prefix : `${prefix}${folder}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // Objects another tool put in the bucket under names no key can have are not the shop's.
          if (key && isKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async removeAbandonedWrites(before) {
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new sdk.ListMultipartUploadsCommand({ Bucket, Prefix: prefix === "" ? undefined : prefix, KeyMarker, UploadIdMarker }));
        } catch (error) {
          // A store that cannot list uploads (s3rver) has none to abort here: its lifecycle rule, if any, does it.
          if (notImplemented(error)) return removed;
          throw error;
        }
        for (const upload of page.Uploads ?? []) {
          const key = upload.Key?.startsWith(prefix) ? upload.Key.slice(prefix.length) : undefined;
          // Only the shop's keys (the bucket may be shared), started before the time given.
          if (!key || !isKey(key) || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          try {
            await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          } catch (error) {
            // Completed or aborted meanwhile.
            if ((error as Failure).name !== "NoSuchUpload" && !notFound(error)) throw error;
            continue;
          }
          removed += 1;
        }
        const more = page.IsTruncated === true && (page.NextKeyMarker !== undefined || page.NextUploadIdMarker !== undefined);
        KeyMarker = more ? page.NextKeyMarker : undefined;
        UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker !== undefined || UploadIdMarker !== undefined);
      return removed;
    },

    close: () => client.destroy(),
  };
}
