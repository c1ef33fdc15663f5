import { notFoundBoundary } from "~/components/shell/not-found-boundary";

/** The address routes' error boundary: "Address not found" for a 404, the usual page otherwise. */
export const AddressErrorBoundary = notFoundBoundary({ namespace: "addresses", backTo: "/account/addresses", backKey: "notFound.back" });
