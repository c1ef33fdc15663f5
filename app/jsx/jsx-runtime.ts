// The JSX runtime the compiled components call (tsconfig's jsxImportSource): React's own, as ES
// module bindings. React's runtime is a CommonJS module, so a component importing it directly calls
// `(0, r.jsx)(…)` through an interop object set up in every module; through this module the calls
// are plain `jsx(…)`, about 0.5 KB less gzipped JavaScript on a page (decision 0104).
import * as runtime from "react/jsx-runtime";

export type { JSX } from "react/jsx-runtime";
export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
