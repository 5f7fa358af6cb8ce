import type { AccessoryType } from '@zeng/contract/constants';
import type { Random } from './random.js';

/** Accessories people sell, with a typical price new in AZN. Brands are real products, not shops. */
export const ACCESSORY_CATALOGUE: Record<AccessoryType, ReadonlyArray<readonly [name: string, priceNew: number]>> = {
  HEADPHONES: [
    ['AirPods Pro 2', 449],
    ['AirPods 4', 279],
    ['AirPods Max', 999],
    ['Samsung Galaxy Buds3 Pro', 399],
    ['Samsung Galaxy Buds FE', 149],
    ['Xiaomi Redmi Buds 6 Pro', 129],
    ['Sony WH-1000XM5', 699],
    ['JBL Tune 520BT', 99],
    ['Marshall Major IV', 249],
    ['Huawei FreeBuds 6i', 159],
    ['Anker Soundcore Liberty 4 NC', 169],
    ['Nothing Ear (a)', 199],
  ],
  CASE: [
    ['Spigen Ultra Hybrid iPhone 15 case', 45],
    ['Apple Silicone Case MagSafe iPhone 16 Pro', 99],
    ['Samsung Galaxy S24 Ultra Silicone Case', 59],
    ['UAG Monarch iPhone 15 Pro Max case', 129],
    ['OtterBox Defender Galaxy S23 case', 89],
    ['ESR Classic Hybrid iPhone 14 case', 35],
    ['Ringke Fusion Galaxy A55 case', 25],
    ['Redmi Note 13 Pro silikon üzlük', 15],
    ['iPhone 13 dəri üzlük', 30],
  ],
  SCREEN_PROTECTOR: [
    ['Spigen GLAS.tR iPhone 15 Pro', 35],
    ['ESR Armorite iPhone 16 screen protector', 29],
    ['Whitestone Dome Galaxy S24 Ultra', 65],
    ['Baseus 9H tempered glass iPhone 13', 15],
    ['Privacy glass iPhone 15 Pro Max', 20],
    ['Galaxy A54 keramik qoruyucu şüşə', 10],
  ],
  CABLE: [
    ['Apple USB-C to Lightning Cable 1m', 39],
    ['Apple 240W USB-C Charge Cable 2m', 59],
    ['Anker PowerLine III USB-C 1.8m', 25],
    ['Baseus Crystal Shine USB-C 100W', 20],
    ['Ugreen USB-C to USB-C 60W', 15],
    ['Samsung USB-C 3A cable', 19],
  ],
  POWER_BANK: [
    ['Anker PowerCore 10000', 55],
    ['Xiaomi Mi Power Bank 3 20000mAh', 65],
    ['Baseus Blade 20000mAh 100W', 139],
    ['Apple MagSafe Battery Pack', 179],
    ['Anker 737 Power Bank 24000mAh', 229],
    ['Samsung 10000mAh 25W Battery Pack', 79],
  ],
  ADAPTER: [
    ['Samsung 25W Super Fast Charger', 39],
    ['Apple 20W USB-C Power Adapter', 45],
    ['Anker Nano 30W charger', 49],
    ['Ugreen Nexode 65W GaN charger', 89],
    ['Baseus GaN5 Pro 65W charger', 79],
    ['Xiaomi 67W Charging Combo', 59],
    ['Apple USB-C to 3.5mm adapter', 25],
  ],
  SELFIE_STICK: [
    ['Xiaomi selfie stick tripod', 45],
    ['Baseus Lovely selfie stick', 35],
    ['Ulanzi SK-03 selfie stick', 55],
    ['Bluetooth selfie stick with remote', 20],
  ],
  MAGSAFE: [
    ['Apple MagSafe Charger', 99],
    ['Belkin BoostCharge Pro 3-in-1 MagSafe', 299],
    ['Anker MagGo 3-in-1 charging station', 199],
    ['ESR HaloLock MagSafe car mount', 59],
    ['Apple FineWoven Wallet with MagSafe', 119],
  ],
  SD_CARD: [
    ['SanDisk Extreme 128GB microSD', 45],
    ['SanDisk Ultra 64GB microSD', 22],
    ['Samsung EVO Plus 256GB microSD', 65],
    ['Kingston Canvas Go! Plus 128GB microSD', 39],
    ['Samsung PRO Plus 512GB microSD', 129],
  ],
  TRIPOD: [
    ['Ulanzi MT-44 tripod', 59],
    ['Joby GorillaPod 3K', 149],
    ['Xiaomi Mi Tripod', 55],
    ['Manfrotto PIXI Mini tripod', 69],
    ['Ring light 26 cm with tripod stand', 45],
  ],
  GAMEPAD: [
    ['8BitDo Pro 2', 119],
    ['Xbox Wireless Controller', 139],
    ['PlayStation DualSense', 159],
    ['GameSir X2 Pro', 149],
    ['Razer Kishi V2', 199],
    ['Backbone One', 229],
  ],
};

