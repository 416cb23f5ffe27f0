// The voice demo's conversation (spec point 3 "Demo transcript line"): the start of each line in the audio file
// public/audio/parcel-demo.* in seconds, as printed by scripts/make-demo-audio.sh. The AI speaks first. The texts
// are translated (home.json, demo.lines.<index>); the audio itself is Dutch.

export interface DemoLine {
  time: number;
  speaker: 'ai' | 'user';
}

export const DEMO_LINES: readonly DemoLine[] = [
  { time: 0, speaker: 'ai' },
  { time: 6.77, speaker: 'user' },
  { time: 10.81, speaker: 'ai' },
  { time: 14.01, speaker: 'user' },
  { time: 16.65, speaker: 'ai' },
  { time: 23.6, speaker: 'user' },
  { time: 25.77, speaker: 'ai' },
];

export const DEMO_AUDIO = [
  { src: '/audio/parcel-demo.ogg', type: 'audio/ogg; codecs=vorbis' },
  { src: '/audio/parcel-demo.mp3', type: 'audio/mpeg' },
] as const;
