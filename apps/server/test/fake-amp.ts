import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJsonBody, send } from './fake-http';

/**
 * A local stand-in for Blockstream AMP's API (under /api/), speaking its documented shapes:
 * POST user/obtain_token, then `Authorization: token …` on GET gaids/{gaid}/validate,
 * GET gaids/{gaid}/registered_user, POST registered_users/add and GET gaids/{gaid}/balance. Green
 * accounts exist once a test opens them; `receive` puts BMN into one, as a Liquid transfer would.
 */

interface RegisteredUser {
  id: number;
  name: string;
  GAID: string;
  is_company: boolean;
  categories: number[];
  creator: number;
}

export async function startFakeAmp(credentials: { username: string; password: string }) {
  const assetUuid = randomUUID();
  const tokens = new Set<string>();
  const accounts = new Map<string, bigint>();
  const registeredUsers = new Map<string, RegisteredUser>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];

  function route(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
    const gaid = /^\/api\/gaids\/(\w+)\/(validate|registered_user|balance)$/.exec(path);
    if (method === 'GET' && gaid?.[1] && gaid[2]) {
      const [, id, what] = gaid;
      if (what === 'validate') return [200, { is_valid: accounts.has(id) }];
      if (!accounts.has(id)) return [404, { detail: 'Not found.' }];
      if (what === 'balance') {
        return [200, [{ asset_uuid: assetUuid, asset_id: 'b'.repeat(64), balance: Number(accounts.get(id) ?? 0n) }]];
      }
      const user = registeredUsers.get(id);
      return user ? [200, user] : [404, { detail: 'Not found.' }];
    }
    if (method === 'POST' && path === '/api/registered_users/add') {
      const id = String(body.GAID);
      if (!accounts.has(id)) return [400, { GAID: ['Invalid GAID'] }];
      if (registeredUsers.has(id)) return [400, { GAID: ['A registered user with this GAID already exists'] }];
      const user = {
        id: registeredUsers.size + 1,
        name: String(body.name),
        GAID: id,
        is_company: body.is_company === true,
        categories: [],
        creator: 1,
      };
      registeredUsers.set(id, user);
      return [201, user];
    }
    return [404, { detail: 'Not found.' }];
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = request.url ?? '';
    const method = request.method ?? '';
    const body = method === 'POST' ? await readJsonBody(request) : {};
    if (method === 'POST' && path === '/api/user/obtain_token') {
      if (body.username !== credentials.username || body.password !== credentials.password) {
        return send(response, 400, { non_field_errors: ['Unable to log in with provided credentials.'] });
      }
      const token = randomUUID().replace(/-/g, '');
      tokens.add(token);
      return send(response, 200, { token });
    }
    const token = /^token (\w+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token)) return send(response, 401, { detail: 'Invalid token.' });
    requests.push({ method, path, body });
    const [status, answer] = route(method, path, body);
    return send(response, status, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { detail: 'Internal error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    assetUuid,
    requests,
    registeredUsers,
    /** Opens a Green account (a GAID AMP knows), holding `units` of BMN. */
    openAccount(gaid: string, units = 0n) {
      accounts.set(gaid, units);
    },
    /** BMN base units arriving in a Green account. */
    receive(gaid: string, units: bigint) {
      accounts.set(gaid, (accounts.get(gaid) ?? 0n) + units);
    },
    /** Every token given so far stops working, as when AMP's tokens expire. */
    expireTokens() {
      tokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
