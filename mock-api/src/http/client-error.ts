import type { Socket } from 'node:net';
import { ERRORS, type ErrorCode } from '@portal/shared';

/** A request line longer than this, among the headers that overflowed Node's limit, makes the refusal a 414. */
const LONG_REQUEST_LINE = 8 * 1024;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  501: 'Not Implemented',
};

/** What Node's HTTP parser refused, as the status and catalogue code of the JSON answer. */
export function clientErrorAnswer(error: Error & { code?: string; rawPacket?: Buffer }): {
  status: number;
  code: ErrorCode;
} {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = error.rawPacket?.toString('latin1') ?? '';
    const lineEnd = packet.indexOf('\r\n');
    const longLine = lineEnd < 0 ? packet.length >= LONG_REQUEST_LINE : lineEnd >= LONG_REQUEST_LINE;
    return longLine
      ? { status: 414, code: 'request_line_too_long' }
      : { status: 431, code: 'headers_too_large' };
  }
  if (error.code === 'HPE_INVALID_METHOD') return { status: 501, code: 'method_not_implemented' };
  return { status: 400, code: 'bad_request' };
}

/**
 * The server's `clientError` handler: a request Node's parser refuses (headers over its 16 KB limit, a method it
 * does not know, a malformed request line) still gets the JSON `err_message` every other refusal has, instead of a
 * bare status line. The connection is closed afterwards, as Node would.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code } = clientErrorAnswer(error);
  answerOnSocket(socket, status, code);
}

/**
 * The server's `connect` handler. Node hands a CONNECT request to this event instead of the app, and closes the
 * connection unanswered when nothing listens; the mock is no proxy, so it answers 501 in JSON like any other
 * method nothing serves.
 */
export function answerConnect(_request: unknown, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  answerOnSocket(socket, 501, 'method_not_implemented');
}

/** A JSON refusal written straight to the connection, which is then closed. */
function answerOnSocket(socket: Socket, status: number, code: ErrorCode): void {
  const body = JSON.stringify({ err_message: ERRORS[code], err_code: code });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      'Content-Type: application/json\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
