// Vitest globalSetup of the e2e project: journeys run against the real production build of the web app.
export { buildWebIfStale as default } from '../../scripts/web-build';
