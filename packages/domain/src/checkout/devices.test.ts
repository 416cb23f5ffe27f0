import { describe, it, expect } from 'vitest';
import { translateMessage } from '../i18n/messages.js';
import {
  DEVICE_BRANDS,
  DEVICE_COMPATIBILITY_MESSAGES,
  DEVICE_MODELS,
  EMPTY_DEVICE,
  OTHER_DEVICE_MODEL,
  deviceCompatibility,
  deviceModels,
  findDeviceModel,
  isDeviceBrand,
  isDeviceChoiceValid,
  selectDeviceBrand,
  type DeviceBrand,
  type DeviceCompatibility,
  type DeviceSelection,
} from './devices.js';

const NAMED_BRANDS = DEVICE_BRANDS.filter((brand) => brand !== 'other');

describe('the device brands', () => {
  it('are apple, samsung, google, huawei, oneplus and other, in that order', () => {
    expect(DEVICE_BRANDS).toEqual(['apple', 'samsung', 'google', 'huawei', 'oneplus', 'other']);
  });

  it('each have a list of models', () => {
    expect(Object.keys(DEVICE_MODELS)).toEqual([...DEVICE_BRANDS]);
  });

  it.each(DEVICE_BRANDS)('recognises %s as a brand', (brand) => {
    expect(isDeviceBrand(brand)).toBe(true);
  });

  it.each<[unknown]>([['Apple'], ['nokia'], [''], [null], [undefined], [1]])(
    'does not recognise %j as a brand',
    (value) => {
      expect(isDeviceBrand(value)).toBe(false);
    },
  );
});

describe('the device models', () => {
  it.each(DEVICE_BRANDS)('of %s end with "another model", whose support is unknown', (brand) => {
    const models = DEVICE_MODELS[brand];
    expect(models.at(-1)).toEqual({ value: OTHER_DEVICE_MODEL, label: 'Other model', compatible: null });
    expect(models.filter((model) => model.value === OTHER_DEVICE_MODEL)).toHaveLength(1);
  });

  it.each(NAMED_BRANDS)('of %s include at least one model that supports eSIM', (brand) => {
    expect(DEVICE_MODELS[brand].some((model) => model.compatible === true)).toBe(true);
  });

  it('of "other" are only "another model"', () => {
    expect(DEVICE_MODELS.other.map((model) => model.value)).toEqual([OTHER_DEVICE_MODEL]);
  });

  it.each(DEVICE_BRANDS)('of %s have unique values and non-empty labels', (brand) => {
    const models = DEVICE_MODELS[brand];
    expect(new Set(models.map((model) => model.value)).size).toBe(models.length);
    for (const model of models) {
      expect(model.value).toMatch(/^[a-z0-9-]+$/);
      expect(model.label.trim()).not.toBe('');
      expect([true, false, null]).toContain(model.compatible);
    }
  });

  it('of the named brands together show all three kinds of feedback', () => {
    const kinds = new Set(NAMED_BRANDS.flatMap((brand) => DEVICE_MODELS[brand].map((model) => model.compatible)));
    expect(kinds).toEqual(new Set([true, false, null]));
  });

  it.each<[string, readonly unknown[]]>([
    ['apple', DEVICE_MODELS.apple],
    ['oneplus', DEVICE_MODELS.oneplus],
    ['other', DEVICE_MODELS.other],
  ])('are listed for %s', (brand, models) => {
    expect(deviceModels(brand)).toBe(models);
  });

  it.each<[unknown]>([[''], ['Apple'], ['nokia'], [null], [undefined]])('are none for the brand %j', (brand) => {
    expect(deviceModels(brand as string)).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['apple', 'iphone-15', 'iPhone 15'],
    ['samsung', 'galaxy-s24', 'Galaxy S24'],
    ['google', 'pixel-2', 'Pixel 2'],
    ['huawei', 'p30', 'P30'],
    ['oneplus', 'oneplus-12', 'OnePlus 12'],
    ['other', 'other', 'Other model'],
  ])('can be found: %s %s is %s', (brand, model, label) => {
    expect(findDeviceModel(brand, model)?.label).toBe(label);
  });

  it.each<[string | null, string | null]>([
    ['apple', 'galaxy-s24'],
    ['samsung', 'iphone-15'],
    ['apple', ''],
    ['apple', null],
    ['', 'iphone-15'],
    [null, 'other'],
    ['nokia', 'other'],
  ])('are not found for brand %j and model %j', (brand, model) => {
    expect(findDeviceModel(brand, model)).toBeUndefined();
  });
});

describe('choosing a device', () => {
  it('starts with nothing chosen', () => {
    expect(EMPTY_DEVICE).toEqual({ brand: '', model: '' });
  });

  it.each<[DeviceSelection, string]>([
    [{ brand: 'apple', model: 'iphone-15' }, 'samsung'],
    [{ brand: 'apple', model: 'iphone-15' }, 'other'],
    [{ brand: 'google', model: 'other' }, ''],
    [EMPTY_DEVICE, 'huawei'],
  ])('clears the model when the brand changes from %j to %j', (current, brand) => {
    expect(selectDeviceBrand(current, brand)).toEqual({ brand, model: '' });
  });

  it('does not change the current choice', () => {
    const current = { brand: 'apple', model: 'iphone-15' };
    selectDeviceBrand(current, 'samsung');
    expect(current).toEqual({ brand: 'apple', model: 'iphone-15' });
  });
});

