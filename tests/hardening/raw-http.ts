/**
 * Raw HTTP/1.1 over a TCP socket, for what a well-behaved client library will not send: request
 * lines the URL parser refuses, odd Host headers, bodies trickled or cut short.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection (after the answer). */
  closed: boolean;
}

export function openSocket(base: string): Promise<Socket> {
  const url = new URL(base);
  return new Promise((ok, fail) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => ok(socket));
    socket.once('error', fail);
  });
}

/** Reads one answer (headers and a Content-Length body) from the socket, or fails after `ms`. */
export function readAnswer(socket: Socket, ms = 5_000): Promise<RawAnswer> {
  return new Promise((ok, fail) => {
    let buffer = Buffer.alloc(0);
    let answer: RawAnswer | undefined;
    const timer = setTimeout(
      () => fail(new Error(`no answer within ${ms} ms: ${buffer.toString().slice(0, 200)}`)),
      ms,
    );
    const done = (closed: boolean) => {
      if (!answer) return;
      clearTimeout(timer);
      socket.off('data', onData);
      ok({ ...answer, closed });
    };
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [line, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const colon = l.indexOf(':');
        headers[l.slice(0, colon).trim().toLowerCase()] = l.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      answer = {
        status: Number(line!.split(' ')[1]),
        headers,
        body: buffer.subarray(end + 4, end + 4 + length).toString('utf8'),
        closed: false,
      };
      if (headers.connection?.toLowerCase() !== 'close') done(false);
    };
    socket.on('data', onData);
    socket.once('close', () =>
      answer
        ? done(true)
        : (clearTimeout(timer), fail(new Error(`closed without an answer: ${buffer.toString().slice(0, 200)}`))),
    );
    socket.once('error', () => {}); // a reset after the answer is the server's choice
  });
}

/** Sends `head` (the request line and headers, CRLF-separated, without the blank line) and reads the answer. */
export async function rawRequest(base: string, head: string, body = ''): Promise<RawAnswer> {
  const socket = await openSocket(base);
  try {
    const answer = readAnswer(socket);
    socket.write(`${head}\r\n\r\n${body}`);
    return await answer;
  } finally {
    socket.destroy();
  }
}