/** Why a moderator sent an advert back (shown to its owner). */
export const REJECTION_REASONS = [
  'Şəkillər internetdən götürülüb, məhsulun öz şəkillərini yükləyin.',
  'Qiymət real deyil.',
  'Elanın mətnində əlaqə nömrəsi və ya link göstərmək olmaz.',
  'Şəkil elandakı məhsula uyğun deyil.',
  'Eyni elan artıq dərc olunub.',
  'Kateqoriya səhv seçilib.',
] as const;

type Kind = 'device' | 'sim' | 'accessory';

const PHRASES = {
  usedState: [
    'Əla vəziyyətdədir, heç bir problemi yoxdur.',
    'İdeal vəziyyətdədir, cızığı yoxdur.',
    'Səliqəli işlədilib, ekranda və arxada cızıq yoxdur.',
    'Kiçik cızıqları var, işləməyinə təsir etmir.',
    'Heç bir təmir görməyib, bütün funksiyaları işləyir.',
    'Ekran dəyişilib (orijinal), qalan hər şey qaydasındadır.',
    'Batareya yaxşı saxlayır, axşama qədər çatır.',
  ],
  newState: [
    'Yenidir, qutusu açılmayıb.',
    'Tam yeni, plomblu qutuda. Rəsmi zəmanət 1 il.',
    'Yenidir, hədiyyə gəlib, istifadə olunmayıb.',
  ],
  /** Each inner list is one topic; a comment says at most one thing per topic. */
  device: [
    ['Qutusu və adapteri var.', 'Qutusu, sənədləri və çeki var.', 'Qutusu yoxdur.'],
    ['Qeydiyyatlıdır (IMEI qeydiyyatdan keçib).'],
    ['Üzlük və qoruyucu şüşə hədiyyə.', 'Yanında üzlüyü də verirəm.'],
    ['Barter mümkündür.', 'Barter yoxdur.'],
    ['Qiymətdə cüzi razılaşmaq olar.', 'Qiymət sondur.'],
    ['Təcili satılır!'],
    ['Metroya qədər çatdırmaq olar.'],
    ['Yalnız zəng edin.', 'WhatsApp-a yazın.'],
  ],
  sim: [
    ['Nömrə təmizdir, heç bir borcu yoxdur.'],
    ['Nömrə alıcının adına rəsmiləşdirilir.', 'Rəsmiləşdirmə operatorun ofisində.', 'Sənədləri ilə birlikdə.'],
    ['Aylıq abunə haqqı yoxdur.'],
    ['Qiymətdə razılaşmaq olar.', 'Qiymət sondur.'],
    ['Başqa gözəl nömrə ilə dəyişmək olar.'],
  ],
  accessory: [
    ['Orijinaldır.'],
    ['Çatdırılma var.', 'Metroya qədər çatdırmaq olar.'],
    ['Qiymət sondur.', 'Qiymətdə razılaşmaq olar.'],
  ],
  usedAccessory: ['Bir neçə dəfə istifadə olunub.', 'Səliqəli işlədilib, heç bir problemi yoxdur.', 'Az işlənib.'],
  newAccessory: ['Yenidir, qutusunda.', 'Yenidir, açılmayıb.'],
  shop: [
    'Mağazamızda bütün modellər mövcuddur.',
    'Rəsmi zəmanət və çek verilir.',
    'Kreditlə almaq mümkündür, ilkin ödənişsiz.',
    'Bakı daxili çatdırılma pulsuzdur.',
    'Köhnə cihazınızı dəyişmək mümkündür.',
    'Topdan satış da var.',
  ],
  simShop: ['Bütün operatorların gözəl nömrələri mövcuddur.', 'Rəsmiləşdirmə ilə birlikdə, əlavə ödəniş yoxdur.'],
  /** Other languages, by kind and by condition. */
  russian: {
    device: {
      used: [
        'В отличном состоянии, без царапин. Полный комплект.',
        'Срочно продаю, торг уместен.',
        'Не ремонтировался, всё работает. Возможен обмен.',
      ],
      new: ['Новый, в заводской плёнке.', 'Новый, запечатанный. Официальная гарантия.'],
    },
    sim: { used: ['Красивый номер, оформление на покупателя.', 'Номер чистый, без долгов.'], new: [] },
    accessory: { used: ['Оригинал, почти новый.'], new: ['Новый, в упаковке. Есть доставка.'] },
  },
  english: {
    device: {
      used: [
        'Perfect condition, full box. Price slightly negotiable.',
        'Used with a case and screen protector from day one.',
      ],
      new: ['Brand new, sealed. Official warranty.'],
    },
    sim: { used: ['Premium number, transfer of ownership at the operator office.'], new: [] },
    accessory: { used: ['Original, barely used.'], new: ['Brand new in box.'] },
  },
} as const;

