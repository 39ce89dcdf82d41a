import { describe, expect, it } from 'vitest';
import { logSerializers, maskTokens } from './access-log';

describe('the access log', () => {
  it('writes the method, path and address of a request, never its headers', () => {
    const req = {
      method: 'GET',
      url: '/v1/customers/7',
      host: 'app.example',
      ip: '10.0.0.9',
      headers: { authorization: 'Bearer secret-token', cookie: 'fl_session=secret' },
    };
    const line = JSON.stringify(logSerializers.req(req as never));
    expect(JSON.parse(line)).toEqual({
      method: 'GET',
      url: '/v1/customers/7',
      host: 'app.example',
      remoteAddress: '10.0.0.9',
    });
    expect(line).not.toContain('secret');
    expect(logSerializers.res({ statusCode: 204 })).toEqual({ statusCode: 204 });
  });

  it('masks a token in the query string, whatever its place', () => {
    expect(maskTokens('/PageAction/CustomerStatementsBatchCreate?token=abc.def&months=3')).toBe(
      '/PageAction/CustomerStatementsBatchCreate?token=[hidden]&months=3',
    );
    expect(maskTokens('/x?a=1&access_token=zzz')).toBe('/x?a=1&access_token=[hidden]');
    expect(maskTokens('/x?tokens=1')).toBe('/x?tokens=1');
    expect(maskTokens('/v1/customers/search?query=token')).toBe('/v1/customers/search?query=token');
  });
});
