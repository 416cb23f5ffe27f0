import { describe, it, expect } from 'vitest';
import {
  DEFAULT_TRAVEL_REGION,
  TRAVEL_COUNTRIES,
  TRAVEL_FEATURE_KEYS,
  TRAVEL_REGION_IDS,
  TRAVEL_REGIONS,
  findTravelPlan,
  findTravelRegion,
  isTravelRegionId,
  regionOfCountry,
  type TravelPlanId,
  type TravelRegionId,
} from './regions.js';
import * as travelIndex from './index.js';

const regionById = (id: TravelRegionId) => {
  const found = TRAVEL_REGIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no region ${id}`);
  return found;
};

describe('TRAVEL_REGIONS', () => {
  it('lists the regions europa, asia, americas, africa in that order', () => {
    expect(TRAVEL_REGION_IDS).toEqual(['europa', 'asia', 'americas', 'africa']);
    expect(TRAVEL_REGIONS.map((candidate) => candidate.id)).toEqual(['europa', 'asia', 'americas', 'africa']);
  });

  it.each<[TravelRegionId, string]>([
    ['europa', 'Europa'],
    ['asia', 'Asia-Pacific'],
    ['americas', 'Americas'],
    ['africa', 'Africa and Middle East'],
  ])('names region %s "%s" as the spec card title', (id, name) => {
    expect(regionById(id).name).toBe(name);
  });

  it.each<[TravelRegionId, number]>([
    ['europa', 20],
    ['asia', 16],
    ['americas', 15],
    ['africa', 14],
  ])('lists %s with %d countries', (id, size) => {
    expect(regionById(id).countries).toHaveLength(size);
  });

  it.each<[TravelRegionId, string[]]>([
    ['europa', ['FR', 'DE', 'ES', 'IT', 'PT', 'GR', 'AT', 'BE', 'CH']],
    ['asia', ['JP', 'TH', 'SG', 'ID', 'VN', 'AU', 'KR']],
    ['americas', ['US', 'CA', 'MX', 'BR', 'AR']],
    ['africa', ['ZA', 'EG', 'MA', 'AE', 'IL', 'KE']],
  ])('includes in %s at least the countries %j', (id, required) => {
    expect(regionById(id).countries).toEqual(expect.arrayContaining(required));
  });

  it('puts no country in two regions', () => {
    const all = TRAVEL_REGIONS.flatMap((candidate) => candidate.countries);
    expect(new Set(all).size).toBe(all.length);
  });

  it('lists no country twice within one region', () => {
    for (const { countries } of TRAVEL_REGIONS) {
      expect(new Set(countries).size).toBe(countries.length);
    }
  });

  it('leaves the Netherlands (home) out of every region', () => {
    for (const { countries } of TRAVEL_REGIONS) {
      expect(countries).not.toContain('NL');
    }
    expect(TRAVEL_COUNTRIES).not.toContain('NL');
  });

  it('writes every country as two upper-case letters', () => {
    for (const code of TRAVEL_COUNTRIES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('lists every country of every region, in region order, in TRAVEL_COUNTRIES', () => {
    expect(TRAVEL_COUNTRIES).toEqual(TRAVEL_REGIONS.flatMap((candidate) => candidate.countries));
    expect(TRAVEL_COUNTRIES).toHaveLength(20 + 16 + 15 + 14);
  });

  it('selects europa by default', () => {
    expect(DEFAULT_TRAVEL_REGION).toBe('europa');
  });
});

describe('travel plans', () => {
  // Spec point 9 "International plans": data GB / days / euros, the middle plan popular.
  it.each<[TravelRegionId, number, TravelPlanId, string, number, string, number, string, number, boolean]>([
    ['europa', 0, 'basic', 'Basic', 5, '5GB', 7, '9.99', 999, false],
    ['europa', 1, 'standard', 'Standard', 10, '10GB', 15, '19.99', 1999, true],
    ['europa', 2, 'unlimited', 'Unlimited', 25, '25GB', 30, '39.99', 3999, false],
    ['asia', 0, 'basic', 'Basic', 3, '3GB', 7, '24.99', 2499, false],
    ['asia', 1, 'standard', 'Standard', 8, '8GB', 15, '44.99', 4499, true],
    ['asia', 2, 'premium', 'Premium', 20, '20GB', 30, '79.99', 7999, false],
    ['americas', 0, 'basic', 'Basic', 3, '3GB', 7, '29.99', 2999, false],
    ['americas', 1, 'standard', 'Standard', 10, '10GB', 15, '54.99', 5499, true],
    ['americas', 2, 'premium', 'Premium', 25, '25GB', 30, '99.99', 9999, false],
    ['africa', 0, 'basic', 'Basic', 2, '2GB', 7, '34.99', 3499, false],
    ['africa', 1, 'standard', 'Standard', 5, '5GB', 15, '64.99', 6499, true],
    ['africa', 2, 'premium', 'Premium', 15, '15GB', 30, '119.99', 11999, false],
  ])(
    '%s plan %d is %s (%s): %d GB as "%s", %d days, € %s = %d cents, popular %s',
    (regionId, index, id, name, dataGb, data, duration, price, priceCents, popular) => {
      const found = regionById(regionId).plans[index];
      expect(found).toMatchObject({ id, name, data, dataGb, duration, price, priceCents, popular });
      expect(findTravelPlan(regionId, id)).toBe(found);
    },
  );

  it.each(TRAVEL_REGION_IDS)('gives %s exactly three plans with exactly one popular', (regionId) => {
    const { plans } = regionById(regionId);
    expect(plans).toHaveLength(3);
    expect(plans.filter((candidate) => candidate.popular)).toHaveLength(1);
    expect(plans[1]?.popular).toBe(true);
  });

  it.each(TRAVEL_REGION_IDS)('orders the plans of %s by growing data, duration and price', (regionId) => {
    const { plans } = regionById(regionId);
    for (let index = 1; index < plans.length; index += 1) {
      const previous = plans[index - 1]!;
      const current = plans[index]!;
      expect(current.dataGb).toBeGreaterThan(previous.dataGb);
      expect(current.duration).toBeGreaterThan(previous.duration);
      expect(current.priceCents).toBeGreaterThan(previous.priceCents);
    }
  });

  it('gives every plan the docs/contracts.md §5 shape', () => {
    for (const { plans } of TRAVEL_REGIONS) {
      for (const candidate of plans) {
        expect(candidate).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          data: expect.stringMatching(/^\d+GB$/),
          dataGb: expect.any(Number),
          duration: expect.any(Number),
          price: expect.stringMatching(/^\d+\.\d{2}$/),
          priceCents: expect.any(Number),
          popular: expect.any(Boolean),
          features: expect.any(Array),
        });
        expect(candidate.data).toBe(`${candidate.dataGb}GB`);
        expect(Number.isInteger(candidate.priceCents)).toBe(true);
        expect(candidate.priceCents).toBe(Math.round(Number(candidate.price) * 100));
      }
    }
  });

  it('gives every plan at least one feature, each a known translation key, none twice', () => {
    for (const { plans } of TRAVEL_REGIONS) {
      for (const candidate of plans) {
        expect(candidate.features.length).toBeGreaterThan(0);
        expect(new Set(candidate.features).size).toBe(candidate.features.length);
        for (const feature of candidate.features) {
          expect(TRAVEL_FEATURE_KEYS).toContain(feature);
        }
      }
    }
  });

  it('writes every feature key as a travel.feature.* translation key', () => {
    for (const key of TRAVEL_FEATURE_KEYS) {
      expect(key).toMatch(/^travel\.feature\.[A-Za-z0-9]+$/);
    }
  });

  it.each<[TravelRegionId, string, number]>([
    ['europa', '9.99', 999],
    ['asia', '24.99', 2499],
    ['americas', '29.99', 2999],
    ['africa', '34.99', 3499],
  ])('starts %s at € %s (%d cents), its cheapest plan', (regionId, startingPrice, startingPriceCents) => {
    const found = regionById(regionId);
    expect(found.startingPrice).toBe(startingPrice);
    expect(found.startingPriceCents).toBe(startingPriceCents);
    expect(startingPriceCents).toBe(Math.min(...found.plans.map((candidate) => candidate.priceCents)));
  });
});

describe('isTravelRegionId', () => {
  it.each<[unknown, boolean]>([
    ['europa', true],
    ['asia', true],
    ['americas', true],
    ['africa', true],
    ['Europa', false],
    ['europe', false],
    ['eu', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1, false],
    [['europa'], false],
  ])('recognises %j as a region id: %s', (value, expected) => {
    expect(isTravelRegionId(value)).toBe(expected);
  });
});

describe('findTravelRegion', () => {
  it.each(TRAVEL_REGION_IDS)('finds region %s by its id', (id) => {
    expect(findTravelRegion(id)).toBe(regionById(id));
  });

  it.each(['', 'europe', 'EUROPA', 'world', 'nl'])('returns undefined for the unknown region id %j', (id) => {
    expect(findTravelRegion(id)).toBeUndefined();
  });
});

describe('findTravelPlan', () => {
  it.each<[string, string]>([
    ['europa', 'premium'],
    ['asia', 'unlimited'],
    ['americas', 'unlimited'],
    ['africa', 'unlimited'],
    ['europa', ''],
    ['europa', 'Basic'],
    ['world', 'basic'],
    ['', 'basic'],
  ])('returns undefined for region %j with plan %j', (regionId, planId) => {
    expect(findTravelPlan(regionId, planId)).toBeUndefined();
  });

  it.each<[TravelRegionId, TravelPlanId, string]>([
    ['europa', 'basic', '9.99'],
    ['europa', 'unlimited', '39.99'],
    ['asia', 'premium', '79.99'],
    ['americas', 'standard', '54.99'],
    ['africa', 'premium', '119.99'],
  ])('finds %s plan %s at € %s', (regionId, planId, price) => {
    expect(findTravelPlan(regionId, planId)?.price).toBe(price);
  });
});

describe('regionOfCountry', () => {
  it.each<[string, TravelRegionId | undefined]>([
    ['FR', 'europa'],
    ['DE', 'europa'],
    ['CH', 'europa'],
    ['fr', 'europa'],
    ['Fr', 'europa'],
    [' be ', 'europa'],
    ['JP', 'asia'],
    ['au', 'asia'],
    ['KR', 'asia'],
    ['US', 'americas'],
    ['ca', 'americas'],
    ['AR', 'americas'],
    ['ZA', 'africa'],
    ['ae', 'africa'],
    ['IL', 'africa'],
    ['KE', 'africa'],
    ['NL', undefined],
    ['nl', undefined],
    ['XX', undefined],
    ['', undefined],
    ['F', undefined],
    ['FRA', undefined],
    ['europa', undefined],
  ])('places the country %j in region %s', (code, expected) => {
    expect(regionOfCountry(code)).toBe(expected);
  });

  it('places every listed country in the region that lists it', () => {
    for (const { id, countries } of TRAVEL_REGIONS) {
      for (const code of countries) {
        expect(regionOfCountry(code)).toBe(id);
        expect(regionOfCountry(code.toLowerCase())).toBe(id);
      }
    }
  });
});

describe('travel index', () => {
  it.each([
    'TRAVEL_REGION_IDS',
    'isTravelRegionId',
    'TRAVEL_FEATURE_KEYS',
    'TRAVEL_REGIONS',
    'DEFAULT_TRAVEL_REGION',
    'TRAVEL_COUNTRIES',
    'findTravelRegion',
    'findTravelPlan',
    'regionOfCountry',
  ])('re-exports %s from regions', (name) => {
    expect(travelIndex).toHaveProperty(name);
  });

  it('re-exports the very same region data', () => {
    expect(travelIndex.TRAVEL_REGIONS).toBe(TRAVEL_REGIONS);
    expect(travelIndex.findTravelPlan).toBe(findTravelPlan);
  });
});
