import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  /** Where the app's mail sender delivers: `smtp://127.0.0.1:<port>`. */
  readonly url: string;
  /** Every message received so far, parsed with mailparser, in arrival order. */
  readonly received: ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server in process on a free port, so a test can count and read what the app really sent. */
export function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No DNS lookup of 127.0.0.1 at every connection.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  // A sender killed in the middle of a message (the dispatch kill test) resets its connection: that message
  // was not received, which is what the test counts. smtp-server reports it as an 'error' event, which would
  // otherwise be an unhandled error that fails the run.
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.warn('smtp capture:', error);
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const { port } = smtp.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((done) => smtp.close(() => done())) });
    });
  });
}
