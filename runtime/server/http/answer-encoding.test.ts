import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ANSWER_ENCODING_HEADER, answerEncodingOf, nameAnswerEncoding, sendAnswerEncoding } from './answer-encoding';

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('the answer encoding the door and a route agree on', () => {
  it('the door names what the client takes, brotli where the client rates it as high as gzip, over anything the client named itself', () => {
    const headers = { 'accept-encoding': 'br, gzip, deflate', [ANSWER_ENCODING_HEADER]: 'identity' };
    nameAnswerEncoding(headers);
    expect(headers[ANSWER_ENCODING_HEADER]).toBe('br');
    // As browsers ask, every encoding rated alike: the server's choice, brotli.
    const browser: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    nameAnswerEncoding(browser);
    expect(browser[ANSWER_ENCODING_HEADER]).toBe('br');
    const gzipRatedHigher: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br;q=0.5' };
    nameAnswerEncoding(gzipRatedHigher);
    expect(gzipRatedHigher[ANSWER_ENCODING_HEADER]).toBe('gzip');
    const gzipOnly: Record<string, string> = { 'accept-encoding': 'gzip, deflate' };
    nameAnswerEncoding(gzipOnly);
    expect(gzipOnly[ANSWER_ENCODING_HEADER]).toBe('gzip');
    const plain = { 'accept-encoding': 'identity', [ANSWER_ENCODING_HEADER]: 'br' };
    nameAnswerEncoding(plain);
    expect(plain[ANSWER_ENCODING_HEADER]).toBe('identity');
    const none: Record<string, string> = {};
    nameAnswerEncoding(none);
    expect(none[ANSWER_ENCODING_HEADER]).toBe('identity');
  });

  it('a route reads only what a door can have named: br, gzip, or else identity', () => {
    const request = (named?: string) => new Request('https://dealer.example/api/search', { headers: named ? { [ANSWER_ENCODING_HEADER]: named } : {} });
    expect(answerEncodingOf(request('br'))).toBe('br');
    expect(answerEncodingOf(request('gzip'))).toBe('gzip');
    expect(answerEncodingOf(request('zstd'))).toBe('identity');
    expect(answerEncodingOf(request())).toBe('identity');
  });

  it('the door sends a route’s encoding as Content-Encoding, as one value or the list of one Next.js appends, and never the word itself', () => {
    for (const named of ['gzip', ['gzip']]) {
      const answer = response();
      answer.setHeader('vary', ['rsc', 'Accept-Encoding']);
      answer.setHeader(ANSWER_ENCODING_HEADER, named);
      sendAnswerEncoding(answer);
      expect(answer.getHeader('content-encoding')).toBe('gzip');
      expect(answer.getHeader('vary')).toBe('rsc, Accept-Encoding');
      expect(answer.hasHeader(ANSWER_ENCODING_HEADER)).toBe(false);
    }
  });

  it('an encoding the door does not know is dropped, not sent, and an answer that names none is left alone', () => {
    const odd = response();
    odd.setHeader(ANSWER_ENCODING_HEADER, 'zstd');
    sendAnswerEncoding(odd);
    expect(odd.hasHeader('content-encoding')).toBe(false);
    expect(odd.hasHeader(ANSWER_ENCODING_HEADER)).toBe(false);
    const plain = response();
    plain.setHeader('vary', 'rsc');
    sendAnswerEncoding(plain);
    expect(plain.getHeaders()).toEqual({ vary: 'rsc' });
  });
});
