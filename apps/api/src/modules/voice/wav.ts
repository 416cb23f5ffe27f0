// The few facts of a WAV recording that voicemail needs: that it is one, and how long it plays (docs/decisions/057).
// Any RIFF/WAVE encoding the phone line gives (PCM, G.711 µ-law or A-law): the length is the data's bytes over the
// format's bytes per second. It lives with the media server, which records the calls, so that voice does not import
// the voicemail module built on it (docs/decisions/065).

/** A voicemail message plays at most this long (docs/contracts.md §16). */
export const MAX_VOICEMAIL_SECONDS = 180;

/** The length of a WAV recording in whole seconds (rounded), or null when `audio` is no WAV file. */
export function wavSeconds(audio: Buffer): number | null {
  if (audio.length < 12 || audio.toString('ascii', 0, 4) !== 'RIFF' || audio.toString('ascii', 8, 12) !== 'WAVE')
    return null;
  let byteRate: number | undefined;
  let offset = 12;
  while (offset + 8 <= audio.length) {
    const id = audio.toString('ascii', offset, offset + 4);
    const size = audio.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 20 <= audio.length) byteRate = audio.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (!byteRate) return null;
      // A recorder that stopped before it could write the size leaves 0 or more than is there: count what is there.
      const bytes = Math.min(size === 0 ? Infinity : size, audio.length - offset - 8);
      return Math.round(bytes / byteRate);
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}
