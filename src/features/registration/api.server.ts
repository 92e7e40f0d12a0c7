import type { RequestHandler } from 'express';
import { edgeMessages, emptyValues } from './contract.ts';
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import { bodyInit } from '../../../server/multipart.ts';
import type { Store } from '../../../server/store/store.ts';
import { visitorOf } from '../../../server/visitor.ts';
import { keyOf, registrationKeys } from './idempotency.server.ts';
import type { RegistrationLimits } from './limits.server.ts';
import { logAnswer, sendAnswer } from './outcome.server.ts';
import { submitRegistration, uploadsBusy, type SendOn } from './submit.server.ts';

/**
 * POST /api/register/registrations/ (the form with JavaScript; mounted by the /api gateway,
 * server/api/gateway.ts): the registration is parsed, checked and sent on (submit.server.ts), and
 * the backend's answer passed back, or the edge's refusal: its body read from a Fetch `Request`,
 * as the form sent without JavaScript is (registration-action.server.ts). A registration with an
 * Idempotency-Key is sent on at most once a key (idempotency.server.ts); a malformed key gets 400.
 */
export function registrationApi(
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl' | 'redisUrl'>,
  logger: Logger,
  limits: RegistrationLimits,
  store?: Pick<Store, 'write'>,
): RequestHandler {
  const keys = registrationKeys(config, logger);
  return (req, res, next) => {
    const visitor = visitorOf(req, logger);
    const key = keyOf(req);
    if (key === 'invalid') {
      const answer = { kind: 'refused', status: 400, message: edgeMessages.badKey, values: emptyValues() } as const;
      logAnswer(visitor.log, answer);
      return sendAnswer(res, answer);
    }
    // The client's upload place is held until the answer is sent, or the connection ends.
    const ended = new AbortController();
    res.once('close', () => ended.abort());
    if (!limits.startUpload(visitor.ip, ended.signal)) {
      // The body is not read: the connection closes after the answer instead of waiting for it.
      res.set('Connection', 'close');
      const answer = uploadsBusy();
      logAnswer(visitor.log, answer);
      return sendAnswer(res, answer);
    }
    const sendOn: SendOn | undefined = key
      ? (values, document, forward) => keys.once(key, values, document, forward, visitor.log)
      : undefined;
    const request = new Request(config.siteUrl.origin + req.originalUrl, { method: 'POST', ...bodyInit(req) });
    submitRegistration(request, visitor, config, limits, sendOn, store).then((answer) => {
      logAnswer(visitor.log, answer);
      sendAnswer(res, answer);
    }, next);
  };
}
