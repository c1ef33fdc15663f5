import fs from "node:fs";
import path from "node:path";

/** The two sweep workers each sign in with their own buyer: the language is saved on the account. */
export const SWEEP_ACCOUNTS = ["buyer.gb@demo.test", "buyer.fr@demo.test"] as const;
export const SALESMAN = "sales@demo.test";
/** The back office's staff (decision 0112): customer service, and the administrator for the staff pages. */
export const SERVICE = "service@demo.test";
export const ADMIN = "admin@demo.test";
/**
 * The demo buyer with download records in every state (done, failed, expired; its generating one is
 * made as the server starts), whose company may read Spanish and English only: the sweep visits its
 * pages in those two.
 */
export const RECORDS_ACCOUNT = "buyer.es@demo.test";
export const RECORDS_LANGUAGES = ["en", "es"] as const;
/** The demo buyer whose request for unwatermarked images was refused with a reason (Italian and English only). */
export const REFUSED_ACCOUNT = "buyer.it@demo.test";
export const REFUSED_LANGUAGES = ["en", "it"] as const;
/** Brand homes and lists open on their own host (decision 0003). */
export const BRAND_HOSTS = ["nobleza.localhost", "ubathlife.localhost", "lumora.localhost", "mx.localhost"] as const;

export const STATE_DIR = path.resolve(`tests/.cache/a11y-state-${process.env.E2E_PORT}`);
export const idsFile = path.join(STATE_DIR, "ids.json");
export const stateFile = (email: string) => path.join(STATE_DIR, `${email.replace(/[^\w.-]/g, "_")}.json`);

/** Real ids of one sweep buyer's data (written by prepare.setup.ts). */
export type SweepIds = {
  productId: string;
  soldOutId: string;
  orderNumber: string;
  cancellable: string;
  reorderId: string;
  planId: string;
  importId: string;
  noticeId: string;
  addressId: string;
  messageId: string;
  /** A combination the buyer may order (its page, /order/BatchOrderDetailCompose). */
  combinationId: string;
  /** One of the buyer's returns (/order/returnDetail). */
  returnId: string;
};

export type PreparedIds = {
  buyers: Record<string, SweepIds>;
  themeId: string;
  arrivalsDetail: string;
  resetToken: string;
  /** Download records of RECORDS_ACCOUNT: one whose files are valid (done), one whose files have expired. */
  records: { done: string; expired: string };
  /** A pallet of RECORDS_ACCOUNT (the demo gives buyer.es its pallets). */
  palletId: string;
  /** The back office's records: the first of each list. */
  office: { orderId: string; imageId: string; apiId: string; bannerId: string; helpId: string; registrationId: string; falconId: string; staffId: string };
  /** The product the keyboard journey orders: the dearest on the first list page (the order minimum is met with twice its minimum). */
  journey: { productId: string; barcode: string; minimum: number };
};

let prepared: PreparedIds | undefined;
/** The ids prepare.setup.ts wrote, read once per worker. */
export function preparedIds(): PreparedIds {
  prepared ??= JSON.parse(fs.readFileSync(idsFile, "utf8")) as PreparedIds;
  return prepared;
}
