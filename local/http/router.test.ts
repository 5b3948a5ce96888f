import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRouter } from './router';

let server: Server;
let baseUrl: string;
const lines: string[] = [];

beforeAll(async () => {
  const failing = {
    prefix: '/reminders',
    handle() {
      throw new Error('the backend broke');
    },
  };
  server = createServer(
    createRouter(
      () => [failing],
      (line) => lines.push(line),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a failing route is answered with a 500 and logged by its path, never its query', async () => {
  const response = await fetch(`${baseUrl}/reminders/calendar?token=secret-link-token&to=her@example.com`);

  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({ message: 'Internal error in the local stack' });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('[local-stack] GET /reminders/calendar failed: Error: the backend broke');
  expect(lines[0]).not.toContain('secret-link-token');
  expect(lines[0]).not.toContain('her@example.com');
});