export interface CommentContext {
  kind: Kind;
  isNew: boolean;
  isShop: boolean;
  /** Apple devices report a battery health percentage people quote. */
  batteryHealth: boolean;
}

/** A short seller comment: mostly Azerbaijani, sometimes Russian or English, sometimes empty. */
export function sellerComment(random: Random, ctx: CommentContext): string {
  if (random.chance(0.14)) return '';
  const language = random.weighted([
    ['az', 82],
    ['ru', 12],
    ['en', 6],
  ] as const);
  if (language !== 'az') {
    const pools = (language === 'ru' ? PHRASES.russian : PHRASES.english)[ctx.kind];
    return random.pick(ctx.isNew && pools.new.length > 0 ? pools.new : pools.used);
  }
  const parts: string[] = [];
  const topics = (groups: ReadonlyArray<readonly string[]>, min: number, max: number) =>
    random.sample(groups, random.int(min, max)).map((group) => random.pick(group));
  if (ctx.kind === 'device') {
    parts.push(random.pick(ctx.isNew ? PHRASES.newState : PHRASES.usedState));
    if (!ctx.isNew && ctx.batteryHealth && random.chance(0.6)) parts.push(`Batareya ${random.int(78, 100)}%.`);
    parts.push(...topics(PHRASES.device, 0, 2));
  } else if (ctx.kind === 'sim') {
    parts.push(...topics(PHRASES.sim, 1, 2));
  } else {
    parts.push(random.pick(ctx.isNew ? PHRASES.newAccessory : PHRASES.usedAccessory));
    parts.push(...topics(PHRASES.accessory, 0, 1));
  }
  if (ctx.isShop) parts.push(...random.sample(ctx.kind === 'sim' ? PHRASES.simShop : PHRASES.shop, random.int(1, 2)));
  return parts.join(' ').slice(0, 500);
}
