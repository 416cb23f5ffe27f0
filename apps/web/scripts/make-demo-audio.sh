#!/usr/bin/env bash
# Makes the home page's voice demo audio (public/audio/parcel-demo.{ogg,mp3}): a Dutch parcel-tracking call
# between the AI assistant (female voice, first) and a caller (male voice), spoken by espeak-ng and joined by sox.
# Prints each line's start time in seconds: these are the `time` values of the transcript in
# src/features/home/voice-demo-script.ts.
# Needs: apt-get install -y espeak-ng sox libsox-fmt-all
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

lines=(
  "ai|Goedemiddag, u spreekt met de digitale assistent van TeleNova. Waarmee kan ik u helpen?"
  "user|Hallo, ik wil graag weten waar mijn pakket is."
  "ai|Natuurlijk. Wat is uw ordernummer?"
  "user|Dat is vier twee vijf zeven."
  "ai|Dank u wel. Uw pakket is onderweg en wordt morgen tussen tien en twaalf uur bezorgd."
  "user|Top, dank je wel!"
  "ai|Graag gedaan. Nog een fijne dag!"
)

parts=()
start=0
index=0
for entry in "${lines[@]}"; do
  speaker=${entry%%|*}
  text=${entry#*|}
  if [ "$speaker" = ai ]; then voice=nl+f3; pitch=55; else voice=nl+m3; pitch=40; fi
  espeak-ng -v "$voice" -p "$pitch" -s 150 -w "$work/raw-$index.wav" "$text"
  sox "$work/raw-$index.wav" -r 16000 -c 1 "$work/line-$index.wav" pad 0 0.45
  duration=$(soxi -D "$work/line-$index.wav")
  printf '%s %6.2f  %s\n' "$speaker" "$start" "$text"
  start=$(echo "$start + $duration" | bc -l)
  parts+=("$work/line-$index.wav")
  index=$((index + 1))
done

sox "${parts[@]}" "$work/demo.wav" norm -1
sox "$work/demo.wav" -C 0 public/audio/parcel-demo.ogg
sox "$work/demo.wav" -C 32 public/audio/parcel-demo.mp3
printf 'total %.2f s\n' "$(soxi -D "$work/demo.wav")"
ls -l public/audio
