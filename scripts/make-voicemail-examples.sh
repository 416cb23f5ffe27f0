#!/usr/bin/env bash
# The recorded example voicemail messages (apps/api/voice/voicemail-*.wav): the simulated speech to text knows their
# words, and `POST /api/voicemails/test` leaves them on a number. Spoken by espeak-ng, then 8 kHz mono G.711 µ-law as a
# phone line carries it (sox). The texts are those of apps/api/src/modules/voicemail/voicemail-examples.ts.
set -euo pipefail
cd "$(dirname "$0")/../apps/api/voice"
make() {
  local name=$1 voice=$2 text=$3
  espeak-ng -v "$voice" -s 150 -w "/tmp/$name.raw.wav" "$text"
  sox "/tmp/$name.raw.wav" -r 8000 -c 1 -e u-law "$name.wav"
  rm "/tmp/$name.raw.wav"
}
make voicemail-nl nl 'Goedemorgen, u spreekt met Jan de Vries. Ik wil graag een afspraak maken voor dinsdag 8 december om 10 uur. U kunt mij terugbellen op 06 12 34 56 78.'
make voicemail-en en 'Hello, this is Sarah Miller. The heating in our office has stopped working, this is urgent. Please call me back as soon as possible on 06 98 76 54 32.'
make voicemail-es es 'Hola, soy María García. Quería pedir una cita para el jueves 10 de diciembre a las 3 de la tarde. Puede llamarme al 06 11 22 33 44.'
