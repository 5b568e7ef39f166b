// Chromium through chrome-launcher, and the few DevTools protocol calls the bench makes itself (over
// `ws`, without puppeteer): signing in through the web app's own form, so the browser keeps the
// session where the app keeps it (localStorage, through redux-persist), and clearing the HTTP cache.
import { once } from 'node:events';
import { launch } from 'chrome-launcher';
import WebSocket from 'ws';
import type { Credentials } from './investor';

export function launchChromium() {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
}

type Send = (method: string, params?: object) => Promise<Record<string, unknown>>;

/** Runs `use` with a DevTools connection to a new tab, then closes the tab. */
async function withTab<Result>(port: number, use: (send: Send) => Promise<Result>): Promise<Result> {
  const response = await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' });
  const target = (await response.json()) as { id: string; webSocketDebuggerUrl: string };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await once(socket, 'open');
  const pending = new Map<
    number,
    (message: { result?: Record<string, unknown>; error?: { message: string } }) => void
  >();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  let lastId = 0;
  const send: Send = (method, params = {}) => {
    lastId += 1;
    const id = lastId;
    socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) =>
      pending.set(id, ({ result, error }) =>
        error ? reject(new Error(`${method}: ${error.message}`)) : resolve(result ?? {}),
      ),
    );
  };
  try {
    return await use(send);
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  }
}

async function evaluate(send: Send, expression: string): Promise<unknown> {
  const { result } = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
  return (result as { value?: unknown }).value;
}

async function waitFor(send: Send, expression: string, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await evaluate(send, expression))) {
    if (Date.now() > deadline) throw new Error(`waited a minute for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const emailField = 'input[autocomplete="username"]';
const passwordField = 'input[type="password"]';

/** Signs in on `${origin}/sign-in` as a person would, and waits until the session is stored. */
export function signIn(port: number, origin: string, user: Credentials): Promise<void> {
  return withTab(port, async (send) => {
    await send('Page.navigate', { url: `${origin}/sign-in` });
    await waitFor(
      send,
      `!document.querySelector('[inert]') && !!document.querySelector('${emailField}') && !!document.querySelector('${passwordField}')`,
      'the sign-in form',
    );
    for (const [selector, text] of [
      [emailField, user.email],
      [passwordField, user.password],
    ]) {
      await evaluate(send, `document.querySelector('${selector}').focus()`);
      await send('Input.insertText', { text });
    }
    await evaluate(send, `document.querySelector('${passwordField}').form.requestSubmit()`);
    await waitFor(send, `location.pathname !== '/sign-in'`, 'the page after signing in');
    const stored = `(localStorage.getItem('persist:root') ?? '').includes(${JSON.stringify(user.email)})`;
    await waitFor(send, stored, 'the session in localStorage');
  });
}
