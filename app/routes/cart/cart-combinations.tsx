import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { type FormReply, DataTable, replyErrors, replyValue } from "~/chunks/forms";
import { dateTimeFormat, formatCount, formatMoney, formatScaled, useTranslation } from "~/chunks/shell";
import type { CombinationChange } from "~/domain/combinations";
import type { Language } from "~/i18n/languages";
import type { CartCombinationGroup } from "~/services/cart/cart-combinations.server";

type T = (key: string, values?: Record<string, unknown>) => string;

/** A refused combination form of the cart: the group, what was typed and the message. */
type Failure = { combinationId: number; sets: string; text: string } | null;

function failureOf(reply: FormReply | undefined, t: T): Failure {
  const id = reply ? replyValue(reply, "combinationId") : "";
  if (!reply || !/^\d{1,9}$/.test(id)) return null;
  return { combinationId: Number(id), sets: replyValue(reply, "sets"), text: replyErrors(reply, t, () => undefined)[0]?.message ?? t("combinations:errors.notFound") };
}

type Props = { groups: CartCombinationGroup[]; lng: Language; currency: string; brandKey: string; reply: FormReply | undefined };

/**
 * The cart's combination groups (decision 0108): each with its items inside, the set's price, the
 * tier reached and the next one, its total, a sets field, removal (a second form inside a
 * disclosure, without JavaScript too), and the message of its state with its way out: out of
 * stock (buy singly instead, or fewer sets), below the minimum (the sets that reach it), changed
 * (what changed, confirm refresh), ended (remove or buy singly). Plain forms to /cart.
 */
export function CartCombinations({ groups, lng, currency, brandKey, reply }: Props) {
  const { t } = useTranslation("combinations");
  if (groups.length === 0) return null;
  const failure = failureOf(reply, t);
  const money = (minor: number) => formatMoney(minor, currency, lng);
  const rate = (bp: number) => t("rate", { rate: formatScaled(bp, 2, lng, 0) });
  return (
    <section aria-labelledby="cart-combinations-heading" className="mt-8">
      <h2 id="cart-combinations-heading" className="text-xl font-semibold">
        {t("cart.heading")}
      </h2>
      {groups.map((group) => (
        <Group key={group.combinationId} group={group} lng={lng} money={money} rate={rate} linkable={group.brandKey === brandKey} failure={failure?.combinationId === group.combinationId ? failure : null} />
      ))}
    </section>
  );
}

type GroupProps = { group: CartCombinationGroup; lng: Language; money: (minor: number) => string; rate: (bp: number) => string; linkable: boolean; failure: Failure };

/** A plain form posting one intent for the group, with its hidden fields (and a field of its own, as children). */
type GroupFormProps = { group: CartCombinationGroup; intent: string; fields?: Record<string, number>; label: string; className?: string; pressed?: boolean; children?: ReactNode };

