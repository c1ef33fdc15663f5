// The development build's JSX runtime (see ./jsx-runtime.ts).
import * as runtime from "react/jsx-dev-runtime";

export type { JSX } from "react/jsx-dev-runtime";
export const jsxDEV = runtime.jsxDEV;
export const Fragment = runtime.Fragment;
