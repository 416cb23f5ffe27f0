#!/usr/bin/env bash
# Makes the simulated carrier's recorded message (voice/carrier-message.wav): a Dutch announcement spoken by
# espeak-ng, as 8 kHz mono G.711 µ-law (PCMU) in a WAV file, the codec the carrier sends as RTP. The file is kept in
# the repository, so tests and CI need no espeak-ng.
# Needs: apt-get install -y espeak-ng sox
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

text="U belt met een testnummer van het gesimuleerde netwerk van TeleNova. Dit gesprek wordt na dit bericht beëindigd."
espeak-ng -v nl -s 150 -w "$work/raw.wav" "$text"
sox "$work/raw.wav" -r 8000 -c 1 -e u-law voice/carrier-message.wav norm -1 pad 0.3 0.3
printf 'voice/carrier-message.wav: %.2f s\n' "$(soxi -D voice/carrier-message.wav)"
ls -l voice/carrier-message.wav
