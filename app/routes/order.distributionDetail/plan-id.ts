/** The plan id of the address (?id=…): whole numbers only; anything else is no plan (404). */
export function planIdOf(request: Request): number | null {
  const value = new URL(request.url).searchParams.get("id") ?? "";
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export const notFound = () => new Response("Not Found", { status: 404 });
