import { type AppLoadContext, redirect } from "@remix-run/node";
import { z } from "zod";
import { MAX_SETS } from "~/domain/combined-orders";
import { withNotice } from "~/domain/notices";
import {
  confirmCombinationRefresh,
  putCombinationSingly,
  removeCombinationGroup,
  setCombinationChecked,
  setCombinationSets,
} from "~/services/cart/cart-combinations.server";
import type { Actor } from "~/services/identity/actor.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";

/** A number of sets: 1 to 9,999, a whole number; far too long input never reaches Number. */
export const setsField = z
  .string({ error: "combinations:errors.setsRequired" })
  .trim()
  .min(1, "combinations:errors.setsRequired")
  .regex(/^\d+$/, "combinations:errors.setsWhole")
  .max(9, "combinations:errors.setsRange")
  .transform(Number)
  .refine((sets) => sets >= 1 && sets <= MAX_SETS, "combinations:errors.setsRange");

/** A combination's id as a form or an address carries it: whole, positive, at most nine digits. */
export const combinationIdField = z
  .string({ error: "combinations:errors.notFound" })
  .trim()
  .regex(/^\d{1,9}$/, "combinations:errors.notFound")
  .transform(Number)
  .refine((id) => id > 0, "combinations:errors.notFound");

const groupSchema = z.object({ combinationId: combinationIdField });
const setsSchema = groupSchema.extend({ sets: setsField });
const confirmSchema = groupSchema.extend({ version: z.string().trim().regex(/^\d{1,9}$/, "combinations:errors.notFound").transform(Number) });

const anchor = (id: number) => `/cart#combination-${id}`;

/**
 * The cart page's intents for its combination groups (decision 0108): change the sets, tick or
 * untick the group for the order, remove it, confirm a changed combination's new version, put the
 * items in the cart singly. A group
 * the acting account does not hold (another account's, an unknown id) is a 404 with the message;
 * bad input a 400 with what was typed kept. Each success redirects to the group with a notice.
 */
export function combinationIntents(context: AppLoadContext, actor: Actor, form: URLSearchParams) {
  const notHeld = (submission: Parameters<typeof refuseForm>[1]) => refuseForm(context, submission, { status: 404, formErrors: ["combinations:errors.notFound"] });
  const setChecked = async (checked: boolean) => {
    const submission = parseWithZod(form, { schema: groupSchema });
    if (submission.status !== "success") return refuseForm(context, submission);
    if (!(await setCombinationChecked(actor, submission.value.combinationId, checked))) return notHeld(submission);
    return redirect(withNotice(anchor(submission.value.combinationId), "cart", "checked"));
  };
  return {
    combinationSets: async () => {
      const submission = parseWithZod(form, { schema: setsSchema });
      if (submission.status !== "success") return refuseForm(context, submission);
      const { combinationId, sets } = submission.value;
      if (!(await setCombinationSets(actor, combinationId, sets))) return notHeld(submission);
      return redirect(withNotice(anchor(combinationId), "cart", "combinationUpdated", { sets }));
    },
    combinationCheck: () => setChecked(true),
    combinationUncheck: () => setChecked(false),
    combinationRemove: async () => {
      const submission = parseWithZod(form, { schema: groupSchema });
      if (submission.status !== "success") return refuseForm(context, submission);
      if (!(await removeCombinationGroup(actor, submission.value.combinationId))) return notHeld(submission);
      return redirect(withNotice("/cart", "cart", "combinationRemoved"));
    },
    combinationConfirm: async () => {
      const submission = parseWithZod(form, { schema: confirmSchema });
      if (submission.status !== "success") return refuseForm(context, submission);
      const { combinationId, version } = submission.value;
      const outcome = await confirmCombinationRefresh(actor, combinationId, version);
      if (outcome === "notFound") return notHeld(submission);
      if (outcome === "stale") return refuseForm(context, submission, { status: 409, formErrors: ["combinations:errors.stale"] });
      return redirect(withNotice(anchor(combinationId), "cart", "combinationConfirmed"));
    },
    combinationSingly: async () => {
      const submission = parseWithZod(form, { schema: groupSchema });
      if (submission.status !== "success") return refuseForm(context, submission);
      const result = await putCombinationSingly(actor, submission.value.combinationId);
      if (!result.ok) {
        return result.issue === "notFound" ? notHeld(submission) : refuseForm(context, submission, { status: 409, formErrors: ["combinations:errors.nothingAvailable"] });
      }
      return redirect(withNotice("/cart", "cart", "combinationSingly", { added: result.added.length, skipped: result.skipped.length }));
    },
  };
}
