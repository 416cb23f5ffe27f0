// Step 1's device check (spec points 2, 3 and 5): a brand, then a model of that brand; each model is known to
// support eSIM (true), known not to (false), or unknown (null). Model labels are product names and are not
// translated; the `other` model of every brand ("another model") is translated by the app.

import type { MessageKey } from '../i18n/messages.js';
import { isOneOf } from '../one-of.js';

export const DEVICE_BRANDS = ['apple', 'samsung', 'google', 'huawei', 'oneplus', 'other'] as const;
export type DeviceBrand = (typeof DEVICE_BRANDS)[number];

export const isDeviceBrand = (value: unknown): value is DeviceBrand => isOneOf(DEVICE_BRANDS, value);

/** The Device model entry of spec point 3. */
export interface DeviceModel {
  readonly value: string;
  readonly label: string;
  /** true: supports eSIM; false: does not; null: unknown. */
  readonly compatible: boolean | null;
}

/** Every brand's list ends with this value: a model not listed, whose support is unknown. */
export const OTHER_DEVICE_MODEL = 'other';

const model = (value: string, label: string, compatible: boolean | null): DeviceModel => ({ value, label, compatible });
const otherModel = model(OTHER_DEVICE_MODEL, 'Other model', null);

/** The models per brand, newest first. */
export const DEVICE_MODELS: Readonly<Record<DeviceBrand, readonly DeviceModel[]>> = {
  apple: [
    model('iphone-16-pro', 'iPhone 16 Pro', true),
    model('iphone-16', 'iPhone 16', true),
    model('iphone-15-pro', 'iPhone 15 Pro', true),
    model('iphone-15', 'iPhone 15', true),
    model('iphone-14', 'iPhone 14', true),
    model('iphone-13', 'iPhone 13', true),
    model('iphone-12', 'iPhone 12', true),
    model('iphone-11', 'iPhone 11', true),
    model('iphone-se-2022', 'iPhone SE (2022)', true),
    model('iphone-xs', 'iPhone XS', true),
    model('iphone-xr', 'iPhone XR', true),
    model('iphone-x', 'iPhone X', false),
    model('iphone-8', 'iPhone 8', false),
    otherModel,
  ],
  samsung: [
    model('galaxy-s24', 'Galaxy S24', true),
    model('galaxy-s23', 'Galaxy S23', true),
    model('galaxy-s22', 'Galaxy S22', true),
    model('galaxy-s21', 'Galaxy S21', true),
    model('galaxy-z-fold5', 'Galaxy Z Fold5', true),
    model('galaxy-z-flip5', 'Galaxy Z Flip5', true),
    model('galaxy-a54', 'Galaxy A54', true),
    model('galaxy-a14', 'Galaxy A14', false),
    model('galaxy-s9', 'Galaxy S9', false),
    otherModel,
  ],
  google: [
    model('pixel-9', 'Pixel 9', true),
    model('pixel-8', 'Pixel 8', true),
    model('pixel-7', 'Pixel 7', true),
    model('pixel-6', 'Pixel 6', true),
    model('pixel-4a', 'Pixel 4a', true),
    model('pixel-2', 'Pixel 2', null),
    otherModel,
  ],
  huawei: [
    model('p40-pro', 'P40 Pro', true),
    model('p40', 'P40', true),
    model('mate-40-pro', 'Mate 40 Pro', true),
    model('p30', 'P30', false),
    model('p30-lite', 'P30 lite', false),
    otherModel,
  ],
  oneplus: [
    model('oneplus-12', 'OnePlus 12', true),
    model('oneplus-11', 'OnePlus 11', true),
    model('oneplus-10-pro', 'OnePlus 10 Pro', null),
    model('nord-ce-3', 'Nord CE 3', false),
    otherModel,
  ],
  other: [otherModel],
};

/** The models of a brand; none for an unknown or empty brand. */
export function deviceModels(brand: string | null | undefined): readonly DeviceModel[] {
  return isDeviceBrand(brand) ? DEVICE_MODELS[brand] : [];
}

/** The model entry of a brand, or undefined. */
export function findDeviceModel(
  brand: string | null | undefined,
  modelValue: string | null | undefined,
): DeviceModel | undefined {
  return deviceModels(brand).find((candidate) => candidate.value === modelValue);
}

export interface DeviceSelection {
  readonly brand: string;
  readonly model: string;
}

export const EMPTY_DEVICE: DeviceSelection = { brand: '', model: '' };

/** Choosing a brand clears the model (spec point 5). */
export function selectDeviceBrand(_current: DeviceSelection, brand: string): DeviceSelection {
  return { brand, model: '' };
}

export type DeviceCompatibility = 'compatible' | 'incompatible' | 'unknown';

/** The compatibility of a chosen model; null while brand or model is not (validly) chosen. */
export function deviceCompatibility(device: Partial<DeviceSelection> | null | undefined): DeviceCompatibility | null {
  const entry = findDeviceModel(device?.brand, device?.model);
  if (!entry) return null;
  if (entry.compatible === true) return 'compatible';
  if (entry.compatible === false) return 'incompatible';
  return 'unknown';
}

/** The feedback under the device choice (spec point 5), by compatibility. */
export const DEVICE_COMPATIBILITY_MESSAGES: Readonly<Record<DeviceCompatibility, MessageKey>> = {
  compatible: 'device.compatible',
  incompatible: 'device.incompatible',
  unknown: 'device.unknown',
};

/** Step 1's device rule (spec point 5): a brand and one of its models are chosen and the model is not incompatible. */
export function isDeviceChoiceValid(device: Partial<DeviceSelection> | null | undefined): boolean {
  const compatibility = deviceCompatibility(device);
  return compatibility !== null && compatibility !== 'incompatible';
}
