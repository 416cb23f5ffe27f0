// Where an utterance begins and ends on a phone line (docs/decisions/064): loud frames in a row start it, with the
// frames just before kept; a pause ends it; a long one is cut at its longest; a cough is not an utterance.
import { describe, expect, it } from 'vitest';
import { mulawOf } from './media-server.js';
import { createUtteranceDetector, frameLevel, linearOfMulaw } from './utterance-detector.js';

/** 20 ms of a 300 Hz tone at this amplitude (16-bit scale), as µ-law. */
const tone = (amplitude: number) =>
  Buffer.from(Array.from({ length: 160 }, (_, i) => mulawOf(amplitude * Math.sin((2 * Math.PI * 300 * i) / 8_000))));
const QUIET = Buffer.alloc(160, 0xff);
const SPEECH = tone(4_000);
const frames = (frame: Buffer, count: number) => Array.from({ length: count }, () => frame);

describe('the utterance detector', () => {
  it('decodes µ-law as G.711 does, and measures a frame’s level', () => {
    expect(linearOfMulaw(0xff)).toBe(0);
    expect(linearOfMulaw(0x00)).toBe(-32_124);
    expect(linearOfMulaw(0x80)).toBe(32_124);
    for (const sample of [-20_000, -1_000, -5, 0, 7, 1_234, 30_000])
      expect(Math.abs(linearOfMulaw(mulawOf(sample)) - sample)).toBeLessThanOrEqual(Math.abs(sample) / 16 + 8);
    expect(frameLevel(QUIET)).toBe(0);
    // A sine's RMS is its amplitude over √2.
    expect(frameLevel(SPEECH)).toBeGreaterThan(2_700);
    expect(frameLevel(SPEECH)).toBeLessThan(2_950);
  });

  it('starts with three loud frames, keeps 200 ms before them, and ends after 800 ms of quiet', () => {
    const detector = createUtteranceDetector();
    const before = frames(QUIET, 20);
    for (const frame of before) expect(detector.push(frame)).toBe('waiting');
    expect(detector.samples().length).toBe(0);
    expect(detector.push(SPEECH)).toBe('waiting');
    expect(detector.push(SPEECH)).toBe('waiting');
    expect(detector.push(SPEECH)).toBe('speaking');
    for (const frame of frames(SPEECH, 20)) expect(detector.push(frame)).toBe('speaking');
    // A short pause within the utterance does not end it.
    for (const frame of frames(QUIET, 30)) expect(detector.push(frame)).toBe('speaking');
    for (const frame of frames(SPEECH, 5)) detector.push(frame);
    for (const frame of frames(QUIET, 39)) expect(detector.push(frame)).toBe('speaking');
    expect(detector.push(QUIET)).toBe('done');
    expect(detector.push(SPEECH)).toBe('done');
    // 10 frames of preroll, 23 + 5 of speech, 30 + 40 of quiet.
    const expected = Buffer.concat([
      ...frames(QUIET, 10),
      ...frames(SPEECH, 23),
      ...frames(QUIET, 30),
      ...frames(SPEECH, 5),
      ...frames(QUIET, 40),
    ]);
    expect(detector.samples().equals(expected)).toBe(true);
  });

  it('does not start on two loud frames or on a line’s hiss', () => {
    const detector = createUtteranceDetector();
    const hiss = tone(300);
    for (const frame of [SPEECH, SPEECH, QUIET, ...frames(hiss, 100), SPEECH, QUIET])
      expect(detector.push(frame)).toBe('waiting');
  });

  it('cuts an utterance at its longest', () => {
    const detector = createUtteranceDetector({ maxMs: 1_000, prerollMs: 0 });
    const states = frames(SPEECH, 60).map((frame) => detector.push(frame));
    // Started on the third frame, 1 s (50 frames) later it is done.
    expect(states.indexOf('done')).toBe(49);
    expect(detector.samples().length).toBe(50 * 160);
  });
});
