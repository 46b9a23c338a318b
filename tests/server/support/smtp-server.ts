import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** `raw` as received; `text` the body decoded (quoted-printable or 7bit), `headers` by lower-cased name. */
export type ReceivedMail = { from: string; to: string[]; raw: string; headers: Record<string, string>; text: string };

function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const headerLines = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const body = raw.slice(split + 4);
  const quoted = headers['content-transfer-encoding'] === 'quoted-printable';
  const decode = (text: string) => text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const text = quoted ? Buffer.from(decode(body), 'latin1').toString('utf8') : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

export type TestSmtpServer = {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived in all. */
  waitForMails: (count: number) => Promise<ReceivedMail[]>;
  /** Holds every mail at MAIL FROM until `release` (a server that answers slowly). */
  hold: () => void;
  release: () => void;
  /** Resolves once a held mail is waiting. */
  waitForHeld: () => Promise<void>;
  close: () => Promise<void>;
};

/** A local SMTP server (no TLS, no auth) that keeps what it receives; on `port` 0 it takes a free one. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let held: (() => void)[] | undefined;
  const heldWaiters: (() => void)[] = [];
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onMailFrom(_address, _session, callback) {
      if (!held) return callback();
      held.push(() => callback());
      for (const resolve of heldWaiters.splice(0)) resolve();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          ...parseMail(raw),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        for (const waiter of waiters.filter((entry) => mails.length >= entry.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    waitForMails: (count) =>
      mails.length >= count ? Promise.resolve(mails) : new Promise((resolve) => waiters.push({ count, resolve: () => resolve(mails) })),
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const proceed of waiting) proceed();
    },
    waitForHeld: () => (held && held.length > 0 ? Promise.resolve() : new Promise((resolve) => heldWaiters.push(resolve))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
