// A real SMTP server on loopback for the browser journeys: every message it receives is written to
// a file in `dir`, where the tests read it (they run in another process).
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the catcher on a free port; resolves to { port, close }. Mail is accepted without a login (the
 * server's SMTP_* settings have none); a client that logs in must use `login` when given (the Settings
 * journey verifies a real login, and a refused one).
 */
export function startMailCatcher(dir, login) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only: the login goes in plain text, as STARTTLS is off.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password) {
        callback(null, { user: auth.username });
        return;
      }
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
        const file = path.join(dir, `${String(count).padStart(4, '0')}.eml`);
        fs.writeFileSync(file, `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({ port: server.server.address().port, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