function GroupForm({ group, intent, fields = {}, label, className = "rounded border border-gray-500 px-3 py-1 font-medium", pressed, children }: GroupFormProps) {
  const { t } = useTranslation("combinations");
  return (
    <Form method="post" action="/cart" preventScrollReset className={children ? "flex flex-wrap items-end gap-2" : "inline-block"}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="combinationId" value={group.combinationId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" aria-pressed={pressed} className={className}>
        {pressed === undefined ? null : <span aria-hidden="true">{pressed ? "☑ " : "☐ "}</span>}
        {label}
        <span className="sr-only">{t("forCombination", { name: group.name })}</span>
      </button>
    </Form>
  );
}

function Group({ group, lng, money, rate, linkable, failure }: GroupProps) {
  const { t } = useTranslation("combinations");
  const id = `combination-${group.combinationId}`;
  const setsId = `combination-sets-${group.combinationId}`;
  const ended = group.state.kind === "ended";
  return (
    <article id={id} data-code={group.code} data-brand={group.brandKey} data-state={group.state.kind} aria-labelledby={`${id}-name`} className={`mt-4 rounded border p-4 ${group.state.kind === "ok" ? "border-gray-300" : "border-red-700"}`}>
      <h3 id={`${id}-name`} className="text-lg font-semibold">
        {linkable && !ended ? (
          <Link to={`/order/BatchOrderDetailCompose?id=${group.combinationId}`} className="text-brand-dark underline">
            {group.name}
          </Link>
        ) : (
          group.name
        )}{" "}
        <span className="text-sm font-normal text-gray-700">
          {group.brandName} {t("cart.setsCount", { count: group.sets, sets: formatCount(group.sets, lng) })}
        </span>
      </h3>
      <div className="mt-2">
        <GroupForm group={group} intent={group.checked ? "combinationUncheck" : "combinationCheck"} pressed={group.checked} label={t("cart.order")} />
      </div>
      <StateMessage group={group} lng={lng} money={money} rate={rate} />
      <DataTable caption={t("cart.caption", { name: group.name })} className="mt-3" columns={[{ label: t("cart.product") }, { label: t("cart.perSet"), align: "right" }, { label: t("cart.quantity"), align: "right" }, { label: t("cart.unitPrice"), align: "right" }, { label: t("cart.lineTotal"), align: "right" }]}>
        {group.items.map((item) => (
          <tr key={item.productId} className="border-b border-gray-200">
            <th scope="row" className="py-2 pr-4 font-normal">
              <span className="font-medium">{item.name}</span>
              <span className="block text-xs break-all text-gray-700">{item.barcode}</span>
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{formatCount(item.perSet, lng)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{formatCount(item.quantity, lng)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{item.unitMinor === null ? "—" : money(item.unitMinor)}</td>
            <td className="py-2 text-right tabular-nums">{item.lineTotalMinor === null ? "—" : money(item.lineTotalMinor)}</td>
          </tr>
        ))}
      </DataTable>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{t("cart.setPrice")}</dt>
        <dd className="tabular-nums">
          {group.setUnitMinor === null ? "—" : money(group.setUnitMinor)}
          {group.setBaseMinor !== null && group.setBaseMinor !== group.setUnitMinor ? <span className="ml-2 text-sm text-gray-700">{t("cart.beforeTier", { price: money(group.setBaseMinor) })}</span> : null}
        </dd>
        <dt>{t("cart.tier")}</dt>
        <dd>
          {group.tier ? t("cart.tierReached", { rate: rate(group.tier.discountBp), count: group.tier.fromSets }) : t("cart.noTier")}
          {group.next && !ended ? <span className="block text-sm font-medium text-green-900">{t("cart.next", { count: group.next.setsMore, rate: rate(group.next.discountBp) })}</span> : null}
        </dd>
        <dt className="font-semibold">{t("cart.net")}</dt>
        <dd className="font-semibold tabular-nums">{group.netMinor === null ? "—" : money(group.netMinor)}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        {ended ? null : (
          <GroupForm group={group} intent="combinationSets" label={t("cart.update")}>
            <div>
              <label htmlFor={setsId} className="block text-sm font-medium">
                {t("cart.setsOf", { name: group.name })}
              </label>
              <input
                id={setsId}
                name="sets"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={failure ? failure.sets : String(group.sets)}
                key={failure ? `failed-${failure.sets}` : `sets-${group.sets}`}
                aria-invalid={failure ? true : undefined}
                aria-describedby={failure ? `${setsId}-error` : undefined}
                className="w-24 rounded border border-gray-500 px-2 py-1 tabular-nums"
              />
            </div>
          </GroupForm>
        )}
        <details>
          <summary className="cursor-pointer font-medium text-red-800 underline">
            {t("cart.remove")}
            <span className="sr-only">{t("forCombination", { name: group.name })}</span>
          </summary>
          <p className="mt-2">{t("cart.removeAsk", { name: group.name, count: group.sets })}</p>
          <GroupForm group={group} intent="combinationRemove" label={t("cart.removeConfirm")} className="mt-2 rounded bg-red-800 px-3 py-1 font-semibold text-white" />
        </details>
      </div>
      {failure ? (
        <p id={`${setsId}-error`} className="mt-2 text-sm font-medium text-red-700">
          {failure.text}
        </p>
      ) : null}
    </article>
  );
}

/** The group's message (the SPEC's words) with its way out; nothing when it can be ordered. */
function StateMessage({ group, lng, money, rate }: Omit<GroupProps, "linkable" | "failure">) {
  const { t } = useTranslation("combinations");
  const { state } = group;
  if (state.kind === "ok") return null;
  const singly = <GroupForm group={group} intent="combinationSingly" label={t("cart.singly")} />;
  const setTo = (sets: number) => <GroupForm group={group} intent="combinationSets" fields={{ sets }} label={t("cart.setTo", { count: sets, sets: formatCount(sets, lng) })} />;
  const box = (title: string, body: ReactNode, actions: ReactNode) => (
    <div className="mt-3 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3">
      <p className="font-semibold text-red-900">
        <span aria-hidden="true">⚠ </span>
        {title}
      </p>
      {body}
      <div className="mt-2 flex flex-wrap gap-3">{actions}</div>
    </div>
  );
  switch (state.kind) {
    case "outOfStock":
      return box(
        t("cart.outOfStock"),
        <p className="mt-1 text-sm">{t("cart.outOfStockDetail", { count: state.mostSets, most: formatCount(state.mostSets, lng), sets: formatCount(group.sets, lng) })}</p>,
        <>
          {singly}
          {state.mostSets > 0 ? setTo(state.mostSets) : null}
        </>,
      );
    case "belowMinimum":
      return box(
        t("cart.belowMinimum"),
        <p className="mt-1 text-sm">
          {t("cart.belowMinimumDetail", { minimum: money(state.minimumMinor), amount: money(state.amountMinor) })}{" "}
          {state.setsNeeded === null ? t("cart.minimumUnreachable") : t("cart.setsNeeded", { count: state.setsNeeded, sets: formatCount(state.setsNeeded, lng) })}
        </p>,
        state.setsNeeded === null ? null : setTo(state.setsNeeded),
      );
    case "changed":
      return box(
        t("cart.changed"),
        <ChangesTable group={group} changes={state.changes} lng={lng} money={money} rate={rate} />,
        <GroupForm group={group} intent="combinationConfirm" fields={{ version: group.version }} label={t("cart.confirm")} />,
      );
    case "ended":
      return box(t(`cart.ended.${state.reason}`), null, singly);
  }
}

function ChangesTable({ group, changes, lng, money, rate }: Omit<GroupProps, "linkable" | "failure"> & { changes: CombinationChange[] }) {
  const { t } = useTranslation("combinations");
  if (changes.length === 0) return <p className="mt-1 text-sm">{t("cart.changedNothingShown")}</p>;
  const name = (productId: number) => group.productNames[productId] ?? `#${productId}`;
  const perSet = (quantity: number) => t("cart.changes.perSet", { quantity: formatCount(quantity, lng) });
  const amount = (minor: number | null) => (minor === null ? t("cart.changes.none") : money(minor));
  const day = (iso: string | null) => (iso === null ? t("cart.changes.open") : dateTimeFormat(lng, { dateStyle: "medium" }).format(new Date(iso)));
  const period = (value: { startsAt: string | null; endsAt: string | null }) => `${day(value.startsAt)} – ${day(value.endsAt)}`;
  const gone = t("cart.changes.removed");
  const rows = changes.map((change): [string, string, string] => {
    switch (change.kind) {
      case "itemAdded":
        return [t("cart.changes.itemAdded", { name: name(change.productId) }), "—", perSet(change.quantity)];
      case "itemRemoved":
        return [name(change.productId), perSet(change.quantity), gone];
      case "itemQuantity":
        return [name(change.productId), perSet(change.from), perSet(change.to)];
      case "tierAdded":
        return [t("cart.changes.tier", { count: change.fromSets }), "—", rate(change.discountBp)];
      case "tierRemoved":
        return [t("cart.changes.tier", { count: change.fromSets }), rate(change.discountBp), gone];
      case "tierRate":
        return [t("cart.changes.tier", { count: change.fromSets }), rate(change.from), rate(change.to)];
      case "minimum":
        return [t("cart.changes.minimum"), amount(change.from), amount(change.to)];
      case "active":
        return [t("cart.changes.active"), t(`cart.changes.${change.from ? "yes" : "no"}`), t(`cart.changes.${change.to ? "yes" : "no"}`)];
      case "period":
        return [t("cart.changes.period"), period(change.from), period(change.to)];
    }
  });
  return (
    <DataTable caption={t("cart.changesCaption", { name: group.name })} className="mt-2" columns={[{ label: t("cart.changes.what") }, { label: t("cart.changes.before") }, { label: t("cart.changes.after") }]}>
      {rows.map(([what, before, after], index) => (
        <tr key={index} className="border-b border-red-200">
          <th scope="row" className="py-1 pr-4 font-normal">
            {what}
          </th>
          <td className="py-1 pr-4 tabular-nums">{before}</td>
          <td className="py-1 font-medium tabular-nums">{after}</td>
        </tr>
      ))}
    </DataTable>
  );
}
