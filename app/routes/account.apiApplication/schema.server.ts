import { z } from "zod";
import { COMPANY_NAME_MAX, CONTACT_NOTE_MAX, DATA_WANTED, type DataWanted, ENTERPRISE_SIZES, OTHER_DATA_MAX, SHOP_URL_MAX } from "~/domain/api-access";
import { messageRef } from "~/domain/form-message";

const E = "apiaccess:errors";
const tooLong = (field: string, max: number) => messageRef({ key: `${E}.${field}.tooLong`, values: { max } });
/** Control characters (NUL above all, which a database text cannot hold) belong in none of these texts. */
const noControls = (value: string) => !/\p{Cc}/u.test(value);
/** A note may have lines (and tabs), but no other control characters. */
const noteText = (value: string) => noControls(value.replace(/\r?\n|\t/g, ""));

/**
 * An absolute http(s) address with a host, as the WHATWG URL parser reads it (decision 0107); no
 * user name or password in it (a shop's address never needs them, and they would be kept in clear).
 */
export function isShopUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "" && url.password === "";
}

/**
 * The application form (submit, edit, resubmit share it); messages are locale keys the page
 * translates, one per field (an empty or too long text is not also said to be malformed).
 */
export const applicationSchema = z
  .object({
    intent: z.enum(["submit", "edit", "resubmit"]),
    companyName: z
      .string({ error: `${E}.companyName.required` })
      .trim()
      .min(1, { error: `${E}.companyName.required`, abort: true })
      .max(COMPANY_NAME_MAX, { error: tooLong("companyName", COMPANY_NAME_MAX), abort: true })
      .refine(noControls, `${E}.companyName.invalid`),
    shopUrl: z
      .string({ error: `${E}.shopUrl.required` })
      .trim()
      .min(1, { error: `${E}.shopUrl.required`, abort: true })
      .max(SHOP_URL_MAX, { error: tooLong("shopUrl", SHOP_URL_MAX), abort: true })
      .refine((value) => noControls(value) && isShopUrl(value), `${E}.shopUrl.invalid`),
    enterpriseSize: z.enum(ENTERPRISE_SIZES, { error: `${E}.enterpriseSize.choose` }),
    technicalStaff: z.enum(["yes", "no"], { error: `${E}.technicalStaff.choose` }).transform((value) => value === "yes"),
    dataWanted: z
      .array(z.string(), { error: `${E}.dataWanted.choose` })
      .min(1, `${E}.dataWanted.choose`)
      .refine((values) => values.every((value) => (DATA_WANTED as readonly string[]).includes(value)), `${E}.dataWanted.choose`)
      // In the list's own order, each once, however the browser sent them.
      .transform((values) => DATA_WANTED.filter((item) => values.includes(item)) as DataWanted[]),
    otherData: z
      .string()
      .trim()
      .max(OTHER_DATA_MAX, { error: tooLong("otherData", OTHER_DATA_MAX), abort: true })
      .refine(noControls, `${E}.otherData.invalid`)
      .optional(),
    contactNote: z
      .string()
      .trim()
      .max(CONTACT_NOTE_MAX, { error: tooLong("contactNote", CONTACT_NOTE_MAX), abort: true })
      .refine(noteText, `${E}.contactNote.invalid`)
      .optional(),
  })
  .check(
    z.refine((value) => !(value.dataWanted.includes("other") && !value.otherData), {
      path: ["otherData"],
      message: `${E}.otherData.required`,
      // Also when other fields are wrong, so every message shows at once.
      when: (payload) => {
        const wanted = (payload.value as { dataWanted?: unknown } | undefined)?.dataWanted;
        return Array.isArray(wanted) && wanted.includes("other");
      },
    }),
  );

/** The secret forms: the first one, and the confirmed rotation, which names the secret it replaces. */
export const createSecretSchema = z.object({ intent: z.literal("createSecret") });
export const rotateSecretSchema = z.object({
  intent: z.literal("rotateSecret"),
  replacing: z.coerce.number({ error: "apiaccess:problems.secretChanged" }).int("apiaccess:problems.secretChanged").positive("apiaccess:problems.secretChanged").max(2_147_483_647, "apiaccess:problems.secretChanged"),
});
