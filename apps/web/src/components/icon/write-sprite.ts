/** Writes icons.svg from the registry (`npm run icons -w @zeng/web`); sprite.test.ts fails while it is out of date. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spriteSvg } from './sprite';
import { SPRITE_ICONS } from './sprite-icons';

writeFileSync(join(import.meta.dirname, 'icons.svg'), spriteSvg(SPRITE_ICONS));
