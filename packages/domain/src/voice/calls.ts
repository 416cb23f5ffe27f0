// A call record's fixed values (docs/contracts.md §15): which way it went and how it ended.
import { isOneOf } from '../one-of.js';

export const CALL_DIRECTIONS = ['outbound', 'inbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
export const isCallDirection = (value: unknown): value is CallDirection => isOneOf(CALL_DIRECTIONS, value);

export const CALL_DISPOSITIONS = ['answered', 'no-answer', 'busy', 'failed'] as const;
export type CallDisposition = (typeof CALL_DISPOSITIONS)[number];
export const isCallDisposition = (value: unknown): value is CallDisposition => isOneOf(CALL_DISPOSITIONS, value);
