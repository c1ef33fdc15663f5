import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import { SignInForm } from "./sign-in-form";
import { signInAction, signInLoader } from "./sign-in.server";

export const meta = titleMeta;

export function loader(args: LoaderFunctionArgs) {
  return signInLoader(args, "login.title");
}

export function action(args: ActionFunctionArgs) {
  return signInAction(args, "buyer");
}

/** After a rejected attempt the action brings the next challenge; loading another would waste one. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export default function LoginPage() {
  const { redirectTo, rememberedEmail, challenge } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <SignInForm
      action="/login"
      heading={t("login.heading")}
      redirectTo={redirectTo}
      rememberedEmail={rememberedEmail}
      challenge={challenge}
      otherLogin={{ to: "/salesman/login", label: t("login.salesmanLink") }}
      moreLinks={[
        { to: "/forget", label: t("login.forgotPassword") },
        { to: "/register", label: t("login.registerLink") },
      ]}
    />
  );
}
