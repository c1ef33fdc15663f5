import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { formatDateTime } from "~/domain/date-time";
import { noticeFrom, withNotice } from "~/domain/notices";
import { OUTLET_GRADE_LIST, OUTLET_NOTE_MAX, OUTLET_REDUCTION_MAX_BP, OUTLET_REDUCTION_MIN_BP, OUTLET_UNITS_MAX } from "~/domain/outlet";
import { requireStaff } from "~/services/identity/staff.server";
import { momentField } from "~/services/office/content/banner-form.server";
import { localizedDefaults, localizedShape, localizedValue } from "~/services/office/content/form.server";
import { closeLot, createLot, officeLots } from "~/services/office/outlet.server";
import { BRANDS } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const OUTLET_PATH = "/office/outlet";

const brandOf = (request: Request) => {
  const asked = new URL(request.url).searchParams.get("brand");
  return BRANDS.find((brand) => brand.key === asked) ?? BRANDS[0]!;
};

const addressOf = (brandKey: string) => `${OUTLET_PATH}?${new URLSearchParams({ brand: brandKey })}`;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

export const lotSchema = z
  .object({
    barcode: z
      .string({ error: "outlet:office.errors.barcode" })
      .trim()
      .min(1, "outlet:office.errors.barcode")
      .max(64, "outlet:office.errors.barcode")
      .regex(/^[A-Za-z0-9-]+$/, "outlet:office.errors.barcode"),
    grade: z.enum(OUTLET_GRADE_LIST, { error: "outlet:office.errors.grade" }),
    units: wholeNumber("outlet:office.errors.units", 1, OUTLET_UNITS_MAX),
    reduction: wholeNumber("outlet:office.errors.reduction", OUTLET_REDUCTION_MIN_BP / 100, OUTLET_REDUCTION_MAX_BP / 100),
    availableFrom: momentField,
    availableUntil: momentField,
    ...localizedShape([{ name: "note", max: OUTLET_NOTE_MAX, multiline: true }]),
  })
  .superRefine((value, context) => {
    const from = value.availableFrom ?? new Date();
    if (value.availableUntil && value.availableUntil <= from) context.addIssue({ code: "custom", path: ["availableUntil"], message: "outlet:office.errors.period" });
  });

/** A brand's lots with their state, and the form for a new one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "outlet");
  const lng = await getLanguage(request, context);
  const brand = brandOf(request);
  const lots = await officeLots(brand.key, lng);
  const when = (date: Date | null) => (date ? { iso: date.toISOString(), text: formatDateTime(date.toISOString(), lng, "UTC") } : null);
  return {
    title: await pageTitle(request, context, "outlet:office.title", { brand: brand.name }),
    notice: noticeFrom("officeOutlet", new URL(request.url).search),
    brand: { key: brand.key, name: brand.name },
    brands: BRANDS.map((each) => ({ key: each.key, name: each.name })),
    lots: lots.map((lot) => ({ ...lot, availableFrom: when(lot.availableFrom)!, availableUntil: when(lot.availableUntil), closedAt: when(lot.closedAt) })),
    defaults: { grade: "B", units: "", reduction: "20", availableFrom: "", availableUntil: "", barcode: "", ...localizedDefaults({ note: null }) },
  };
}

/** Create a lot (intent create) or close one (intent close, field id). */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "outlet");
  const brand = brandOf(request);
  const form = await request.formData();
  return dispatchIntent(
    context,
    form,
    {
      create: async () => {
        const submission = parseWithZod(form, { schema: lotSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const value = submission.value;
        const result = await createLot(staff, {
          brandKey: brand.key,
          barcode: value.barcode,
          grade: value.grade,
          note: localizedValue(value as Record<string, unknown>, "note"),
          units: value.units,
          reductionBp: value.reduction * 100,
          availableFrom: value.availableFrom ?? new Date(),
          availableUntil: value.availableUntil ?? null,
        });
        if (!result.ok) return refuseForm(context, submission, { fieldErrors: { barcode: [{ key: "outlet:office.errors.unknownBarcode", values: { brand: brand.name } }] } });
        return redirect(withNotice(`${addressOf(brand.key)}#lot-${result.id}`, "officeOutlet", "created"));
      },
      close: async () => {
        const submission = parseWithZod(form, { schema: z.object({ id: z.string().regex(/^\d{1,9}$/, "outlet:errors.lot").transform(Number) }) });
        if (submission.status !== "success") return refuseForm(context, submission);
        if (!(await closeLot(staff, brand.key, submission.value.id))) return refuseForm(context, submission, { status: 404, formErrors: ["outlet:office.errors.notOpen"] });
        return redirect(withNotice(addressOf(brand.key), "officeOutlet", "closed"));
      },
    },
    "outlet:errors.intent",
  );
}
