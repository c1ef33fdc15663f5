import type { Socket } from "node:net";

/** How long a refused sender may go on sending after the answer, in all (nginx's lingering_time). */
export const LINGER_TOTAL_MS = 30_000;
/** How long the connection waits for more of a refused body before closing (nginx's lingering_timeout). */
export const LINGER_IDLE_MS = 5_000;

/**
 * Closes a connection whose request body was refused unread as web servers do ("lingering close"):
 * once the answer is sent, the server's side is shut (the sender reads the answer and an end), and
 * what the sender still sends is read and dropped for a while before the connection is let go.
 * Closing at once with bytes unread makes the system reset the connection, and a sender still
 * writing its upload (a browser, fetch) may then lose the answer already sent to it and show a
 * broken connection instead of the message (seen as a broken pipe in the reliability run).
 *
 * Node's HTTP server ends a "Connection: close" answer with `socket.destroySoon()`; for this socket
 * only, that becomes a half-close followed by the lingering.
 */
export function lingerOnClose(socket: Socket, { totalMs = LINGER_TOTAL_MS, idleMs = LINGER_IDLE_MS } = {}): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    this.end();
    const total = setTimeout(() => this.destroy(), totalMs);
    total.unref();
    this.setTimeout(idleMs, () => this.destroy());
    this.once("close", () => clearTimeout(total));
    // What still comes is read and dropped: the sender's end (or a timer) closes the connection.
    this.on("data", () => undefined);
    this.once("end", () => this.destroy());
    this.resume();
  };
}
