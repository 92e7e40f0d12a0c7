import { pino } from 'pino';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contactAction } from '../../src/features/contact/contact-action.server.ts';
import type { ContactResult } from '../../src/features/contact/contract.ts';
import { logoutAction } from '../../src/features/login/logout-action.server.ts';
import { siteContext, type SiteRequest, type SiteServices } from '../../src/site.server.ts';

/**
 * Route modules on their own (issue 57): an action is given a Fetch `Request` and the router's
 * context (the visitor, the services) and answers with data, a redirect or a Response; no
 * Express, no server, no browser. The services are stand-ins that say what they were asked.
 */
const log = pino({ level: 'silent' });
const visitor = { ip: '203.0.113.9', protocol: 'https', id: 'req-1', log, gone: () => false };

function contextWith(services: Partial<SiteServices>) {
  const context = new RouterContextProvider();
  context.set(siteContext, { visitor, services } as unknown as SiteRequest);
  return context;
}

const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers });

/** Runs an action the way the router does, a thrown redirect caught as the router catches it. */
async function act(action: (args: never) => unknown, request: Request, services: Partial<SiteServices>) {
  try {
    return await action({ request, context: contextWith(services), params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('the Contact action (the form without JavaScript)', () => {
  const typed = { name: 'Asha Patil', email: 'asha@gaon.example', message: 'Do you take school groups?' };

  it('hands the desk what was typed, the visitor and the page’s language, and sends a stored message on to its answer', async () => {
    const asked: unknown[] = [];
    const contact = {
      receive: async (...args: unknown[]) => {
        asked.push(args);
        return { status: 'received' as const };
      },
    };
    const res = (await act(contactAction, form('/mr/contact', typed), { contact } as never)) as Response;
    expect([res.status, res.headers.get('location')]).toEqual([303, '/contact?sent=1#contact-answer']);
    expect(asked).toEqual([[visitor, 'mr', { fields: { ...typed, website: '' } }]]);
  });

  it('answers a refusal with its status, the problems and what was typed; a limit with Retry-After', async () => {
    const answers = [
      { status: 'invalid' as const, problems: { email: 'invalid' } },
      { status: 'limited' as const, retryAfterSeconds: 1200 },
    ];
    const contact = { receive: async () => answers.shift() };
    const invalid = (await act(contactAction, form('/contact', typed), { contact } as never)) as {
      data: ContactResult;
      init: ResponseInit;
    };
    expect(invalid.init.status).toBe(400);
    expect(invalid.data).toEqual({ answer: { status: 'invalid', problems: { email: 'invalid' } }, values: typed });
    const limited = (await act(contactAction, form('/contact', typed), { contact } as never)) as {
      init: ResponseInit;
    };
    expect(limited.init).toMatchObject({ status: 429, headers: { 'Retry-After': '1200' } });
  });
});

describe('the logout action', () => {
  const sessions = {
    ended: [] as unknown[],
    async end(from: unknown) {
      this.ended.push(from);
      return 'agro_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax';
    },
  };

  it('ends the session from the Request’s cookie and clears it: 303 to the login page for a form, 204 for a script', async () => {
    const cookie = 'agro_admin=signed-value';
    const plain = (await act(logoutAction, form('/admin/logout', {}, { cookie }), { sessions } as never)) as Response;
    expect([plain.status, plain.headers.get('location')]).toEqual([303, '/login']);
    expect(plain.headers.get('set-cookie')).toMatch(/^agro_admin=; Max-Age=0/);
    const script = (await act(logoutAction, form('/admin/logout', {}, { cookie, accept: 'application/json' }), {
      sessions,
    } as never)) as Response;
    expect(script.status).toBe(204);
    expect(script.headers.get('set-cookie')).toMatch(/^agro_admin=; Max-Age=0/);
    expect(sessions.ended).toHaveLength(2);
    expect(sessions.ended[0]).toMatchObject({ cookie });
  });
});
