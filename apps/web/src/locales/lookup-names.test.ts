import { LANGUAGES } from '@zeng/contract/constants';
import { LOOKUP_NAMES } from '@zeng/contract/lookup-names';
import { describe, expect, it } from 'vitest';
import az from './az/advert.json';
import azCommon from './az/common.json';
import azFinding from './az/finding.json';
import en from './en/advert.json';
import enCommon from './en/common.json';
import enFinding from './en/finding.json';
import ru from './ru/advert.json';
import ruCommon from './ru/common.json';
import ruFinding from './ru/finding.json';

const files = { az: [azCommon, az, azFinding], en: [enCommon, en, enFinding], ru: [ruCommon, ru, ruFinding] } as const;

// The server's search knows the names of @zeng/contract/lookup-names: what a person reads on a card,
// a filter or an advert page is a word that finds the advert ("чехол", "qara", "б/у").
describe.each(LANGUAGES)('%s lookup names', (lng) => {
  const [common, advert, finding] = files[lng];
  const names = LOOKUP_NAMES[lng];

  it('accessory types are the ones search knows', () => {
    expect(common.accessoryTypes).toEqual(names.accessoryTypes);
  });

  it('colours are the ones search knows, in the filters and on the advert page alike', () => {
    expect(finding.colors).toEqual(names.colors);
    expect(advert.colors).toEqual(names.colors);
  });

  it('conditions are the ones search knows, on cards, filters and the advert page alike', () => {
    expect(common.card.condition).toEqual(names.conditions);
    expect(advert.usage).toEqual(names.conditions);
  });
});
