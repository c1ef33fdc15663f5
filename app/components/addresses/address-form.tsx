import { type FormReply, type SelectOption, Checkbox, ErrorSummary, Field, Select, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/chunks/shell";
import { ADDRESS_LIMITS, type RegionChoices, type RegionOption } from "~/domain/addresses";

export type AddressDefaults = {
  companyName?: string;
  fullName?: string;
  address?: string;
  telephone?: string;
  countryCode?: string;
  provinceId?: string;
  province?: string;
  cityId?: string;
  city?: string;
  postalCode?: string;
  isDefault?: string;
};

/** The address fields as the form posts them (all strings). */
type AddressFields = Required<AddressDefaults>;

type Props = {
  id: string;
  lastResult: FormReply | undefined;
  defaults: AddressDefaults;
  regions: RegionChoices;
  countries: readonly { code: string; name: string }[];
  submitLabel: string;
  cancelHref: string;
  /** Where to go after saving (and on cancel), when the form was opened from another page. */
  redirectTo?: string | null;
};

const countryOptions = (countries: readonly { code: string; name: string }[]): SelectOption[] => countries.map((country) => ({ value: country.code, label: country.name }));
const regionOptions = (regions: readonly RegionOption[]): SelectOption[] => regions.map((region) => ({ value: String(region.id), label: region.name }));

export const REGIONS_RESOURCE = "/account/addresses/regions";

/**
 * The address form. Without JavaScript, "Update the lists" posts the form back and the server
 * shows it again with the provinces of the chosen country (and the cities of the chosen
 * province), keeping what was typed. With JavaScript the lists follow the choice in place.
 */
export function AddressForm({ id, lastResult, defaults, regions, countries, submitLabel, cancelHref, redirectTo = null }: Props) {
  const { t } = useTranslation("addresses");
  const navigation = useNavigation();
  const fetcher = useFetcher<RegionChoices>();
  const hydrated = useHydrated();
  const [form, fields] = useServerForm<AddressFields>({ id, reply: lastResult, defaultValue: defaults });
  // The lists come from the server's answer, until a choice in the browser fetches newer ones.
  const [serverRegions, setServerRegions] = useState(regions);
  const [fetched, setFetched] = useState(false);
  if (serverRegions !== regions) {
    setServerRegions(regions);
    setFetched(false);
  }
  const choices = fetched && fetcher.data ? fetcher.data : regions;

  const reloadRegions = (event: ChangeEvent<HTMLSelectElement>, withProvince: boolean) => {
    const formElement = event.currentTarget.form;
    if (!formElement) return;
    const values = new FormData(formElement);
    const query = new URLSearchParams({ country: String(values.get("countryCode") ?? "") });
    if (withProvince) query.set("province", String(values.get("provinceId") ?? ""));
    setFetched(true);
    fetcher.load(`${REGIONS_RESOURCE}?${query}`);
  };

  const busy = navigation.state === "submitting";
  return (
    <>
      <ErrorSummary errors={summaryErrors(form, t)} />
      <Form method="post" {...form.props} className="max-w-xl">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field field={fields.companyName} label={t("field.companyName")} autoComplete="organization" maxLength={ADDRESS_LIMITS.companyName} />
        <Field field={fields.fullName} label={t("field.fullName")} autoComplete="name" maxLength={ADDRESS_LIMITS.fullName} />
        <Field field={fields.address} label={t("field.address")} hint={t("field.addressHint")} autoComplete="address-line1" maxLength={ADDRESS_LIMITS.address} />
        <Field field={fields.telephone} label={t("field.telephone")} type="tel" autoComplete="tel" maxLength={ADDRESS_LIMITS.telephone} />
        <Select field={fields.countryCode} label={t("field.country")} options={countryOptions(countries)} placeholder={t("field.chooseCountry")} onChange={(event) => reloadRegions(event, false)} />
        {choices.provinces.length > 0 ? (
          <Select
            field={fields.provinceId}
            label={t("field.province")}
            options={regionOptions(choices.provinces)}
            placeholder={t("field.chooseProvince")}
            onChange={(event) => reloadRegions(event, true)}
          />
        ) : (
          <Field field={fields.province} label={t("field.province")} autoComplete="address-level1" maxLength={ADDRESS_LIMITS.province} />
        )}
        {choices.cities.length > 0 ? (
          <Select field={fields.cityId} label={t("field.city")} options={regionOptions(choices.cities)} placeholder={t("field.chooseCity")} />
        ) : (
          <Field field={fields.city} label={t("field.city")} autoComplete="address-level2" maxLength={ADDRESS_LIMITS.city} />
        )}
        {hydrated ? null : (
          <div className="mb-6">
            <p id={`${id}-regions-hint`} className="mb-2 text-sm text-gray-700">
              {t("form.updateListsHint")}
            </p>
            <button
              type="submit"
              name="intent"
              value="regions"
              formNoValidate
              aria-describedby={`${id}-regions-hint`}
              className="rounded border border-brand-dark px-4 py-2 font-medium text-brand-dark hover:bg-gray-100"
            >
              {t("form.updateLists")}
            </button>
          </div>
        )}
        <Field field={fields.postalCode} label={t("field.postalCode")} autoComplete="postal-code" maxLength={ADDRESS_LIMITS.postalCode} />
        <div className="mb-6 flex items-center gap-2">
          <Checkbox field={fields.isDefault} />
          <label htmlFor={fields.isDefault.id}>{t("field.isDefault")}</label>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {submitLabel}
          </button>
          <Link to={redirectTo ?? cancelHref} className="font-medium text-brand-dark underline">
            {t("form.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}
