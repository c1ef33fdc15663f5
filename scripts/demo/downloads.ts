import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Executor } from "~/db/client.server";
import { fromRoot } from "~/paths.server";
import { accounts, downloadRecords, imagePermissions, jobs } from "~/db/schema";
import { type DocumentKind, PACKAGE_JOB_ATTEMPTS, type PackageRequest, type SkippedBarcode, recordExpiry } from "~/domain/downloads";
import { BRANDS, type Brand } from "~/services/platform/brands.server";
import type { Storage } from "~/services/platform/storage.server";
import { buildPackage, finishPackage } from "~/services/downloads/package-job.server";
import { CATALOGUES, typeSlots } from "./catalogue";
import type { ProductType } from "./catalogue-types";
import { queryRows } from "./insert";
import { PARAM_NAMES } from "./vocabulary";

/**
 * The download centre's demo data (decision 0103): a manual and a specification sheet (small real
 * PDFs in the brand's colours) per product type, shared by every product of the type; two short
 * real videos (standard and high resolution, scripts/demo/assets) for the products of each brand's
 * first product type; download records of the demo buyers in every state, and requests for
 * unwatermarked images in every state.
 */

const DAY = 86_400_000;
// From the project folder, not this module's: in the server bundle (build/server-main.js) this module's folder is build/.
const ASSETS = fromRoot("scripts", "demo", "assets");

export const DEMO_VIDEOS = [
  { resolution: "standard", file: "demo-video-standard.mp4", key: "media/videos/demo-video-standard.mp4", durationMs: 3000 },
  { resolution: "high", file: "demo-video-high.mp4", key: "media/videos/demo-video-high.mp4", durationMs: 3000 },
] as const;

export type DemoDocument = { brandKey: string; typeKey: string; kind: DocumentKind; key: string; fileName: string; bytes: Buffer };

const TITLES: Record<DocumentKind, string> = { manual: "User manual", specification: "Specification sheet" };

const MANUAL: readonly [string, string][] = [
  ["Safety", "Read these instructions before first use and keep them for later reference. Use the appliance only as described here, indoors, and keep it out of the reach of children. Disconnect it before cleaning and never immerse it in water."],
  ["Before first use", "Remove all packaging and labels. Wipe the appliance with a damp cloth and let it dry. Check that the voltage on the rating label matches your mains supply."],
  ["Use", "Place the appliance on a stable, heat-resistant surface. Switch it on, choose the setting you need and never leave it unattended while it works."],
  ["Cleaning and care", "Let the appliance cool down. Clean the outside with a soft damp cloth, without abrasive cleaners. Store it in a dry place."],
  ["Disposal", "Do not dispose of the appliance with household waste. Take it to a collection point for electrical and electronic equipment."],
];

