import { useTranslation } from "~/i18n/react";

type Param = { name: string; value: string };

/** The product's parameters and usage instructions, as the detail and the public preview show them. */
export function ProductSections({ params, usageInstructions }: { params: Param[]; usageInstructions: string | null }) {
  const { t } = useTranslation("catalogue");
  return (
    <>
      {params.length > 0 ? (
        <section aria-labelledby="parameters-heading" className="product-section">
          <h2 id="parameters-heading">
            {t("detail.parameters")}
          </h2>
          <table>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("detail.parameter")}</th>
                <th scope="col">{t("detail.value")}</th>
              </tr>
            </thead>
            <tbody>
              {params.map((param, index) => (
                <tr key={`${param.name}-${index}`}>
                  <th scope="row">
                    {param.name}
                  </th>
                  <td>{param.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {usageInstructions ? (
        <section aria-labelledby="usage-heading" className="product-section">
          <h2 id="usage-heading">
            {t("detail.usage")}
          </h2>
          {usageInstructions.split(/\n{2,}|\r?\n/).map((paragraph, index) => (
            <p key={index}>
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
    </>
  );
}
