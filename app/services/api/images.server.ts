/**
 * A product's pictures through the API (decision 0107): watermarked with the brand's mark unless
 * the account is approved for unwatermarked images (decision 0103, permissionState), drawn by the
 * download centre's own watermark (renderVariant) and kept in storage beside the source, under the
 * source's size and time: a replaced picture gets a new mark, the same one is drawn once.
 */
import { type BrandKey, brandByKey } from "~/services/platform/brands.server";
import { linkBaseOf } from "~/services/platform/links.server";
import { MEDIA_PREFIX, type Storage, type StoredObject, isKey } from "~/services/platform/storage.server";
import { permissionState } from "~/services/downloads/permissions.server";
import { MAX_SOURCE_BYTES } from "~/services/downloads/image-source.server";
import { renderVariant } from "~/services/downloads/image-variants.server";
import { storedFileResponse } from "~/services/platform/stored-file-response.server";
import { API_CACHE_CONTROL, ApiError } from "./answers.server";
import { API_BASE, readableProduct } from "./catalogue.server";
import type { ProductImages } from "./schemas";
import type { ApiClient } from "./tokens.server";

export async function watermarkedFor(client: ApiClient): Promise<boolean> {
  return (await permissionState(client.actor.accountId)) !== "approved";
}

/** The product's pictures as absolute addresses on the brand's configured host (decision 0079). */
export async function productImages(client: ApiClient, productId: number): Promise<ProductImages> {
  const product = await readableProduct(client, productId);
  const origin = linkBaseOf(client.brandKey).origin;
  return {
    watermarked: await watermarkedFor(client),
    images: product.images.map((_, index) => ({ position: index + 1, url: `${origin}${API_BASE}/products/${productId}/images/${index + 1}` })),
  };
}

/** Where the marked copy of a source object is kept: under the source's size and time of writing. */
export function watermarkedKey(brand: string, sourceKey: string, source: StoredObject): string {
  return `api-images/${brand}/${source.size.toString(16)}-${source.modifiedAt.getTime().toString(16)}/${sourceKey}`;
}

/** The picture's bytes (ETag, 304 and ranges as every stored file); 404 when it is not there. */
export async function productImageResponse(request: Request, store: Storage, client: ApiClient, productId: number, position: number): Promise<Response> {
  const product = await readableProduct(client, productId);
  const path = product.images[position - 1];
  if (path === undefined) throw new ApiError(40401);
  const sourceKey = `${MEDIA_PREFIX}${path}`;
  if (!isKey(sourceKey)) throw new ApiError(40401);
  const source = await store.head(sourceKey);
  if (!source) throw new ApiError(40401);
  // Never read a stored object past what an image may be into memory (the pipeline answers 50001).
  if (source.size > MAX_SOURCE_BYTES) throw new Error(`${sourceKey} is ${source.size} bytes, more than an image may be`);
  const options = { cacheControl: API_CACHE_CONTROL };
  if (!(await watermarkedFor(client))) return storedFileResponse(request, store, sourceKey, options);
  const brand = brandByKey(client.brandKey)?.key as BrandKey | undefined;
  if (!brand) throw new ApiError(40401);
  const key = watermarkedKey(brand, sourceKey, source);
  if (!(await store.head(key))) {
    const read = await store.get(sourceKey);
    if (!read) throw new ApiError(40401);
    const chunks: Buffer[] = [];
    for await (const chunk of read.body) chunks.push(Buffer.from(chunk as Uint8Array));
    const marked = await renderVariant(Buffer.concat(chunks), "original", brand);
    await store.put(key, marked.bytes);
  }
  return storedFileResponse(request, store, key, options);
}