/** One small PDF, the same bytes for the same input (fixed dates, no random ids). */
function renderPdf(brand: Brand, type: ProductType, kind: DocumentKind, voltage: string): Promise<Buffer> {
  const title = `${type.noun[0]} – ${TITLES[kind]}`;
  const doc = new PDFDocument({ size: "A4", margin: 56, compress: true, info: { Title: title, Author: brand.name, Creator: brand.name, Producer: brand.name, CreationDate: new Date(0), ModDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.rect(0, 0, doc.page.width, 64).fill(brand.colours.primary);
  doc.rect(0, 64, doc.page.width, 6).fill(brand.colours.accent);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(24).text(brand.name, 56, 20);
  doc.fillColor("#111827").font("Helvetica-Bold").fontSize(18).text(title, 56, 100);
  doc.font("Helvetica").fontSize(10).fillColor("#4b5563").text(`Models ${type.code}-…`, { paragraphGap: 12 });
  doc.fillColor("#111827");
  if (kind === "manual") {
    for (const [heading, text] of MANUAL) {
      doc.font("Helvetica-Bold").fontSize(12).text(heading, { paragraphGap: 4 });
      doc.font("Helvetica").fontSize(10).text(text, { paragraphGap: 10 });
    }
  } else {
    const rows: [string, string][] = type.params.map((param) => {
      if (param.kind === "material") return ["Material", param.values.join(" / ")];
      const values = param.kind === "num" ? param.values.map((value) => `${value} ${param.unit}`) : param.values;
      return [PARAM_NAMES[param.key][0], values.join(" / ")];
    });
    if (type.electric) rows.push(["Power supply", voltage]);
    const [length, width, height, weight] = type.unit;
    rows.push(["Retail box (L × W × H)", `${length} × ${width} × ${height} mm, ${weight} g`]);
    rows.push(["Units per carton", type.perCarton.join(" / ")]);
    for (const [name, value] of rows) {
      const y = doc.y;
      doc.font("Helvetica-Bold").fontSize(10).text(name, 56, y, { width: 180 });
      const after = doc.y;
      doc.font("Helvetica").text(value, 250, y, { width: 290 });
      doc.y = Math.max(after, doc.y) + 6;
    }
  }
  doc.font("Helvetica").fontSize(8).fillColor("#6b7280").text(`${brand.name} wholesale – demo document`, 56, doc.page.height - 80);
  doc.end();
  return done;
}

/** Every demo document: a manual and a specification sheet per product type of each brand. */
export async function demoDocuments(): Promise<DemoDocument[]> {
  const documents: DemoDocument[] = [];
  for (const brand of BRANDS) {
    const catalogue = CATALOGUES[brand.key];
    const types = new Map(typeSlots(catalogue).map(({ type }) => [type.key, type]));
    for (const type of types.values()) {
      for (const kind of ["manual", "specification"] as const) {
        const fileName = `${type.key}-${kind}.pdf`;
        documents.push({ brandKey: brand.key, typeKey: type.key, kind, key: `media/documents/${brand.key}/${fileName}`, fileName, bytes: await renderPdf(brand, type, kind, catalogue.voltage) });
      }
    }
  }
  return documents;
}

/** The demo videos' bytes, read from the committed assets. */
export async function demoVideoFiles(): Promise<{ key: string; bytes: Buffer }[]> {
  return Promise.all(DEMO_VIDEOS.map(async (video) => ({ key: video.key, bytes: await readFile(path.join(ASSETS, video.file)) })));
}

/** The product type of a demo product, from its main picture's name (products/<brand>/<type>-<n>.webp). */
const TYPE_OF_IMAGE = sql.raw(`substring(p.images[1] from '^products/[^/]+/(.+)-[0-9]+\\.webp$')`);

async function writeDocuments(db: Executor, documents: DemoDocument[]): Promise<number> {
  const values = sql.join(
    documents.map((document) => sql`(${document.brandKey}, ${document.typeKey}, ${document.kind}, ${document.key}, ${document.bytes.length}::bigint, ${document.fileName})`),
    sql`, `,
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with inserted as (
          insert into product_documents (product_id, kind, language, storage_key, bytes, file_name)
          select p.id, d.kind, 'en', d.key, d.bytes, d.file_name
          from products p join (values ${values}) as d(brand_key, type_key, kind, key, bytes, file_name)
            on d.brand_key = p.brand_key and d.type_key = ${TYPE_OF_IMAGE}
          order by p.id, d.kind
          returning 1)
        select count(*)::int as n from inserted`,
  );
  return row?.n ?? 0;
}

/** The products with videos: those of each brand's first product type. */
async function writeVideos(db: Executor, sizes: Map<string, number>): Promise<number> {
  const firstTypes = BRANDS.map((brand) => sql`(${brand.key}, ${typeSlots(CATALOGUES[brand.key])[0]!.type.key})`);
  const videos = sql.join(
    DEMO_VIDEOS.map((video) => sql`(${video.resolution}, ${video.key}, ${sizes.get(video.key) ?? 0}::bigint, ${video.durationMs}::int)`),
    sql`, `,
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with inserted as (
          insert into product_videos (product_id, resolution, storage_key, bytes, duration_ms)
          select p.id, v.resolution, v.key, v.bytes, v.duration
          from products p
          join (values ${sql.join(firstTypes, sql`, `)}) as t(brand_key, type_key) on t.brand_key = p.brand_key and t.type_key = ${TYPE_OF_IMAGE}
          cross join (values ${videos}) as v(resolution, key, bytes, duration)
          order by p.id, v.resolution desc
          returning 1)
        select count(*)::int as n from inserted`,
  );
  return row?.n ?? 0;
}

export async function accountOf(db: Executor, email: string): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`demo account ${email} is missing`);
  return row.id;
}

async function categoryOf(db: Executor, brandKey: string, level: number, index = 0): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select c.id from categories c where c.brand_key = ${brandKey} and c.level = ${level}
          and exists (select 1 from products p where p.category_id = c.id or p.category_id in (select id from categories where parent_id = c.id))
        order by c.id offset ${index} limit 1`,
  );
  return Number(row!.id);
}

const request = (parts: PackageRequest["parts"], productIds: number[] | null = null, fileName: string | null = null): PackageRequest => ({
  parts,
  videoResolution: "standard",
  unwatermarked: false,
  productIds,
  fileName,
});

/**
 * The demo buyers' records, one in each state: done (generated now through the real package
 * writer, when there is a storage to write to), failed, expired (its files cleaned up), and
 * generating (its job queued: the server makes it when it starts).
 */
async function writeRecords(db: Executor, { now, storage }: { now: Date; storage: Storage | null }): Promise<number> {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const buyer = await accountOf(db, "buyer.es@demo.test");
  const products = await queryRows<{ id: number; barcode: string }>(db, sql`select p.id, p.barcode from products p where p.brand_key = 'aigostar' and not p.off_market order by p.id limit 3`);
  const [foreign] = await queryRows<{ barcode: string }>(db, sql`select barcode from products where brand_key = 'nobleza' order by id limit 1`);
  let written = 0;
  const insert = async (values: typeof downloadRecords.$inferInsert) => {
    const [row] = await db.insert(downloadRecords).values(values).returning({ id: downloadRecords.id });
    written += 1;
    return row!.id;
  };

  if (storage) {
    // A few products by barcode, with everything: pictures (watermarked), thumbnails, card
    // images, documents and videos, generated now through the real package writer.
    const requestedAt = ago(0, 2);
    const withVideos = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p where p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) > 0
            and exists (select 1 from product_videos v where v.product_id = p.id) order by p.id limit 3`,
    );
    const done = request(["images", "thumbnails", "cardImages", "documents", "videos"], withVideos.map((row) => Number(row.id)), "demo-barcodes.csv");
    const id = await insert({ accountId: buyer, brandKey: "aigostar", source: "barcodes", request: done, productCount: withVideos.length, requestedAt, expiresAt: recordExpiry(requestedAt), attempt: 1 });
    const record = { id, accountId: buyer, brandKey: "aigostar", source: "barcodes" as const, categoryId: null, request: done, expiresAt: recordExpiry(requestedAt), attempt: 1 };
    const built = await buildPackage(record, { executor: db, storage });
    await finishPackage(db, record, built, ago(0, 1));
  }

  const failedAt = ago(2);
  await insert({
    accountId: buyer,
    brandKey: "aigostar",
    source: "cart",
    request: request(["images", "thumbnails"], products.map((product) => Number(product.id))),
    status: "failed",
    failureReason: "missingSource",
    productCount: products.length,
    requestedAt: failedAt,
    finishedAt: new Date(failedAt.getTime() + 60_000),
    expiresAt: recordExpiry(failedAt),
    seenAt: new Date(failedAt.getTime() + 3_600_000),
    attempt: PACKAGE_JOB_ATTEMPTS,
  });

  const expiredAt = ago(12);
  const skipped: SkippedBarcode[] = [
    { barcode: "0000000000000", reason: "unknown" },
    ...(foreign ? [{ barcode: foreign.barcode, reason: "otherBrand" as const }] : []),
  ];
  await insert({
    accountId: buyer,
    brandKey: "aigostar",
    source: "barcodes",
    request: request(["images", "documents"], products.slice(0, 2).map((product) => Number(product.id)), "barcodes.xlsx"),
    skipped,
    status: "done",
    watermarked: true,
    productCount: 2,
    fileCount: 1,
    bytes: 1_843_200,
    requestedAt: expiredAt,
    finishedAt: new Date(expiredAt.getTime() + 120_000),
    filesExpireAt: new Date(expiredAt.getTime() + 120_000 + 7 * DAY),
    expiresAt: recordExpiry(expiredAt),
    seenAt: new Date(expiredAt.getTime() + 3_600_000),
    attempt: 1,
  });

  const generatingAt = ago(0, 0);
  const generating = await insert({ accountId: buyer, brandKey: "aigostar", source: "category", categoryId: await categoryOf(db, "aigostar", 2), request: request(["documents"]), requestedAt: generatingAt, expiresAt: recordExpiry(generatingAt) });
  const [job] = await db.insert(jobs).values({ kind: "download-package", payload: { recordId: generating }, maxAttempts: PACKAGE_JOB_ATTEMPTS, runAt: now }).returning({ id: jobs.id });
  await db.update(downloadRecords).set({ jobId: job!.id }).where(eq(downloadRecords.id, generating));
  return written;
}

