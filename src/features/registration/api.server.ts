import type { RequestHandler } from 'express';
import { edgeMessages, emptyValues } from './contract.ts';
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import type { Store } from '../../../server/store/store.ts';
import { keyOf, registrationKeys } from './idempotency.server.ts';
import type { RegistrationLimits } from './limits.server.ts';
import { logOutcome, sendOutcome } from './outcome.server.ts';
import { submitRegistration, type SendOn } from './submit.server.ts';

/**
 * POST /api/register/registrations/ (the form with JavaScript; mounted by the /api gateway,
 * server/api/gateway.ts): the registration is parsed, checked and sent on (submit.ts), and
 * the backend's answer passed back, or the edge's refusal. A registration with an
 * Idempotency-Key is sent on at most once a key (idempotency.ts); a malformed key gets 400.
 */
export function registrationApi(
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl' | 'redisUrl'>,
  logger: Logger,
  limits: RegistrationLimits,
  store?: Pick<Store, 'write'>,
): RequestHandler {
  const keys = registrationKeys(config, logger);
  return (req, res, next) => {
    const log = req.log ?? logger;
    const key = keyOf(req);
    if (key === 'invalid') {
      const outcome = { kind: 'refused', status: 400, message: edgeMessages.badKey, values: emptyValues() } as const;
      logOutcome(log, outcome);
      return sendOutcome(res, outcome);
    }
    const sendOn: SendOn | undefined = key
      ? (values, document, forward) => keys.once(key, values, document, forward, log)
      : undefined;
    submitRegistration(req, res, config, limits, sendOn, store).then((outcome) => {
      logOutcome(log, outcome);
      sendOutcome(res, outcome);
    }, next);
  };
}