describe('deviceCompatibility', () => {
  it.each<[string, string, DeviceCompatibility]>([
    ['apple', 'iphone-16-pro', 'compatible'],
    ['apple', 'iphone-xs', 'compatible'],
    ['apple', 'iphone-x', 'incompatible'],
    ['apple', 'iphone-8', 'incompatible'],
    ['samsung', 'galaxy-s21', 'compatible'],
    ['samsung', 'galaxy-a14', 'incompatible'],
    ['google', 'pixel-4a', 'compatible'],
    ['google', 'pixel-2', 'unknown'],
    ['huawei', 'p40', 'compatible'],
    ['huawei', 'p30-lite', 'incompatible'],
    ['oneplus', 'oneplus-11', 'compatible'],
    ['oneplus', 'oneplus-10-pro', 'unknown'],
    ['oneplus', 'nord-ce-3', 'incompatible'],
    ['apple', 'other', 'unknown'],
    ['other', 'other', 'unknown'],
  ])('finds %s %s %s', (brand, model, compatibility) => {
    expect(deviceCompatibility({ brand, model })).toBe(compatibility);
  });

  it.each<[DeviceBrand]>(DEVICE_BRANDS.map((brand): [DeviceBrand] => [brand]))(
    'follows the listed support of every %s model',
    (brand) => {
      for (const model of DEVICE_MODELS[brand]) {
        const expected =
          model.compatible === true ? 'compatible' : model.compatible === false ? 'incompatible' : 'unknown';
        expect(deviceCompatibility({ brand, model: model.value })).toBe(expected);
      }
    },
  );

  it.each<[string, Partial<DeviceSelection> | null | undefined]>([
    ['nothing is chosen', EMPTY_DEVICE],
    ['only a brand is chosen', { brand: 'apple', model: '' }],
    ['the model is missing', { brand: 'apple' }],
    ['the brand is missing', { model: 'iphone-15' }],
    ['the brand is unknown', { brand: 'nokia', model: 'other' }],
    ['the model belongs to another brand', { brand: 'samsung', model: 'iphone-15' }],
    ['the model is unknown', { brand: 'apple', model: 'iphone-99' }],
    ['the selection is empty', {}],
    ['the selection is null', null],
    ['the selection is undefined', undefined],
  ])('is null when %s', (_description, device) => {
    expect(deviceCompatibility(device)).toBeNull();
  });
});

describe('DEVICE_COMPATIBILITY_MESSAGES', () => {
  it.each<[DeviceCompatibility, string, string]>([
    ['compatible', 'device.compatible', 'Uw apparaat ondersteunt eSIM! U kunt direct aan de slag.'],
    [
      'incompatible',
      'device.incompatible',
      'Helaas ondersteunt uw apparaat geen eSIM. Controleer of er een nieuwere versie beschikbaar is.',
    ],
    ['unknown', 'device.unknown', 'Controleer in uw telefooninstellingen of eSIM wordt ondersteund.'],
  ])('shows %s as %s: %j', (compatibility, key, dutch) => {
    expect(DEVICE_COMPATIBILITY_MESSAGES[compatibility]).toBe(key);
    expect(translateMessage(DEVICE_COMPATIBILITY_MESSAGES[compatibility], 'nl')).toBe(dutch);
  });

  it('has a message for exactly the three kinds of feedback', () => {
    expect(Object.keys(DEVICE_COMPATIBILITY_MESSAGES).sort()).toEqual(['compatible', 'incompatible', 'unknown']);
  });
});

describe('isDeviceChoiceValid (step 1’s device rule)', () => {
  it.each<[string, boolean, Partial<DeviceSelection> | null]>([
    ['a compatible model', true, { brand: 'apple', model: 'iphone-15' }],
    ['a model of unknown support', true, { brand: 'google', model: 'pixel-2' }],
    ['another model of a brand', true, { brand: 'samsung', model: 'other' }],
    ['the other brand with another model', true, { brand: 'other', model: 'other' }],
    ['an incompatible model', false, { brand: 'apple', model: 'iphone-8' }],
    ['an incompatible Huawei model', false, { brand: 'huawei', model: 'p30' }],
    ['a brand without a model', false, { brand: 'apple', model: '' }],
    ['nothing', false, EMPTY_DEVICE],
    ['a model of another brand', false, { brand: 'google', model: 'iphone-15' }],
    ['an unknown brand', false, { brand: 'nokia', model: 'other' }],
    ['no selection', false, null],
  ])('accepts %s: %s', (_description, valid, device) => {
    expect(isDeviceChoiceValid(device)).toBe(valid);
  });

  it('is false again after the brand changes', () => {
    const chosen = { brand: 'apple', model: 'iphone-15' };
    expect(isDeviceChoiceValid(chosen)).toBe(true);
    expect(isDeviceChoiceValid(selectDeviceBrand(chosen, 'samsung'))).toBe(false);
  });
});