/** One request for unwatermarked images in each state: approved, under review, refused with a reason. */
async function writePermissions(db: Executor, now: Date): Promise<number> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const rows: (typeof imagePermissions.$inferInsert)[] = [
    { accountId: await accountOf(db, "buyer.de@demo.test"), purpose: "website", note: "Product pictures for our web shop haushaltswaren-becker.example", status: "approved", decidedBy: "customer service (demo)", decidedAt: ago(20), requestedAt: ago(21) },
    { accountId: await accountOf(db, "buyer.fr@demo.test"), purpose: "customers", note: "Catalogue for our retail customers", status: "review", requestedAt: ago(1) },
    {
      accountId: await accountOf(db, "buyer.it@demo.test"),
      purpose: "website",
      note: "",
      status: "refused",
      reason: "We could not find the web shop named in the request. Please give its address and ask again.",
      decidedBy: "customer service (demo)",
      decidedAt: ago(5),
      requestedAt: ago(6),
    },
  ];
  await db.insert(imagePermissions).values(rows);
  return rows.length;
}

export type DownloadsSummary = { documents: number; videos: number; downloadRecords: number; imagePermissions: number; filesWritten: number };

/**
 * Writes the download centre's demo data. The documents' and videos' rows are written in any
 * case; their files (and the done record's package) only when a storage is given.
 */
export async function seedDownloads(db: Executor, { now, storage }: { now: Date; storage: Storage | null }): Promise<DownloadsSummary> {
  const documents = await demoDocuments();
  const videoFiles = await demoVideoFiles();
  let filesWritten = 0;
  if (storage) {
    for (const file of [...documents, ...videoFiles]) {
      await storage.put(file.key, file.bytes);
      filesWritten += 1;
    }
  }
  const documentRows = await writeDocuments(db, documents);
  const videoRows = await writeVideos(db, new Map(videoFiles.map((file) => [file.key, file.bytes.length])));
  const records = await writeRecords(db, { now, storage });
  const permissions = await writePermissions(db, now);
  return { documents: documentRows, videos: videoRows, downloadRecords: records, imagePermissions: permissions, filesWritten };
}
