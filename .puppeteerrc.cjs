/**
 * pa11y drives Debian's chromium (/usr/bin/chromium) through puppeteer in the accessibility
 * sweep; puppeteer must never download a browser of its own at install time.
 */
module.exports = { skipDownload: true };
