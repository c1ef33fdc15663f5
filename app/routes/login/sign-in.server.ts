import type { SubmissionResult } from "@conform-to/react";
import { refusedReply } from "~/services/platform/form-reply.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { safeRedirect } from "~/domain/safe-redirect";
import { noticeDetour, noticeDueAtSignIn } from "~/services/content/user-notice.server";
import { getViewer } from "~/services/identity/auth.server";
import { CLIENT_PICKER_PATH } from "~/services/identity/actor.server";
import { OFFICE_PATH } from "~/services/identity/staff.server";
import { pageTitle } from "~/services/platform/page.server";
import { memoize } from "~/services/platform/request-context.server";
import { createSession, deleteSession, keepAccountCookie, readSessionToken, sessionCookie } from "~/services/identity/session.server";
import { type Door, type SignInOutcome, attemptSignIn, sendSignInCode } from "~/services/identity/sign-in-attempts.server";
import { issuePictureChallenge } from "~/services/identity/verification.server";
import { emailCodeSchema, intentOf, loginSchema, newPictureSchema } from "./schema.server";

/** What a rejected or half-done sign-in form gets back (besides Conform's result). */
export type SignInActionData = {
  result: SubmissionResult<string[]>;
  /** The challenge to answer next: a new one after every attempt. */
  challenge: string;
  /** The challenge's code was emailed (no picture to show). */
  emailed: boolean;
  /** The email a code was sent to (the page says so). */
  codeSentTo: string | null;
  /** For the "try again in N minutes" message. */
  retryMinutes: number | null;
  /** A way on: confirm the email address first, or the other login. */
  next: "confirmEmail" | "salesmanLogin" | "shopLogin" | null;
};

// Password and code never come back: the code belongs to a challenge that is used up.
const HIDDEN = ["password", "code"];

/** One challenge per request: in a document POST the loader shows the one the action just made. */
function pictureChallenge(context: AppLoadContext): Promise<string> {
  return memoize(context, "sign-in-challenge", () => issuePictureChallenge());
}

export async function signInLoader({ request, context }: LoaderFunctionArgs, titleKey: string) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), context.brand.homeRoute);
  if (await getViewer(request, context)) throw redirect(redirectTo);
  const remembered: unknown = await keepAccountCookie(request).parse(request.headers.get("Cookie"));
  return {
    title: await pageTitle(request, context, titleKey),
    redirectTo,
    rememberedEmail: typeof remembered === "string" ? remembered : "",
    challenge: await pictureChallenge(context),
  };
}

async function reply(context: AppLoadContext, result: SubmissionResult<string[]>, status: number, extra: Partial<SignInActionData> = {}, headers?: HeadersInit) {
  const body: SignInActionData = {
    result,
    challenge: extra.challenge ?? (await pictureChallenge(context)),
    emailed: extra.emailed ?? false,
    codeSentTo: extra.codeSentTo ?? null,
    retryMinutes: extra.retryMinutes ?? null,
    next: extra.next ?? null,
  };
  return data(body, { status, headers });
}

/**
 * remix-auth runs the sign-in (decision 0019): its form strategy reads the posted form and the
 * attempt wraps the password check in the verification code and the rate limits. It is made per
 * request because the limits need the client address and the login door.
 */
function signInAuthenticator(clientIp: string, door: Door): Authenticator<SignInOutcome> {
  const authenticator = new Authenticator<SignInOutcome>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const submission = parseWithZod(form, { schema: loginSchema });
      if (submission.status !== "success") return { ok: false, reason: "invalidCredentials" };
      const { email, password, code, challenge } = submission.value;
      return attemptSignIn({ email, password, challenge, code, clientIp, door });
    }),
    "form",
  );
  return authenticator;
}

/**
 * Where a signed-in account lands: staff in the back office (or the office page they were sent
 * away from; every other page is a buyer's), a salesman without a client at his client list,
 * anyone else where they were going.
 */
