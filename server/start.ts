/**
 * The server's entry (build/server.js): the shop runs in production mode unless NODE_ENV says
 * otherwise (decision 0076). React and Express choose their production behaviour from NODE_ENV
 * when they load, and static imports would load them before this line runs, so the server itself
 * comes in through a dynamic import afterwards.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";

await import("./index");
export {};
