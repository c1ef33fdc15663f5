import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import { SignInForm } from "../login/sign-in-form";
import { signInAction, signInLoader } from "../login/sign-in.server";

export const meta = titleMeta;
export const handle = { i18n: ["salesman"] };

/** The office sign-in, the door of every office role (decision 0112): the same form, code and limits as /login. */
export function loader(args: LoaderFunctionArgs) {
  return signInLoader(args, "salesman:login.title");
}

export function action(args: ActionFunctionArgs) {
  return signInAction(args, "salesman");
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export default function SalesmanLoginPage() {
  const { redirectTo, rememberedEmail, challenge } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["salesman", "common"]);
  return (
    <SignInForm
      action="/salesman/login"
      heading={t("salesman:login.heading")}
      intro={t("salesman:login.intro")}
      redirectTo={redirectTo}
      rememberedEmail={rememberedEmail}
      challenge={challenge}
      otherLogin={{ to: "/login", label: t("salesman:login.shopLink") }}
    />
  );
}
