// Debian's Chromium, as the browser journeys and npm run lighthouse start it: headless, and without the
// background traffic (updates, sync) a machine without outside access would only wait for.
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
