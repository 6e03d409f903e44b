import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillTemplate, HttpSmsProvider } from './http-sms-provider';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A stand-in SMS gateway that records what it receives and answers `status`. */
describe('HttpSmsProvider', () => {
  let server: Server;
  let url: string;
  let status = 200;
  let received: Received[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(body) });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    status = 200;
    received = [];
  });

  const template = '{"to":"91{phone}","otp":"{code}","message":"{text}","sender":"{sender}"}';
  const message = { phone: '9876543210', code: '0427', text: 'Your "code" is 0427' };

  it('POSTs the filled JSON template with the Authorization header', async () => {
    const sms = new HttpSmsProvider({
      url,
      template,
      authHeader: 'Bearer s3cret',
      senderId: 'BHRBZR',
    });
    await sms.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({
      to: '919876543210',
      otp: '0427',
      message: 'Your "code" is 0427',
      sender: 'BHRBZR',
    });
    expect(received[0]?.headers.authorization).toBe('Bearer s3cret');
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends a named header when the setting is "Name: value"', async () => {
    const sms = new HttpSmsProvider({ url, template, authHeader: 'authkey: abc123', senderId: '' });
    await sms.send(message);
    expect(received[0]?.headers.authkey).toBe('abc123');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('fails on a non-2xx answer', async () => {
    status = 503;
    const sms = new HttpSmsProvider({ url, template, senderId: '' });
    await expect(sms.send(message)).rejects.toThrow('SMS gateway answered 503');
  });

  it('refuses at start a template that is not JSON once filled', () => {
    expect(() => new HttpSmsProvider({ url, template: '{"to": {phone}', senderId: '' })).toThrow(
      /SMS_HTTP_TEMPLATE/,
    );
  });

  it('escapes values so they cannot break out of a JSON string', () => {
    const filled = fillTemplate('{"m":"{text}"}', { text: 'a"}, "x": "y' });
    expect(JSON.parse(filled)).toEqual({ m: 'a"}, "x": "y' });
  });
});
