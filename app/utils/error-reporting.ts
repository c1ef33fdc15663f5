const ENDPOINT = "/api/v1.0/web/log";
const MAX_REPORTS_PER_PAGE = 10;
let sent = 0;

/** Posts one unhandled browser error to the error log (SPEC.md section 7); never throws. */
export function reportError(errorName: string, errorMessage: string) {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  const body = JSON.stringify({
    webAddress: window.location.href.slice(0, 2000),
    errorName: errorName.slice(0, 200),
    errorMessage: errorMessage.slice(0, 8000),
  });
  fetch(ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => {
    // Reporting must never cause another error.
  });
}

function describe(reason: unknown): { name: string; message: string } {
  if (reason instanceof Error) return { name: reason.name || "Error", message: reason.stack ?? reason.message };
  return { name: "UnhandledRejection", message: String(reason) };
}

export function installErrorReporting() {
  window.addEventListener("error", (event) => {
    const { name, message } = describe(event.error ?? event.message);
    reportError(name, message);
  });
  window.addEventListener("unhandledrejection", (event) => {
    const { name, message } = describe(event.reason);
    reportError(name, message);
  });
}
