import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { accounts, companies } from "~/db/schema";
import { packagePrefix } from "~/domain/downloads";
import { PRICE_LIST_BACKGROUND_MAX } from "~/domain/price-lists";
import { FALLBACK_LANGUAGE, isLanguage } from "~/i18n/languages";
import type { Actor } from "~/services/identity/actor.server";
import { actorFromRow, companyActorColumns } from "~/services/identity/session.server";
import { brandByKey } from "~/services/platform/brands.server";
import type { ClaimedJob } from "~/services/platform/jobs.server";
import { type BuiltPackage, FailedPackage, type PackageDeps, type PackageRecord, runRecordJob } from "./package-job.server";
import { PRICE_LIST_CONTENT_TYPES, priceListFileName, priceListPdf, priceListWorkbook } from "./price-list-files.server";
import { priceList, resolveSelection } from "./price-lists.server";

/**
 * The `price-list` job (decision 0113 item 6): a price list too large for the request, written
 * for the record's account as it stands when the job runs (its rate, scope and currency then, as
 * a package takes today's permission), to one file under the attempt's folder, and recorded with
 * the job's completion like a package's files.
 */

/** The record's account as the price rule needs it (the session's Actor, read by id). */
async function ownerOf(executor: Executor, accountId: number): Promise<Actor | null> {
  const [row] = await executor
    .select({ accountId: accounts.id, fullName: accounts.fullName, email: accounts.email, language: accounts.language, company: companyActorColumns })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  return actorFromRow({ ...row, salesmanId: null }, row.company);
}

export async function buildPriceList(record: PackageRecord, { executor, storage, signal }: PackageDeps): Promise<BuiltPackage> {
  const asked = record.request.priceList;
  if (!asked) throw new FailedPackage("generationFailed", `record ${record.id} is not a price list`);
  const lng = isLanguage(asked.lng) ? asked.lng : FALLBACK_LANGUAGE;
  const actor = await ownerOf(executor, record.accountId);
  if (!actor) throw new FailedPackage("noProducts", `the account of record ${record.id} has no company`);
  const resolved = await resolveSelection(record.brandKey, record.categoryId === null ? { kind: "brand" } : { kind: "category", categoryId: record.categoryId }, lng);
  if (!resolved) throw new FailedPackage("noProducts", `category ${record.categoryId} is no longer the brand's`);
  const list = await priceList(actor, {
    brandKey: record.brandKey,
    brandName: brandByKey(record.brandKey)?.name ?? record.brandKey,
    selection: resolved.products,
    categoryPath: resolved.categoryPath,
    lng,
    limit: PRICE_LIST_BACKGROUND_MAX,
  });
  if (list.rows.length === 0) throw new FailedPackage("noProducts", `record ${record.id}: no product of the selection may be listed now`);
  signal?.throwIfAborted();
  const body = asked.format === "xlsx" ? await priceListWorkbook(list, { countryCode: actor.countryCode }) : await priceListPdf(list, { countryCode: actor.countryCode });
  signal?.throwIfAborted();
  const fileName = priceListFileName(list, asked.format);
  const storageKey = `${packagePrefix(record.id, record.attempt)}${fileName}`;
  await storage.put(storageKey, body, { contentType: PRICE_LIST_CONTENT_TYPES[asked.format] });
  return {
    watermarked: null,
    productCount: list.rows.length,
    files: [{ kind: asked.format, part: 1, fileName, storageKey, bytes: body.byteLength, sha256: createHash("sha256").update(body).digest("hex") }],
  };
}

/** The `price-list` job. */
export const runPriceListJob = (job: ClaimedJob) => runRecordJob(job, buildPriceList);
