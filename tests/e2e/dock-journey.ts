import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/client';
import { QUICK_CRM } from '#server/testing/leads';
import { createTestApp } from '#server/testing/test-app';
import type { VtigerPeer } from '#server/testing/vtiger-peer';
import { startVtigerPeer } from '#server/testing/vtiger-peer';
import { useJourney } from './journey';

// The floating dock's journeys (decisions 053 and 056): the site in this process, filing its leads in a
// server that speaks vtiger's protocol, and the dock's toggles.

export function useDockJourney() {
  let peer: VtigerPeer;
  let database: Database;
  beforeAll(async () => {
    peer = await startVtigerPeer();
  });
  afterAll(() => peer.close());
  const journey = useJourney(
    () => ({ ...peer.env, ...QUICK_CRM }),
    async (env) => {
      const context = await createTestApp(env, { web: true });
      database = context.database;
      const url = await context.app.listen({ host: '127.0.0.1', port: 0 });
      return { url, close: () => context.app.close() };
    },
  );
  return { journey, peer: () => peer, database: () => database };
}

export const dock = (page: Page) => page.getByRole('complementary', { name: 'Quick help' });
export const toggle = (page: Page, name: string) => dock(page).getByRole('button', { name, exact: true });
