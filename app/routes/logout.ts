import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { deleteSession, readSessionToken, sessionCookie } from "~/services/identity/session.server";

/** Logout deletes the session on the server, so a copied cookie is useless afterwards. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await readSessionToken(request);
  if (token) await deleteSession(token);
  return redirect("/login", { headers: { "Set-Cookie": await sessionCookie(request).serialize("", { maxAge: 0 }) } });
}

export function loader() {
  return redirect("/");
}
