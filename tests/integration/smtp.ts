import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (the `smtp-server` package), for the outbox's tests: it
 * takes the login `office`/`s3cret-pass`, keeps every mail it accepts (parsed by
 * `mailparser`), and can be made to refuse the next recipients (`refuse`, a 451 each: "try
 * again later"), every recipient until a time (`refuseUntil`, epoch ms), some addresses for
 * good (`unknown`, a 550 each: "no such user"), to stall (`stall`: connections are taken but
 * never greeted), or to hold the next recipients unanswered (`hold`: the client waits in the
 * middle of its send, until it gives up or dies; nothing of it is delivered). `refused` counts
 * the refusals, `held` the recipients held.
 */
export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** Recipients still to be refused, one an attempt. */
  refuse: number;
  /** Every recipient is refused before this time (epoch ms). */
  refuseUntil: number;
  /** Addresses refused for good (550), at every attempt. */
  readonly unknown: Set<string>;
  /** Recipients refused so far. */
  readonly refused: number;
  stall: boolean;
  /** Recipients still to be held unanswered, one an attempt: a send caught in the middle. */
  hold: number;
  /** Recipients held so far. */
  readonly held: number;
  /** Awaited before each mail taken is answered (250): the test acts while the sender waits for the answer. */
  beforeAccept: (() => Promise<void>) | undefined;
  /** Messages still to be cut off: the connection is closed in the middle of their DATA, one a message. */
  drop: number;
  close(): Promise<void>;
}

export const smtpUser = { user: 'office', pass: 's3cret-pass' };

export async function startSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const state = { refuse: 0, refuseUntil: 0, refused: 0, stall: false, drop: 0, hold: 0, held: 0 };
  const unknown = new Set<string>();
  const hooks: Pick<TestSmtp, 'beforeAccept'> = { beforeAccept: undefined };
  const server = new SMTPServer({
    logger: false,
    closeTimeout: 100,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    onConnect(_session, callback) {
      if (!state.stall) callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === smtpUser.user && auth.password === smtpUser.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (state.hold > 0) {
        state.hold -= 1;
        state.held += 1;
        // No answer: the send waits here until its deadline, or its process dies.
        return;
      }
      if (unknown.has(address.address)) {
        state.refused += 1;
        return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      }
      if (state.refuse <= 0 && Date.now() >= state.refuseUntil) return callback();
      if (state.refuse > 0) state.refuse -= 1;
      state.refused += 1;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      if (state.drop > 0) {
        state.drop -= 1;
        // The connection closed as the message comes in: the client hears no answer.
        stream.once('data', () => {
          // smtp-server keeps its connections in a set, each with its socket: cut them all.
          // oxlint-disable-next-line no-underscore-dangle -- smtp-server's own name for the socket
          for (const connection of (server as unknown as { connections: Set<{ _socket: { destroy(): void } }> })
            .connections)
            // oxlint-disable-next-line no-underscore-dangle -- smtp-server's own name for the socket
            connection._socket.destroy();
        });
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          received.push(mail);
          await hooks.beforeAccept?.();
        })
        .then(() => callback(), callback);
    },
  });
  // A client that goes away mid-connection (a server killed with its pooled connections open)
  // is the server's ordinary life, not the test's failure.
  server.on('error', () => {});
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${smtpUser.user}:${smtpUser.pass}@127.0.0.1:${port}`,
    received,
    unknown,
    get refuse() {
      return state.refuse;
    },
    set refuse(count) {
      state.refuse = count;
    },
    get refuseUntil() {
      return state.refuseUntil;
    },
    set refuseUntil(at) {
      state.refuseUntil = at;
    },
    get refused() {
      return state.refused;
    },
    get stall() {
      return state.stall;
    },
    set stall(on) {
      state.stall = on;
    },
    get hold() {
      return state.hold;
    },
    set hold(count) {
      state.hold = count;
    },
    get held() {
      return state.held;
    },
    get beforeAccept() {
      return hooks.beforeAccept;
    },
    set beforeAccept(hook) {
      hooks.beforeAccept = hook;
    },
    get drop() {
      return state.drop;
    },
    set drop(count) {
      state.drop = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
