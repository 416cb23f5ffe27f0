#!/usr/bin/env bash
# Makes the voicemail media server's stock greetings (voice/greeting-{nl,en,es}.wav, docs/decisions/061): what a caller
# hears when the number's owner has set no text, or where espeak-ng or sox is missing. Spoken by espeak-ng, as 8 kHz
# mono G.711 µ-law (PCMU) in a WAV file, the codec the media server sends as RTP. The files are kept in the repository,
# so tests and CI need no espeak-ng.
# Needs: apt-get install -y espeak-ng sox
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

declare -A texts=(
  [nl]="Uw oproep kan op dit moment niet worden beantwoord. Spreek na de toon uw bericht in."
  [en]="Your call cannot be answered at the moment. Please leave your message after the tone."
  [es]="Su llamada no puede ser atendida en este momento. Deje su mensaje después de la señal."
)
for language in nl en es; do
  espeak-ng -v "$language" -s 150 -w "$work/$language.wav" "${texts[$language]}"
  sox "$work/$language.wav" -r 8000 -c 1 -e u-law "voice/greeting-$language.wav" norm -1 pad 0.2 0.2
  printf 'voice/greeting-%s.wav: %.2f s\n' "$language" "$(soxi -D "voice/greeting-$language.wav")"
done
