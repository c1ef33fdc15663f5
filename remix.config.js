/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  serverPlatform: "node",
  postcss: true,
  tailwind: false,
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  watchPaths: ["locales/**/*.json"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
