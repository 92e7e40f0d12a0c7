import express from 'express';
import createError from 'http-errors';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../server/errors.ts';
import { createLogger } from '../../server/logging.ts';

/**
 * The last handler (server/errors.ts) with http-errors' errors and plain ones: the status they
 * carry, and never their message, stack or a host in the answer, as a page or as /api JSON.
 * Here with no site renderer, or one that fails: its last-resort page, in the language of the
 * path asked for (the site's own error page is tested in tests/integration/error-pages.test.ts).
 */
const secret = 'connect ECONNREFUSED backend.internal:8000';
const app = express();
app.get('/forbidden', (_req, _res, next) => next(createError(403)));
app.get('/mr/forbidden', (_req, _res, next) => next(createError(403)));
app.get('/mr/thrown', () => {
  throw new Error(secret);
});
app.get('/missing', (_req, _res, next) => next(createError(404, secret)));
app.get('/api/missing', (_req, _res, next) => next(createError(404, secret)));
app.get('/thrown', () => {
  throw new Error(secret);
});
app.get('/api/thrown', () => {
  throw new Error(secret);
});
app.get('/odd', (_req, _res, next) => next({ status: 302, message: secret }));
app.use(errorHandler(createLogger({ env: 'production', logLevel: 'silent' })));

const failingPage = express();
failingPage.get('/missing', (_req, _res, next) => next(createError(404, secret)));
failingPage.get('/mr/missing', (_req, _res, next) => next(createError(404, secret)));
failingPage.use(
  errorHandler(createLogger({ env: 'production', logLevel: 'silent' }), () => Promise.reject(new Error(secret))),
);

describe('error handler', () => {
  it.each([
    ['/forbidden', 403, 'This form could not be accepted'],
    ['/missing', 404, 'We could not find that page.'],
    ['/thrown', 500, 'Something went wrong on our side.'],
    ['/odd', 500, 'Something went wrong on our side.'],
  ])('%s: an HTML page with status %i and its own words', async (path, status, words) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(status);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain(words);
    expect(res.text).not.toMatch(/backend\.internal|ECONNREFUSED|at .*\.ts/);
  });

  it.each([
    ['/api/missing', 404],
    ['/api/thrown', 500],
  ])('%s: JSON with status %i and a message for people only', async (path, status) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status: 'error', message: expect.any(String) });
    expect(res.text).not.toMatch(/backend\.internal|ECONNREFUSED|stack/);
  });

  it('falls back to its own page when the site’s error page cannot be rendered', async () => {
    const res = await request(failingPage).get('/missing');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('We could not find that page.');
    expect(res.text).toContain('<a href="/home">Go to the home page</a>');
    expect(res.text).not.toMatch(/backend\.internal|ECONNREFUSED/);
  });

  it.each([
    ['/mr/missing', 404, 'तुम्ही शोधत असलेले पान सापडले नाही.', failingPage],
    ['/mr/forbidden', 403, 'हा फॉर्म स्वीकारता आला नाही', app],
    ['/mr/thrown?x=1', 500, 'आमच्याकडे काहीतरी अडचण आली.', app],
  ])('%s: the last-resort page in Marathi, status %i', async (path, status, words, server) => {
    const res = await request(server).get(path);
    expect(res.status).toBe(status);
    expect(res.text).toContain('<html lang="mr">');
    expect(res.text).toContain(words);
    expect(res.text).toContain(`<title>${status} | ॲग्रो टुरिझम</title>`);
    expect(res.text).toContain('<a href="/mr/home">मुख्यपृष्ठावर जा</a>');
    expect(res.text).not.toMatch(/[A-Za-z]{4,}(?![^<]*>)/);
    expect(res.text).not.toMatch(/backend\.internal|ECONNREFUSED/);
  });
});
