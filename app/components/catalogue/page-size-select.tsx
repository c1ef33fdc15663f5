import { useTranslation } from "~/i18n/react";
import { PAGE_SIZES } from "~/domain/catalogue-query";

/** The page size field of a GET filter form (20, 40, 60 or 100). */
export function PageSizeSelect({ value, id = "pageSize" }: { value: number; id?: string }) {
  const { t } = useTranslation("catalogue");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {t("filters.pageSize")}
      </label>
      <select id={id} name="pageSize" defaultValue={String(value)} className="field">
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
