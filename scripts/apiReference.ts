import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApiReference } from './apiReference/render';

// Writes docs/API.md from the endpoint table and the contract: `npm run docs:api`.

writeFileSync(join(__dirname, '..', 'docs', 'API.md'), renderApiReference());