function landingOf(signedIn: { role: string; actingAccountId: number | null }, redirectTo: string | undefined, homeRoute: string): string {
  if (signedIn.role === "service" || signedIn.role === "admin") {
    const back = safeRedirect(redirectTo, OFFICE_PATH);
    return back === OFFICE_PATH || back.startsWith(`${OFFICE_PATH}/`) || back.startsWith(`${OFFICE_PATH}?`) ? back : OFFICE_PATH;
  }
  return safeRedirect(redirectTo, signedIn.role === "salesman" && signedIn.actingAccountId === null ? CLIENT_PICKER_PATH : homeRoute);
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export async function signInAction({ request, context }: ActionFunctionArgs, door: Door) {
  const formData = await request.clone().formData();
  const intent = intentOf(formData);

  if (intent === "newPicture") {
    const submission = parseWithZod(formData, { schema: newPictureSchema });
    return reply(context, submission.reply({ hideFields: HIDDEN }), 200);
  }

  if (intent === "emailCode") {
    const submission = parseWithZod(formData, { schema: emailCodeSchema });
    if (submission.status !== "success") return reply(context, refusedReply(context, submission, { hideFields: HIDDEN }), 400);
    const sent = await sendSignInCode({ email: submission.value.email, clientIp: context.clientIp, brand: context.brand });
    if (!sent.ok) {
      return reply(context, refusedReply(context, submission, { formErrors: ["login.rateLimited"], hideFields: HIDDEN }), 429, { retryMinutes: minutes(sent.retryAfterSeconds) }, {
        "Retry-After": String(sent.retryAfterSeconds),
      });
    }
    return reply(context, submission.reply({ hideFields: HIDDEN }), 200, { challenge: sent.challenge, emailed: true, codeSentTo: submission.value.email });
  }

  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return reply(context, refusedReply(context, submission, { hideFields: HIDDEN }), 400);
  const { email, keepAccount, redirectTo } = submission.value;
  const outcome = await signInAuthenticator(context.clientIp, door).authenticate("form", request);
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "rateLimited":
        return reply(context, refusedReply(context, submission, { formErrors: ["login.rateLimited"], hideFields: HIDDEN }), 429, { retryMinutes: minutes(outcome.retryAfterSeconds) }, {
          "Retry-After": String(outcome.retryAfterSeconds),
        });
      case "wrongCode":
        return reply(context, refusedReply(context, submission, { fieldErrors: { code: ["login.wrongCode"] }, hideFields: HIDDEN }), 400);
      case "invalidCredentials":
        return reply(context, refusedReply(context, submission, { formErrors: ["login.invalidCredentials"], hideFields: HIDDEN }), 400);
      case "unconfirmed":
        return reply(context, refusedReply(context, submission, { formErrors: ["login.unconfirmed"], hideFields: HIDDEN }), 400, { next: "confirmEmail" });
      case "wrongDoor":
        return reply(
          context,
          refusedReply(context, submission, { formErrors: [outcome.door === "salesman" ? "login.officeAccount" : "login.buyerAccount"], hideFields: HIDDEN }),
          400,
          { next: outcome.door === "salesman" ? "salesmanLogin" : "shopLogin" },
        );
    }
  }

  // Sign-in rotates the session: a token held before (perhaps planted) is discarded.
  const previous = await readSessionToken(request);
  if (previous) await deleteSession(previous);
  const signedIn = outcome.signedIn;
  const token = await createSession(signedIn);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie(request).serialize(token));
  headers.append("Set-Cookie", keepAccount ? await keepAccountCookie(request).serialize(email) : await keepAccountCookie(request).serialize("", { maxAge: 0 }));
  return redirect(await noticeFirst(signedIn, landingOf(signedIn, redirectTo, context.brand.homeRoute), context.brand.key), { headers });
}

/**
 * The host brand's current user notice comes first while the account has not acknowledged it
 * (decision 0114): a buyer, or a salesman landing on a client (one without lands on his client
 * list: the notice comes when he picks one). Staff never. Read here once, not on every page.
 */
async function noticeFirst(signedIn: { role: string; accountId: number; actingAccountId: number | null }, landing: string, brandKey: string): Promise<string> {
  if (signedIn.role !== "buyer" && !(signedIn.role === "salesman" && signedIn.actingAccountId !== null)) return landing;
  return (await noticeDueAtSignIn(brandKey, signedIn.accountId)) ? noticeDetour(landing) : landing;
}
