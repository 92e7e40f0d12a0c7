import type { Config } from './config.ts';
import type { Logger } from './logging.ts';
import { addressKey, counters, networkKey, type Counters } from './rate-limits.ts';

/** What a form allows: posts from one client address in an hour, and from everyone together. */
export interface HourlyBudgetOptions {
  /** The counters' key prefix in Redis (`agro:contact`). */
  prefix: string;
  perAddress: number;
  perHour: number;
}

const hour = 3600;
/** How long an address that has posted counts as one that has, for the newcomers' share. */
export const recentSeconds = 24 * hour;

/**
 * The share of a form's hourly budget one network may take, and the share kept for addresses
 * that have not posted in the last day (decision 101): a tenth, but never less than one address's
 * own limit; a quarter. And how many posts without JavaScript one address may send in an hour,
 * whatever becomes of them (`plainPosts`): four for each it may have kept.
 */
export function budgetShares({ perAddress, perHour }: Pick<HourlyBudgetOptions, 'perAddress' | 'perHour'>) {
  const perNetwork = Math.min(perHour, Math.max(perAddress, Math.ceil(perHour / 10)));
  const newcomers = perHour >= 2 ? Math.max(1, Math.floor(perHour / 4)) : 0;
  return { perNetwork, newcomers, open: perHour - newcomers, plainPosts: perAddress * 4 };
}

/**
 * A visitor form's hourly limits (decisions 076, 101), so that no one stranger can close the
 * form for everyone: a post counts against its client address (`perAddress`), the address's
 * network (IPv4 /24, IPv6 /48: `perNetwork`, a tenth of the hour's budget), and the hour's
 * budget everyone shares, of which a quarter is kept for newcomers: an address that has had no
 * post taken in the last day may use it once the rest is spent, so addresses that have already
 * posted (a flood's) cannot spend it. Fixed windows, in memory or Redis (server/rate-limits.ts).
 */
export class HourlyBudget {
  readonly #address: Counters;
  readonly #network: Counters;
  /** The hour's budget anyone may spend, under the key `all`. */
  readonly #open: Counters;
  /** The share only newcomers may spend once `#open` is spent; none for a budget of one. */
  readonly #newcomers: Counters | undefined;
  /** The addresses whose posts were taken in the last day (one point each). */
  readonly #seen: Counters;
  /** The posts without JavaScript each address sent this hour, kept or not. */
  readonly #plainPosts: Counters;

  constructor(config: Pick<Config, 'redisUrl'>, logger: Logger, { prefix, perAddress, perHour }: HourlyBudgetOptions) {
    const shares = budgetShares({ perAddress, perHour });
    const make = (suffix: string, points: number, seconds = hour) =>
      counters(config, logger, { prefix: `${prefix}${suffix}`, points, seconds });
    this.#address = make('', perAddress);
    // `${prefix}s` is the key the budget of everyone together had before it was shared.
    this.#open = make('s', shares.open);
    this.#network = make(':network', shares.perNetwork);
    this.#newcomers = shares.newcomers > 0 ? make(':newcomers', shares.newcomers) : undefined;
    this.#seen = make(':seen', 1, recentSeconds);
    this.#plainPosts = make(':plain', shares.plainPosts);
  }

  /**
   * Counts one post from `ip`: undefined when it is taken (and the address is marked as seen),
   * else the seconds until the limit that refused it has room again, and none of its counts stands.
   */
  async take(ip: string | undefined): Promise<number | undefined> {
    const { address, network } = keysOf(ip);
    const newcomer = this.#newcomers !== undefined && (await this.#seen.over(address)) === undefined;
    const taken: Array<[Counters, string]> = [];
    const take = async (counter: Counters, key: string) => {
      const result = await counter.take(key);
      taken.push([counter, key]);
      return result;
    };
    const refuse = async (wait: number) => {
      await Promise.all(taken.map(([counter, key]) => counter.giveBack(key)));
      return wait;
    };
    for (const [counter, key] of [
      [this.#address, address],
      [this.#network, network],
    ] as const) {
      const result = await take(counter, key);
      if (!result.ok) return refuse(result.retryAfterSeconds);
    }
    const open = await this.#open.take('all');
    if (!open.ok) {
      await this.#open.giveBack('all');
      const share = newcomer && this.#newcomers ? await take(this.#newcomers, 'all') : undefined;
      if (!share?.ok) {
        return refuse(Math.max(open.retryAfterSeconds, share?.ok === false ? share.retryAfterSeconds : 0));
      }
    }
    await this.#seen.take(address);
    return undefined;
  }

  /**
   * Whether a post without JavaScript from `ip` is refused before its page is rendered: the
   * seconds to wait, or undefined. It counts against the address's `plainPosts` (every such post
   * costs a routed form, and a page unless it is kept: a robot's, an invalid one and a message
   * sent again count as one kept does), then is checked against the limits as `over` does.
   */
  async refusesPlainPost(ip: string | undefined): Promise<number | undefined> {
    const sent = await this.#plainPosts.take(keysOf(ip).address);
    if (!sent.ok) return sent.retryAfterSeconds;
    return this.over(ip);
  }

  /**
   * Whether a post from `ip` would be refused now, without counting it: the seconds to wait, or
   * undefined.
   */
  async over(ip: string | undefined): Promise<number | undefined> {
    const { address, network } = keysOf(ip);
    const [own, net, open, share, seen] = await Promise.all([
      this.#address.over(address),
      this.#network.over(network),
      this.#open.over('all'),
      this.#newcomers?.over('all'),
      this.#newcomers && this.#seen.over(address),
    ]);
    const mine = Math.max(own ?? 0, net ?? 0);
    if (mine > 0) return mine;
    if (open === undefined) return undefined;
    const newcomer = this.#newcomers !== undefined && seen === undefined;
    if (newcomer && share === undefined) return undefined;
    return Math.max(open, share ?? 0);
  }
}

const keysOf = (ip: string | undefined) => ({
  address: `address:${addressKey(ip)}`,
  network: `network:${networkKey(ip)}`,
});
