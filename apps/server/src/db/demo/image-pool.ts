import { ACCESSORY_TYPES, type AccessoryType, type Color } from '@zeng/contract/constants';
import sharp from 'sharp';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { IMAGE_SIZES, imageObjectKey, type StoredImage, storeImage } from '../../modules/media/urls.js';
import { phonePalette, type TabletStyle, tabletPalette } from './devices.js';
import {
  accessory,
  CANVAS,
  DEVICE_HEX,
  type PhoneStyle,
  phoneBack,
  phoneFront,
  tabletBack,
  tabletFront,
} from './illustrations.js';
import { Random } from './random.js';

const PHONE_STYLES: readonly PhoneStyle[] = ['iphone', 'galaxy', 'xiaomi', 'round'];
const TABLET_STYLES: readonly TabletStyle[] = ['ipad', 'android'];
const FRONTS_PER_FAMILY = 4;
const ACCESSORY_COLOURS = ['#2a2c30', '#f1f1ee', '#5d86b8', '#c62633', '#6f9a7d', '#72767d', '#ef8d44'];
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Names of earbuds, drawn as a charging case rather than over-ear headphones. */
const EARBUDS = /AirPods(?! Max)|Buds|Ear \(|Liberty|FreeBuds/;

/**
 * A few dozen generated pictures per category, stored once and shared by many adverts the way a
 * seller's photos are: the first shows the back in the advert's colour, the rest the screen.
 */
export class DemoImagePool {
  private constructor(
    private readonly phoneBacks: Map<string, StoredImage>,
    private readonly phoneFronts: Record<'iphone' | 'android', StoredImage[]>,
    private readonly tabletBacks: Map<string, StoredImage>,
    private readonly tabletFronts: StoredImage[],
    private readonly accessories: Map<string, StoredImage[]>,
  ) {}

  get size(): number {
    return (
      this.phoneBacks.size +
      this.phoneFronts.iphone.length +
      this.phoneFronts.android.length +
      this.tabletBacks.size +
      this.tabletFronts.length +
      [...this.accessories.values()].reduce((n, list) => n + list.length, 0)
    );
  }

  phone(random: Random, style: PhoneStyle, color: Color, count: number): StoredImage[] {
    const back = this.phoneBacks.get(`${style}/${color}`) ?? this.anyBack(this.phoneBacks, style, random);
    const fronts = this.phoneFronts[style === 'iphone' ? 'iphone' : 'android'];
    return [back, ...random.sample(fronts, count - 1)];
  }

  tablet(random: Random, style: TabletStyle, color: Color, count: number): StoredImage[] {
    const back = this.tabletBacks.get(`${style}/${color}`) ?? this.anyBack(this.tabletBacks, style, random);
    return [back, ...random.sample(this.tabletFronts, count - 1)];
  }

  accessory(random: Random, type: AccessoryType, name: string, count: number): StoredImage[] {
    const group = type === 'HEADPHONES' ? `${type}/${EARBUDS.test(name) ? 'earbuds' : 'overear'}` : type;
    return random.sample(this.accessories.get(group) ?? [], count);
  }

  private anyBack(backs: Map<string, StoredImage>, style: string, random: Random): StoredImage {
    return random.pick([...backs.entries()].filter(([slot]) => slot.startsWith(`${style}/`)).map(([, image]) => image));
  }

  /**
   * Draws every picture, re-encodes it through the upload pipeline and stores it. Keys come from a
   * fixed seed, so a data folder that already holds them (a reset database) is not drawn again.
   */
  static async build(storage: MediaStorage, concurrency = 4): Promise<DemoImagePool> {
    const random = new Random(0x5eed1);
    const jobs: Array<{ slot: string; svg: string; key: string }> = [];
    const key = () => Array.from({ length: 16 }, () => KEY_ALPHABET[random.int(0, 63)]).join('');
    const add = (slot: string, svg: string) => jobs.push({ slot, svg, key: key() });

    for (const style of PHONE_STYLES) {
      for (const [color] of phonePalette(style))
        add(`phone-back/${style}/${color}`, phoneBack(random, style, hex(color)));
    }
    for (let i = 0; i < FRONTS_PER_FAMILY; i++) {
      add('phone-front/iphone', phoneFront(random, 'iphone', i % 2 === 0 ? '#15161a' : '#3a3b40'));
      add('phone-front/android', phoneFront(random, 'android'));
    }
    for (const style of TABLET_STYLES) {
      for (const [color] of tabletPalette(style))
        add(`tablet-back/${style}/${color}`, tabletBack(random, style, hex(color)));
    }
    for (let i = 0; i < FRONTS_PER_FAMILY; i++) add('tablet-front', tabletFront(random, i % 2 ? '#1b1c20' : '#d5d8dc'));
    for (const type of ACCESSORY_TYPES) {
      if (type === 'HEADPHONES') {
        for (const colour of ['#f1f1ee', '#2a2c30', '#f1f1ee'])
          add(`accessory/${type}/earbuds`, accessory(random, type, colour, true));
        for (const colour of ['#2a2c30', '#d5d8dc', '#26365c'])
          add(`accessory/${type}/overear`, accessory(random, type, colour, false));
        continue;
      }
      for (const colour of random.sample(ACCESSORY_COLOURS, 3))
        add(`accessory/${type}`, accessory(random, type, colour));
    }

    const stored = new Map<string, StoredImage>();
    let next = 0;
    const worker = async () => {
      for (let job = jobs[next++]; job; job = jobs[next++])
        stored.set(job.key, await storeOne(storage, job.svg, job.key));
    };
    await Promise.all(Array.from({ length: concurrency }, worker));

    const imageOf = (key: string): StoredImage => {
      const image = stored.get(key);
      if (!image) throw new Error(`demo image ${key} was not stored`);
      return image;
    };
    const bySlot = (prefix: string) => jobs.filter((j) => j.slot === prefix).map((j) => imageOf(j.key));
    const backs = (kind: string) =>
      new Map(
        jobs.filter((j) => j.slot.startsWith(`${kind}/`)).map((j) => [j.slot.slice(kind.length + 1), imageOf(j.key)]),
      );
    const accessories = new Map<string, StoredImage[]>();
    for (const job of jobs.filter((j) => j.slot.startsWith('accessory/'))) {
      const group = job.slot.slice('accessory/'.length);
      accessories.set(group, [...(accessories.get(group) ?? []), imageOf(job.key)]);
    }
    return new DemoImagePool(
      backs('phone-back'),
      { iphone: bySlot('phone-front/iphone'), android: bySlot('phone-front/android') },
      backs('tablet-back'),
      bySlot('tablet-front'),
      accessories,
    );
  }
}

function hex(color: Color): string {
  return DEVICE_HEX[color] ?? '#72767d';
}

async function storeOne(storage: MediaStorage, svg: string, key: string): Promise<StoredImage> {
  const stored = await Promise.all(IMAGE_SIZES.map((size) => storage.exists(imageObjectKey(key, size))));
  // The canvas fits inside the large rendition, so its size is the stored size.
  if (stored.every(Boolean)) return { key, width: CANVAS.width, height: CANVAS.height };
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return storeImage(storage, png, key);
}
