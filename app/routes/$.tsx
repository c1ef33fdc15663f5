/**
 * Any address no other route matches. Without this route Remix answers 404 before any loader runs,
 * so the root loader (the visitor's language, brand and account) never ran and the 404 page was in
 * English for everyone. Matching here runs the root loader, then this 404 shows the root error
 * page in the visitor's language.
 */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

/** A post to an unknown address is not found either (not "method not allowed"). */
export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
