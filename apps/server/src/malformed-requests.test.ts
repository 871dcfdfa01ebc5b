import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInduction, startInduction } from '../test/inductee-journey.ts';
import { createRandom, malformedRequests } from '../test/malformed-requests.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../test/test-app.ts';

/** Malformed requests per route and caller; with about 60 routes and 4 callers, some 3,000 a database. */
const requestsPerRouteAndCaller = 12;
/** Change it to explore further; a failure names the seed, the route and the request. */
const seed = 20261123;

/** A stable number for a text, so that each route and caller has its own reproducible requests. */
const hashOf = (text: string) =>
  [...text].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619), 2166136261);

describe.each(databaseKinds)('malformed requests on %s', (kind) => {
  let test: TestApp;
  let callers: { name: string; cookie: string | undefined }[];

  beforeAll(async () => {
    test = await createTestApp(kind);
    const adminCookie = await logIn(test.app);
    const induction = await createInduction(test.app, adminCookie, [
      { title: 'Exclusion zones', minTimeSeconds: 0, requireSignature: true },
      { title: 'Lift quiz', quiz: [{ question: 'Who enters?', options: ['Anyone', 'Nobody'], correctAnswer: 1 }] },
    ]);
    const started = await startInduction(test.app, 'worker@site.example', induction.inductionId);
    // Everyone the routes tell apart: nobody, an admin, a bound inductee browser, and both at once
    // (so that requests get past each access check to the validation behind it).
    callers = [
      { name: 'anonymous', cookie: undefined },
      { name: 'admin', cookie: adminCookie },
      { name: 'inductee', cookie: started.cookie },
      { name: 'admin and inductee', cookie: `${adminCookie}; ${started.cookie}` },
    ];
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers every malformed request to every route with less than a 500', async () => {
    const routes = test.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const caller of callers) {
        // Logging out would end the admin session that the other requests use.
        if (route.url === '/api/auth/logout' && caller.cookie !== undefined) continue;
        const random = createRandom(seed ^ hashOf(`${route.method} ${route.url} ${caller.name}`));
        for (const request of malformedRequests(random, route, requestsPerRouteAndCaller)) {
          const response = await test.app.inject({
            ...request,
            headers: { ...request.headers, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
          });
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${response.statusCode} for ${route.method} ${route.url} as ${caller.name}: ` +
                `${request.url.slice(0, 160)} ${request.headers['content-type'] ?? ''} → ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1500);
    expect(failures, `seed ${seed}`).toEqual([]);
  }, 240_000);
});
