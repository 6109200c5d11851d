import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@/scripts/apiReference/endpoints';
import { renderApiReference } from '@/scripts/apiReference/render';
import { setUpTestShop } from '../support/testApi';

// The API reference is written from the endpoint table and the contract, so it cannot fall behind
// either: the file in the repository is what the generator writes, and every endpoint it lists is
// one the embedded API routes.

const shop = setUpTestShop();

it('docs/API.md is what `npm run docs:api` writes', () => {
  const written = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'API.md'), 'utf8');
  expect(written).toBe(renderApiReference());
});

describe('every endpoint of the reference is routed', () => {
  const calls = endpoints.flatMap((endpoint) => endpoint.methods.map((method) => [method, endpoint.path] as const));

  it.each(calls)('%s %s', async (method, path) => {
    const answer = await shop.api.request(method, path.replace(/\{[^}]+\}/g, '1'));
    expect(answer.status).not.toBe(405);
    expect(answer.body?.message).not.toBe('Not found');
  });
});
