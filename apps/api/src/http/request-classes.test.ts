// The server's request and answer classes: Node makes each object with the app's prototypes already in place, and the
// app answers through them exactly as it does through Node's own classes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestDatabases, createTestApp, type TestApp } from '../test/test-app.js';
import { requestClasses } from './request-classes.js';

let testApp: TestApp;
let server: Server;
let baseUrl: string;
/** For each request the server received: whether Node made its request and answer with the app's prototypes. */
const madeWithAppPrototypes: boolean[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  server = createServer(requestClasses(app), (req, res) => {
    madeWithAppPrototypes.push(
      Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
    );
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeTestDatabases();
});

describe('requestClasses', () => {
  it("makes every request and answer with the app's prototypes, so that Express's swap changes nothing", async () => {
    madeWithAppPrototypes.length = 0;
    await fetch(`${baseUrl}/api/health`);
    await fetch(`${baseUrl}/api/auth/verify`);
    expect(madeWithAppPrototypes).toEqual([true, true]);
  });

  it("answers with Express's methods and the app's headers: a JSON answer, an error, a body read", async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(health.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const noToken = await fetch(`${baseUrl}/api/auth/verify`);
    expect(noToken.status).toBe(401);
    expect(noToken.headers.get('www-authenticate')).toBe('Bearer');
    expect(await noToken.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Log in to continue' });

    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'nl' },
      body: JSON.stringify({
        firstName: 'Klasse',
        lastName: 'Proef',
        email: 'klasse@example.nl',
        password: 'Klasse-Proef-Wachtwoord-3',
        acceptTerms: true,
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const verified = await fetch(`${baseUrl}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('cache-control')).toBe('no-store');
    expect(await verified.json()).toMatchObject({ user: { email: 'klasse@example.nl', language: 'nl' } });
  });
});
