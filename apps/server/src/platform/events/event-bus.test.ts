/** The PostgreSQL LISTEN/NOTIFY bus; runs only against a real server (TEST_DATABASE_URL, as in CI). */
import { describe, expect, it } from 'vitest';
import { createPostgresEventBus, type TPushEvent } from './event-bus.js';

const url = process.env.TEST_DATABASE_URL;
const log = { warn: () => undefined };

describe.skipIf(!url)('PostgreSQL event bus', () => {
  it('delivers an event published by one instance to the subscribers of another', async () => {
    const a = await createPostgresEventBus(url!, log);
    const b = await createPostgresEventBus(url!, log);
    try {
      const received = new Promise<TPushEvent>((resolve) => b.subscribe(resolve));
      const event: TPushEvent = { name: 'process-message', licenseId: 'LIC-A', processId: '00000000-0000-4000-8000-000000000001' };
      await a.publish(event);
      expect(await received).toEqual(event);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
